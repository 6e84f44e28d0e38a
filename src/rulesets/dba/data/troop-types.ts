/**
 * DBA 1.2 troop types. The sheet names them in its outcome lists (A:109-130); the 1.0 review
 * lists the same fifteen plus nothing else (Burr, a review of DBA 1.0), and "other foot" on the
 * sheet is the catch-all row for foot types without a row of their own, not a type (ruling DBA-R3).
 * @module
 */

/** Troop-type codes. `CF` is camp followers, the default garrison of a camp. */
export const DBA_TROOP_TYPES = ['El', 'Kn', 'Cv', 'LH', 'SCh', 'Cm', 'Sp', 'Pk', 'Bd', 'Ax', 'Bw', 'Ps', 'Wb', 'Art', 'WWg', 'CF'] as const;

/** A DBA troop type. */
export type DbaTroopType = (typeof DBA_TROOP_TYPES)[number];

/** Full names, for messages. */
export const TROOP_NAMES: Readonly<Record<DbaTroopType, string>> = {
  El: 'elephants',
  Kn: 'knights',
  Cv: 'cavalry',
  LH: 'light horse',
  SCh: 'scythed chariots',
  Cm: 'camelry',
  Sp: 'spears',
  Pk: 'pikes',
  Bd: 'blades',
  Ax: 'auxilia',
  Bw: 'bows',
  Ps: 'psiloi',
  Wb: 'warband',
  Art: 'artillery',
  WWg: 'war wagons',
  CF: 'camp followers',
};

/**
 * Mounted types. The sheet uses "mounted" without defining it; DBM's list (M:188) with DBA's
 * scythed chariots standing for DBM's expendables (M:349).
 * @rule dba combat-outcome
 */
export const DBA_MOUNTED: ReadonlySet<DbaTroopType> = new Set<DbaTroopType>(['El', 'Kn', 'Cv', 'LH', 'SCh', 'Cm']);

/** True for a mounted type. */
export function dbaMounted(t: DbaTroopType): boolean {
  return DBA_MOUNTED.has(t);
}

/** True when a string is a DBA troop-type code. */
export function isDbaTroopType(s: string): s is DbaTroopType {
  return (DBA_TROOP_TYPES as ReadonlyArray<string>).includes(s);
}
