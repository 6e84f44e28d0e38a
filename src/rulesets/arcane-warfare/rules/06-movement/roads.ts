/**
 * Road movement (§6.3): a single unit or a column that spends its whole impulse on a road moves
 * faster, whatever the ground the road crosses.
 * @module
 */
import type { Base, Point } from '../../../../plane/base.js';
import { pointInPolygon } from '../../../../plane/polygon.js';
import { ROAD_BONUS } from '../../data/roads.js';
import type { UnitStats } from '../../data/units.js';
import type { ArcaneState } from '../../model/state.js';

/** The midpoints of a base's front and rear edges: the line a unit on a road keeps on it. */
function centreLine(b: Base): [Point, Point] {
  const h = (b.heading * Math.PI) / 180;
  return [
    { x: b.x, y: b.y },
    { x: b.x - Math.cos(h) * b.depth, y: b.y - Math.sin(h) * b.depth },
  ];
}

function onRoad(state: ArcaneState, p: Point): boolean {
  return state.terrain.some((f) => f.kind === 'road' && pointInPolygon(p, f.polygon));
}

/** True when every point of segment a→b lies on some road (checked every 5 p and at both ends). */
function segmentOnRoad(state: ArcaneState, a: Point, b: Point): boolean {
  const n = Math.max(1, Math.ceil(Math.hypot(b.x - a.x, b.y - a.y) / 5));
  for (let i = 0; i <= n; i++) if (!onRoad(state, { x: a.x + ((b.x - a.x) * i) / n, y: a.y + ((b.y - a.y) * i) / n })) return false;
  return true;
}

/**
 * Whether a move keeps to a road the whole impulse (§6.3, ruling AW-R44): a base is on a road while
 * the midpoints of its front and rear edges are (a base is wider than a road, §3.1); a move is on
 * the road when, for each translation it makes (`legs`, start and end bases), both midpoints
 * travel on road all the way. A leg that turns the base is not on the road.
 * @rule arcane-warfare 6.3
 * @ruling AW-R44
 */
export function wholeImpulseOnRoad(state: ArcaneState, legs: ReadonlyArray<{ readonly from: Base; readonly to: Base }>): boolean {
  if (legs.length === 0 || !state.terrain.some((f) => f.kind === 'road')) return false;
  for (const l of legs) {
    if (Math.abs(((((l.to.heading - l.from.heading) % 360) + 540) % 360) - 180) > 1e-6) return false;
    const [f0, r0] = centreLine(l.from);
    const [f1, r1] = centreLine(l.to);
    if (!segmentOnRoad(state, f0, f1) || !segmentOnRoad(state, r0, r1)) return false;
  }
  return true;
}

/**
 * The road rate (§6.3): the open-ground rate plus 100 p for Light and close-order units, plus 50 p
 * for Cumbersome ones.
 * @rule arcane-warfare 6.3
 */
export function roadRate(stats: UnitStats): number {
  return stats.moveOpen + (stats.cumbersome ? ROAD_BONUS.cumbersome : ROAD_BONUS.lightOrCloseOrder);
}
