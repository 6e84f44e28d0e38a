/**
 * `strategos/dawn-of-battle`: the Dawn of Battle ruleset.
 * @module dawn-of-battle
 */
export * from '../rulesets/dawn-of-battle/index.js';
