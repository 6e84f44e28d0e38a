/**
 * Off-board attacks (§12, optional): how many groups, the arrival die, the enemy's reaction.
 * @module
 */
import type { GameSize } from './game-sizes.js';

/**
 * Off-board groups a side may keep back (§12): one in the standard game, two in larger games, none
 * in the small game.
 * @rule arcane-warfare 12
 */
export const OFF_BOARD_GROUPS: Readonly<Record<GameSize, number>> = { small: 0, standard: 1, extended: 2, maneuver: 2 };

/**
 * The arrival die, rolled for each group in the reset phase (§12): a 1 loses the group (a regular
 * SCo re-rolls it once), a 6 brings it on the next turn; after two groups cancelled each other on
 * one edge, later dice get +1 (§12.2).
 * @rule arcane-warfare 12
 * @rule arcane-warfare 12.2
 */
export const ARRIVAL = { lost: 1, arrives: 6, cancelledBonus: 1 } as const;

/**
 * Enemy units closer than this to the arrival edge run straight away from it (§12.1), paces.
 * @rule arcane-warfare 12.1
 */
export const ARRIVAL_REACTION_RANGE = 400;
