import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { hypot } from '../../src/plane/hypot.js';

describe('hypot: Math.hypot of two numbers, bit for bit (fixed seed)', () => {
  const any = fc.double({ noDefaultInfinity: false, noNaN: false });
  const table = fc.double({ min: -5000, max: 5000, noNaN: true });
  test.prop([any, any], { numRuns: 20000 })('any two doubles', (x, y) => {
    expect(Object.is(hypot(x, y), Math.hypot(x, y))).toBe(true);
  });
  test.prop([table, table], { numRuns: 20000 })('table-sized coordinates and differences', (x, y) => {
    expect(Object.is(hypot(x, y), Math.hypot(x, y))).toBe(true);
  });
  it('the special cases', () => {
    for (const [x, y] of [[0, 0], [-0, -0], [NaN, Infinity], [-Infinity, NaN], [NaN, 1], [3, 4], [5e-324, 5e-324], [1.7e308, 1.7e308], [1e-200, 1e200]] as const) {
      expect(Object.is(hypot(x, y), Math.hypot(x, y)), `${x}, ${y}`).toBe(true);
    }
  });
});
