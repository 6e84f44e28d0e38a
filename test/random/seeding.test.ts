import { fc, test } from '@fast-check/vitest';
import seedrandom from 'seedrandom';
import { describe, expect } from 'vitest';
import { aleaFromSeed, nextFloat, type RngState } from '../../src/random/index.js';

describe('aleaFromSeed', () => {
  // It remembers the last seed's numbers (a simulated game seeds twice from one seed).
  test.prop([fc.array(fc.oneof(fc.constantFrom('a', 'b', ''), fc.string()), { minLength: 1, maxLength: 6 })])(
    "gives seedrandom's Alea for each seed, in any order and repeated, each time a new object of the caller's own",
    (seeds) => {
      const made: RngState[] = [];
      for (const seed of seeds) {
        const r = aleaFromSeed(seed);
        expect(made.includes(r)).toBe(false);
        made.push(r);
        expect(nextFloat(r).value).toBe(seedrandom.alea(seed)());
        // Changing a state one was given (states are read-only: this is misuse) changes no later answer.
        (r as { c: number }).c = -1;
      }
    },
  );
});
