import { fc } from '@fast-check/vitest';
import { hex, type Hex } from '../../src/hex/index.js';
import type { Direction, Facing } from '../../src/hex/index.js';

/** Hexes within a generous box around the origin. */
export const arbHex = (bound = 60): fc.Arbitrary<Hex> =>
  fc.tuple(fc.integer({ min: -bound, max: bound }), fc.integer({ min: -bound, max: bound })).map(([q, r]) => hex(q, r));

export const arbDirection: fc.Arbitrary<Direction> = fc.constantFrom<Direction>(0, 1, 2, 3, 4, 5);
export const arbFacing: fc.Arbitrary<Facing> = fc.constantFrom<Facing>(0, 1, 2, 3, 4, 5);
