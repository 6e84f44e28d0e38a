import { fc, test } from '@fast-check/vitest';
import * as E from 'fp-ts/lib/Either.js';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import {
  aleaFromSeed,
  createRng,
  drawInt,
  MAX_INT_RANGE,
  nextFloat,
  nextInt,
  rollD6,
  rollDice,
  type AleaState,
  type Draw,
  type RngState,
} from '../../src/random/index.js';

const right = <A>(e: E.Either<unknown, A>): A => {
  if (E.isLeft(e)) throw new Error(`expected Right, got ${JSON.stringify(e.left)}`);
  return e.right;
};

/** `count` draws of `step`, threading the state; returns the values and the final state. */
function run<T>(rng: RngState, count: number, step: (r: RngState) => { value: T; rng: RngState }): { values: T[]; rng: RngState } {
  const values: T[] = [];
  let r = rng;
  for (let i = 0; i < count; i++) {
    const d = step(r);
    values.push(d.value);
    r = d.rng;
  }
  return { values, rng: r };
}

/** Pearson's chi-square statistic of observed counts against equal expected counts. */
function chiSquare(counts: ReadonlyArray<number>): number {
  const total = counts.reduce((a, b) => a + b, 0);
  const expected = total / counts.length;
  return counts.reduce((s, c) => s + (c - expected) ** 2 / expected, 0);
}

/**
 * An Alea state whose next output is exactly k / 2^32: with s0 = j / 2^32 the recurrence's
 * t·2^32 is 2091639·j + c, so j = floor(k / 2091639) and c = the remainder give k (< 2^32).
 * The following outputs come from s1 and s2 as usual.
 */
function stateYielding(k: number, s1 = 0.5, s2 = 0.25): AleaState {
  const j = Math.floor(k / 2091639);
  return { algorithm: 'alea', seed: 'crafted', c: k - 2091639 * j, s0: j / 4294967296, s1, s2 };
}

describe('seeded generator', () => {
  test.prop([fc.string()])('the same seed gives the same sequence', (seed) => {
    const a = run(aleaFromSeed(seed), 50, nextFloat).values;
    const b = run(right(createRng(seed)), 50, nextFloat).values;
    expect(a).toEqual(b);
  });

  it('different seeds give different sequences', () => {
    const a = run(aleaFromSeed('alpha'), 20, rollD6).values;
    const b = run(aleaFromSeed('beta'), 20, rollD6).values;
    expect(a).not.toEqual(b);
  });

  test.prop([fc.oneof(fc.string(), fc.string({ unit: 'binary' }))], { numRuns: 300 })(
    "steps exactly as seedrandom's alea(seed) does, draw for draw",
    (seed) => {
      const prng = seedrandom.alea(seed);
      const ours = run(aleaFromSeed(seed), 500, nextFloat).values;
      const theirs = Array.from({ length: 500 }, () => prng());
      expect(ours).toEqual(theirs);
    },
  );

  it("agrees with seedrandom's alea over a long stream", () => {
    const prng = seedrandom.alea('long stream');
    let r: RngState = aleaFromSeed('long stream');
    for (let i = 0; i < 200_000; i++) {
      const d = nextFloat(r);
      if (d.value !== prng()) throw new Error(`draw ${i} differs`);
      r = d.rng;
    }
  });

  test.prop([fc.string(), fc.nat(300), fc.nat(300)])(
    'a JSON round trip mid-stream continues identically',
    (seed, before, after) => {
      const mid = run(aleaFromSeed(seed), before, rollD6).rng;
      const copy = JSON.parse(JSON.stringify(mid)) as RngState;
      expect(copy).toEqual(mid);
      expect(run(copy, after, nextFloat).values).toEqual(run(mid, after, nextFloat).values);
    },
  );

  it('never mutates the state it is given', () => {
    const r = Object.freeze(aleaFromSeed('frozen'));
    const snapshot = JSON.stringify(r);
    nextFloat(r);
    rollD6(r);
    right(rollDice(r, 10));
    expect(JSON.stringify(r)).toBe(snapshot);
  });

  it('600,000 D6 under a fixed seed pass a chi-square bound', () => {
    const counts = [0, 0, 0, 0, 0, 0];
    let r: RngState = aleaFromSeed('chi-square d6');
    for (let i = 0; i < 600_000; i++) {
      const d = rollD6(r);
      counts[d.value - 1]!++;
      r = d.rng;
    }
    // 5 degrees of freedom: 20.52 is the 0.1% critical value.
    expect(chiSquare(counts)).toBeLessThan(20.52);
  });

  it('consecutive D6 pairs are independent (chi-square over the 36 pairs)', () => {
    const counts = new Array<number>(36).fill(0);
    let r: RngState = aleaFromSeed('chi-square pairs');
    for (let i = 0; i < 180_000; i++) {
      const a = rollD6(r);
      const b = rollD6(a.rng);
      counts[(a.value - 1) * 6 + (b.value - 1)]!++;
      r = b.rng;
    }
    // 35 degrees of freedom: 66.62 is the 0.1% critical value.
    expect(chiSquare(counts)).toBeLessThan(66.62);
  });
});

describe('nextInt', () => {
  test.prop([fc.string(), fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 0, max: MAX_INT_RANGE - 1 })])(
    'stays within lo..hi and yields integers',
    (seed, lo, width) => {
      const hi = lo + width;
      let r: RngState = aleaFromSeed(seed);
      for (let i = 0; i < 20; i++) {
        const d: Draw<number> = right(nextInt(r, lo, hi));
        expect(Number.isInteger(d.value)).toBe(true);
        expect(d.value).toBeGreaterThanOrEqual(lo);
        expect(d.value).toBeLessThanOrEqual(hi);
        r = d.rng;
      }
    },
  );

  it('a one-value range always gives that value (and still advances the stream)', () => {
    const r = aleaFromSeed('one');
    const d = right(nextInt(r, 7, 7));
    expect(d.value).toBe(7);
    expect(d.rng).not.toEqual(r);
  });

  it.each([2, 3, 10, 37])('is uniform over 1..%i (chi-square)', (n) => {
    const counts = new Array<number>(n).fill(0);
    let r: RngState = aleaFromSeed(`uniform ${n}`);
    for (let i = 0; i < 20_000 * n; i++) {
      const d: Draw<number> = right(nextInt(r, 1, n));
      counts[d.value - 1]!++;
      r = d.rng;
    }
    // Wilson–Hilferty approximation of the 0.1% critical value for n - 1 degrees of freedom.
    const k = n - 1;
    const critical = k * (1 - 2 / (9 * k) + 3.09 * Math.sqrt(2 / (9 * k))) ** 3;
    expect(chiSquare(counts)).toBeLessThan(critical);
  });

  it('reaches both ends of a range wider than 2^31', () => {
    // The lowest and highest outputs land in the first and last bucket.
    expect(drawInt(stateYielding(0), 0, 2 ** 31).value).toBe(0);
    const bucket = Math.floor(2 ** 32 / (2 ** 31 + 1));
    expect(bucket).toBe(1);
    expect(drawInt(stateYielding(2 ** 31), 0, 2 ** 31).value).toBe(2 ** 31);
  });

  describe('exact uniformity: equal buckets of the 32-bit draw, the leftover sliver redrawn', () => {
    const n = 6;
    const bucket = Math.floor(2 ** 32 / n); // 715827882
    const limit = bucket * n; // 4294967292: outputs 4294967292..4294967295 are redrawn

    it('the crafted states yield the outputs asked for', () => {
      for (const k of [0, 1, 2091638, 2091639, bucket, limit - 1, limit, 2 ** 32 - 1]) {
        expect(nextFloat(stateYielding(k)).value * 2 ** 32).toBe(k);
      }
    });

    it('maps bucket edges to neighbouring faces', () => {
      for (let face = 1; face < n; face++) {
        expect(rollD6(stateYielding(face * bucket - 1)).value).toBe(face);
        expect(rollD6(stateYielding(face * bucket)).value).toBe(face + 1);
      }
      expect(rollD6(stateYielding(limit - 1)).value).toBe(6);
    });

    it('redraws an output in the leftover sliver from the next step', () => {
      const s = stateYielding(limit, 0.5);
      const one = nextFloat(s);
      const two = nextFloat(one.rng);
      const d = rollD6(s);
      expect(d.rng).toEqual(two.rng);
      expect(d.value).toBe(1 + Math.floor((two.value * 2 ** 32) / bucket));
    });

    it('a hand-made state stuck on the top output still returns, in range', () => {
      const top = 1 - 2 ** -32;
      const stuck: AleaState = { algorithm: 'alea', seed: 'stuck', c: 2091638, s0: top, s1: top, s2: top };
      expect(nextFloat(stuck).rng).toEqual(stuck);
      const d = rollD6(stuck);
      expect(d.value).toBeGreaterThanOrEqual(1);
      expect(d.value).toBeLessThanOrEqual(6);
    });
  });
});

describe('rollDice', () => {
  test.prop([fc.string(), fc.nat(30), fc.integer({ min: 1, max: 20 })])('rolls n dice in 1..sides', (seed, n, sides) => {
    const d = right(rollDice(aleaFromSeed(seed), n, sides));
    expect(d.value).toHaveLength(n);
    for (const v of d.value) {
      expect(v).toBeGreaterThanOrEqual(1);
      expect(v).toBeLessThanOrEqual(sides);
    }
  });

  it('is the same as rolling the dice one at a time', () => {
    const r = aleaFromSeed('dice');
    const one = run(r, 8, rollD6);
    const all = right(rollDice(r, 8));
    expect(all.value).toEqual(one.values);
    expect(all.rng).toEqual(one.rng);
  });
});

describe('bad input comes back as Left, nothing throws', () => {
  it.each([
    ['a number', 42],
    ['null', null],
    ['undefined', undefined],
    ['an object', { seed: 'x' }],
  ])('createRng refuses %s as a seed', (_what, seed) => {
    const e = createRng(seed);
    expect(E.isLeft(e) && e.left.code).toBe('bad-seed');
    expect(E.isLeft(e) && e.left.message).toMatch(/seed must be a string/);
  });

  it('createRng accepts the empty string (a valid, deterministic seed)', () => {
    expect(right(createRng(''))).toEqual(aleaFromSeed(''));
  });

  const r = aleaFromSeed('bad input');
  it.each([
    ['lo > hi', 6, 1, /lo <= hi/],
    ['a fractional bound', 1.5, 6, /integer bounds/],
    ['a fractional upper bound', 1, 6.5, /integer bounds/],
    ['NaN', Number.NaN, 6, /integer bounds/],
    ['Infinity', 1, Number.POSITIVE_INFINITY, /integer bounds/],
    ['an unsafe integer', 0, 2 ** 60, /integer bounds/],
    ['a range of more than 2^32 values', 0, 2 ** 32, /at most 2\^32/],
  ])('nextInt refuses %s', (_what, lo, hi, message) => {
    const e = nextInt(r, lo, hi);
    expect(E.isLeft(e) && e.left.code).toBe('bad-range');
    expect(E.isLeft(e) && e.left.message).toMatch(message);
  });

  it.each([
    ['a negative count', -1, 6, 'bad-count'],
    ['a fractional count', 2.5, 6, 'bad-count'],
    ['an absurd count', 1e9, 6, 'bad-count'],
    ['zero sides', 2, 0, 'bad-range'],
    ['fractional sides', 2, 6.5, 'bad-range'],
  ])('rollDice refuses %s', (_what, n, sides, code) => {
    const e = rollDice(r, n, sides);
    expect(E.isLeft(e) && e.left.code).toBe(code);
  });
});
