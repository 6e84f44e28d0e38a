import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { bench, describe } from 'vitest';
import type { DbaState } from '../src/rulesets/dba/index.js';
import { ensureBuilt, root } from '../test/cli/build.js';
import { randomGame } from '../test/rulesets/dba/agent.js';
import { battle, type Spec } from '../test/rulesets/dba/fixtures.js';

// The rules run from the built package, loaded with Node's own `require` (vitest does not
// transform it): what a user imports. The test helpers only build states and drive the agent.
await ensureBuilt();
const load = createRequire(import.meta.url);
const { dba } = load(join(root, 'dist/dba/index.cjs')) as typeof import('../src/rulesets/dba/index.js');
const { stateHash } = load(join(root, 'dist/index.cjs')) as typeof import('../src/index.js');
const { aleaFromSeed } = load(join(root, 'dist/random/index.cjs')) as typeof import('../src/random/index.js');

// 24 elements: two lines of 12 in front-edge contact, with the combat phase open
const types: Spec['type'][] = ['Bd', 'Sp', 'Pk', 'Ax', 'Bw', 'Wb', 'Cv', 'Kn', 'LH', 'Ps', 'Bd', 'Sp'];
const specs: Spec[] = [];
types.forEach((t, i) => {
  specs.push({ id: `a${i}`, side: 'a', type: t, x: 240 + 160 * i, y: 1200, heading: 90 });
  specs.push({ id: `b${i}`, side: 'b', type: types[11 - i]!, x: 240 + 160 * i, y: 1200, heading: 270 });
});
const lines = battle(specs);
const opened = dba.apply(lines, { type: 'end-moves', player: 'a' });
if (E.isLeft(opened)) throw new Error(opened.left.message);
const combat: DbaState = opened.right.state.phase.tag === 'shoot' ? (dba.apply(opened.right.state, { type: 'end-shooting', player: 'a' }) as E.Right<{ state: DbaState }>).right.state : opened.right.state;
const pair = combat.phase.tag === 'combat' ? combat.phase.pairs[0]! : (['a0', 'b0'] as const);

describe('dba close combat on a 24-element table', () => {
  bench('baseline: state hash of the same table', () => {
    stateHash(combat);
  });
  bench('resolve one close combat with its outcome moves', () => {
    const r = dba.apply(combat, { type: 'resolve-combat', player: 'a', a: pair[0], b: pair[1] });
    if (E.isLeft(r)) throw new Error(r.left.message);
  });
  bench('legalCommands in the combat phase', () => {
    dba.legalCommands(combat);
  });
});

// move-phase states from the middle of a random game, for the proposal and validation costs
const midGame = randomGame('bench-mid', { keepStates: true, options: { maxBounds: 80 }, ruleset: dba }).states.filter((s) => s.phase.tag === 'move' && s.bound > 4).slice(0, 50);
// The 50 states and their seeds repeat every 50 calls, so per-state memos are warm after the
// first round: the proposal row measures proposing on a state already seen, not on a new one.
// Each bench keeps its own counter, so every run measures the same states, seeds and games
// whatever the iteration counts of the benches before it (time-based, they vary run to run).
let hashed = 0;
let proposed = 0;

describe('dba move proposals on mid-game states (50 states, one per call)', () => {
  bench('baseline: state hash of the state', () => {
    stateHash(midGame[hashed++ % midGame.length]!);
  });
  bench('sampleCommands(1): propose one legal move (validations included)', () => {
    const i = proposed++ % midGame.length;
    dba.sampleCommands!(midGame[i]!, aleaFromSeed(`bench-${i}`), 1);
  });
});

// The same games in a process of their own (bench/dba-games.cjs): nothing else in its heap or
// its compiled code, the steadiest figure for issue #7's "games per second on one core".
{
  const out = execFileSync(process.execPath, [join(root, 'bench/dba-games.cjs'), '200', '300'], { encoding: 'utf8' });
  const r = JSON.parse(out) as { games: number; commands: number; wall: number; cpu: number; finals: string };
  // dba-games.cjs restates randomGame's agent in plain JavaScript: the first 10 final states prove they play the same games.
  const mine = stateHash(Array.from({ length: 10 }, (_, g) => randomGame(`bench-${g}`, { options: { maxBounds: 80 }, ruleset: dba }).final));
  if (mine !== r.finals) throw new Error(`bench/dba-games.cjs played other games than randomGame (${r.finals} against ${mine})`);
  console.log(
    `[dba bench] ${r.games} whole random games (the bench's 10 seeds, after 200 warm-up games) in a fresh process on the built package: ` +
      `${(r.games / r.wall).toFixed(1)} games/s (${(r.games / r.cpu).toFixed(1)} per CPU-s), ${Math.round(r.commands / r.wall)} commands/s; final states ${r.finals}`,
  );
}

let setups = 0;
let games = 0;
describe('dba full random games (example scenario, two random agents)', () => {
  bench('baseline: setup and deployment only', () => {
    randomGame(`bench-setup-${setups++ % 100}`, { maxCommands: 5, ruleset: dba });
  });
  // The same 10 seeds every run, 20 times over after 20 rounds of warm-up: a fresh isolate's
  // first hundred or so DBA games run while V8 is still compiling the geometry (about a third
  // of the steady pace), which 10 timed games after vitest's 100 ms warm-up mostly measured.
  bench(
    'one complete game (to a result or 80 bounds): the same 10 seeds every run, warm',
    () => {
      randomGame(`bench-${games++ % 10}`, { options: { maxBounds: 80 }, ruleset: dba });
    },
    { iterations: 200, time: 0, warmupIterations: 200, warmupTime: 0 },
  );
});
