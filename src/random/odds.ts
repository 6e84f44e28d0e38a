/**
 * Exact odds for dice mechanics, as reduced fractions and as probabilities: sums of dice, the
 * highest of several D6, and opposed rolls with the "doubled" bands of the DBx family.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { pipe } from 'fp-ts/lib/function.js';
import { randomError, type RandomError } from './errors.js';

/** A probability as a reduced fraction `[numerator, denominator]` (denominator >= 1). */
export type Fraction = readonly [numerator: number, denominator: number];

/** A probability, as a float and exactly. */
export interface Chance {
  readonly probability: number;
  readonly exact: Fraction;
}

/** One reachable total of a roll: how many of the equally likely outcomes give it, and its chance. */
export interface TotalChance extends Chance {
  readonly total: number;
  readonly ways: number;
}

/** The distribution of a roll's total over `outcomes` equally likely outcomes (e.g. 6^n). */
export interface Distribution {
  readonly outcomes: number;
  /** Every reachable total, lowest first; the `ways` add up to `outcomes`. */
  readonly totals: ReadonlyArray<TotalChance>;
}

/**
 * The odds of an opposed roll from one side's point of view. `win`/`tie`/`lose` compare the two
 * totals. `loseDoubled` is the chance of losing with our total at most half of the enemy's;
 * `winDoubled` the chance of winning with the enemy's total at most half of ours. The doubled
 * bands lie inside `lose` and `win` (see {@link opposedTotals} for totals of 0 or less).
 */
export interface OpposedOdds {
  readonly win: number;
  readonly tie: number;
  readonly lose: number;
  readonly winDoubled: number;
  readonly loseDoubled: number;
  readonly exact: {
    readonly win: Fraction;
    readonly tie: Fraction;
    readonly lose: Fraction;
    readonly winDoubled: Fraction;
    readonly loseDoubled: Fraction;
  };
}

/**
 * The largest modifier (in absolute value) the odds functions accept. Adjusted values in these
 * games are single digits; this bound keeps every total and every doubled total exact.
 */
export const MAX_MODIFIER = 1_000_000_000;

function gcd(a: number, b: number): number {
  let x = Math.abs(a);
  let y = Math.abs(b);
  while (y !== 0) [x, y] = [y, x % y];
  return x;
}

/** `ways / outcomes` as a {@link Chance} with the fraction reduced. */
function chance(ways: number, outcomes: number): Chance {
  const g = gcd(ways, outcomes);
  return { probability: ways / outcomes, exact: ways === 0 ? [0, 1] : [ways / g, outcomes / g] };
}

function distribution(outcomes: number, ways: ReadonlyMap<number, number>): Distribution {
  const totals = [...ways.entries()]
    .filter(([, w]) => w > 0)
    .sort(([a], [b]) => a - b)
    .map(([total, w]) => ({ total, ways: w, ...chance(w, outcomes) }));
  return { outcomes, totals };
}

function checkModifier(name: string, m: unknown): RandomError | null {
  return Number.isSafeInteger(m) && Math.abs(m as number) <= MAX_MODIFIER
    ? null
    : randomError('bad-range', `${name} must be a whole number within ±${MAX_MODIFIER}, got ${String(m)}.`);
}

/** True when `sides^n` outcomes can be counted exactly in a JavaScript number. */
function countable(sides: number, n: number): boolean {
  let outcomes = 1;
  for (let i = 0; i < n; i++) {
    outcomes *= sides;
    if (outcomes > Number.MAX_SAFE_INTEGER) return false;
  }
  return true;
}

/**
 * The distribution of the sum of `n` dice of `sides` sides, plus `modifier`. `n = 0` is the
 * modifier alone. Refused (Left): non-integer arguments, fewer than one side, a modifier beyond
 * {@link MAX_MODIFIER}, or more than 2^53 outcomes (e.g. more than 20 D6), which could not be
 * counted exactly.
 */
export function sumOfDice(n: number, sides = 6, modifier = 0): E.Either<RandomError, Distribution> {
  if (!Number.isSafeInteger(n) || n < 0) return E.left(randomError('bad-count', `sumOfDice needs a whole number of dice, got ${String(n)}.`));
  if (!Number.isSafeInteger(sides) || sides < 1) return E.left(randomError('bad-range', `sumOfDice needs dice with at least one side, got ${String(sides)}.`));
  const bad = checkModifier('The modifier', modifier);
  if (bad !== null) return E.left(bad);
  if (!countable(sides, n)) {
    return E.left(randomError('bad-count', `${n} dice of ${sides} sides have more outcomes than can be counted exactly (2^53).`));
  }
  // ways[i] = number of outcomes whose dice sum to n + i (the lowest sum is n, all ones).
  let ways = [1];
  for (let d = 0; d < n; d++) {
    const next = new Array<number>(ways.length + sides - 1).fill(0);
    ways.forEach((w, i) => {
      for (let face = 0; face < sides; face++) next[i + face] = next[i + face]! + w;
    });
    ways = next;
  }
  const byTotal = new Map(ways.map((w, i) => [n + i + modifier, w] as const));
  return E.right(distribution(sides ** n, byTotal));
}

/**
 * The distribution of the highest of `n` D6 (`n >= 1`), plus `modifier`: the chance the
 * highest die shows k is (k^n - (k-1)^n) / 6^n. Refused (Left): `n` not a whole number in
 * 1..20 (beyond 20 the outcomes cannot be counted exactly), a bad modifier.
 */
export function highestOfD6(n: number, modifier = 0): E.Either<RandomError, Distribution> {
  if (!Number.isSafeInteger(n) || n < 1 || !countable(6, n)) {
    return E.left(randomError('bad-count', `highestOfD6 needs a whole number of dice in 1..20, got ${String(n)}.`));
  }
  const bad = checkModifier('The modifier', modifier);
  if (bad !== null) return E.left(bad);
  const power = (k: number): number => {
    let p = 1;
    for (let i = 0; i < n; i++) p *= k;
    return p;
  };
  const byTotal = new Map<number, number>();
  for (let k = 1; k <= 6; k++) byTotal.set(k + modifier, power(k) - power(k - 1));
  return E.right(distribution(power(6), byTotal));
}

/** The chance a roll with distribution `dist` totals `target` or more. */
export function chanceAtLeast(dist: Distribution, target: number): Chance {
  const ways = dist.totals.reduce((sum, t) => (t.total >= target ? sum + t.ways : sum), 0);
  return chance(ways, dist.outcomes);
}

function checkDistribution(name: string, d: Distribution): RandomError | null {
  const ok =
    Number.isSafeInteger(d.outcomes) &&
    d.outcomes >= 1 &&
    d.totals.every((t) => Number.isSafeInteger(t.total) && Math.abs(t.total) <= 2 * MAX_MODIFIER && Number.isSafeInteger(t.ways) && t.ways >= 0) &&
    d.totals.reduce((s, t) => s + t.ways, 0) === d.outcomes;
  return ok ? null : randomError('bad-range', `${name} is not a distribution made by sumOfDice or highestOfD6 (ways must be whole and add up to outcomes).`);
}

/**
 * Odds of one roll against another, from the `own` side's point of view: each side's total is
 * drawn independently from its distribution and the totals are compared.
 *
 * Doubled: a side is doubled when it loses and its total is at most half of the winner's
 * (`2 × loser ≤ winner`), the "half or less" band that DBM prints and that the DBMM combat
 * dice table matches cell by cell. Requiring the loss matters only for totals of 0 or less,
 * where bare arithmetic would call a tie (-1 vs -1) or even a win (-2 vs -3: -4 ≤ -3) "doubled".
 * Ruling, documented in docs/random.md: a total of 0 or less is doubled by any higher positive
 * total, and when the winner's total is itself 0 or less, every loss is doubled (the loser's
 * total is below the winner's, hence below half of it). Refused (Left): a malformed
 * distribution, or more than 2^53 joint outcomes.
 * @rule dbmm combat-dice-probabilities
 */
export function opposedTotals(own: Distribution, enemy: Distribution): E.Either<RandomError, OpposedOdds> {
  const bad = checkDistribution('The own distribution', own) ?? checkDistribution('The enemy distribution', enemy);
  if (bad !== null) return E.left(bad);
  const outcomes = own.outcomes * enemy.outcomes;
  if (!Number.isSafeInteger(outcomes)) {
    return E.left(randomError('bad-count', 'The two rolls have more joint outcomes than can be counted exactly (2^53).'));
  }
  let win = 0;
  let tie = 0;
  let lose = 0;
  let winDoubled = 0;
  let loseDoubled = 0;
  for (const a of own.totals) {
    for (const b of enemy.totals) {
      const w = a.ways * b.ways;
      if (a.total > b.total) {
        win += w;
        if (2 * b.total <= a.total) winDoubled += w;
      } else if (a.total < b.total) {
        lose += w;
        if (2 * a.total <= b.total) loseDoubled += w;
      } else tie += w;
    }
  }
  const c = {
    win: chance(win, outcomes),
    tie: chance(tie, outcomes),
    lose: chance(lose, outcomes),
    winDoubled: chance(winDoubled, outcomes),
    loseDoubled: chance(loseDoubled, outcomes),
  };
  return E.right({
    win: c.win.probability,
    tie: c.tie.probability,
    lose: c.lose.probability,
    winDoubled: c.winDoubled.probability,
    loseDoubled: c.loseDoubled.probability,
    exact: { win: c.win.exact, tie: c.tie.exact, lose: c.lose.exact, winDoubled: c.winDoubled.exact, loseDoubled: c.loseDoubled.exact },
  });
}

/**
 * Each side rolls one D6 and adds its adjusted value (`own`, `enemy`): the odds of winning,
 * tying and losing, and of winning or losing "doubled" (see {@link opposedTotals} for the band
 * and for totals of 0 or less). This is what the DBMM quick reference's combat dice
 * probabilities table tabulates for values 0..10; the tests check every printed cell.
 * Refused (Left): a value that is not a whole number within ±{@link MAX_MODIFIER}.
 * @rule dbmm combat-dice-probabilities
 */
export function opposedD6(own: number, enemy: number): E.Either<RandomError, OpposedOdds> {
  const bad = checkModifier('The own value', own) ?? checkModifier('The enemy value', enemy);
  if (bad !== null) return E.left(bad);
  return pipe(
    E.Do,
    E.apS('a', sumOfDice(1, 6, own)),
    E.apS('b', sumOfDice(1, 6, enemy)),
    E.chain(({ a, b }) => opposedTotals(a, b)),
  );
}
