/**
 * The `dba` ruleset value, in its own file so the simulator plug-in can import it without a
 * cycle through the package entry.
 * @module
 */
import type { RulesetV1 as Ruleset } from '../../core/legacy-ruleset.js';
import { dbaCommandCodec, type DbaCommand } from './commands.js';
import { legalDba, pendingDba } from './decisions.js';
import type { DbaOptions } from './options.js';
import { applyDba } from './reduce.js';
import { sampleDba } from './sample.js';
import { dbaScenarioCodec, type DbaScenario } from './scenario.js';
import { setupDba } from './setup.js';
import type { DbaEvent, DbaState } from './state.js';

/**
 * The DBA 1.2 ruleset.
 * @rule dba sequence-of-play
 */
export const dba: Ruleset<DbaScenario, DbaState, DbaCommand, DbaEvent, DbaOptions> = {
  id: 'dba',
  edition: '1.2 (July 1999 amendment sheet over DBA 1.1)',
  scenarioCodec: dbaScenarioCodec,
  commandCodec: dbaCommandCodec,
  setup: setupDba,
  apply: applyDba,
  pending: pendingDba,
  legalCommands: legalDba,
  sampleCommands: sampleDba,
  outcome: (state) => state.result,
};
