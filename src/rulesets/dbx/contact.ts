/**
 * Contacts between elements, decided once by plane's `classifyContact` under the DBx contact
 * tolerance: front edge to front edge (close combat), front edge to flank or rear, overlaps (DBM's
 * definition: an enemy side by side on the front line, front corner on front corner) and rear
 * support (a friend contiguous behind, facing the same way). Queries go through the list's spatial
 * index and contact cache (`contact-table.ts`), so pass the same list for every query on a state.
 * @module
 */
import type { EdgeName } from '../../plane/base.js';
import { isEdgeContact, isTouching, type Contact } from '../../plane/contact.js';
import type { Tolerance } from '../../plane/tolerance.js';
import { contactOf, DBX_TOLERANCE, angleDiff } from './bases.js';
import { touchesOf } from './contact-table.js';
import type { DbxElement } from './elements.js';

/** A front-edge contact of `attacker` against `defender`, naming the defender's edge touched. */
export interface FrontContact {
  readonly attacker: string;
  readonly defender: string;
  readonly edge: EdgeName;
}

/**
 * Every contact of an enemy's front edge against an edge of `e` (front, a flank or the rear). A
 * camp has no flanks: any of its edges counts as its front.
 * @rule dbm L1647-1649
 * @rule dbm L1651-1662
 * @rule dba close-combat
 */
export function frontContactsOn(e: DbxElement, others: ReadonlyArray<DbxElement>, tolerance: Tolerance = DBX_TOLERANCE): FrontContact[] {
  const out: FrontContact[] = [];
  for (const { other: o, contact: c } of touchesOf(e, others, tolerance)) {
    if (o.side === e.side || !isEdgeContact(c) || c.edgeB !== 'front') continue;
    out.push({ attacker: o.id, defender: e.id, edge: e.camp ? 'front' : c.edgeA });
  }
  return out;
}

/**
 * True when two enemies touch front edge to front edge (or a front edge to any edge of a camp).
 * @rule dbm L1647-1649
 * @rule dba close-combat
 */
export function inFrontContact(a: DbxElement, b: DbxElement, tolerance: Tolerance = DBX_TOLERANCE): boolean {
  if (a.side === b.side) return false;
  const c = contactOf(a, b, tolerance);
  return c !== null && isFrontContact(a, b, c);
}

/** Whether contact `c` (seen from `a`) is front edge to front edge, or a front edge against a camp. */
function isFrontContact(a: DbxElement, b: DbxElement, c: Contact): boolean {
  if (!isEdgeContact(c)) return false;
  return (c.edgeA === 'front' && (c.edgeB === 'front' || b.camp)) || (a.camp && c.edgeB === 'front');
}

/** All front-to-front pairs among active elements, each once, as [id, id] sorted by id. */
export function frontPairs(elements: ReadonlyArray<DbxElement>, tolerance: Tolerance = DBX_TOLERANCE): Array<readonly [string, string]> {
  const out: Array<readonly [string, string]> = [];
  for (const a of elements) {
    if (a.status !== 'active') continue;
    for (const { other: b, contact: c } of touchesOf(a, elements, tolerance)) {
      if (a.side !== b.side && a.id < b.id && isFrontContact(a, b, c)) out.push([a.id, b.id]);
    }
  }
  return out.sort((p, q) => (p[0] < q[0] ? -1 : p[0] > q[0] ? 1 : p[1] < q[1] ? -1 : p[1] > q[1] ? 1 : 0));
}

/**
 * True when any enemy front edge touches `e`'s front edge.
 * @rule dbm L1647-1649
 */
export function inFrontCombat(e: DbxElement, others: ReadonlyArray<DbxElement>, tolerance: Tolerance = DBX_TOLERANCE): boolean {
  return touchesOf(e, others, tolerance).some(({ other: o, contact: c }) => o.side !== e.side && isFrontContact(e, o, c));
}

/**
 * True when `e`'s front edge touches any edge of an enemy (its front, a flank or its rear).
 * @rule dba clarification-1
 */
export function frontEdgeOnEnemy(e: DbxElement, others: ReadonlyArray<DbxElement>, tolerance: Tolerance = DBX_TOLERANCE): boolean {
  return touchesOf(e, others, tolerance).some(({ other: o, contact: c }) => o.side !== e.side && isEdgeContact(c) && (c.edgeA === 'front' || isFrontContact(e, o, c)));
}

/**
 * True when an enemy front edge touches any edge of `e`, or `e`'s front edge touches an enemy's
 * front: what stops a tactical move.
 * @rule dba group-moves
 */
export function heldByEnemy(e: DbxElement, others: ReadonlyArray<DbxElement>, tolerance: Tolerance = DBX_TOLERANCE): boolean {
  return touchesOf(e, others, tolerance).some(({ other: o, contact: c }) => o.side !== e.side && isEdgeContact(c) && (c.edgeB === 'front' || isFrontContact(e, o, c)));
}

/**
 * Enemies overlapping `e`: an enemy facing the opposite way whose front corner is on `e`'s front
 * corner of the same name (right on right, left on left, since left and right are mirrored between
 * them), so that its front edge lies on `e`'s front line beside it, and whose own front edge is not
 * in contact with an enemy front (DBM's overlap, used by DBA as a labelled proxy).
 * @rule dbm L1664-1682
 * @rule dba tactical-factors
 */
export function overlappers(e: DbxElement, others: ReadonlyArray<DbxElement>, tolerance: Tolerance = DBX_TOLERANCE): string[] {
  if (e.status !== 'active') return [];
  const out: string[] = [];
  for (const { other: o, contact: c } of touchesOf(e, others, tolerance)) {
    if (o.side === e.side || o.camp || c.relation !== 'corner-to-corner') continue;
    if (angleDiff(o.heading, e.heading + 180) > tolerance.angle) continue;
    const mirrored = (c.cornerA === 'front-right' && c.cornerB === 'front-right') || (c.cornerA === 'front-left' && c.cornerB === 'front-left');
    if (!mirrored || inFrontCombat(o, others, tolerance)) continue;
    out.push(o.id);
  }
  return out;
}

/**
 * Friends contiguous behind `e`: front edge against `e`'s rear edge along more than half the
 * narrower width, facing the same way.
 * @rule dbm L1726-1757
 * @rule dba support-factors
 */
export function contiguousBehind(e: DbxElement, others: ReadonlyArray<DbxElement>, tolerance: Tolerance = DBX_TOLERANCE): DbxElement[] {
  const out: DbxElement[] = [];
  for (const { other: o, contact: c } of touchesOf(e, others, tolerance)) {
    if (o.side === e.side && isEdgeContact(c) && c.edgeA === 'rear' && c.edgeB === 'front' && c.shared > Math.min(e.width, o.width) / 2) out.push(o);
  }
  return out;
}

/** Friends in edge or corner contact with `e` (group cohesion). */
export function touchingFriends(e: DbxElement, others: ReadonlyArray<DbxElement>, tolerance: Tolerance = DBX_TOLERANCE): DbxElement[] {
  const out: DbxElement[] = [];
  for (const { other: o, contact: c } of touchesOf(e, others, tolerance)) if (o.side === e.side && isTouching(c)) out.push(o);
  return out;
}
