/**
 * The units in one hex, for rule code that asks about a single hex: one scan of the units
 * instead of indexing the whole map (`occupancy`) to read one entry of the index.
 * @module
 */
import type { Hex } from '../model/geometry.js';
import type { DobState, UnitState } from '../model/state.js';

/**
 * The units on the map in hex `h`, in the units record's order: exactly the list
 * `occupancy(s).get(hexKey(h)) ?? []` gives (same units, same order), without building the index.
 */
export function unitsIn(s: DobState, h: Hex): UnitState[] {
  const out: UnitState[] = [];
  const units = s.units; // a local: `rec[id]` in a for-in over `rec` takes V8's fast path
  for (const id in units) {
    const u = units[id]!;
    if (u.where === 'map' && u.hex !== null && u.hex.q === h.q && u.hex.r === h.r) out.push(u);
  }
  return out;
}
