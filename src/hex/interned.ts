/**
 * Interned hexes: one shared, frozen `{ q, r }` value per coordinate pair near the origin, so
 * functions that return many hexes (a line) hand out existing values instead of allocating a
 * new object per hex. A hex is an immutable value (its fields are `readonly`), so sharing one
 * is invisible to callers except through `===`, which no hex function relies on (compare with
 * `hexEquals` or `hexKey`). Outside the table's square a fresh hex is made, so every
 * coordinate works. Internal (not exported from the package).
 * @module
 */
import { hex, type Hex } from './coords.js';

/** Half-width of the interned square: |q|, |r| ≤ 64 covers every printed wargame map. */
const RADIUS = 64;
/** Side of the interned square; the slot of (q, r) is `(q + 64)·WIDTH + (r + 64)`. */
export const INTERN_WIDTH = 2 * RADIUS + 1;
/** Filled lazily: at most WIDTH² small objects, created only for coordinates actually used. */
const table: Array<Hex | undefined> = new Array<Hex | undefined>(INTERN_WIDTH * INTERN_WIDTH).fill(undefined);

/**
 * The slot of `(q, r)` in the table, or −1 outside its square. Slots are linear in the
 * coordinates, so a walk can step through them by adding `dq·INTERN_WIDTH + dr`.
 */
export function internSlot(q: number, r: number): number {
  const x = q + RADIUS;
  const y = r + RADIUS;
  // `>>> 0` maps negatives to huge values, so one unsigned compare checks both bounds.
  return x >>> 0 < INTERN_WIDTH && y >>> 0 < INTERN_WIDTH ? x * INTERN_WIDTH + y : -1;
}

/** The interned hex `(q, r)`, given its slot (from {@link internSlot}, never −1). */
export function internedAt(slot: number, q: number, r: number): Hex {
  const h = table[slot];
  return h !== undefined ? h : intern(slot, q, r);
}

/** Creates the shared value of a slot (kept out of {@link internedAt} so that one stays tiny). */
function intern(slot: number, q: number, r: number): Hex {
  const made = Object.freeze(hex(q, r));
  table[slot] = made;
  return made;
}

