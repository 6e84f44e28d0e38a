/**
 * The DBx combat dice: each side rolls one D6 and adds its factors; the loser's result depends
 * on how its total compares (equal, less but more than half, half or less). Exact odds over the
 * 36 die pairs, as fractions of 36.
 *
 * The odds come from `strategos/random`'s `opposedD6` (exact fractions), re-expressed as counts
 * out of the 36 die pairs, which is how DBx players and the DBMM table think of them.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { opposedD6, type Fraction } from '../../random/odds.js';

/** How one side's total compares with the other's. */
export type Band = 'more' | 'equal' | 'less' | 'half';

/**
 * The band of `own` against `enemy`. "Half" means half or less (own × 2 ≤ enemy), which is the
 * reading DBM prints and the DBMM probability table confirms; totals of zero or below are
 * compared by the same arithmetic.
 * @rule dbm L1853-1866
 * @rule dba combat-outcome
 */
export function classifyBand(own: number, enemy: number): Band {
  if (own > enemy) return 'more';
  if (own === enemy) return 'equal';
  if (2 * own <= enemy) return 'half';
  return 'less';
}

/** Counts out of 36 equally likely die pairs. */
export interface OpposedCounts {
  /** Own total lower. */
  readonly lower: number;
  /** Own total half or less of the enemy's. */
  readonly doubled: number;
  readonly same: number;
  readonly higher: number;
  /** Enemy total half or less of own. */
  readonly doubling: number;
}

function of36(f: Fraction): number {
  return Math.round((f[0] * 36) / f[1]);
}

/**
 * Exact counts over the 36 pairs for adjusted values `a` (own) and `b` (enemy), from
 * `strategos/random`'s `opposedD6`; values outside its range fall back to direct enumeration.
 */
export function opposedD6Counts(a: number, b: number): OpposedCounts {
  const o = opposedD6(a, b);
  if (E.isRight(o)) {
    const x = o.right.exact;
    return { lower: of36(x.lose), doubled: of36(x.loseDoubled), same: of36(x.tie), higher: of36(x.win), doubling: of36(x.winDoubled) };
  }
  let lower = 0;
  let doubled = 0;
  let same = 0;
  let higher = 0;
  let doubling = 0;
  for (let x = 1; x <= 6; x++) {
    for (let y = 1; y <= 6; y++) {
      const A = a + x;
      const B = b + y;
      if (A < B) {
        lower++;
        if (2 * A <= B) doubled++;
      } else if (A === B) same++;
      else {
        higher++;
        if (2 * B <= A) doubling++;
      }
    }
  }
  return { lower, doubled, same, higher, doubling };
}

/** One term of a combat total: what it is, its value, and the rule that gives it. */
export interface FactorTerm {
  readonly name: string;
  readonly value: number;
  readonly section: string;
  /** Where the value comes from (`stated`, `public`, `proxy`, `inferred`, `user`). */
  readonly source: string;
}

/** A side's full combat total: die, factor terms, and their sum. */
export interface CombatTotal {
  readonly element: string;
  readonly die: number;
  readonly terms: ReadonlyArray<FactorTerm>;
  readonly total: number;
}

/** Sums the factor terms (without the die). */
export function adjustedValue(terms: ReadonlyArray<FactorTerm>): number {
  let s = 0;
  for (const t of terms) s += t.value;
  return s;
}
