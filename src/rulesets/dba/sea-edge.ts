/**
 * Sea edges (A:5): a side whose base edge is a sea edge deploys within 600p of its shore line
 * rather than of the table edge. The sheet names the sea edge and its shore line and nothing
 * more, so the library reads the scenario's `sea` terrain: a `sea` feature that touches a table
 * edge makes that stretch of edge a sea edge, and the shore line at any point along the edge is
 * where the sea ends, measured straight in from the edge. Where a base edge is only partly sea,
 * the land stretches are measured from the table edge as usual.
 *
 * The sea stays impassable (terrain.ts): nothing deploys, moves, recoils or flees into it.
 * @module
 */
import { lengthInside, pointInPolygon } from '../../plane/polygon.js';
import type { Point } from '../../plane/base.js';
import { distanceFromEdge, fromEdge, type EdgeFrame } from './edges.js';
import type { TerrainFeature } from './terrain.js';

/** How close (paces) a sea feature must come to the table edge to make it a sea edge. */
const TOUCH = 1;

/**
 * How far the sea reaches into the table, straight in from the edge, at `along` paces from the
 * edge's left end; 0 where that stretch of the edge is land.
 * @rule dba deployment
 */
export function seaDepthAt(terrain: ReadonlyArray<TerrainFeature>, f: EdgeFrame, along: number): number {
  const start = fromEdge(f, along, TOUCH / 2);
  let depth = 0;
  for (const t of terrain) {
    if (t.kind !== 'sea' || !pointInPolygon(start, t.polygon)) continue;
    // features are convex, so the inward line leaves the sea once: its length inside is the depth
    const end = fromEdge(f, along, 1e6);
    depth = Math.max(depth, TOUCH / 2 + lengthInside(start, end, t.polygon));
  }
  return depth;
}

/**
 * True when any part of the edge is sea.
 * @rule dba deployment
 */
export function isSeaEdge(terrain: ReadonlyArray<TerrainFeature>, f: EdgeFrame): boolean {
  const steps = 48;
  for (let i = 0; i <= steps; i++) if (seaDepthAt(terrain, f, (f.length * i) / steps) > 0) return true;
  return false;
}

/**
 * How far a point on the table is from its side's deployment line: the shore line where the
 * base edge is sea at that point's stretch, else the table edge itself.
 * @rule dba deployment
 */
export function distanceFromShore(terrain: ReadonlyArray<TerrainFeature>, f: EdgeFrame, p: Point): number {
  const along = (p.x - f.origin.x) * f.along.x + (p.y - f.origin.y) * f.along.y;
  return distanceFromEdge(f, p) - seaDepthAt(terrain, f, along);
}
