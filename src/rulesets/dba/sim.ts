/**
 * DBA's plug-in for the simulator of contract 1 (`strategos/sim`'s `RulesetSim`), built from
 * DBA's kit (`kit/`). Goes once the simulator takes kits (issue #19).
 * @module
 */
import type { AnyRulesetSim, DataFileKind, RulesetSim } from '../../sim/types.js';
import type { DbaCommand } from './commands.js';
import { dbaKit } from './kit/index.js';
import { dbaV1 } from './legacy-bridge.js';
import type { DbaOptions } from './options.js';
import type { DbaScenario } from './scenario.js';
import type { DbaEvent, DbaState } from './state.js';

export { moverAgent } from './kit/mover.js';

type SimAgents = NonNullable<RulesetSim<DbaScenario, DbaState, DbaCommand, DbaEvent, DbaOptions>['agents']>;

/**
 * The DBA simulation plug-in (the `mover` agent, events narrated).
 * @rule dba winning
 */
export const dbaSim: RulesetSim<DbaScenario, DbaState, DbaCommand, DbaEvent, DbaOptions> = {
  ruleset: dbaV1,
  players: (state) => state.players,
  stats: { turn: dbaKit.stats!.turn!, losses: dbaKit.stats!.losses!, reconstructedData: (state) => state.reconstructed },
  agents: { mover: dbaKit.agents!['mover']! } as unknown as SimAgents,
  narrator: { event: (event, ctx) => dbaKit.narrator!.event(event, ctx) },
  odds: dbaKit.odds!,
  scenarios: dbaKit.scenarios!,
  defaultScenario: 'example',
  maxPlies: 5000,
  dataFiles: dbaKit.dataFiles as Readonly<Record<string, DataFileKind>>,
};

/** DBA's plug-in with the greedy agent added, and its commands narrated too. */
export const dbaSimWithGreedy: AnyRulesetSim = {
  ...(dbaSim as unknown as AnyRulesetSim),
  agents: { ...dbaSim.agents, greedy: dbaKit.agents!['greedy']! } as unknown as NonNullable<AnyRulesetSim['agents']>,
  narrator: dbaKit.narrator as unknown as NonNullable<AnyRulesetSim['narrator']>,
};
