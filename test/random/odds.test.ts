import { fc, test } from '@fast-check/vitest';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import {
  chanceAtLeast,
  highestOfD6,
  MAX_MODIFIER,
  opposedD6,
  opposedTotals,
  sumOfDice,
  type Distribution,
  type Fraction,
  type OpposedOdds,
} from '../../src/random/index.js';

const right = <A>(e: E.Either<unknown, A>): A => {
  if (E.isLeft(e)) throw new Error(`expected Right, got ${JSON.stringify(e.left)}`);
  return e.right;
};

function gcd(a: number, b: number): number {
  return b === 0 ? Math.abs(a) : gcd(b, a % b);
}
const reduce = (n: number, d: number): Fraction => (n === 0 ? [0, 1] : [n / gcd(n, d), d / gcd(n, d)]);

/** Every outcome of `n` dice of `sides` sides, as arrays of faces (brute force). */
function outcomes(n: number, sides: number): number[][] {
  let all: number[][] = [[]];
  for (let i = 0; i < n; i++) all = all.flatMap((o) => Array.from({ length: sides }, (_, f) => [...o, f + 1]));
  return all;
}

/** The distribution of `score(outcome)` over all outcomes, as a reduced fraction per total. */
function bruteDistribution(n: number, sides: number, score: (faces: number[]) => number): Map<number, Fraction> {
  const all = outcomes(n, sides);
  const counts = new Map<number, number>();
  for (const o of all) counts.set(score(o), (counts.get(score(o)) ?? 0) + 1);
  return new Map([...counts].map(([t, c]) => [t, reduce(c, all.length)]));
}

function asMap(d: Distribution): Map<number, Fraction> {
  return new Map(d.totals.map((t) => [t.total, t.exact]));
}

describe('opposedD6', () => {
  const range = Array.from({ length: 15 }, (_, i) => i - 2); // -2..12

  it('equals brute-force enumeration of the 36 rolls for every pair in -2..12', () => {
    for (const a of range) {
      for (const b of range) {
        let win = 0;
        let tie = 0;
        let lose = 0;
        let winDoubled = 0;
        let loseDoubled = 0;
        for (let x = 1; x <= 6; x++) {
          for (let y = 1; y <= 6; y++) {
            const own = a + x;
            const enemy = b + y;
            if (own > enemy) win++;
            if (own === enemy) tie++;
            if (own < enemy) lose++;
            if (own > enemy && enemy <= own / 2) winDoubled++;
            if (own < enemy && own <= enemy / 2) loseDoubled++;
          }
        }
        const odds = right(opposedD6(a, b));
        expect(odds.exact, `${a} vs ${b}`).toEqual({
          win: reduce(win, 36),
          tie: reduce(tie, 36),
          lose: reduce(lose, 36),
          winDoubled: reduce(winDoubled, 36),
          loseDoubled: reduce(loseDoubled, 36),
        });
        expect(odds.win).toBeCloseTo(win / 36, 12);
        expect(odds.loseDoubled).toBeCloseTo(loseDoubled / 36, 12);
      }
    }
  });

  const value = fc.integer({ min: -50, max: 50 });

  test.prop([value, value])('win + tie + lose is exactly 1', (a, b) => {
    const { exact } = right(opposedD6(a, b));
    // Sum the three fractions over their common denominator 36.
    const over36 = ([n, d]: Fraction): number => (n * 36) / d;
    expect(over36(exact.win) + over36(exact.tie) + over36(exact.lose)).toBe(36);
  });

  test.prop([value, value])('seen from the other side, win and lose (and the doubled bands) swap', (a, b) => {
    const ab = right(opposedD6(a, b));
    const ba = right(opposedD6(b, a));
    expect(ba.exact.win).toEqual(ab.exact.lose);
    expect(ba.exact.tie).toEqual(ab.exact.tie);
    expect(ba.exact.loseDoubled).toEqual(ab.exact.winDoubled);
  });

  test.prop([value, value])('the doubled bands lie inside winning and losing', (a, b) => {
    const o: OpposedOdds = right(opposedD6(a, b));
    expect(o.winDoubled).toBeLessThanOrEqual(o.win);
    expect(o.loseDoubled).toBeLessThanOrEqual(o.lose);
  });

  test.prop([value, value, fc.integer({ min: -20, max: 20 })])(
    'win, tie and lose depend only on the difference of the values',
    (a, b, shift) => {
      const o1 = right(opposedD6(a, b));
      const o2 = right(opposedD6(a + shift, b + shift));
      expect([o2.exact.win, o2.exact.tie, o2.exact.lose]).toEqual([o1.exact.win, o1.exact.tie, o1.exact.lose]);
    },
  );

  test.prop([value, value])('every exact fraction is in lowest terms and matches its probability', (a, b) => {
    const o = right(opposedD6(a, b));
    for (const key of ['win', 'tie', 'lose', 'winDoubled', 'loseDoubled'] as const) {
      const [n, d] = o.exact[key];
      expect(gcd(n, d)).toBe(1);
      expect(o[key]).toBe(n / d);
    }
  });

  it('fractions are reduced', () => {
    expect(right(opposedD6(0, 0)).exact).toEqual({
      win: [5, 12],
      tie: [1, 6],
      lose: [5, 12],
      winDoubled: [1, 4],
      loseDoubled: [1, 4],
    });
    expect(right(opposedD6(6, 0)).exact.win).toEqual([1, 1]);
    expect(right(opposedD6(0, 6)).exact.win).toEqual([0, 1]);
  });

  it.each([
    ['a fractional value', 1.5, 0],
    ['NaN', Number.NaN, 0],
    ['an infinite value', 0, Number.NEGATIVE_INFINITY],
    ['a value beyond the limit', 0, MAX_MODIFIER + 1],
    ['a string', '3' as unknown as number, 0],
  ])('refuses %s', (_what, a, b) => {
    const e = opposedD6(a, b);
    expect(E.isLeft(e) && e.left.code).toBe('bad-range');
    expect(E.isLeft(e) && e.left.message).toMatch(/must be a whole number/);
  });
});

describe('totals of 0 or less (library ruling: doubled only when losing, at most half of the winner)', () => {
  const fixed = (total: number): Distribution => right(sumOfDice(0, 6, total));
  const odds = (own: number, enemy: number): OpposedOdds => right(opposedTotals(fixed(own), fixed(enemy)));

  it('a tie is never doubled, even at -1 vs -1 where -2 <= -1', () => {
    expect(odds(-1, -1)).toMatchObject({ tie: 1, winDoubled: 0, loseDoubled: 0 });
    expect(odds(0, 0)).toMatchObject({ tie: 1, winDoubled: 0, loseDoubled: 0 });
  });

  it('the higher total is never the doubled one: -2 vs -3 is a win, doubling the enemy', () => {
    expect(odds(-2, -3)).toMatchObject({ win: 1, winDoubled: 1, loseDoubled: 0 });
  });

  it('0 or less against a positive total is doubled; a loss to a winner of 0 or less is doubled', () => {
    expect(odds(0, 1)).toMatchObject({ lose: 1, loseDoubled: 1 });
    expect(odds(-3, 1)).toMatchObject({ lose: 1, loseDoubled: 1 });
    expect(odds(-1, 0)).toMatchObject({ lose: 1, loseDoubled: 1 });
    expect(odds(-5, -4)).toMatchObject({ lose: 1, loseDoubled: 1 });
  });

  it('positive totals: exactly half is doubled, just above half is not', () => {
    expect(odds(3, 6)).toMatchObject({ lose: 1, loseDoubled: 1 });
    expect(odds(4, 7)).toMatchObject({ lose: 1, loseDoubled: 0 });
    expect(odds(7, 3)).toMatchObject({ win: 1, winDoubled: 1 });
    expect(odds(5, 3)).toMatchObject({ win: 1, winDoubled: 0 });
  });
});

describe('sumOfDice', () => {
  it.each([
    [1, 6],
    [2, 6],
    [3, 6],
    [4, 6],
    [3, 4],
    [2, 10],
  ])('equals brute force for %i dice of %i sides, with a modifier', (n, sides) => {
    const d = right(sumOfDice(n, sides, -3));
    expect(d.outcomes).toBe(sides ** n);
    expect(asMap(d)).toEqual(bruteDistribution(n, sides, (f) => f.reduce((a, b) => a + b, 0) - 3));
    expect(d.totals.reduce((s, t) => s + t.ways, 0)).toBe(d.outcomes);
    expect(d.totals.map((t) => t.total)).toEqual([...d.totals.map((t) => t.total)].sort((a, b) => a - b));
  });

  it('2D6: a 7 is 1/6, a 12 is 1/36', () => {
    const d = asMap(right(sumOfDice(2)));
    expect(d.get(7)).toEqual([1, 6]);
    expect(d.get(12)).toEqual([1, 36]);
    expect(d.get(1)).toBeUndefined();
  });

  it('no dice is the modifier alone', () => {
    expect(right(sumOfDice(0, 6, 4)).totals).toEqual([{ total: 4, ways: 1, probability: 1, exact: [1, 1] }]);
  });

  it('20 D6 still count exactly; 21 are refused', () => {
    const d = right(sumOfDice(20));
    expect(d.outcomes).toBe(6 ** 20);
    expect(d.totals[0]).toMatchObject({ total: 20, ways: 1, exact: [1, 6 ** 20] });
    expect(d.totals.reduce((s, t) => s + t.ways, 0)).toBe(6 ** 20);
    const e = sumOfDice(21);
    expect(E.isLeft(e) && e.left.code).toBe('bad-count');
  });

  it.each([
    ['a negative count', -1, 6, 0, 'bad-count'],
    ['a fractional count', 1.5, 6, 0, 'bad-count'],
    ['zero sides', 2, 0, 0, 'bad-range'],
    ['a fractional modifier', 2, 6, 0.5, 'bad-range'],
  ])('refuses %s', (_what, n, sides, modifier, code) => {
    const e = sumOfDice(n, sides, modifier);
    expect(E.isLeft(e) && e.left.code).toBe(code);
  });
});

describe('highestOfD6', () => {
  it.each([1, 2, 3, 4])('equals brute force for the highest of %i D6, with a modifier', (n) => {
    const d = right(highestOfD6(n, 2));
    expect(d.outcomes).toBe(6 ** n);
    expect(asMap(d)).toEqual(bruteDistribution(n, 6, (f) => Math.max(...f) + 2));
  });

  it('the highest of two D6 is a 6 with chance 11/36', () => {
    expect(asMap(right(highestOfD6(2))).get(6)).toEqual([11, 36]);
  });

  it('totals can be 0 or less with a negative modifier', () => {
    expect(right(highestOfD6(1, -3)).totals.map((t) => t.total)).toEqual([-2, -1, 0, 1, 2, 3]);
  });

  it.each([
    ['no dice', 0],
    ['a fractional count', 2.5],
    ['more than 20 dice', 21],
  ])('refuses %s', (_what, n) => {
    const e = highestOfD6(n);
    expect(E.isLeft(e) && e.left.code).toBe('bad-count');
  });
});

describe('chanceAtLeast and opposedTotals on other rolls', () => {
  it('2D6 of 10 or more is 1/6', () => {
    expect(chanceAtLeast(right(sumOfDice(2)), 10)).toEqual({ probability: 1 / 6, exact: [1, 6] });
    expect(chanceAtLeast(right(sumOfDice(2)), 2).exact).toEqual([1, 1]);
    expect(chanceAtLeast(right(sumOfDice(2)), 13).exact).toEqual([0, 1]);
  });

  it('highest of 2 D6 against one D6 equals brute force', () => {
    const o = right(opposedTotals(right(highestOfD6(2)), right(sumOfDice(1))));
    let win = 0;
    for (const [a, b, c] of outcomes(3, 6)) if (Math.max(a!, b!) > c!) win++;
    expect(o.exact.win).toEqual(reduce(win, 216));
  });

  it('refuses a hand-made distribution whose ways do not add up', () => {
    const broken: Distribution = { outcomes: 6, totals: [{ total: 1, ways: 1, probability: 1 / 6, exact: [1, 6] }] };
    const e = opposedTotals(broken, right(sumOfDice(1)));
    expect(E.isLeft(e) && e.left.message).toMatch(/own distribution/);
  });

  it('refuses rolls with too many joint outcomes to count exactly', () => {
    const e = opposedTotals(right(sumOfDice(12)), right(sumOfDice(12)));
    expect(E.isLeft(e) && e.left.code).toBe('bad-count');
  });
});

describe('DBA close-combat odds: opposed D6 by difference of totals (public source OL-math)', () => {
  // (win, tie, lose) out of 36 by the difference of final modifiers, as that page tabulates.
  const byDifference: ReadonlyArray<readonly [number, number, number, number]> = [
    [0, 15, 6, 15],
    [1, 21, 5, 10],
    [2, 26, 4, 6],
    [3, 30, 3, 3],
    [4, 33, 2, 1],
    [5, 35, 1, 0],
    [6, 36, 0, 0],
  ];

  it.each(byDifference)('a difference of ±%i gives the tabulated win/tie/lose counts', (d, win, tie, lose) => {
    for (const base of [0, 3]) {
      const up = right(opposedD6(base + d, base));
      expect([up.exact.win, up.exact.tie, up.exact.lose]).toEqual([reduce(win, 36), reduce(tie, 36), reduce(lose, 36)]);
      const down = right(opposedD6(base, base + d));
      expect([down.exact.win, down.exact.tie, down.exact.lose]).toEqual([reduce(lose, 36), reduce(tie, 36), reduce(win, 36)]);
    }
  });

  it.each([1, 2, 3, 4, 5, 6])('a defender on %i can be doubled only by an attacker on at least 2m - 4', (m) => {
    const lowest = 2 * m - 4;
    expect(right(opposedD6(lowest, m)).winDoubled).toBeGreaterThan(0);
    expect(right(opposedD6(lowest - 1, m)).winDoubled).toBe(0);
  });
});
