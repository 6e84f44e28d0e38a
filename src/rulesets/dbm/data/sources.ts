/**
 * Where a DBM value comes from. The scanned text is damaged in many places, so every value the
 * library reads carries one of these tags, and `strict` refuses the low-confidence ones.
 * @module
 */
import type { Provenance } from '../../../core/provenance.js';

/**
 * - `text`: legible in the scanned text at the lines cited.
 * - `reconstructed-high` / `-medium` / `-low`: the scan lost a digit, a grade or a word; the
 *   value is the library's reading of what is left, with its confidence.
 * - `corroborated`: lost or unclear in the scan, and the value taken from a public source
 *   outside the book that agrees with what is left (named in the note).
 * - `proposal`: the book does not decide it; the library does (a ruling in docs/rulings/dbm.md).
 * - `missing`: lost entirely; no default is offered, the user must supply it.
 * - `user`: supplied by the user from their own copy of the book.
 */
export type DbmSourceKind = 'text' | 'reconstructed-high' | 'reconstructed-medium' | 'reconstructed-low' | 'corroborated' | 'proposal' | 'missing' | 'user';

/** Every source kind, in order of confidence. */
export const DBM_SOURCE_KINDS: ReadonlyArray<DbmSourceKind> = ['user', 'text', 'corroborated', 'reconstructed-high', 'reconstructed-medium', 'proposal', 'reconstructed-low', 'missing'];

/** A value's source: its kind, the lines of the scanned text it rests on, and why. */
export interface DbmSource {
  readonly kind: DbmSourceKind;
  /** Lines of the scanned text, e.g. `'L783'`. */
  readonly lines: string;
  readonly note?: string;
}

/** Builds a source. */
export function src(kind: DbmSourceKind, lines: string, note?: string): DbmSource {
  return note === undefined ? { kind, lines } : { kind, lines, note };
}

/** True for the kinds `strict` refuses: a low-confidence reading, or nothing at all. */
export function isLowConfidence(kind: DbmSourceKind): boolean {
  return kind === 'reconstructed-low' || kind === 'missing';
}

/** True when the value is the publisher's as printed (or the user's own). */
export function isPublished(kind: DbmSourceKind): boolean {
  return kind === 'text' || kind === 'user';
}

/** The core provenance of a DBM source (for factor terms and generic tools). */
export function provenanceOf(s: DbmSource, page: string): Provenance {
  switch (s.kind) {
    case 'text':
      return { kind: 'stated', ruleset: 'dbm', section: `${page} ${s.lines}` };
    case 'user':
      return { kind: 'user', file: 'options.config' };
    case 'corroborated':
      return { kind: 'public', source: s.note ?? s.lines };
    case 'proposal':
      return { kind: 'inferred', reason: s.note ?? `${s.lines}: the book leaves it open` };
    default:
      return { kind: 'reconstructed', reason: `${s.kind} reading of ${s.lines}${s.note === undefined ? '' : `: ${s.note}`}` };
  }
}
