import { describe, expect, it } from 'vitest';
import { test, fc } from '@fast-check/vitest';
import { histogram, spread, wilson } from '../../src/sim/stats.js';
import { signTestP } from '../support/sign-test.js';

describe('Wilson 95% interval', () => {
  it('matches published values', () => {
    // Reference values: Newcombe (1998), Table I, and direct evaluation of the Wilson formula.
    const a = wilson(0, 10);
    expect(a.rate).toBe(0);
    expect(a.low).toBe(0);
    expect(a.high).toBeCloseTo(0.2775, 4);
    const b = wilson(5, 10);
    expect(b.low).toBeCloseTo(0.2366, 4);
    expect(b.high).toBeCloseTo(0.7634, 4);
    const c = wilson(81, 263);
    expect(c.low).toBeCloseTo(0.2553, 4);
    expect(c.high).toBeCloseTo(0.3662, 4);
  });
  it('is the whole unit interval with no trials', () => {
    expect(wilson(0, 0)).toEqual({ rate: 0, low: 0, high: 1 });
  });
  test.prop([fc.integer({ min: 1, max: 100000 }), fc.double({ min: 0, max: 1, noNaN: true })])('contains the rate and stays in [0, 1]', (n, f) => {
    const k = Math.floor(f * n);
    const w = wilson(k, n);
    expect(w.low).toBeGreaterThanOrEqual(0);
    expect(w.high).toBeLessThanOrEqual(1);
    expect(w.low).toBeLessThanOrEqual(w.rate + 1e-12);
    expect(w.high).toBeGreaterThanOrEqual(w.rate - 1e-12);
  });
});

describe('spread and histogram', () => {
  it('computes mean, sample sd, min, max', () => {
    expect(spread([2, 4, 4, 4, 5, 5, 7, 9])).toEqual({ n: 8, mean: 5, sd: Math.sqrt(32 / 7), min: 2, max: 9 });
    expect(spread([])).toBeNull();
    expect(spread([3])!.sd).toBe(0);
  });
  it('bins whole numbers one per value when few, wider when many', () => {
    expect(histogram([1, 2, 2, 4])).toEqual([
      { from: 1, to: 1, count: 1 },
      { from: 2, to: 2, count: 2 },
      { from: 3, to: 3, count: 0 },
      { from: 4, to: 4, count: 1 },
    ]);
    const wide = histogram(Array.from({ length: 100 }, (_, i) => i), 10);
    expect(wide).toHaveLength(10);
    expect(wide.every((b) => b.count === 10 && b.to - b.from === 9)).toBe(true);
  });
  test.prop([fc.array(fc.integer({ min: 0, max: 500 }), { minLength: 1, maxLength: 200 })])('counts every value once', (values) => {
    const h = histogram(values);
    expect(h.reduce((s, b) => s + b.count, 0)).toBe(values.length);
    expect(h.length).toBeLessThanOrEqual(20);
  });
});

describe('the sign test the agent tests use (test/support/sign-test.ts)', () => {
  it('is the exact one-sided binomial tail at p = 1/2', () => {
    expect(signTestP(0, 10)).toBe(1);
    expect(signTestP(10, 10)).toBeCloseTo(1 / 1024, 12);
    expect(signTestP(9, 10)).toBeCloseTo(11 / 1024, 12);
    expect(signTestP(6, 10)).toBeCloseTo(386 / 1024, 12);
    expect(signTestP(0, 0)).toBe(1);
  });
});
