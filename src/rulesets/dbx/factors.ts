/**
 * The factor-row engine of the DBx family. A ruleset's combat, support, tactical and grading
 * factors are rows of data, `{ id, section, provenance, when, value }`, read in order against the
 * facts of one side of a fight; each row that applies gives one term (or one per occurrence, e.g.
 * one per overlap) carrying its section and the provenance of its value, so a combat event's
 * breakdown says why each number is there. The engine knows no troop type: the rows do.
 *
 * The facts are gathered once per fight by the ruleset (which knows its terrain and camps), the
 * geometric ones lazily, since most rows never ask for them.
 * @module
 */
import type { FactorTerm } from './dice.js';

/** Close combat or distant shooting. */
export type FightKind = 'close-combat' | 'shooting';

/** One side of a fight as the factor rows see it. */
export interface FighterFacts<T extends string = string> {
  readonly id: string;
  readonly type: T;
  readonly mounted: boolean;
  /** The element is a camp (its garrison fights as the camp: no flanks). */
  readonly camp: boolean;
  readonly general: boolean;
  readonly inBadGoing: boolean;
  /** Standing in a camp: its garrison, or an enemy occupying it. */
  readonly inCamp: boolean;
}

/** A friend or enemy named by a fact, with its type. */
export interface Named<T extends string = string> {
  readonly id: string;
  readonly type: T;
}

/** The facts of one side (`me`) of a fight against `opp`. */
export interface FightFacts<T extends string = string> {
  readonly kind: FightKind;
  readonly me: FighterFacts<T>;
  readonly opp: FighterFacts<T>;
  /** Friends contiguous behind `me`, facing the same way (rear support), with their going. */
  readonly behind: () => ReadonlyArray<Named<T> & { readonly inBadGoing: boolean }>;
  /** Enemies overlapping `me`'s flanks. */
  readonly overlappedBy: () => ReadonlyArray<Named<T>>;
  /** Enemies other than `opp` with their front edge on `me`'s flank or rear. */
  readonly flankContacts: () => ReadonlyArray<{ readonly id: string; readonly edge: 'flank' | 'rear' }>;
  /** 2nd and 3rd elements aiding a shooter against `me`. */
  readonly aidingAgainst: number;
  /** Types that shot at `me` earlier this bound. */
  readonly shotAtBy: ReadonlyArray<T>;
  /** Types whose front edge `me` moved into contact with this bound. */
  readonly contactedThisBound: ReadonlyArray<T>;
  /** `me` is upslope of `opp` (on a hill `opp` is not on). */
  readonly upslope: boolean;
  /** `me` defends a river bank against `opp` standing in the river. */
  readonly riverBank: boolean;
}

/**
 * A factor row. `when` says whether the row applies, by the name of each term it gives (none,
 * one, or one per occurrence); `value` is the number, read from the ruleset's resolved tables
 * `D`; `provenance` names the table key whose provenance labels the term.
 */
export interface FactorRow<F, D> {
  /** A stable id, for tests and docs (`rear-support`, `overlap`, ...). */
  readonly id: string;
  /** The section cited by each term. */
  readonly section: string;
  /** Where the row's value comes from (a key looked up in the profile's provenance), for these facts. */
  readonly provenance: (f: F, d: D) => string;
  /** Whether the row applies: `null` when it does not, else the reason (or reasons) it does, for the breakdown. */
  readonly when: (f: F, d: D) => null | string | ReadonlyArray<string>;
  /** The factor's value when the row applies (plus or minus). */
  readonly value: (f: F, d: D) => number;
}

/**
 * Reads `rows` in order against one side's facts: every term that applies, with its section and
 * the provenance kind `sourceOf` gives for its key.
 */
export function evaluateFactors<F, D>(rows: ReadonlyArray<FactorRow<F, D>>, facts: F, data: D, sourceOf: (key: string) => string): FactorTerm[] {
  const out: FactorTerm[] = [];
  for (const r of rows) {
    const w = r.when(facts, data);
    if (w === null || (typeof w !== 'string' && w.length === 0)) continue;
    const value = r.value(facts, data);
    const source = sourceOf(r.provenance(facts, data));
    if (typeof w === 'string') out.push({ name: w, value, section: r.section, source });
    else for (const name of w) out.push({ name, value, section: r.section, source });
  }
  return out;
}

/** A memoised thunk: the geometric facts are computed at most once, and only if a row asks. */
export function lazy<X>(f: () => X): () => X {
  let done = false;
  let v: X;
  return () => {
    if (!done) {
      v = f();
      done = true;
    }
    return v;
  };
}
