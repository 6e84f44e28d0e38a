import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { baseOnTable, basesOverlap, contactOf, DBX_TOLERANCE, translationOnTable } from '../../../src/rulesets/dbx/bases.js';
import { classifyUnchecked, translationImpactTime, type Base } from '../../../src/plane/index.js';

const base = fc.record({
  x: fc.integer({ min: 200, max: 800 }),
  y: fc.integer({ min: 200, max: 800 }),
  heading: fc.constantFrom(0, 90, 180, 270, 15, 45, 200),
  width: fc.constantFrom(160, 80),
  depth: fc.constantFrom(40, 60, 120),
});

describe('translation sweeps (plane\'s translationImpactTime under the DBx tolerance, the table edge)', () => {
  test.prop([base, base, fc.integer({ min: -500, max: 500 }), fc.integer({ min: -500, max: 500 })], { numRuns: 300 })('no sampled pose before the impact overlaps; the impact pose itself does not overlap', (a: Base, b: Base, dx, dy) => {
    fc.pre(!basesOverlap(a, b));
    const hit = translationImpactTime(a, dx, dy, b, DBX_TOLERANCE);
    const at = (t: number): Base => ({ ...a, x: a.x + dx * t, y: a.y + dy * t });
    for (let i = 0; i <= 200; i++) {
      const t = i / 200;
      if (basesOverlap(at(t), b)) {
        // the 40p sampling the reducer used to rely on could step over such a pose: the sweep cannot
        expect(hit).not.toBeNull();
        expect(hit!).toBeLessThanOrEqual(t + 1e-9);
      }
    }
    if (hit !== null) expect(basesOverlap(at(hit), b)).toBe(false);
  });
  test.prop([base, fc.integer({ min: -900, max: 900 }), fc.integer({ min: -900, max: 900 })], { numRuns: 200 })('the table fraction keeps the base on the table and no more', (a: Base, dx, dy) => {
    const t = translationOnTable(a, dx, dy, 1000, 1000);
    expect(baseOnTable({ ...a, x: a.x + dx * t, y: a.y + dy * t }, 1000, 1000)).toBe(true);
    if (t < 1) expect(baseOnTable({ ...a, x: a.x + dx * (t + 0.001), y: a.y + dy * (t + 0.001) }, 1000, 1000)).toBe(false);
  });
});

describe('contactOf: plane\'s classification under the DBx tolerance, null when apart', () => {
  test.prop([base, base], { numRuns: 500 })('agrees with classifyUnchecked on every pair', (a: Base, b: Base) => {
    const full = classifyUnchecked(a, b, DBX_TOLERANCE);
    const c = contactOf(a, b);
    if (full.relation === 'separated') expect(c).toBeNull();
    else expect(c).toEqual(full);
  });
  test.prop([base], { numRuns: 200 })('a pair in exact front-to-front contact touches; moved 5p apart, it is apart', (a: Base) => {
    const f = { x: Math.cos((a.heading * Math.PI) / 180), y: Math.sin((a.heading * Math.PI) / 180) };
    const b: Base = { x: a.x, y: a.y, heading: a.heading + 180, width: a.width, depth: a.depth };
    const c = contactOf(a, b);
    expect(c?.relation).toBe('front-to-front');
    const far: Base = { ...b, x: b.x + f.x * 5, y: b.y + f.y * 5 };
    expect(contactOf(a, far)).toBeNull();
  });
});
