/**
 * Flank and rear contacts (L1398-1405, Fig. 5 at L2310-2313). An element starting entirely beyond
 * the line that prolongs an enemy's rear edge cannot contact that enemy's flank (it must take the
 * rear); an element may contact the rear only if it starts at least partly behind that line, with
 * whatever part of it lies between the lines prolonging the enemy's side edges behind it
 * (ruling DBM-R22).
 * @module
 */
import { polygonOf, toLocal, type Base } from '../../../../plane/base.js';
import { DBX_TOLERANCE } from '../../../dbx/bases.js';

const TOL = DBX_TOLERANCE.distance;

function localCorners(enemy: Base, mover: Base) {
  return polygonOf(mover).map((p) => toLocal(enemy, p));
}

/**
 * True when `mover`, at the start of its move, may move into contact with `enemy`'s flank.
 * @rule dbm L1400-1401
 * @ruling DBM-R22
 */
export function mayContactFlank(mover: Base, enemy: Base): boolean {
  return !localCorners(enemy, mover).every((p) => p.ahead <= -enemy.depth + TOL);
}

/**
 * True when `mover`, at the start of its move, may move into contact with `enemy`'s rear.
 * @rule dbm L1402-1405
 * @ruling DBM-R22
 */
export function mayContactRear(mover: Base, enemy: Base): boolean {
  const pts = localCorners(enemy, mover);
  const behind = (p: { ahead: number }) => p.ahead <= -enemy.depth + TOL;
  if (!pts.some((p) => p.ahead < -enemy.depth - TOL)) return false;
  const half = enemy.width / 2;
  // a corner within the strip between the side lines must be behind the rear line; a side
  // reached across that strip counts too, so test the strip's crossing by the mover's edges
  return pts.every((p) => behind(p) || Math.abs(p.along) >= half - TOL) && !edgesCrossStripInFront(pts, half, enemy.depth);
}

function edgesCrossStripInFront(pts: ReadonlyArray<{ along: number; ahead: number }>, half: number, depth: number): boolean {
  for (let i = 0; i < pts.length; i++) {
    const a = pts[i]!;
    const b = pts[(i + 1) % pts.length]!;
    if ((a.along >= half - TOL && b.along <= -half + TOL) || (b.along >= half - TOL && a.along <= -half + TOL)) {
      // the edge spans the whole strip: where it crosses the centre line must be behind the rear
      const t = a.along / (a.along - b.along);
      const ahead = a.ahead + t * (b.ahead - a.ahead);
      if (ahead > -depth + TOL) return true;
    }
  }
  return false;
}
