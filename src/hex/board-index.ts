/**
 * A board compiled to integer cell indexes, for hot loops: movement search with an
 * {@link IndexedMovePolicy}, per-cell typed arrays of terrain costs, per-side arrays of hexside
 * costs, flag arrays for zones of control. Build it with {@link boardIndex}; it is cached per
 * board (per `hexes` record, in a WeakMap: boards are immutable values, so the cache can never
 * go stale) and is derived data, never game state.
 *
 * Cells are the hexes of the board's bounding box plus a one-hex margin, numbered
 * `(q − q0) + (r − r0)·width`, so the neighbour of a cell in direction `d` is
 * `cell + step[d]` and never falls outside the arrays. Not every cell is playable: `cells[i]`
 * is `null` for the margin and for holes in the board.
 *
 * The arrays follow the box, not the hex count, so a board whose box (with the margin) exceeds
 * {@link MAX_BOARD_CELLS} is not compiled: it gets an index with no playable cell, and the
 * functions taking a board refuse it (`board-too-large`, see {@link boardTooLarge}) instead of
 * allocating gigabytes for three far-apart hexes.
 * @module
 */
import { hex, hexKey, type Hex } from './coords.js';
import type { Direction } from './directions.js';
import { hexside, hexsideKey } from './sides.js';
import type { Board } from './board.js';
import { boxCells, MAX_BOARD_CELLS } from './limits.js';

export { boxCells, MAX_BOARD_CELLS } from './limits.js';

/** A board compiled to integer cell indexes (see the module comment). */
export interface BoardIndex {
  /** The axial coordinates of cell 0. */
  readonly q0: number;
  readonly r0: number;
  /** Cells per row of the box. */
  readonly width: number;
  /** The number of cells: per-cell arrays have this length. */
  readonly size: number;
  /**
   * The number of side slots, `3 × size`: per-side arrays have this length. The side of cell
   * `c` in direction 0, 1 or 2 has slot `3c + d`; in direction 3..5 it is the slot of the
   * neighbour's opposite side, so both hexes name a shared side alike ({@link sideIndex}).
   */
  readonly sideSize: number;
  /** The hex of each playable cell (shared frozen objects), `null` elsewhere. */
  readonly cells: ReadonlyArray<Hex | null>;
  /** 1 for each playable cell, 0 elsewhere (a typed copy of `cells[i] !== null`). */
  readonly open: Uint8Array;
  /** The playable cells, in the board's key order. */
  readonly playable: Int32Array;
  /** Index offset to the neighbour cell in each direction. */
  readonly step: readonly [number, number, number, number, number, number];
  /** `hexKey` of each playable cell (`''` elsewhere), for reading per-hex JSON records. */
  readonly keys: ReadonlyArray<string>;
  /** `hexsideKey` of each side slot of a playable cell or its neighbour (`''` elsewhere). */
  readonly sideKeys: ReadonlyArray<string>;
}

const cache = new WeakMap<object, BoardIndex>();

/**
 * A sentence saying why the board is too spread out to compile, or `null` when it is fine:
 * its hexes span a box of more than {@link MAX_BOARD_CELLS} cells. Costs one pass over the hexes.
 */
export function boardTooLarge<H, S>(board: Board<H, S>): string | null {
  const hit = cache.get(board.hexes);
  if (hit !== undefined) return hit.size > 0 || Object.keys(board.hexes).length === 0 ? null : tooLargeMessage(boxCells(Object.keys(board.hexes)));
  const cells = boxCells(Object.keys(board.hexes));
  return cells > MAX_BOARD_CELLS ? tooLargeMessage(cells) : null;
}

function tooLargeMessage(cells: number): string {
  return `The board's hexes span a box of ${cells} cells; at most ${MAX_BOARD_CELLS} are supported (keep a board's hexes within about 1,000 × 1,000).`;
}

const EMPTY_STEP: BoardIndex['step'] = [0, 0, 0, 0, 0, 0];

function emptyIndex(): BoardIndex {
  return { q0: 0, r0: 0, width: 1, size: 0, sideSize: 0, cells: [], open: new Uint8Array(0), playable: new Int32Array(0), step: EMPTY_STEP, keys: [], sideKeys: [] };
}

/** The compiled {@link BoardIndex} of a board (built once per `board.hexes` record). */
export function boardIndex<H, S>(board: Board<H, S>): BoardIndex {
  const hit = cache.get(board.hexes);
  if (hit !== undefined) return hit;
  const boardKeys = Object.keys(board.hexes);
  const qs: number[] = [];
  const rs: number[] = [];
  let qMin = Infinity;
  let qMax = -Infinity;
  let rMin = Infinity;
  let rMax = -Infinity;
  for (const k of boardKeys) {
    const comma = k.indexOf(',');
    const q = Number(k.slice(0, comma));
    const r = Number(k.slice(comma + 1));
    if (!Number.isSafeInteger(q) || !Number.isSafeInteger(r)) continue;
    qs.push(q);
    rs.push(r);
    if (q < qMin) qMin = q;
    if (q > qMax) qMax = q;
    if (r < rMin) rMin = r;
    if (r > rMax) rMax = r;
  }
  if (qs.length === 0) {
    const empty: BoardIndex = {
      q0: 0, r0: 0, width: 1, size: 0, sideSize: 0, cells: [], open: new Uint8Array(0), playable: new Int32Array(0), step: [0, 0, 0, 0, 0, 0], keys: [], sideKeys: [],
    };
    cache.set(board.hexes, empty);
    return empty;
  }
  const q0 = qMin - 1;
  const r0 = rMin - 1;
  const width = qMax - qMin + 3;
  const height = rMax - rMin + 3;
  const size = width * height;
  if (size > MAX_BOARD_CELLS) {
    // Too spread out to compile (see the module comment): no playable cell, so nothing is searched.
    const none = emptyIndex();
    cache.set(board.hexes, none);
    return none;
  }
  const step: BoardIndex['step'] = [1 - width, 1, width, width - 1, -1, -width];
  const cells: Array<Hex | null> = new Array<Hex | null>(size).fill(null);
  const keys: string[] = new Array<string>(size).fill('');
  const sideKeys: string[] = new Array<string>(size * 3).fill('');
  const playable = new Int32Array(qs.length);
  const open = new Uint8Array(size);
  for (let i = 0; i < qs.length; i++) {
    const q = qs[i] as number;
    const r = rs[i] as number;
    const h = Object.freeze(hex(q, r));
    const c = q - q0 + (r - r0) * width;
    cells[c] = h;
    keys[c] = hexKey(h);
    playable[i] = c;
    open[c] = 1;
    for (let d = 0; d < 6; d++) sideKeys[sideSlot(step, c, d)] = hexsideKey(hexside(h, d as Direction));
  }
  const index: BoardIndex = { q0, r0, width, size, sideSize: size * 3, cells, open, playable, step, keys, sideKeys };
  cache.set(board.hexes, index);
  return index;
}

function sideSlot(step: BoardIndex['step'], cell: number, d: number): number {
  return d < 3 ? cell * 3 + d : (cell + (step[d as 3] as number)) * 3 + d - 3;
}

/** The cell of a hex, or −1 when it is not a playable hex of the board. */
export function cellIndex(index: BoardIndex, h: Hex): number {
  const x = h.q - index.q0;
  const y = h.r - index.r0;
  if (x < 0 || x >= index.width || y < 0) return -1;
  const i = x + y * index.width;
  return i < index.size && index.cells[i] !== null ? i : -1;
}

/** The playable neighbour of `cell` in direction `d`, or −1 (off the board). */
export function neighborCell(index: BoardIndex, cell: number, d: Direction): number {
  const n = cell + (index.step[d] as number);
  return index.open[n] === 1 ? n : -1;
}

/**
 * The slot of the hexside of `cell` in direction `d` (shared with the neighbour across it,
 * which names it from the opposite direction): index per-side arrays with it.
 */
export function sideIndex(index: BoardIndex, cell: number, d: Direction): number {
  return sideSlot(index.step, cell, d);
}

/**
 * A per-cell array: `value(hex, data, cell)` for each playable cell, `fill` elsewhere
 * (default NaN). Use it for entry costs (NaN, negative or infinite: may not enter).
 */
export function cellValues<H, S>(index: BoardIndex, board: Board<H, S>, value: (h: Hex, data: H, cell: number) => number, fill = NaN): Float64Array {
  const out = new Float64Array(index.size).fill(fill);
  const { playable, cells, keys } = index;
  for (let i = 0; i < playable.length; i++) {
    const c = playable[i] as number;
    out[c] = value(cells[c] as Hex, board.hexes[keys[c] as string] as H, c);
  }
  return out;
}

/**
 * A per-side array: `value(data, slot)` for each side that has data in `board.sides`, `fill`
 * elsewhere (default 0). Use it for the cost of crossing a side (a wall, a river).
 */
export function sideValues<H, S>(index: BoardIndex, board: Board<H, S>, value: (data: S, slot: number) => number, fill = 0): Float64Array {
  const out = new Float64Array(index.sideSize).fill(fill);
  const { sideKeys } = index;
  for (let s = 0; s < sideKeys.length; s++) {
    const k = sideKeys[s] as string;
    if (k !== '' && Object.prototype.hasOwnProperty.call(board.sides, k)) out[s] = value(board.sides[k] as S, s);
  }
  return out;
}

/**
 * A per-cell flag array (1 for each listed hex on the board, 0 elsewhere): zones of control,
 * occupied hexes, must-stop hexes. Hexes off the board are ignored.
 */
export function cellFlags(index: BoardIndex, hexes: Iterable<Hex>): Uint8Array {
  const out = new Uint8Array(index.size);
  for (const h of hexes) {
    const c = cellIndex(index, h);
    if (c >= 0) out[c] = 1;
  }
  return out;
}
