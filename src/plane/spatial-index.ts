/**
 * A uniform-grid spatial index over bases, so that contact, sweep and measurement queries on a
 * table with hundreds of elements look only at neighbours. Derived data (rebuild it from the
 * state when bases move); plain JSON all the same.
 * @module
 */
import { boxOf, pointsBox, type Base, type Box } from './base.js';

/** The grid: `cells["i,j"]` lists the ids of bases whose bounding box touches cell (i, j). */
export interface SpatialIndex {
  readonly cellSize: number;
  readonly cells: Readonly<Record<string, ReadonlyArray<string>>>;
  readonly boxes: Readonly<Record<string, Box>>;
}

/**
 * Builds an index. `cellSize` defaults to twice the largest base dimension, so a base spans at
 * most a 2×2 block of cells and a neighbour query looks at a handful of cells.
 */
export function createIndex(bases: Readonly<Record<string, Base>>, cellSize?: number): SpatialIndex {
  let size = cellSize;
  if (size === undefined || !(size > 0) || !Number.isFinite(size)) {
    let m = 1;
    for (const id in bases) {
      const b = bases[id] as Base;
      m = Math.max(m, b.width, b.depth);
    }
    size = 2 * m;
  }
  const cells: Record<string, string[]> = {};
  const boxes: Record<string, Box> = {};
  for (const id of Object.keys(bases).sort()) {
    const box = boxOf(bases[id] as Base);
    boxes[id] = box;
    const i0 = Math.floor(box.minX / size);
    const i1 = Math.floor(box.maxX / size);
    const j0 = Math.floor(box.minY / size);
    const j1 = Math.floor(box.maxY / size);
    for (let i = i0; i <= i1; i++) {
      for (let j = j0; j <= j1; j++) {
        const k = `${i},${j}`;
        const list = cells[k];
        if (list === undefined) cells[k] = [id];
        else list.push(id);
      }
    }
  }
  return { cellSize: size, cells, boxes };
}

/** Ids of bases whose bounding box comes within `margin` of `box`, in sorted order. */
export function queryBox(index: SpatialIndex, box: Box, margin = 0): string[] {
  const p = packIndex(index);
  // Base numbers follow the sorted ids, so sorting the numbers sorts the answer.
  const ns = candidateNumbers(p, box.minX, box.minY, box.maxX, box.maxY, margin, []);
  return ns.sort((m, n) => m - n).map((n) => p.ids[n] as string);
}

/** Ids of bases whose bounding box comes within `radius` of base `b`'s bounding box. */
export function neighbours(index: SpatialIndex, b: Base, radius = 0): string[] {
  return queryBox(index, boxOf(b), radius);
}

/** The bounding box of several boxes. */
export function unionBox(boxes: ReadonlyArray<Box>): Box {
  return pointsBox(boxes.flatMap((b) => [{ x: b.minX, y: b.minY }, { x: b.maxX, y: b.maxY }]));
}

/** Numeric cell keys for the fast path; exact for |i|, |j| < 2^20 cells. */
const SHIFT = 2 ** 21;
const OFFSET = 2 ** 20;
const cellKey = (i: number, j: number): number => (i + OFFSET) * SHIFT + (j + OFFSET);

/**
 * @internal The index in dense form for the hot paths: each base gets a number (its place in
 * `ids`), boxes are packed four numbers a base, cells list base numbers, and a stamp per base
 * removes repeats without searching. Built once per index and kept while the index lives.
 */
export interface PackedIndex {
  readonly cellSize: number;
  readonly ids: ReadonlyArray<string>;
  readonly numberOf: ReadonlyMap<string, number>;
  /** minX, minY, maxX, maxY of base n at 4n … 4n + 3. */
  readonly boxes: Float64Array;
  readonly cells: ReadonlyMap<number, Int32Array>;
  /** The same cells in a dense grid when the occupied range is small: (i − i0) * nj + (j − j0). */
  readonly grid: ReadonlyArray<Int32Array | undefined> | null;
  readonly i0: number;
  readonly j0: number;
  readonly ni: number;
  readonly nj: number;
  /** Query scratch: `seen[n] === epoch` once base n is in the current answer. */
  readonly seen: Uint32Array;
  epoch: number;
}

/** Packed forms, built on first use and kept while the index lives (invisible to callers). */
const packedForms = new WeakMap<SpatialIndex, PackedIndex>();

/** @internal The packed form of an index (cached). */
export function packIndex(index: SpatialIndex): PackedIndex {
  let p = packedForms.get(index);
  if (p !== undefined) return p;
  const ids = Object.keys(index.boxes).sort();
  const numberOf = new Map<string, number>();
  const boxes = new Float64Array(4 * ids.length);
  ids.forEach((id, n) => {
    numberOf.set(id, n);
    const b = index.boxes[id] as Box;
    boxes[4 * n] = b.minX;
    boxes[4 * n + 1] = b.minY;
    boxes[4 * n + 2] = b.maxX;
    boxes[4 * n + 3] = b.maxY;
  });
  const cells = new Map<number, Int32Array>();
  let i0 = Infinity;
  let i1 = -Infinity;
  let j0 = Infinity;
  let j1 = -Infinity;
  const keyed: [number, number, Int32Array][] = [];
  for (const k of Object.keys(index.cells)) {
    const [i, j] = k.split(',').map(Number) as [number, number];
    const list = (index.cells[k] as ReadonlyArray<string>).map((id) => numberOf.get(id)).filter((n): n is number => n !== undefined);
    const arr = Int32Array.from(list);
    keyed.push([i, j, arr]);
    if (Math.abs(i) < OFFSET && Math.abs(j) < OFFSET) cells.set(cellKey(i, j), arr);
    i0 = Math.min(i0, i);
    i1 = Math.max(i1, i);
    j0 = Math.min(j0, j);
    j1 = Math.max(j1, j);
  }
  const ni = i1 - i0 + 1;
  const nj = j1 - j0 + 1;
  // A dense grid when it stays small (a table of a few hundred bases: tens of cells).
  let grid: Array<Int32Array | undefined> | null = null;
  if (keyed.length > 0 && ni * nj <= Math.max(4096, 16 * keyed.length)) {
    grid = new Array<Int32Array | undefined>(ni * nj).fill(undefined);
    for (const [i, j, arr] of keyed) grid[(i - i0) * nj + (j - j0)] = arr;
  }
  p = { cellSize: index.cellSize, ids, numberOf, boxes, cells, grid, i0, j0, ni, nj, seen: new Uint32Array(ids.length), epoch: 0 };
  packedForms.set(index, p);
  return p;
}

/**
 * @internal The numbers of the bases whose box comes within `margin` of the box
 * [minX, maxX] × [minY, maxY], appended to `out` (cleared first) in a deterministic order; no
 * strings, no allocation beyond `out`'s growth.
 */
export function candidateNumbers(p: PackedIndex, minX: number, minY: number, maxX: number, maxY: number, margin: number, out: number[]): number[] {
  out.length = 0;
  const x0 = minX - margin;
  const y0 = minY - margin;
  const x1 = maxX + margin;
  const y1 = maxY + margin;
  const size = p.cellSize;
  const i0 = Math.floor(x0 / size);
  const i1 = Math.floor(x1 / size);
  const j0 = Math.floor(y0 / size);
  const j1 = Math.floor(y1 / size);
  const boxes = p.boxes;
  if (!(Math.max(Math.abs(i0), Math.abs(i1), Math.abs(j0), Math.abs(j1)) < OFFSET)) {
    // Far off the grid's exact range (or NaN): look at every base.
    for (let n = 0; n < p.ids.length; n++) {
      if ((boxes[4 * n + 2] as number) < x0 || (boxes[4 * n] as number) > x1 || (boxes[4 * n + 3] as number) < y0 || (boxes[4 * n + 1] as number) > y1) continue;
      out.push(n);
    }
    return out;
  }
  p.epoch = p.epoch === 0xffffffff ? 1 : p.epoch + 1;
  if (p.epoch === 1) p.seen.fill(0);
  const epoch = p.epoch;
  const grid = p.grid;
  if (grid !== null) {
    // Only the occupied part of the query's cells.
    const ia = Math.max(i0, p.i0);
    const ib = Math.min(i1, p.i0 + p.ni - 1);
    const ja = Math.max(j0, p.j0);
    const jb = Math.min(j1, p.j0 + p.nj - 1);
    for (let i = ia; i <= ib; i++) {
      for (let j = ja; j <= jb; j++) {
        const list = grid[(i - p.i0) * p.nj + (j - p.j0)];
        if (list !== undefined) collect(p, list, epoch, x0, y0, x1, y1, out);
      }
    }
    return out;
  }
  for (let i = i0; i <= i1; i++) {
    for (let j = j0; j <= j1; j++) {
      const list = p.cells.get(cellKey(i, j));
      if (list !== undefined) collect(p, list, epoch, x0, y0, x1, y1, out);
    }
  }
  return out;
}

/** Appends the bases of one cell whose boxes meet [x0, x1] × [y0, y1] and are not in `out` yet. */
function collect(p: PackedIndex, list: Int32Array, epoch: number, x0: number, y0: number, x1: number, y1: number, out: number[]): void {
  const seen = p.seen;
  const boxes = p.boxes;
  for (let k = 0; k < list.length; k++) {
    const n = list[k] as number;
    if (seen[n] === epoch) continue;
    seen[n] = epoch;
    if ((boxes[4 * n + 2] as number) < x0 || (boxes[4 * n] as number) > x1 || (boxes[4 * n + 3] as number) < y0 || (boxes[4 * n + 1] as number) > y1) continue;
    out.push(n);
  }
}

/**
 * @internal Like {@link queryBox} but for the hot paths: same ids, in a deterministic (cell)
 * order rather than sorted, without string keys.
 */
export function candidatesInBox(index: SpatialIndex, box: Box, margin: number): string[] {
  const p = packIndex(index);
  return candidateNumbers(p, box.minX, box.minY, box.maxX, box.maxY, margin, []).map((n) => p.ids[n] as string);
}
