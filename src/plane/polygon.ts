/**
 * Plain polygon helpers used by terrain, line of sight and sweeps. Polygons are arrays of
 * points, simple (not self-intersecting), in either winding.
 * @module
 */
import type { Point } from './base.js';
import { hypot } from './hypot.js';

/** Twice the signed area of triangle (a, b, c): > 0 when counter-clockwise. */
export function orient(a: Point, b: Point, c: Point): number {
  return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x);
}

/** True when segments p1–p2 and q1–q2 cross at a point inside both (touching ends excluded). */
export function segmentsCross(p1: Point, p2: Point, q1: Point, q2: Point): boolean {
  const d1 = orient(q1, q2, p1);
  const d2 = orient(q1, q2, p2);
  const d3 = orient(p1, p2, q1);
  const d4 = orient(p1, p2, q2);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** True when segments p1–p2 and q1–q2 share any point (touching counts). */
export function segmentsMeet(p1: Point, p2: Point, q1: Point, q2: Point): boolean {
  const d1 = orient(q1, q2, p1);
  const d2 = orient(q1, q2, p2);
  const d3 = orient(p1, p2, q1);
  const d4 = orient(p1, p2, q2);
  if (((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0))) return true;
  const on = (a: Point, b: Point, c: Point, d: number) =>
    d === 0 && Math.min(a.x, b.x) <= c.x && c.x <= Math.max(a.x, b.x) && Math.min(a.y, b.y) <= c.y && c.y <= Math.max(a.y, b.y);
  return on(q1, q2, p1, d1) || on(q1, q2, p2, d2) || on(p1, p2, q1, d3) || on(p1, p2, q2, d4);
}

/** True when `p` is strictly inside the polygon (even-odd rule; points on the boundary may go either way). */
export function pointInPolygon(p: Point, poly: ReadonlyArray<Point>): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[i] as Point;
    const b = poly[j] as Point;
    if (a.y > p.y !== b.y > p.y && p.x < ((b.x - a.x) * (p.y - a.y)) / (b.y - a.y) + a.x) inside = !inside;
  }
  return inside;
}

/** Distance from p to segment a–b. */
export function pointSegmentDistance(p: Point, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const l2 = dx * dx + dy * dy;
  const t = l2 === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / l2));
  return hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/**
 * The shortest distance from the segment p–q to a polygon, its outline or its inside: 0 when
 * the segment touches the outline, crosses it or lies inside. `Infinity` for an empty polygon.
 * (A shooting range is measured from the shooter's front edge to the target.)
 * @rule dba distant-shooting
 */
export function segmentPolygonDistance(p: Point, q: Point, poly: ReadonlyArray<Point>): number {
  if (poly.length === 0) return Infinity;
  if (pointInPolygon(p, poly)) return 0;
  let best = Infinity;
  // Apart from the segment meeting the outline, the nearest pair is an end of one segment and
  // the other segment: each polygon vertex is tested against p–q as the start of its edge.
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const a = poly[j] as Point;
    const c = poly[i] as Point;
    if (segmentsMeet(p, q, a, c)) return 0;
    best = Math.min(best, pointSegmentDistance(p, a, c), pointSegmentDistance(q, a, c), pointSegmentDistance(a, p, q));
  }
  return best;
}

/**
 * True when two simple polygons share interior area (an edge crossing, or a vertex of one
 * strictly inside the other). Polygons that only touch along edges or at points do not overlap
 * (up to rounding; shrink one by a tolerance first for a tolerant test).
 */
export function polygonsOverlap(a: ReadonlyArray<Point>, b: ReadonlyArray<Point>): boolean {
  for (let i = 0, j = a.length - 1; i < a.length; j = i++) {
    for (let k = 0, l = b.length - 1; k < b.length; l = k++) {
      if (segmentsCross(a[j] as Point, a[i] as Point, b[l] as Point, b[k] as Point)) return true;
    }
  }
  for (const p of a) if (pointInPolygon(p, b)) return true;
  for (const p of b) if (pointInPolygon(p, a)) return true;
  // Identical or nested with shared vertices only: test a midpoint inside.
  const ca = centroidOf(a);
  return pointInPolygon(ca, b) && pointInPolygon(centroidOf(b), a);
}

/** The vertex average (a point inside any convex polygon). */
export function centroidOf(poly: ReadonlyArray<Point>): Point {
  let x = 0;
  let y = 0;
  for (const p of poly) {
    x += p.x;
    y += p.y;
  }
  return { x: x / poly.length, y: y / poly.length };
}

/** The convex hull of a point set (counter-clockwise, Andrew's monotone chain). */
export function convexHull(points: ReadonlyArray<Point>): Point[] {
  const ps = [...points].sort((p, q) => p.x - q.x || p.y - q.y);
  if (ps.length < 3) return ps;
  const lower: Point[] = [];
  for (const p of ps) {
    while (lower.length >= 2 && orient(lower[lower.length - 2] as Point, lower[lower.length - 1] as Point, p) <= 0) lower.pop();
    lower.push(p);
  }
  const upper: Point[] = [];
  for (let i = ps.length - 1; i >= 0; i--) {
    const p = ps[i] as Point;
    while (upper.length >= 2 && orient(upper[upper.length - 2] as Point, upper[upper.length - 1] as Point, p) <= 0) upper.pop();
    upper.push(p);
  }
  upper.pop();
  lower.pop();
  return lower.concat(upper);
}

/** Shrinks a convex polygon towards its centroid by `by` units along each vertex direction (a cheap inset). */
export function insetConvex(poly: ReadonlyArray<Point>, by: number): Point[] {
  const c = centroidOf(poly);
  return poly.map((p) => {
    const dx = p.x - c.x;
    const dy = p.y - c.y;
    const n = hypot(dx, dy);
    if (n <= by) return c;
    return { x: p.x - (dx / n) * by, y: p.y - (dy / n) * by };
  });
}

/** The length of segment a–b that lies inside the polygon (0 if none). */
export function lengthInside(a: Point, b: Point, poly: ReadonlyArray<Point>): number {
  const ts: number[] = [0, 1];
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const p = poly[j] as Point;
    const q = poly[i] as Point;
    const ex = q.x - p.x;
    const ey = q.y - p.y;
    const den = dx * ey - dy * ex;
    if (den === 0) continue;
    const t = ((p.x - a.x) * ey - (p.y - a.y) * ex) / den;
    const u = ((p.x - a.x) * dy - (p.y - a.y) * dx) / den;
    if (t > 0 && t < 1 && u >= 0 && u <= 1) ts.push(t);
  }
  ts.sort((x, y) => x - y);
  let inside = 0;
  for (let i = 0; i + 1 < ts.length; i++) {
    const t0 = ts[i] as number;
    const t1 = ts[i + 1] as number;
    const tm = (t0 + t1) / 2;
    if (pointInPolygon({ x: a.x + dx * tm, y: a.y + dy * tm }, poly)) inside += t1 - t0;
  }
  return inside * hypot(dx, dy);
}
