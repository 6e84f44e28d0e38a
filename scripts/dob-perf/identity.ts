// Behaviour fingerprint of the Dawn of Battle reducer, for performance work: plays a fixed set of
// random games (example scenario and a 20-v-20 battle, rule options off and on, agents over
// legalCommands and over sampleCommands) and prints, per game, the plies, the event count, a hash
// of every sampled list, chosen command and event, and the final state hash. A refactoring that
// changes nothing prints the same lines. Run: node scripts/dob-perf/run.mjs identity
import * as E from 'fp-ts/lib/Either.js';
import { stateHash } from '../../src/core/hash.js';
import { aleaFromSeed, drawInt, type RngState } from '../../src/random/index.js';
import { dawnOfBattle, defaultDeck, exampleScenario, type DobState, type Scenario, type ScenarioOptions } from '../../src/dawn-of-battle/index.js';
import { randomScenario } from '../../src/dawn-of-battle/design/index.js';
import { TEST_EVENTS } from '../../test/rulesets/dawn-of-battle/full-games/games.js';

function fnv(h: number, text: string): number {
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

const ON: ScenarioOptions = {
  quickerPlay: true, noDraws: true, physicalDice: true, reDos: true, barbarian: ['A', 'B'], takingHeads: true, codeOfHonor: true,
  dummyLeaders: true, dieModWindows: 'all', panicFire: true,
} as ScenarioOptions;

function withOptions(sc: Scenario, on: boolean): Scenario {
  if (!on) return sc;
  const impetuous = (['A', 'B'] as const).flatMap((side) => sc.sides[side].units.filter((u) => !u.id.endsWith('-camp')).slice(0, 2).map((u) => u.id));
  return { ...sc, options: { ...sc.options, ...ON, impetuous } };
}

function play(label: string, scenario: Scenario, seed: string, agent: 'legal' | 'sample', events: boolean): string {
  const setup = dawnOfBattle.setup(scenario, events ? { seed, options: { data: { deck: defaultDeck, events: TEST_EVENTS } } } : { seed });
  if (E.isLeft(setup)) return `${label} setup: ${setup.left.message}`;
  let s: DobState = setup.right;
  let rng: RngState = aleaFromSeed(`${seed}-agent`);
  let h = 0x811c9dc5;
  let nEvents = 0;
  let plies = 0;
  while (s.phase.kind !== 'over' && plies < 20_000) {
    const cmds = agent === 'legal' ? dawnOfBattle.legalCommands(s) : dawnOfBattle.sampleCommands!(s, rng, 4);
    h = fnv(h, JSON.stringify(cmds));
    const d = drawInt(rng, 0, cmds.length - 1);
    rng = d.rng;
    const step = dawnOfBattle.apply(s, cmds[d.value]!);
    if (E.isLeft(step)) return `${label} refused at ply ${plies}: ${step.left.message}`;
    nEvents += step.right.events.length;
    h = fnv(h, JSON.stringify(step.right.events));
    s = step.right.state;
    plies++;
  }
  return `${label} plies=${plies} events=${nEvents} trace=${h.toString(16)} state=${stateHash(s)} outcome=${JSON.stringify(dawnOfBattle.outcome(s))}`;
}

const battle = (() => {
  const r = randomScenario('strategos/bench-battle', { budget: 200 });
  if (E.isLeft(r)) throw new Error(r.left.message);
  return r.right.scenario;
})();

const lines: string[] = [];
const t0 = process.cpuUsage();
for (let i = 0; i < 30; i++) {
  const on = i % 2 === 1;
  lines.push(play(`example ${i} on=${on}`, withOptions(exampleScenario, on), `id-ex-${i}`, i % 3 === 0 ? 'legal' : 'sample', on && i % 4 === 1));
}
for (let i = 0; i < 10; i++) {
  const on = i % 2 === 1;
  lines.push(play(`battle ${i} on=${on}`, withOptions(battle, on), `id-bt-${i}`, i % 5 === 0 ? 'legal' : 'sample', on && i % 4 === 1));
}
const t = process.cpuUsage(t0);
console.log(lines.join('\n'));
console.error(`cpu ${((t.user + t.system) / 1e6).toFixed(2)} s`);
