/**
 * The map compiled to integer cells, for hot loops (legal commands, movement search): the
 * `strategos/hex` {@link BoardIndex} of the playable map plus per-cell terrain arrays, built
 * once per map and cached in a WeakMap keyed by the state's `map` object (maps are never
 * modified, so the cache cannot go stale). Derived data, never game state.
 *
 * Also the per-state unit layout in cells ({@link cellOccupancy}): the units on the map by cell.
 * It is cached per state object only for callers that hold an immutable state (legal commands,
 * sampling, calculators); rule code inside `apply` works on a mutable copy and must build it
 * fresh ({@link buildCellOccupancy}).
 * @module
 */
import { boardIndex, cellIndex, type BoardIndex } from '../../hex/board-index.js';
import type { Board } from '../../hex/board.js';
import type { Hex as HexModuleHex } from '../../hex/coords.js';
import { TERRAIN, type TerrainId } from './data/terrain.js';
import { hexKey, offsetToAxial, type Hex } from './geometry.js';
import type { DobState, Side, UnitState } from './state.js';

/** The compiled map. */
export interface Grid {
  readonly index: BoardIndex;
  /** Terrain of each playable cell (`'clear'` elsewhere; check `index.open`). */
  readonly terrain: ReadonlyArray<TerrainId>;
  /** Movement cost of entering each cell (TEC, §7.1); NaN off the map or impassable (river). */
  readonly cost: Float64Array;
  /** 1 where entering stops the unit (stream, §2.4.5), else 0. */
  readonly stops: Uint8Array;
  /** 1 for clear terrain (charges, §7.11), else 0. */
  readonly clear: Uint8Array;
  /** The playable hexes in `mapHexes` order (column-major), shared and frozen, with their cells. */
  readonly hexes: ReadonlyArray<Hex>;
  readonly hexCells: Int32Array;
}

const boards = new WeakMap<object, Board<TerrainId, never>>();

/** The playable map as a `strategos/hex` board (terrain per hex), built once per map. */
export function boardOf(s: DobState): Board<TerrainId, never> {
  const hit = boards.get(s.map);
  if (hit !== undefined) return hit;
  const hexes: Record<string, TerrainId> = {};
  for (let col = 0; col < s.map.width; col++) {
    for (let row = 0; row < s.map.height; row++) {
      const h = offsetToAxial(col, row);
      const k = hexKey(h);
      hexes[k] = s.map.terrain[k] ?? 'clear';
    }
  }
  const board: Board<TerrainId, never> = { orientation: 'flat', offset: 'odd-q', hexes, sides: {} };
  boards.set(s.map, board);
  return board;
}

const grids = new WeakMap<object, Grid>();

/** The compiled {@link Grid} of a state's map (built once per map). */
export function gridOf(s: DobState): Grid {
  const hit = grids.get(s.map);
  if (hit !== undefined) return hit;
  const board = boardOf(s);
  const index = boardIndex(board);
  const terrain = new Array<TerrainId>(index.size).fill('clear');
  const cost = new Float64Array(index.size).fill(NaN);
  const stops = new Uint8Array(index.size);
  const clear = new Uint8Array(index.size);
  for (let i = 0; i < index.playable.length; i++) {
    const c = index.playable[i]!;
    const t = board.hexes[index.keys[c]!]!;
    terrain[c] = t;
    const row = TERRAIN[t];
    cost[c] = row.cost === null ? NaN : row.cost;
    stops[c] = row.stops ? 1 : 0;
    clear[c] = t === 'clear' ? 1 : 0;
  }
  const hexes: Hex[] = [];
  const cells: number[] = [];
  for (let col = 0; col < s.map.width; col++) {
    for (let row = 0; row < s.map.height; row++) {
      const h = Object.freeze({ q: col, r: row - (col - (col & 1)) / 2 });
      hexes.push(h);
      cells.push(cellIndex(index, h as HexModuleHex));
    }
  }
  const grid: Grid = { index, terrain, cost, stops, clear, hexes: Object.freeze(hexes), hexCells: Int32Array.from(cells) };
  grids.set(s.map, grid);
  return grid;
}

/** The cell of a hex on the grid, or −1 off the map. */
export function cellOf(g: Grid, h: Hex): number {
  return cellIndex(g.index, h as HexModuleHex);
}

/** The units on the map by cell: the first unit in each cell and the rest, if any. */
export interface CellOccupancy {
  /** The units in each cell, in state order (`undefined`: none). */
  readonly at: ReadonlyArray<ReadonlyArray<UnitState> | undefined>;
  /** Per side, 1 where a unit of that side stands. */
  readonly side: { readonly A: Uint8Array; readonly B: Uint8Array };
}

/** Builds the {@link CellOccupancy} of a state (fresh; safe on a working copy). */
export function buildCellOccupancy(s: DobState, g: Grid = gridOf(s)): CellOccupancy {
  const at = new Array<UnitState[] | undefined>(g.index.size);
  const A = new Uint8Array(g.index.size);
  const B = new Uint8Array(g.index.size);
  for (const id in s.units) {
    const u = s.units[id]!;
    if (u.where !== 'map' || u.hex === null) continue;
    const c = cellOf(g, u.hex);
    if (c < 0) continue;
    const list = at[c];
    if (list) list.push(u);
    else at[c] = [u];
    (u.side === 'A' ? A : B)[c] = 1;
  }
  return { at, side: { A, B } };
}

const occupancies = new WeakMap<DobState, CellOccupancy>();

/** The {@link CellOccupancy} of an immutable state, cached per state object. Never call it on a working copy. */
export function cellOccupancy(s: DobState): CellOccupancy {
  let o = occupancies.get(s);
  if (o === undefined) {
    o = buildCellOccupancy(s);
    occupancies.set(s, o);
  }
  return o;
}

/** The side's opponent letter as an index into {@link CellOccupancy.side}. */
export function enemySide(side: Side): Side {
  return side === 'A' ? 'B' : 'A';
}
