// fast-check generators shared by the plane property tests.
import { fc } from '@fast-check/vitest';
import type { Base } from '../../src/plane/index.js';

type Range = readonly [number, number];
const num = ([min, max]: Range) => fc.double({ min, max, noNaN: true });

/** A base anywhere in the x and y ranges, at any heading, with width and depth in their ranges. */
export function arbBase(x: Range, y: Range, width: Range, depth: Range): fc.Arbitrary<Base> {
  return fc.record({ x: num(x), y: num(y), heading: num([0, 360]), width: num(width), depth: num(depth) });
}
