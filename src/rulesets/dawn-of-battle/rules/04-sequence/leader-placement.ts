/**
 * Every hex where a side may place a leader now (§4.4), in map order: the list `legalCommands`
 * offers for `place-leader`. It is the map's enterable hexes (fixed per map) less the few cells
 * holding an enemy piece, so it is given as a length and a lookup by position (a sampler drawing
 * one placement builds no list): one pass over the units and leaders finds the blocked cells.
 * The same answer as asking `canPlaceLeaderAt` hex by hex, without building keys or the
 * occupancy map.
 * @module
 */
import { cellOf, gridOf, type Grid } from '../../query/grid.js';
import type { Hex } from '../../model/geometry.js';
import type { DobState, Side } from '../../model/state.js';

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
 * The playable, enterable hexes without an enemy combat unit or enemy leader (ruling DOB-R19),
 * in column-major map order, as a {@link PlacementList}.
 * @rule dawn-of-battle 4.4
 * @ruling DOB-R19
 */
export function leaderPlacements(s: DobState, side: Side): PlacementList {
  const g = gridOf(s);
  const { hexes, pos } = enterableOf(g);
  // Positions (in the enterable list) of the blocked hexes, ascending, each once.
  const blocked: number[] = [];
  const block = (h: Hex | null): void => {
    if (h === null) return;
    const c = cellOf(g, h);
    const p = c >= 0 ? pos[c]! : -1;
    if (p < 0) return;
    let i = blocked.length;
    while (i > 0 && blocked[i - 1]! > p) i--;
    if (i > 0 && blocked[i - 1] === p) return;
    blocked.splice(i, 0, p);
  };
  const units = s.units; // a local: `rec[id]` in a for-in over `rec` takes V8's fast path
  for (const id in units) {
    const u = units[id]!;
    if (u.side !== side && u.where === 'map') block(u.hex);
  }
  const leaders = s.leaders; // a local: `rec[id]` in a for-in over `rec` takes V8's fast path
  for (const id in leaders) {
    const l = leaders[id]!;
    if (l.side !== side && l.where === 'map') block(l.hex);
  }
  return {
    length: hexes.length - blocked.length,
    at: (i) => {
      // The i-th free position: step over every blocked position at or before it.
      let p = i;
      for (const b of blocked) {
        if (b > p) break;
        p++;
      }
      return hexes[p]!;
    },
  };
}

/** {@link leaderPlacements} as an array. */
export function leaderPlacementHexes(s: DobState, side: Side): ReadonlyArray<Hex> {
  const list = leaderPlacements(s, side);
  return Array.from({ length: list.length }, (_, i) => list.at(i));
}
