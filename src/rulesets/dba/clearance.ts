/**
 * DBA's side of the DBx clearance (dbx/clearance.ts): the state's active elements, its table, and
 * who passes whom in a move (A:67).
 * @module
 */
import type { Base } from '../../plane/base.js';
import { clearDistance as clearIn } from '../dbx/clearance.js';
import type { DbxElement } from '../dbx/elements.js';
import { passesInMove } from './data/interpenetration.js';
import type { DbaState } from './state.js';
import { active, typeOf } from './world.js';

const passes = (mover: DbxElement, friend: DbxElement): boolean => passesInMove(typeOf(mover), typeOf(friend));

/**
 * How far `mover`, standing at `from`, can translate along its facing (or to its left, `sideways`)
 * before the table edge, an enemy, a friend it may not pass, or a friend it would end on.
 * @rule dba interpenetration
 * @rule dba tactical-moves
 */
export function clearDistance(state: DbaState, mover: DbxElement, from: Base, distance: number, sideways: boolean, moving: ReadonlySet<string>): number {
  return clearIn({ elements: active(state), width: state.table.width, height: state.table.height, passes }, mover, from, distance, sideways, moving);
}
