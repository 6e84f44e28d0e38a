/**
 * Element bases: oriented rectangles on a table measured in paces.
 *
 * Convention (one for every ruleset): `(x, y)` is the midpoint of the **front edge**, `heading`
 * is the direction the front faces in degrees counter-clockwise from +x, `width` is the frontage
 * (front and rear edges) and `depth` the length of the flanks. With `f = (cos h, sin h)` the
 * facing and `l = (−sin h, cos h)` the left-hand direction:
 *
 * - front-left `FL = p + l·w/2`, front-right `FR = p − l·w/2`
 * - rear-left `RL = FL − f·d`, rear-right `RR = FR − f·d`
 *
 * Edges run corner to corner, clockwise seen from above: front `FL→FR`, right `FR→RR`, rear `RR→RL`,
 * left `RL→FL`, so the interior lies to the right of each edge and its outward normal to the left. Left and right
 * are the element's own: the left flank is on the left of a figure looking out over the front edge.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { cosSinInto, normalizeHeading } from './angle.js';
import { planeError, show, type PlaneError } from './errors.js';
import { fillFrame, newFrame, type Frame } from './frame.js';

/** A point on the table, in paces. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/**
 * An element base: `(x, y)` the midpoint of the front edge in paces, `heading` in degrees
 * counter-clockwise from +x (the way the front faces), `width` the frontage and `depth` the
 * flank length, both in paces and both > 0. Plain JSON.
 */
export interface Base {
  readonly x: number;
  readonly y: number;
  readonly heading: number;
  readonly width: number;
  readonly depth: number;
}

/** A position and facing without a size: what a move changes. */
export interface Pose {
  readonly x: number;
  readonly y: number;
  readonly heading: number;
}

/** The four corners of a base, named from the element's own point of view. */
export type CornerName = 'front-left' | 'front-right' | 'rear-left' | 'rear-right';

/** The four edges of a base; `left` and `right` are its flanks. */
export type EdgeName = 'front' | 'rear' | 'left' | 'right';

/** A straight segment from `from` to `to`. */
export interface Segment {
  readonly from: Point;
  readonly to: Point;
}

/** All four corners of a base. */
export interface Corners {
  readonly frontLeft: Point;
  readonly frontRight: Point;
  readonly rearLeft: Point;
  readonly rearRight: Point;
}

/** Every corner name, in the order front-left, front-right, rear-right, rear-left (clockwise). */
export const CORNER_NAMES: ReadonlyArray<CornerName> = ['front-left', 'front-right', 'rear-right', 'rear-left'];

/** Every edge name, in the order front, right, rear, left (clockwise). */
export const EDGE_NAMES: ReadonlyArray<EdgeName> = ['front', 'right', 'rear', 'left'];

/** The two corners an edge runs between, in the clockwise order used by {@link edgeOf}. */
export const EDGE_CORNERS: Readonly<Record<EdgeName, readonly [CornerName, CornerName]>> = {
  front: ['front-left', 'front-right'],
  right: ['front-right', 'rear-right'],
  rear: ['rear-right', 'rear-left'],
  left: ['rear-left', 'front-left'],
};

/**
 * The direction an edge's outward normal makes with the base's heading, in degrees:
 * front 0, left 90, rear 180, right 270.
 */
export const EDGE_NORMAL_OFFSET: Readonly<Record<EdgeName, number>> = { front: 0, left: 90, rear: 180, right: 270 };

const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * Checks that `value` is a base: finite `x`, `y`, `heading` and finite `width`, `depth` > 0.
 * `path` prefixes the error path (e.g. `'mover'` gives `mover.width: ...`).
 */
export function validateBase(value: unknown, path = 'base'): E.Either<PlaneError, Base> {
  if (typeof value === 'object' && value !== null && isValidBase(value as Base)) return E.right(value as Base);
  if (typeof value !== 'object' || value === null) {
    return E.left(planeError('bad-base', path, `${path}: expected a base { x, y, heading, width, depth }, got ${show(value)}`));
  }
  const v = value as Record<string, unknown>;
  for (const k of ['x', 'y', 'heading'] as const) {
    if (!isNum(v[k])) return E.left(planeError('bad-base', `${path}.${k}`, `${path}.${k}: expected a finite number, got ${show(v[k])}`));
  }
  for (const k of ['width', 'depth'] as const) {
    const n = v[k];
    if (!isNum(n) || n <= 0) {
      return E.left(planeError('bad-base', `${path}.${k}`, `${path}.${k}: expected a finite number > 0 (paces), got ${show(n)}`));
    }
  }
  return E.right(value as Base);
}

/** True when every field of the base is usable (the cheap check behind {@link validateBase}). */
export function isValidBase(b: Base): boolean {
  const width = b.width;
  const depth = b.depth;
  return isNum(b.x) && isNum(b.y) && isNum(b.heading) && isNum(width) && width > 0 && isNum(depth) && depth > 0;
}

/** Builds a base, validating it. */
export function makeBase(x: number, y: number, heading: number, width: number, depth: number): E.Either<PlaneError, Base> {
  return validateBase({ x, y, heading, width, depth });
}

const cs = new Float64Array(2);
const scratchFrame = newFrame();

/** The facing unit vector `f` of a heading. */
export function facingOf(heading: number): Point {
  cosSinInto(heading, cs);
  return { x: cs[0] as number, y: cs[1] as number };
}

/** All four corners of a (valid) base. */
export function cornersOf(b: Base): Corners {
  const f = fillFrame(scratchFrame, b);
  return { frontLeft: framePoint(f, 0), frontRight: framePoint(f, 1), rearLeft: framePoint(f, 3), rearRight: framePoint(f, 2) };
}

/** Corner `i` of a filled frame (0 FL, 1 FR, 2 RR, 3 RL) as a point. */
function framePoint(f: Frame, i: number): Point {
  return { x: f.px[i] as number, y: f.py[i] as number };
}

/** A corner's index in a frame (clockwise from front-left, as CORNER_NAMES). */
function cornerIndex(name: CornerName): number {
  return name === 'front-left' ? 0 : name === 'front-right' ? 1 : name === 'rear-right' ? 2 : 3;
}

/** One named corner of a base (only that corner is built: edges and corners are asked for in hot loops). */
export function cornerOf(b: Base, name: CornerName): Point {
  return framePoint(fillFrame(scratchFrame, b), cornerIndex(name));
}

/** The corners as a clockwise polygon: FL, FR, RR, RL. */
export function polygonOf(b: Base): [Point, Point, Point, Point] {
  const f = fillFrame(scratchFrame, b);
  return [framePoint(f, 0), framePoint(f, 1), framePoint(f, 2), framePoint(f, 3)];
}

/**
 * A named edge as a segment. Edges run clockwise round the base (front FL→FR, right FR→RR,
 * rear RR→RL, left RL→FL), so the base's interior is always on the segment's right.
 */
export function edgeOf(b: Base, name: EdgeName): Segment {
  const [a, z] = EDGE_CORNERS[name];
  const f = fillFrame(scratchFrame, b);
  return { from: framePoint(f, cornerIndex(a)), to: framePoint(f, cornerIndex(z)) };
}

/** The length of a named edge: the width for front and rear, the depth for the flanks. */
export function edgeLength(b: Base, name: EdgeName): number {
  return name === 'front' || name === 'rear' ? b.width : b.depth;
}

/** The midpoint of a named edge. */
export function edgeMidpoint(b: Base, name: EdgeName): Point {
  const e = edgeOf(b, name);
  return { x: (e.from.x + e.to.x) / 2, y: (e.from.y + e.to.y) / 2 };
}

/** The centre of a base. */
export function centreOf(b: Base): Point {
  cosSinInto(b.heading, cs);
  const depth = b.depth;
  return { x: b.x - ((cs[0] as number) * depth) / 2, y: b.y - ((cs[1] as number) * depth) / 2 };
}

/** The same base with a new pose (position and heading normalised to [0, 360)). */
export function withPose(b: Base, p: Pose): Base {
  return { x: p.x, y: p.y, heading: normalizeHeading(p.heading), width: b.width, depth: b.depth };
}

/**
 * A point in a base's own frame (or any pose's): `ahead` paces in front of its front-edge
 * midpoint along its facing (negative behind the front edge: the rear edge is at `−depth`) and
 * `along` paces to its left (negative to its right; the front corners are at `±width / 2`).
 */
export interface LocalPoint {
  readonly along: number;
  readonly ahead: number;
}

/**
 * Expresses a table point in a pose's own frame ({@link LocalPoint}); {@link fromLocal} is the
 * inverse. Exact at multiples of 90° (the exact degree trigonometry of every plane function).
 */
export function toLocal(b: Pose, p: Point): LocalPoint {
  cosSinInto(b.heading, cs);
  const c = cs[0] as number;
  const s = cs[1] as number;
  const dx = p.x - b.x;
  const dy = p.y - b.y;
  return { along: -dx * s + dy * c, ahead: dx * c + dy * s };
}

/** The table point `along` paces to the left of a pose's front-edge midpoint and `ahead` paces in front of it ({@link toLocal} inverted). */
export function fromLocal(b: Pose, along: number, ahead: number): Point {
  cosSinInto(b.heading, cs);
  const c = cs[0] as number;
  const s = cs[1] as number;
  return { x: b.x + c * ahead - s * along, y: b.y + s * ahead + c * along };
}

/** The base whose centre is `c`, facing `heading`, with `b`'s size. */
export function baseFromCentre(b: Base, c: Point, heading: number): Base {
  cosSinInto(heading, cs);
  return withPose(b, { x: c.x + ((cs[0] as number) * b.depth) / 2, y: c.y + ((cs[1] as number) * b.depth) / 2, heading });
}

/** An axis-aligned bounding box. */
export interface Box {
  readonly minX: number;
  readonly minY: number;
  readonly maxX: number;
  readonly maxY: number;
}

/** The axis-aligned bounding box of a set of points (an empty set gives an inverted, empty box). */
export function pointsBox(points: Iterable<Point>): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const p of points) {
    if (p.x < minX) minX = p.x;
    if (p.y < minY) minY = p.y;
    if (p.x > maxX) maxX = p.x;
    if (p.y > maxY) maxY = p.y;
  }
  return { minX, minY, maxX, maxY };
}

/** The axis-aligned bounding box of a base. */
export function boxOf(b: Base): Box {
  cosSinInto(b.heading, cs);
  const c = cs[0] as number;
  const s = cs[1] as number;
  const hd = b.depth / 2;
  const hw = b.width / 2;
  const cx = b.x - c * hd;
  const cy = b.y - s * hd;
  const ex = Math.abs(c) * hd + Math.abs(s) * hw;
  const ey = Math.abs(s) * hd + Math.abs(c) * hw;
  return { minX: cx - ex, minY: cy - ey, maxX: cx + ex, maxY: cy + ey };
}
