/**
 * io-ts codecs for hex values inside scenario files and commands: they decode untrusted JSON
 * into branded values and encode back to plain JSON, so `decode(hexCodec, input)` from the core
 * gives `path: expected Hex, got ...` lines.
 * @module
 */
import * as t from 'io-ts';
import { hex, isHex, type Hex } from './coords.js';
import { isDirection, type Direction } from './directions.js';
import { isFacing, type Facing } from './facing.js';

/** Decodes `{ q, r }` with safe-integer fields into a {@link Hex} (extra fields dropped). */
export const hexCodec: t.Type<Hex, { q: number; r: number }, unknown> = new t.Type<Hex, { q: number; r: number }, unknown>(
  'Hex',
  isHex,
  (u, c) => (isHex(u) ? t.success(hex(u.q, u.r)) : t.failure(u, c, 'expected { q, r } with integer q and r')),
  (h) => ({ q: h.q, r: h.r }),
);

/** Decodes an integer 0..5 into a {@link Direction}. */
export const directionCodec: t.Type<Direction, number, unknown> = new t.Type<Direction, number, unknown>(
  'Direction',
  isDirection,
  (u, c) => (isDirection(u) ? t.success(u) : t.failure(u, c, 'expected an integer 0..5')),
  (d) => d,
);

/** Decodes an integer 0..5 into a {@link Facing} (a vertex). */
export const facingCodec: t.Type<Facing, number, unknown> = new t.Type<Facing, number, unknown>(
  'Facing',
  isFacing,
  (u, c) => (isFacing(u) ? t.success(u) : t.failure(u, c, 'expected a facing: an integer 0..5')),
  (f) => f,
);
