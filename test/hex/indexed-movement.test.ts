import { describe, expect } from 'vitest';
import { test } from '@fast-check/vitest';
import * as E from 'fp-ts/lib/Either.js';
import {
  boardIndex, cellFlags, cellIndex, cellValues, dawnOfBattleBoard, fromOffset, hex, hexKey, hexside, hexsideKey, indexedPolicy, movementRange,
  movementTable, neighbor, neighborCell, pathTo, rangeOfTable, reachable, sideIndex, sideValues, validatePath, validateTablePath, withSideData,
  STOP_ROTATE_ONLY,
  type Direction, type Facing, type IndexedMovePolicy, type MovePolicy, type MoveTable,
} from '../../src/hex/index.js';
import { arbWorld, bruteForce, indexedForms } from './worlds.js';

/** The cheapest endable cost per "q,r,f" of a table. */
const endCosts = (t: MoveTable): Map<string, number> => {
  const out = new Map<string, number>();
  for (let i = 0; i < t.count; i++) {
    if (t.canEnd[i] !== 1) continue;
    const k = `${t.index.keys[t.cell[i]!]},${t.facing[i]}`;
    if (!out.has(k)) out.set(k, t.cost[i]!);
  }
  return out;
};

describe('board index: dense cell numbers for hot loops', () => {
  const board = dawnOfBattleBoard();
  const index = boardIndex(board);
  test('every playable hex has a cell, and the cell gives the hex and its key back; off-board is −1', () => {
    expect(index.playable.length).toBe(240);
    for (const c of index.playable) {
      const h = index.cells[c]!;
      expect(cellIndex(index, h)).toBe(c);
      expect(index.keys[c]).toBe(hexKey(h));
      expect(index.open[c]).toBe(1);
    }
    expect(cellIndex(index, hex(-40, 3))).toBe(-1);
    expect(boardIndex(board)).toBe(index); // cached per board
  });
  test('neighbours and side slots: both hexes name a shared side by the same slot and key', () => {
    // One assertion over every mismatch: an expect per cell and side costs seconds on a board.
    const wrong: string[] = [];
    for (const c of index.playable) {
      for (let d = 0; d < 6; d++) {
        const h = index.cells[c]!;
        const n = neighborCell(index, c, d as Direction);
        const nh = neighbor(h, d as Direction);
        if (n !== cellIndex(index, nh)) wrong.push(`cell ${c} side ${d}: neighbour ${n}`);
        const slot = sideIndex(index, c, d as Direction);
        if (index.sideKeys[slot] !== hexsideKey(hexside(h, d as Direction))) wrong.push(`cell ${c} side ${d}: key ${index.sideKeys[slot]}`);
        if (n >= 0 && sideIndex(index, n, ((d + 3) % 6) as Direction) !== slot) wrong.push(`cell ${c} side ${d}: slot ${slot} not shared`);
      }
    }
    expect(wrong).toEqual([]);
    expect(index.playable.length).toBeGreaterThan(100);
  });
  test('cellValues, sideValues and cellFlags fill arrays from board data', () => {
    const a = fromOffset({ col: 3, row: 3 }, 'odd-q');
    const walled = withSideData(board, a, neighbor(a, 1), 'wall');
    if (E.isLeft(walled)) throw new Error('unexpected');
    const idx = boardIndex(walled.right);
    const costs = cellValues(idx, walled.right, (h) => h.q);
    const c = cellIndex(idx, a);
    expect(costs[c]).toBe(a.q);
    expect(Number.isNaN(costs[0]!)).toBe(true); // the margin
    const sides = sideValues(idx, walled.right, (s) => (s === 'wall' ? 1 : 0));
    expect(sides[sideIndex(idx, c, 1)]).toBe(1);
    expect([...sides].reduce((x, y) => x + y, 0)).toBe(1);
    const flags = cellFlags(idx, [a, hex(-40, 3)]);
    expect([...flags].reduce((x, y) => x + y, 0)).toBe(1);
    expect(flags[c]).toBe(1);
  });
});

describe('§7 movement search in index form', () => {
  test.prop([arbWorld], { numRuns: 300 })('array and callback policies match brute force, and every path validates to its cost', (w) => {
    const { index, arrays, callbacks } = indexedForms(w);
    const ta = movementTable(index, w.start, w.budget, arrays);
    const tc = movementTable(index, w.start, w.budget, callbacks);
    if (E.isLeft(ta) || E.isLeft(tc)) throw new Error('unexpected Left');
    const brute = bruteForce(w);
    expect(endCosts(ta.right)).toEqual(brute);
    expect(endCosts(tc.right)).toEqual(brute);
    const range = rangeOfTable(ta.right);
    for (const n of reachable(range)) {
      const steps = pathTo(range, n.index);
      const v = validateTablePath(index, w.start, w.budget, arrays, steps);
      expect(v).toEqual(E.right(expect.objectContaining({ end: { hex: n.hex, facing: n.facing }, cost: n.cost })));
      expect(validateTablePath(index, w.start, w.budget, callbacks, steps)).toEqual(v);
    }
  });

  test.prop([arbWorld], { numRuns: 100 })('the hex-valued policy gives the same table as its index form (it is an adapter)', (w) => {
    const index = boardIndex(w.board);
    const viaAdapter = movementTable(index, w.start, w.budget, indexedPolicy(index, w.policy));
    const range = movementRange(w.board, w.start, w.budget, w.policy);
    if (E.isLeft(viaAdapter) || E.isLeft(range)) throw new Error('unexpected Left');
    expect(rangeOfTable(viaAdapter.right)).toEqual(range.right);
  });

  const dob = dawnOfBattleBoard();
  const index = boardIndex(dob);
  const mid = fromOffset({ col: 7, row: 7 }, 'odd-q');
  const ones = cellValues(index, dob, () => 1);

  test('bad start, facing or budget are Left; nothing throws', () => {
    expect(E.isLeft(movementTable(index, { hex: hex(-9, -9), facing: 0 }, 3, { enterCost: ones }))).toBe(true);
    expect(E.isLeft(movementTable(index, { hex: { q: 0.5, r: 0 } as never, facing: 0 }, 3, { enterCost: ones }))).toBe(true);
    expect(E.isLeft(movementTable(index, { hex: mid, facing: 6 as Facing }, 3, { enterCost: ones }))).toBe(true);
    expect(E.isLeft(movementTable(index, { hex: mid, facing: 0 }, Infinity, { enterCost: ones }))).toBe(true);
  });

  test('§7.6 a zone-of-control flag array stops movement on entering but allows rotation', () => {
    const zoc = neighbor(mid, 0);
    const stops = new Uint8Array(index.size);
    stops[cellIndex(index, zoc)] = STOP_ROTATE_ONLY;
    const t = movementTable(index, { hex: mid, facing: 0 }, 6, { enterCost: ones, stopOn: stops });
    if (E.isLeft(t)) throw new Error('unexpected');
    const z = cellIndex(index, zoc);
    const inZoc = [...t.right.cell.keys()].filter((i) => t.right.cell[i] === z);
    expect(new Set(inZoc.map((i) => t.right.facing[i])).size).toBe(6);
    expect(inZoc.every((i) => t.right.stop[i] === STOP_ROTATE_ONLY)).toBe(true);
    // nothing is entered from the ZOC hex
    for (let i = 0; i < t.right.count; i++) {
      const p = t.right.prev[i]!;
      if (p >= 0 && t.right.cell[p] === z) expect(t.right.cell[i]).toBe(z);
    }
  });

  test('a per-side array makes a wall cost more and a river side impassable', () => {
    const wall = new Float64Array(index.sideSize);
    const c = cellIndex(index, mid);
    wall[sideIndex(index, c, 0)] = 1;
    wall[sideIndex(index, c, 1)] = Infinity;
    const t = movementTable(index, { hex: mid, facing: 0 }, 2, { enterCost: ones, sideCost: wall, rotationCost: null });
    if (E.isLeft(t)) throw new Error('unexpected');
    const cost = (h: typeof mid) => {
      const k = cellIndex(index, h);
      let best = Infinity;
      for (let i = 0; i < t.right.count; i++) if (t.right.cell[i] === k) best = Math.min(best, t.right.cost[i]!);
      return best;
    };
    expect(cost(neighbor(mid, 0))).toBe(2);
    expect(cost(neighbor(mid, 1))).toBe(Infinity);
  });

  test('a throwing callback leaves nothing behind: the next search is exact', () => {
    const before = movementTable(index, { hex: mid, facing: 0 }, 4, { enterCost: ones });
    let calls = 0;
    const bomb: IndexedMovePolicy = {
      enterCost: () => {
        if (++calls > 5) throw new Error('boom');
        return 1;
      },
    };
    expect(() => movementTable(index, { hex: mid, facing: 0 }, 4, bomb)).toThrow('boom');
    expect(movementTable(index, { hex: mid, facing: 0 }, 4, { enterCost: ones })).toEqual(before);
  });

  test('validatePath and validateTablePath agree on faults', () => {
    const policy: MovePolicy = { enterCost: () => 1 };
    const steps = [{ kind: 'enter' as const, hex: neighbor(neighbor(mid, 0), 0), facing: 0 as Facing }];
    const a = validatePath(dob, { hex: mid, facing: 0 }, 3, policy, steps);
    const b = validateTablePath(index, { hex: mid, facing: 0 }, 3, { enterCost: ones }, steps);
    expect(E.isLeft(a) && a.left.fault).toBe('not-adjacent');
    expect(b).toEqual(a);
  });
});
