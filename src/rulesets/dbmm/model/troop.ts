/**
 * DBMM troop types, grades and drill: the vocabulary of the quick reference sheet (seed 004).
 * DBMM keeps DBM's types and adds Shot (Sh); the families (mounted, foot, naval) and the
 * collective terms (train, light troops, skirmishers) are the ones the sheet's tables use.
 * @module
 */

/**
 * The troop types the sheet names, by its abbreviations: mounted El, Exp, Kn, Cv, LH, Cm; foot
 * Sp, Pk, Bd, Ax, Ps, Wb, Hd, Bw, Sh (Shot, new in DBMM), Art, WWg, Bge; naval Gal, Shp, Bts.
 * @rule dbmm p.36 Q:7-31
 */
export const DBMM_TROOP_TYPES = ['El', 'Exp', 'Kn', 'Cv', 'LH', 'Cm', 'Sp', 'Pk', 'Bd', 'Ax', 'Ps', 'Wb', 'Hd', 'Bw', 'Sh', 'Art', 'WWg', 'Bge', 'Gal', 'Shp', 'Bts'] as const;

/** A troop type. */
export type DbmmTroopType = (typeof DBMM_TROOP_TYPES)[number];

/** Grades: superior, ordinary, inferior, fast, and the (X) special cases. */
export const DBMM_GRADES = ['S', 'O', 'I', 'F', 'X'] as const;

/** A grade. */
export type DbmmGrade = (typeof DBMM_GRADES)[number];

/** Regular or irregular. */
export const DBMM_DRILLS = ['reg', 'irr'] as const;

/** A drill. */
export type DbmmDrill = (typeof DBMM_DRILLS)[number];

/** One kind of troop: type, grade and drill. */
export interface DbmmTroopKind {
  readonly type: DbmmTroopType;
  readonly grade: DbmmGrade;
  readonly drill: DbmmDrill;
}

/** Mounted types (the sheet's "Mounted"). */
export const DBMM_MOUNTED: ReadonlySet<DbmmTroopType> = new Set<DbmmTroopType>(['El', 'Exp', 'Kn', 'Cv', 'LH', 'Cm']);

/** Naval types (the sheet's "Naval"). */
export const DBMM_NAVAL: ReadonlySet<DbmmTroopType> = new Set<DbmmTroopType>(['Gal', 'Shp', 'Bts']);

/** Foot: neither mounted nor naval. */
export const DBMM_FOOT: ReadonlySet<DbmmTroopType> = new Set<DbmmTroopType>(DBMM_TROOP_TYPES.filter((t) => !DBMM_MOUNTED.has(t) && !DBMM_NAVAL.has(t)));

/** Train: artillery other than (X), war wagons and baggage (the DBM definition the sheet keeps). */
export function isTrain(k: Pick<DbmmTroopKind, 'type' | 'grade'>): boolean {
  return (k.type === 'Art' && k.grade !== 'X') || k.type === 'WWg' || k.type === 'Bge';
}

/** Light troops: LH, Ps and Ax. Skirmishers are LH and Ps. */
export function isLightTroops(type: DbmmTroopType): boolean {
  return type === 'LH' || type === 'Ps' || type === 'Ax';
}

/** Going: good, rough, difficult. */
export const DBMM_GOINGS = ['GGo', 'RGo', 'DGo'] as const;

/** A going class. */
export type DbmmGoing = (typeof DBMM_GOINGS)[number];

/** The bound a factor or outcome applies in, from the element's point of view. */
export type DbmmBound = 'own' | 'enemy' | 'both';

/** How a table row was read from the sheet: legibly, or with damage the library had to read through. */
export type DbmmConfidence = 'high' | 'medium' | 'low';

/** Seasons a commander nominates. */
export const DBMM_SEASONS = ['spring', 'summer', 'autumn', 'winter'] as const;

/** A season. */
export type DbmmSeason = (typeof DBMM_SEASONS)[number];

/** The five climates of the daylight and weather table. */
export const DBMM_CLIMATES = ['cold', 'cool', 'warm', 'dry', 'tropical'] as const;

/** A climate. */
export type DbmmClimate = (typeof DBMM_CLIMATES)[number];
