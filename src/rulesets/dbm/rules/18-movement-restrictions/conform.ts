/**
 * Conforming (L1355-1375, Figs. 8a and 8b). An element that is not in a group, or is in a group
 * entirely of skirmishers, when contacted by the front edge or front corner of an enemy element of
 * a larger group that moved entirely straight ahead, pivots and/or shifts to face exactly the
 * element touching it most, unless an exception holds; if it is in even partial side contact with
 * a friend who is not a skirmisher it only shifts. When it does not conform, the mover must end in
 * a permitted position itself.
 * @module
 */
import { fromLocal, toLocal, type Base } from '../../../../plane/base.js';

/** The contacted element's situation. */
export interface ContactedFacts {
  /** Size of its group (1 when single). */
  readonly groupSize: number;
  readonly groupAllSkirmishers: boolean;
  /** Any exception of L1360-1368: already in contact, defending, a type that does not turn, recoil or flee blocked, no room. */
  readonly excepted: boolean;
  /** In at least partial side-to-side contact with a friend that is not a skirmisher. */
  readonly besideNonSkirmisher: boolean;
}

/** The mover's situation. */
export interface ContactingFacts {
  readonly groupSize: number;
  /** The whole move was straight ahead, without a sideways shift. */
  readonly straightAhead: boolean;
}

/** Who lines up: the contacted element pivots (and shifts), only shifts, or the mover must end in a permitted position. */
export type Conformer = 'pivot' | 'shift' | 'mover';

/**
 * Who conforms after a contact.
 * @rule dbm L1355-1375
 */
export function whoConforms(contacted: ContactedFacts, mover: ContactingFacts): Conformer {
  const small = contacted.groupSize === 1 || contacted.groupAllSkirmishers;
  if (!small || contacted.excepted) return 'mover';
  if (!mover.straightAhead || mover.groupSize <= contacted.groupSize) return 'mover';
  return contacted.besideNonSkirmisher ? 'shift' : 'pivot';
}

/**
 * The contacted element's pose after it pivots and shifts to face `mover` exactly (front to front,
 * lined up).
 * @rule dbm L1357-1359
 */
export function pivotPose(contacted: Base, mover: Base): Base {
  return { x: mover.x, y: mover.y, heading: (mover.heading + 180) % 360, width: contacted.width, depth: contacted.depth };
}

/**
 * The contacted element's pose after it shifts sideways only (its heading kept) to line up with
 * `mover`: its front-edge midpoint slides along its own front edge to opposite the mover's.
 * @rule dbm L1369-1370
 */
export function shiftPose(contacted: Base, mover: Base): Base {
  const along = toLocal(contacted, { x: mover.x, y: mover.y }).along;
  const p = fromLocal(contacted, along, 0);
  return { x: p.x, y: p.y, heading: contacted.heading, width: contacted.width, depth: contacted.depth };
}
