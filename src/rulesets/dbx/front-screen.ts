/**
 * The screened exemption of the front-crossing rule (A:25): the rule forbids moving across the
 * front of an enemy within one base width only when mover and enemy are "not separated from it by
 * another element". The sheet does not say what separates; the library rules that another
 * element (of either side, not the mover or that enemy) separates them at a point of the move when
 * it lies across the straight line from the middle of the enemy's front edge to the centre of the
 * mover's base there. Geometry from strategos/plane.
 * @module
 */
import { centreOf, edgeMidpoint, polygonOf, type Base } from '../../plane/base.js';
import { lengthInside, pointSegmentDistance } from '../../plane/polygon.js';
import type { DbxElement } from './elements.js';
import { hypot } from '../../plane/hypot.js';

/** Paces of the sight line another base must cover to count as lying across it. */
const ACROSS = 0.5;

/**
 * True when another element lies between `enemy`'s front edge and the mover standing at `at`.
 * @rule dba front-crossing
 */
export function separatedFrom(enemy: DbxElement, at: Base, moverId: string, others: ReadonlyArray<DbxElement>): boolean {
  const a = edgeMidpoint(enemy, 'front');
  const b = centreOf(at);
  const reach = hypot(b.x - a.x, b.y - a.y) + 400;
  for (const o of others) {
    if (o.id === moverId || o.id === enemy.id || o.status !== 'active') continue;
    if (Math.abs(o.x - a.x) > reach || Math.abs(o.y - a.y) > reach) continue;
    // every point of a base lies within this radius of its front-edge midpoint: a base whose
    // midpoint is farther than that from the sight line cannot lie across it
    if (pointSegmentDistance({ x: o.x, y: o.y }, a, b) > hypot(o.width / 2, o.depth) + 1) continue;
    if (lengthInside(a, b, polygonOf(o)) > ACROSS) return true;
  }
  return false;
}

/**
 * The elements that could separate `enemy` from the mover at any of the poses `at`: those
 * {@link separatedFrom} would look at for the farthest of them (a subset of `others` that gives
 * every pose the same answer, found once for all of them).
 */
export function screenCandidates(enemy: DbxElement, at: ReadonlyArray<Base>, moverId: string, others: ReadonlyArray<DbxElement>): DbxElement[] {
  const a = edgeMidpoint(enemy, 'front');
  let reach = 0;
  for (const p of at) {
    const b = centreOf(p);
    reach = Math.max(reach, hypot(b.x - a.x, b.y - a.y) + 400);
  }
  return others.filter((o) => o.id !== moverId && o.id !== enemy.id && o.status === 'active' && Math.abs(o.x - a.x) <= reach && Math.abs(o.y - a.y) <= reach);
}
