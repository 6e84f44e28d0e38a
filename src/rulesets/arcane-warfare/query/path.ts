/**
 * The ground a move passes over: the area each step sweeps (a translation's hull exactly, a
 * rotation's by poses every few degrees), and the features it touches (§3.2, §6.3).
 * @module
 */
import { polygonOf, type Point } from '../../../plane/base.js';
import type { StepResult } from '../../../plane/move.js';
import { convexHull } from '../../../plane/polygon.js';
import { interpolate } from '../../../plane/sweep.js';
import type { ArcaneFeature, ArcaneState } from '../model/state.js';
import { polygonOnFeature } from './geometry.js';

/** The polygons covering the area a step swept. */
export function sweptPolygons(step: StepResult): Point[][] {
  if (step.motion.kind === 'translate') return [convexHull([...polygonOf(step.from), ...polygonOf(step.to)])];
  const out: Point[][] = [];
  const n = step.motion.kind === 'rotate' ? Math.max(2, Math.ceil(Math.abs(step.motion.angle) / 5)) : 8;
  let prev = polygonOf(step.from);
  for (let i = 1; i <= n; i++) {
    const cur = polygonOf(interpolate(step.from, step.to, step.motion, i / n));
    out.push(convexHull([...prev, ...cur]));
    prev = cur;
  }
  return out;
}

/** The features any of the polygons covers some of. */
export function featuresOnPath(state: ArcaneState, polys: ReadonlyArray<ReadonlyArray<Point>>): ArcaneFeature[] {
  return state.terrain.filter((f) => polys.some((p) => polygonOnFeature(p, f)));
}
