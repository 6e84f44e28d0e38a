/**
 * Dawn of Battle under the first contract (`RulesetV1`), for the code not yet on the second
 * (the first laws harness, test/support/ruleset-laws.ts). Goes when that has moved.
 * @module
 */
import type { OutcomeV1, RulesetV1 } from '../../core/legacy-ruleset.js';
import { commandCodec, type DobCommand } from './commands.js';
import type { DobEvent } from './context.js';
import { legalCommands } from './legal.js';
import { pendingDecision } from './pending.js';
import { apply } from './reduce.js';
import { outcome } from './ruleset.js';
import { sampleCommands } from './sample.js';
import { scenarioCodec, type Scenario } from './scenario.js';
import { setup, type DobSetupOptions } from './setup.js';
import type { DobState } from './state.js';

/** The same ruleset with one pending decision and `reconstructedData` in the outcome. */
export const dawnOfBattleV1: RulesetV1<Scenario, DobState, DobCommand, DobEvent, DobSetupOptions> = {
  id: 'dawn-of-battle',
  edition: "designer's edition, Aug 1 2023",
  scenarioCodec,
  commandCodec,
  setup,
  apply,
  pending: pendingDecision,
  legalCommands,
  sampleCommands,
  outcome: (s): OutcomeV1 | null => {
    const o = outcome(s);
    return o === null ? null : { winner: o.winner, level: o.level, points: o.points, reason: o.reason, citations: o.citations, reconstructedData: o.reconstructed };
  },
};
