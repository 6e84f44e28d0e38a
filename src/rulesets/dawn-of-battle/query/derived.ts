/**
 * Values computed from the state on demand, never stored: counter faces, occupancy, zones of
 * control, morale.
 * @module
 */
import { DEFAULT_DATA } from '../data/default-data.js';
import type { CounterDef, CounterSide, DataSet } from '../data/formats.js';
import { TERRAIN, type TerrainId } from '../data/terrain.js';
import { axialToOffset, distance, hexKey, neighbors, step, type Hex } from '../model/geometry.js';
import type { DobState, LeaderState, Side, UnitState } from '../model/state.js';
import { leadersToRead } from './read-through.js';
import { cellOf, gridOf, type Grid } from './grid.js';

/** The data set a game uses (the shipped defaults when `dataFiles` is `null`). */
export function dataOf(s: DobState): DataSet {
  return s.dataFiles ?? DEFAULT_DATA;
}

/** The counter definition of a unit. */
export function counterOf(s: DobState, u: UnitState): CounterDef {
  return dataOf(s).counters.counters[u.counter]!;
}

/** The face showing: front in good order (cannon: unlimbered), back when disrupted (limbered). */
export function faceOf(s: DobState, u: UnitState): CounterSide {
  const c = counterOf(s, u);
  return u.status === 'good' ? c.front : c.back;
}

/** A unit's current combat strength (cannon: the scenario's X, §3.3.4). */
export function strengthOf(s: DobState, u: UnitState): number {
  return u.strength ?? faceOf(s, u).strength;
}

/**
 * The loss an elimination puts on the army panic track (§12.1): good-order strength; elephants
 * count 6 (§15.8.2); cannon count X.
 * @rule dawn-of-battle 12.1
 * @rule dawn-of-battle 15.8.2
 */
export function lossValue(s: DobState, u: UnitState): number {
  const c = counterOf(s, u);
  if (c.type === 'EL') return 6;
  return u.strength ?? c.front.strength;
}

/** Cannon (§8.7.2). */
export function isCannon(s: DobState, u: UnitState): boolean {
  return counterOf(s, u).type === 'AY';
}

/** Camps and War Wagons (§11). */
export function isCampLike(s: DobState, u: UnitState): boolean {
  const t = counterOf(s, u).type;
  return t === 'CAMP' || t === 'WW';
}

/** True when the hex lies on the playable map (§2.1, §7.7). */
export function onMap(s: DobState, h: Hex): boolean {
  const { col, row } = axialToOffset(h);
  return col >= 0 && col < s.map.width && row >= 0 && row < s.map.height;
}

/** Terrain of a hex (clear unless the scenario says otherwise). */
export function terrainAt(s: DobState, h: Hex): TerrainId {
  const g = gridOf(s);
  const c = cellOf(g, h);
  return c >= 0 ? g.terrain[c]! : (s.map.terrain[hexKey(h)] ?? 'clear');
}

/** `hexKey(h)`, taken from the compiled map's ready-made keys when `h` is on the map (no string built). */
function keyOf(g: Grid, h: Hex): string {
  const c = cellOf(g, h);
  return c >= 0 ? g.index.keys[c]! : hexKey(h);
}

/** Every hex of the playable map, in column-major order. */
export function mapHexes(s: DobState): Hex[] {
  const out: Hex[] = [];
  for (let col = 0; col < s.map.width; col++) {
    for (let row = 0; row < s.map.height; row++) out.push({ q: col, r: row - (col - (col & 1)) / 2 });
  }
  return out;
}

/** Units on the map by hex key. */
export type Occupancy = Map<string, UnitState[]>;

/** Indexes the units on the map by hex. */
export function occupancy(s: DobState): Occupancy {
  return occupancyOf(s, s.units);
}


function occupancyOf(s: DobState, units: DobState['units']): Occupancy {
  const m: Occupancy = new Map();
  const g = gridOf(s);
  for (const id in units) {
    const u = units[id]!;
    if (u.where !== 'map' || u.hex === null) continue;
    const k = keyOf(g, u.hex);
    const list = m.get(k);
    if (list) list.push(u);
    else m.set(k, [u]);
  }
  return m;
}

/** True when a combat unit not of `side` stands on the map in `h` (one scan, no index built). */
export function enemyUnitIn(s: DobState, side: Side, h: Hex): boolean {
  const units = s.units;
  for (const id in units) {
    const u = units[id]!;
    if (u.side !== side && u.where === 'map' && u.hex !== null && u.hex.q === h.q && u.hex.r === h.r) return true;
  }
  return false;
}

const leaderAt = (l: LeaderState, h: Hex, side: Side | undefined): boolean =>
  l.where === 'map' && l.hex !== null && l.hex.q === h.q && l.hex.r === h.r && (side === undefined || l.side === side);

/**
 * Leaders on the map in a hex: the working state's own leader objects (callers may change them).
 * The hex is looked at first through {@link leadersToRead}, so the common answer, no leader
 * there (every move's overrun check), does not make a command copy the leaders.
 */
export function leadersAt(s: DobState, h: Hex, side?: Side): LeaderState[] {
  const read = leadersToRead(s);
  let any = false;
  for (const id in read) {
    if (leaderAt(read[id]!, h, side)) {
      any = true;
      break;
    }
  }
  if (!any) return [];
  const out: LeaderState[] = [];
  const leaders = s.leaders; // a local: `rec[id]` in a for-in over `rec` takes V8's fast path
  for (const id in leaders) {
    const l = leaders[id]!;
    if (leaderAt(l, h, side)) out.push(l);
  }
  return out;
}

/**
 * The hexes a unit's zone of control covers: its two front hexes (§7.6); all six for Camps and
 * War Wagons (§11.1); none for a limbered cannon (ruling DOB-R30).
 * @rule dawn-of-battle 7.6
 * @rule dawn-of-battle 11.1
 * @ruling DOB-R30
 */
export function zocHexes(s: DobState, u: UnitState): Hex[] {
  if (u.where !== 'map' || u.hex === null) return [];
  if (isCampLike(s, u)) return neighbors(u.hex);
  if (isCannon(s, u) && u.status !== 'good') return [];
  return [step(u.hex, u.facing), step(u.hex, u.facing + 1)];
}

/**
 * True when `h` lies in a zone of control of `side`'s units (§7.6): what `zocMap(s, side).has(h)`
 * answers, without building the whole map for one hex. A zone covers only hexes next to its
 * unit (`zocHexes`), so units farther away are skipped before their zone is worked out.
 * @rule dawn-of-battle 7.6
 */
export function inZoneOf(s: DobState, side: Side, h: Hex): boolean {
  const units = s.units; // a local: `rec[id]` in a for-in over `rec` takes V8's fast path
  for (const id in units) {
    const e = units[id]!;
    if (e.side !== side || e.where !== 'map' || e.hex === null || distance(e.hex, h) !== 1) continue;
    for (const z of zocHexes(s, e)) if (z.q === h.q && z.r === h.r) return true;
  }
  return false;
}

/** The zones of control a side's units exert: hex key → the units exerting it. */
export function zocMap(s: DobState, side: Side): Map<string, UnitState[]> {
  const m = new Map<string, UnitState[]>();
  const g = gridOf(s);
  const units = s.units; // a local: `rec[id]` in a for-in over `rec` takes V8's fast path
  for (const id in units) {
    const u = units[id]!;
    if (u.side !== side || u.where !== 'map') continue;
    for (const h of zocHexes(s, u)) {
      const k = keyOf(g, h);
      const list = m.get(k);
      if (list) list.push(u);
      else m.set(k, [u]);
    }
  }
  return m;
}

/**
 * Army morale (§2.5.2, §6.1, §9.1): the command values of available leaders, i.e. on the map or
 * set aside, plus those due back from the Turn track this turn (§2.5.2). Killed leaders,
 * leaders still on the track and reinforcing leaders not yet arrived do not count.
 * @rule dawn-of-battle 6.1
 * @rule dawn-of-battle 9.1
 */
export function morale(s: DobState, side: Side): number {
  let m = 0;
  const leaders = leadersToRead(s);
  for (const id in leaders) {
    const l = leaders[id]!;
    if (l.side !== side) continue;
    if (l.where === 'map' || l.where === 'aside' || (l.where === 'track' && l.returnTurn !== null && l.returnTurn <= s.turn)) m += l.command;
  }
  return m;
}

/**
 * Morale after fatigue (§14.5.3): each fatigue point lowers it by one, but fatigue never takes
 * it below 1, and never raises it (§14.5.3).
 * @rule dawn-of-battle 14.5.3
 */
export function effectiveMorale(s: DobState, side: Side): number {
  const m = morale(s, side);
  const f = s.players[side].fatigue;
  return f > 0 ? Math.max(Math.min(m, 1), m - f) : m;
}

/**
 * A morale check (§9.1): passes on a natural 1, or when the die plus modifiers is at most the
 * army's (effective) morale.
 * @rule dawn-of-battle 9.1
 */
export function moraleCheckPasses(die: number, modifiers: number, moraleValue: number): boolean {
  return die === 1 || die + modifiers <= moraleValue;
}

/** Movement cost of entering a hex, or `null` when it cannot be entered (§7.1, TEC). */
export function enterCost(s: DobState, h: Hex): number | null {
  if (!onMap(s, h)) return null;
  return TERRAIN[terrainAt(s, h)].cost;
}
