/**
 * What a hand-written io-ts codec accepts, for tools that read codecs (the JSON Schema
 * generator). io-ts's own combinators carry their structure (`props`, `types`, `type`); a custom
 * `t.Type` is opaque, so the helpers that build one (closed objects, tagged unions, ids, finite
 * numbers, bounded records) record its shape here when they build it. The map is written only
 * while modules load, keyed weakly by codec; no call reads state another call left.
 * @module
 */
import type * as t from 'io-ts';

/** The shape of a custom codec, in terms of codecs the reader already understands. */
export type CodecShape =
  /**
   * `inner`, with no key its object types do not declare: at every depth, or (`ownLevel`) only
   * at its own, where nested objects are closed by codecs of their own.
   */
  | { readonly kind: 'closed'; readonly inner: t.Mixed; readonly ownLevel?: boolean }
  /** An object with exactly the `required` keys and possibly the `optional` ones. */
  | { readonly kind: 'object'; readonly required: t.Props; readonly optional: t.Props }
  /** One of `members`, chosen by the string in `key`. */
  | { readonly kind: 'tagged'; readonly key: string; readonly members: Readonly<Record<string, t.Mixed>> }
  /** A number within the bounds (an integer when `integer`). */
  | { readonly kind: 'number'; readonly integer?: boolean; readonly minimum?: number; readonly maximum?: number }
  /** A non-empty string of at most `maxLength` characters, none of `not`. */
  | { readonly kind: 'string'; readonly maxLength: number; readonly not: ReadonlyArray<string> }
  /** One of `values`. */
  | { readonly kind: 'enum'; readonly values: ReadonlyArray<string> }
  /** An object mapping any key to `value`, with at most `maxKeys` keys. */
  | { readonly kind: 'record'; readonly value: t.Mixed; readonly maxKeys?: number }
  /** Whatever `inner` accepts (a codec adding only a check the reader cannot express). */
  | { readonly kind: 'like'; readonly inner: t.Mixed };

const shapes = new WeakMap<t.Mixed, CodecShape>();

/** Records `codec`'s shape and returns `codec`. */
export function withShape<C extends t.Mixed>(codec: C, shape: CodecShape): C {
  shapes.set(codec, shape);
  return codec;
}

/** The recorded shape of a custom codec, or `undefined`. */
export function shapeOf(codec: t.Mixed): CodecShape | undefined {
  return shapes.get(codec);
}
