/**
 * Base sizes (p.10, L694-711), in millimetres per figure scale, and their size in paces
 * (p.3, L138-142: 50 paces are 40 mm with 25mm figures, 25 mm with 15mm or 6mm, 20 mm with 2mm).
 * @module
 */
import type { DbmGrade, DbmScale, DbmTroopFlags, DbmTroopType } from '../model/troop.js';
import { src, type DbmSource } from './sources.js';

/** The depth classes of the basing table, in the table's row order. */
export type DepthClass = 'deep' | 'mounted' | 'light-foot' | 'close-foot' | 'wagon';

/** Millimetres per scale, and the row's source. */
export interface MmRow {
  readonly mm: Readonly<Record<DbmScale, number>>;
  readonly source: DbmSource;
}

/**
 * Frontage and depths in millimetres (p.10, L699-706).
 * @rule dbm p.10
 */
export const BASE_MM: Readonly<Record<'width' | DepthClass, MmRow>> = {
  width: { mm: { '25mm': 60, '15mm': 40, '6mm': 40, '2mm': 30 }, source: src('text', 'L701') },
  // The 2mm depth of 10 mm is printed, though the neighbouring rows make it look doubtful.
  deep: { mm: { '25mm': 80, '15mm': 40, '6mm': 40, '2mm': 10 }, source: src('text', 'L703') },
  mounted: { mm: { '25mm': 40, '15mm': 30, '6mm': 20, '2mm': 10 }, source: src('text', 'L704') },
  'light-foot': { mm: { '25mm': 30, '15mm': 20, '6mm': 10, '2mm': 10 }, source: src('text', 'L705') },
  'close-foot': { mm: { '25mm': 20, '15mm': 15, '6mm': 5, '2mm': 10 }, source: src('text', 'L706') },
  wagon: { mm: { '25mm': 120, '15mm': 80, '6mm': 80, '2mm': 60 }, source: src('text', 'L708') },
};

/**
 * Paces per millimetre of table (p.3, L138-142).
 * @rule dbm p.3
 */
export const PACES_PER_MM: Readonly<Record<DbmScale, number>> = { '25mm': 50 / 40, '15mm': 50 / 25, '6mm': 50 / 25, '2mm': 50 / 20 };

/**
 * The depth class of a troop (p.10, L703-708): elephants, chariots, expendables, artillery not
 * (X) nor on wagons, and baggage are deep; war wagons, artillery on wagons and naval use the
 * wagon depth; Bd(F) and (X), Wb(F), auxilia, bowmen, psiloi and Art(X) the light-foot depth;
 * spears, pikes and other blades and warband the close-foot depth.
 * @rule dbm p.10
 */
export function depthClass(type: DbmTroopType, grade: DbmGrade, flags: DbmTroopFlags): DepthClass {
  switch (type) {
    case 'El':
    case 'Exp':
    case 'Bge':
      return 'deep';
    case 'Kn':
    case 'Cv':
      return flags.chariot ? 'deep' : 'mounted';
    case 'LH':
    case 'Cm':
    case 'Hd':
      return 'mounted';
    case 'Art':
      return flags.onWagon ? 'wagon' : grade === 'X' ? 'light-foot' : 'deep';
    case 'WWg':
    case 'Gal':
    case 'Shp':
    case 'Bts':
      return 'wagon';
    case 'Bd':
      return grade === 'F' || grade === 'X' ? 'light-foot' : 'close-foot';
    case 'Wb':
      return grade === 'F' ? 'light-foot' : 'close-foot';
    case 'Ax':
    case 'Bw':
    case 'Ps':
      return 'light-foot';
    case 'Sp':
    case 'Pk':
      return 'close-foot';
  }
}

/** A base's size in paces. */
export interface BaseSize {
  readonly width: number;
  readonly depth: number;
}

/**
 * The base of a troop in paces at a figure scale. A double base (p.10, L746-772) is as deep as
 * its two elements together.
 * @rule dbm p.10
 * @ruling DBM-R4
 */
export function baseSize(scale: DbmScale, type: DbmTroopType, grade: DbmGrade, flags: DbmTroopFlags, rear: { readonly type: DbmTroopType; readonly grade: DbmGrade } | null = null): BaseSize {
  const k = PACES_PER_MM[scale];
  const width = BASE_MM.width.mm[scale] * k;
  const front = BASE_MM[depthClass(type, grade, flags)].mm[scale] * k;
  const back = rear === null ? 0 : BASE_MM[depthClass(rear.type, rear.grade, flags)].mm[scale] * k;
  return { width, depth: front + back };
}
