/**
 * Movement (§7): path checking for the `move` command, and one search over (hex, facing) states
 * that serves legal-move enumeration, the movement-range calculator, and panic movement (§12.4).
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import type { Hex as HexModuleHex } from '../../../../hex/coords.js';
import { searchWith } from '../../../../hex/search.js';
import type { MoveStep } from '../../model/commands.js';
import { carryLeaders, overrunLeaders } from '../06-command-control/command-control.js';
import { emit, refuse, type Ctx } from '../../kernel/context.js';
import { TERRAIN } from '../../data/terrain.js';
import {
  counterOf, enterCost, faceOf, isCannon, leadersAt, occupancy, onMap, terrainAt, zocMap, type Occupancy,
} from '../../query/derived.js';
import { disrupt } from '../06-command-control/effects.js';
import { DIRS, distance, hexKey, neighbors, step, turn, type Dir, type Hex } from '../../model/geometry.js';
import type { DobState, Side, UnitState, WritableUnit } from '../../model/state.js';
import { other } from '../../model/state.js';
import { cellOf } from '../../query/grid.js';
import { buildCellEnv, CELL_COST_SCALE, cellEnvLive, cellPolicy, type CellEnv } from './move-cells.js';
import { HeldRows, pathTo } from './reach-rows.js';

/** The board around a moving unit: occupancy and the enemy's zones of control. */
export interface MoveEnv {
  readonly occ: Occupancy;
  readonly enemyZoc: Map<string, UnitState[]>;
}

/**
 * The {@link MoveEnv} of a state for a side, each part built on first use (the key-based maps
 * for path checks, the cell arrays for the search). Use it at once: it reads the state when a
 * part is first asked for.
 */
class LazyMoveEnv implements MoveEnv {
  private o: Occupancy | null = null;
  private z: Map<string, UnitState[]> | null = null;
  private c: CellEnv | null = null;
  /** The units record when the env was made: the cell form is built from it (see {@link sharedCells}). */
  private readonly units: DobState['units'];
  constructor(
    private readonly s: DobState,
    private readonly side: Side,
  ) {
    this.units = s.units;
  }
  get occ(): Occupancy {
    return this.o ?? (this.o = occupancy(this.s));
  }
  get enemyZoc(): Map<string, UnitState[]> {
    return this.z ?? (this.z = zocMap(this.s, other(this.side)));
  }
  /** The cell form, for a unit of this env's side (built again once its arrays were reused). */
  cells(side: Side): CellEnv {
    if (side !== this.side) return buildCellEnv(this.s, side);
    const c = this.c;
    return c !== null && cellEnvLive(c) ? c : (this.c = sharedCells(this.s, this.units, side));
  }
}

/**
 * The cell form of `units` (the state's record, or the one it held when an env was made) for
 * `side`, built for this env. Nothing is remembered across calls (issue #27): a caller may edit
 * a state in place between calls, and a memo keyed by the record's identity would answer the
 * edited state from the board as it was.
 */
function sharedCells(s: DobState, units: DobState['units'], side: Side): CellEnv {
  return buildCellEnv(s, side, units);
}

/** Builds the {@link MoveEnv} for a unit of `side`. */
export function moveEnv(s: DobState, side: Side): MoveEnv {
  return new LazyMoveEnv(s, side);
}

/** The cell form of `env` for a unit of `side` (built from the state for an env made elsewhere). */
function cellEnvOf(s: DobState, env: MoveEnv, side: Side): CellEnv {
  return env instanceof LazyMoveEnv ? env.cells(side) : buildCellEnv(s, side);
}

/**
 * A reinforcement entering the map (§7.8): the movement left after paying for the entry hex and
 * the column penalty, and whether the entry hex already stops it (an enemy zone, a stream).
 */
export interface EntryOptions {
  readonly mp: number;
  readonly stopped: boolean;
}

/** What a checked move does. */
export interface MoveOutcome {
  readonly to: Hex;
  readonly facing: Dir;
  readonly spent: number;
  readonly entered: number;
  /** Left an enemy zone of control: Done! instead of Active! (§7.6). */
  readonly leftEzoc: boolean;
  /** Left the zone of a charging enemy: disrupted at once (§7.6). */
  readonly leftChargingZoc: boolean;
  /** Friendly units passed through whose size makes both disrupt (§7.9). */
  readonly disruptsWith: ReadonlyArray<string>;
  /** Hexes entered that held only enemy leaders (§6.4). */
  readonly overruns: ReadonlyArray<Hex>;
  readonly charge: boolean;
}

const SIZE_RANK = { L: 0, M: 1, H: 2 } as const;

/**
 * Passing through a friendly unit (§7.9): light movers and light occupants pass freely; medium
 * through medium costs 1 more MP; medium/heavy through medium/heavy (other than medium-medium)
 * disrupts both. Camps cannot be passed (ruling DOB-R26).
 * @rule dawn-of-battle 7.9
 * @ruling DOB-R26
 */
export function passThrough(s: DobState, mover: UnitState, occupant: UnitState): { extra: number; disrupts: boolean } | null {
  if (counterOf(s, occupant).type === 'CAMP') return null;
  const a = SIZE_RANK[faceOf(s, mover).size];
  const b = SIZE_RANK[faceOf(s, occupant).size];
  if (a === 0 || b === 0) return { extra: 0, disrupts: false };
  if (a === 1 && b === 1) return { extra: 1, disrupts: false };
  return { extra: 0, disrupts: true };
}

/** May `u` end its move in a hex holding `here` (§7.9, cannon stacking §8.7.2.6)? */
export function mayEndWith(s: DobState, u: UnitState, here: ReadonlyArray<UnitState> | undefined): boolean {
  const others = (here ?? []).filter((x) => x.id !== u.id);
  if (others.length === 0) return true;
  if (others.length > 1) return false;
  const o = others[0]!;
  if (o.side !== u.side) return false;
  if (isCannon(s, o)) return isCannon(s, u) || faceOf(s, u).size === 'L';
  return isCannon(s, u) && faceOf(s, o).size === 'L';
}

function enemyAt(here: ReadonlyArray<UnitState> | undefined, side: Side): boolean {
  return here !== undefined && here.some((x) => x.side !== side);
}

function friendAt(here: ReadonlyArray<UnitState> | undefined, u: UnitState): UnitState | null {
  if (here === undefined) return null;
  for (const x of here) if (x.id !== u.id && x.side === u.side) return x;
  return null;
}

/**
 * Checks a path for `u` (already flipped if it self-disrupted) and returns what it does, or
 * refuses with the rule it breaks. Rules: only front hexes (§7.3), free one-vertex turn (§7.3),
 * rotation 1 MP (§7.4; free for a unit that starts and stays in an enemy zone, §7.6/ruling DOB-R22),
 * terrain costs and river (§7.1, §2.4), stream stops (§2.4.5), zones of control (§7.6, ruling DOB-R23),
 * map edge (§7.7), stacking and passing through (§7.9), sidestep (§7.12), charge (§7.11).
 * @rule dawn-of-battle 7.1
 * @rule dawn-of-battle 7.3
 * @rule dawn-of-battle 7.4
 * @rule dawn-of-battle 7.6
 * @rule dawn-of-battle 7.7
 * @rule dawn-of-battle 7.9
 * @rule dawn-of-battle 7.11
 * @rule dawn-of-battle 7.12
 * @ruling DOB-R22
 * @ruling DOB-R23
 */
export function checkPath(s: DobState, u: UnitState, path: ReadonlyArray<MoveStep>, charge: boolean, env: MoveEnv, entry?: EntryOptions): MoveOutcome {
  if (u.hex === null) return refuse('not-on-map', `${u.id} is not on the map.`, '7.0');
  if (path.length === 0 && entry === undefined) refuse('empty-path', 'A move needs at least one step; use endUnit to stay put.', '7.0');
  const face = faceOf(s, u);
  const mp = entry?.mp ?? face.movement;
  const infantry = counterOf(s, u).category === 'infantry';
  if (counterOf(s, u).type === 'CAMP') refuse('immobile', 'A Camp cannot move.', '3.3.2');
  const start = u.hex;
  // The board by cell; a hex off the compiled map falls back on the key-based maps.
  const cellEnv = cellEnvOf(s, env, u.side);
  const grid = cellEnv.grid;
  const occAt = (h: Hex): ReadonlyArray<UnitState> | undefined => {
    const c = cellOf(grid, h);
    return c >= 0 ? cellEnv.at[c] : env.occ.get(hexKey(h));
  };
  const zocAt = (h: Hex): boolean => {
    const c = cellOf(grid, h);
    return c >= 0 ? cellEnv.ezoc[c] === 1 : env.enemyZoc.has(hexKey(h));
  };
  const startInEzoc = entry === undefined && zocAt(start);
  let pos = start;
  let facing = u.facing;
  let spent = 0;
  let rotationCost = 0;
  let entered = 0;
  let stopped = entry?.stopped ?? false;
  let leftEzoc = false;
  let allClear = true;
  let turned = false;
  let sidestepped = false;
  const disruptsWith: string[] = [];
  const overruns: Hex[] = [];
  for (let i = 0; i < path.length; i++) {
    const st = path[i]!;
    if (st.type === 'rotate') {
      if (st.facing === facing) refuse('no-rotation', `Step ${i}: ${u.id} already faces ${facing}.`, '7.4');
      facing = st.facing;
      rotationCost += 1;
      turned = true;
      continue;
    }
    if (stopped) refuse('must-stop', `Step ${i}: ${u.id} had to stop (enemy zone of control or stream); only rotation remains.`, '7.6');
    let dest: Hex;
    let cost: number;
    if (st.type === 'enter') {
      const rel = turn(st.dir, -facing);
      if (rel !== 0 && rel !== 1) refuse('out-of-arc', `Step ${i}: direction ${st.dir} is not one of ${u.id}'s front hexes (facing ${facing}).`, '7.3');
      dest = step(pos, st.dir);
      if (st.freeTurn) {
        facing = rel === 0 ? turn(facing, -1) : turn(facing, 1);
        turned = true;
      }
    } else {
      if (!infantry) refuse('no-sidestep', `Only infantry may sidestep; ${u.id} is not infantry.`, '7.12');
      if (zocAt(pos)) refuse('sidestep-in-ezoc', `Step ${i}: ${u.id} is in an enemy zone of control and cannot sidestep.`, '7.12');
      const rel = turn(st.dir, -facing);
      if (rel !== 2 && rel !== 5) refuse('not-a-flank', `Step ${i}: direction ${st.dir} is not a flank hex of ${u.id}.`, '7.12');
      dest = step(pos, st.dir);
      sidestepped = true;
    }
    if (!onMap(s, dest)) refuse('map-edge', `Step ${i}: ${u.id} may not leave the map.`, '7.7');
    const tc = enterCost(s, dest);
    if (tc === null) refuse('impassable', `Step ${i}: ${hexKey(dest)} is river; it can only be crossed at a bridge or ford.`, '2.4.3');
    const here = occAt(dest);
    if (enemyAt(here, u.side)) refuse('enemy-occupied', `Step ${i}: ${hexKey(dest)} holds an enemy combat unit.`, '7.9');
    cost = st.type === 'sidestep' ? Math.max(2, tc) : tc;
    const friend = friendAt(here, u);
    const inZoc = zocAt(dest);
    if (st.type === 'sidestep') {
      if (inZoc) refuse('sidestep-into-ezoc', `Step ${i}: a unit may not sidestep into an enemy zone of control.`, '7.12');
      if (friend !== null) refuse('sidestep-occupied', `Step ${i}: a sidestep must end in an empty hex.`, '7.12', 'ruling: sidesteps do not pass through friends');
    }
    if (friend !== null) {
      const pt = passThrough(s, u, friend);
      if (pt === null) refuse('cannot-pass', `Step ${i}: ${u.id} cannot move through ${friend.id}.`, '7.9');
      cost += pt.extra;
      if (pt.disrupts) disruptsWith.push(friend.id);
      if (inZoc) refuse('pass-in-ezoc', `Step ${i}: passing through ${friend.id} would stop ${u.id} in an enemy zone of control, in an occupied hex.`, '7.9', 'ruling DOB-R26');
    }
    if (startInEzoc && entered === 0) leftEzoc = true;
    if (inZoc && leftEzoc) refuse('ezoc-to-ezoc', `Step ${i}: ${u.id} left an enemy zone of control and may not enter another this move.`, '7.6', 'ruling DOB-R23');
    if (terrainAt(s, dest) !== 'clear') allClear = false;
    if (leadersAt(s, dest, other(u.side)).length > 0 && (here === undefined || here.length === 0)) overruns.push(dest);
    spent += cost;
    entered += 1;
    pos = dest;
    if (inZoc || TERRAIN[terrainAt(s, dest)].stops) stopped = true;
  }
  // A unit that starts and stays in an enemy zone rotates for free (§7.6, ruling DOB-R22).
  if (!(startInEzoc && entered === 0)) spent += rotationCost;
  const smallSidestep = mp < 2 && path.length === 1 && path[0]!.type === 'sidestep';
  if (spent > mp && !smallSidestep) refuse('not-enough-mp', `${u.id} needs ${spent} movement points and has ${mp}.`, '7.1');
  if (!mayEndWith(s, u, occAt(pos))) refuse('stacking', `${u.id} may not end its move in ${hexKey(pos)} (one combat unit per hex).`, '7.9');
  if (charge) {
    const c = counterOf(s, u);
    if (!c.canCharge) refuse('cannot-charge', `${u.id} (${c.type}) cannot charge.`, '7.11');
    if (u.status !== 'good') refuse('charge-disrupted', 'Only good-order units may charge.', '7.11');
    if (startInEzoc) refuse('charge-from-ezoc', 'A unit starting in an enemy zone of control cannot charge.', '7.11', 'ruling DOB-R24');
    if (entered < 3) refuse('charge-too-short', `A charge moves through at least three hexes; ${u.id} entered ${entered}.`, '7.11');
    if (turned || sidestepped) refuse('charge-turned', 'A charging unit may not change facing during its move.', '7.11');
    if (!allClear) refuse('charge-terrain', 'Every hex a charge moves through must be clear terrain.', '7.11');
    if (!neighbors(pos).some((n) => enemyAt(occAt(n), u.side))) refuse('charge-no-target', 'A charge must end adjacent to an enemy unit.', '7.11');
    if (disruptsWith.length > 0) refuse('charge-disrupted', 'Passing through that unit would disrupt the charger.', '7.11');
  }
  const leftChargingZoc = leftEzoc && (env.enemyZoc.get(hexKey(start)) ?? []).some((e) => e.charge);
  return { to: pos, facing, spent, entered, leftEzoc, leftChargingZoc, disruptsWith, overruns, charge };
}

/**
 * Carries out a checked move: the unit and its leaders move, pass-through and charging-zone
 * disruptions happen, overrun leaders check (§6.4), and the unit is marked Active!, Done! (left
 * an enemy zone, §7.6) or Charge (§7.11).
 * @rule dawn-of-battle 7.5
 * @rule dawn-of-battle 7.6
 * @rule dawn-of-battle 7.9
 */
export function performMove(ctx: Ctx, u: WritableUnit, o: MoveOutcome, extraMarker: 'active' | 'done' = 'active'): void {
  const from = u.hex!;
  u.hex = { q: o.to.q, r: o.to.r };
  u.facing = o.facing;
  carryLeaders(ctx, u.side, from, o.to, o.entered);
  emit(ctx, 'unit-moved', ['7.0'], { unit: u.id, from, to: o.to, facing: o.facing, spent: o.spent, charge: o.charge });
  u.charge = o.charge;
  u.marker = o.leftEzoc || extraMarker === 'done' ? 'done' : 'active';
  if (o.charge) emit(ctx, 'charge-declared', ['7.11'], { unit: u.id });
  for (const id of o.disruptsWith) {
    const f = ctx.s.units[id]!;
    disrupt(ctx, f, true, '7.9', `passed through by ${u.id}`);
    disrupt(ctx, u, true, '7.9', `passed through ${id}`);
  }
  if (o.leftChargingZoc) disrupt(ctx, u, true, '7.6', 'left the zone of control of a charging unit');
  for (const h of o.overruns) overrunLeaders(ctx, h, u.side);
}

/** One reachable end state and a cheapest path to it. */
export interface Reach {
  readonly to: Hex;
  readonly facing: Dir;
  readonly spent: number;
  readonly path: ReadonlyArray<MoveStep>;
  readonly charge: boolean;
  /** The path leaves the map (panic movement only, §12.7). */
  readonly exits: boolean;
}

/** Search options: how zones of control are treated and what may be done. */
export interface SearchOptions {
  readonly mp: number;
  /** `'normal'`: entering stops (§7.6); `'never'`: may not enter (§12.4.1); `'ignore'`: no effect. */
  readonly zoc: 'normal' | 'never' | 'ignore';
  readonly allowExit: boolean;
  readonly chargeOnly: boolean;
  /**
   * The hex search's set of reused arrays the list reads its rows from (default 0): lists in
   * different slots stay readable without a copy while the others search.
   */
  readonly slot?: number;
}

/**
 * Costs in the hex search are movement points × {@link COST_SCALE} plus one per pass-through that
 * disrupts (§7.9), so among paths of equal movement points the search keeps the one with the
 * fewest disruptions. The budget allows the unit's points plus up to `COST_SCALE − 1` such
 * disruptions.
 */
const COST_SCALE = CELL_COST_SCALE;

/**
 * The end states of one search, each built on demand: `end(i)` makes end `i` (a fresh object
 * each call) and `path(i)` its path, so an agent sampling one move pays for one end and one
 * path, not for every end's.
 */
export interface ReachList {
  readonly length: number;
  end(i: number): Omit<Reach, 'path'>;
  path(i: number): ReadonlyArray<MoveStep>;
  /**
   * Call before starting another movement search when this list will still be read: it copies
   * its search's rows out of the search's reused arrays (else it would search again).
   */
  keep(): void;
}

/** A list of ends given outright, each with its path. */
function fixedEnds(ends: ReadonlyArray<Omit<Reach, 'path'>>, paths: ReadonlyArray<ReadonlyArray<MoveStep>>): ReachList {
  return { length: ends.length, end: (i) => ends[i]!, path: (i) => paths[i]!, keep: () => undefined };
}

const NO_ENDS: ReachList = fixedEnds([], []);

// "Seen" marks per (cell, facing), reused across searches: a slot is seen in this search when it
// holds the current generation number.
let seenArray = new Int32Array(0);
let seenGen = 0;
function seenStamps(size: number): Int32Array {
  if (seenArray.length < size || seenGen >= 0x7ffffff0) {
    seenArray = new Int32Array(Math.max(size, seenArray.length));
    seenGen = 0;
  }
  seenGen += 1;
  return seenArray;
}

/**
 * Every end state `u` can reach, one cheapest path each (fewest pass-through disruptions among
 * equal costs), found by the `strategos/hex` index search (`movementTable`) under the cell form
 * of the movement rules ({@link cellPolicy}). Used for legal moves, the movement-range preview
 * and panic movement.
 * @rule dawn-of-battle 7.1
 * @rule dawn-of-battle 7.3
 * @rule dawn-of-battle 7.6
 * @rule dawn-of-battle 7.12
 */
export function reachable(s: DobState, u: UnitState, env: MoveEnv, opt: SearchOptions, entry?: EntryOptions): Reach[] {
  return withPaths(reachableEnds(s, u, env, opt, entry));
}

/** Every end of a list with its path (the {@link Reach} field order). */
function withPaths(list: ReachList): Reach[] {
  const out: Reach[] = new Array(list.length);
  for (let i = 0; i < list.length; i++) {
    const e = list.end(i);
    out[i] = { to: e.to, facing: e.facing, spent: e.spent, path: list.path(i), charge: e.charge, exits: e.exits };
  }
  return out;
}

/**
 * {@link reachable} with the ends and paths built on demand (same ends, same order, same
 * paths). The ends read off the search table are kept as row numbers; only the few made
 * otherwise (leaving the map, free rotations in an enemy zone) are objects.
 */
export function reachableEnds(s: DobState, u: UnitState, env: MoveEnv, opt: SearchOptions, entry?: EntryOptions): ReachList {
  if (u.hex === null || counterOf(s, u).type === 'CAMP') return NO_ENDS;
  const start = u.hex;
  const cellEnv = cellEnvOf(s, env, u.side);
  const grid = cellEnv.grid;
  const startCell = cellOf(grid, start);
  const startInEzoc = entry === undefined && opt.zoc !== 'ignore' && startCell >= 0 && cellEnv.ezoc[startCell] === 1;
  const startEndable = (): boolean => mayEndWith(s, u, cellEnv.at[startCell]);
  if (entry?.stopped === true) {
    // Entering already stopped the unit (§7.8): it may only rotate in place.
    if (opt.chargeOnly || opt.mp < 1 || !startEndable()) return NO_ENDS;
    const ends: Array<Omit<Reach, 'path'>> = [];
    const paths: Array<ReadonlyArray<MoveStep>> = [];
    for (const g of DIRS) {
      if (g === u.facing) continue;
      ends.push({ to: start, facing: g, spent: 1, charge: false, exits: false });
      paths.push([{ type: 'rotate', facing: g }]);
    }
    return fixedEnds(ends, paths);
  }
  if (startCell < 0) return NO_ENDS;
  const policy = cellPolicy(s, u, cellEnv, opt, start, startCell, startInEzoc);
  // The search lets a move end where it started; a reinforcement's entry hex may hold a unit it cannot stay with (§7.9).
  const startOk = entry === undefined || startEndable();
  // End i: row rows[i] of the table, or (row −1) the object in `fixed`.
  const rows: number[] = [];
  // Where each facing in the start hex landed among the ends (−1: not listed), for the free rotations below.
  const atStart = [-1, -1, -1, -1, -1, -1];
  // The first row (in order of cost) that may leave the map (panic movement, §12.7), or −1.
  let exitRow = -1;
  // The ends and the exit are read off the search's rows in place; only the columns paths need are kept.
  const placed = { hex: start as HexModuleHex, facing: u.facing };
  const budget = opt.mp * COST_SCALE + COST_SCALE - 1;
  // Asked only if a later search overwrote the rows before a path was read: the same search again
  // (on the cell form asked for again: later builds may have reused this one's arrays).
  const redo = () => {
    const again = searchWith(grid.index, placed, budget, cellPolicy(s, u, cellEnvOf(s, env, u.side), opt, start, startCell, startInEzoc), (t) => t, opt.slot);
    if (E.isLeft(again)) throw new Error('A movement search that succeeded failed when run again.');
    return again.right;
  };
  const searched = searchWith(grid.index, placed, budget, policy, (t, live) => {
    const { cell, facing, cost, canEnd, stop, count } = t;
    // One end per (cell, facing): the first endable row, rows being in order of cost.
    const seen = seenStamps(grid.index.size * 6);
    const gen = seenGen;
    for (let i = 0; i < count; i++) {
      if (canEnd[i] === 0) continue;
      const c = cell[i]!;
      const key = c * 6 + facing[i]!;
      if (seen[key] === gen) continue;
      seen[key] = gen;
      if (i === 0 || (!startOk && c === startCell)) continue;
      if (c === startCell) atStart[facing[i]!] = rows.length;
      rows.push(i);
    }
    if (opt.allowExit) {
      for (let i = 0; i < count && exitRow < 0; i++) {
        if (stop[i] !== 0 || Math.floor(cost[i]! / COST_SCALE) + 1 > opt.mp) continue;
        const h = grid.index.cells[cell[i]!]!;
        const f = facing[i]!;
        if (!onMap(s, step(h, f)) || !onMap(s, step(h, turn(f, 1)))) exitRow = i;
      }
    }
    return new HeldRows(t, live, count, redo);
  }, opt.slot);
  if (E.isLeft(searched)) return NO_ENDS;
  const held = searched.right;
  const cells = grid.index.cells;
  const stepOf = grid.index.step;
  let fixed: Map<number, { end: Omit<Reach, 'path'>; path: ReadonlyArray<MoveStep> }> | null = null;
  const setFixed = (i: number, end: Omit<Reach, 'path'>, path: ReadonlyArray<MoveStep>): void => {
    (fixed ??= new Map()).set(i, { end, path });
    rows[i] = -1;
  };
  if (exitRow >= 0) {
    // Leaving the map (panic movement, §12.7): one more point through a front hexside.
    const t = held.get();
    const h = cells[t.cell[exitRow]!]!;
    const f = t.facing[exitRow]! as Dir;
    const d = [f, turn(f, 1)].find((x) => !onMap(s, step(h, x)))!;
    const path = [...pathTo(t, stepOf, exitRow), { type: 'enter', dir: d, freeTurn: false } as const];
    setFixed(rows.length, { to: { q: h.q, r: h.r }, facing: f, spent: Math.floor(t.cost[exitRow]! / COST_SCALE) + 1, charge: false, exits: true }, path);
  }
  // A unit that starts in an enemy zone may rotate in place for nothing (§7.6, ruling DOB-R22).
  if (startInEzoc && !opt.chargeOnly) {
    for (let g = 0; g < 6; g++) {
      if (g === u.facing) continue;
      const free = { to: start, facing: g as Dir, spent: 0, charge: false, exits: false };
      const path: ReadonlyArray<MoveStep> = [{ type: 'rotate', facing: g as Dir }];
      setFixed(atStart[g]! >= 0 ? atStart[g]! : rows.length, free, path);
    }
  }
  const chargeOnly = opt.chargeOnly;
  return {
    length: rows.length,
    end: (i) => {
      const r = rows[i]!;
      if (r < 0) return fixed!.get(i)!.end;
      const t = held.get();
      const h = cells[t.cell[r]!]!;
      return { to: { q: h.q, r: h.r }, facing: t.facing[r]! as Dir, spent: Math.floor(t.cost[r]! / COST_SCALE), charge: chargeOnly, exits: false };
    },
    path: (i) => {
      const r = rows[i]!;
      return r < 0 ? fixed!.get(i)!.path : pathTo(held.get(), stepOf, r);
    },
    keep: () => held.keep(),
  };
}

/** The legal end states of a normal move for `u` (no charge), cheapest path each. */
export function legalMoves(s: DobState, u: UnitState, env: MoveEnv, mp = faceOf(s, u).movement, entry?: EntryOptions): Reach[] {
  return reachable(s, u, env, { mp, zoc: 'normal', allowExit: false, chargeOnly: false }, entry);
}

/** {@link legalMoves} with the paths built on demand. */
export function legalMoveEnds(s: DobState, u: UnitState, env: MoveEnv, mp = faceOf(s, u).movement, entry?: EntryOptions, slot = 0): ReachList {
  return reachableEnds(s, u, env, { mp, zoc: 'normal', allowExit: false, chargeOnly: false, slot }, entry);
}

/** The legal charges of `u` (§7.11): good order, able to charge, not starting in an enemy zone. */
export function legalCharges(s: DobState, u: UnitState, env: MoveEnv): Reach[] {
  return withPaths(legalChargeEnds(s, u, env));
}

/** {@link legalCharges} with the paths built on demand. */
export function legalChargeEnds(s: DobState, u: UnitState, env: MoveEnv, slot = 0): ReachList {
  if (!counterOf(s, u).canCharge || u.status !== 'good' || u.hex === null) return NO_ENDS;
  const c = cellEnvOf(s, env, u.side);
  const at = cellOf(c.grid, u.hex);
  if (at >= 0 ? c.ezoc[at] === 1 : env.enemyZoc.has(hexKey(u.hex))) return NO_ENDS;
  const mp = faceOf(s, u).movement;
  // A charge ends at least three hexes out, next to an enemy, having entered at most `mp` clear
  // hexes: with no enemy unit 2 to that many + 1 hexes away there is nothing to search for.
  if (at >= 0 && !enemyBetween(c, u.hex, 2, Math.floor(mp / TERRAIN.clear.cost!) + 1)) return NO_ENDS;
  return reachableEnds(s, u, env, { mp, zoc: 'normal', allowExit: false, chargeOnly: true, slot });
}

/** True when an enemy unit of the cell form stands `min` to `max` hexes from `h`. */
function enemyBetween(c: CellEnv, h: Hex, min: number, max: number): boolean {
  const cells = c.grid.index.cells;
  for (const cell of c.occupied) {
    if (c.enemy[cell] !== 1) continue;
    const d = distance(h, cells[cell]!);
    if (d >= min && d <= max) return true;
  }
  return false;
}

/** The distance from `h` to the nearest enemy combat unit of `side` (∞ when none). */
export function nearestEnemy(s: DobState, side: Side, h: Hex): number {
  let best = Infinity;
  const units = s.units; // a local: `rec[id]` in a for-in over `rec` takes V8's fast path
  for (const id in units) {
    const e = units[id]!;
    if (e.side === side || e.where !== 'map' || e.hex === null) continue;
    const d = distance(h, e.hex);
    if (d < best) best = d;
  }
  return best;
}

/** True when the unit may be activated to move at all (Camps never move, §3.3.2; cannon move by §8.7.2.8, not here). */
export function canMoveAtAll(s: DobState, u: UnitState): boolean {
  const t = counterOf(s, u).type;
  return t !== 'CAMP' && t !== 'AY' && faceOf(s, u).movement > 0;
}
