// The games the Dawn of Battle golden test pins: random agents (seeded) over the example scenario
// and the 20-v-20 bench battle, rule options off and on, choosing from `legalCommands` or from
// `sampleCommands`. Each game's fingerprint is its plies, its event count, a hash of everything
// the agents were offered and every event, and the final state's hash: a change to the rules,
// the legal lists, the sampler or the rng shows as a changed fingerprint.
import * as E from 'fp-ts/lib/Either.js';
import { stateHash } from '../../src/core/hash.js';
import { aleaFromSeed, drawInt, type RngState } from '../../src/random/index.js';
import { dawnOfBattle, defaultDeck, exampleScenario, type DobState, type Scenario, type ScenarioOptions } from '../../src/dawn-of-battle/index.js';
import { randomScenario } from '../../src/dawn-of-battle/design/index.js';
import { TEST_EVENTS } from '../rulesets/dawn-of-battle/full-games/games.js';

/** One game to pin. */
export interface GoldenGame {
  readonly name: string;
  readonly scenario: 'example' | 'battle';
  /** Supplementary options on (§15), two impetuous units a side (§15.5). */
  readonly options: boolean;
  readonly agent: 'legal' | 'sample';
  /** The test events file (§14.4 effect vocabulary) instead of the deck's own events. */
  readonly events: boolean;
}

/** What a game is pinned by. */
export interface Fingerprint {
  readonly plies: number;
  readonly events: number;
  readonly trace: string;
  readonly state: string;
}

export const GOLDEN_GAMES: ReadonlyArray<GoldenGame> = [
  { name: 'example-plain-legal', scenario: 'example', options: false, agent: 'legal', events: false },
  { name: 'example-options-sample', scenario: 'example', options: true, agent: 'sample', events: false },
  { name: 'example-options-events-sample', scenario: 'example', options: true, agent: 'sample', events: true },
  { name: 'example-plain-sample', scenario: 'example', options: false, agent: 'sample', events: false },
  { name: 'battle-plain-sample', scenario: 'battle', options: false, agent: 'sample', events: false },
  { name: 'battle-options-events-sample', scenario: 'battle', options: true, agent: 'sample', events: true },
];

const ON = {
  quickerPlay: true, noDraws: true, physicalDice: true, reDos: true, barbarian: ['A', 'B'], takingHeads: true, codeOfHonor: true,
  dummyLeaders: true, dieModWindows: 'all', panicFire: true,
} as Partial<ScenarioOptions>;

function withOptions(sc: Scenario, on: boolean): Scenario {
  if (!on) return sc;
  const impetuous = (['A', 'B'] as const).flatMap((side) => sc.sides[side].units.filter((u) => !u.id.endsWith('-camp')).slice(0, 2).map((u) => u.id));
  return { ...sc, options: { ...sc.options, ...ON, impetuous } as ScenarioOptions };
}

function fnv(h: number, text: string): number {
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return h;
}

let battle: Scenario | null = null;
function battleScenario(): Scenario {
  if (battle !== null) return battle;
  const r = randomScenario('strategos/bench-battle', { budget: 200 });
  if (E.isLeft(r)) throw new Error(r.left.message);
  return (battle = r.right.scenario);
}

/** Plays `g` to its end through the public API; throws on a refused listed command. */
export function playGolden(g: GoldenGame): Fingerprint {
  const seed = `golden-${g.name}`;
  const scenario = withOptions(g.scenario === 'example' ? exampleScenario : battleScenario(), g.options);
  const setup = dawnOfBattle.setup(scenario, g.events ? { seed, options: { data: { deck: defaultDeck, events: TEST_EVENTS } } } : { seed });
  if (E.isLeft(setup)) throw new Error(`${g.name}: setup refused: ${setup.left.message}`);
  let s: DobState = setup.right;
  let rng: RngState = aleaFromSeed(`${seed}-agent`);
  let h = 0x811c9dc5;
  let events = 0;
  let plies = 0;
  while (s.phase.kind !== 'over' && plies < 20_000) {
    const cmds = g.agent === 'legal' ? dawnOfBattle.legalCommands(s) : dawnOfBattle.sampleCommands!(s, rng, 4);
    h = fnv(h, JSON.stringify(cmds));
    const d = drawInt(rng, 0, cmds.length - 1);
    rng = d.rng;
    const step = dawnOfBattle.apply(s, cmds[d.value]!);
    if (E.isLeft(step)) throw new Error(`${g.name}: listed command refused at ply ${plies}: ${step.left.message}`);
    events += step.right.events.length;
    h = fnv(h, JSON.stringify(step.right.events));
    s = step.right.state;
    plies++;
  }
  return { plies, events, trace: h.toString(16).padStart(8, '0'), state: stateHash(s) };
}
