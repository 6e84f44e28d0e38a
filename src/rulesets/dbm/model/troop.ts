/**
 * DBM troop types, grades and drill: the vocabulary of armies and elements.
 * @module
 */

/** The troop types of DBM 3.x (p.4-9, L181-625), by their usual abbreviations. */
export const DBM_TROOP_TYPES = ['El', 'Kn', 'Cv', 'LH', 'Cm', 'Exp', 'Sp', 'Pk', 'Bd', 'Wb', 'Ax', 'Bw', 'Ps', 'Art', 'WWg', 'Hd', 'Gal', 'Shp', 'Bts', 'Bge'] as const;

/** A troop type. */
export type DbmTroopType = (typeof DBM_TROOP_TYPES)[number];

/** Grades (p.4, L196-209): superior, ordinary, inferior, fast, and the (X) special cases. */
export const DBM_GRADES = ['S', 'O', 'I', 'F', 'X'] as const;

/** A grade. */
export type DbmGrade = (typeof DBM_GRADES)[number];

/** Regular or irregular drill (p.4, L196-209). */
export const DBM_DRILLS = ['reg', 'irr'] as const;

/** A drill. */
export type DbmDrill = (typeof DBM_DRILLS)[number];

/** The figure scales the basing table gives (p.10, L694-711). */
export const DBM_SCALES = ['25mm', '15mm', '6mm', '2mm'] as const;

/** A figure scale. */
export type DbmScale = (typeof DBM_SCALES)[number];

/** One kind of troop: its type, grade and drill. */
export interface DbmTroopKind {
  readonly type: DbmTroopType;
  readonly grade: DbmGrade;
  readonly drill: DbmDrill;
}

/** Flags an army list sets on an element, which change its base, cost or behaviour. */
export interface DbmTroopFlags {
  /** Knights or cavalry depicted as chariots (p.11 cost -1; deep base p.10). */
  readonly chariot: boolean;
  /** Infantry with riderless mounts (p.9, L671-675; cost +1). */
  readonly mountedInfantry: boolean;
  /** Artillery on wagons (p.10: the war-wagon depth). */
  readonly onWagon: boolean;
}

/** No flags. */
export const NO_FLAGS: DbmTroopFlags = Object.freeze({ chariot: false, mountedInfantry: false, onWagon: false });

/** A general's role (p.11, L776-795): commander-in-chief, subordinate general or allied general. */
export type DbmGeneralRole = 'c-in-c' | 'sub' | 'ally';

/** A climate (p.13, L1010-1019). */
export const DBM_CLIMATES = ['cold', 'warm', 'dry', 'tropical'] as const;

/** A climate. */
export type DbmClimate = (typeof DBM_CLIMATES)[number];

/** A season (p.12, L852-855). */
export const DBM_SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;

/** A season. */
export type DbmSeason = (typeof DBM_SEASONS)[number];
