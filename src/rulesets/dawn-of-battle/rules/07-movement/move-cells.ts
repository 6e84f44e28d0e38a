/**
 * The Dawn of Battle movement rules in cell form, for the `strategos/hex` index search
 * (`movementTable`): the board around a moving side as per-cell arrays (units by cell, the
 * enemy's zones of control, must-stop cells), and the {@link IndexedMovePolicy} of one unit's
 * search built from them. Entry costs and stop rules are per-cell arrays the search reads
 * directly (in Dawn of Battle they depend only on the hex entered); sidesteps and end checks
 * are small callbacks on cell numbers. No string key is built in the search.
 * @rule dawn-of-battle 7.1
 * @rule dawn-of-battle 7.6
 * @rule dawn-of-battle 7.9
 * @rule dawn-of-battle 7.11
 * @rule dawn-of-battle 7.12
 * @module
 */
import type { IndexedMovePolicy } from '../../../../hex/indexed-policy.js';
import { counterOf, faceOf, isCannon } from '../../query/derived.js';
import { cellOf, gridOf, type Grid } from '../../query/grid.js';
import { distance, type Hex } from '../../model/geometry.js';
import type { DobState, Side, UnitState } from '../../model/state.js';

/** The board around a moving side, by cell. */
export interface CellEnv {
  readonly grid: Grid;
  /** The units on the map in each cell, in state order (`undefined`: none). */
  readonly at: ReadonlyArray<UnitState[] | undefined>;
  /** 1 where an enemy unit stands. */
  readonly enemy: Uint8Array;
  /** 1 where the enemy exerts a zone of control (§7.6, §11.1). */
  readonly ezoc: Uint8Array;
  /** The cells holding units, and those in an enemy zone of control (each listed once). */
  readonly occupied: ReadonlyArray<number>;
  readonly zocCells: ReadonlyArray<number>;
  /** Must-stop cells with zones of control counted (enemy zone or stream) and without (stream only). */
  readonly stopsWithZoc: Uint8Array;
  /** The reused arrays this env lives in, and the build of them it is (see {@link cellEnvLive}). */
  readonly buffer: CellBuffer;
  readonly build: number;
}

/**
 * One set of per-cell arrays a {@link CellEnv} lives in. The arrays are reused by later builds
 * (a few sets per grid, in turn): reused arrays are already in the processor's cache and cost
 * no allocation, where fresh ones for every state cost both. A build first clears what the
 * previous env there wrote (its occupied and zone cells) and counts one more `builds`, which
 * retires that env.
 */
interface CellBuffer {
  readonly at: Array<UnitState[] | undefined>;
  readonly enemy: Uint8Array;
  readonly ezoc: Uint8Array;
  readonly stopsWithZoc: Uint8Array;
  builds: number;
  occupied: ReadonlyArray<number>;
  zocCells: ReadonlyArray<number>;
}

/** Envs built on one grid before a set of arrays is reused: more than are ever in use at once. */
const BUFFERS = 4;
const buffers = new WeakMap<Grid, { sets: CellBuffer[]; next: number }>();

/**
 * False once a later build reused the env's arrays: whoever keeps an env past other builds (a
 * move env's cache, a list that may search again) asks this and builds a new one if so.
 */
export function cellEnvLive(env: CellEnv): boolean {
  return env.buffer.builds === env.build;
}

/** The next set of arrays of `grid` to build in, cleared. */
function takeBuffer(grid: Grid): CellBuffer {
  let pool = buffers.get(grid);
  if (pool === undefined) buffers.set(grid, (pool = { sets: [], next: 0 }));
  const size = grid.index.size;
  if (pool.sets.length < BUFFERS) {
    // The three per-cell byte arrays share one buffer: one allocation, not three.
    const bytes = new Uint8Array(3 * size);
    const b: CellBuffer = { at: new Array<UnitState[] | undefined>(size), enemy: bytes.subarray(0, size), ezoc: bytes.subarray(size, 2 * size), stopsWithZoc: bytes.subarray(2 * size), builds: 0, occupied: [], zocCells: [] };
    b.stopsWithZoc.set(grid.stops);
    pool.sets.push(b);
    return b;
  }
  const b = pool.sets[pool.next]!;
  pool.next = (pool.next + 1) % BUFFERS;
  for (const c of b.occupied) {
    b.at[c] = undefined;
    b.enemy[c] = 0;
  }
  for (const c of b.zocCells) {
    b.ezoc[c] = 0;
    b.stopsWithZoc[c] = grid.stops[c]!;
  }
  b.builds++;
  return b;
}

/**
 * Builds the {@link CellEnv} for units of `side` (of `units`, by default the state's): one pass over the units for occupancy and the
 * enemy's zones of control (front hexes, all six for Camps and War Wagons, none for limbered
 * cannon: the same hexes as `zocHexes`).
 */
export function buildCellEnv(s: DobState, side: Side, units: DobState['units'] = s.units): CellEnv {
  const grid = gridOf(s);
  const { index } = grid;
  // Reused arrays (see CellBuffer), cleared: the previous env built in them is retired.
  const buffer = takeBuffer(grid);
  const { at, enemy, ezoc, stopsWithZoc } = buffer;
  const step = index.step;
  const occupied: number[] = [];
  const zocCells: number[] = [];
  const mark = (c: number): void => {
    if (ezoc[c] === 1) return;
    ezoc[c] = 1;
    zocCells.push(c);
  };
  for (const id in units) {
    const u = units[id]!;
    if (u.where !== 'map' || u.hex === null) continue;
    const c = cellOf(grid, u.hex);
    if (c < 0) continue;
    const list = at[c];
    if (list) list.push(u);
    else {
      at[c] = [u];
      occupied.push(c);
    }
    if (u.side === side) continue;
    enemy[c] = 1;
    // Zones of control (`zocHexes`: Camps and War Wagons all around, limbered cannon none); cells
    // off the map fall in the margin or are never entered. One counter lookup per unit.
    const type = counterOf(s, u).type;
    if (type === 'CAMP' || type === 'WW') {
      for (let d = 0; d < 6; d++) mark(c + step[d]!);
    } else if (!(type === 'AY' && u.status !== 'good')) {
      mark(c + step[u.facing]!);
      mark(c + step[(u.facing + 1) % 6]!);
    }
  }
  for (const c of zocCells) stopsWithZoc[c] = 1;
  buffer.occupied = occupied;
  buffer.zocCells = zocCells;
  return { grid, at, enemy, ezoc, occupied, zocCells, stopsWithZoc, buffer, build: buffer.builds };
}

const baseEntries = new WeakMap<Grid, { normal: Float64Array; charge: Float64Array }>();
let enterScratch = new Float64Array(0);

/** Entry costs by terrain alone (× the cost scale; −1 impassable), for normal moves and for charges (clear only). */
function baseEntry(grid: Grid, chargeOnly: boolean): Float64Array {
  let b = baseEntries.get(grid);
  if (b === undefined) {
    const normal = new Float64Array(grid.index.size);
    const charge = new Float64Array(grid.index.size);
    for (let c = 0; c < normal.length; c++) {
      const tc = grid.cost[c]!;
      normal[c] = tc !== tc ? -1 : tc * CELL_COST_SCALE;
      charge[c] = grid.clear[c] === 0 ? -1 : normal[c]!;
    }
    b = { normal, charge };
    baseEntries.set(grid, b);
  }
  return chargeOnly ? b.charge : b.normal;
}

/** Movement points × this in the search; see `COST_SCALE` in movement.ts (the same value). */
export const CELL_COST_SCALE = 64;

/** What one search may do (see `SearchOptions` in movement.ts). */
export interface CellSearch {
  readonly mp: number;
  readonly zoc: 'normal' | 'never' | 'ignore';
  readonly chargeOnly: boolean;
}

const SIZE_RANK = { L: 0, M: 1, H: 2 } as const;

/**
 * The Dawn of Battle movement rules for unit `u` from `start` (cell `startCell`) as an
 * {@link IndexedMovePolicy}, valid until the next call (its entry costs live in a reused array): the same answers as the hex-valued rules they replace: terrain
 * costs and the river (§2.4), enemy hexes, zones of control (§7.6: entering stops; none may be
 * entered after leaving one, ruling DOB-R23, and none in panic movement, §12.4.1), passing through
 * friends (§7.9: light passes freely, medium through medium +1, other pairs disrupt; Camps
 * cannot be passed), the stream stop (ruling DOB-R7), sidestep (§7.12), and the charge's straight clear
 * path (§7.11). Costs are movement points × {@link CELL_COST_SCALE} plus one per disrupting
 * pass-through, so among equal costs the search keeps the fewest disruptions.
 * @rule dawn-of-battle 7.1
 * @rule dawn-of-battle 7.6
 * @rule dawn-of-battle 7.9
 * @rule dawn-of-battle 7.11
 * @rule dawn-of-battle 7.12
 * @ruling DOB-R7
 * @ruling DOB-R23
 */
export function cellPolicy(s: DobState, u: UnitState, env: CellEnv, opt: CellSearch, start: Hex, startCell: number, startInEzoc: boolean): IndexedMovePolicy {
  const { grid, at, enemy, ezoc } = env;
  const zocOn = opt.zoc !== 'ignore';
  const chargeOnly = opt.chargeOnly;
  const moverRank = SIZE_RANK[faceOf(s, u).size];
  const { cost } = grid;
  // Entry cost per cell: the terrain, then the cells with units or enemy zones patched (in a
  // scratch array: the policy is used by one search at once, right after it is built).
  const base = baseEntry(grid, chargeOnly);
  if (enterScratch.length < base.length) enterScratch = new Float64Array(base.length);
  const enter = enterScratch.subarray(0, base.length);
  enter.set(base);
  // A zone of control may not be entered at all in panic movement, nor after starting in one.
  const zocBars = zocOn && (opt.zoc === 'never' || startInEzoc);
  if (zocBars) for (const c of env.zocCells) enter[c] = -1;
  for (const c of env.occupied) {
    const there = at[c]!;
    if (enter[c]! < 0) continue;
    if (enemy[c] === 1) {
      enter[c] = -1;
      continue;
    }
    let friend: UnitState | null = null;
    for (const x of there) {
      if (x.id !== u.id && x.side === u.side) {
        friend = x;
        break;
      }
    }
    if (friend === null) continue;
    // Passing through in a zone of control would stop the mover in an occupied hex (ruling DOB-R26).
    if (zocOn && ezoc[c] === 1) {
      enter[c] = -1;
      continue;
    }
    if (counterOf(s, friend).type === 'CAMP') {
      enter[c] = -1;
      continue;
    }
    const b = SIZE_RANK[faceOf(s, friend).size];
    if (moverRank === 0 || b === 0) continue;
    if (moverRank === 1 && b === 1) enter[c] = enter[c]! + CELL_COST_SCALE;
    else if (chargeOnly) enter[c] = -1;
    else enter[c] = enter[c]! + 1;
  }
  const stops = zocOn ? env.stopsWithZoc : grid.stops;

  const sidestepCost = (to: number, from: number): number => {
    const fromStart = from === startCell;
    // Only the start can be an enemy zone a sidestep leaves from: entering one stops the unit.
    if ((fromStart && startInEzoc) || (zocOn && ezoc[to] === 1)) return -1;
    const tc = cost[to]!;
    if (tc !== tc) return -1;
    const there = at[to];
    if (there !== undefined) for (const x of there) if (x.id !== u.id) return -1;
    // A unit with fewer than 2 MP may still sidestep as its whole move (§7.12).
    const mp = opt.mp < 2 && fromStart ? opt.mp : Math.max(2, tc);
    return mp * CELL_COST_SCALE;
  };
  const cells = grid.index.cells;
  const mayEnd = (cell: number): boolean => {
    if (!mayEndIn(s, u, at[cell])) return false;
    if (!chargeOnly) return true;
    const h = cells[cell]!;
    if (distance(start, h) < 3) return false;
    for (let d = 0; d < 6; d++) if (enemy[cell + grid.index.step[d]!] === 1) return true;
    return false;
  };
  const infantry = counterOf(s, u).category === 'infantry';
  return {
    enterCost: enter,
    moves: 'front',
    freeTurn: !chargeOnly,
    rotationCost: chargeOnly ? null : CELL_COST_SCALE,
    ...(infantry && !chargeOnly ? { sidestepCost } : {}),
    stopOn: stops,
    mayEnd,
  };
}

/** `mayEndWith` (§7.9, cannon stacking §8.7.2.6) on a cell's unit list, without copying it. */
function mayEndIn(s: DobState, u: UnitState, here: ReadonlyArray<UnitState> | undefined): boolean {
  if (here === undefined) return true;
  let o: UnitState | null = null;
  let n = 0;
  for (const x of here) {
    if (x.id === u.id) continue;
    o = x;
    n++;
  }
  if (n === 0) return true;
  if (n > 1 || o === null) return false;
  if (o.side !== u.side) return false;
  if (isCannon(s, o)) return isCannon(s, u) || faceOf(s, u).size === 'L';
  return isCannon(s, u) && faceOf(s, o).size === 'L';
}
