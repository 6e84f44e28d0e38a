/**
 * Oriented element bases on a free-form table, in paces. A stand-in for `strategos/plane` with
 * the same conventions (a pose is the midpoint of the front edge plus a heading in degrees
 * counter-clockwise from +x), kept small and allocation-light because outcome moves and random
 * games call it in tight loops. When `strategos/plane` lands, these functions become thin
 * wrappers over it.
 * @module
 */
import { pointInPolygon as planePointInPolygon, pointSegmentDistance as planePointSegmentDistance } from '../../plane/polygon.js';

/** A point on the table, in paces. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** Where an element stands: the midpoint of its front edge and its facing (degrees, CCW from +x). */
export interface Pose {
  readonly x: number;
  readonly y: number;
  readonly heading: number;
}

/** A base on the table: its pose and its size (width along the front edge, depth to the rear). */
export interface Base extends Pose {
  readonly width: number;
  readonly depth: number;
}

/** The four corners of a base, in the order front-left, front-right, rear-right, rear-left. */
export type Corners = readonly [Point, Point, Point, Point];

/** Distances below this many paces count as touching (contact tolerance, per DBx ruleset). */
export const EPS = 0.5;

const RAD = Math.PI / 180;

/** Normalises an angle to [0, 360). */
export function normAngle(a: number): number {
  const r = a % 360;
  const n = r < 0 ? r + 360 : r;
  return Math.abs(n - 360) < 1e-9 ? 0 : n;
}

/** The smallest absolute difference between two headings, in [0, 180]. */
export function angleDiff(a: number, b: number): number {
  const d = normAngle(a - b);
  return d > 180 ? 360 - d : d;
}

/** Unit vector of a heading: the direction the element faces. */
export function forward(heading: number): Point {
  return { x: Math.cos(heading * RAD), y: Math.sin(heading * RAD) };
}

/** The corners of a base: front-left, front-right, rear-right, rear-left (left as seen facing forward). */
export function corners(b: Base): Corners {
  const f = forward(b.heading);
  // left of the facing direction is the forward vector turned 90° CCW
  const lx = -f.y;
  const ly = f.x;
  const hw = b.width / 2;
  const fl = { x: b.x + lx * hw, y: b.y + ly * hw };
  const fr = { x: b.x - lx * hw, y: b.y - ly * hw };
  const rr = { x: fr.x - f.x * b.depth, y: fr.y - f.y * b.depth };
  const rl = { x: fl.x - f.x * b.depth, y: fl.y - f.y * b.depth };
  return [fl, fr, rr, rl];
}

/** The centre of a base. */
export function centre(b: Base): Point {
  const f = forward(b.heading);
  return { x: b.x - (f.x * b.depth) / 2, y: b.y - (f.y * b.depth) / 2 };
}

/** Expresses a table point in a base's own frame: `along` to its left, `ahead` of its front edge. */
export function toLocal(b: Pose, p: Point): { along: number; ahead: number } {
  const f = forward(b.heading);
  const dx = p.x - b.x;
  const dy = p.y - b.y;
  return { ahead: dx * f.x + dy * f.y, along: -dx * f.y + dy * f.x };
}

/** The table point at `along` (to the left) and `ahead` of a pose's front midpoint. */
export function fromLocal(b: Pose, along: number, ahead: number): Point {
  const f = forward(b.heading);
  return { x: b.x + f.x * ahead - f.y * along, y: b.y + f.y * ahead + f.x * along };
}

function project(pts: ReadonlyArray<Point>, ax: number, ay: number): [number, number] {
  let lo = Infinity;
  let hi = -Infinity;
  for (const p of pts) {
    const v = p.x * ax + p.y * ay;
    if (v < lo) lo = v;
    if (v > hi) hi = v;
  }
  return [lo, hi];
}

/**
 * How deeply two convex polygons interpenetrate: the smallest overlap over all separating-axis
 * candidates (0 or less when they are apart or only touch).
 */
export function penetration(a: ReadonlyArray<Point>, b: ReadonlyArray<Point>): number {
  let best = Infinity;
  for (const poly of [a, b]) {
    for (let i = 0; i < poly.length; i++) {
      const p = poly[i]!;
      const q = poly[(i + 1) % poly.length]!;
      let ax = -(q.y - p.y);
      let ay = q.x - p.x;
      const len = Math.hypot(ax, ay);
      if (len < 1e-12) continue;
      ax /= len;
      ay /= len;
      const [alo, ahi] = project(a, ax, ay);
      const [blo, bhi] = project(b, ax, ay);
      const o = Math.min(ahi, bhi) - Math.max(alo, blo);
      if (o < best) best = o;
      if (best <= 0) return best;
    }
  }
  return best;
}

/** True when two bases overlap by more than the contact tolerance (touching is not overlapping). */
export function basesOverlap(a: Base, b: Base, eps = EPS): boolean {
  const ca = centre(a);
  const cb = centre(b);
  const reach = (Math.hypot(a.width, a.depth) + Math.hypot(b.width, b.depth)) / 2;
  if (Math.abs(ca.x - cb.x) > reach || Math.abs(ca.y - cb.y) > reach) return false;
  return penetration(corners(a), corners(b)) > eps;
}

/** True when a base overlaps a convex polygon by more than the tolerance. */
export function baseOverlapsPolygon(a: Base, poly: ReadonlyArray<Point>, eps = EPS): boolean {
  return penetration(corners(a), poly) > eps;
}

/** True when a point lies inside a polygon (even-odd rule), from `strategos/plane`. */
export const pointInPolygon: (p: Point, poly: ReadonlyArray<Point>) => boolean = planePointInPolygon;

/** True when the whole base lies within the rectangle [0, w] × [0, h] (with tolerance). */
export function baseOnTable(b: Base, w: number, h: number, eps = EPS): boolean {
  return corners(b).every((c) => c.x >= -eps && c.y >= -eps && c.x <= w + eps && c.y <= h + eps);
}

/** Distance from a point to a segment, from `strategos/plane`. */
export const pointSegmentDistance: (p: Point, a: Point, b: Point) => number = planePointSegmentDistance;

function segmentsIntersect(a: Point, b: Point, c: Point, d: Point): boolean {
  const o = (p: Point, q: Point, r: Point): number => (q.x - p.x) * (r.y - p.y) - (q.y - p.y) * (r.x - p.x);
  const d1 = o(c, d, a);
  const d2 = o(c, d, b);
  const d3 = o(a, b, c);
  const d4 = o(a, b, d);
  return ((d1 > 0 && d2 < 0) || (d1 < 0 && d2 > 0)) && ((d3 > 0 && d4 < 0) || (d3 < 0 && d4 > 0));
}

/** Shortest distance between two segments. */
export function segmentDistance(a: Point, b: Point, c: Point, d: Point): number {
  if (segmentsIntersect(a, b, c, d)) return 0;
  return Math.min(
    pointSegmentDistance(a, c, d),
    pointSegmentDistance(b, c, d),
    pointSegmentDistance(c, a, b),
    pointSegmentDistance(d, a, b),
  );
}

/** Shortest distance between two convex polygons (0 when they touch or overlap). */
export function polygonDistance(a: ReadonlyArray<Point>, b: ReadonlyArray<Point>): number {
  if (penetration(a, b) >= 0) return 0;
  let best = Infinity;
  for (let i = 0; i < a.length; i++) {
    for (let j = 0; j < b.length; j++) {
      const dd = segmentDistance(a[i]!, a[(i + 1) % a.length]!, b[j]!, b[(j + 1) % b.length]!);
      if (dd < best) best = dd;
    }
  }
  return best;
}

/** True when the segment p–q passes through the polygon's interior. */
export function segmentCrossesPolygon(p: Point, q: Point, poly: ReadonlyArray<Point>): boolean {
  if (pointInPolygon(p, poly) || pointInPolygon(q, poly)) return true;
  for (let i = 0; i < poly.length; i++) {
    if (segmentsIntersect(p, q, poly[i]!, poly[(i + 1) % poly.length]!)) return true;
  }
  return false;
}

/** The edges of a base, named from its own point of view. */
export type EdgeName = 'front' | 'right' | 'rear' | 'left';

/** The segment of one edge of a base (front: fl→fr, right: fr→rr, rear: rr→rl, left: rl→fl). */
export function edge(b: Base, name: EdgeName): readonly [Point, Point] {
  const [fl, fr, rr, rl] = corners(b);
  switch (name) {
    case 'front':
      return [fl, fr];
    case 'right':
      return [fr, rr];
    case 'rear':
      return [rr, rl];
    case 'left':
      return [rl, fl];
  }
}

/**
 * How a segment lies along another: collinear within `eps` (both ends within `eps` of the other's
 * line) and the length of their common stretch. Used for edge-to-edge contact.
 */
export function collinearOverlap(a: readonly [Point, Point], b: readonly [Point, Point], eps = EPS): number {
  const dx = a[1].x - a[0].x;
  const dy = a[1].y - a[0].y;
  const len = Math.hypot(dx, dy);
  if (len < 1e-9) return 0;
  const ux = dx / len;
  const uy = dy / len;
  // perpendicular distances of b's ends from a's line
  const n0 = (b[0].x - a[0].x) * -uy + (b[0].y - a[0].y) * ux;
  const n1 = (b[1].x - a[0].x) * -uy + (b[1].y - a[0].y) * ux;
  if (Math.abs(n0) > eps || Math.abs(n1) > eps) return 0;
  const t0 = (b[0].x - a[0].x) * ux + (b[0].y - a[0].y) * uy;
  const t1 = (b[1].x - a[0].x) * ux + (b[1].y - a[0].y) * uy;
  return Math.min(len, Math.max(t0, t1)) - Math.max(0, Math.min(t0, t1));
}

/** True when two points are within the tolerance of each other. */
export function near(a: Point, b: Point, eps = EPS): boolean {
  return Math.abs(a.x - b.x) <= eps && Math.abs(a.y - b.y) <= eps;
}

/**
 * The edge-contact relation between an element `a` and another base `b`: which edge of `a`
 * touches which edge of `b` along a common stretch longer than the tolerance, or `null`.
 * Front-to-front is checked first, so a lined-up pair reports `front`/`front`.
 */
export function edgeContact(a: Base, b: Base, eps = EPS): { readonly mine: EdgeName; readonly theirs: EdgeName; readonly length: number } | null {
  const names: EdgeName[] = ['front', 'left', 'right', 'rear'];
  for (const mine of names) {
    const ea = edge(a, mine);
    for (const theirs of names) {
      const len = collinearOverlap(ea, edge(b, theirs), eps);
      if (len > eps) {
        // the two bases must lie on opposite sides of the shared line, or they overlap
        return { mine, theirs, length: len };
      }
    }
  }
  return null;
}

/** Rounds a pose to 1/1000 pace so states stay stable across JSON round trips and replays. */
export function roundPose<P extends Pose>(p: P): P {
  return { ...p, x: round3(p.x), y: round3(p.y), heading: round3(normAngle(p.heading)) };
}

/** Rounds to three decimals. */
export function round3(v: number): number {
  return Math.round(v * 1000) / 1000;
}

/** A base prepared for repeated overlap tests: its corners and a bounding circle. */
export interface Prepared {
  readonly corners: Corners;
  readonly cx: number;
  readonly cy: number;
  readonly r: number;
}

const preparedCache = new WeakMap<Base, Prepared>();

/**
 * Prepares a base for {@link preparedOverlap}, memoised per base object (bases in a state are
 * never mutated, so an element's corners are computed once however many moves test against it).
 */
export function prepare(b: Base): Prepared {
  const hit = preparedCache.get(b);
  if (hit !== undefined) return hit;
  const p = prepareRaw(b);
  preparedCache.set(b, p);
  return p;
}

function prepareRaw(b: Base): Prepared {
  const c = corners(b);
  const cx = (c[0].x + c[2].x) / 2;
  const cy = (c[0].y + c[2].y) / 2;
  return { corners: c, cx, cy, r: Math.hypot(b.width, b.depth) / 2 };
}

/** True when two prepared bases overlap by more than the tolerance. */
export function preparedOverlap(a: Prepared, b: Prepared, eps = EPS): boolean {
  const dx = a.cx - b.cx;
  const dy = a.cy - b.cy;
  const rr = a.r + b.r;
  if (dx * dx + dy * dy >= rr * rr) return false;
  return penetration(a.corners, b.corners) > eps;
}
