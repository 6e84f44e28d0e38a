import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { bench, describe } from 'vitest';
import type { DobCommand, DobState, Scenario } from '../src/dawn-of-battle/index.js';
import type { RngState } from '../src/random/index.js';
import { ensureBuilt, root } from '../test/cli/build.js';

// The built package, loaded with Node's own `require` (vitest does not transform it): what a
// user imports. vitest's transform of the sources turns every call across modules into a
// property read on a namespace object, which made whole games about twice as slow.
await ensureBuilt();
const load = createRequire(import.meta.url);
const { dawnOfBattle, exampleScenario } = load(join(root, 'dist/dawn-of-battle/index.cjs')) as typeof import('../src/dawn-of-battle/index.js');
const { dawnOfBattleKit } = load(join(root, 'dist/dawn-of-battle/kit/index.cjs')) as typeof import('../src/dawn-of-battle/kit/index.js');
const { randomScenario } = load(join(root, 'dist/dawn-of-battle/design/index.cjs')) as typeof import('../src/dawn-of-battle/design/index.js');
const { aleaFromSeed, drawInt } = load(join(root, 'dist/random/index.cjs')) as typeof import('../src/random/index.js');
const { simulate } = load(join(root, 'dist/sim/index.cjs')) as typeof import('../src/sim/index.js');

/**
 * Dawn of Battle throughput, on the built package, on mid-game states of the example scenario. A random game is played
 * to turn 3 and the next plies are recorded as (state, command) pairs; each iteration of the
 * first group applies the whole batch, so commands/s = hz × BATCH. The baseline, in the same
 * run, is the cheapest honest immutable update: a JSON deep copy of each state (what a naive
 * reducer pays before any rule). The second group plays whole random games (one per iteration,
 * games/s = hz): an agent choosing from `sampleCommands` (what a simulator uses) against one
 * choosing uniformly from the full `legalCommands` list, the baseline of that group. The third
 * group plays whole random games of a 20-units-a-side battle (issue #6/#8's target case), with
 * the bench's agent and with the library's own random agent (`strategos/sim`'s `randomAgent`, one
 * `sampleCommands` draw per decision, played through `simulate`, one game per run); the fourth
 * plays that agent in runs of 20 games, so a run's own cost is shared as in real use.
 */
function record(): Array<{ state: DobState; command: DobCommand }> {
  const r = dawnOfBattle.setup(exampleScenario, { seed: 'bench' });
  if (E.isLeft(r)) throw new Error(r.left.message);
  let s = r.right;
  let rng: RngState = aleaFromSeed('bench-agent');
  const out: Array<{ state: DobState; command: DobCommand }> = [];
  for (let ply = 0; ply < 5000 && s.phase.kind !== 'over' && out.length < 200; ply++) {
    const cmds = dawnOfBattle.legalCommands(s);
    const d = drawInt(rng, 0, cmds.length - 1);
    rng = d.rng;
    const c = cmds[d.value]!;
    if (s.turn >= 3) out.push({ state: s, command: c });
    const step = dawnOfBattle.apply(s, c);
    if (E.isLeft(step)) throw new Error(step.left.message);
    s = step.right.state;
  }
  return out;
}

const pairs = record();
const BATCH = pairs.length;
/** Results are added here so the engine cannot drop the work as dead code. */
export let sink = 0;

describe(`Dawn of Battle: ${BATCH} mid-game commands per iteration`, () => {
  bench('baseline: JSON deep copy of each state', () => {
    for (const p of pairs) sink += (JSON.parse(JSON.stringify(p.state)) as DobState).ply;
  });
  bench('apply (commands applied/s = hz × batch)', () => {
    for (const p of pairs) {
      const r = dawnOfBattle.apply(p.state, p.command);
      if (E.isRight(r)) sink += r.right.events.length;
    }
  });
  bench('legalCommands (calls/s = hz × batch)', () => {
    for (const p of pairs) sink += dawnOfBattle.legalCommands(p.state).length;
  });
  bench('sampleCommands, 1 command (calls/s = hz × batch)', () => {
    const rng = aleaFromSeed('bench-sample');
    for (const p of pairs) sink += dawnOfBattle.sampleCommands!(p.state, rng, 1).length;
  });
});

/** Plays one whole game of `scenario` with a uniform random agent; returns its plies. */
function playGame(seed: string, choose: (s: DobState, rng: RngState) => ReadonlyArray<DobCommand>, scenario: Scenario = exampleScenario): number {
  const r = dawnOfBattle.setup(scenario, { seed });
  if (E.isLeft(r)) throw new Error(r.left.message);
  let s = r.right;
  let rng: RngState = aleaFromSeed(`${seed}-agent`);
  let plies = 0;
  while (s.phase.kind !== 'over' && plies < 20_000) {
    const cmds = choose(s, rng);
    const d = drawInt(rng, 0, cmds.length - 1);
    rng = d.rng;
    const step = dawnOfBattle.apply(s, cmds[d.value]!);
    if (E.isLeft(step)) throw new Error(step.left.message);
    s = step.right.state;
    plies++;
  }
  return plies;
}

let gameNo = 0;
describe('Dawn of Battle: whole random games of the example scenario (games/s = hz)', () => {
  bench('baseline: random agent over the full legalCommands list', () => {
    sink += playGame(`bench-game-${gameNo++ % 50}`, (s) => dawnOfBattle.legalCommands(s));
  });
  bench('random agent over sampleCommands (4 per decision)', () => {
    sink += playGame(`bench-game-${gameNo++ % 50}`, (s, rng) => dawnOfBattle.sampleCommands!(s, rng, 4));
  });
});

/**
 * A 20-units-a-side battle (plus each side's Camp): a §17 meeting engagement from
 * `randomScenario` with 200 build points a side, which buys the 20-unit maximum.
 */
const battle = (() => {
  const r = randomScenario('strategos/bench-battle', { budget: 200 });
  if (E.isLeft(r)) throw new Error(r.left.message);
  return r.right.scenario;
})();
const start = (() => {
  const r = dawnOfBattle.setup(battle, { seed: 'bench-battle' });
  if (E.isLeft(r)) throw new Error(r.left.message);
  return r.right;
})();
/** Plies of an average game of the battle (five games), for the baseline. */
const PLIES = Math.round(
  Array.from({ length: 5 }, (_, i) => playGame(`bench-battle-plies-${i}`, (s, rng) => dawnOfBattle.sampleCommands!(s, rng, 4), battle)).reduce((a, b) => a + b, 0) / 5,
);

/** Whole battles are timed for 3 s after 1 s of warm-up (a few hundred games), not vitest's half second. */
const STEADY = { time: 3000, warmupTime: 1000 };
let battleNo = 0;
let simNo = 0;
describe(`Dawn of Battle: whole random games of a ${battle.sides.A.units.length - 1}-v-${battle.sides.B.units.length - 1} battle (games/s = hz; ~${PLIES} plies a game)`, () => {
  bench('baseline: one JSON deep copy of the battle state per ply of an average game', () => {
    for (let i = 0; i < PLIES; i++) sink += (JSON.parse(JSON.stringify(start)) as DobState).ply;
  });
  bench('random agent over sampleCommands (4 per decision)', () => {
    sink += playGame(`bench-battle-${battleNo++ % 50}`, (s, rng) => dawnOfBattle.sampleCommands!(s, rng, 4), battle);
  }, STEADY);
  bench("strategos/sim's randomAgent on both sides (simulate, one game per iteration)", () => {
    const r = simulate({ ruleset: dawnOfBattleKit, scenario: battle, games: 1, seed: `bench-battle-sim-${simNo++ % 50}`, agents: ['random'] });
    if (E.isLeft(r)) throw new Error(r.left.message);
    sink += r.right.records[0]!.plies;
  }, STEADY);
});

/**
 * The same agent in runs of several games, as a simulation is used: what a run costs once
 * (planning, decoding and preparing the scenario, the document and its summary, about a
 * millisecond) is shared by its games instead of charged to one.
 */
const GAMES_PER_RUN = 20;
let runNo = 0;
describe(`Dawn of Battle: the same battle through strategos/sim in runs of ${GAMES_PER_RUN} games (games/s = hz × ${GAMES_PER_RUN})`, () => {
  bench(`strategos/sim's randomAgent on both sides (simulate, ${GAMES_PER_RUN} games per iteration)`, () => {
    const r = simulate({ ruleset: dawnOfBattleKit, scenario: battle, games: GAMES_PER_RUN, seed: `bench-battle-run-${runNo++ % 50}`, agents: ['random'] });
    if (E.isLeft(r)) throw new Error(r.left.message);
    sink += r.right.records.length;
  }, STEADY);
});

// The same runs in a process of their own (bench/dob-games.cjs): nothing else in its heap (this
// process holds vitest and the other rows' data, which makes the same games 15-20 % slower here),
// the steadiest figure for issue #6's "games per second on one core".
{
  const out = execFileSync(process.execPath, [join(root, 'bench/dob-games.cjs'), '80', '100'], { encoding: 'utf8' });
  const r = JSON.parse(out) as { games: number; wall: number; cpu: number; first: string };
  const mine = simulate({ ruleset: dawnOfBattleKit, scenario: battle, games: GAMES_PER_RUN, seed: 'bench-battle-run-0', agents: ['random'] });
  if (E.isLeft(mine) || mine.right.recordsHash !== r.first) throw new Error('bench/dob-games.cjs played other games than this bench');
  console.log(
    `[dob bench] ${r.games} whole random games of the 20-v-20 battle (strategos/sim's random agent, runs of ${GAMES_PER_RUN}, after 1,600 warm-up games: a fresh isolate compiles for about that long) ` +
      `in a fresh process on the built package: ${(r.games / r.wall).toFixed(1)} games/s (${(r.games / r.cpu).toFixed(1)} per CPU-s)`,
  );
}
