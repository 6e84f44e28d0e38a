/**
 * The DBx combat dice: each side rolls one D6 and adds its factors; the loser's result depends
 * on how its total compares (equal, less but more than half, half or less). Exact odds over the
 * 36 die pairs, as fractions of 36.
 *
 * `strategos/random` is gaining an `opposedD6` odds module on another branch; until it lands this
 * small helper stands in for it (same arithmetic, integers out of 36).
 * @module
 */

/** How one side's total compares with the other's. */
export type Band = 'more' | 'equal' | 'less' | 'half';

/**
 * The band of `own` against `enemy`. "Half" means half or less (own × 2 ≤ enemy), which is the
 * reading DBM prints and the DBMM probability table confirms; totals of zero or below are
 * compared by the same arithmetic.
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

/** Exact counts over the 36 pairs for adjusted values `a` (own) and `b` (enemy). */
export function opposedD6Counts(a: number, b: number): OpposedCounts {
  let lower = 0;
  let doubled = 0;
  let same = 0;
  let higher = 0;
  let doubling = 0;
  for (let x = 1; x <= 6; x++) {
    for (let y = 1; y <= 6; y++) {
      const A = a + x;
      const B = b + y;
      if (A < B) lower++;
      else if (A === B) same++;
      else higher++;
      if (2 * A <= B) doubled++;
      if (A >= 2 * B) doubling++;
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
