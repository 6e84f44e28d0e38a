/**
 * Crossing the front (L1321-1339, Fig. 2 at L2285-2286): no element may cross the front of, or
 * retire from in front of, an enemy element within one element base width, except (among others)
 * to advance straight at it, to line up opposite it, or to contact whichever enemy element the
 * shortest move reaches; starting opposite a joint between two enemy elements, that is the one it
 * overlaps most.
 * @module
 */
import { polygonOf, toLocal, type Base } from '../../../../plane/base.js';
import { polygonsOverlap } from '../../../../plane/polygon.js';
import { aheadCorridor } from '../../../../plane/measure.js';
import { headingDelta } from '../../../../plane/angle.js';

/**
 * True when `b` is at least partly in `enemy`'s zone: the strip directly in front of it, as wide
 * as its front edge and one base width deep.
 * @rule dbm L1322-1323
 */
export function inZone(b: Base, enemy: Base, depth = enemy.width): boolean {
  return polygonsOverlap(polygonOf(b), aheadCorridor(enemy, depth));
}

/**
 * How much of `mover`'s front edge lies opposite `enemy`'s front edge (both facing each other),
 * in paces; 0 when they do not face each other.
 * @rule dbm L1330-1331
 */
export function frontOverlap(mover: Base, enemy: Base): number {
  const l = toLocal(mover, { x: enemy.x, y: enemy.y });
  if (l.ahead < 0) return 0;
  const half = mover.width / 2;
  const lo = Math.max(-half, l.along - enemy.width / 2);
  const hi = Math.min(half, l.along + enemy.width / 2);
  return Math.max(0, hi - lo);
}

/**
 * The enemy element a mover within their zones must contact if it contacts any: the one it
 * overlaps most, else the nearest by the distance between front-edge midpoints. `null` when none.
 * @rule dbm L1328-1331
 */
export function shortestContactTarget<E extends Base & { readonly id: string }>(mover: Base, enemies: ReadonlyArray<E>): E | null {
  let best: E | null = null;
  let bo = 0;
  let bd = Infinity;
  for (const e of enemies) {
    const o = frontOverlap(mover, e);
    const d = Math.hypot(e.x - mover.x, e.y - mover.y);
    if (o > bo + 1e-9 || (Math.abs(o - bo) <= 1e-9 && d < bd)) {
      best = e;
      bo = o;
      bd = d;
    }
  }
  return best;
}

/**
 * True when a move from `from` to `to` is directly forward (or directly back): the heading kept
 * and the front-edge midpoint moved along its own facing line.
 * @rule dbm L1324
 * @rule dbm L1335
 */
export function straightLine(from: Base, to: Base, tol = 0.5): 'forward' | 'back' | null {
  if (Math.abs(headingDelta(from.heading, to.heading)) > 1e-6) return null;
  const l = toLocal(from, { x: to.x, y: to.y });
  if (Math.abs(l.along) > tol) return null;
  return l.ahead >= 0 ? 'forward' : 'back';
}
