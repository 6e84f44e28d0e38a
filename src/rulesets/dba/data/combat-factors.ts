/**
 * Combat factors per troop type (vs foot, vs mounted, and when shooting or shot at where it
 * differs). The sheet leaves the list unchanged (A:81) and the 1.1 list is not in the corpus.
 * Values come, in order of preference (ruling DBA-R5): a public 1.x/1.22 source; a DBA 2.x value;
 * DBM 3.x. A person with the 1.1 book can replace any of them through the override table.
 * @module
 */
import { dba2, dbm, guess, pub, type Row } from './provenance.js';
import type { DbaTroopType } from './troop-types.js';

/** One type's factors. `shooting` is used by and against shooters where set, else the usual column. */
export interface CombatFactor {
  readonly vsFoot: number;
  readonly vsMounted: number;
  readonly shooting: number | null;
}

const cf = (vsFoot: number, vsMounted: number, shooting: number | null = null): CombatFactor => ({ vsFoot, vsMounted, shooting });

/**
 * The combat factors.
 * @rule dba close-combat
 */
export const COMBAT_FACTORS: Readonly<Record<DbaTroopType, Row<CombatFactor>>> = {
  Bd: { value: cf(5, 3), provenance: pub('OL-cc "Bd +5 v foot, +3 v mounted"; OL-Bd', '1.22') },
  El: { value: cf(4, 5), provenance: dba2('F-El, QRS22: +5 v mounted', 'vs foot +4 is OL-cc (1.22); vs mounted unknown in 1.x, 2.0/2.2 value; DBM agrees (M:1732)') },
  Kn: { value: cf(3, 4), provenance: pub('OL-Kn; Saga95 (Kn +4 against LH)', '1.22, post-1.2') },
  Cv: { value: cf(3, 3), provenance: pub('OL-Cv "+3 vs anything"', '1.22, post-1.2') },
  LH: { value: cf(2, 2), provenance: pub('OL-LH; Saga95', '1.22, post-1.2') },
  Sp: { value: cf(4, 4), provenance: dba2('F-spear (2.0): +4/+4', 'vs mounted +4 is OL-Cv (1.x); vs foot unknown in 1.x') },
  Pk: { value: cf(3, 4), provenance: dba2('QRS22: +3 v foot', 'vs mounted +4 is OL-Cv (1.x); vs foot unknown in 1.x; DBM agrees (M:1739)') },
  Ax: { value: cf(3, 2), provenance: pub('OL-Ax', '1.22, post-1.2') },
  WWg: { value: cf(4, 5), provenance: pub('OL-WWg (2.2 changed this to +3/+4)', '1.22, post-1.2') },
  Bw: { value: cf(2, 4), provenance: dba2('QRS22: +2/+4', 'unknown in 1.x; DBM agrees (M:1740)') },
  Ps: { value: cf(2, 2), provenance: dba2('QRS22: +2/+2', 'unknown in 1.x; DBM agrees (M:1723)') },
  Wb: { value: cf(3, 2), provenance: dba2('QRS22: +3/+2', 'unknown in 1.x') },
  Art: { value: cf(2, 2, 4), provenance: dba2('QRS22: +4 shooting, +2 close combat', 'unknown in 1.x') },
  SCh: { value: cf(4, 4), provenance: dba2('QRS22: +4/+4', 'unknown in 1.x; DBM expendables +4 (M:1708)') },
  Cm: { value: cf(2, 4), provenance: guess('unknown in 1.x; the 2.2 sheet seems to group camelry with bows (+2/+4), read from a flattened table, low confidence') },
  CF: { value: cf(1, 1), provenance: dba2('QRS22: +1/+1', 'unknown in 1.x; DBM baggage +1 (M:1724)') },
};

/** The DBM proxy consulted for types without a public 1.x value (for docs). */
export const DBM_FACTOR_PROXY = dbm('1706-1742', 'DBM combat factor block, OCR-damaged in the corpus');
