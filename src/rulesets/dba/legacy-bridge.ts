/**
 * DBA seen through the first ruleset contract (`core/legacy-ruleset.ts`), for the simulator and
 * the registry while they still take that contract. Goes with them once they take contract 2:
 * nothing else should import it. Not exported from the package.
 * @module
 */
import type { RulesetV1 } from '../../core/legacy-ruleset.js';
import type { DbaCommand } from './commands.js';
import type { DbaOptions } from './options.js';
import { dba } from './ruleset.js';
import type { DbaScenario } from './scenario.js';
import type { DbaEvent, DbaState } from './state.js';

/** The `dba` ruleset with contract 1's one pending decision and outcome field names. */
export const dbaV1: RulesetV1<DbaScenario, DbaState, DbaCommand, DbaEvent, DbaOptions> = {
  id: dba.id,
  edition: dba.edition,
  scenarioCodec: dba.scenarioCodec,
  commandCodec: dba.commandCodec,
  setup: (scenario, opts) => dba.setup(scenario, opts),
  apply: (state, command) => dba.apply(state, command),
  pending: (state) => dba.pending(state)[0] ?? null,
  legalCommands: (state) => dba.legalCommands(state),
  sampleCommands: (state, rng, n) => dba.sampleCommands!(state, rng, n),
  outcome: (state) => {
    const o = state.result;
    if (o === null) return null;
    return { winner: o.winner, level: o.level, points: o.points, reason: o.reason, citations: o.citations, reconstructedData: o.reconstructed };
  },
};
