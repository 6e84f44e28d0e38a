/**
 * Offset coordinates `{ col, row }` for printed maps, which number hexes in rows and columns.
 * Four conventions (Red Blob Games' names): rows shoved for pointy-top maps (`odd-r`: odd rows
 * shoved right; `even-r`: even rows shoved right) and columns shoved for flat-top maps
 * (`odd-q`: odd columns shoved down; `even-q`: even columns shoved down).
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { hex, type Hex } from './coords.js';
import { hexError, type HexError } from './errors.js';

/** An offset convention (see the module comment). */
export type OffsetKind = 'odd-r' | 'even-r' | 'odd-q' | 'even-q';

/** A hex in offset coordinates (column, row). */
export interface Offset {
  readonly col: number;
  readonly row: number;
}

/** Axial → offset under `kind`. */
export function toOffset(h: Hex, kind: OffsetKind): Offset {
  const { q, r } = h;
  switch (kind) {
    case 'odd-r':
      return { col: q + (r - (r & 1)) / 2 + 0, row: r };
    case 'even-r':
      return { col: q + (r + (r & 1)) / 2 + 0, row: r };
    case 'odd-q':
      return { col: q, row: r + (q - (q & 1)) / 2 + 0 };
    default:
      return { col: q, row: r + (q + (q & 1)) / 2 + 0 };
  }
}

/** Offset → axial under `kind`, for integer `col` and `row` (see {@link checkOffset}). */
export function fromOffset(o: Offset, kind: OffsetKind): Hex {
  const { col, row } = o;
  switch (kind) {
    case 'odd-r':
      return hex(col - (row - (row & 1)) / 2, row);
    case 'even-r':
      return hex(col - (row + (row & 1)) / 2, row);
    case 'odd-q':
      return hex(col, row - (col - (col & 1)) / 2);
    default:
      return hex(col, row - (col + (col & 1)) / 2);
  }
}

/** Validates untrusted `{ col, row }` input (integers within ±2³⁰) and converts it to axial. */
export function checkOffset(value: unknown, kind: OffsetKind): E.Either<HexError, Hex> {
  if (typeof value !== 'object' || value === null) return E.left(hexError('not-integer', `An offset coordinate must be an object { col, row }, got ${value === null ? 'null' : typeof value}.`));
  const { col, row } = value as { col?: unknown; row?: unknown };
  const ok = (v: unknown): boolean => Number.isInteger(v) && Math.abs(v as number) <= 2 ** 30;
  if (!ok(col)) return E.left(hexError('not-integer', `Offset column must be an integer, got ${String(col)}.`));
  if (!ok(row)) return E.left(hexError('not-integer', `Offset row must be an integer, got ${String(row)}.`));
  return E.right(fromOffset({ col: col as number, row: row as number }, kind));
}
