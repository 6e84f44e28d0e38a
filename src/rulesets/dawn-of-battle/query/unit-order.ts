/**
 * The ids of a units record in sorted order, remembered for the last record's key list: the
 * lists of legal commands walk the units by id every decision, and a game's records keep the
 * same keys in the same order from state to state, so comparing the keys (interned strings)
 * replaces sorting them. The memo is checked against every key of the record it is asked about
 * (an edited or alternating record is sorted afresh), and the list it hands out is frozen, so no
 * caller can change another's answer (issue #27).
 * @module
 */
import type { DobState } from '../model/state.js';

let last: { keys: string[]; sorted: ReadonlyArray<string> } | null = null;

/** `Object.keys(units).sort()` (a shared array: do not change it). */
export function sortedUnitIds(units: DobState['units']): ReadonlyArray<string> {
  const l = last;
  if (l !== null) {
    let i = 0;
    let same = true;
    for (const id in units) {
      if (l.keys[i++] !== id) {
        same = false;
        break;
      }
    }
    if (same && i === l.keys.length) return l.sorted;
  }
  const keys = Object.keys(units);
  const sorted = Object.freeze([...keys].sort());
  last = { keys, sorted };
  return sorted;
}
