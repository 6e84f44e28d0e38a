/**
 * Support and tactical factors. The sheet restates rear support (A:83-85), the -1 and -2
 * factors (A:95-97); the "+2", "+1", "+1" lines are NO CHANGE (A:89-93) and their content is
 * unknown, so the library fills them with labelled candidates that the override table can
 * change or switch off (value 0).
 * @module
 */
import { dbm, guess, sheet, type Row } from './provenance.js';

/**
 * Rear support by an element of the same type contiguous behind: pikes +3, spears +1 only when
 * fighting spears, warband +1 (A:83).
 * @rule dba support-factors
 */
export const REAR_SUPPORT: Readonly<Record<'Pk' | 'Sp' | 'Wb', Row<number>>> = {
  Pk: { value: 3, provenance: sheet('support-factors', 83) },
  Sp: { value: 1, provenance: sheet('support-factors', 83) },
  Wb: { value: 1, provenance: sheet('support-factors', 83) },
};

/**
 * Psiloi support: +1 to spears, blades or auxilia fighting mounted or warband or attacking a camp,
 * with psiloi contiguous behind facing the same way (A:85).
 * @rule dba support-factors
 */
export const PSILOI_SUPPORT: Row<number> = { value: 1, provenance: sheet('support-factors', 85) };

/** The tactical factors, by key. */
export interface TacticalFactorTable {
  /** "+2": candidate, an element defending its camp (or occupying an enemy camp). */
  readonly campDefender: Row<number>;
  /** "+1": candidate, the general's own element. */
  readonly general: Row<number>;
  /** "+1": candidate, uphill of the enemy (on a hill the enemy is not on). */
  readonly uphill: Row<number>;
  /** -1 per flank overlapped, per enemy front edge on flank or rear, per 2nd/3rd aiding shooter. */
  readonly overlap: Row<number>;
  /** -2 for any but auxilia, bows or psiloi in bad going, or mounted in contact with enemy in bad going. */
  readonly badGoing: Row<number>;
}

/**
 * The tactical factors.
 * @rule dba tactical-factors
 */
export const TACTICAL_FACTORS: TacticalFactorTable = {
  campDefender: { value: 2, provenance: guess('the "+2" line is NO CHANGE (A:89); a fanaticus variant page gives +2 to a camp defender (a house rule, so low confidence); DBM +2 is for foot defending fortifications (M:1790)') },
  general: { value: 1, provenance: dbm('1792', 'one "+1" line is NO CHANGE (A:91); every later DBx rules gives the general +1 in close combat') },
  uphill: { value: 1, provenance: dbm('1794-1800', 'one "+1" line is NO CHANGE (A:93); DBM gives +1 upslope or defending a river bank') },
  overlap: { value: -1, provenance: sheet('tactical-factors', 95) },
  badGoing: { value: -2, provenance: sheet('tactical-factors', 97) },
};
