/**
 * Lining up a group that moves into contact (A:21), on the family's engine (dbx/movement): the
 * DBA state's world, and the DBA names the move code calls.
 * @module
 */
import type { DbxElement } from '../dbx/elements.js';
import type { MoveStep } from '../dbx/moves.js';
import { lineUpGroup as dbxLineUpGroup, type LineUp } from '../dbx/movement/index.js';
import { moveWorld } from './path-checks.js';
import type { DbaState } from './state.js';

export { recordContacts, type LineUp } from '../dbx/movement/index.js';

/**
 * Lines up a group's final poses on the enemy it contacts; with `shiftAllowed` false (a single
 * element's ordinary move) it only reports the contacts made.
 * @rule dba group-moves
 */
export function lineUpGroup(state: DbaState, finals: ReadonlyArray<DbxElement>, steps: ReadonlyArray<MoveStep>, shiftAllowed = true): LineUp {
  return dbxLineUpGroup(moveWorld(state), finals, steps, shiftAllowed);
}
