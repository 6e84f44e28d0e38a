import { fc, test } from '@fast-check/vitest';
import { describe, expect } from 'vitest';
import { basesOverlap, DBX_TOLERANCE, translationImpact, translationOnTable, baseOnTable } from '../../../src/rulesets/dbx/bases.js';
import type { Base } from '../../../src/plane/base.js';

const base = fc.record({
  x: fc.integer({ min: 200, max: 800 }),
  y: fc.integer({ min: 200, max: 800 }),
  heading: fc.constantFrom(0, 90, 180, 270, 15, 45, 200),
  width: fc.constantFrom(160, 80),
  depth: fc.constantFrom(40, 60, 120),
});

describe('translation sweeps (stand-ins for plane\'s single-translation sweep)', () => {
  test.prop([base, base, fc.integer({ min: -500, max: 500 }), fc.integer({ min: -500, max: 500 })], { numRuns: 300 })('the time of impact is where sampled poses start to overlap', (a: Base, b: Base, dx, dy) => {
    const hit = translationImpact(a, dx, dy, b);
    const at = (t: number): Base => ({ ...a, x: a.x + dx * t, y: a.y + dy * t });
    for (let i = 0; i <= 200; i++) {
      const t = i / 200;
      if (basesOverlap(at(t), b)) {
        expect(hit).not.toBeNull();
        expect(hit!).toBeLessThanOrEqual(t + 1e-9);
      }
    }
    if (hit !== null) {
      // just after the impact the bases overlap (allowing for rounding at the tolerance)
      expect(basesOverlap(at(Math.min(1, hit + 1e-6)), b, { ...DBX_TOLERANCE, distance: DBX_TOLERANCE.distance - 1e-3 })).toBe(true);
    }
  });
  test.prop([base, fc.integer({ min: -900, max: 900 }), fc.integer({ min: -900, max: 900 })], { numRuns: 200 })('the table fraction keeps the base on the table and no more', (a: Base, dx, dy) => {
    const t = translationOnTable(a, dx, dy, 1000, 1000);
    expect(baseOnTable({ ...a, x: a.x + dx * t, y: a.y + dy * t }, 1000, 1000)).toBe(true);
    if (t < 1) expect(baseOnTable({ ...a, x: a.x + dx * (t + 0.001), y: a.y + dy * (t + 0.001) }, 1000, 1000)).toBe(false);
  });
});
