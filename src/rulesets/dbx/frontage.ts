/**
 * Reducing frontage (A:21): "a group move can include reducing frontage where necessary to form
 * such a column or to pass a gap". A group program may hold one step `{ kind: 'column' }`, first
 * or part way along: the steps before it move the group as it stands; then the elements, in the
 * order the command lists them, fall in one behind the other behind the first, which stays where
 * it is: each stands straight behind the one before it, same facing, front edge against its rear
 * edge, centred. The rest of the program then moves that column (a column following its head
 * through wheels, `column.ts`). A group that reduces part way must not need the column before it
 * has formed it: the part of the move before the reduction is held to the column rule like any
 * group move (a ruling: the sheet does not say when the reduction may happen).
 *
 * How the library measures and checks it (rulings; the sheet says only that the reduction may be
 * part of the move): each element's move is charged, as every move is, by the largest
 * displacement of a front corner from where it started to where it ends (A:31-43), so falling in
 * costs the falling-in elements part of their distance; each element's way into its place is
 * checked as a straight move to it (other bases, terrain, the table, the front-crossing rule),
 * then along the rest of the program. "Where necessary" is the player's judgment: the library
 * does not ask why the column is formed.
 * @module
 */
import { facingOf } from '../../plane/base.js';
import { elementAt, type DbxElement } from './elements.js';
import type { GroupMoveStep, MoveStep } from './moves.js';

/** A program split at its frontage reduction: the steps before it, the steps after it, and whether there is one. */
export interface ColumnSplit {
  readonly before: ReadonlyArray<MoveStep>;
  readonly after: ReadonlyArray<MoveStep>;
  readonly column: boolean;
}

/**
 * Splits a program at its `column` step (at most one, anywhere in the program; without one,
 * every step is `after`), or `null` when it reduces frontage twice.
 * @rule dba group-moves
 */
export function splitAtColumn(steps: ReadonlyArray<GroupMoveStep>): ColumnSplit | null {
  const at = steps.findIndex((s) => s.kind === 'column');
  if (at < 0) return { before: [], after: steps as ReadonlyArray<MoveStep>, column: false };
  const before = steps.slice(0, at) as MoveStep[];
  const after = steps.slice(at + 1);
  if (after.some((s) => s.kind === 'column')) return null;
  return { before, after: after as MoveStep[], column: true };
}

/**
 * Where each element of the group stands once the frontage is reduced: the first stays, each
 * other straight behind the one listed before it.
 * @rule dba group-moves
 */
export function columnPoses(group: ReadonlyArray<DbxElement>): DbxElement[] {
  const out: DbxElement[] = [];
  for (const e of group) {
    const prev = out[out.length - 1];
    if (prev === undefined) {
      out.push(e);
      continue;
    }
    const back = facingOf(prev.heading);
    out.push(elementAt(e, prev.x - back.x * prev.depth, prev.y - back.y * prev.depth, prev.heading));
  }
  return out;
}
