/**
 * Shooting geometry (§8.1, §8.2, §8.4, §8.6): the shooting area in front of the shooting edge,
 * which target edges lie in it, the range lines and what may stand or lie across them.
 * @module
 */
import { edgeOf, EDGE_NAMES, polygonOf, toLocal, type Base, type EdgeName, type Point } from '../../../../plane/base.js';
import { lengthInside, orient, polygonsOverlap, insetConvex } from '../../../../plane/polygon.js';
import { AREA_EXTENSION, PENETRATION } from '../../data/shooting.js';
import type { ArcaneState, ArcaneUnit } from '../../model/state.js';
import { baseOf, polygonOnFeature } from '../../query/geometry.js';

/** Slack for points on the area's boundary (float positions after moves). */
const EPS = 0.01;

/** The shooting area in the shooter's own frame: `along` (left positive) and `ahead` bounds. */
export interface Area {
  readonly left: number;
  readonly right: number;
  readonly range: number;
}

/**
 * The shooting area (§8.1, ruling AW-R1): a rectangle in front of the shooting edge, as deep as
 * the range, extending beside the edge by the reading's distances (the `one-side-50` reading
 * extends it to the shooter's left).
 * @rule arcane-warfare 8.1
 * @ruling AW-R1
 */
export function areaOf(state: ArcaneState, u: ArcaneUnit, range: number): Area {
  const [l, r] = AREA_EXTENSION[state.readings.shootingArea];
  return { left: u.width / 2 + l, right: -(u.width / 2 + r), range };
}

/** The part of segment a→b (in the shooter's frame) inside the area and ahead of the edge, as [t0, t1], or null. */
function clip(area: Area, a: { along: number; ahead: number }, b: { along: number; ahead: number }): [number, number] | null {
  let t0 = 0;
  let t1 = 1;
  const da = b.along - a.along;
  const dh = b.ahead - a.ahead;
  // Along within [right, left]; ahead within (0, range]: at least partly forward of the edge (§8.1).
  const bounds: Array<[number, number]> = [
    [-da, a.along - (area.right - EPS)],
    [da, area.left + EPS - a.along],
    [-dh, a.ahead - EPS],
    [dh, area.range + EPS - a.ahead],
  ];
  for (const [p, q] of bounds) {
    if (p === 0) {
      if (q < 0) return null;
      continue;
    }
    const t = q / p;
    if (p < 0) t0 = Math.max(t0, t);
    else t1 = Math.min(t1, t);
    if (t0 > t1) return null;
  }
  return [t0, t1];
}

/** True when a target's edge faces the shooter: the shooter's front midpoint lies outside that edge's line. */
function facesShooter(shooter: Base, target: Base, edge: EdgeName): boolean {
  const e = edgeOf(target, edge);
  return orient(e.from, e.to, { x: shooter.x, y: shooter.y }) > EPS;
}

/**
 * A shot at the rear edge is allowed only from entirely behind the line prolonging that edge
 * (§8.6): both corners of the shooting edge behind it.
 * @rule arcane-warfare 8.6
 */
export function behindRear(shooter: Base, target: Base): boolean {
  const [fl, fr] = polygonOf(shooter);
  return [fl!, fr!].every((p) => toLocal(target, p).ahead <= -target.depth + EPS);
}

/**
 * The target's edges a shooter may aim at (§8.1, §8.6, ruling AW-R61): facing the shooter, some
 * part inside or on the area and forward of the shooting edge; the rear edge only from behind.
 * @rule arcane-warfare 8.1
 * @rule arcane-warfare 8.6
 * @ruling AW-R61
 */
export function edgesInArea(area: Area, shooter: Base, target: Base): EdgeName[] {
  const out: EdgeName[] = [];
  for (const name of EDGE_NAMES) {
    if (!facesShooter(shooter, target, name)) continue;
    if (name === 'rear' && !behindRear(shooter, target)) continue;
    const e = edgeOf(target, name);
    if (clip(area, toLocal(shooter, e.from), toLocal(shooter, e.to)) !== null) out.push(name);
  }
  return out;
}

/** True when the whole target base lies inside the area (priority 2 of §8.3). */
export function whollyInside(area: Area, shooter: Base, target: Base): boolean {
  return polygonOf(target).every((p) => {
    const l = toLocal(shooter, p);
    return l.along <= area.left + EPS && l.along >= area.right - EPS && l.ahead >= -EPS && l.ahead <= area.range + EPS;
  });
}

/**
 * The range lines (§8.2, ruling AW-R61): from the shooter's front-left corner to the end of the
 * target edge on the shooter's left, and from its front-right corner to the other end.
 */
export function rangeLines(shooter: Base, target: Base, edge: EdgeName): [[Point, Point], [Point, Point]] {
  const [fl, fr] = polygonOf(shooter);
  const e = edgeOf(target, edge);
  const leftFirst = toLocal(shooter, e.from).along >= toLocal(shooter, e.to).along;
  const pl = leftFirst ? e.from : e.to;
  const pr = leftFirst ? e.to : e.from;
  return [
    [fl!, pl],
    [fr!, pr],
  ];
}

/**
 * A clear shot (§8.2, ruling AW-R61): no other unit on the table has any area inside the
 * quadrilateral between the range lines, and neither line crosses terrain that bars it (§8.2,
 * ruling AW-R62).
 * @rule arcane-warfare 8.2
 * @ruling AW-R61
 * @ruling AW-R62
 */
export function clearShot(state: ArcaneState, shooter: ArcaneUnit, target: ArcaneUnit, edge: EdgeName): boolean {
  const sb = baseOf(shooter);
  const tb = baseOf(target);
  const [[a, p], [b, q]] = rangeLines(sb, tb, edge);
  const tris: Point[][] = [
    [a, b, q],
    [a, q, p],
  ];
  for (const o of Object.values(state.units)) {
    if (o.status !== 'active' || o.id === shooter.id || o.id === target.id) continue;
    const poly = insetConvex(polygonOf(baseOf(o)), 0.05);
    if (tris.some((t) => polygonsOverlap(poly, orderedCw(t)))) return false;
  }
  return terrainAllows(state, sb, tb, [
    [a, p],
    [b, q],
  ]);
}

/** A triangle's corners clockwise, as the overlap test of `strategos/plane` expects polygons. */
function orderedCw(t: Point[]): Point[] {
  return orient(t[0]!, t[1]!, t[2]!) > 0 ? [t[0]!, t[2]!, t[1]!] : t;
}

/**
 * Terrain across range lines (§8.2, ruling AW-R62): a line may not enter and leave a wood, BUA
 * or hill that neither the shooter nor the target stands on; where one of them does, the line
 * may run at most 150 p into a rough hill and 100 p into a BUA or wood.
 * @rule arcane-warfare 8.2
 * @ruling AW-R62
 */
function terrainAllows(state: ArcaneState, sb: Base, tb: Base, lines: ReadonlyArray<readonly [Point, Point]>): boolean {
  for (const f of state.terrain) {
    if (f.kind !== 'wood' && f.kind !== 'bua' && f.kind !== 'hill-rough' && f.kind !== 'hill-open') continue;
    const lengths = lines.map(([x, y]) => lengthInside(x, y, f.polygon));
    if (lengths.every((l) => l <= EPS)) continue;
    const sIn = polygonOnFeature(polygonOf(sb), f);
    const tIn = polygonOnFeature(polygonOf(tb), f);
    if (!sIn && !tIn) return false;
    const limit = PENETRATION[f.kind];
    if (limit !== undefined && lengths.some((l) => l > limit + EPS)) return false;
  }
  return true;
}

/**
 * Protected (§8.4): the target stands in a wood or BUA that a range line crosses.
 * @rule arcane-warfare 8.4
 */
export function protectedTarget(state: ArcaneState, shooter: ArcaneUnit, target: ArcaneUnit, edge: EdgeName): boolean {
  const tb = baseOf(target);
  const lines = rangeLines(baseOf(shooter), tb, edge);
  return state.terrain.some(
    (f) => (f.kind === 'wood' || f.kind === 'bua') && polygonOnFeature(polygonOf(tb), f) && lines.some(([x, y]) => lengthInside(x, y, f.polygon) > EPS),
  );
}
