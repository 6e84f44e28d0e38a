/**
 * The table a move happens on, in a file of its own so that the sweep and the obstacles it
 * prepares (which sweep.ts imports) both name it without importing each other.
 * @module
 */
import type { Base } from './base.js';
import type { SpatialIndex } from './spatial-index.js';
import type { TerrainPolygon } from './terrain.js';

/**
 * The table a move happens on: bases by id, terrain polygons, and optionally the table's size
 * (`[0, width] × [0, height]` in paces) and a prebuilt spatial index of `bases`.
 */
export interface Table {
  readonly bases: Readonly<Record<string, Base>>;
  readonly terrain?: ReadonlyArray<TerrainPolygon>;
  readonly bounds?: { readonly width: number; readonly height: number };
  readonly index?: SpatialIndex;
}
