/**
 * Terrain on a DBA table. The sheet names good and bad going, roads, rivers and a sea edge
 * (A:5, A:21, A:37-39, A:97); the kinds of bad going are those of the public 1.x terrain notes
 * (UM-terr): steep hills, rough or boggy ground, dunes, woods, built-up areas, enclosed fields.
 * River crossing is NO CHANGE (A:63) and unknown, so rivers count as bad going here (a labelled
 * guess). Features are convex polygons in table paces.
 * @module
 */
import { boxOf, centreOf, pointsBox, type Base, type Box, type Point } from '../../plane/base.js';
import { lengthInside, pointInPolygon } from '../../plane/polygon.js';
import { baseOnTerrain, type FeatureKind, type Going, type TerrainPolygon } from '../../plane/terrain.js';

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

const BAD: ReadonlySet<TerrainKind> = new Set<TerrainKind>(['wood', 'marsh', 'rough', 'dunes', 'bua', 'enclosures', 'steep-hill', 'river']);
const BLOCKS: ReadonlySet<TerrainKind> = new Set<TerrainKind>(['impassable', 'sea']);
const SCREENS: ReadonlySet<TerrainKind> = new Set<TerrainKind>(['wood', 'steep-hill', 'gentle-hill']);

/** True when a kind is bad going. */
export function isBadGoing(kind: TerrainKind): boolean {
  return BAD.has(kind);
}

/**
 * The going of a DBA terrain kind on plane's scale: DBA's bad going is plane's `difficult` (DBA
 * 1.2 has only good and bad going), impassable ground and the sea are `impassable`.
 */
export function goingOf(kind: TerrainKind): Going {
  return BLOCKS.has(kind) ? 'impassable' : BAD.has(kind) ? 'difficult' : 'good';
}

const FEATURES: Partial<Record<TerrainKind, FeatureKind>> = { river: 'river', road: 'road', 'gentle-hill': 'hill', 'steep-hill': 'hill' };

/** A DBA feature with its plane terrain polygon and bounding box, prepared once per feature. */
interface Prepared {
  readonly plane: TerrainPolygon;
  readonly box: Box;
}

const prepared = new WeakMap<TerrainFeature, Prepared>();

function prep(t: TerrainFeature): Prepared {
  const hit = prepared.get(t);
  if (hit !== undefined) return hit;
  const feature = FEATURES[t.kind];
  const plane: TerrainPolygon = {
    id: t.id,
    polygon: t.polygon,
    going: goingOf(t.kind),
    ...(feature === undefined ? {} : { features: [feature] }),
  };
  const p = { plane, box: pointsBox(t.polygon) };
  prepared.set(t, p);
  return p;
}

/** A DBA feature as a plane terrain polygon (going and features derived from its kind). */
export function terrainPolygon(t: TerrainFeature): TerrainPolygon {
  return prep(t).plane;
}

/** The features whose bounding box meets `box` (a path's, say), so later tests look only at those. */
export function terrainNear(terrain: ReadonlyArray<TerrainFeature>, box: Box): TerrainFeature[] {
  const out: TerrainFeature[] = [];
  for (const t of terrain) {
    const f = prep(t).box;
    if (meet(box, f)) out.push(t);
  }
  return out;
}

/** True when boxes meet. */
function meet(a: Box, f: Box): boolean {
  return a.maxX >= f.minX && a.minX <= f.maxX && a.maxY >= f.minY && a.minY <= f.maxY;
}

/** True when some area of the base (deeper than 1/100 pace) lies on a feature of one of `kinds`. */
function onAny(terrain: ReadonlyArray<TerrainFeature>, b: Base, kinds: ReadonlySet<TerrainKind>): boolean {
  let box: Box | null = null;
  for (const t of terrain) {
    if (!kinds.has(t.kind)) continue;
    box ??= boxOf(b);
    const p = prep(t);
    if (meet(box, p.box) && baseOnTerrain(b, p.plane, 0.01)) return true;
  }
  return false;
}

/**
 * True when any part of the base is in bad going.
 * @rule dba tactical-factors
 */
export function inBadGoing(terrain: ReadonlyArray<TerrainFeature>, b: Base): boolean {
  return onAny(terrain, b, BAD);
}

/** True when the base stands on ground no element may enter (impassable, sea). */
export function onImpassable(terrain: ReadonlyArray<TerrainFeature>, b: Base): boolean {
  return onAny(terrain, b, BLOCKS);
}

/** True when the base's centre is on a road. */
export function onRoad(terrain: ReadonlyArray<TerrainFeature>, b: Base): boolean {
  let c: Point | null = null;
  for (const t of terrain) {
    if (t.kind !== 'road') continue;
    c ??= centreOf(b);
    if (pointInPolygon(c, t.polygon)) return true;
  }
  return false;
}

/** The hill (gentle or steep) under a point, or `null`. */
export function hillAt(terrain: ReadonlyArray<TerrainFeature>, p: Point): string | null {
  for (const t of terrain) if ((t.kind === 'gentle-hill' || t.kind === 'steep-hill') && pointInPolygon(p, t.polygon)) return t.id;
  return null;
}

/** True when a wood or hill lies across the line between two points (command range screening). */
export function screened(terrain: ReadonlyArray<TerrainFeature>, a: Point, b: Point): boolean {
  for (const t of terrain) if (SCREENS.has(t.kind) && lengthInside(a, b, t.polygon) > 0) return true;
  return false;
}
