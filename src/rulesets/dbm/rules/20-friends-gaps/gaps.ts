/**
 * Gaps (L1520-1531): except when contracting into a column, an element may enter a gap narrower
 * than its width between elements it could not pass through (or fortifications or impassable
 * ground) only by moving straight ahead into close combat, or straight back to end out of the gap
 * and not touching enemy. Leaving the middle of a column sideways is leaving a gap, not entering
 * one. In a one-wide gap between two enemy elements it may turn only into the flank of one.
 * @module
 */
import { polygonOf, toLocal, type Base } from '../../../../plane/base.js';
import { convexHull, insetConvex, polygonsOverlap } from '../../../../plane/polygon.js';

/**
 * The gap between two blocking bases, as seen by `mover`: the clear width measured across the
 * mover's facing between the blockers' nearest parts, or `null` when they are not one either side
 * of the mover's path (both on one side, or one ahead of the other).
 * @rule dbm L1520-1522
 */
export function gapWidth(mover: Base, left: Base, right: Base): number | null {
  const l = polygonOf(left).map((p) => toLocal(mover, p).along);
  const r = polygonOf(right).map((p) => toLocal(mover, p).along);
  const lMin = Math.min(...l);
  const rMax = Math.max(...r);
  if (lMin < rMax) return null;
  return lMin - rMax;
}

/**
 * True when a move from `from` to `to` enters a narrow gap between `a` and `b`: the mover ends
 * overlapping the space between them while it did not start in it, and the gap is narrower than
 * its width. An element starting in the gap (the middle of a column) that leaves it is not
 * entering one.
 * @rule dbm L1520-1527
 */
export function entersNarrowGap(from: Base, to: Base, a: Base, b: Base): boolean {
  const [left, right] = toLocal(from, { x: a.x, y: a.y }).along >= toLocal(from, { x: b.x, y: b.y }).along ? [a, b] : [b, a];
  const w = gapWidth(from, left, right);
  if (w === null || w >= from.width - 0.5) return false;
  const space = betweenPolygon(left, right);
  if (space === null) return false;
  const inner = insetConvex(space, 0.5);
  const startsIn = polygonsOverlap(polygonOf(from), inner);
  const endsIn = polygonsOverlap(polygonOf(to), inner);
  return endsIn && !startsIn;
}

/** The convex space between two bases: the hull of both (the mover is known not to overlap either base). */
function betweenPolygon(left: Base, right: Base) {
  const hull = convexHull([...polygonOf(left), ...polygonOf(right)]);
  return hull.length >= 3 ? hull : null;
}
