/**
 * What a group is (L1278-1281): elements of one command facing the same way, each in both edge
 * and corner-to-corner contact with another element of the group (side by side with front corners
 * together, or one behind another), all connected.
 * @module
 */
import type { Base } from '../../../../plane/base.js';
import { angleDiff, contactOf, DBX_TOLERANCE } from '../../../dbx/bases.js';

/**
 * True when `a` and `b` are in edge and corner contact as group members: flank to flank with
 * both front corners together, or front to rear (one directly behind the other), corners together.
 * @rule dbm L1278-1280
 */
export function groupContact(a: Base, b: Base): boolean {
  if (angleDiff(a.heading, b.heading) > DBX_TOLERANCE.angle) return false;
  const c = contactOf(a, b);
  if (c === null || !('corners' in c)) return false;
  if (c.relation === 'flank-to-flank') return c.corners.some((p) => p.a.startsWith('front') && p.b.startsWith('front'));
  if (c.relation === 'front-to-rear' || c.relation === 'rear-to-front') return c.corners.length > 0;
  return false;
}

/**
 * True when the bases form one group: all facing the same way and connected by
 * {@link groupContact}. One element is a group of one.
 * @rule dbm L1278-1281
 */
export function isGroup(bases: ReadonlyArray<Base>): boolean {
  if (bases.length === 0) return false;
  const seen = new Set<number>([0]);
  const queue = [0];
  while (queue.length > 0) {
    const i = queue.pop() as number;
    for (let j = 0; j < bases.length; j++) {
      if (seen.has(j)) continue;
      if (groupContact(bases[i] as Base, bases[j] as Base)) {
        seen.add(j);
        queue.push(j);
      }
    }
  }
  return seen.size === bases.length;
}
