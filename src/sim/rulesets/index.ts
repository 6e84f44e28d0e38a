/**
 * The simulation plug-ins of the rulesets this library ships, by ruleset id. A ruleset that
 * lands adds one line here; the simulator, the worker pool and the `strategos` command find
 * it by id. Rulesets not listed here plug in as modules (see `docs/simulation.md`).
 * @module
 */
import type { AnyRulesetSim } from '../types.js';
import { dbaSimWithGreedy } from '../../rulesets/dba/sim.js';
import { dawnOfBattleSim } from './dawn-of-battle/index.js';

export { dawnOfBattleSim, DEFAULT_BATTLE_SEED, dobGreedyAgent, dobNarrator, determinizedState } from './dawn-of-battle/index.js';
export { dbaSimWithGreedy } from '../../rulesets/dba/sim.js';
export { dbaGreedyAgent } from '../../rulesets/dba/kit/greedy.js';
export { narrateDbaCommand, describeSteps } from '../../rulesets/dba/kit/narrator.js';

/** The built-in plug-ins by ruleset id. */
export const builtinSims: Readonly<Record<string, AnyRulesetSim>> = {
  'dawn-of-battle': dawnOfBattleSim as AnyRulesetSim,
  dba: dbaSimWithGreedy as AnyRulesetSim,
};
