/**
 * The Clash of Shields table (§10.2.3.2): an adjustment looked up by attacker type against
 * defender type. The printed table is not in the seed (digest M-2), so the library takes it from
 * the user as a validated file and ships a default holding only the two cells the text states.
 * @module
 */
import * as t from 'io-ts';
import { cite, type Citation } from '../../../core/citation.js';
import { reconstructed, stated, type Provenance } from '../../../core/provenance.js';
import { checked, intRange, oneOf, provenanceCodec } from './codec-helpers.js';
import { UNIT_TYPES, type UnitType } from './unit-types.js';

/** One cell: the adjustment (attacker's point of view) when `attacker` attacks `defender`. */
export interface ClashCell {
  readonly attacker: UnitType;
  readonly defender: UnitType;
  readonly value: number;
  readonly provenance: Provenance;
}

/**
 * A Clash of Shields table. Cells not listed are 0 ("if a value is present, apply it").
 * `provenance` describes the table as a whole (e.g. that unlisted cells are a reconstruction);
 * the same shape as the `dob` data module's clash file, which may omit it.
 */
export interface ClashTable {
  readonly cells: ReadonlyArray<ClashCell>;
  readonly provenance?: Provenance;
}

const cellCodec = t.type({
  attacker: oneOf(UNIT_TYPES, 'unit type code'),
  defender: oneOf(UNIT_TYPES, 'unit type code'),
  value: intRange(-9, 9),
  provenance: provenanceCodec,
});

/**
 * Codec of a {@link ClashTable} file: unit type codes, integer values −9…+9, every cell carrying
 * a provenance, and each attacker/defender pair at most once. Errors name the path, e.g.
 * `cells[4].defender: expected unit type code, got "XX"`.
 * @rule dawn-of-battle 10.2.3.2
 */
export const clashTableCodec: t.Type<ClashTable, ClashTable, unknown> = checked(
  t.intersection([t.type({ cells: t.array(cellCodec) }), t.partial({ provenance: provenanceCodec })], 'ClashTable') as unknown as t.Type<
    ClashTable,
    ClashTable,
    unknown
  >,
  (table) => {
    const seen = new Set<string>();
    for (let i = 0; i < table.cells.length; i++) {
      const c = table.cells[i]!;
      const key = `${c.attacker}>${c.defender}`;
      if (seen.has(key)) return { path: ['cells', String(i)], expected: `at most one cell for ${c.attacker} attacking ${c.defender}`, got: 'a repeat' };
      seen.add(key);
    }
    return null;
  },
);

/**
 * The shipped table. The two cells are the values the text's examples give (PX against MM +2 in
 * the §10.2.3.2 example, KT against PK −2 in the §10.2 comprehensive example); every other
 * pairing is 0, which is a reconstruction, not the publisher's table.
 * @rule dawn-of-battle 10.2.3.2
 */
export const defaultClashTable: ClashTable = {
  cells: [
    { attacker: 'PX', defender: 'MM', value: 2, provenance: stated('dawn-of-battle', '10.2.3.2') },
    { attacker: 'KT', defender: 'PK', value: -2, provenance: stated('dawn-of-battle', '10.2') },
  ],
  provenance: reconstructed('the printed Clash of Shields table is not in the seed (digest M-2); unlisted pairings are 0'),
};

/** A Clash of Shields lookup: the value, and the cell it came from (`null` for an empty cell). */
export interface ClashLookup {
  readonly value: number;
  readonly cell: ClashCell | null;
  readonly citation: Citation;
}

/**
 * Looks up `attacker` attacking `defender`. An empty cell gives 0. Types outside the table (a
 * lone leader fighting under §15.12.2) have no entries and give 0 (digest A-69).
 * @rule dawn-of-battle 10.2.3.2
 */
export function clashOfShields(table: ClashTable, attacker: string, defender: string): ClashLookup {
  const cell = table.cells.find((c) => c.attacker === attacker && c.defender === defender) ?? null;
  return { value: cell === null ? 0 : cell.value, cell, citation: cite('dawn-of-battle', '10.2.3.2') };
}
