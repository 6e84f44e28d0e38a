/**
 * Terrain features (p.12-12a, L861-980) and their going (L917-939).
 * @module
 */

/** The kinds of terrain feature. */
export const TERRAIN_KINDS = [
  'gentle-hill',
  'steep-hill',
  'wood',
  'orchard',
  'enclosed-fields',
  'open-fields',
  'vineyard',
  'marsh',
  'dunes',
  'rocky',
  'brush',
  'boggy',
  'gully',
  'bua',
  'road',
  'river',
  'waterway',
] as const;

/** A kind of terrain feature. */
export type TerrainKind = (typeof TERRAIN_KINDS)[number];

/** A feature on the table: an area (polygon) or, for roads and rivers, a strip given as a polygon too. */
export interface DbmFeature {
  readonly id: string;
  readonly kind: TerrainKind;
  readonly polygon: ReadonlyArray<{ readonly x: number; readonly y: number }>;
}
