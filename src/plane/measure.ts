/**
 * Measurement between bases: distance, "within X paces", the straight-ahead corridor, whether
 * any element is even partly between two others, and line of sight across terrain.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { cosSinInto } from './angle.js';
import { cornersOf, pointsBox, polygonOf, validateBase, type Base, type Point } from './base.js';
import { planeError, show, type PlaneError } from './errors.js';
import { fillFrame, frameDistance, newFrame } from './frame.js';
import { convexHull, insetConvex, lengthInside, polygonsOverlap } from './polygon.js';
import { queryBox, type SpatialIndex } from './spatial-index.js';
import { validateTerrain, type TerrainPolygon } from './terrain.js';
import { DEFAULT_TOLERANCE, type Tolerance } from './tolerance.js';

const fa = newFrame();
const fb = newFrame();

/**
 * The distance between two bases in paces: the shortest gap between them, 0 when they touch or
 * overlap.
 * @rule dbm L1613
 * @rule arcane-warfare 1.2
 */
export function distanceBetween(a: Base, b: Base): E.Either<PlaneError, number> {
  const va = validateBase(a, 'a');
  if (E.isLeft(va)) return va;
  const vb = validateBase(b, 'b');
  if (E.isLeft(vb)) return vb;
  return E.right(frameDistance(fillFrame(fa, a), fillFrame(fb, b)));
}

/** True when the bases are no more than `paces` apart (plus the distance tolerance). */
export function within(a: Base, b: Base, paces: number, tolerance: Tolerance = DEFAULT_TOLERANCE): E.Either<PlaneError, boolean> {
  if (typeof paces !== 'number' || !Number.isFinite(paces) || paces < 0) {
    return E.left(planeError('bad-argument', 'paces', `paces: expected a finite number ≥ 0, got ${show(paces)}`));
  }
  const d = distanceBetween(a, b);
  if (E.isLeft(d)) return d;
  return E.right(d.right <= paces + tolerance.distance);
}

/**
 * The straight-ahead corridor of a base: its front edge widened by `widen` paces on each side
 * (DBA 1.2 shooting: one base width) and extended `length` paces forward. A polygon, clockwise
 * from the far left.
 * @rule dba A71
 * @rule dbm L1601-1602
 */
export function aheadCorridor(b: Base, length: number, widen = b.width): Point[] {
  const cs = new Float64Array(2);
  cosSinInto(b.heading, cs);
  const c = cs[0] as number;
  const s = cs[1] as number;
  const hw = b.width / 2 + widen;
  const lx = -s * hw;
  const ly = c * hw;
  return [
    { x: b.x + lx + c * length, y: b.y + ly + s * length },
    { x: b.x - lx + c * length, y: b.y - ly + s * length },
    { x: b.x - lx, y: b.y - ly },
    { x: b.x + lx, y: b.y + ly },
  ];
}

/**
 * True when some part of `target` (positive area, not just a touching edge) lies in the
 * corridor straight ahead of `from`: `length` paces deep and `widen` paces wider than the front
 * edge on each side.
 * @rule dba A71
 * @rule dbm L1601-1602
 */
export function straightAhead(from: Base, target: Base, length: number, widen: number = from.width, tolerance: Tolerance = DEFAULT_TOLERANCE): E.Either<PlaneError, boolean> {
  const va = validateBase(from, 'from');
  if (E.isLeft(va)) return va;
  const vb = validateBase(target, 'target');
  if (E.isLeft(vb)) return vb;
  for (const [k, v] of [['length', length], ['widen', widen]] as const) {
    if (typeof v !== 'number' || !Number.isFinite(v) || v < 0) return E.left(planeError('bad-argument', k, `${k}: expected a finite number ≥ 0, got ${show(v)}`));
  }
  return E.right(polygonsOverlap(insetConvex(polygonOf(target), tolerance.distance), aheadCorridor(from, length, widen)));
}

/** The region "between" two bases: the convex hull of `a`'s front edge and `b`, less the two bases. */
export function betweenRegion(a: Base, b: Base): Point[] {
  const k = cornersOf(a);
  return convexHull([k.frontLeft, k.frontRight, ...polygonOf(b)]);
}

/**
 * The ids of bases (other than `aId` and `bId`) that are even partly between `a` and `b`: any
 * part of them, beyond the tolerance, lies in the hull of `a`'s front edge and the whole of `b`
 * (DBA 1.2's shooting condition; DBM's two-line test is a narrower lane inside this hull).
 * Pass a spatial index to look only at neighbours.
 * @rule dba A71
 * @rule dbm L1634-1636
 */
export function elementsBetween(
  bases: Readonly<Record<string, Base>>,
  aId: string,
  bId: string,
  options: { readonly index?: SpatialIndex; readonly tolerance?: Tolerance } = {},
): E.Either<PlaneError, string[]> {
  const a = bases[aId];
  const b = bases[bId];
  if (a === undefined) return E.left(planeError('unknown-id', 'aId', `aId: no base ${JSON.stringify(aId)}`));
  if (b === undefined) return E.left(planeError('unknown-id', 'bId', `bId: no base ${JSON.stringify(bId)}`));
  const va = validateBase(a, `bases.${aId}`);
  if (E.isLeft(va)) return va;
  const vb = validateBase(b, `bases.${bId}`);
  if (E.isLeft(vb)) return vb;
  const eps = (options.tolerance ?? DEFAULT_TOLERANCE).distance;
  const hull = betweenRegion(a, b);
  const ids = options.index !== undefined ? queryBox(options.index, pointsBox(hull)) : Object.keys(bases).sort();
  const out: string[] = [];
  for (const id of ids) {
    if (id === aId || id === bId) continue;
    const o = bases[id];
    if (o === undefined) continue;
    if (polygonsOverlap(insetConvex(polygonOf(o), eps), hull)) out.push(id);
  }
  return E.right(out);
}

/** The outcome of a sight line: clear, or the ids of the terrain that blocks it. */
export interface SightLine {
  readonly clear: boolean;
  readonly blockedBy: ReadonlyArray<string>;
}

/**
 * Line of sight between two points across terrain: blocked by every polygon with `blocksSight`
 * that the segment passes through for more than `tolerance.distance` paces (grazing an outline
 * does not block).
 * @rule dbm L1080-1095
 * @rule arcane-warfare 3.4
 */
export function lineOfSight(from: Point, to: Point, terrain: ReadonlyArray<TerrainPolygon>, tolerance: Tolerance = DEFAULT_TOLERANCE): E.Either<PlaneError, SightLine> {
  for (const [k, p] of [['from', from], ['to', to]] as const) {
    if (typeof p !== 'object' || p === null || !Number.isFinite(p.x) || !Number.isFinite(p.y)) {
      return E.left(planeError('bad-point', k, `${k}: expected { x, y } finite, got ${show(p)}`));
    }
  }
  const blockedBy: string[] = [];
  for (let i = 0; i < terrain.length; i++) {
    const t = terrain[i] as TerrainPolygon;
    const vt = validateTerrain(t, `terrain[${i}]`);
    if (E.isLeft(vt)) return vt;
    if (t.blocksSight === true && lengthInside(from, to, t.polygon) > tolerance.distance) blockedBy.push(t.id);
  }
  return E.right({ clear: blockedBy.length === 0, blockedBy });
}

/**
 * Whether base `b` can be seen from base `a`: some line from a point of `a`'s front edge (its
 * corners and midpoint) to a corner or edge midpoint of `b` is clear of sight-blocking terrain.
 * Elements never block sight here (DBM: troops do not block line of sight).
 * @rule dbm L1080-1095
 */
export function baseVisible(a: Base, b: Base, terrain: ReadonlyArray<TerrainPolygon>, tolerance: Tolerance = DEFAULT_TOLERANCE): E.Either<PlaneError, boolean> {
  const va = validateBase(a, 'a');
  if (E.isLeft(va)) return va;
  const vb = validateBase(b, 'b');
  if (E.isLeft(vb)) return vb;
  const ka = cornersOf(a);
  const eyes = [ka.frontLeft, ka.frontRight, { x: a.x, y: a.y }];
  const pb = polygonOf(b);
  const marks: Point[] = [...pb];
  for (let i = 0; i < 4; i++) {
    const p = pb[i] as Point;
    const q = pb[(i + 1) % 4] as Point;
    marks.push({ x: (p.x + q.x) / 2, y: (p.y + q.y) / 2 });
  }
  for (const e of eyes) {
    for (const m of marks) {
      const r = lineOfSight(e, m, terrain, tolerance);
      if (E.isLeft(r)) return r;
      if (r.right.clear) return E.right(true);
    }
  }
  return E.right(false);
}
