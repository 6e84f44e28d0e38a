import { describe, expect } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import * as E from 'fp-ts/lib/Either.js';
import {
  checkHex, checkDirection, checkOffset, checkRadius, COMPASS, directionTo, distance, fromOffset, hex, hexKey, hexToPixel, layout,
  neighbor, neighbors, parseHexKey, pixelToHex, range, reflect, ring, rotate, roundHex, toOffset, turn, hexCorners, hexCorner,
  type OffsetKind,
} from '../../src/hex/index.js';
import { arbDirection, arbHex } from './arbitraries.js';

describe('coordinates', () => {
  test.prop([arbHex(), arbHex(), arbHex()])('distance is a metric', (a, b, c) => {
    expect(distance(a, a)).toBe(0);
    expect(distance(a, b)).toBe(distance(b, a));
    if (a.q !== b.q || a.r !== b.r) expect(distance(a, b)).toBeGreaterThan(0);
    expect(distance(a, c)).toBeLessThanOrEqual(distance(a, b) + distance(b, c));
    expect(Number.isInteger(distance(a, b))).toBe(true);
  });

  test.prop([arbHex(), arbHex(), arbHex(), fc.integer({ min: -7, max: 7 })])('rotation about any centre preserves distance', (a, b, c, k) => {
    expect(distance(rotate(a, k, c), rotate(b, k, c))).toBe(distance(a, b));
    expect(distance(rotate(a, k, c), c)).toBe(distance(a, c));
    expect(rotate(rotate(a, k, c), -k, c)).toEqual(a);
    expect(rotate(a, 6, c)).toEqual(a);
  });

  test.prop([arbHex(), arbDirection, fc.integer({ min: -6, max: 6 })])('rotating by k steps maps direction d to d + k', (h, d, k) => {
    expect(rotate(neighbor(h, d), k, h)).toEqual(neighbor(h, turn(d, k)));
  });

  test.prop([arbHex(), arbHex(), arbDirection])('reflection is an involution that preserves distance', (a, c, axis) => {
    expect(reflect(reflect(a, axis, c), axis, c)).toEqual(a);
    expect(distance(reflect(a, axis, c), c)).toBe(distance(a, c));
    expect(reflect(neighbor(c, axis), axis, c)).toEqual(neighbor(c, axis));
  });

  test.prop([arbHex()])('neighbours come in direction order and are at distance 1', (h) => {
    const ns = neighbors(h);
    ns.forEach((n, d) => {
      expect(distance(h, n)).toBe(1);
      expect(n).toEqual(neighbor(h, d as 0));
      expect(directionTo(h, n)).toBe(d);
    });
    expect(new Set(ns.map(hexKey)).size).toBe(6);
  });

  test('direction 0 is NE in both orientations and directions turn clockwise on screen', () => {
    for (const o of ['pointy', 'flat'] as const) {
      const l = layout(o, 10);
      const angles = neighbors(hex(0, 0)).map((n) => {
        const p = hexToPixel(l, n);
        return (Math.atan2(p.y, p.x) * 180) / Math.PI;
      });
      for (let d = 0; d < 6; d++) {
        const next = angles[(d + 1) % 6]!;
        const diff = (((next - angles[d]!) % 360) + 360) % 360;
        expect(diff).toBeCloseTo(60, 9); // +60° on screen (y down) is clockwise
      }
      expect(COMPASS[o][0]).toBe('NE');
      expect(angles[0]!).toBeCloseTo(o === 'pointy' ? -60 : -30, 9);
    }
  });

  test.prop([arbHex(), fc.integer({ min: 0, max: 8 })])('ring has 6n hexes at distance n; range has 3n²+3n+1', (c, n) => {
    const rg = ring(c, n);
    expect(rg.length).toBe(n === 0 ? 1 : 6 * n);
    for (const h of rg) expect(distance(c, h)).toBe(n);
    expect(new Set(rg.map(hexKey)).size).toBe(rg.length);
    for (let i = 1; i < rg.length; i++) expect(distance(rg[i - 1]!, rg[i]!)).toBe(1);
    const all = range(c, n);
    expect(all.length).toBe(3 * n * n + 3 * n + 1);
    expect(new Set(all.map(hexKey)).size).toBe(all.length);
    for (const h of all) expect(distance(c, h)).toBeLessThanOrEqual(n);
  });

  test('bad radii give [] from ring/range and Left from checkRadius', () => {
    expect(ring(hex(0, 0), -1)).toEqual([]);
    expect(range(hex(0, 0), 1.5)).toEqual([]);
    expect(E.isLeft(checkRadius(-2))).toBe(true);
    expect(checkRadius(3)).toEqual(E.right(3));
  });

  test.prop([arbHex(1000), fc.constantFrom<OffsetKind>('odd-r', 'even-r', 'odd-q', 'even-q')])('offset ↔ axial round trips', (h, kind) => {
    const o = toOffset(h, kind);
    expect(fromOffset(o, kind)).toEqual(h);
    expect(checkOffset(o, kind)).toEqual(E.right(h));
  });

  test('offset conventions match printed-map numbering', () => {
    // odd-q: odd columns are shoved down half a hex, so (col 1, row 0) is SE of (col 0, row 0).
    expect(directionTo(fromOffset({ col: 0, row: 0 }, 'odd-q'), fromOffset({ col: 1, row: 0 }, 'odd-q'))).toBe(1); // SE (flat)
    expect(directionTo(fromOffset({ col: 0, row: 0 }, 'even-q'), fromOffset({ col: 1, row: 0 }, 'even-q'))).toBe(0); // NE (flat)
    expect(directionTo(fromOffset({ col: 0, row: 0 }, 'odd-r'), fromOffset({ col: 0, row: 1 }, 'odd-r'))).toBe(2); // SE (pointy)
    expect(directionTo(fromOffset({ col: 0, row: 0 }, 'even-r'), fromOffset({ col: 0, row: 1 }, 'even-r'))).toBe(3); // SW (pointy)
  });

  test.prop([arbHex(500), fc.constantFrom<'pointy' | 'flat'>('pointy', 'flat'), fc.double({ min: 1, max: 80, noNaN: true })])(
    'axial ↔ pixel round trips, and corners map back to the hex when pulled inward',
    (h, o, size) => {
      const l = { orientation: o, size: { x: size, y: size * 0.9 }, origin: { x: 13, y: -7 } };
      expect(pixelToHex(l, hexToPixel(l, h))).toEqual(h);
      const c = hexToPixel(l, h);
      for (const p of hexCorners(l, h)) expect(pixelToHex(l, { x: c.x + (p.x - c.x) * 0.95, y: c.y + (p.y - c.y) * 0.95 })).toEqual(h);
    },
  );

  test('corner k is the vertex between directions k and k+1', () => {
    for (const o of ['pointy', 'flat'] as const) {
      const l = layout(o, 1);
      for (let k = 0; k < 6; k++) {
        const a = hexToPixel(l, neighbor(hex(0, 0), k as 0));
        const b = hexToPixel(l, neighbor(hex(0, 0), turn(k as 0, 1)));
        const v = hexCorner(l, hex(0, 0), k as 0);
        const mid = { x: (a.x + b.x) / 3, y: (a.y + b.y) / 3 }; // centroid of origin, a, b is the shared vertex
        expect(v.x).toBeCloseTo(mid.x, 9);
        expect(v.y).toBeCloseTo(mid.y, 9);
      }
    }
  });

  test('roundHex picks the containing hex', () => {
    expect(roundHex({ q: 0.4, r: 0.4 })).toEqual(hex(0, 1)); // s = -0.8 has the largest pull
    expect(roundHex({ q: 2.1, r: -0.9 })).toEqual(hex(2, -1));
  });

  describe('bad input is Left, never a throw', () => {
    test.each([[{ q: 1.5, r: 0 }], [{ q: 1, r: NaN }], [{ q: '1', r: 0 }], [{ q: 1 }], [null], [7], [{ q: Infinity, r: 0 }]])('checkHex(%j)', (v) => {
      const res = checkHex(v);
      expect(E.isLeft(res)).toBe(true);
      if (E.isLeft(res)) expect(res.left.code).toBe('not-integer');
    });
    test('checkHex keeps only q and r', () => {
      expect(checkHex({ q: 2, r: -3, extra: true })).toEqual(E.right({ q: 2, r: -3 }));
    });
    test('keys', () => {
      expect(parseHexKey(hexKey(hex(-3, 12)))).toEqual(E.right(hex(-3, 12)));
      expect(E.isLeft(parseHexKey('3;4'))).toBe(true);
      expect(E.isLeft(checkDirection(6))).toBe(true);
      expect(E.isLeft(checkOffset({ col: 0.5, row: 1 }, 'odd-q'))).toBe(true);
    });
  });
});

describe('small helpers', () => {
  test('vector arithmetic, cube conversion, lerp, guards', async () => {
    const m = await import('../../src/hex/index.js');
    expect(m.hexAdd(hex(1, 2), hex(-3, 1))).toEqual(hex(-2, 3));
    expect(m.hexSubtract(hex(1, 2), hex(-3, 1))).toEqual(hex(4, 1));
    expect(m.hexScale(hex(1, -2), 3)).toEqual(hex(3, -6));
    expect(m.toCube(hex(2, -5))).toEqual({ q: 2, r: -5, s: 3 });
    expect(m.fromCube({ q: 2, r: -5, s: 3 })).toEqual({ q: 2, r: -5 });
    expect(m.hexS(hex(2, -5))).toBe(3);
    expect(m.hexLerp(hex(0, 0), hex(4, -2), 0.5)).toEqual({ q: 2, r: -1 });
    expect(m.hexLength(hex(3, -5))).toBe(5);
    expect(m.isAdjacent(hex(0, 0), hex(1, -1))).toBe(true);
    expect(m.isHex({ q: 1, r: 2 })).toBe(true);
    expect(m.isHex({ q: 1.2, r: 2 })).toBe(false);
    expect(m.isDirection(3)).toBe(true);
    expect(m.isDirection('3')).toBe(false);
    expect(m.opposite(1)).toBe(4);
    expect(m.hexEquals(hex(-0, 0), hex(0, 0))).toBe(true);
    expect(Object.is(hex(-0, 0).q, 0)).toBe(true);
  });
  test('vertex angles, polygons and side midpoints agree with the corners', async () => {
    const m = await import('../../src/hex/index.js');
    for (const o of ['pointy', 'flat'] as const) {
      const l = layout(o, 10);
      for (let f = 0; f < 6; f++) {
        const c = m.hexCorner(l, hex(0, 0), f as 0);
        const a = (m.vertexAngle(f as 0, o) * Math.PI) / 180;
        expect(c.x).toBeCloseTo(10 * Math.cos(a), 9);
        expect(c.y).toBeCloseTo(10 * Math.sin(a), 9);
        // the side midpoint toward direction d is halfway to the neighbour's centre
        const mid = m.sideMidpoint(l, hex(0, 0), f as 0);
        const n = hexToPixel(l, neighbor(hex(0, 0), f as 0));
        expect(mid.x).toBeCloseTo(n.x / 2, 9);
        expect(mid.y).toBeCloseTo(n.y / 2, 9);
      }
      expect(m.hexPolygon(l, hex(0, 0)).split(' ')).toHaveLength(6);
    }
  });
});
