import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import {
  classifyContact,
  EDGE_RELATIONS,
  mirrorRelation,
  type Base,
  type Contact,
  type ContactRelation,
  type Tolerance,
} from '../../src/plane/index.js';
import { localNormal, mulberry, place, randomCornerEdgePair, randomCornerPair, randomEdgePair, localEdgePair } from './builders.js';

const N = 10_000;
const TOL: Tolerance = { distance: 0.01, angle: 0.01 };

function rel(a: Base, b: Base, t?: Tolerance): ContactRelation | string {
  const c = classifyContact(a, b, t);
  return c._tag === 'Right' ? c.right.relation : `Left: ${c.left.message}`;
}

function must(a: Base, b: Base, t?: Tolerance): Contact {
  const c = classifyContact(a, b, t);
  if (c._tag === 'Left') throw new Error(c.left.message);
  return c.right;
}

describe('classifyContact: exact contacts built with float rotations (10,000 random angles and offsets each)', () => {
  for (const relation of EDGE_RELATIONS) {
    it(`${relation}: classified right every time, and its mirror from the other base`, () => {
      const r = mulberry(relation.length * 7919);
      let right = 0;
      let mirrored = 0;
      for (let i = 0; i < N; i++) {
        const p = randomEdgePair(r, relation);
        const c = must(p.a, p.b);
        if (c.relation === relation && 'edgeA' in c && c.edgeA === p.ea && 'edgeB' in c && c.edgeB === p.eb) right++;
        if (rel(p.b, p.a) === mirrorRelation(relation)) mirrored++;
      }
      expect(right).toBe(N);
      expect(mirrored).toBe(N);
    });
  }

  it('corner-to-corner: classified right every time, with the corners named', () => {
    const r = mulberry(42);
    let right = 0;
    for (let i = 0; i < N; i++) {
      const p = randomCornerPair(r);
      const c = must(p.a, p.b);
      if (c.relation === 'corner-to-corner' && c.cornerA === p.ca && c.cornerB === p.cb) right++;
      expect(rel(p.b, p.a)).toBe('corner-to-corner');
    }
    expect(right).toBe(N);
  });

  it('corner-to-edge and edge-to-corner: a tilted base resting a corner on an edge', () => {
    const r = mulberry(43);
    let right = 0;
    for (let i = 0; i < N; i++) {
      const p = randomCornerEdgePair(r);
      const c = must(p.b, p.a);
      const m = must(p.a, p.b);
      if (c.relation === 'corner-to-edge' && c.edgeB === p.ea && c.cornerA === 'rear-right' && m.relation === 'edge-to-corner' && m.edgeA === p.ea) right++;
    }
    expect(right).toBe(N);
  });
});

describe('classifyContact: pairs separated by twice the tolerance are never in contact', () => {
  for (const relation of EDGE_RELATIONS) {
    it(`${relation} pulled apart by 2 × ${TOL.distance} paces along the contact normal`, () => {
      const r = mulberry(relation.length * 131);
      for (let i = 0; i < 2000; i++) {
        const p = randomEdgePair(r, relation);
        // a was built at heading 0 and turned by its final heading: turn the local normal the same way.
        const h = p.a.heading;
        const [nx, ny] = localNormal(0, p.ea);
        const rad = (h * Math.PI) / 180;
        const gx = Math.cos(rad) * nx - Math.sin(rad) * ny;
        const gy = Math.sin(rad) * nx + Math.cos(rad) * ny;
        const b2 = { ...p.b, x: p.b.x + gx * 2 * TOL.distance, y: p.b.y + gy * 2 * TOL.distance };
        const c = must(p.a, b2, TOL);
        expect(c.relation).toBe('separated');
        if (c.relation === 'separated') expect(c.gap).toBeCloseTo(2 * TOL.distance, 6);
      }
    });
  }

  it('corner-to-corner pulled apart by 2 × tolerance is separated', () => {
    const r = mulberry(99);
    for (let i = 0; i < 2000; i++) {
      const p = randomCornerPair(r);
      // Move b straight away from a's centre through the shared corner: distance grows by ≥ 2 tol.
      const dx = p.b.x - p.a.x;
      const dy = p.b.y - p.a.y;
      const n = Math.hypot(dx, dy);
      const far = { ...p.b, x: p.b.x + (dx / n) * 4 * TOL.distance, y: p.b.y + (dy / n) * 4 * TOL.distance };
      expect(rel(p.a, far, TOL)).not.toMatch(/^(front|flank|rear|corner)/);
    }
  });
});

describe('classifyContact: the edge contact details', () => {
  const a: Base = { x: 0, y: 0, heading: 0, width: 160, depth: 60 };

  it('front-to-front lined up: full on both sides, both corner pairs coincide, offset 0', () => {
    const b = localEdgePair(a, 'front', 'front', 160, 60, 0);
    const c = must(a, b);
    expect(c).toMatchObject({ relation: 'front-to-front', shared: 160, fullA: true, fullB: true, offset: 0 });
    if (c.relation !== 'front-to-front') return;
    expect(c.corners).toEqual(
      expect.arrayContaining([
        { a: 'front-left', b: 'front-right' },
        { a: 'front-right', b: 'front-left' },
      ]),
    );
  });

  it('partial front contact reports the shared length and the offset', () => {
    const b = localEdgePair(a, 'front', 'front', 160, 60, 40);
    const c = must(a, b);
    expect(c.relation).toBe('front-to-front');
    if (c.relation !== 'front-to-front') return;
    expect(c.shared).toBeCloseTo(120, 9);
    expect(c.fullA).toBe(false);
    expect(c.offset).toBeCloseTo(40, 9);
    expect(c.corners).toEqual([]);
  });

  it("front-to-flank against the target's left flank with the front corners meeting (DBM 3.x front-to-flank contact)", () => {
    // b faces +y; its left flank is towards a's front edge; a's front-left on b's front-left.
    const b: Base = { x: 80, y: 80, heading: 90, width: 160, depth: 60 };
    const c = must({ ...a, width: 60 }, b);
    expect(c).toMatchObject({ relation: 'front-to-flank', edgeA: 'front', edgeB: 'left' });
  });

  it('DBM overlap position: opposite facing, front corners touching end to end is corner-to-corner', () => {
    const b: Base = { x: 0, y: 160, heading: 180, width: 160, depth: 60 };
    // Left-to-left: the two bases face each other, so each one's left is on the same side.
    expect(must(a, b)).toEqual({ relation: 'corner-to-corner', cornerA: 'front-left', cornerB: 'front-left' });
  });

  it('a hair of overlap inside the tolerance is still contact; beyond it, overlapping with the depth', () => {
    const b = localEdgePair(a, 'front', 'front', 160, 60, 0);
    expect(rel(a, { ...b, x: b.x - 0.005 }, TOL)).toBe('front-to-front');
    const c = must(a, { ...b, x: b.x - 0.5 }, TOL);
    expect(c.relation).toBe('overlapping');
    if (c.relation === 'overlapping') expect(c.depth).toBeCloseTo(0.5, 9);
  });

  it('a small angle inside the angle tolerance is an edge contact; beyond it, a corner on an edge', () => {
    const loose: Tolerance = { distance: 0.5, angle: 0.5 };
    const b = localEdgePair(a, 'front', 'front', 160, 60, 0);
    // Tilt b by 0.1° about the contact midpoint: ends within 0.14 paces of the line.
    const t = place({ ...b }, 0.1, 0, 0);
    expect(rel(a, t, loose)).toBe('front-to-front');
    const t5 = place({ ...b, x: b.x + 10 }, 5, 0, 0);
    expect(rel(a, t5, loose)).not.toBe('front-to-front');
  });
});

describe('classifyContact: invariance and symmetry (properties)', () => {
  const relation = fc.constantFrom(...EDGE_RELATIONS);
  test.prop([relation, fc.integer(), fc.double({ min: -360, max: 360, noNaN: true }), fc.double({ min: -1e4, max: 1e4, noNaN: true }), fc.double({ min: -1e4, max: 1e4, noNaN: true })])(
    'moving and turning the whole table changes no relation',
    (rl, seed, deg, tx, ty) => {
      const p = randomEdgePair(mulberry(seed), rl);
      expect(rel(place(p.a, deg, tx, ty), place(p.b, deg, tx, ty))).toBe(rl);
    },
  );

  test.prop([fc.integer(), fc.integer({ min: 0, max: 2 })])('classify(a, b) and classify(b, a) are mirrors', (seed, kind) => {
    const r = mulberry(seed);
    const p = kind === 0 ? randomEdgePair(r, EDGE_RELATIONS[Math.abs(seed) % 9] ?? 'front-to-front') : kind === 1 ? randomCornerPair(r) : randomCornerEdgePair(r);
    expect(rel(p.b, p.a)).toBe(mirrorRelation(rel(p.a, p.b) as ContactRelation));
  });
});

describe('classifyContact: bad input', () => {
  const ok: Base = { x: 0, y: 0, heading: 0, width: 40, depth: 20 };
  it.each([
    [{ ...ok, width: 0 }, 'a.width'],
    [{ ...ok, depth: -3 }, 'a.depth'],
    [{ ...ok, x: Number.NaN }, 'a.x'],
    [{ ...ok, heading: Infinity }, 'a.heading'],
    [null, 'a'],
  ])('%j → Left naming %s', (bad, path) => {
    const c = classifyContact(bad as Base, ok);
    expect(c._tag).toBe('Left');
    if (c._tag === 'Left') {
      expect(c.left.path).toBe(path);
      expect(c.left.code).toBe('bad-base');
    }
  });
  it('a negative or NaN tolerance → Left', () => {
    expect(classifyContact(ok, ok, { distance: -1, angle: 0 })._tag).toBe('Left');
    expect(classifyContact(ok, ok, { distance: 0, angle: Number.NaN })._tag).toBe('Left');
  });
});
