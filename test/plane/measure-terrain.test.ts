import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import {
  baseVisible,
  createIndex,
  distanceBetween,
  elementsBetween,
  goingUnder,
  featuresUnder,
  lineOfSight,
  neighbours,
  straightAhead,
  within,
  type Base,
  type TerrainPolygon,
} from '../../src/plane/index.js';
import { place } from './builders.js';

const a: Base = { x: 0, y: 0, heading: 90, width: 160, depth: 60 };
const right = <T>(e: { _tag: 'Right'; right: T } | { _tag: 'Left'; left: unknown }): T => {
  if (e._tag === 'Left') throw new Error(JSON.stringify(e.left));
  return e.right;
};

describe('distance and "within X paces" (DBM L1613)', () => {
  it('the gap between facing fronts, a diagonal gap between corners, 0 in contact', () => {
    expect(right(distanceBetween(a, { x: 0, y: 300, heading: 270, width: 160, depth: 60 }))).toBeCloseTo(300, 9);
    expect(right(distanceBetween(a, { x: 80 + 30 + 80, y: 40 + 60, heading: 90, width: 160, depth: 60 }))).toBeCloseTo(50, 9);
    expect(right(distanceBetween(a, { x: 0, y: 0, heading: 270, width: 160, depth: 60 }))).toBe(0);
  });
  it('within is inclusive at the limit', () => {
    const b = { x: 0, y: 200, heading: 270, width: 160, depth: 60 };
    expect(right(within(a, b, 200))).toBe(true);
    expect(right(within(a, b, 199.99))).toBe(false);
  });
  test.prop([fc.double({ min: -360, max: 360, noNaN: true }), fc.double({ min: -5000, max: 5000, noNaN: true })])('distance does not change when the table is moved and turned', (deg, t) => {
    const b: Base = { x: 230, y: 410, heading: 33, width: 160, depth: 80 };
    expect(right(distanceBetween(place(a, deg, t, -t), place(b, deg, t, -t)))).toBeCloseTo(right(distanceBetween(a, b)), 6);
  });
  it('bad input → Left', () => {
    expect(distanceBetween({ ...a, width: -1 }, a)._tag).toBe('Left');
    expect(within(a, a, Number.NaN)._tag).toBe('Left');
  });
});

describe('straight ahead (DBA A71: within a base width of straight ahead)', () => {
  it('a target one base width off to the side is still ahead; two widths off is not', () => {
    expect(right(straightAhead(a, { x: 230, y: 300, heading: 270, width: 160, depth: 60 }, 500))).toBe(true);
    expect(right(straightAhead(a, { x: 420, y: 300, heading: 270, width: 160, depth: 60 }, 500))).toBe(false);
    expect(right(straightAhead(a, { x: 0, y: -100, heading: 90, width: 160, depth: 60 }, 500))).toBe(false);
  });
});

describe('is any element even partly between (DBA A71)', () => {
  const bases: Record<string, Base> = {
    s: a,
    t: { x: 0, y: 400, heading: 270, width: 160, depth: 60 },
    mid: { x: 150, y: 200, heading: 90, width: 160, depth: 60 }, // overlaps the lane's right side
    off: { x: 600, y: 200, heading: 90, width: 160, depth: 60 },
  };
  it('finds the element that intrudes and ignores the one off to the side, with or without an index', () => {
    expect(right(elementsBetween(bases, 's', 't'))).toEqual(['mid']);
    expect(right(elementsBetween(bases, 's', 't', { index: createIndex(bases) }))).toEqual(['mid']);
    expect(right(elementsBetween({ ...bases, mid: { ...bases['mid'] as Base, x: 240 } }, 's', 't'))).toEqual([]);
  });
  it('unknown ids → Left', () => {
    expect(elementsBetween(bases, 's', 'zz')._tag).toBe('Left');
  });
});

describe('terrain: going under a base, features, line of sight', () => {
  const wood: TerrainPolygon = { id: 'wood', going: 'difficult', blocksSight: true, polygon: [{ x: -50, y: 100 }, { x: 50, y: 100 }, { x: 50, y: 200 }, { x: -50, y: 200 }] };
  const hill: TerrainPolygon = { id: 'hill', going: 'rough', features: ['hill'], polygon: [{ x: -500, y: -500 }, { x: 0, y: -500 }, { x: 0, y: 500 }, { x: -500, y: 500 }] };
  it('the worst going under a base counts; touching an outline does not', () => {
    expect(right(goingUnder(a, []))).toBe('good');
    expect(right(goingUnder(a, [hill]))).toBe('rough');
    expect(right(goingUnder({ ...a, y: 160 }, [hill, wood]))).toBe('difficult');
    expect(right(goingUnder({ ...a, x: 80 }, [hill]))).toBe('good'); // left flank lies on the hill's edge x=0
    expect(featuresUnder(a, [hill, wood])).toEqual(['hill']);
  });
  it('a wood blocks a line through it, not one that grazes its edge', () => {
    expect(right(lineOfSight({ x: 0, y: 0 }, { x: 0, y: 300 }, [wood]))).toEqual({ clear: false, blockedBy: ['wood'] });
    expect(right(lineOfSight({ x: 50, y: 0 }, { x: 50, y: 300 }, [wood])).clear).toBe(true);
    expect(right(baseVisible(a, { x: 0, y: 400, heading: 270, width: 160, depth: 60 }, [wood]))).toBe(true); // around the edges
    const wide = { ...wood, polygon: [{ x: -500, y: 100 }, { x: 500, y: 100 }, { x: 500, y: 200 }, { x: -500, y: 200 }] };
    expect(right(baseVisible(a, { x: 0, y: 400, heading: 270, width: 160, depth: 60 }, [wide]))).toBe(false);
  });
  it('malformed terrain → Left', () => {
    expect(goingUnder(a, [{ ...wood, going: 'swampy' as never }])._tag).toBe('Left');
    expect(goingUnder(a, [{ ...wood, polygon: [{ x: 0, y: 0 }] }])._tag).toBe('Left');
    expect(lineOfSight({ x: 0, y: Number.NaN }, { x: 0, y: 1 }, [])._tag).toBe('Left');
  });
});

describe('spatial index', () => {
  it('a neighbour query on 300 bases returns exactly the bases whose boxes come that close', () => {
    const bases: Record<string, Base> = {};
    for (let i = 0; i < 20; i++) for (let j = 0; j < 15; j++) bases[`b${i}-${j}`] = { x: 80 + i * 170, y: 60 + j * 100, heading: 90 + ((i * 7 + j * 13) % 40) - 20, width: 160, depth: 60 };
    const index = createIndex(bases);
    const me = bases['b10-7'] as Base;
    const near = neighbours(index, me, 20);
    expect(near.length).toBeLessThan(20);
    expect(near).toContain('b10-7');
    expect(near).toContain('b9-7');
    // Brute force agrees on everything within 20 paces.
    for (const [id, b] of Object.entries(bases)) {
      const d = right(distanceBetween(me, b));
      if (d <= 20) expect(near).toContain(id);
    }
  });
});
