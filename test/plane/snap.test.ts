import { describe, expect, it } from 'vitest';
import {
  EDGE_RELATIONS,
  classifyContact,
  snapToContact,
  type Base,
  type Contact,
  type CornerName,
  type SnapAlign,
  type Tolerance,
} from '../../src/plane/index.js';
import { mulberry } from './builders.js';

const EXACT: Tolerance = { distance: 1e-9, angle: 1e-9 };
const between = (r: { next(): number }, lo: number, hi: number) => lo + (hi - lo) * r.next();

function randomBase(r: { next(): number }): Base {
  return { x: between(r, -5000, 5000), y: between(r, -5000, 5000), heading: between(r, 0, 360), width: between(r, 40, 200), depth: between(r, 10, 200) };
}

function classify(a: Base, b: Base, t: Tolerance = EXACT): Contact {
  const c = classifyContact(a, b, t);
  if (c._tag === 'Left') throw new Error(c.left.message);
  return c.right;
}

describe('snapToContact: a snapped pose is in exact contact', () => {
  for (const relation of EDGE_RELATIONS) {
    it(`${relation}: 2,000 random movers and targets, every align mode, classified at 1e-9 paces and degrees`, () => {
      const r = mulberry(relation.length * 31337);
      let right = 0;
      let n = 0;
      for (let i = 0; i < 2000; i++) {
        const target = randomBase(r);
        const mover = { ...randomBase(r), x: target.x + between(r, -300, 300), y: target.y + between(r, -300, 300) };
        for (const align of ['nearest', 'centre'] as SnapAlign[]) {
          const s = snapToContact(mover, target, relation, { align });
          expect(s._tag).toBe('Right');
          if (s._tag !== 'Right') continue;
          n++;
          expect(s.right.width).toBe(mover.width);
          expect(s.right.depth).toBe(mover.depth);
          const c = classify(s.right, target);
          if (c.relation === relation) right++;
          if (align === 'centre' && 'offset' in c) expect(Math.abs(c.offset)).toBeLessThan(1e-6);
        }
      }
      expect(right).toBe(n);
    });
  }

  it('corner alignment: the named corners coincide (DBM 3.x front-to-flank, front corner on front corner)', () => {
    // Attacking the target's left flank, the attacker's front edge runs the opposite way to that
    // flank, so it is the attacker's front-LEFT corner that can sit on the target's front-left
    // corner with the edges overlapping (front-right on front-left, "a.FR ≈ b.FL", would leave them end to end).
    const target: Base = { x: 1234.5, y: -87.25, heading: 37.3, width: 160, depth: 60 };
    const mover: Base = { x: 1000, y: 0, heading: 0, width: 160, depth: 60 };
    const s = snapToContact(mover, target, 'front-to-flank', { targetEdge: 'left', align: { mover: 'front-left', target: 'front-left' } });
    expect(s._tag).toBe('Right');
    if (s._tag !== 'Right') return;
    const c = classify(s.right, target);
    expect(c).toMatchObject({ relation: 'front-to-flank', edgeA: 'front', edgeB: 'left', fullB: true });
    if (c.relation === 'front-to-flank') expect(c.corners).toContainEqual({ a: 'front-left', b: 'front-left' });
    expect(snapToContact(mover, target, 'front-to-flank', { targetEdge: 'left', align: { mover: 'front-right', target: 'front-left' } })._tag).toBe('Left');
  });

  it('front-to-front lined up between equal widths: both corner pairs coincide', () => {
    const target: Base = { x: 10, y: 20, heading: 123.456, width: 160, depth: 60 };
    const s = snapToContact({ x: 300, y: 300, heading: 0, width: 160, depth: 80 }, target, 'front-to-front', { align: 'centre' });
    const c = s._tag === 'Right' ? classify(s.right, target) : null;
    expect(c).toMatchObject({ relation: 'front-to-front', fullA: true, fullB: true });
    if (c !== null && c.relation === 'front-to-front') expect(c.corners).toHaveLength(2);
  });

  it("'nearest' keeps the mover's offset along the edge (the smallest shift)", () => {
    const target: Base = { x: 0, y: 0, heading: 270, width: 160, depth: 60 };
    const mover: Base = { x: 50, y: -10, heading: 95, width: 160, depth: 60 };
    const s = snapToContact(mover, target, 'front-to-front');
    expect(s._tag === 'Right' && s.right.heading).toBe(90);
    if (s._tag === 'Right') {
      expect(s.right.x).toBeCloseTo(50, 9);
      expect(s.right.y).toBeCloseTo(0, 9);
    }
  });

  it('corner-to-corner: the DBM overlap position (opposite facing, left front corners meeting)', () => {
    const target: Base = { x: 0, y: 0, heading: 270, width: 160, depth: 60 };
    const s = snapToContact({ x: 170, y: 5, heading: 90, width: 160, depth: 60 }, target, 'corner-to-corner', { align: { mover: 'front-left', target: 'front-left' } });
    expect(s._tag).toBe('Right');
    if (s._tag === 'Right') expect(classify(s.right, target)).toEqual({ relation: 'corner-to-corner', cornerA: 'front-left', cornerB: 'front-left' });
    // A corner pair that puts the bases fully inside one another is refused.
    expect(snapToContact({ x: 0, y: 0, heading: 270, width: 160, depth: 60 }, target, 'corner-to-corner', { align: { mover: 'front-left', target: 'front-left' } })).toMatchObject({ _tag: 'Left' });
  });

  it('refuses what cannot be snapped', () => {
    const t: Base = { x: 0, y: 0, heading: 0, width: 160, depth: 60 };
    expect(snapToContact(t, t, 'overlapping')).toMatchObject({ _tag: 'Left', left: { code: 'bad-relation' } });
    expect(snapToContact(t, t, 'front-to-front', { moverEdge: 'left' })).toMatchObject({ _tag: 'Left', left: { code: 'bad-relation' } });
    const outside = { mover: 'front-left' as CornerName, target: 'front-left' as CornerName };
    // Same-end corners of antiparallel front edges share no length... for front-to-front the
    // mover's FL meets the target's FR when lined up; FL on FL leaves them end to end.
    expect(snapToContact(t, t, 'front-to-front', { align: { mover: 'front-left', target: 'front-right' } })._tag).toBe('Right');
    expect(snapToContact(t, t, 'front-to-front', { align: outside })).toMatchObject({ _tag: 'Left', left: { code: 'bad-align' } });
    expect(snapToContact({ ...t, width: Number.NaN }, t, 'front-to-front')._tag).toBe('Left');
  });
});
