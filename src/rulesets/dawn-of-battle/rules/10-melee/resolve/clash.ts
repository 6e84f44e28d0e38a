/**
 * The Clash of Shields lookup (§10.2.3.2). The table itself is a data file: its format, codec and
 * shipped default (only the two cells the text states; the printed table is not in the seed,
 * ruling DOB-R3) live in the data module (`ClashFile`, `clashFileCodec`, `defaultClash`).
 * @ruling DOB-R3
 * @module
 */
import { cite, type Citation } from '../../../../../core/citation.js';
import type { ClashCell, ClashFile } from '../../../data/formats.js';

/** A Clash of Shields lookup: the value, and the cell it came from (`null` for an empty cell). */
export interface ClashLookup {
  readonly value: number;
  readonly cell: ClashCell | null;
  readonly citation: Citation;
}

/**
 * Looks up `attacker` attacking `defender` ("if a value is present, apply it"): an empty cell
 * gives 0. Types outside the table (a lone leader fighting under §15.12.2) have no entries and
 * give 0 (ruling DOB-R58).
 * @rule dawn-of-battle 10.2.3.2
 * @ruling DOB-R58
 */
export function clashOfShields(table: ClashFile, attacker: string, defender: string): ClashLookup {
  const cell = table.cells.find((c) => c.attacker === attacker && c.defender === defender) ?? null;
  return { value: cell === null ? 0 : cell.value, cell, citation: cite('dawn-of-battle', '10.2.3.2') };
}
