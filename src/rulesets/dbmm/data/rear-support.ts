/**
 * Rear support factors (rulebook p.36; sheet Q:65-98): +1 (pikes' fourth rank +2) for a friend
 * behind, by the front element's type, the rear element's type and rank, the enemy, and the
 * bound. The rows are printed cleanly; the header's general conditions (same command, lined up,
 * facing the same way, not in difficult going, front element did not march into combat) are
 * scrambled and read with medium confidence (ruling DBMM-R3).
 * @module
 */
import type { DbmmBound } from '../model/troop.js';
import { qrs, type QrsTable } from './source.js';

/** How the rear element's grade must relate to the front's (or the 2nd rank's). */
export type RearGradeRule = 'any' | 'same-or-higher' | 'same-as-2nd-rank' | 'same-or-list';

/** The further conditions some rows add. */
export type RearSupportCondition = 'second-rank-same-type' | 'all-ranks-good-going' | 'against-fortification';

/** One row. Selectors as in `model/selector.ts`. */
export interface RearSupportRow {
  readonly front: ReadonlyArray<string>;
  /** The rear element. */
  readonly rear: ReadonlyArray<string>;
  /** The rear element must be the army list's required double-based element. */
  readonly doubleBased: boolean;
  /** The rank that gives the factor (2 = directly behind). */
  readonly rank: 2 | 3 | 4;
  readonly grade: RearGradeRule;
  /** Only if the army list permits it (the sheet's `*`). */
  readonly listOnly: boolean;
  /** A further condition, or `null`. */
  readonly also: RearSupportCondition | null;
  readonly enemy: ReadonlyArray<string>;
  readonly bound: DbmmBound;
  readonly value: number;
}

type R = Omit<RearSupportRow, 'rank' | 'grade' | 'listOnly' | 'also' | 'doubleBased'> & Partial<Pick<RearSupportRow, 'rank' | 'grade' | 'listOnly' | 'also' | 'doubleBased'>>;
const row = (line: number, r: R, conf: 'high' | 'medium' = 'high', note?: string) => ({
  rank: 2 as const,
  grade: 'any' as const,
  listOnly: false,
  also: null,
  doubleBased: false,
  ...r,
  src: qrs('p.36', line, line, conf, note),
});

/**
 * The general conditions every row needs, from the header (Q:69-73, medium confidence).
 * @rule dbmm p.36 Q:69-73
 * @ruling DBMM-R3
 */
export const REAR_SUPPORT_CONDITIONS = {
  sameCommand: true,
  linedUp: true,
  facingSameWay: true,
  notInDifficultGoing: true,
  frontNotMarchedIntoCombat: true,
  src: qrs('p.36', 69, 73, 'medium', 'the header is split over three scrambled lines'),
} as const;

/**
 * The rear support rows, in the sheet's order.
 * @rule dbmm p.36 Q:65-98
 */
export const REAR_SUPPORT: QrsTable<RearSupportRow> = {
  id: 'rear-support',
  title: 'Rear support factors',
  page: 'p.36',
  lines: [65, 98],
  rows: [
    row(76, { front: ['Kn', 'Cv'], rear: ['Any'], doubleBased: true, enemy: ['Any'], bound: 'own', value: 1 }),
    row(77, { front: ['Cv'], rear: ['Ps(S/I)'], listOnly: true, enemy: ['Cv', 'Kn(X)'], bound: 'enemy', value: 1 }, 'medium', 'printed Ps (S/I) where every other psiloi row says (S/O) or (O); kept as printed (ruling DBMM-R4)'),
    row(78, { front: ['LH(F)'], rear: ['LH(F)'], enemy: ['Foot', '!Bw'], bound: 'own', value: 1 }),
    row(79, { front: ['Sp', 'Pk', 'Bd', 'Ax'], rear: ['Ps(S/O)'], listOnly: true, enemy: ['Wb', 'Mounted', '!Kn(X)'], bound: 'enemy', value: 1 }),
    row(80, { front: ['Sp', 'Pk', 'Bd', 'Ax'], rear: ['Ps(O)'], rank: 3, listOnly: true, also: 'second-rank-same-type', enemy: ['Wb', 'Mounted', '!Kn(X)'], bound: 'enemy', value: 1 }),
    row(81, { front: ['Pk'], rear: ['Pk'], grade: 'same-or-higher', enemy: ['Any', '!Cv', '!LH', '!Ps', '!Train'], bound: 'both', value: 1 }),
    row(82, { front: ['Pk'], rear: ['Pk'], rank: 3, grade: 'same-or-higher', enemy: ['Any', '!Cv', '!LH', '!Ps', '!Train'], bound: 'both', value: 1 }),
    row(83, { front: ['Pk(S/O/I)'], rear: ['Pk'], rank: 4, grade: 'same-as-2nd-rank', also: 'all-ranks-good-going', enemy: ['Foot', '!Ps', '!Train'], bound: 'own', value: 2 }),
    row(84, { front: ['Sp(S/O)', 'Reg Sp(I)'], rear: ['Sp'], grade: 'same-or-list', enemy: ['Foot', '!Wb', '!Ps'], bound: 'own', value: 1 }),
    row(85, { front: ['Sp'], rear: ['Sp'], grade: 'same-or-list', enemy: ['El', 'Exp', 'Kn', 'Cm', 'Pk', 'Bd', 'Wb', 'Hd'], bound: 'enemy', value: 1 }),
    row(86, { front: ['Bd(S/O/I)'], rear: ['Bd', 'Sp'], enemy: ['El', 'Kn'], bound: 'enemy', value: 1 }),
    row(87, { front: ['Bd(S/O)'], rear: ['Bw(S/O)'], listOnly: true, enemy: ['Foot'], bound: 'enemy', value: 1 }),
    row(88, { front: ['Reg Ax(S)'], rear: ['Reg Ax(S)'], enemy: ['Kn'], bound: 'enemy', value: 1 }),
    row(89, { front: ['Ps'], rear: ['Ps(O)'], enemy: ['LH', 'Ps'], bound: 'enemy', value: 1 }),
    row(90, { front: ['Wb'], rear: ['Wb'], enemy: ['Foot', '!Ps'], bound: 'own', value: 1 }),
    row(91, { front: ['Wb'], rear: ['Wb'], enemy: ['Kn'], bound: 'enemy', value: 1 }),
    row(92, { front: ['Foot'], rear: ['Foot'], also: 'against-fortification', enemy: ['Any'], bound: 'own', value: 1 }),
    row(93, { front: ['Bw(S/O)'], rear: ['Bw'], enemy: ['Any'], bound: 'enemy', value: 1 }),
    row(94, { front: ['Bw(X)'], rear: ['Bw'], doubleBased: true, enemy: ['Any'], bound: 'enemy', value: 1 }),
    row(95, { front: ['Bw(S/O)'], rear: ['Bd(S/O)'], listOnly: true, enemy: ['Foot'], bound: 'enemy', value: 1 }),
    row(96, { front: ['Sh'], rear: ['Sh'], enemy: ['Any'], bound: 'enemy', value: 1 }),
  ],
};
