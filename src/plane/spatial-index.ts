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
  // The dense form is built first (numbers only) and kept for the hot paths; the JSON form is
  // read off it, one string key per occupied cell.
  const p = packBases(bases, cellSize);
  const cells: Record<string, string[]> = {};
  forEachCell(p, (i, j, from, to) => {
    const list: string[] = [];
    for (let k = from; k < to; k++) list.push(p.ids[p.items[k] as number] as string);
    cells[`${i},${j}`] = list;
  });
  const boxes: Record<string, Box> = {};
  const b = p.boxes;
  for (let n = 0; n < p.ids.length; n++) boxes[p.ids[n] as string] = { minX: b[4 * n] as number, minY: b[4 * n + 1] as number, maxX: b[4 * n + 2] as number, maxY: b[4 * n + 3] as number };
  const index: SpatialIndex = { cellSize: p.cellSize, cells, boxes };
  packedForms.set(index, p);
  return index;
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

/**
 * @internal The index in dense form for the hot paths: each base gets a number (its place in
 * the sorted `ids`), boxes are packed four numbers a base, and the occupied cells are one
 * compressed grid: the base numbers of cell c (row-major over `ni × nj` cells from (i0, j0))
 * are `items[start[c] .. start[c + 1])`, in increasing order. A stamp per base removes repeats
 * without searching. Built once per index and kept while the index lives.
 */
export interface PackedIndex {
  readonly cellSize: number;
  readonly ids: ReadonlyArray<string>;
  readonly numberOf: ReadonlyMap<string, number>;
  /** minX, minY, maxX, maxY of base n at 4n … 4n + 3. */
  readonly boxes: Float64Array;
  readonly i0: number;
  readonly j0: number;
  readonly ni: number;
  readonly nj: number;
  /** Offsets into `items` by cell (length ni·nj + 1); null when no base is indexed by cell. */
  readonly start: Int32Array | null;
  readonly items: Int32Array;
  /** Base numbers no grid cell lists (boxes beyond the grid's exact range, or a grid too large): tested on every query. */
  readonly loose: Int32Array;
  /** Query scratch: `seen[n] === epoch` once base n is in the current answer. */
  readonly seen: Uint32Array;
  epoch: number;
}

/** Cells are exact integers for |i|, |j| < 2^20; a base reaching beyond is kept loose. */
const LIMIT = 2 ** 20;
/** The largest grid kept dense (cells); beyond it every base is loose (a table spread absurdly wide). */
const MAX_CELLS = 1 << 16;

/** Packed forms, built on first use and kept while the index lives (invisible to callers). */
const packedForms = new WeakMap<SpatialIndex, PackedIndex>();

/** @internal The packed form of an index (cached; made by {@link createIndex} or on first use). */
export function packIndex(index: SpatialIndex): PackedIndex {
  let p = packedForms.get(index);
  if (p !== undefined) return p;
  // An index that came from elsewhere (JSON): pack its own boxes and cells as they are.
  const ids = Object.keys(index.boxes).sort();
  const numberOf = numbersOf(ids);
  const boxes = new Float64Array(4 * ids.length);
  ids.forEach((id, n) => {
    const b = index.boxes[id] as Box;
    boxes.set([b.minX, b.minY, b.maxX, b.maxY], 4 * n);
  });
  const entries: number[] = [];
  const loose: number[] = [];
  for (const k of Object.keys(index.cells)) {
    const [i, j] = k.split(',').map(Number) as [number, number];
    const inRange = Math.abs(i) < LIMIT && Math.abs(j) < LIMIT;
    for (const id of index.cells[k] as ReadonlyArray<string>) {
      const n = numberOf.get(id);
      if (n === undefined) continue;
      if (inRange) entries.push(i, j, n);
      else loose.push(n);
    }
  }
  p = compress(index.cellSize, ids, numberOf, boxes, entries, loose);
  packedForms.set(index, p);
  return p;
}

/**
 * @internal The packed form of a set of bases, built straight from them (no string keys): what
 * {@link createIndex} starts from, and what a sweep on a table without an index uses.
 */
export function packBases(bases: Readonly<Record<string, Base>>, cellSize?: number): PackedIndex {
  const ids = Object.keys(bases).sort();
  const boxes = new Float64Array(4 * ids.length);
  let m = 1;
  for (let n = 0; n < ids.length; n++) {
    const b = bases[ids[n] as string] as Base;
    m = Math.max(m, b.width, b.depth);
    const box = boxOf(b);
    boxes[4 * n] = box.minX;
    boxes[4 * n + 1] = box.minY;
    boxes[4 * n + 2] = box.maxX;
    boxes[4 * n + 3] = box.maxY;
  }
  const size = cellSize !== undefined && cellSize > 0 && Number.isFinite(cellSize) ? cellSize : 2 * m;
  const entries: number[] = [];
  const loose: number[] = [];
  for (let n = 0; n < ids.length; n++) {
    const i0 = Math.floor((boxes[4 * n] as number) / size);
    const i1 = Math.floor((boxes[4 * n + 2] as number) / size);
    const j0 = Math.floor((boxes[4 * n + 1] as number) / size);
    const j1 = Math.floor((boxes[4 * n + 3] as number) / size);
    // A base far beyond the grid's exact range (or infinitely far) is kept loose; a NaN box meets nothing.
    if (!(Math.max(-i0, i1, -j0, j1) < LIMIT)) {
      if (i0 === i0 && i1 === i1 && j0 === j0 && j1 === j1) loose.push(n);
      continue;
    }
    for (let i = i0; i <= i1; i++) for (let j = j0; j <= j1; j++) entries.push(i, j, n);
  }
  return compress(size, ids, numbersOf(ids), boxes, entries, loose);
}

function numbersOf(ids: ReadonlyArray<string>): Map<string, number> {
  const m = new Map<string, number>();
  for (let n = 0; n < ids.length; n++) m.set(ids[n] as string, n);
  return m;
}

/**
 * The compressed grid of `(i, j, n)` entries, flat in threes (base n in cell (i, j), every
 * |i|, |j| < 2^20), by a
 * counting sort over the occupied range; stable, so each cell lists its bases in entry order.
 * `loose` bases (and all of them when the range is too large for a dense grid) are tested by
 * every query instead.
 */
function compress(cellSize: number, ids: ReadonlyArray<string>, numberOf: ReadonlyMap<string, number>, boxes: Float64Array, entries: ReadonlyArray<number>, loose: number[]): PackedIndex {
  let i0 = Infinity;
  let i1 = -Infinity;
  let j0 = Infinity;
  let j1 = -Infinity;
  const count = entries.length / 3;
  for (let e = 0; e < entries.length; e += 3) {
    const i = entries[e] as number;
    const j = entries[e + 1] as number;
    if (i < i0) i0 = i;
    if (i > i1) i1 = i;
    if (j < j0) j0 = j;
    if (j > j1) j1 = j;
  }
  const ni = count > 0 ? i1 - i0 + 1 : 0;
  const nj = count > 0 ? j1 - j0 + 1 : 0;
  let start: Int32Array | null = null;
  let items = new Int32Array(0);
  if (ni > 0 && ni * nj <= MAX_CELLS) {
    const cells = ni * nj;
    const cellOf = new Int32Array(count);
    start = new Int32Array(cells + 1);
    for (let e = 0; e < count; e++) {
      const c = ((entries[3 * e] as number) - i0) * nj + ((entries[3 * e + 1] as number) - j0);
      cellOf[e] = c;
      (start[c + 1] as number)++;
    }
    for (let c = 0; c < cells; c++) start[c + 1] = (start[c + 1] as number) + (start[c] as number);
    items = new Int32Array(count);
    const fill = start.slice(0, cells);
    for (let e = 0; e < count; e++) items[(fill[cellOf[e] as number] as number)++] = entries[3 * e + 2] as number;
  } else {
    for (let e = 2; e < entries.length; e += 3) loose.push(entries[e] as number);
  }
  const looseSorted = Int32Array.from(new Set(loose)).sort();
  return { cellSize, ids, numberOf, boxes, i0: start !== null ? i0 : 0, j0: start !== null ? j0 : 0, ni: start !== null ? ni : 0, nj: start !== null ? nj : 0, start, items, loose: looseSorted, seen: new Uint32Array(ids.length), epoch: 0 };
}

/** Calls `f(i, j, from, to)` for every occupied cell, in row-major order (its bases: `items[from .. to)`). */
function forEachCell(p: PackedIndex, f: (i: number, j: number, from: number, to: number) => void): void {
  const start = p.start;
  if (start === null) return;
  for (let c = 0; c < p.ni * p.nj; c++) {
    const from = start[c] as number;
    const to = start[c + 1] as number;
    if (to > from) f(p.i0 + Math.floor(c / p.nj), p.j0 + (c % p.nj), from, to);
  }
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
  p.epoch = p.epoch === 0xffffffff ? 1 : p.epoch + 1;
  if (p.epoch === 1) p.seen.fill(0);
  const epoch = p.epoch;
  const start = p.start;
  if (start !== null) {
    const size = p.cellSize;
    // Only the occupied part of the query's cells (a NaN query box reaches none).
    const ia = Math.max(Math.floor(x0 / size), p.i0);
    const ib = Math.min(Math.floor(x1 / size), p.i0 + p.ni - 1);
    const ja = Math.max(Math.floor(y0 / size), p.j0);
    const jb = Math.min(Math.floor(y1 / size), p.j0 + p.nj - 1);
    for (let i = ia; i <= ib; i++) {
      const row = (i - p.i0) * p.nj - p.j0;
      for (let j = ja; j <= jb; j++) collect(p, p.items, start[row + j] as number, start[row + j + 1] as number, epoch, x0, y0, x1, y1, out);
    }
  }
  if (p.loose.length > 0) collect(p, p.loose, 0, p.loose.length, epoch, x0, y0, x1, y1, out);
  return out;
}

/** Appends the bases `list[from .. to)` whose boxes meet [x0, x1] × [y0, y1] and are not in `out` yet. */
function collect(p: PackedIndex, list: Int32Array, from: number, to: number, epoch: number, x0: number, y0: number, x1: number, y1: number, out: number[]): void {
  const seen = p.seen;
  const boxes = p.boxes;
  for (let k = from; k < to; k++) {
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
