/**
 * Dawn of Battle's kit: what is not the rules but comes with them (src/core/kit.ts): the greedy
 * agent, the narrator, the odds calculator, the bundled battles, the data files `strategos
 * validate` knows, and the statistics the simulator reads. Built only from the ruleset's public
 * surface, so a frontend may import it without the simulator.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import type { DataFileKind, RulesetKit } from '../../../core/kit.js';
import {
  clashFileCodec,
  countersFileCodec,
  dawnOfBattle,
  deckFileCodec,
  exampleScenario,
  prepareScenario,
  slaughterLosses,
  turnTrackFileCodec,
  type DobCommand,
  type DobEvent,
  type DobSetupOptions,
  type DobState,
  type Scenario,
} from '../index.js';
import { randomScenario } from '../rules/17-design/index.js';
import { deepFreeze } from '../rules/16-scenarios/prepared-scenario.js';
import { dobGreedyAgent } from './greedy.js';
import { dobNarrator } from './narrator.js';
import { dobOdds } from './odds.js';

export { dobGreedyAgent } from './greedy.js';
export { dobNarrator, narrateDobCommand, narrateDobEvent, QUIET_DOB_EVENTS } from './narrator.js';
export { dobOdds } from './odds.js';

const dataFile = (description: string, codec: unknown): DataFileKind => ({ description, codec: codec as DataFileKind['codec'] });

/** The seed of the bundled default battle (a fixed §17 design, so every run plays the same battle). */
export const DEFAULT_BATTLE_SEED = 'strategos/default-battle';

/**
 * The bundled battles, built on first use: designing the default battle takes a few dozen
 * milliseconds of cold code, which a worker thread (it receives its scenario with each batch)
 * never needs to pay. Built once, then deep-frozen: every caller gets the same battles, and none can
 * change what the next is given (issue #27).
 */
let bundled: { readonly scenarios: NonNullable<RulesetKit['scenarios']>; readonly defaultScenario: string } | null = null;
function bundledBattles(): NonNullable<typeof bundled> {
  if (bundled !== null) return bundled;
  const designed = randomScenario(DEFAULT_BATTLE_SEED);
  const scenarios = {
    ...(E.isRight(designed)
      ? {
          default: {
            description: `a meeting engagement built by the §17 design-your-own rules (seed "${DEFAULT_BATTLE_SEED}") from the reconstructed default data`,
            scenario: designed.right.scenario,
            reconstructed: true,
          },
        }
      : {}),
    example: { description: `${exampleScenario.title}, on the shipped reconstructed data`, scenario: exampleScenario, reconstructed: true },
  };
  // The designed battle is ours: deep-frozen. The example is the exported `exampleScenario`, a
  // user's object to freeze or not; only the entries holding it are frozen here.
  if (E.isRight(designed)) deepFreeze(designed.right.scenario);
  for (const entry of Object.values(scenarios)) Object.freeze(entry);
  return (bundled = Object.freeze({ scenarios: Object.freeze(scenarios), defaultScenario: E.isRight(designed) ? 'default' : 'example' }));
}

/**
 * Dawn of Battle's kit.
 * @rule dawn-of-battle 13.3
 * @rule dawn-of-battle 17
 */
export const dawnOfBattleKit: RulesetKit<Scenario, DobState, DobCommand, DobEvent, DobSetupOptions> = {
  ruleset: dawnOfBattle,
  samplesEveryCommand: true,
  // Decoded and checked once per batch instead of once per game (the same games).
  prepareScenario: (sc) => {
    const p = prepareScenario(sc);
    return E.isRight(p) ? p.right : sc;
  },
  stats: {
    turn: (s) => s.turn,
    losses: (s) => ({ A: slaughterLosses(s, 'A'), B: slaughterLosses(s, 'B') }),
    reconstructed: (s) => s.reconstructed,
  },
  agents: { greedy: dobGreedyAgent },
  narrator: dobNarrator,
  odds: dobOdds,
  get scenarios() {
    return bundledBattles().scenarios;
  },
  get defaultScenario() {
    return bundledBattles().defaultScenario;
  },
  dataFiles: {
    counters: dataFile('counter values (replaces the reconstructed defaults)', countersFileCodec),
    deck: dataFile('an action deck of 72 cards (replaces the reconstructed default)', deckFileCodec),
    clash: dataFile('the Clash of Shields table', clashFileCodec),
    turnTrack: dataFile('the turn track', turnTrackFileCodec),
  },
};
