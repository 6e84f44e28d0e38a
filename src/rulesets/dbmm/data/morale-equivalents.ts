/**
 * Morale equivalents (rulebook p.42; sheet Q:1253-1256): what each element counts for a
 * command's morale and the army's defeat. The page is printed rotated and came out of the scan
 * as tab-separated fragments. The right half (per-grade rows) reads with medium confidence; the
 * left half (per-type rows) reads badly (low), and the values for the general's element, Kn,
 * El (S/O) and Hd (I) are lost: the user supplies them (`data/user/`), with DBM's element
 * equivalents as a labelled proxy on request (ruling DBMM-R21).
 * @module
 */
import { qrs, type QrsTable } from './source.js';

/** One row: who, and the ME it counts (`null` when the sheet's value is lost). */
export interface MoraleEquivalentRow {
  readonly who: ReadonlyArray<string>;
  /** The sheet's words for a row a selector cannot say (`general`, `double-based rear element`, ...), else `null`. */
  readonly role: string | null;
  readonly me: number | null;
}

const right = (who: ReadonlyArray<string>, me: number, role: string | null = null, note = 'the rotated right half, aligned by its tab-separated cells') => ({ who, role, me, src: qrs('p.42', 1253, 1256, 'medium', note) });
const left = (who: ReadonlyArray<string>, me: number | null, role: string | null = null, note = 'the rotated left half; the pairing of types and values is uncertain') => ({ who, role, me, src: qrs('p.42', 1253, 1254, 'low', me === null ? 'the value is lost in the scan' : note) });

/**
 * The morale equivalent table as far as it is legible. Rows with `me: null` are the values the
 * user must supply.
 * @rule dbmm p.42 Q:1253-1256
 * @ruling DBMM-R21
 */
export const MORALE_EQUIVALENTS: QrsTable<MoraleEquivalentRow> = {
  id: 'morale-equivalents',
  title: 'Morale equivalents',
  page: 'p.42',
  lines: [1253, 1256],
  rows: [
    left([], null, 'general'),
    left(['Kn'], null),
    left(['Cv(S)', 'Cm(S)', 'Cm(X)'], 2),
    left(['El(S/O)'], null),
    left(['Exp'], 0),
    left(['Irr Pk', 'Irr Sp(I)'], 0.5),
    left(['Sp(S)', 'Bd(S)'], 2),
    left(['Ax(O/I/F/X)', 'Ps', 'Wb(O/I/F/X)', 'Hd(S/O/F)'], 0.5),
    left(['Hd(I)'], null),
    right(['Bw(I)'], 0.5),
    right(['Art(X)'], 0),
    right(['WWg(X)'], 0),
    right(['WWg(S/O)'], 2, null, 'the rotated right half; DBM counts WWg (S) as 3, so this row may be misaligned'),
    right(['Bge(S)'], 3),
    right(['Reg Bge(O/I/F/X)'], 2, 'army baggage'),
    right(['Naval(S/O/I/F)'], 0.5),
    right([], 0, 'double-based rear element'),
    right([], 1, 'other'),
  ],
};

/** Selector keys of the rows whose value is lost: the entries a user's file must give. */
export const LOST_MORALE_EQUIVALENTS: ReadonlyArray<string> = ['general', 'Kn', 'El(S/O)', 'Hd(I)'];
