/**
 * Who may rally and how (§9.2–§9.4, §9.6), asked of a state without rallying: the events chapter
 * reads it to offer rally cards, the rally itself to resolve.
 * @module
 */
import { counterOf, inZoneOf, leadersAt } from '../../query/derived.js';
import { neighbors } from '../../model/geometry.js';
import type { DobState, UnitState } from '../../model/state.js';
import { other } from '../../model/side.js';

/** True when a unit may attempt to rally: disrupted, on the map, and not a Camp (§9.6). */
export function canRally(s: DobState, u: UnitState): boolean {
  return u.where === 'map' && u.status === 'disrupted' && counterOf(s, u).type !== 'CAMP' && counterOf(s, u).type !== 'AY';
}

/** −1 when the unit is adjacent to a hex with a friendly leader (§9.4). */
export function adjacencyModifier(s: DobState, u: UnitState): number {
  if (u.hex === null) return 0;
  return neighbors(u.hex).some((h) => leadersAt(s, h, u.side).length > 0) ? -1 : 0;
}

/** How one unit rallies: automatically, or by a draw with these modifiers. */
export type RallyMode = { readonly auto: true; readonly why: string } | { readonly auto: false; readonly modifiers: number };

/**
 * How `u` rallies (§9.2, §9.3, §9.4): a single unit outside an enemy zone rallies automatically;
 * in a formation, a unit stacked with a leader does; otherwise it draws, −1 if adjacent to a
 * friendly leader and −1 more if the formation bought the modifier.
 * @rule dawn-of-battle 9.2
 * @rule dawn-of-battle 9.3
 * @rule dawn-of-battle 9.4
 */
export function rallyMode(s: DobState, u: UnitState, formation: boolean, bought: boolean): RallyMode {
  if (!formation) {
    const inEzoc = u.hex !== null && inZoneOf(s, other(u.side), u.hex);
    if (!inEzoc) return { auto: true, why: 'single unit outside an enemy zone of control (§9.2)' };
    return { auto: false, modifiers: adjacencyModifier(s, u) };
  }
  if (u.hex !== null && leadersAt(s, u.hex, u.side).length > 0) return { auto: true, why: 'stacked with a leader (§9.3)' };
  return { auto: false, modifiers: adjacencyModifier(s, u) + (bought ? -1 : 0) };
}
