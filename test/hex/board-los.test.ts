import { describe, expect } from 'vitest';
import { test } from '@fast-check/vitest';
import * as E from 'fp-ts/lib/Either.js';
import {
  boardHexes, boardNeighbors, checkBoardShape, checkOnBoard, crossedHexes, dawnOfBattleBoard, fromOffset, hex, hexData, hexKey,
  hexsideHexes, lineOfSight, lineOfSightOnBoard, onBoard, rectangleBoard, sideData, sideDataBetween, toOffset, withHexData,
  withSideData, hexside, hexsideKey, parseHexsideKey, vertex, vertexHexes, vertexKey, parseVertexKey, hexsidesOf, hexsideVertices,
  verticesOf, neighbors, distance, type Hex,
} from '../../src/hex/index.js';
import { arbDirection, arbFacing, arbHex } from './arbitraries.js';

describe('hexsides and vertices', () => {
  test.prop([arbHex(), arbDirection])('a hexside has one canonical id from either side', (h, d) => {
    const n = neighbors(h)[d];
    const s = hexside(h, d);
    expect(hexside(n, ((d + 3) % 6) as 0)).toEqual(s);
    expect(new Set(hexsideHexes(s).map(hexKey))).toEqual(new Set([hexKey(h), hexKey(n)]));
    expect(parseHexsideKey(hexsideKey(s))).toEqual(E.right(s));
  });
  test.prop([arbHex(), arbFacing])('a vertex has one canonical id from each of its three hexes', (h, k) => {
    const v = vertex(h, k);
    const hs = vertexHexes(v);
    expect(hs.map(hexKey)).toContain(hexKey(h));
    // the three hexes are mutually adjacent, and each names the vertex the same way
    expect(distance(hs[0], hs[1]) + distance(hs[1], hs[2]) + distance(hs[0], hs[2])).toBe(3);
    for (const x of hs) expect(verticesOf(x).filter((w) => vertexKey(w) === vertexKey(v))).toHaveLength(1);
    expect(parseVertexKey(vertexKey(v))).toEqual(E.right(v));
  });
  test.prop([arbHex()])('each side runs between two of its hex\'s vertices; 6 sides, 6 vertices', (h) => {
    const sides = hexsidesOf(h);
    expect(new Set(sides.map(hexsideKey)).size).toBe(6);
    const vs = new Set(verticesOf(h).map(vertexKey));
    expect(vs.size).toBe(6);
    for (const s of sides) for (const v of hexsideVertices(s)) expect(vs.has(vertexKey(v))).toBe(true);
  });
  test('bad keys are Left', () => {
    expect(E.isLeft(parseHexsideKey('0,0~3'))).toBe(true);
    expect(E.isLeft(parseVertexKey('0,0^2'))).toBe(true);
  });
});

describe('§2.1 the Dawn of Battle board', () => {
  test('16 × 15 playable hexes, 32 × 15 when mated; the half-hexes are not playable', () => {
    const b = dawnOfBattleBoard();
    expect(boardHexes(b)).toHaveLength(240);
    expect(boardHexes(dawnOfBattleBoard({ mated: true }))).toHaveLength(480);
    expect(onBoard(b, fromOffset({ col: 15, row: 14 }, 'odd-q'))).toBe(true);
    expect(onBoard(b, fromOffset({ col: 16, row: 0 }, 'odd-q'))).toBe(false); // the mating half-hex column
    expect(onBoard(b, fromOffset({ col: 1, row: -1 }, 'odd-q'))).toBe(false); // a top-edge half-hex
    expect(onBoard(b, fromOffset({ col: 0, row: 15 }, 'odd-q'))).toBe(false); // a bottom-edge half-hex
    const corner = fromOffset({ col: 0, row: 0 }, 'odd-q');
    expect(boardNeighbors(b, corner).length).toBe(2);
    const outside = boardHexes(b).filter((h) => {
      const o = toOffset(h, 'odd-q');
      return !(o.col >= 0 && o.col < 16 && o.row >= 0 && o.row < 15);
    });
    expect(outside).toEqual([]);
  });
  test('per-hex and per-side data; off-board and non-integer input is Left', () => {
    const b0 = dawnOfBattleBoard<string>({ data: () => 'clear' });
    const h = fromOffset({ col: 3, row: 4 }, 'odd-q');
    const b1 = withHexData(b0, h, 'woods');
    if (E.isLeft(b1)) throw new Error('unexpected');
    expect(hexData(b1.right, h)).toBe('woods');
    expect(hexData(b0, h)).toBe('clear'); // the input is untouched
    const n = neighbors(h)[1];
    const b2 = withSideData(b1.right, h, n, 'river');
    if (E.isLeft(b2)) throw new Error('unexpected');
    expect(sideDataBetween(b2.right, n, h)).toBe('river');
    expect(sideData(b2.right, hexside(h, 1))).toBe('river');
    expect(JSON.parse(JSON.stringify(b2.right))).toEqual(b2.right);
    expect(E.isLeft(withHexData(b0, hex(-20, 0), 'woods'))).toBe(true);
    expect(E.isLeft(withSideData(b0, h, hex(h.q + 2, h.r), 'river'))).toBe(true);
    const off = checkOnBoard(b0, { q: -20, r: 0 });
    expect(E.isLeft(off) && off.left.code).toBe('off-board');
    const frac = checkOnBoard(b0, { q: 0.5, r: 0 });
    expect(E.isLeft(frac) && frac.left.code).toBe('not-integer');
    expect(checkOnBoard(b0, { q: h.q, r: h.r })).toEqual(E.right(h));
  });
  test('checkBoardShape validates keys', () => {
    expect(E.isRight(checkBoardShape(dawnOfBattleBoard()))).toBe(true);
    expect(E.isLeft(checkBoardShape({ orientation: 'flat', offset: 'odd-q', hexes: { 'x,1': null }, sides: {} }))).toBe(true);
    expect(E.isLeft(checkBoardShape({ orientation: 'flat', offset: 'odd-q', hexes: {}, sides: { '0,0~4': 1 } }))).toBe(true);
    expect(E.isLeft(checkBoardShape(null))).toBe(true);
    expect(E.isLeft(rectangleBoard({ columns: -1, rows: 2, offset: 'odd-r', data: () => null }))).toBe(true);
  });
});

describe('§8.4 line of sight', () => {
  const woods = (set: ReadonlyArray<Hex>) => {
    const keys = new Set(set.map(hexKey));
    return (h: Hex): string | null => (keys.has(hexKey(h)) ? 'woods' : null);
  };

  test('a blocking hex on an unambiguous line blocks, and the result says which and why', () => {
    const a = hex(0, 0);
    const b = hex(4, 0);
    const los = lineOfSight(a, b, woods([hex(2, 0)]));
    expect(los.clear).toBe(false);
    expect(los.paths).toHaveLength(1);
    expect(los.paths[0].blockers).toEqual([{ hex: hex(2, 0), reason: 'woods' }]);
    expect(los.explanation).toContain('2,0 (woods)');
  });

  test('the firer\'s and target\'s own hexes never block unless asked', () => {
    const a = hex(0, 0);
    const b = hex(3, 0);
    expect(lineOfSight(a, b, woods([a, b])).clear).toBe(true);
    expect(lineOfSight(a, b, woods([a, b]), { includeEnds: true }).clear).toBe(false);
    expect(lineOfSight(a, hex(1, 0), () => 'anything').clear).toBe(true); // adjacent: nothing in between
  });

  test('§8.4.3 along a hexside: blocked only when both sides block (default); both paths and the side are reported', () => {
    const a = hex(0, 0);
    const b = hex(2, -1); // runs along the side between (1,-1) and (1,0)
    const one = lineOfSight(a, b, woods([hex(1, -1)]));
    expect(one.clear).toBe(true);
    expect(one.paths).toHaveLength(2);
    expect(one.paths[0].clear).toBe(false);
    expect(one.paths[1]!.clear).toBe(true);
    expect(one.sides).toHaveLength(1);
    expect(new Set(hexsideHexes(one.sides[0]!).map(hexKey))).toEqual(new Set(['1,-1', '1,0']));
    expect(one.explanation).toMatch(/one side is clear/);
    const both = lineOfSight(a, b, woods([hex(1, -1), hex(1, 0)]));
    expect(both.clear).toBe(false);
    expect(both.explanation).toMatch(/both sides are blocked/);
    expect(lineOfSight(a, b, woods([hex(1, -1)]), { rule: 'both' }).clear).toBe(false);
  });

  test('§8.4.3 "shift away a smidgeon": the shifted line is blocked by blocking terrain in another hex', () => {
    // Along the hexside for 4 steps: woods at (1,-1) on the left, and further on (3,-1) on the right.
    const a = hex(0, 0);
    const b = hex(4, -2);
    const walk = crossedHexes(a, b);
    const leftOnly = walk.hexes.filter((h) => !walk.alternate!.some((x) => hexKey(x) === hexKey(h)));
    const rightOnly = walk.alternate!.filter((h) => !walk.hexes.some((x) => hexKey(x) === hexKey(h)));
    expect(leftOnly).toHaveLength(2);
    expect(rightOnly).toHaveLength(2);
    // blocking on the left at the first side and on the right at the second: every shift is blocked
    expect(lineOfSight(a, b, woods([leftOnly[0]!, rightOnly[1]!])).clear).toBe(false);
    // blocking only on the left at both sides: shifting right clears it
    expect(lineOfSight(a, b, woods(leftOnly)).clear).toBe(true);
  });

  test('the predicate sees the index and the whole path (for the §8.4.2 hill exception)', () => {
    const seen: number[] = [];
    lineOfSight(hex(0, 0), hex(3, 0), (_h, i, path) => {
      seen.push(i);
      expect(path).toHaveLength(4);
      return null;
    });
    expect(seen).toEqual([1, 2]);
  });

  test('on a board, off-board ends are Left', () => {
    const b = dawnOfBattleBoard();
    expect(E.isLeft(lineOfSightOnBoard(b, hex(-30, 0), hex(1, 1), () => null))).toBe(true);
    expect(E.isRight(lineOfSightOnBoard(b, fromOffset({ col: 0, row: 0 }, 'odd-q'), fromOffset({ col: 5, row: 5 }, 'odd-q'), () => null))).toBe(true);
  });
});
