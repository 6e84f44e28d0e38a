/**
 * Grading and mitigating factors applied to a fight's totals (p.22, L1828-1850): both totals
 * before grading are compared and each side adds its grading factors; the totals after grading
 * are compared and the winner's is lowered by each mitigating factor. The terms join each side's
 * breakdown, so the final totals say why they are what they are.
 * @module
 */
import type { CombatTotal, FactorTerm } from '../../../dbx/dice.js';
import { termSource } from '../../data/factor-row.js';
import { GRADING_ROWS, MITIGATING_ROWS, type GradingSide, type MitigatingCase } from '../../data/grading.js';
import type { DbmFightKind } from '../../model/fight.js';

/** What the grading step knows of one side besides its total. */
export interface GradedSide {
  /** The side as the grading rows read it, its total apart. */
  readonly side: Omit<GradingSide, 'total'>;
  /** The case the mitigating rows read when the other side wins, built lazily. */
  readonly asLoser: (winner: MitigatingCase['winner']) => MitigatingCase;
  /** The side as the mitigating rows read a winner. */
  readonly asWinner: MitigatingCase['winner'];
}

function withTerms(t: CombatTotal, extra: ReadonlyArray<FactorTerm>): CombatTotal {
  if (extra.length === 0) return t;
  let add = 0;
  for (const x of extra) add += x.value;
  return { ...t, terms: [...t.terms, ...extra], total: t.total + add };
}

/**
 * The grading terms of `me` against `opp` (totals before grading). `textOnly` keeps only the rows
 * printed legibly.
 * @rule dbm p.22 L1828-1839
 */
export function gradingTerms(kind: DbmFightKind, me: GradingSide, opp: GradingSide, textOnly: boolean): FactorTerm[] {
  const out: FactorTerm[] = [];
  for (const r of GRADING_ROWS) {
    if (textOnly && r.source.kind !== 'text') continue;
    const why = r.applies(kind, me, opp);
    if (why !== null) out.push({ name: why, value: r.value, section: `p.22 ${r.lines}`, source: termSource(r.source.kind) });
  }
  return out;
}

/**
 * The mitigating terms of a winner against the case of its beaten opponent.
 * @rule dbm p.22 L1841-1850
 */
export function mitigatingTerms(c: MitigatingCase): FactorTerm[] {
  const out: FactorTerm[] = [];
  for (const r of MITIGATING_ROWS) {
    const why = r.applies(c);
    if (why !== null) out.push({ name: why, value: r.value, section: `p.22 ${r.source.lines}`, source: termSource(r.source.kind) });
  }
  return out;
}

/**
 * The final totals of a fight from the totals before grading.
 * @rule dbm p.22 L1828-1850
 */
export function gradeFight(kind: DbmFightKind, ta: CombatTotal, a: GradedSide, tb: CombatTotal, b: GradedSide, textOnly: boolean): { ta: CombatTotal; tb: CombatTotal } {
  const ga = gradingTerms(kind, { ...a.side, total: ta.total }, { ...b.side, total: tb.total }, textOnly);
  const gb = gradingTerms(kind, { ...b.side, total: tb.total }, { ...a.side, total: ta.total }, textOnly);
  const ua = withTerms(ta, ga);
  const ub = withTerms(tb, gb);
  if (ua.total > ub.total) return { ta: withTerms(ua, mitigatingTerms(b.asLoser(a.asWinner))), tb: ub };
  if (ub.total > ua.total) return { ta: ua, tb: withTerms(ub, mitigatingTerms(a.asLoser(b.asWinner))) };
  return { ta: ua, tb: ub };
}
