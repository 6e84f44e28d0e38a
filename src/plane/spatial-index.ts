/**
 * A uniform-grid spatial index over bases, so that contact, sweep and measurement queries on a
 * table with hundreds of elements look only at neighbours. Derived data (rebuild it from the
 * state when bases move); plain JSON all the same.
 * @module
 */
import { boxOf, type Base, type Box } from './base.js';

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
  const size = index.cellSize;
  const minX = box.minX - margin;
  const minY = box.minY - margin;
  const maxX = box.maxX + margin;
  const maxY = box.maxY + margin;
  const i0 = Math.floor(minX / size);
  const i1 = Math.floor(maxX / size);
  const j0 = Math.floor(minY / size);
  const j1 = Math.floor(maxY / size);
  const out: string[] = [];
  const single = i0 === i1 && j0 === j1;
  for (let i = i0; i <= i1; i++) {
    for (let j = j0; j <= j1; j++) {
      const list = index.cells[`${i},${j}`];
      if (list === undefined) continue;
      for (const id of list) {
        if (!single && out.includes(id)) continue;
        const b = index.boxes[id] as Box;
        if (b.maxX < minX || b.minX > maxX || b.maxY < minY || b.minY > maxY) continue;
        out.push(id);
      }
    }
  }
  // Cells list ids in sorted order, so one cell's answer is sorted already.
  return single ? out : out.sort();
}

/** Ids of bases whose bounding box comes within `radius` of base `b`'s bounding box. */
export function neighbours(index: SpatialIndex, b: Base, radius = 0): string[] {
  return queryBox(index, boxOf(b), radius);
}

/** The bounding box of several boxes. */
export function unionBox(boxes: ReadonlyArray<Box>): Box {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const b of boxes) {
    if (b.minX < minX) minX = b.minX;
    if (b.minY < minY) minY = b.minY;
    if (b.maxX > maxX) maxX = b.maxX;
    if (b.maxY > maxY) maxY = b.maxY;
  }
  return { minX, minY, maxX, maxY };
}

/** Numeric cell keys for the fast path; exact for |i|, |j| < 2^20 cells. */
const SHIFT = 2 ** 21;
const OFFSET = 2 ** 20;
const cellKey = (i: number, j: number): number => (i + OFFSET) * SHIFT + (j + OFFSET);

/** Per-index lookup tables, built on first use and kept while the index lives (invisible to callers). */
const fastTables = new WeakMap<SpatialIndex, Map<number, ReadonlyArray<string>>>();

function fastCells(index: SpatialIndex): Map<number, ReadonlyArray<string>> {
  let m = fastTables.get(index);
  if (m === undefined) {
    m = new Map();
    for (const k of Object.keys(index.cells)) {
      const [i, j] = k.split(',').map(Number) as [number, number];
      m.set(cellKey(i, j), index.cells[k] as ReadonlyArray<string>);
    }
    fastTables.set(index, m);
  }
  return m;
}

/**
 * @internal Like {@link queryBox} but for the hot paths: same ids, in a deterministic (cell)
 * order rather than sorted, without string keys.
 */
export function candidatesInBox(index: SpatialIndex, box: Box, margin: number): string[] {
  const size = index.cellSize;
  const minX = box.minX - margin;
  const minY = box.minY - margin;
  const maxX = box.maxX + margin;
  const maxY = box.maxY + margin;
  const i0 = Math.floor(minX / size);
  const i1 = Math.floor(maxX / size);
  const j0 = Math.floor(minY / size);
  const j1 = Math.floor(maxY / size);
  if (Math.max(Math.abs(i0), Math.abs(i1), Math.abs(j0), Math.abs(j1)) >= OFFSET) return queryBox(index, box, margin);
  const cells = fastCells(index);
  const out: string[] = [];
  const single = i0 === i1 && j0 === j1;
  for (let i = i0; i <= i1; i++) {
    for (let j = j0; j <= j1; j++) {
      const list = cells.get(cellKey(i, j));
      if (list === undefined) continue;
      for (let n = 0; n < list.length; n++) {
        const id = list[n] as string;
        if (!single && out.includes(id)) continue;
        const b = index.boxes[id] as Box;
        if (b.maxX < minX || b.minX > maxX || b.maxY < minY || b.minY > maxY) continue;
        out.push(id);
      }
    }
  }
  return out;
}
