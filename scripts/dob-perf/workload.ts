// The bench's workloads as functions, for A/B runs of two builds in one process (ab.mjs).
import * as E from 'fp-ts/lib/Either.js';
import { aleaFromSeed, drawInt, type RngState } from '../../src/random/index.js';
import { dawnOfBattle, exampleScenario, type DobCommand, type DobState, type Scenario } from '../../src/dawn-of-battle/index.js';
import { randomScenario } from '../../src/dawn-of-battle/design/index.js';

/** The bench's mid-game (state, command) pairs of the example scenario. */
export function record(): Array<{ state: DobState; command: DobCommand }> {
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
let sink = 0;
/** Applies the batch once; returns the number of commands. */
export function applyBatch(): number {
  for (const p of pairs) {
    const r = dawnOfBattle.apply(p.state, p.command);
    if (E.isRight(r)) sink += r.right.events.length;
  }
  return pairs.length;
}

/** One whole game with the bench's random agent over sampleCommands (4 per decision); its plies. */
export function playGame(seed: string, scenario: Scenario): number {
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
  return plies + (sink & 0);
}

/** The bench's 20-v-20 battle. */
export const battle: Scenario = (() => {
  const r = randomScenario('strategos/bench-battle', { budget: 200 });
  if (E.isLeft(r)) throw new Error(r.left.message);
  return r.right.scenario;
})();
export const example: Scenario = exampleScenario;
