/**
 * The codec of one of a list of strings, named for error messages ("expected topography (one
 * of arid, steppe, ...)": {@link decode} lists the values of such a codec).
 * @module
 */
import * as t from 'io-ts';

/** One of `keys`, reported as `name`. */
export function oneOf<K extends string>(name: string, keys: ReadonlyArray<K>): t.KeyofC<Record<K, null>> {
  return t.keyof(Object.fromEntries(keys.map((k) => [k, null])) as Record<K, null>, name);
}
