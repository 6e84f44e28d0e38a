/**
 * The reinforcement groups' units that may enter now (§7.8), asked of a state: the melee
 * eligibility and the entry commands both read it.
 * @module
 */
import type { DobState, Side } from '../../model/state.js';

/** Reserve units of a group that may enter now (§7.8). */
export function groupReady(s: DobState, side: Side, group: string): string[] {
  const g = s.groups[group];
  if (g === undefined || g.side !== side || g.turn > s.turn) return [];
  return Object.values(s.units)
    .filter((u) => u.side === side && u.where === 'reserve' && u.reinforcement === group)
    .map((u) => u.id)
    .sort();
}
