/**
 * Side-to-side support (§6.14, Fig. 16): the flanks of two friendly units within 100 p of each
 * other close the gap between them to the enemy, who may not voluntarily enter it; a unit already
 * partly in such a gap may only move straight forward or back.
 * @module
 */
import { edgeOf, polygonOf, type Base, type Point } from '../../../../plane/base.js';
import { convexHull, insetConvex, pointSegmentDistance, polygonsOverlap } from '../../../../plane/polygon.js';
import type { ArcaneState } from '../../model/state.js';
import { baseDistance, baseOf, enemiesOf } from '../../query/geometry.js';

const GAP = 100;

function segmentDistance(a: { from: Point; to: Point }, b: { from: Point; to: Point }): number {
  return Math.min(pointSegmentDistance(a.from, b.from, b.to), pointSegmentDistance(a.to, b.from, b.to), pointSegmentDistance(b.from, a.from, a.to), pointSegmentDistance(b.to, a.from, a.to));
}

/**
 * The gaps the enemies of `side` close near `b` (§6.14): for two of them whose flank edges (or
 * their corners) lie within 100 p of each other and do not touch, the area between those flanks.
 * @rule arcane-warfare 6.14
 */
export function closedGaps(state: ArcaneState, side: string, b: Base): Point[][] {
  const near = enemiesOf(state, side).filter((e) => baseDistance(baseOf(e), b) <= GAP + 1e-6);
  const out: Point[][] = [];
  for (let i = 0; i < near.length; i++) {
    for (let j = i + 1; j < near.length; j++) {
      const a = baseOf(near[i]!);
      const c = baseOf(near[j]!);
      let best: { d: number; poly: Point[] } | null = null;
      for (const ea of ['left', 'right'] as const) {
        for (const ec of ['left', 'right'] as const) {
          const sa = edgeOf(a, ea);
          const sc = edgeOf(c, ec);
          const d = segmentDistance(sa, sc);
          if (d <= 1e-6 || d > GAP + 1e-6) continue;
          const poly = convexHull([sa.from, sa.to, sc.from, sc.to]);
          // The area between the flanks, not across either unit.
          if (polygonsOverlap(insetConvex(poly, 1e-6), polygonOf(a)) || polygonsOverlap(insetConvex(poly, 1e-6), polygonOf(c))) continue;
          if (best === null || d < best.d) best = { d, poly };
        }
      }
      if (best !== null) out.push(best.poly);
    }
  }
  return out;
}

/** True when a base covers some of a closed gap. */
export function inGap(gaps: ReadonlyArray<ReadonlyArray<Point>>, b: Base): boolean {
  const p = insetConvex(polygonOf(b), 1e-6);
  return gaps.some((g) => polygonsOverlap(p, g));
}
