// CPU-time measurement of the Dawn of Battle reducer (the bench's workloads, without vitest), for
// `node --cpu-prof`: `apply` (the bench's mid-game batch, many iterations), `battle` (whole random
// games of the 20-v-20 battle over sampleCommands) or `example` (whole games of the example
// scenario). Prints CPU seconds and the rate. Run: NODE_FLAGS=--cpu-prof node scripts/dob-perf/run.mjs profile battle 300
import * as E from 'fp-ts/lib/Either.js';
import { aleaFromSeed, drawInt, type RngState } from '../../src/random/index.js';
import { dawnOfBattle, exampleScenario, randomScenario, type DobCommand, type DobState, type Scenario } from '../../src/dawn-of-battle/index.js';

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

function playGame(seed: string, scenario: Scenario): number {
  const r = dawnOfBattle.setup(scenario, { seed });
  if (E.isLeft(r)) throw new Error(r.left.message);
  let s = r.right;
  let rng: RngState = aleaFromSeed(`${seed}-agent`);
  let plies = 0;
  while (s.phase.kind !== 'over' && plies < 20_000) {
    const cmds = dawnOfBattle.sampleCommands!(s, rng, 4);
    const d = drawInt(rng, 0, cmds.length - 1);
    rng = d.rng;
    const step = dawnOfBattle.apply(s, cmds[d.value]!);
    if (E.isLeft(step)) throw new Error(step.left.message);
    s = step.right.state;
    plies++;
  }
  return plies;
}

const mode = process.argv[2] ?? 'battle';
const n = Number(process.argv[3] ?? 200);
let sink = 0;
if (mode === 'apply') {
  const pairs = record();
  for (let w = 0; w < 50; w++) for (const p of pairs) dawnOfBattle.apply(p.state, p.command);
  const t0 = process.cpuUsage();
  for (let i = 0; i < n; i++) {
    for (const p of pairs) {
      const r = dawnOfBattle.apply(p.state, p.command);
      if (E.isRight(r)) sink += r.right.events.length;
    }
  }
  const t = process.cpuUsage(t0);
  const sec = (t.user + t.system) / 1e6;
  console.log(`apply: ${n} × ${pairs.length} commands in ${sec.toFixed(2)} cpu s = ${Math.round((n * pairs.length) / sec)} commands/cpu-s`);
} else {
  let scenario = exampleScenario;
  if (mode === 'battle') {
    const r = randomScenario('strategos/bench-battle', { budget: 200 });
    if (E.isLeft(r)) throw new Error(r.left.message);
    scenario = r.right.scenario;
  }
  for (let w = 0; w < 10; w++) playGame(`warm-${w}`, scenario);
  const t0 = process.cpuUsage();
  let plies = 0;
  for (let i = 0; i < n; i++) plies += playGame(`bench-battle-${i % 50}`, scenario);
  const t = process.cpuUsage(t0);
  const sec = (t.user + t.system) / 1e6;
  console.log(`${mode}: ${n} games (${plies} plies) in ${sec.toFixed(2)} cpu s = ${(n / sec).toFixed(1)} games/cpu-s, ${Math.round(plies / sec)} plies/cpu-s`);
}
if (sink < 0) console.log(sink);
