/**
 * Small io-ts codecs the DBM models share.
 * @module
 */
import * as t from 'io-ts';

/** A string-literal union codec from a list of values. */
export const oneOf = <K extends string>(name: string, keys: ReadonlyArray<K>): t.Type<K, K, unknown> =>
  t.keyof(Object.fromEntries(keys.map((k) => [k, null])) as Record<K, null>, name) as unknown as t.Type<K, K, unknown>;

/** A finite number. */
export const finite = new t.Type<number, number, unknown>(
  'a finite number',
  (u): u is number => typeof u === 'number' && Number.isFinite(u),
  (u, c) => (typeof u === 'number' && Number.isFinite(u) ? t.success(u) : t.failure(u, c)),
  (n) => n,
);

/** A whole number from `lo` to `hi`. */
export const wholeIn = (lo: number, hi: number): t.Type<number, number, unknown> =>
  new t.Type<number, number, unknown>(
    `a whole number from ${lo} to ${hi}`,
    (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= lo && u <= hi,
    (u, c) => (typeof u === 'number' && Number.isInteger(u) && u >= lo && u <= hi ? t.success(u) : t.failure(u, c)),
    (n) => n,
  );

/** A non-empty string of at most 64 characters (an id). */
export const idString = new t.Type<string, string, unknown>(
  'an id (1 to 64 characters)',
  (u): u is string => typeof u === 'string' && u.length >= 1 && u.length <= 64,
  (u, c) => (typeof u === 'string' && u.length >= 1 && u.length <= 64 ? t.success(u) : t.failure(u, c)),
  (s) => s,
);

/** A point on the table. */
export const pointCodec = t.type({ x: finite, y: finite }, 'point');
