/**
 * The combat odds calculator: for two elements in a given state, both factor breakdowns and the
 * exact chance (out of 36 die pairs) of every outcome for each side, by enumerating the opposed
 * D6 through the same band and outcome-table code the game uses.
 * @module
 */
import { classifyBand, opposedD6Counts, type FactorTerm, type OpposedCounts } from '../dbx/dice.js';
import { factorTerms, lookupOutcome, type FightKind } from './combat.js';
import type { OutcomeKind } from './data/outcomes.js';
import type { DbaState } from './state.js';

/** Counts out of 36 of each outcome for one side. */
export type OutcomeCounts = Readonly<Record<OutcomeKind, number>>;

/** The calculator's answer. */
export interface CombatOdds {
  readonly a: { readonly id: string; readonly terms: ReadonlyArray<FactorTerm>; readonly value: number; readonly outcomes: OutcomeCounts };
  readonly b: { readonly id: string; readonly terms: ReadonlyArray<FactorTerm>; readonly value: number; readonly outcomes: OutcomeCounts };
  /** Win/tie/lose and doubling counts from `a`'s side. */
  readonly dice: OpposedCounts;
  /** All counts are out of this many equally likely die pairs. */
  readonly outOf: 36;
}

/**
 * Exact odds of `a` fighting `b` in `state` (close combat, or `b` shot by `a`).
 * @rule dba close-combat
 * @rule dba combat-outcome
 */
export function combatOdds(state: DbaState, aId: string, bId: string, kind: FightKind = 'close-combat'): CombatOdds | null {
  const a = state.elements[aId];
  const b = state.elements[bId];
  if (a === undefined || b === undefined) return null;
  const ta = factorTerms(state, a, b, { kind, aidingAgainst: 0 });
  const tb = factorTerms(state, b, a, { kind, aidingAgainst: 0 });
  const va = ta.reduce((s, t) => s + t.value, 0);
  const vb = tb.reduce((s, t) => s + t.value, 0);
  const ca: Record<OutcomeKind, number> = { 'no-effect': 0, recoil: 0, flee: 0, destroyed: 0 };
  const cb: Record<OutcomeKind, number> = { 'no-effect': 0, recoil: 0, flee: 0, destroyed: 0 };
  for (let x = 1; x <= 6; x++) {
    for (let y = 1; y <= 6; y++) {
      const A = va + x;
      const B = vb + y;
      if (A === B) {
        ca[kind === 'shooting' ? 'no-effect' : lookupOutcome(state, a, b, 'equal', kind)]++;
        cb[kind === 'shooting' ? 'no-effect' : lookupOutcome(state, b, a, 'equal', kind)]++;
      } else if (A < B) {
        ca[kind === 'shooting' ? 'no-effect' : lookupOutcome(state, a, b, classifyBand(A, B) === 'half' ? 'half' : 'less', kind)]++;
        cb['no-effect']++;
      } else {
        cb[lookupOutcome(state, b, a, classifyBand(B, A) === 'half' ? 'half' : 'less', kind)]++;
        ca['no-effect']++;
      }
    }
  }
  return { a: { id: aId, terms: ta, value: va, outcomes: ca }, b: { id: bId, terms: tb, value: vb, outcomes: cb }, dice: opposedD6Counts(va, vb), outOf: 36 };
}
