import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { sizeRatioAdjustment } from '../../../../src/rulesets/dawn-of-battle/rules/10-melee/resolve/index.js';

describe('§10.2.3.1 size ratio adjustment', () => {
  it('gives the whole ratio, rounded down, to the stronger side', () => {
    expect(sizeRatioAdjustment(6, 3)).toBe(2);
    expect(sizeRatioAdjustment(9, 3)).toBe(3);
    expect(sizeRatioAdjustment(11, 5)).toBe(2);
    expect(sizeRatioAdjustment(8, 2)).toBe(4);
  });

  it('gives +1 to a stronger side that is not twice as strong', () => {
    expect(sizeRatioAdjustment(6, 4)).toBe(1);
    expect(sizeRatioAdjustment(5, 4)).toBe(1);
    expect(sizeRatioAdjustment(7, 4)).toBe(1);
  });

  it('is negative when the defender is stronger', () => {
    expect(sizeRatioAdjustment(3, 6)).toBe(-2);
    expect(sizeRatioAdjustment(4, 5)).toBe(-1);
  });

  it('is 0 for equal strengths (§10.2.4 note)', () => {
    expect(sizeRatioAdjustment(4, 4)).toBe(0);
    expect(sizeRatioAdjustment(0, 0)).toBe(0);
  });

  it('gives +6 against strength 0, a lone leader with no combat bonus (ruling DOB-R36)', () => {
    expect(sizeRatioAdjustment(3, 0)).toBe(6);
    expect(sizeRatioAdjustment(0, 2)).toBe(-6);
  });

  it('treats negative or non-finite strengths as 0', () => {
    expect(sizeRatioAdjustment(-3, 2)).toBe(-6);
    expect(sizeRatioAdjustment(Number.NaN, 0)).toBe(0);
  });

  test.prop([fc.integer({ min: 0, max: 60 }), fc.integer({ min: 0, max: 60 })])('is antisymmetric', (a, d) => {
    expect(sizeRatioAdjustment(a, d)).toBe(-sizeRatioAdjustment(d, a) || 0);
  });

  test.prop([fc.integer({ min: 1, max: 60 }), fc.integer({ min: 1, max: 60 })])('equals max(1, floor(hi/lo)) when unequal', (a, d) => {
    fc.pre(a !== d);
    const m = Math.max(1, Math.floor(Math.max(a, d) / Math.min(a, d)));
    expect(Math.abs(sizeRatioAdjustment(a, d))).toBe(m);
    expect(Math.sign(sizeRatioAdjustment(a, d))).toBe(a > d ? 1 : -1);
  });
});
