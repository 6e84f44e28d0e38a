/**
 * A DBMM fight's arithmetic, in the sheet's order (p.36-37): each side throws a die and adds its
 * combat factor, rear support and tactical factors; the two totals are compared; each side then
 * adds the grading factors that comparison earns; the final totals are compared again, and the
 * loser's band (equal, less, or doubled: half or less) decides its outcome. The dice and band
 * arithmetic is the DBx engine's (`dbx/dice.ts`), the factor rows run on `dbx/factors.ts`.
 * @module
 */
import { adjustedValue, classifyBand, type Band, type CombatTotal, type FactorTerm, type OpposedCounts } from '../../../dbx/dice.js';
import { evaluateFactors } from '../../../dbx/factors.js';
import { GRADING_FACTORS, type GradingFactorRow, type GradingScore } from '../../data/grading-factors.js';
import { cite, provenanceOf, type QrsSource } from '../../data/source.js';
import { matches } from '../../model/selector.js';
import type { DbmmFightFacts } from './facts.js';
import { preGradingRows, SHEET_FACTOR_TABLES, type DbmmFactorTables } from './factor-rows.js';

const sourceOf = (kind: string) => kind;

/**
 * One side's terms before grading (combat factor, rear support, tactical factors): their sum is
 * the "adjusted combat value" of the sheet's probability table.
 * @rule dbmm p.36 Q:1-31
 * @rule dbmm p.36 Q:65-98
 * @rule dbmm p.37 Q:33-63
 */
export function preGradingTerms(f: DbmmFightFacts, tables: DbmmFactorTables = SHEET_FACTOR_TABLES): FactorTerm[] {
  return evaluateFactors(preGradingRows(tables), f, tables, sourceOf);
}

function scoringHolds(s: GradingScore, own: number, enemy: number): boolean {
  switch (s) {
    case '>':
      return own > enemy;
    case '=':
      return own === enemy;
    case '<':
      return own < enemy;
    case '<=':
      return own <= enemy;
  }
}

function fightOf(f: DbmmFightFacts): GradingFactorRow['fight'] {
  return f.role;
}

/**
 * The grading factors (p.37) one side earns from the first comparison of the totals.
 * @rule dbmm p.37 Q:100-121
 * @ruling DBMM-R5
 */
export function gradingTerms(f: DbmmFightFacts, ownTotal: number, enemyTotal: number, rows: ReadonlyArray<GradingFactorRow & { readonly src: QrsSource }> = GRADING_FACTORS.rows): FactorTerm[] {
  const out: FactorTerm[] = [];
  for (const r of rows) {
    if (r.fight !== fightOf(f) || (r.bound !== 'both' && r.bound !== f.bound)) continue;
    if (!matches(r.who, f.me.kind) || !matches(r.against, f.opp.kind)) continue;
    if (r.notSameType && f.opp.kind.type === f.me.kind.type) continue;
    if (!scoringHolds(r.scoring, ownTotal, enemyTotal)) continue;
    out.push({ name: `grading (${r.who.join(', ')} ${r.fight}, scoring ${r.scoring})`, value: r.value, section: cite(r.src), source: provenanceOf(r.src).kind });
  }
  return out;
}

/** Both sides' totals and the band of `a` against `b`. */
export interface DbmmCombatResult {
  readonly a: CombatTotal;
  readonly b: CombatTotal;
  /** `a`'s band: more, equal, less, or half (doubled). */
  readonly band: Band;
}

/**
 * Resolves one fight between `a` and `b` with the given dice.
 * @rule dbmm p.37 Q:100-102
 */
export function resolveDbmmCombat(a: DbmmFightFacts, b: DbmmFightFacts, dice: readonly [number, number], tables: DbmmFactorTables = SHEET_FACTOR_TABLES): DbmmCombatResult {
  const ta = preGradingTerms(a, tables);
  const tb = preGradingTerms(b, tables);
  return finish(a, b, dice, ta, tb);
}

function finish(a: DbmmFightFacts, b: DbmmFightFacts, dice: readonly [number, number], ta: FactorTerm[], tb: FactorTerm[]): DbmmCombatResult {
  const firstA = dice[0] + adjustedValue(ta);
  const firstB = dice[1] + adjustedValue(tb);
  const ga = gradingTerms(a, firstA, firstB);
  const gb = gradingTerms(b, firstB, firstA);
  const totalA = firstA + adjustedValue(ga);
  const totalB = firstB + adjustedValue(gb);
  return {
    a: { element: 'a', die: dice[0], terms: [...ta, ...ga], total: totalA },
    b: { element: 'b', die: dice[1], terms: [...tb, ...gb], total: totalB },
    band: classifyBand(totalA, totalB),
  };
}

/**
 * The chances of a fight, as counts out of the 36 die pairs, through `resolveDbmmCombat`'s own
 * path (factor rows, first comparison, grading, bands): `a` lower, doubled, same, higher,
 * doubling. With no grading factor earned these match the sheet's probability table.
 */
export function dbmmCombatCounts(a: DbmmFightFacts, b: DbmmFightFacts, tables: DbmmFactorTables = SHEET_FACTOR_TABLES): OpposedCounts {
  const ta = preGradingTerms(a, tables);
  const tb = preGradingTerms(b, tables);
  let lower = 0;
  let doubled = 0;
  let same = 0;
  let higher = 0;
  let doubling = 0;
  for (let x = 1; x <= 6; x++) {
    for (let y = 1; y <= 6; y++) {
      const r = finish(a, b, [x, y], ta, tb);
      if (r.band === 'less' || r.band === 'half') lower++;
      if (r.band === 'half') doubled++;
      if (r.band === 'equal') same++;
      if (r.band === 'more') {
        higher++;
        if (classifyBand(r.b.total, r.a.total) === 'half') doubling++;
      }
    }
  }
  return { lower, doubled, same, higher, doubling };
}
