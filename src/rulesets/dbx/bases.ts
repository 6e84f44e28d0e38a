/**
 * The DBx family's view of `strategos/plane`: its contact tolerance (a per-ruleset constant, as
 * plane asks) and the few small helpers plane does not offer, each a thin layer over plane's
 * public functions (no plane internals). Everything else (corners, edges, centres, contact classification, move programs,
 * sweeps, terrain polygons, the spatial index) is used from plane directly.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { headingDelta, normalizeHeading } from '../../plane/angle.js';
import { boxOf, polygonOf, type Base, type Point, type Pose } from '../../plane/base.js';
import { basesOverlap as planeBasesOverlap, contactWithin, type Contact } from '../../plane/contact.js';
import { distanceBetween } from '../../plane/measure.js';
import { insetConvex, polygonsOverlap } from '../../plane/polygon.js';
import type { Tolerance } from '../../plane/tolerance.js';
import { elementAt, type DbxElement } from './elements.js';

/**
 * The DBx contact tolerance: features within half a pace, and edges within one degree of
 * parallel, count as touching. Hand-placed table poses are rounded to 1/1000 pace (see
 * {@link roundPose}), so this absorbs every rounding while staying far below anything a player
 * could measure on the table (a 15 mm base is 40 paces deep at the smallest scale).
 * @rule dbm L1647-1649
 * @rule dba close-combat
 */
export const DBX_TOLERANCE: Tolerance = Object.freeze({ distance: 0.5, angle: 1 });

/** The smallest absolute difference between two headings, in degrees, in [0, 180]. */
export function angleDiff(a: number, b: number): number {
  return Math.abs(headingDelta(a, b));
}

/** A table point in a pose's own frame, and back: plane's `toLocal` / `fromLocal` (exact at quarter turns). */
export { toLocal, fromLocal } from '../../plane/base.js';

/**
 * True when two bases overlap under the DBx tolerance (touching is not overlapping): plane's
 * `basesOverlap` (exactly when its `classifyContact` says `overlapping`), with the DBx tolerance
 * as the default.
 */
export function basesOverlap(a: Base, b: Base, tolerance: Tolerance = DBX_TOLERANCE): boolean {
  return planeBasesOverlap(a, b, tolerance);
}

/** True when the whole base lies within the table `[0, w] × [0, h]` (with the tolerance). */
export function baseOnTable(b: Base, w: number, h: number, tolerance: Tolerance = DBX_TOLERANCE): boolean {
  const box = boxOf(b);
  const e = tolerance.distance;
  return box.minX >= -e && box.minY >= -e && box.maxX <= w + e && box.maxY <= h + e;
}

/** True when some area of the base, deeper than `by` paces, lies inside a polygon (convex or not). */
export function baseInPolygon(b: Base, poly: ReadonlyArray<Point>, by = DBX_TOLERANCE.distance): boolean {
  return polygonsOverlap(insetConvex(polygonOf(b), by), poly);
}

/** The shortest distance from a segment to a polygon's outline or inside (0 when they meet): plane's `segmentPolygonDistance`. */
export { segmentPolygonDistance } from '../../plane/polygon.js';

/** Rounds to three decimals. */
export function round3(v: number): number {
  return Math.round(v * 1000) / 1000;
}

/** Rounds a pose to 1/1000 pace (and its heading into [0, 360)) so states stay stable across JSON round trips and replays. */
export function roundPose<P extends Pose>(p: P): P {
  return { ...p, x: round3(p.x), y: round3(p.y), heading: roundHeading(p.heading) };
}

function roundHeading(h: number): number {
  return normalizeHeading(round3(normalizeHeading(h)));
}

/** {@link roundPose} for an element, built in the one element class (elements.ts, `elementAt`). */
export function roundElement(e: DbxElement): DbxElement {
  return elementAt(e, round3(e.x), round3(e.y), roundHeading(e.heading));
}

/**
 * True when two bases are too far apart to touch: a cheap test on their front-edge midpoints
 * (every point of a base lies within half its width plus its depth of that midpoint).
 */
export function farApart(a: Base, b: Base, margin = DBX_TOLERANCE.distance): boolean {
  const reach = a.width / 2 + a.depth + b.width / 2 + b.depth + margin;
  return Math.abs(a.x - b.x) > reach || Math.abs(a.y - b.y) > reach;
}

/**
 * The contact between two bases under the DBx tolerance, or `null` when they are apart (without
 * measuring the gap, which plane's `classifyContact` would).
 */
export function contactOf(a: Base, b: Base, tolerance: Tolerance = DBX_TOLERANCE): Contact | null {
  if (farApart(a, b, tolerance.distance)) return null;
  return contactWithin(a, b, tolerance);
}

/** The distance between two (valid) bases in paces, 0 when they touch or overlap (plane's `distanceBetween`). */
export function gapBetween(a: Base, b: Base): number {
  const d = distanceBetween(a, b);
  return E.isRight(d) ? d.right : Infinity;
}

/**
 * The largest fraction `t` in [0, 1] of the translation `(dx, dy)` that keeps base `a` on the
 * table `[0, w] × [0, h]` (within the tolerance, less `margin`), 0 when it is already off.
 */
export function translationOnTable(a: Base, dx: number, dy: number, w: number, h: number, margin = 0.01, tolerance: Tolerance = DBX_TOLERANCE): number {
  const e = tolerance.distance - margin;
  let t = 1;
  for (const { x, y } of polygonOf(a)) {
    if (x < -e || x > w + e || y < -e || y > h + e) return 0;
    if (dx > 0) t = Math.min(t, (w + e - x) / dx);
    else if (dx < 0) t = Math.min(t, (-e - x) / dx);
    if (dy > 0) t = Math.min(t, (h + e - y) / dy);
    else if (dy < 0) t = Math.min(t, (-e - y) / dy);
  }
  return Math.max(0, t);
}
