/**
 * Combat factors (p.22, L1702-1742): each troop type's base factor against a mounted, a naval or a
 * foot opponent, with the special cases the book prints (knights and war wagons against bowmen
 * shooting, blades against shooting, bowmen shooting at or shot at by bowmen). The scan separated
 * the labels (L1706-1724) from the value strings (L1732-1742), so most rows are the library's
 * pairing of the two: rows whose value sits beside its label in the scan are `text`; the paired
 * ones are labelled `reconstructed-medium`. The pairing follows the order the labels are printed
 * in (by the value against mounted, then against foot, both descending), which places the
 * camelry and the warband/auxilia strings.
 * @module
 */
import type { DbmTroopType } from '../model/troop.js';
import { src, type DbmSource } from './sources.js';

/** The class of the opposing main element the factor is read against. */
export type OpponentClass = 'mounted' | 'naval' | 'foot';

/** One row of the combat-factor table. */
export interface CombatFactorRow {
  /** The troop types the row is for. */
  readonly types: ReadonlyArray<DbmTroopType>;
  /** The factor against a mounted opponent. */
  readonly vMounted: number;
  /** The factor against a naval opponent. */
  readonly vNaval: number;
  /** The factor against a foot opponent. */
  readonly vFoot: number;
  /** A different value against foot in a special case the row prints, or `null`. */
  readonly special: null | {
    /** Against bowmen in shooting, against any shooting, or bowmen shooting at or shot at by bowmen. */
    readonly when: 'v-bowmen-shooting' | 'v-shooting' | 'bowmen-shooting-duel';
    /** The factor in that case. */
    readonly value: number;
  };
  /** Where the row's values come from. */
  readonly source: DbmSource;
}

const row = (types: DbmTroopType[], vMounted: number, vNaval: number, vFoot: number, source: DbmSource, special: CombatFactorRow['special'] = null): CombatFactorRow => ({ types, vMounted, vNaval, vFoot, special, source });

/**
 * The combat-factor table, in the book's order.
 * @rule dbm p.22 L1706-1742
 */
export const COMBAT_FACTORS: ReadonlyArray<CombatFactorRow> = [
  // @rule dbm p.22 L1706, L1732
  row(['El'], 5, 3, 4, src('reconstructed-high', 'L1706, L1732', 'the first value string, the first label')),
  // @rule dbm p.22 L1708
  row(['Sp', 'Exp', 'Art'], 4, 4, 4, src('text', 'L1708', 'printed beside its label')),
  // @rule dbm p.22 L1710, L1738
  row(['Kn', 'WWg'], 4, 4, 3, src('reconstructed-medium', 'L1710, L1738'), { when: 'v-bowmen-shooting', value: 4 }),
  // @rule dbm p.22 L1711, L1739
  row(['Pk'], 4, 4, 3, src('reconstructed-medium', 'L1711, L1739')),
  // @rule dbm p.22 L1713, L1740
  row(['Bw'], 4, 3, 2, src('reconstructed-high', 'L1713, L1740', 'the only string naming bowmen'), { when: 'bowmen-shooting-duel', value: 3 }),
  // @rule dbm p.22 L1715, L1741
  row(['Cm'], 4, 3, 2, src('reconstructed-medium', 'L1715, L1741', 'placed by the order of the labels; camels disorder horses (L329)')),
  // @rule dbm p.22 L1717, L1742
  row(['Bd'], 3, 4, 5, src('reconstructed-high', 'L1717, L1742', 'the only string with +5 against foot'), { when: 'v-shooting', value: 4 }),
  // @rule dbm p.22 L1719
  row(['Cv', 'Gal', 'Shp'], 3, 3, 3, src('text', 'L1719', 'printed beside its label')),
  // @rule dbm p.22 L1721, L1734
  row(['Wb', 'Ax'], 2, 3, 3, src('reconstructed-medium', 'L1721, L1734', 'placed by the order of the labels')),
  // @rule dbm p.22 L1723
  row(['LH', 'Ps', 'Hd', 'Bts'], 2, 2, 2, src('text', 'L1723', 'printed beside its label')),
  // @rule dbm p.22 L1724
  row(['Bge'], 1, 1, 1, src('text', 'L1724', 'printed beside its label')),
];

/**
 * The combat factor of any naval element whose troops have disembarked (p.22, L1724).
 * @rule dbm p.22 L1724
 */
export const DISEMBARKED_NAVAL_FACTOR = { value: 1, source: src('text', 'L1724') } as const;

/** The row of a troop type. */
export function combatFactorRow(type: DbmTroopType): CombatFactorRow {
  return COMBAT_FACTORS.find((r) => r.types.includes(type))!;
}
