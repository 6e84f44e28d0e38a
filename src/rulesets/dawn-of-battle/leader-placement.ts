/**
 * Every hex where a side may place a leader now (§4.4), in map order: the list `legalCommands`
 * offers for `placeLeader`. It is the map's enterable hexes (fixed per map) less the few cells
 * holding an enemy piece, so it is given as a length and a lookup by position (a sampler drawing
 * one placement builds no list): one pass over the units and leaders finds the blocked cells.
 * The same answer as asking `canPlaceLeaderAt` hex by hex, without building keys or the
 * occupancy map.
 * @module
 */
import { cellOf, gridOf, type Grid } from './grid.js';
import type { Hex } from './geometry.js';
import type { DobState, Side } from './state.js';

/** The hexes a leader may be placed in, by position in map order. */
export interface PlacementList {
  readonly length: number;
  at(i: number): Hex;
}

/** Per grid: the enterable hexes in map order, and each cell's position among them (−1: none). */
interface Enterable {
  readonly hexes: ReadonlyArray<Hex>;
  readonly pos: Int32Array;
}
const enterables = new WeakMap<Grid, Enterable>();

function enterableOf(g: Grid): Enterable {
  const hit = enterables.get(g);
  if (hit !== undefined) return hit;
  const hexes: Hex[] = [];
  const pos = new Int32Array(g.index.size).fill(-1);
  for (let i = 0; i < g.hexes.length; i++) {
    const c = g.hexCells[i]!;
    // NaN cost: impassable (river) — `enterCost` is null there (§2.4.3).
    if (c < 0 || g.cost[c] !== g.cost[c]) continue;
    pos[c] = hexes.length;
    hexes.push(g.hexes[i]!);
  }
  const e = { hexes, pos };
  enterables.set(g, e);
  return e;
}

/**
 * The playable, enterable hexes without an enemy combat unit or enemy leader (digest A-78a),
 * in column-major map order, as a {@link PlacementList}.
 * @rule dawn-of-battle 4.4
 */
export function leaderPlacements(s: DobState, side: Side): PlacementList {
  const g = gridOf(s);
  const { hexes, pos } = enterableOf(g);
  // The positions the enemy's units block (shared, never written), then a copy with the
  // enemy's leaders added when there are any.
  const byUnits = unitBlocks(s, side, g, pos);
  let withLeaders: number[] | null = null;
  for (const id in s.leaders) {
    const l = s.leaders[id]!;
    if (l.side !== side && l.where === 'map') block((withLeaders ??= byUnits.slice()), g, pos, l.hex);
  }
  const free = withLeaders ?? byUnits;
  return {
    length: hexes.length - free.length,
    at: (i) => {
      // The i-th free position: step over every blocked position at or before it.
      let p = i;
      for (const b of free) {
        if (b > p) break;
        p++;
      }
      return hexes[p]!;
    },
  };
}

/** Adds the position of `h` (if an enterable hex) to the ascending list `blocked`, once. */
function block(blocked: number[], g: Grid, pos: Int32Array, h: Hex | null): void {
  if (h === null) return;
  const c = cellOf(g, h);
  const p = c >= 0 ? pos[c]! : -1;
  if (p < 0) return;
  let i = blocked.length;
  while (i > 0 && blocked[i - 1]! > p) i--;
  if (i > 0 && blocked[i - 1] === p) return;
  blocked.splice(i, 0, p);
}

/**
 * The last answer of {@link unitBlocks} per side, for a plain state's units record (never
 * written, so it is compared by identity): the leaders are placed one command at a time, the
 * sides taking turns, while no unit moves, so the units' part is the same for the whole
 * placement step. A command's working state (a class instance, whose record may be written in
 * place) neither reads nor stores it.
 */
const lastBlocks: Record<Side, { units: DobState['units']; grid: Grid; blocked: ReadonlyArray<number> } | null> = { A: null, B: null };

/** The positions (ascending, each once) of the enterable hexes holding a unit not of `side`. */
function unitBlocks(s: DobState, side: Side, g: Grid, pos: Int32Array): ReadonlyArray<number> {
  const plain = Object.getPrototypeOf(s) === Object.prototype;
  const l = lastBlocks[side];
  if (plain && l !== null && l.units === s.units && l.grid === g) return l.blocked;
  const blocked: number[] = [];
  for (const id in s.units) {
    const u = s.units[id]!;
    if (u.side !== side && u.where === 'map') block(blocked, g, pos, u.hex);
  }
  if (plain) lastBlocks[side] = { units: s.units, grid: g, blocked };
  return blocked;
}

/** {@link leaderPlacements} as an array. */
export function leaderPlacementHexes(s: DobState, side: Side): ReadonlyArray<Hex> {
  const list = leaderPlacements(s, side);
  return Array.from({ length: list.length }, (_, i) => list.at(i));
}
