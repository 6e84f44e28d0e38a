/**
 * One fight of the DBx family, close combat or a shot: both sides throw a die, add their factor
 * terms, and the lower total loses by a band (equal, less, half or less: "doubled"); the ruleset's
 * outcome table says what becomes of the loser. This file knows no troop type and no outcome
 * names: the ruleset hands in its terms and its outcome lookup.
 * @module
 */
import { rollD6, type RngState } from '../../random/rng.js';
import { classifyBand, type CombatTotal, type FactorTerm } from './dice.js';
import type { FightKind } from './factors.js';
import type { OutcomeBand } from './outcome-table.js';

/** A fight resolved: both totals with their breakdowns, the loser, the band and each outcome. */
export interface FightReport<K extends string> {
  readonly kind: FightKind;
  /** The element named first (the attacker of a pair, the shooter), then the other. */
  readonly a: CombatTotal;
  readonly b: CombatTotal;
  /** The element with the lower total, or `null` when equal. */
  readonly loser: string | null;
  readonly band: OutcomeBand;
  /** The outcome for each element affected. */
  readonly outcomes: Readonly<Record<string, K>>;
}

function sum(terms: ReadonlyArray<FactorTerm>): number {
  let s = 0;
  for (const t of terms) s += t.value;
  return s;
}

/**
 * Throws `a`'s die then `b`'s, and totals each with its terms.
 * @rule dba close-combat
 */
export function rollFight(rng: RngState, a: string, termsA: FactorTerm[], b: string, termsB: FactorTerm[]): { rng: RngState; ta: CombatTotal; tb: CombatTotal } {
  const da = rollD6(rng);
  const db = rollD6(da.rng);
  return {
    rng: db.rng,
    ta: { element: a, die: da.value, terms: termsA, total: da.value + sum(termsA) },
    tb: { element: b, die: db.value, terms: termsB, total: db.value + sum(termsB) },
  };
}

/** The band a lower total `own` loses by against `enemy`: `half` when doubled, else `less`. */
export function losingBand(own: number, enemy: number): 'less' | 'half' {
  return classifyBand(own, enemy) === 'half' ? 'half' : 'less';
}

/**
 * Judges a close combat: on equal totals both elements read their `equal` row; else the lower
 * reads its row for the band it lost by. `outcome(loser, band)` is the ruleset's table.
 * @rule dba combat-outcome
 */
export function judgeCloseCombat<K extends string>(ta: CombatTotal, tb: CombatTotal, outcome: (loser: 'a' | 'b', band: OutcomeBand) => K): FightReport<K> {
  const outcomes: Record<string, K> = {};
  if (ta.total === tb.total) {
    outcomes[ta.element] = outcome('a', 'equal');
    outcomes[tb.element] = outcome('b', 'equal');
    return { kind: 'close-combat', a: ta, b: tb, loser: null, band: 'equal', outcomes };
  }
  const aLost = ta.total < tb.total;
  const band = aLost ? losingBand(ta.total, tb.total) : losingBand(tb.total, ta.total);
  const loser = aLost ? ta.element : tb.element;
  outcomes[loser] = outcome(aLost ? 'a' : 'b', band);
  return { kind: 'close-combat', a: ta, b: tb, loser, band, outcomes };
}

/**
 * Judges a shot (`ta` the shooter's, `tb` the target's): only the target can suffer; a shooter
 * out-scored has `noEffect`; equal totals change nothing.
 * @rule dba distant-shooting
 */
export function judgeShot<K extends string>(ta: CombatTotal, tb: CombatTotal, outcome: (band: 'less' | 'half') => K, noEffect: K): FightReport<K> {
  const outcomes: Record<string, K> = {};
  if (tb.total < ta.total) {
    const band = losingBand(tb.total, ta.total);
    outcomes[tb.element] = outcome(band);
    return { kind: 'shooting', a: ta, b: tb, loser: tb.element, band, outcomes };
  }
  if (tb.total > ta.total) {
    outcomes[ta.element] = noEffect;
    return { kind: 'shooting', a: ta, b: tb, loser: ta.element, band: losingBand(ta.total, tb.total), outcomes };
  }
  return { kind: 'shooting', a: ta, b: tb, loser: null, band: 'equal', outcomes };
}
