/**
 * How far a tactical move goes (L1258-1262, Fig. 1 at L2271-2283): the furthest distance any front
 * corner ends from where it started, and for train the rear corners too. Turns and wheels on the
 * way are not counted; an element that steers round troops or terrain adds the detour by moving
 * in several steps (the caller sums them).
 * @module
 */
import { cornerOf, type Base, type CornerName } from '../../../../plane/base.js';
import { hypot } from '../../../../plane/hypot.js';

const FRONT: ReadonlyArray<CornerName> = ['front-left', 'front-right'];
const ALL: ReadonlyArray<CornerName> = ['front-left', 'front-right', 'rear-left', 'rear-right'];

/**
 * The measured distance of a single element's move from `from` to `to`.
 * @rule dbm L1258-1262
 * @rule dbm L2271-2283
 */
export function moveDistance(from: Base, to: Base, train = false): number {
  let d = 0;
  for (const c of train ? ALL : FRONT) {
    const a = cornerOf(from, c);
    const b = cornerOf(to, c);
    d = Math.max(d, hypot(b.x - a.x, b.y - a.y));
  }
  return d;
}

/**
 * The measured distance of a group's move: the largest over its elements (each element of a
 * group may move no further than its own allowance; the caller compares per element).
 * @rule dbm L1281-1285
 */
export function groupMoveDistances(from: ReadonlyArray<Base>, to: ReadonlyArray<Base>, train: ReadonlyArray<boolean> = []): number[] {
  return from.map((b, i) => moveDistance(b, to[i] as Base, train[i] ?? false));
}

/** Train: war wagons, artillery other than (X), and baggage (L193). */
export function isTrain(type: string, grade: string | null): boolean {
  return type === 'WWg' || type === 'Bge' || (type === 'Art' && grade !== 'X');
}
