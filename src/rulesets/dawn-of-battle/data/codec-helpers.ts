import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { withShape } from '../../../core/codec-shapes.js';

/**
 * What the codecs made by {@link intRange} and {@link oneOf} accept, for a compiled check that
 * tests it inline (the reducer's command guard): an `is` restated as data, from the same values.
 */
export type LeafCodec = { readonly kind: 'intRange'; readonly lo: number; readonly hi: number } | { readonly kind: 'oneOf'; readonly set: ReadonlySet<string> };

/** The {@link LeafCodec} of each codec made here. */
export const leafCodecs = new WeakMap<t.Mixed, LeafCodec>();

/** An integer in `lo..hi`, named so decode errors read `expected integer 1..6`. */
export function intRange(lo: number, hi: number): t.Type<number, number, unknown> {
  // −0 is refused (write 0): it would enter states and not survive their JSON round trip.
  const codec = new t.Type<number, number, unknown>(
    `integer ${lo}..${hi}`,
    (u): u is number => typeof u === 'number' && Number.isInteger(u) && u >= lo && u <= hi && !(u === 0 && 1 / u < 0),
    (u, c) => (typeof u === 'number' && Number.isInteger(u) && u >= lo && u <= hi && !(u === 0 && 1 / u < 0) ? t.success(u) : t.failure(u, c)),
    (a) => a,
  );
  leafCodecs.set(codec, { kind: 'intRange', lo, hi });
  return withShape(codec, { kind: 'number', integer: true, minimum: lo, maximum: hi });
}

/** A whole number >= 0. */
export const nonNegInt = intRange(0, Number.MAX_SAFE_INTEGER);

/**
 * A codec with an extra whole-document check after the structural one. `check` returns `null`
 * when the value is fine, or the path (relative to this value) and what was expected.
 */
export function checked<A, O>(
  codec: t.Type<A, O, unknown>,
  check: (a: A) => { path: ReadonlyArray<string>; expected: string; got: unknown } | null,
): t.Type<A, O, unknown> {
  const out = new t.Type<A, O, unknown>(
    codec.name,
    codec.is,
    (u, c) => {
      const r = codec.validate(u, c);
      if (E.isLeft(r)) return r;
      const problem = check(r.right);
      if (problem === null) return r;
      // Extend the context with the problem's path so the decode report names it.
      const ctx: t.ContextEntry[] = [...c];
      for (const key of problem.path) ctx.push({ key, type: t.unknown, actual: undefined });
      return t.failure(problem.got, ctx, problem.expected);
    },
    codec.encode,
  );
  return withShape(out, { kind: 'like', inner: codec as unknown as t.Mixed });
}

/** A literal union from a list of strings. */
export function oneOf<const K extends string>(values: ReadonlyArray<K>, name?: string): t.Type<K, K, unknown> {
  const set = new Set<string>(values);
  const codec = new t.Type<K, K, unknown>(
    name ?? values.map((v) => JSON.stringify(v)).join(' | '),
    (u): u is K => typeof u === 'string' && set.has(u),
    (u, c) => (typeof u === 'string' && set.has(u) ? t.success(u as K) : t.failure(u, c)),
    (a) => a,
  );
  leafCodecs.set(codec, { kind: 'oneOf', set });
  return withShape(codec, { kind: 'enum', values: [...values] });
}

/** The keys a record codec (`t.type`, `t.partial`, an intersection of them) declares. */
function declaredKeys(codec: t.Mixed): string[] {
  const c = codec as t.Mixed & { readonly props?: Record<string, t.Mixed>; readonly types?: ReadonlyArray<t.Mixed> };
  if (c.props !== undefined) return Object.keys(c.props);
  if (c.types !== undefined) return c.types.flatMap(declaredKeys);
  return [];
}

/**
 * What this module's `closed` adds to its record codec, for a compiled check (the command guard): the
 * record codec itself and the set of keys it allows.
 */
export interface ClosedCodec<A, O> extends t.Type<A, O, unknown> {
  readonly _tag: 'ClosedType';
  readonly type: t.Type<A, O, unknown>;
  readonly keys: ReadonlySet<string>;
}

/**
 * A record codec that refuses unknown keys (io-ts's `t.exact` strips them instead): untrusted
 * input with a misspelt or extra field is an error naming the field, not silently ignored.
 */
export function closed<A, O>(codec: t.Type<A, O, unknown>): ClosedCodec<A, O> {
  const keys: ReadonlySet<string> = new Set(declaredKeys(codec));
  const extra = (u: unknown): string | null => {
    for (const k in u as Record<string, unknown>) if (!keys.has(k)) return k;
    return null;
  };
  const out = new t.Type<A, O, unknown>(
    codec.name,
    (u): u is A => codec.is(u) && extra(u) === null,
    (u, c) => {
      const r = codec.validate(u, c);
      if (E.isLeft(r)) return r;
      const k = extra(u);
      if (k === null) return r;
      // The record's own level ('') before the key: `decode` skips the level under a closed
      // intersection as a branch, and the key must still print (`turn`, not `(root)`).
      const v = (u as Record<string, unknown>)[k];
      return t.failure(v, [...c, { key: '', type: t.UnknownRecord, actual: u }, { key: k, type: t.never, actual: v }], `no field "${k}" (unknown key)`);
    },
    codec.encode,
  ) as unknown as { -readonly [K in keyof ClosedCodec<A, O>]: ClosedCodec<A, O>[K] };
  out._tag = 'ClosedType';
  out.type = codec;
  out.keys = keys;
  withShape(out as unknown as t.Mixed, { kind: 'closed', inner: codec as unknown as t.Mixed, ownLevel: true });
  return out;
}
