/**
 * Fixed distances the DBA 1.2 sheet states, and the ones the library needs where it is silent.
 * @module
 */
import { dbm, guess, pub, sheet, type Row } from './provenance.js';

/** Deployment band: all troops within this of the base edge or its shore line (A:5). */
export const DEPLOY_DEPTH: Row<number> = { value: 600, provenance: sheet('deployment', 5) };

/** Shooting ranges (A:71). */
export const SHOOTING_RANGE: Readonly<Record<'Art' | 'Bw' | 'WWg', Row<number>>> = {
  Art: { value: 500, provenance: sheet('distant-shooting', 71) },
  Bw: { value: 200, provenance: sheet('distant-shooting', 71) },
  WWg: { value: 200, provenance: sheet('distant-shooting', 71) },
};

/** Light horse may make a second move only if it does not end within this of enemy (A:49). */
export const LH_SECOND_MOVE_CLEARANCE: Row<number> = { value: 600, provenance: sheet('second-moves', 49) };

/** The zone across an enemy's front that may not be crossed: one base width (A:25). */
export const FRONT_ZONE_DEPTH: Row<'base-width'> = { value: 'base-width', provenance: sheet('front-crossing', 25) };

/** Sideways shift allowed to line up with enemy: half a base width (A:21). */
export const LINE_UP_SHIFT: Row<'half-base-width'> = { value: 'half-base-width', provenance: sheet('group-moves', 21) };

/** A group may wheel through at most this many degrees in one move (A:21 "wheeling up to 90"). */
export const GROUP_WHEEL_LIMIT: Row<number> = { value: 90, provenance: sheet('group-moves', 21) };

/** Who follows up a beaten enemy, and how far. */
export const PURSUERS: Row<ReadonlyArray<'Kn' | 'SCh' | 'Wb'>> = {
  value: ['Kn', 'SCh', 'Wb'],
  provenance: pub('Saga40, OL-Kn: knights, scythed chariots and warband follow up into the space the enemy left', '1.1 era'),
};

/** How far a pursuer follows: the lesser of its own base depth or width (DBM). */
export const PURSUIT_DISTANCE: Row<'own-depth'> = { value: 'own-depth', provenance: dbm('2037', 'DBM pursuers move the lesser of their base depth or width; DBA 1.x distance unclear (a recoiling enemy moves only its base depth)') };

/** Dice-off ties are thrown again. */
export const REROLL_TIES: Row<boolean> = { value: true, provenance: dbm('854', 'the sheet says nothing of ties; DBM dices again until unequal') };

/** Range is measured from the shooter's front edge to the nearest point of the target. */
export const RANGE_MEASURE: Row<'front-edge-to-nearest'> = { value: 'front-edge-to-nearest', provenance: dbm('1613', 'DBM measures from the front edge to the nearest point of the target') };

/** The shooting corridor: the shooter's front edge widened by one base width each side, straight ahead. */
export const SHOOTING_CORRIDOR: Row<'front-plus-one-bw'> = { value: 'front-plus-one-bw', provenance: dbm('1601-1602', '"within an element base width of straight ahead" (A:71) read as DBM\'s rectangle') };

/** An element is in bad going when any part of its base is. */
export const GOING_TEST: Row<'any-part'> = { value: 'any-part', provenance: guess('the sheet does not say which part of a base decides its going; any part is the cautious reading') };
