/**
 * Reducing frontage (A:21): "a group move can include reducing frontage where necessary to form
 * such a column or to pass a gap". A group program may begin with the step `{ kind: 'column' }`:
 * the elements, in the order the command lists them, fall in one behind the other behind the
 * first, which stays where it is: each stands straight behind the one before it, same facing,
 * front edge against its rear edge, centred. The rest of the program then moves that column (a
 * column following its head through wheels, `column.ts`).
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
import { facingOf, type Base } from '../../plane/base.js';
import type { DbxElement } from '../dbx/elements.js';
import type { MoveStep } from '../dbx/moves.js';
import type { DbaMoveStep } from './commands.js';

/** True when the program begins by reducing the group's frontage to a column. */
export function formsColumn(steps: ReadonlyArray<DbaMoveStep>): boolean {
  return steps[0]?.kind === 'column';
}

/** The program's ordinary steps (a `column` step anywhere but first is refused by the caller). */
export function plainSteps(steps: ReadonlyArray<DbaMoveStep>): MoveStep[] | null {
  const out: MoveStep[] = [];
  for (let i = 0; i < steps.length; i++) {
    const s = steps[i]!;
    if (s.kind === 'column') {
      if (i !== 0) return null;
      continue;
    }
    out.push(s);
  }
  return out;
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
    const place: Base = { x: prev.x - back.x * prev.depth, y: prev.y - back.y * prev.depth, heading: prev.heading, width: e.width, depth: e.depth };
    out.push({ ...e, ...place });
  }
  return out;
}
