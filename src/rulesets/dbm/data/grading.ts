/**
 * Grading factors (p.22, L1828-1839) and mitigating rear-support factors (p.22, L1841-1850).
 * Grading factors are read after both totals are known: each side compares its total before
 * grading with its opponent's, then adds each row that applies. The scan lost most grade letters
 * and comparisons of the first three rows; the library's reading makes each row turn on the
 * opponent's grade, the letters that survive (ruling DBM-R31): a superior opponent costs a winner
 * 1 (except artillery shooting and elephants in close combat), a superior element beating a
 * superior one or drawing with an ordinary or fast one gains 1, beating or drawing with an
 * inferior opponent gains 1, and beating a fast opponent by 2 or more gains 1 (the one row
 * printed legibly). Config `gradingFactors: 'text-only'` keeps only that row.
 * Mitigating factors are read after grading: the winner loses 1 for each that applies.
 * @module
 */
import type { DbmFightKind } from '../model/fight.js';
import type { DbmGrade, DbmTroopType } from '../model/troop.js';
import { src, type DbmSource } from './sources.js';

/** One side of a fight as the grading rows read it. */
export interface GradingSide {
  /** Its troop type. */
  readonly type: DbmTroopType;
  /** The grade it counts in this fight. */
  readonly grade: DbmGrade;
  /** Its total before grading (or after, for the mitigating rows). */
  readonly total: number;
  /** It shoots in this fight (a shooter or one of two shooting at each other). */
  readonly shooting: boolean;
}

/** A grading or mitigating row. */
export interface GradingRow {
  /** A stable id, for tests and docs. */
  readonly id: string;
  /** The lines of p.22 it reads. */
  readonly lines: string;
  /** Where the row comes from. */
  readonly source: DbmSource;
  /** The amount added to the score. */
  readonly value: number;
  /** Why it applies to `me` against `opp`, or `null`. */
  readonly applies: (kind: DbmFightKind, me: GradingSide, opp: GradingSide) => string | null;
}

/**
 * The grading rows, in the book's order.
 * @rule dbm p.22 L1828-1839
 * @ruling DBM-R31
 */
export const GRADING_ROWS: ReadonlyArray<GradingRow> = [
  {
    id: 'grading-beat-superior',
    lines: 'L1833',
    source: src('reconstructed-low', 'L1833', 'the grade and the comparison are damaged; read as scoring more than a superior opponent'),
    value: -1,
    applies: (kind, me, opp) => {
      const exempt = (me.type === 'Art' && me.shooting) || (me.type === 'El' && kind === 'close-combat');
      return !exempt && opp.grade === 'S' && me.total > opp.total ? 'scored more than a superior opponent' : null;
    },
  },
  {
    id: 'grading-superior-edge',
    lines: 'L1835',
    source: src('reconstructed-low', 'L1835', 'the own grade reads (S); "exactly" and the comparisons are damaged'),
    value: 1,
    applies: (_kind, me, opp) => {
      if (me.grade !== 'S') return null;
      if (opp.grade === 'S' && me.total > opp.total) return 'superior, scored more than a superior opponent';
      if ((opp.grade === 'O' || opp.grade === 'F') && me.total === opp.total) return 'superior, scored equal to an ordinary or fast opponent';
      return null;
    },
  },
  {
    id: 'grading-beat-inferior',
    lines: 'L1837',
    source: src('reconstructed-low', 'L1837', "the opponent's grade is lost; read as inferior"),
    value: 1,
    applies: (_kind, me, opp) => (opp.grade === 'I' && me.total >= opp.total ? 'scored equal to or more than an inferior opponent' : null),
  },
  {
    id: 'grading-beat-fast',
    lines: 'L1839',
    source: src('text', 'L1839'),
    value: 1,
    applies: (_kind, me, opp) => (me.type !== 'Art' && opp.grade === 'F' && me.total >= opp.total + 2 ? 'scored at least 2 more than a fast opponent' : null),
  },
];

/** The loser's support as the mitigating rows read it. */
export interface MitigatingCase {
  /** The winning element: type, grade, and whether it defends a fortification. */
  readonly winner: { readonly type: DbmTroopType; readonly grade: DbmGrade; readonly defendingFortification: boolean };
  /** The beaten element. */
  readonly loser: { readonly type: DbmTroopType; readonly grade: DbmGrade };
  /** The loser's 2nd rank (type and grade), or `null`. */
  readonly loserSecond: { readonly type: DbmTroopType; readonly grade: DbmGrade } | null;
  /** The loser's army list expressly permits support by psiloi (not modelled: always false in a game). */
  readonly listPermitsPsiloi: boolean;
  /** The loser's 2nd and 3rd ranks of psiloi and how they are armed (not modelled: empty in a game). */
  readonly psiloiBehind: ReadonlyArray<{ readonly rank: 2 | 3; readonly arms: 'bow' | 'crossbow' | 'handgun' }>;
}

/** A mitigating row. */
export interface MitigatingRow {
  /** A stable id, for tests and docs. */
  readonly id: string;
  /** Where the row comes from. */
  readonly source: DbmSource;
  /** The amount added to the winner's score (negative). */
  readonly value: number;
  /** Why it applies to the winner of this case, or `null`. */
  readonly applies: (c: MitigatingCase) => string | null;
}

const MOUNTED: ReadonlySet<string> = new Set(['El', 'Kn', 'Cv', 'LH', 'Cm', 'Exp']);

/**
 * The mitigating rows, in the book's order: each lowers the winner's score by 1.
 * @rule dbm p.22 L1841-1850
 */
export const MITIGATING_ROWS: ReadonlyArray<MitigatingRow> = [
  {
    id: 'mitigating-cavalry-second-rank',
    source: src('reconstructed-medium', 'L1844-1845', 'the grades read (O) behind (O), (I) behind (I)'),
    value: -1,
    applies: (c) => {
      const s = c.loserSecond;
      if (c.winner.type === 'El' || c.winner.type === 'Art' || c.loser.type !== 'Cv' || s === null || s.type !== 'Cv') return null;
      return (c.loser.grade === 'O' || c.loser.grade === 'I') && s.grade === c.loser.grade ? 'the beaten cavalry had a 2nd rank of cavalry' : null;
    },
  },
  {
    id: 'mitigating-cavalry-psiloi',
    source: src('reconstructed-medium', 'L1846-1847', 'the grades read (O) or (I), and psiloi (S) or (I)'),
    value: -1,
    applies: (c) => {
      const s = c.loserSecond;
      if (!c.listPermitsPsiloi || !(c.winner.type === 'Cv' || (c.winner.type === 'Kn' && c.winner.grade === 'X'))) return null;
      if (c.loser.type !== 'Cv' || !(c.loser.grade === 'O' || c.loser.grade === 'I') || s === null || s.type !== 'Ps' || !(s.grade === 'S' || s.grade === 'I')) return null;
      return 'the beaten cavalry had a 2nd rank of psiloi';
    },
  },
  {
    id: 'mitigating-foot-psiloi',
    source: src('text', 'L1848-1850'),
    value: -1,
    applies: (c) => {
      const w = c.winner;
      const winnerFits = w.type === 'Wb' || (MOUNTED.has(w.type) && !(w.type === 'Kn' && w.grade === 'X')) || w.type === 'WWg' || w.defendingFortification;
      if (!c.listPermitsPsiloi || !winnerFits || !['Sp', 'Pk', 'Bd', 'Ax'].includes(c.loser.type)) return null;
      const ps = c.psiloiBehind;
      const single = ps.length === 1 ? ps[0]! : null;
      if (single === null) return null;
      return single.arms === 'bow' || single.rank === 2 ? 'the beaten foot had a single rank of psiloi behind' : null;
    },
  },
];
