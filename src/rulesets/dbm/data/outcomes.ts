/**
 * The combat outcome tables (p.23, L1853-1930): what becomes of a beaten element, by its own
 * type, the type (and sometimes grade) of the enemy that beat it, the going and the kind of
 * fight. Three tables: equal totals, less than the enemy but more than half, and half or less.
 * Each row is a DBx outcome row (clauses tried in order) with the lines it rests on and whether
 * the scanned text is legible there (`text`) or the row is our reading of damaged words
 * (`reconstructed-*`, named in the note).
 *
 * Conditions are atoms joined by `+` (all must hold); the outcome chapter
 * (rules/23-outcome) says what each atom means in a fight.
 * @module
 */
import type { OutcomeClause, OutcomeTableRow } from '../../dbx/outcome-table.js';
import type { DbmTroopType } from '../model/troop.js';
import { src, type DbmSource } from './sources.js';

/** What happens to a beaten element (p.23): nothing, recoil, flee, or destroyed. */
export type DbmOutcomeKind = 'no-effect' | 'recoil' | 'flee' | 'destroyed';

/** The band of a fight, from the loser's side. */
export type { OutcomeBand } from '../../dbx/outcome-table.js';

/** One fact about a fight a clause may depend on. */
export type DbmOutcomeAtom =
  /** The fight is a close combat. */
  | 'close'
  /** The fight is distant shooting. */
  | 'shooting'
  /** The winner counts the going of the fight as good (never across a fortification, L1859-1860). */
  | 'winner-good'
  /** The loser stands in going it counts as good. */
  | 'loser-good'
  /** The loser stands in going it counts as difficult (L1857-1859). */
  | 'loser-difficult'
  /** Neither the loser nor the winner counts the going as good. */
  | 'neither-good'
  /** The winner's grade: (S), (O), (X), or anything but (X), anything but (F) or (X). */
  | 'winner-s'
  | 'winner-o'
  | 'winner-x'
  | 'winner-not-x'
  | 'winner-not-f-or-x'
  /** The loser's grade: (S) or (O), (I), (X), anything but (X). */
  | 'loser-s-or-o'
  | 'loser-i'
  | 'loser-x'
  | 'loser-not-x'
  /** The winner is to the loser's front and the loser has the rear support its row names (spears, pikes, blades, warband). */
  | 'supported'
  /** Knights beaten by bowmen whose front they moved into contact with this bound. */
  | 'charged-bows'
  /** The loser stands in a fortification; assaulting one. */
  | 'in-fortification'
  | 'assaulting-fortification'
  /** A naval element with no troops embarked. */
  | 'unladen'
  /** Baggage that cannot move. */
  | 'immobile';

/** A condition: one atom or two that must both hold. */
export type DbmOutcomeCondition = DbmOutcomeAtom | `${DbmOutcomeAtom}+${DbmOutcomeAtom}`;

/** A row of a DBM outcome table. */
export type DbmOutcomeRow = OutcomeTableRow<DbmTroopType, DbmOutcomeCondition, DbmOutcomeKind>;

/** A row with where it comes from. */
export interface DbmOutcomeEntry {
  readonly row: DbmOutcomeRow;
  readonly source: DbmSource;
}

type Clause = OutcomeClause<DbmTroopType, DbmOutcomeCondition, DbmOutcomeKind>;

const c = (vs: Clause['vs'], result: DbmOutcomeKind, when: DbmOutcomeCondition | null = null): Clause => ({ vs, going: null, when, result });
const e = (clauses: Clause[], otherwise: DbmOutcomeKind, source: DbmSource): DbmOutcomeEntry => ({ row: { clauses, otherwise }, source });

/** Knights, (S) camelry or expendables in going they count as good: the common killers of foot. */
const CHARGERS = (result: DbmOutcomeKind, kn: boolean, exp: boolean, el: boolean): Clause[] => [
  c([...(kn ? (['Kn'] as const) : []), ...(exp ? (['Exp'] as const) : []), ...(el ? (['El'] as const) : [])], result, 'winner-good'),
  c(['Cm'], result, 'winner-s+winner-good'),
];

/**
 * Equal totals (L1867-1869): expendables are destroyed; everything else fights on next bound.
 * @rule dbm p.23 L1867-1869
 */
export const DBM_EQUAL_ROWS: Readonly<Partial<Record<DbmTroopType, DbmOutcomeEntry>>> = {
  Exp: e([], 'destroyed', src('text', 'L1868')),
};

/** Every other type on equal totals. @rule dbm p.23 L1869 */
export const DBM_EQUAL_DEFAULT: DbmOutcomeEntry = e([], 'no-effect', src('text', 'L1869'));

/**
 * Less than the enemy's total but more than half (L1870-1915).
 * @rule dbm p.23 L1870-1915
 * @ruling DBM-R41
 * @ruling DBM-R42
 * @ruling DBM-R43
 * @ruling DBM-R44
 */
export const DBM_LESS_ROWS: Readonly<Record<DbmTroopType, DbmOutcomeEntry>> = {
  // "camelry" with its grade lost: (X) camelry, the ones the troop notes say panic elephants (L346-348)
  El: e([c(['Art'], 'destroyed', 'shooting'), c(['LH', 'Ps', 'Ax'], 'destroyed'), c(['Cm'], 'destroyed', 'winner-x')], 'recoil', src('reconstructed-medium', 'L1871', 'the camelry grade is damaged: read (X), the camelry that panic elephants (L346-348)')),
  // the bowmen's grade is damaged: read (S), the stake-planting longbowmen of the troop notes (L501-502)
  Kn: e([c(['El', 'Exp', 'LH'], 'destroyed'), c(['Bw'], 'destroyed', 'winner-s+charged-bows'), c('any', 'destroyed', 'close+loser-difficult')], 'recoil', src('reconstructed-medium', 'L1872-1873', 'the bowmen grade is damaged: read (S) (ruling DBM-R42)')),
  LH: e([c(['Art'], 'flee', 'shooting'), c(['Exp'], 'flee'), c('any', 'flee', 'loser-difficult')], 'recoil', src('text', 'L1874')),
  Exp: e([], 'destroyed', src('text', 'L1875')),
  Cv: e([c(['Exp'], 'flee'), c('any', 'flee', 'loser-difficult')], 'recoil', src('text', 'L1876')),
  Cm: e([c(['Exp'], 'flee'), c('any', 'flee', 'loser-difficult')], 'recoil', src('text', 'L1876')),
  Sp: e([c(['El'], 'recoil', 'supported'), ...CHARGERS('destroyed', true, true, true), c(['Wb'], 'destroyed')], 'recoil', src('reconstructed-high', 'L1877-1880', 'the supporting rank is damaged: read a 2nd rank')),
  Pk: e([c(['El'], 'recoil', 'supported'), ...CHARGERS('destroyed', true, true, true), c(['Wb'], 'destroyed')], 'recoil', src('reconstructed-high', 'L1882-1884', 'the supporting rank is damaged: read a 2nd rank')),
  Bd: e([c(['Kn'], 'recoil', 'supported'), c(['Cm'], 'recoil', 'winner-s+supported'), ...CHARGERS('destroyed', true, true, false), c(['Wb'], 'destroyed')], 'recoil', src('reconstructed-high', 'L1886-1888', 'the supporting rank is damaged: read a 2nd rank')),
  Wb: e([c(['Kn', 'El'], 'recoil', 'supported'), c(['Cm'], 'recoil', 'winner-s+supported'), ...CHARGERS('destroyed', true, true, false), c(['El'], 'destroyed')], 'recoil', src('text', 'L1890-1892')),
  Ax: e([...CHARGERS('destroyed', true, false, false), c(['El', 'Exp', 'Wb'], 'destroyed', 'loser-not-x')], 'recoil', src('text', 'L1894-1895')),
  Bw: e([c('mounted', 'destroyed', 'close')], 'recoil', src('text', 'L1897')),
  // "if in going neither counts as good" (ruling DBM-R43): the damaged words of L1900
  Ps: e(
    [c(['Kn', 'Cv', 'LH'], 'destroyed', 'winner-good'), c(['Cm'], 'destroyed', 'winner-s+winner-good'), c(['El', 'Exp'], 'recoil'), c(['El', 'Kn', 'Cv', 'LH', 'Cm', 'Exp', 'Sp', 'Pk', 'Bd', 'Wb', 'Ax', 'Bw', 'Ps', 'WWg', 'Hd', 'Gal', 'Shp', 'Bts', 'Bge'], 'recoil', 'shooting'), c('any', 'recoil', 'neither-good')],
    'flee',
    src('reconstructed-medium', 'L1899-1901', 'the going clause is damaged: read "neither counts as good" (ruling DBM-R43)'),
  ),
  Art: e([c('any', 'destroyed', 'close'), c('any', 'no-effect', 'in-fortification')], 'recoil', src('text', 'L1903')),
  // "recoil if (S) assaulting fortifications", else no move (ruling DBM-R44)
  WWg: e([c(['Art'], 'destroyed', 'winner-not-x'), c(['El'], 'destroyed', 'loser-not-x'), c('any', 'recoil', 'loser-s-or-o+assaulting-fortification')], 'no-effect', src('reconstructed-medium', 'L1905-1906', 'the grade of the war wagons that recoil is damaged: read (S); otherwise no move (ruling DBM-R44)')),
  Hd: e([...CHARGERS('destroyed', true, true, false), c(['El', 'Wb'], 'destroyed'), c('any', 'destroyed', 'loser-i+close'), c('any', 'no-effect', 'loser-i')], 'recoil', src('reconstructed-high', 'L1908-1909', 'the grade of the hordes that do not recoil is damaged: read (I)')),
  Gal: e([c('any', 'recoil', 'shooting'), c(['Exp'], 'recoil'), c('any', 'destroyed', 'unladen+close')], 'recoil', src('text', 'L1911-1913')),
  Shp: e([c('any', 'recoil', 'shooting'), c(['Exp'], 'recoil'), c('any', 'destroyed', 'unladen+close')], 'recoil', src('text', 'L1911-1913')),
  Bts: e([c('any', 'recoil', 'shooting'), c(['Exp'], 'recoil'), c('any', 'destroyed', 'unladen+close')], 'recoil', src('text', 'L1911-1913')),
  Bge: e([c('any', 'destroyed', 'close'), c('any', 'no-effect', 'immobile')], 'flee', src('text', 'L1915')),
};

/** Artillery in close combat (except (F) or (X)) or naval: what other land troops flee from when doubled. */
const FLEE_DOUBLED: Clause[] = [c(['Art'], 'flee', 'close+winner-not-f-or-x'), c(['Gal', 'Shp', 'Bts'], 'flee')];

/** Naval doubled (L1929): destroyed by (S) artillery or by anything in contact but expendables; flee from other shooting. */
const NAVAL_DOUBLED = e([c(['Art'], 'destroyed', 'winner-s'), c(['Exp'], 'flee'), c('any', 'destroyed', 'close')], 'flee', src('text', 'L1929-1930'));

/**
 * Half or less of the enemy's total: "doubled" (L1916-1930).
 * @rule dbm p.23 L1916-1930
 * @ruling DBM-R45
 */
export const DBM_HALF_ROWS: Readonly<Record<DbmTroopType, DbmOutcomeEntry>> = {
  Cv: e([c(['Sp', 'Pk'], 'flee', 'loser-good'), c(['Ax'], 'flee', 'winner-x+loser-good'), ...FLEE_DOUBLED], 'destroyed', src('reconstructed-medium', 'L1919-1920', 'the artillery grades excepted are damaged: read (F) and (X) (ruling DBM-R45)')),
  LH: e([c('mounted', 'destroyed', 'close'), c(['Bw', 'Ps'], 'destroyed', 'close'), c(['WWg'], 'destroyed', 'close+winner-o'), c('any', 'destroyed', 'close+loser-difficult')], 'flee', src('reconstructed-medium', 'L1922-1923', 'the psiloi grade is damaged: read any psiloi')),
  // "bowmen, auxilia ... except ... psiloi": psiloi do not destroy psiloi (ruling DBM-R45)
  Ps: e([c('mounted', 'destroyed', 'winner-good'), c(['Bw', 'Ax'], 'destroyed'), c('any', 'destroyed', 'loser-x')], 'flee', src('reconstructed-low', 'L1925-1927', 'the killers after auxilia are damaged: psiloi read as not destroying psiloi (ruling DBM-R45)')),
  El: e(FLEE_DOUBLED, 'destroyed', src('reconstructed-medium', 'L1928', 'other troops on land; the artillery grades excepted are damaged')),
  Kn: e(FLEE_DOUBLED, 'destroyed', src('reconstructed-medium', 'L1928', 'other troops on land; the artillery grades excepted are damaged')),
  Cm: e(FLEE_DOUBLED, 'destroyed', src('reconstructed-medium', 'L1928', 'other troops on land; the artillery grades excepted are damaged')),
  Exp: e([], 'destroyed', src('text', 'L1875', 'expendables beaten are destroyed')),
  Sp: e(FLEE_DOUBLED, 'destroyed', src('reconstructed-medium', 'L1928', 'other troops on land; the artillery grades excepted are damaged')),
  Pk: e(FLEE_DOUBLED, 'destroyed', src('reconstructed-medium', 'L1928', 'other troops on land; the artillery grades excepted are damaged')),
  Bd: e(FLEE_DOUBLED, 'destroyed', src('reconstructed-medium', 'L1928', 'other troops on land; the artillery grades excepted are damaged')),
  Wb: e(FLEE_DOUBLED, 'destroyed', src('reconstructed-medium', 'L1928', 'other troops on land; the artillery grades excepted are damaged')),
  Ax: e(FLEE_DOUBLED, 'destroyed', src('reconstructed-medium', 'L1928', 'other troops on land; the artillery grades excepted are damaged')),
  Bw: e(FLEE_DOUBLED, 'destroyed', src('reconstructed-medium', 'L1928', 'other troops on land; the artillery grades excepted are damaged')),
  Art: e(FLEE_DOUBLED, 'destroyed', src('reconstructed-medium', 'L1928', 'other troops on land; the artillery grades excepted are damaged')),
  WWg: e(FLEE_DOUBLED, 'destroyed', src('reconstructed-medium', 'L1928', 'other troops on land; the artillery grades excepted are damaged')),
  Hd: e(FLEE_DOUBLED, 'destroyed', src('reconstructed-medium', 'L1928', 'other troops on land; the artillery grades excepted are damaged')),
  Bge: e(FLEE_DOUBLED, 'destroyed', src('reconstructed-medium', 'L1928', 'other troops on land; the artillery grades excepted are damaged')),
  Gal: NAVAL_DOUBLED,
  Shp: NAVAL_DOUBLED,
  Bts: NAVAL_DOUBLED,
};
