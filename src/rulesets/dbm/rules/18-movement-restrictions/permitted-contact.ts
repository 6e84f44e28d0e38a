/**
 * The positions a move may end in against enemy who do not conform (L1377-1397): lined up front
 * to front, front edge on a flank with a front corner at the enemy's front corner, lined up on
 * the rear, front corner to front corner facing exactly opposite (the overlap position), side to
 * side, or alongside a friend who is in front contact.
 * @module
 */
import type { Base } from '../../../../plane/base.js';
import { angleDiff, contactOf } from '../../../dbx/bases.js';

/** One of the permitted end positions against an enemy element. */
export type PermittedPosition = 'front' | 'flank' | 'rear' | 'overlap' | 'side';

/**
 * The permitted position `mover` stands in against `enemy`, or `null` when it touches the enemy
 * any other way (or not at all).
 * @rule dbm L1379-1392
 */
export function permittedPosition(mover: Base, enemy: Base): PermittedPosition | null {
  const c = contactOf(mover, enemy);
  if (c === null) return null;
  switch (c.relation) {
    case 'front-to-front':
      return c.fullA && c.fullB && c.corners.length === 2 ? 'front' : null;
    case 'front-to-flank':
      return c.corners.some((p) => p.a.startsWith('front') && p.b.startsWith('front')) ? 'flank' : null;
    case 'front-to-rear':
      return c.fullA && c.fullB && c.corners.length === 2 ? 'rear' : null;
    case 'flank-to-flank':
      return 'side';
    case 'corner-to-corner':
      return c.cornerA === c.cornerB && c.cornerA.startsWith('front') && Math.abs(angleDiff(mover.heading, enemy.heading) - 180) <= 1 ? 'overlap' : null;
    default:
      return null;
  }
}

/**
 * True when `mover` stands alongside a friend in front contact with enemy: side to side with
 * front corners together (the caller says the friend's front edge is on an enemy).
 * @rule dbm L1393-1394
 */
export function alongsideFriend(mover: Base, friend: Base): boolean {
  const c = contactOf(mover, friend);
  return c !== null && c.relation === 'flank-to-flank' && c.corners.some((p) => p.a.startsWith('front') && p.b.startsWith('front'));
}

/**
 * True when a move into contact is allowed: at least one mover ends in a permitted position
 * against some enemy it touches, or alongside a friend in front contact (`friendsInCombat`).
 * @rule dbm L1377-1397
 */
export function contactPermitted(movers: ReadonlyArray<Base>, enemies: ReadonlyArray<Base>, friendsInCombat: ReadonlyArray<Base> = []): boolean {
  return movers.some((m) => enemies.some((e) => permittedPosition(m, e) !== null) || friendsInCombat.some((f) => alongsideFriend(m, f)));
}
