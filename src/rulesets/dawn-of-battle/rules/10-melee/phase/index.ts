/**
 * The melee phase of the reducer (§4.6, §10.2): the melee in progress, its commands, the state
 * machine that runs it, and its legal commands.
 * @module
 */
export * from '../../../model/melee-phase.js';
export * from '../../../model/melee-commands.js';
export { canInitiateAny, chargersThatMustAttack, targetsOf, vectorOf, withdrawalEnds, doubleAttackTargets } from './eligibility.js';
export { meleeContext } from './combat.js';
export { dispatchMelee, passMeleeCycle } from './cycle.js';
export { meleeCommands } from './legal.js';
