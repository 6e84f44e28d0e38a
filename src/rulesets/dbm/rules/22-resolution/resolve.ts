/**
 * One DBM fight's arithmetic (p.22, L1702-1850): both sides' terms before the dice, and the final
 * totals once the dice are thrown (grading, then mitigating factors).
 * @module
 */
import type { CombatTotal, FactorTerm } from '../../../dbx/dice.js';
import type { DbxElement } from '../../../dbx/elements.js';
import type { DbmFightFacts } from '../../model/fight.js';
import type { DbmState } from '../../model/state.js';
import { gradeFight, type GradedSide } from '../22a-grading/apply.js';
import { dbmFightFacts, type FightSetting } from './facts.js';
import { dbmFactorTerms } from './terms.js';

/** One side of a prepared fight: its id, its terms before grading, what grading reads of it. */
export interface PreparedSide {
  /** The element. */
  readonly id: string;
  /** Its terms before grading, the die apart. */
  readonly terms: FactorTerm[];
  /** What the grading and mitigating rows read of it. */
  readonly graded: GradedSide;
}

/** A fight ready for the dice. */
export interface PreparedFight {
  /** Close combat or shooting. */
  readonly kind: 'close-combat' | 'shooting';
  /** The side that throws first (the phasing side, or the shooter). */
  readonly a: PreparedSide;
  /** The other side. */
  readonly b: PreparedSide;
}

function graded(f: DbmFightFacts): GradedSide {
  const second = () => {
    const r = f.ranks()[0];
    return r === undefined || r.command !== f.me.command ? null : { type: r.type, grade: r.grade };
  };
  return {
    side: { type: f.me.type, grade: f.me.grade, shooting: f.kind === 'shooting' && f.role !== 'target' },
    asWinner: { type: f.me.type, grade: f.me.grade, defendingFortification: false },
    asLoser: (winner) => ({ winner, loser: { type: f.me.type, grade: f.me.grade }, loserSecond: second(), listPermitsPsiloi: false, psiloiBehind: [] }),
  };
}

/**
 * Both sides of a fight between `a` and `b` in the position `all`: in close combat both are
 * frontal; in shooting `a` shoots (or both do, `duel`) with `aiding` elements aiding it.
 * @rule dbm p.22 L1702-1827
 */
export function prepareFight(state: DbmState, a: DbxElement, b: DbxElement, kind: 'close-combat' | 'shooting', all: ReadonlyArray<DbxElement>, opts: { readonly duel?: boolean; readonly aidingA?: number; readonly aidingB?: number } = {}): PreparedFight {
  const roleA: FightSetting['role'] = kind === 'close-combat' ? 'frontal' : opts.duel === true ? 'duel' : 'shooter';
  const roleB: FightSetting['role'] = kind === 'close-combat' ? 'frontal' : opts.duel === true ? 'duel' : 'target';
  const fa = dbmFightFacts(state, a, b, { kind, role: roleA, aidingAgainst: opts.aidingB ?? 0 }, all);
  const fb = dbmFightFacts(state, b, a, { kind, role: roleB, aidingAgainst: opts.aidingA ?? 0 }, all);
  return { kind, a: { id: a.id, terms: dbmFactorTerms(fa), graded: graded(fa) }, b: { id: b.id, terms: dbmFactorTerms(fb), graded: graded(fb) } };
}

function total(id: string, die: number, terms: ReadonlyArray<FactorTerm>): CombatTotal {
  let t = die;
  for (const x of terms) t += x.value;
  return { element: id, die, terms, total: t };
}

/**
 * The final totals for dice `da` and `db`.
 * @rule dbm p.22 L1828-1850
 */
export function finalTotals(state: DbmState, p: PreparedFight, da: number, db: number): { ta: CombatTotal; tb: CombatTotal } {
  return regrade(state, p, total(p.a.id, da, p.a.terms), total(p.b.id, db, p.b.terms));
}

/** Grading and mitigating factors on totals already thrown. */
export function regrade(state: DbmState, p: PreparedFight, ta: CombatTotal, tb: CombatTotal): { ta: CombatTotal; tb: CombatTotal } {
  return gradeFight(p.kind, ta, p.a.graded, tb, p.b.graded, state.config.gradingFactors === 'text-only');
}
