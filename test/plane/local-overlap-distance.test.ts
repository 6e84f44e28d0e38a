// The small helpers rulesets asked for: a base's own frame (toLocal / fromLocal), the cheap
// overlap test (basesOverlap, which must agree with classifyContact), segment-to-polygon distance.
import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import {
  EDGE_RELATIONS,
  basesOverlap,
  classifyUnchecked,
  contactWithin,
  cornerOf,
  fromLocal,
  pointInPolygon,
  segmentPolygonDistance,
  segmentsMeet,
  toLocal,
  type Base,
  type Point,
  type Tolerance,
} from '../../src/plane/index.js';
import { arbBase } from './arbitraries.js';
import { mulberry, randomCornerPair, randomEdgePair } from './builders.js';

const coord = fc.double({ min: -5000, max: 5000, noNaN: true });
const arbPoint = fc.record({ x: coord, y: coord });
const anyBase = arbBase([-5000, 5000], [-5000, 5000], [1, 400], [1, 400]);

describe('toLocal / fromLocal: a point in a base’s own frame', () => {
  test.prop([anyBase, arbPoint])('fromLocal undoes toLocal', (b, p) => {
    const l = toLocal(b, p);
    const q = fromLocal(b, l.along, l.ahead);
    expect(Math.hypot(q.x - p.x, q.y - p.y)).toBeLessThan(1e-9 * (1 + Math.hypot(p.x - b.x, p.y - b.y)));
  });

  test.prop([anyBase, coord, coord])('toLocal undoes fromLocal', (b, along, ahead) => {
    const l = toLocal(b, fromLocal(b, along, ahead));
    expect(Math.abs(l.along - along) + Math.abs(l.ahead - ahead)).toBeLessThan(1e-9 * (1 + Math.abs(along) + Math.abs(ahead)));
  });

  test.prop([anyBase])('the corners sit at ±width/2 along, 0 and −depth ahead', (b) => {
    const near = (p: Point, along: number, ahead: number) => {
      const l = toLocal(b, p);
      expect(Math.abs(l.along - along) + Math.abs(l.ahead - ahead)).toBeLessThan(1e-9 * (1 + Math.abs(b.x) + Math.abs(b.y)));
    };
    near(cornerOf(b, 'front-left'), b.width / 2, 0);
    near(cornerOf(b, 'front-right'), -b.width / 2, 0);
    near(cornerOf(b, 'rear-left'), b.width / 2, -b.depth);
    near(cornerOf(b, 'rear-right'), -b.width / 2, -b.depth);
  });

  it('is exact at quarter turns (no 6e-17 residue)', () => {
    const b: Base = { x: 10, y: 20, heading: 90, width: 40, depth: 15 };
    expect(toLocal(b, { x: 10, y: 50 })).toEqual({ along: 0, ahead: 30 });
    expect(fromLocal(b, 5, 30)).toEqual({ x: 5, y: 50 });
    expect(fromLocal({ x: 0, y: 0, heading: 270 }, 0, 7)).toEqual({ x: 0, y: -7 });
  });
});

describe('basesOverlap agrees with classifyContact’s “overlapping”', () => {
  const tolerances: Tolerance[] = [{ distance: 1e-6, angle: 1e-6 }, { distance: 0.5, angle: 1 }, { distance: 5, angle: 3 }];

  it('on pairs in exact contact, and the same pairs nudged in and out by up to twice the tolerance (10,000 cases)', () => {
    const r = mulberry(77);
    let overlaps = 0;
    let not = 0;
    for (let i = 0; i < 10_000; i++) {
      const p = i % 10 === 9 ? randomCornerPair(r) : randomEdgePair(r, EDGE_RELATIONS[i % 9] ?? 'front-to-front');
      const tol = tolerances[i % 3] as Tolerance;
      const nudge = (r.next() * 4 - 2) * tol.distance;
      const angle = r.next() * Math.PI * 2;
      const b: Base = { ...p.b, x: p.b.x + nudge * Math.cos(angle), y: p.b.y + nudge * Math.sin(angle) };
      const expected = classifyUnchecked(p.a, b, tol).relation === 'overlapping';
      expect(basesOverlap(p.a, b, tol)).toBe(expected);
      if (expected) overlaps++;
      else not++;
    }
    // Both answers occur often, so the agreement is tested both ways.
    expect(overlaps).toBeGreaterThan(1000);
    expect(not).toBeGreaterThan(1000);
  });

  test.prop([arbBase([0, 400], [0, 400], [10, 200], [10, 200]), arbBase([0, 400], [0, 400], [10, 200], [10, 200])], { numRuns: 2000 })('on random pairs', (a, b) => {
    expect(basesOverlap(a, b)).toBe(classifyUnchecked(a, b, { distance: 1e-6, angle: 1e-6 }).relation === 'overlapping');
    expect(basesOverlap(a, b, { distance: 2, angle: 1 })).toBe(classifyUnchecked(a, b, { distance: 2, angle: 1 }).relation === 'overlapping');
  });
});

describe('segmentPolygonDistance', () => {
  const square: Point[] = [{ x: 0, y: 0 }, { x: 100, y: 0 }, { x: 100, y: 100 }, { x: 0, y: 100 }];

  it('is the gap to the nearest edge or vertex, 0 when the segment touches, crosses or lies inside', () => {
    expect(segmentPolygonDistance({ x: -30, y: 50 }, { x: -10, y: 50 }, square)).toBeCloseTo(10, 12);
    expect(segmentPolygonDistance({ x: 130, y: 140 }, { x: 150, y: 200 }, square)).toBeCloseTo(50, 12); // corner (100, 100)
    expect(segmentPolygonDistance({ x: -50, y: -10 }, { x: 150, y: -10 }, square)).toBeCloseTo(10, 12); // parallel below
    expect(segmentPolygonDistance({ x: -10, y: 50 }, { x: 150, y: 50 }, square)).toBe(0);
    expect(segmentPolygonDistance({ x: 20, y: 20 }, { x: 30, y: 30 }, square)).toBe(0);
    expect(segmentPolygonDistance({ x: 100, y: 120 }, { x: 100, y: 100 }, square)).toBe(0);
    expect(segmentPolygonDistance({ x: 0, y: 0 }, { x: 1, y: 1 }, [])).toBe(Infinity);
  });

  // A random simple polygon: a star-shaped one, points at increasing angles round a centre.
  const arbPolygon = fc
    .tuple(fc.record({ x: coord, y: coord }), fc.array(fc.tuple(fc.double({ min: 0, max: 1, noNaN: true }), fc.double({ min: 5, max: 500, noNaN: true })), { minLength: 3, maxLength: 9 }))
    .map(([c, rays]) => {
      const total = rays.reduce((t, [a]) => t + a + 0.1, 0);
      let acc = 0;
      return rays.map(([a, radius]) => {
        acc += (a + 0.1) / total;
        const th = acc * 2 * Math.PI;
        return { x: c.x + radius * Math.cos(th), y: c.y + radius * Math.sin(th) };
      });
    });
  const pointToPolygon = (p: Point, poly: ReadonlyArray<Point>): number => {
    if (pointInPolygon(p, poly)) return 0;
    let best = Infinity;
    for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
      const a = poly[j] as Point;
      const b = poly[i] as Point;
      const dx = b.x - a.x;
      const dy = b.y - a.y;
      const t = Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / (dx * dx + dy * dy || 1)));
      best = Math.min(best, Math.hypot(p.x - a.x - t * dx, p.y - a.y - t * dy));
    }
    return best;
  };

  test.prop([arbPoint, arbPoint, arbPolygon], { numRuns: 500 })('matches the closest of 2,001 points sampled along the segment, is symmetric, and is 0 exactly when the segment meets the polygon', (p, q, poly) => {
    const d = segmentPolygonDistance(p, q, poly);
    let sampled = Infinity;
    const n = 2000;
    for (let i = 0; i <= n; i++) sampled = Math.min(sampled, pointToPolygon({ x: p.x + ((q.x - p.x) * i) / n, y: p.y + ((q.y - p.y) * i) / n }, poly));
    // The exact distance is no more than any sample's, and less by at most half a sample step.
    const step = Math.hypot(q.x - p.x, q.y - p.y) / n;
    expect(d).toBeLessThanOrEqual(sampled + 1e-9 * (1 + sampled));
    expect(d).toBeGreaterThanOrEqual(sampled - step / 2 - 1e-9 * (1 + sampled));
    expect(segmentPolygonDistance(q, p, poly)).toBeCloseTo(d, 9);
    const meets = pointInPolygon(p, poly) || poly.some((a, i) => segmentsMeet(p, q, a, poly[(i + 1) % poly.length] as Point));
    expect(d === 0).toBe(meets);
  });
});

describe('contactWithin: classifyContact unless separated', () => {
  test.prop([arbBase([0, 400], [0, 400], [10, 200], [10, 200]), arbBase([0, 400], [0, 400], [10, 200], [10, 200])], { numRuns: 2000 })('on random pairs, for three tolerances', (a, b) => {
    for (const tol of [{ distance: 1e-6, angle: 1e-6 }, { distance: 0.5, angle: 1 }, { distance: 5, angle: 3 }]) {
      const full = classifyUnchecked(a, b, tol);
      const c = contactWithin(a, b, tol);
      if (full.relation === 'separated') expect(c).toBeNull();
      else expect(c).toEqual(full);
    }
  });

  it('on pairs in exact contact and nudged by up to twice the tolerance (3,000 cases): both answers occur', () => {
    const r = mulberry(78);
    let touching = 0;
    let apart = 0;
    for (let i = 0; i < 3000; i++) {
      const p = i % 10 === 9 ? randomCornerPair(r) : randomEdgePair(r, EDGE_RELATIONS[i % 9] ?? 'front-to-front');
      const tol: Tolerance = { distance: 0.5, angle: 1 };
      const nudge = (r.next() * 4 - 2) * tol.distance;
      const angle = r.next() * Math.PI * 2;
      const b: Base = { ...p.b, x: p.b.x + nudge * Math.cos(angle), y: p.b.y + nudge * Math.sin(angle) };
      const full = classifyUnchecked(p.a, b, tol);
      const c = contactWithin(p.a, b, tol);
      if (full.relation === 'separated') {
        expect(c).toBeNull();
        apart++;
      } else {
        expect(c).toEqual(full);
        touching++;
      }
    }
    expect(touching).toBeGreaterThan(300);
    expect(apart).toBeGreaterThan(300);
  });
});
