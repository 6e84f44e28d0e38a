/**
 * `strategos/dawn-of-battle/kit`: what comes with the Dawn of Battle rules: the kit the
 * simulator and the command line read (`dawnOfBattleKit`), the greedy agent, the narrator, the
 * odds calculator and the bundled battles' seed.
 * @module dawn-of-battle/kit
 */
export { dawnOfBattleKit, dobGreedyAgent, dobNarrator, narrateDobCommand, narrateDobEvent, QUIET_DOB_EVENTS, dobOdds, DEFAULT_BATTLE_SEED } from '../../rulesets/dawn-of-battle/kit/index.js';
