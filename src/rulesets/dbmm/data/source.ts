/**
 * Where a DBMM value comes from. The library's only DBMM source is the quick reference sheet
 * (QRS v1.7 for DBMM 2.1; seed 004), a scan whose multi-column, partly rotated pages came out
 * of OCR damaged. Every row of every table says the rulebook page the sheet points to, the lines
 * of the scanned sheet it was read from (`Q:n`), and how legible they are:
 *
 * - `high`: printed cleanly; the row is the sheet's.
 * - `medium`: readable, but a column order, a token or a condition had to be repaired; the
 *   library's reading is labelled `inferred`.
 * - `low`: badly damaged; the value is a guess from what is left, labelled `inferred`, and a
 *   `strict` game refuses it.
 * @module
 */
import type { Provenance } from '../../../core/provenance.js';
import type { DbmmConfidence } from '../model/troop.js';

/** A row's source on the sheet. */
export interface QrsSource {
  /** The rulebook page the sheet's table points to (`p.36`). */
  readonly page: string;
  /** The first and last line of the scanned sheet the row was read from. */
  readonly lines: readonly [number, number];
  readonly confidence: DbmmConfidence;
  /** How a damaged row was read (for `medium` and `low`). */
  readonly note?: string;
}

/** A row read from the sheet at `page`, lines `from`-`to`. */
export function qrs(page: string, from: number, to: number = from, confidence: DbmmConfidence = 'high', note?: string): QrsSource {
  return note === undefined ? { page, lines: [from, to], confidence } : { page, lines: [from, to], confidence, note };
}

/** The citation of a source: `p.36 Q:7` or `p.36 Q:65-98`. */
export function cite(s: QrsSource): string {
  const [a, b] = s.lines;
  return `${s.page} Q:${a === b ? `${a}` : `${a}-${b}`}`;
}

/** The provenance of a row: `stated` when legible, else `inferred` with the reading. */
export function provenanceOf(s: QrsSource): Provenance {
  if (s.confidence === 'high') return { kind: 'stated', ruleset: 'dbmm', section: cite(s) };
  return { kind: 'inferred', reason: `DBMM quick reference sheet ${cite(s)}, ${s.confidence} confidence${s.note === undefined ? '' : `: ${s.note}`}` };
}

/** A table of the sheet: its id, title, page, line range, and rows (each with its own source). */
export interface QrsTable<R> {
  readonly id: string;
  readonly title: string;
  readonly page: string;
  readonly lines: readonly [number, number];
  readonly rows: ReadonlyArray<R & { readonly src: QrsSource }>;
}

/**
 * A row of a table whose content is a rule rather than a number: an id, what it says in our own
 * words, and the number or token it carries (`null` when it carries none).
 */
export interface RuleRow {
  readonly id: string;
  readonly says: string;
  readonly value: number | string | null;
}

/** Builds a rule row with its source. */
export function ruleRow(id: string, says: string, value: number | string | null, src: QrsSource): RuleRow & { readonly src: QrsSource } {
  return { id, says, value, src };
}
