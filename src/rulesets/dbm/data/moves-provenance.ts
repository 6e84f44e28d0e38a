/**
 * Provenance helpers for the DBM 3.x bound and movement tables. The scanned DBM 3.x text the
 * library reads has page headings but no numbered paragraphs, so a value is cited by its heading
 * and the line numbers of that text (`L1493-1517`).
 * @module
 */
import type { Provenance } from '../../../core/provenance.js';

/** A table value and where it comes from. */
export interface Sourced<T> {
  readonly value: T;
  readonly provenance: Provenance;
}

/** Printed legibly in the DBM 3.x text under `heading` at lines `lines`. */
export function text(heading: string, lines: string): Provenance {
  return { kind: 'stated', ruleset: 'dbm', section: `${heading} (L${lines})` };
}

/** A damaged number or word of the DBM 3.x text, read by the library; `reason` says how. */
export function reading(heading: string, lines: string, reason: string): Provenance {
  return { kind: 'inferred', reason: `${heading} (L${lines}): ${reason}` };
}

/** A value the DBM 3.x text does not give at all, decided by one of the library's rulings. */
export function ruling(id: string, reason: string): Provenance {
  return { kind: 'inferred', reason: `ruling ${id}: ${reason}` };
}
