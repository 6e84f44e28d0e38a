/**
 * Lining up a group that moves into contact (A:21), on the family's engine (dbx/movement): the
 * DBA state's world (the calling move's), and the DBA names the move code calls.
 * @module
 */
import type { DbxElement } from '../dbx/elements.js';
import type { MoveStep } from '../dbx/moves.js';
import { lineUpGroup as dbxLineUpGroup, type LineUp } from '../dbx/movement/index.js';
import type { DbaMoveWorld } from './path-checks.js';

export { recordContacts, type LineUp } from '../dbx/movement/index.js';

/**
 * Lines up a group's final poses on the enemy it contacts; with `shiftAllowed` false (a single
 * element's ordinary move) it only reports the contacts made.
 * @rule dba group-moves
 */
export function lineUpGroup(w: DbaMoveWorld, finals: ReadonlyArray<DbxElement>, steps: ReadonlyArray<MoveStep>, shiftAllowed = true): LineUp {
  return dbxLineUpGroup(w, finals, steps, shiftAllowed);
}
