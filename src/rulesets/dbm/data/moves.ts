/**
 * Tactical and march move distances of DBM 3.x (heading "Tactical and march move distances",
 * L1493-1517): the most any front corner of an element (or of any element of a group) may
 * travel in one move, by type and by the going, and the modifiers printed under the table.
 * @module
 */
import { reading, text, type Sourced } from './moves-provenance.js';

/** The going a move is charged by: entirely along a road, or at least partly off-road in good, rough or difficult going. */
export type MoveGoing = 'road' | 'good' | 'rough' | 'difficult';

/** The four columns of one row; `null` where the type cannot move that way (no road for boats, Art(S) in difficult going). */
export interface MoveRow {
  /** The troop-type codes (and, where the row is a grade's, the grade) this row covers. */
  readonly types: ReadonlyArray<string>;
  readonly road: number | null;
  readonly good: number | null;
  readonly rough: number | null;
  readonly difficult: number | null;
}

const TABLE = 'Tactical and march move distances';
const t = (lines: string) => text(TABLE, lines);

/**
 * The distance table, one row per printed line. The grade-specific rows (Art(S), naval (X)) are
 * separate keys; {@link moveRowKey} picks the row for a type and grade.
 * @rule dbm L1493-1507
 */
export const DBM_MOVE_TABLE: Readonly<Record<string, Sourced<MoveRow>>> = {
  lightHorse: { value: { types: ['LH'], road: 250, good: 250, rough: 200, difficult: 100 }, provenance: t('1499') },
  cavalry: { value: { types: ['Cv', 'Cm', 'Exp'], road: 200, good: 200, rough: 150, difficult: 100 }, provenance: t('1500') },
  knights: { value: { types: ['El', 'Kn'], road: 200, good: 150, rough: 150, difficult: 100 }, provenance: t('1501') },
  lightFoot: { value: { types: ['Ax', 'Ps'], road: 200, good: 150, rough: 150, difficult: 150 }, provenance: t('1502') },
  heavyFoot: { value: { types: ['Sp', 'Pk', 'Bd', 'Wb', 'Bw', 'Hd'], road: 200, good: 100, rough: 100, difficult: 100 }, provenance: t('1503') },
  train: { value: { types: ['WWg', 'Art', 'Bge'], road: 150, good: 100, rough: 50, difficult: 50 }, provenance: t('1504') },
  artillerySuperior: { value: { types: ['Art(S)'], road: 100, good: 50, rough: 50, difficult: null }, provenance: t('1505') },
  naval: { value: { types: ['Gal', 'Shp', 'Bts'], road: null, good: 200, rough: null, difficult: 100 }, provenance: t('1506') },
  navalExceptional: { value: { types: ['Gal(X)', 'Shp(X)', 'Bts(X)'], road: null, good: 100, rough: null, difficult: 50 }, provenance: t('1507') },
};

/** The naval troop types (they move on water; their "good" column is open water). */
export const NAVAL_TYPES: ReadonlySet<string> = new Set(['Gal', 'Shp', 'Bts']);

/** Foot types for the (F) bonus: every type that is not mounted, artillery, train or naval. */
const MOUNTED = new Set(['El', 'Kn', 'Cv', 'LH', 'Cm', 'Exp']);

/** The modifiers under the table, each with its provenance; a user may supply clean values. */
export interface MoveModifiers {
  /** Added by troops graded (F): mounted, artillery and naval in good going only, other foot in any going. */
  readonly fast: number;
  /** Added to move into frontal contact with the flank of an enemy already touching corner to corner or side to side. */
  readonly flankContact: number;
  /** The cap on off-road moves while crossing a river that is not paltry, or when night or weather cut visibility to 100p. */
  readonly offRoadCap: number;
  /** Added to the front corner allowance when expanding from a column one element wide (L1292-1297). */
  readonly expandColumn: number;
}

/**
 * The modifiers' values and where each comes from. The cap's three-digit figure is damaged in the
 * text; 100p is the library's reading of it.
 * @rule dbm L1508-1517
 * @rule dbm L1292-1297
 */
export const DBM_MOVE_MODIFIERS: { readonly [K in keyof MoveModifiers]: Sourced<MoveModifiers[K]> } = {
  fast: { value: 50, provenance: t('1509-1510') },
  flankContact: { value: 50, provenance: t('1512-1513') },
  offRoadCap: {
    value: 100,
    provenance: reading(TABLE, '1515-1516', 'the cap reads as a damaged three-digit pace figure; 100p matches the other damaged "?0Qp" figures of the text read as 100p, and the visibility of 100p the same sentence names'),
  },
  expandColumn: { value: 50, provenance: text('Tactical moves: expanding from a column', '1296-1297') },
};

/** The resolved modifiers (numbers only), as a state carries them. */
export const DEFAULT_MOVE_MODIFIERS: MoveModifiers = {
  fast: DBM_MOVE_MODIFIERS.fast.value,
  flankContact: DBM_MOVE_MODIFIERS.flankContact.value,
  offRoadCap: DBM_MOVE_MODIFIERS.offRoadCap.value,
  expandColumn: DBM_MOVE_MODIFIERS.expandColumn.value,
};

/**
 * The row key for a troop type and grade: Art(S) and naval (X) have rows of their own; camelry
 * (X), camels disguised as elephants, move as baggage (L346-348); any other type its type's row.
 * Returns `null` for a type the table does not list.
 * @rule dbm L1493-1507
 * @rule dbm L346-348
 */
export function moveRowKey(type: string, grade: string | null): string | null {
  if (type === 'Art' && grade === 'S') return 'artillerySuperior';
  if (NAVAL_TYPES.has(type)) return grade === 'X' ? 'navalExceptional' : 'naval';
  if (type === 'Cm' && grade === 'X') return 'train';
  for (const [key, row] of Object.entries(DBM_MOVE_TABLE)) if (row.value.types.includes(type)) return key;
  return null;
}

/** True for the types whose (F) bonus holds only in good going (mounted, artillery, naval). */
export function fastBonusOnlyInGood(type: string): boolean {
  return MOUNTED.has(type) || type === 'Art' || NAVAL_TYPES.has(type);
}

/** True for mounted troop types (the DBM list). */
export function isMountedType(type: string): boolean {
  return MOUNTED.has(type);
}
