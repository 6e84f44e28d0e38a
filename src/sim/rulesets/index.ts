/**
 * The simulation plug-ins of the rulesets this library ships, by ruleset id. A ruleset that
 * lands adds one line here; the simulator, the worker pool and the `strategos` command find
 * it by id. Rulesets not listed here plug in as modules (see `docs/simulation.md`).
 * @module
 */

export { dawnOfBattleSim, DEFAULT_BATTLE_SEED, dobGreedyAgent, dobNarrator, determinizedState } from './dawn-of-battle/index.js';
export { dbaGreedyAgent, dbaSimWithGreedy } from './dba.js';
export { narrateDbaCommand, describeSteps } from './dba-narrator.js';

