/**
 * `strategos/dawn-of-battle`: the Dawn of Battle ruleset and its kit (agents, narrator, odds,
 * bundled battles).
 * @module dawn-of-battle
 */
export * from '../rulesets/dawn-of-battle/index.js';
export { dawnOfBattleKit, dobGreedyAgent, dobNarrator, narrateDobCommand, narrateDobEvent, QUIET_DOB_EVENTS, dobOdds, DEFAULT_BATTLE_SEED } from '../rulesets/dawn-of-battle/kit/index.js';
export { sceneOf, sceneSvg, type DobSceneOptions } from '../rulesets/dawn-of-battle/scene/index.js';
