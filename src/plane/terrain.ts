/**
 * Terrain as polygons on the table: each has a going class and optional features. The going
 * under a base is the worst going of any polygon it overlaps with positive area.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { polygonOf, validateBase, type Base, type Point } from './base.js';
import { planeError, show, type PlaneError } from './errors.js';
import { insetConvex, polygonsOverlap } from './polygon.js';

/**
 * Going classes, best to worst. DBA 1.2 has good and bad going (map its "bad" to `rough` or
 * `difficult` per feature); DBM and DBMM have good, rough and difficult; impassable stops
 * every move.
 */
export type Going = 'good' | 'rough' | 'difficult' | 'impassable';

/** Going classes from best to worst. */
export const GOING_ORDER: ReadonlyArray<Going> = ['good', 'rough', 'difficult', 'impassable'];

/** Terrain features a rule can ask about, independent of going (a road can cross rough going). */
export type FeatureKind = 'river' | 'road' | 'hill';

/** One terrain polygon: its outline, its going, and the features it carries. */
export interface TerrainPolygon {
  readonly id: string;
  readonly polygon: ReadonlyArray<Point>;
  readonly going: Going;
  readonly features?: ReadonlyArray<FeatureKind>;
  /** True when it blocks line of sight (woods, built-up areas, hills between two lower points). */
  readonly blocksSight?: boolean;
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Checks a terrain polygon: id, ≥ 3 finite points, a known going, known features. */
export function validateTerrain(value: unknown, path = 'terrain'): E.Either<PlaneError, TerrainPolygon> {
  const t = value as Record<string, unknown> | null;
  if (typeof t !== 'object' || t === null) return E.left(planeError('bad-terrain', path, `${path}: expected a terrain polygon, got ${show(value)}`));
  if (typeof t['id'] !== 'string') return E.left(planeError('bad-terrain', `${path}.id`, `${path}.id: expected a string, got ${show(t['id'])}`));
  const poly = t['polygon'];
  if (!Array.isArray(poly) || poly.length < 3) return E.left(planeError('bad-terrain', `${path}.polygon`, `${path}.polygon: expected ≥ 3 points, got ${show(poly)}`));
  for (let i = 0; i < poly.length; i++) {
    const p = poly[i] as Record<string, unknown> | null;
    if (typeof p !== 'object' || p === null || !finite(p['x']) || !finite(p['y'])) {
      return E.left(planeError('bad-point', `${path}.polygon[${i}]`, `${path}.polygon[${i}]: expected { x, y } finite, got ${show(p)}`));
    }
  }
  if (!GOING_ORDER.includes(t['going'] as Going)) {
    return E.left(planeError('bad-terrain', `${path}.going`, `${path}.going: expected one of ${GOING_ORDER.join(', ')}, got ${show(t['going'])}`));
  }
  const f = t['features'];
  if (f !== undefined && (!Array.isArray(f) || f.some((k) => k !== 'river' && k !== 'road' && k !== 'hill'))) {
    return E.left(planeError('bad-terrain', `${path}.features`, `${path}.features: expected river, road or hill, got ${show(f)}`));
  }
  return E.right(value as TerrainPolygon);
}

/** True when the base covers some area of the polygon (touching its outline only does not count). */
export function baseOnTerrain(b: Base, t: TerrainPolygon, tolerance = 1e-6): boolean {
  return polygonsOverlap(insetConvex(polygonOf(b), tolerance), t.polygon);
}

/**
 * The going under a base: the worst going among the polygons it overlaps, `good` if none.
 * @rule dbm L917-939
 * @rule dba A97
 * @rule arcane-warfare 3.2
 */
export function goingUnder(b: Base, terrain: ReadonlyArray<TerrainPolygon>): E.Either<PlaneError, Going> {
  const vb = validateBase(b, 'base');
  if (E.isLeft(vb)) return vb;
  for (let i = 0; i < terrain.length; i++) {
    const vt = validateTerrain(terrain[i], `terrain[${i}]`);
    if (E.isLeft(vt)) return vt;
  }
  let worst = 0;
  for (const t of terrain) {
    if (baseOnTerrain(b, t)) worst = Math.max(worst, GOING_ORDER.indexOf(t.going));
  }
  return E.right(GOING_ORDER[worst] as Going);
}

/** The features (river, road, hill) of every polygon the base overlaps, without repeats. */
export function featuresUnder(b: Base, terrain: ReadonlyArray<TerrainPolygon>): ReadonlyArray<FeatureKind> {
  const out = new Set<FeatureKind>();
  for (const t of terrain) if (t.features !== undefined && t.features.length > 0 && baseOnTerrain(b, t)) for (const f of t.features) out.add(f);
  return [...out].sort();
}
