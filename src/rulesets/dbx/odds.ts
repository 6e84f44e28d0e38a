/**
 * Exact odds of one DBx fight: every one of the 36 die pairs is judged by the same band and
 * outcome-table code the game uses (`fight.ts`), so the counts are the game's own. The ruleset
 * supplies both sides' factor terms and its outcome lookup.
 * @module
 */
import { opposedD6Counts, type FactorTerm, type OpposedCounts } from './dice.js';
import type { FightKind } from './factors.js';
import { judgeCloseCombat, judgeShot } from './fight.js';
import type { OutcomeBand } from './outcome-table.js';

/** One side of the odds: its terms, their sum, and how many of the 36 die pairs give each outcome. */
export interface SideOdds<K extends string> {
  readonly id: string;
  readonly terms: ReadonlyArray<FactorTerm>;
  readonly value: number;
  readonly outcomes: Readonly<Record<K, number>>;
}

/** The odds of a fight between `a` and `b`. */
export interface FightOdds<K extends string> {
  readonly a: SideOdds<K>;
  readonly b: SideOdds<K>;
  /** Win/tie/lose and doubling counts from `a`'s side. */
  readonly dice: OpposedCounts;
  /** All counts are out of this many equally likely die pairs. */
  readonly outOf: 36;
}

/**
 * Counts every outcome of `a` fighting `b` (a close combat, or `b` shot by `a`) over the 36 die
 * pairs. `kinds` lists the ruleset's outcomes (each starts at 0); an element the fight leaves
 * alone counts as `noEffect`. In a shot only the target can suffer.
 * @rule dba close-combat
 * @rule dba combat-outcome
 */
export function fightOdds<K extends string>(
  kind: FightKind,
  a: { readonly id: string; readonly terms: ReadonlyArray<FactorTerm> },
  b: { readonly id: string; readonly terms: ReadonlyArray<FactorTerm> },
  outcome: (loser: 'a' | 'b', band: OutcomeBand) => K,
  kinds: ReadonlyArray<K>,
  noEffect: K,
): FightOdds<K> {
  const va = a.terms.reduce((s, t) => s + t.value, 0);
  const vb = b.terms.reduce((s, t) => s + t.value, 0);
  const ca = Object.fromEntries(kinds.map((k) => [k, 0])) as Record<K, number>;
  const cb = Object.fromEntries(kinds.map((k) => [k, 0])) as Record<K, number>;
  // the fight's own judges, on totals that differ only by the dice
  const ta = (die: number) => ({ element: 'a', die, terms: [], total: va + die });
  const tb = (die: number) => ({ element: 'b', die, terms: [], total: vb + die });
  for (let x = 1; x <= 6; x++) {
    for (let y = 1; y <= 6; y++) {
      const r = kind === 'shooting' ? judgeShot(ta(x), tb(y), (band) => outcome('b', band), noEffect) : judgeCloseCombat(ta(x), tb(y), outcome);
      ca[r.outcomes['a'] ?? noEffect]++;
      cb[r.outcomes['b'] ?? noEffect]++;
    }
  }
  return { a: { id: a.id, terms: a.terms, value: va, outcomes: ca }, b: { id: b.id, terms: b.terms, value: vb, outcomes: cb }, dice: opposedD6Counts(va, vb), outOf: 36 };
}
