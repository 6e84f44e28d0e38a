/**
 * The map compiled to integer cells, for hot loops (legal commands, movement search): the
 * `strategos/hex` {@link BoardIndex} of the playable map plus per-cell terrain arrays, built
 * once per map and cached in a WeakMap keyed by the state's `map` object (maps are never
 * modified, so the cache cannot go stale). Derived data, never game state.

 * @module
 */
import { boardIndex, cellIndex, type BoardIndex } from '../../../hex/board-index.js';
import type { Board } from '../../../hex/board.js';
import type { Hex as HexModuleHex } from '../../../hex/coords.js';
import { TERRAIN, type TerrainId } from '../data/terrain.js';
import { hexKey, offsetToAxial, type Hex } from '../model/geometry.js';
import type { DobState } from '../model/state.js';

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

/**
 * Grids by map content (size and terrain), for maps equal to one seen before: every game set up
 * from one scenario has its own `map` object with the same content. Kept small: the last few.
 */
const byContent = new Map<string, Grid>();
const CONTENT_CACHE = 8;

function contentKey(s: DobState): string {
  let k = `${s.map.width}x${s.map.height}`;
  const terrain = s.map.terrain;
  for (const h in terrain) k += `|${h}=${terrain[h]!}`;
  return k;
}

/** The compiled {@link Grid} of a state's map (built once per map). */
export function gridOf(s: DobState): Grid {
  const hit = grids.get(s.map);
  if (hit !== undefined) return hit;
  const key = contentKey(s);
  const same = byContent.get(key);
  if (same !== undefined) {
    grids.set(s.map, same);
    return same;
  }
  const grid = buildGrid(s);
  grids.set(s.map, grid);
  if (byContent.size >= CONTENT_CACHE) byContent.delete(byContent.keys().next().value!);
  byContent.set(key, grid);
  return grid;
}

function buildGrid(s: DobState): Grid {
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
  return { index, terrain, cost, stops, clear, hexes: Object.freeze(hexes), hexCells: Int32Array.from(cells) };
}

/** The cell of a hex on the grid, or −1 off the map. */
export function cellOf(g: Grid, h: Hex): number {
  return cellIndex(g.index, h as HexModuleHex);
}
