/**
 * Changing a group's frontage (L1292-1307, Figs. 3 and 4): expanding from a column one element
 * wide (the front element stays still, the rest move as single elements, all end facing the same
 * way in group contact and level with the front element or behind one that is, each front corner
 * within its move plus 50p) and contracting into one (the new head moves or wheels up to its
 * move; the rest move as single elements no further than their move and never end further to
 * their rear than they started).
 * @module
 */
import { toLocal, type Base } from '../../../../plane/base.js';
import { angleDiff, DBX_TOLERANCE } from '../../../dbx/bases.js';
import { groupContact } from './group.js';
import { moveDistance } from './measure.js';

const TOL = DBX_TOLERANCE.distance;

/** Why a frontage change is refused, naming the element, or `null`. */
export type FrontageRefusal =
  | { readonly reason: 'front-moved' | 'too-far' | 'facing' | 'not-in-group' | 'not-level' | 'retired'; readonly index: number }
  | null;

function connected(after: ReadonlyArray<Base>, i: number): boolean {
  return after.some((b, j) => j !== i && groupContact(after[i] as Base, b));
}

/**
 * Checks an expansion from a column: `before[0]` is the column's front element. `allowance[i]`
 * is element i's tactical move in that terrain (the 50p bonus is added here).
 * @rule dbm L1292-1297
 */
export function checkExpand(before: ReadonlyArray<Base>, after: ReadonlyArray<Base>, allowance: ReadonlyArray<number>, bonus = 50): FrontageRefusal {
  const head = before[0] as Base;
  if (moveDistance(head, after[0] as Base) > TOL) return { reason: 'front-moved', index: 0 };
  for (let i = 1; i < after.length; i++) {
    const a = after[i] as Base;
    if (angleDiff(a.heading, head.heading) > DBX_TOLERANCE.angle) return { reason: 'facing', index: i };
    if (moveDistance(before[i] as Base, a) > (allowance[i] ?? 0) + bonus + 1e-9) return { reason: 'too-far', index: i };
    if (!connected(after, i)) return { reason: 'not-in-group', index: i };
    const level = Math.abs(toLocal(head, a).ahead) <= TOL;
    const behind = after.some((b, j) => j !== i && toLocal(b, a).ahead < -TOL && groupContact(a, b));
    if (!level && !behind) return { reason: 'not-level', index: i };
  }
  return null;
}

/**
 * Checks one move of a contraction into a column: `after[0]` is the new head. Each element's
 * front corners move no further than `allowance[i]`; none ends further to its rear than it
 * started (measured in its own starting frame); each ends in group contact with another.
 * @rule dbm L1298-1307
 */
export function checkContract(before: ReadonlyArray<Base>, after: ReadonlyArray<Base>, allowance: ReadonlyArray<number>): FrontageRefusal {
  for (let i = 0; i < after.length; i++) {
    const b = before[i] as Base;
    const a = after[i] as Base;
    if (moveDistance(b, a) > (allowance[i] ?? 0) + 1e-9) return { reason: 'too-far', index: i };
    if (i > 0 && toLocal(b, a).ahead < -TOL) return { reason: 'retired', index: i };
    if (after.length > 1 && !connected(after, i)) return { reason: 'not-in-group', index: i };
  }
  return null;
}
