/**
 * The simulation plug-ins of the rulesets this library ships that still live beside the
 * simulator (Dawn of Battle's, until it moves to its own kit). DBA's kit lives in
 * `src/rulesets/dba/kit/`; the built-in kits are listed in `src/registry.ts`.
 * @module
 */

export { dawnOfBattleSim, DEFAULT_BATTLE_SEED, dobGreedyAgent, dobNarrator, determinizedState } from './dawn-of-battle/index.js';
