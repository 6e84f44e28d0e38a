/**
 * A board compiled to flat arrays for the movement search: cells of the board's bounding box
 * (plus a one-cell margin, so neighbours never fall outside the arrays) indexed
 * `(q − q0) + (r − r0)·width`. Compiled once per `hexes` record and cached in a WeakMap (boards
 * are immutable values, so the cache can never go stale). Internal.
 * @module
 */
import { hex, hexKey, type Hex } from './coords.js';
import type { Direction } from './directions.js';
import { hexside, hexsideKey } from './sides.js';
import type { Board } from './board.js';

/** The compiled form of a board. */
export interface Grid {
  readonly q0: number;
  readonly r0: number;
  readonly width: number;
  readonly size: number;
  /** The hex of each playable cell (shared objects), `null` elsewhere. */
  readonly cells: ReadonlyArray<Hex | null>;
  /** Index offset to the neighbour cell in each direction. */
  readonly step: readonly [number, number, number, number, number, number];
  /** `hexKey` of each playable cell ('' elsewhere), built once so policies never build strings. */
  readonly keys: ReadonlyArray<string>;
  /** `hexsideKey` of the side of each playable cell in each direction, at `cell * 6 + d`. */
  readonly sideKeys: ReadonlyArray<string>;
}

const cache = new WeakMap<object, Grid>();

/** Compiles (or fetches) the grid of a board. */
export function gridOf<H, S>(board: Board<H, S>): Grid {
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
    const empty: Grid = { q0: 0, r0: 0, width: 1, size: 0, cells: [], step: [0, 0, 0, 0, 0, 0], keys: [], sideKeys: [] };
    cache.set(board.hexes, empty);
    return empty;
  }
  const q0 = qMin - 1;
  const r0 = rMin - 1;
  const width = qMax - qMin + 3;
  const height = rMax - rMin + 3;
  const size = width * height;
  const cells: Array<Hex | null> = new Array<Hex | null>(size).fill(null);
  const keys: string[] = new Array<string>(size).fill('');
  const sideKeys: string[] = new Array<string>(size * 6).fill('');
  for (let i = 0; i < qs.length; i++) {
    const q = qs[i] as number;
    const r = rs[i] as number;
    const h = hex(q, r);
    const c = q - q0 + (r - r0) * width;
    cells[c] = h;
    keys[c] = hexKey(h);
    for (let d = 0; d < 6; d++) sideKeys[c * 6 + d] = hexsideKey(hexside(h, d as Direction));
  }
  const grid: Grid = { q0, r0, width, size, cells, step: [1 - width, 1, width, width - 1, -1, -width], keys, sideKeys };
  cache.set(board.hexes, grid);
  return grid;
}

/** The cell index of a hex, or −1 when it is not a playable hex of the grid. */
export function cellOf(grid: Grid, h: Hex): number {
  const x = h.q - grid.q0;
  const y = h.r - grid.r0;
  if (x < 0 || x >= grid.width || y < 0) return -1;
  const i = x + y * grid.width;
  return i < grid.size && grid.cells[i] !== null ? i : -1;
}
