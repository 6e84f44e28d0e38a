/**
 * Reading Dawn of Battle units for agents and the narrator: counter definitions, names, where the
 * enemy is.
 * @module
 */
import { defaultCounters, geometry, type CounterDef, type CounterSide, type DobState, type Side, type UnitState } from '../index.js';

type Hex = geometry.Hex;

/** A unit's counter definition, from the game's counters file or the shipped defaults. */
export function counterDef(s: DobState, u: UnitState): CounterDef | undefined {
  return (s.dataFiles?.counters ?? defaultCounters).counters[u.counter];
}

/** The side of a unit's counter now showing (front when good, back when disrupted or limbered). */
export function faceNow(s: DobState, u: UnitState): CounterSide | undefined {
  const c = counterDef(s, u);
  return c === undefined ? undefined : u.status === 'good' ? c.front : c.back;
}

/** A unit as a sentence names it: its counter's name and its id (`Knights A3`). */
export function unitName(s: DobState, id: string): string {
  const u = s.units[id];
  if (u === undefined) return id;
  const c = counterDef(s, u);
  return c === undefined ? id : `${c.name} ${id}`;
}

/** The hexes of a side's units on the map. */
export function unitHexes(s: DobState, side: Side): Hex[] {
  const out: Hex[] = [];
  for (const id in s.units) {
    const u = s.units[id]!;
    if (u.side === side && u.where === 'map' && u.hex !== null) out.push(u.hex);
  }
  return out;
}

/** The distance from `h` to the nearest of `targets` (Infinity when there are none). */
export function nearest(h: Hex, targets: ReadonlyArray<Hex>): number {
  let best = Infinity;
  for (const t of targets) {
    const d = geometry.distance(h, t);
    if (d < best) best = d;
  }
  return best;
}
