/**
 * Read-only geometric questions about a state: bases, terrain under a base, distances between
 * command stands and units, enemy proximity.
 * @module
 */
import type { Base, Point } from '../../../plane/base.js';
import { polygonOf } from '../../../plane/base.js';
import { pointInPolygon, pointSegmentDistance, polygonsOverlap, segmentsMeet, lengthInside } from '../../../plane/polygon.js';
import { insetConvex } from '../../../plane/polygon.js';
import type { TerrainPolygon } from '../../../plane/terrain.js';
import { statsOf, type UnitStats } from '../data/units.js';
import type { TerrainKind } from '../model/scenario.js';
import type { ArcaneCommandCentre, ArcaneFeature, ArcaneState, ArcaneUnit } from '../model/state.js';

/** The base of a unit, as `strategos/plane` reads it. */
export function baseOf(u: ArcaneUnit): Base {
  return { x: u.x, y: u.y, heading: u.heading, width: u.width, depth: u.depth };
}

/** The statistics of a unit's type (checked at setup, so always found). */
export function statsOfUnit(u: ArcaneUnit): UnitStats {
  return statsOf(u.type) as UnitStats;
}

/**
 * Difficult ground (§3.2): dunes, gully, rough hill, marsh, river, rough, wood. Desert units
 * treat dunes as open (§11.1).
 * @rule arcane-warfare 3.2
 * @rule arcane-warfare 11.1
 */
export function isDifficult(kind: TerrainKind, stats: UnitStats | null): boolean {
  if (kind === 'dunes') return stats === null || !stats.characteristics.includes('Desert');
  return kind === 'gully' || kind === 'hill-rough' || kind === 'marsh' || kind === 'river' || kind === 'rough' || kind === 'wood';
}

/** True when any part of the polygon `poly` covers some of the feature (a tiny corner counts, §3.2; touching does not). */
export function polygonOnFeature(poly: ReadonlyArray<Point>, f: ArcaneFeature): boolean {
  return polygonsOverlap(insetConvex(poly, 1e-6), f.polygon);
}

/** The features a base stands on (§3.2: any part of the base over it). */
export function featuresUnder(state: ArcaneState, b: Base): ArcaneFeature[] {
  const poly = polygonOf(b);
  return state.terrain.filter((f) => polygonOnFeature(poly, f));
}

/** Impassable ground as `strategos/plane` terrain, for sweeps. */
export function impassableTerrain(state: ArcaneState): TerrainPolygon[] {
  return state.terrain.filter((f) => f.kind === 'impassable').map((f) => ({ id: f.id, polygon: f.polygon, going: 'impassable' as const }));
}

/** Distance from a point to a base (0 inside). */
export function pointToBase(p: Point, b: Base): number {
  const poly = polygonOf(b);
  if (pointInPolygon(p, poly)) return 0;
  let d = Infinity;
  for (let i = 0; i < 4; i++) d = Math.min(d, pointSegmentDistance(p, poly[i]!, poly[(i + 1) % 4]!));
  return d;
}

/** The farthest corner of a base from a point. */
export function farthestCorner(p: Point, b: Base): number {
  return Math.max(...polygonOf(b).map((q) => Math.hypot(q.x - p.x, q.y - p.y)));
}

/** Shortest distance between two bases (0 when touching or overlapping). */
export function baseDistance(a: Base, b: Base): number {
  const pa = polygonOf(a);
  const pb = polygonOf(b);
  if (polygonsOverlap(pa, pb)) return 0;
  let d = Infinity;
  for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 4; j++) {
      d = Math.min(d, pointSegmentDistance(pa[i]!, pb[j]!, pb[(j + 1) % 4]!), pointSegmentDistance(pb[j]!, pa[i]!, pa[(i + 1) % 4]!));
      if (segmentsMeet(pa[i]!, pa[(i + 1) % 4]!, pb[j]!, pb[(j + 1) % 4]!)) return 0;
    }
  }
  return d;
}

/**
 * How far a unit is from a command stand, for the command radius (§5.2.1), by the reading of
 * ruling AW-R6: from the stand's edge to the nearest point of the base (default), to the farthest
 * corner (the whole base within), or from the stand's centre to the nearest point.
 * @rule arcane-warfare 5.2.1
 * @ruling AW-R6
 */
export function commandDistance(state: ArcaneState, co: ArcaneCommandCentre, b: Base): number {
  const c = { x: co.x, y: co.y };
  switch (state.readings.commandRadius) {
    case 'whole-base':
      return Math.max(0, farthestCorner(c, b) - co.diameter / 2);
    case 'stand-centre-to-base':
      return pointToBase(c, b);
    default:
      return Math.max(0, pointToBase(c, b) - co.diameter / 2);
  }
}

/** The units of `side` on the table. */
export function unitsOf(state: ArcaneState, side: string): ArcaneUnit[] {
  return Object.values(state.units).filter((u) => u.side === side && u.status === 'active');
}

/** The units on the table of the other side, less those still hidden in ambush (§4.4: unseen until revealed). */
export function enemiesOf(state: ArcaneState, side: string): ArcaneUnit[] {
  return Object.values(state.units).filter((u) => u.side !== side && u.status === 'active' && u.ambush === undefined);
}

/** The other player. */
export function otherPlayer(state: ArcaneState, p: string): string {
  return state.players[0] === p ? state.players[1] : state.players[0];
}

/** The defender (§4.1). */
export function defenderOf(state: ArcaneState): string {
  return otherPlayer(state, state.attacker);
}

/** The length of segment p→q inside a polygon. */
export function insideLength(p: Point, q: Point, poly: ReadonlyArray<Point>): number {
  return lengthInside(p, q, poly);
}
