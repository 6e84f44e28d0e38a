/**
 * Terrain on a DBA table. The sheet names good and bad going, roads, rivers and a sea edge
 * (A:5, A:21, A:37-39, A:97); the kinds of bad going are those of the public 1.x terrain notes
 * (UM-terr): steep hills, rough or boggy ground, dunes, woods, built-up areas, enclosed fields.
 * River crossing is NO CHANGE (A:63) and unknown, so rivers count as bad going here (a labelled
 * guess). Features are convex polygons in table paces.
 * @module
 */
import { pointsBox } from '../../plane/base.js';
import { baseOverlapsPolygon, pointInPolygon, segmentCrossesPolygon, centre, type Base, type Point } from '../dbx/geometry.js';

/** Terrain kinds. */
export const TERRAIN_KINDS = ['wood', 'marsh', 'rough', 'dunes', 'bua', 'enclosures', 'steep-hill', 'gentle-hill', 'road', 'river', 'impassable', 'sea'] as const;

/** A terrain kind. */
export type TerrainKind = (typeof TERRAIN_KINDS)[number];

/** A terrain feature: a convex polygon of one kind. */
export interface TerrainFeature {
  readonly id: string;
  readonly kind: TerrainKind;
  readonly polygon: ReadonlyArray<Point>;
}

const boxCache = new WeakMap<ReadonlyArray<Point>, readonly [number, number, number, number]>();

/** The bounding box of a polygon, memoised (terrain never changes during a game). */
function box(poly: ReadonlyArray<Point>): readonly [number, number, number, number] {
  const hit = boxCache.get(poly);
  if (hit !== undefined) return hit;
  const { minX, minY, maxX, maxY } = pointsBox(poly);
  const out = [minX, minY, maxX, maxY] as const;
  boxCache.set(poly, out);
  return out;
}

/** True when the base could touch the polygon (bounding boxes meet). */
function near(b: Base, poly: ReadonlyArray<Point>): boolean {
  const [a, c, e, d] = box(poly);
  const r = Math.max(b.width, b.depth) + 1;
  return b.x + r >= a && b.x - r <= e && b.y + r >= c && b.y - r <= d;
}

const BAD: ReadonlySet<TerrainKind> = new Set<TerrainKind>(['wood', 'marsh', 'rough', 'dunes', 'bua', 'enclosures', 'steep-hill', 'river']);
const BLOCKS: ReadonlySet<TerrainKind> = new Set<TerrainKind>(['impassable', 'sea']);
const SCREENS: ReadonlySet<TerrainKind> = new Set<TerrainKind>(['wood', 'steep-hill', 'gentle-hill']);

/** True when a kind is bad going. */
export function isBadGoing(kind: TerrainKind): boolean {
  return BAD.has(kind);
}

/**
 * True when any part of the base is in bad going.
 * @rule dba tactical-factors
 */
export function inBadGoing(terrain: ReadonlyArray<TerrainFeature>, b: Base): boolean {
  for (const t of terrain) if (BAD.has(t.kind) && near(b, t.polygon) && baseOverlapsPolygon(b, t.polygon, 0.01)) return true;
  return false;
}

/** True when the base stands on ground no element may enter (impassable, sea). */
export function onImpassable(terrain: ReadonlyArray<TerrainFeature>, b: Base): boolean {
  for (const t of terrain) if (BLOCKS.has(t.kind) && near(b, t.polygon) && baseOverlapsPolygon(b, t.polygon, 0.01)) return true;
  return false;
}

/** True when the base's centre is on a road. */
export function onRoad(terrain: ReadonlyArray<TerrainFeature>, b: Base): boolean {
  const c = centre(b);
  for (const t of terrain) if (t.kind === 'road' && near(b, t.polygon) && pointInPolygon(c, t.polygon)) return true;
  return false;
}

/** The hill (gentle or steep) under a point, or `null`. */
export function hillAt(terrain: ReadonlyArray<TerrainFeature>, p: Point): string | null {
  for (const t of terrain) if ((t.kind === 'gentle-hill' || t.kind === 'steep-hill') && pointInPolygon(p, t.polygon)) return t.id;
  return null;
}

/** True when a wood or hill lies across the line between two points (command range screening). */
export function screened(terrain: ReadonlyArray<TerrainFeature>, a: Point, b: Point): boolean {
  for (const t of terrain) if (SCREENS.has(t.kind) && segmentCrossesPolygon(a, b, t.polygon)) return true;
  return false;
}
