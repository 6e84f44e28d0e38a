/**
 * `strategos/dawn-of-battle/calculators`: previews a frontend calls without applying anything:
 * a unit's movement range, line of sight with its explanation, exact ranged-attack odds and
 * rally odds, exact melee odds and the melee preview.
 * @module dawn-of-battle/calculators
 */
export { movementRange, lineOfSight, rangedOdds, rallyOdds, type RangedOdds } from '../../rulesets/dawn-of-battle/calculators.js';
export * from '../../rulesets/dawn-of-battle/rules/10-melee/resolve/odds.js';
export * from '../../rulesets/dawn-of-battle/rules/10-melee/resolve/preview.js';
