/**
 * io-ts combinators that refuse what they do not name. io-ts's own `exact` strips unknown keys
 * silently; a saved game or a command with a key we do not know is more likely a typo or a file
 * of another version, so these refuse it, naming the key in the failure's path. A union of
 * tagged members dispatches on the tag, so a bad member is reported against its own shape only.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { withShape } from '../../../core/codec-shapes.js';

/** What an unknown key is reported as expecting (read after its path: `x.foo: expected ...`). */
const NO_SUCH_KEY = 'no such field (unknown key)';

const unknownKeyType = new t.Type<never, never, unknown>(
  'unknown key',
  (_u): _u is never => false,
  (u, c) => t.failure(u, c, NO_SUCH_KEY),
  (a) => a,
);

const hasOwn = (o: object, k: string): boolean => Object.prototype.hasOwnProperty.call(o, k);

function isPlainObject(u: unknown): u is Record<string, unknown> {
  return typeof u === 'object' && u !== null && !Array.isArray(u);
}

/** The failures of every own key of `u` not in `allowed`, each at its own path (none: an empty list, shared). */
function unknownKeys(u: Record<string, unknown>, c: t.Context, allowed: (k: string) => boolean): t.ValidationError[] {
  let errors: t.ValidationError[] | null = null;
  for (const k in u) {
    if (!hasOwn(u, k) || allowed(k)) continue;
    (errors ??= []).push({ value: u[k], context: t.appendContext(c, k, unknownKeyType, u[k]), message: NO_SUCH_KEY });
  }
  return errors ?? NONE;
}

const NONE: t.ValidationError[] = [];

/**
 * An object with exactly the `required` keys, possibly some of the `optional` keys, and no
 * other: an unknown key fails at its own path (`steps[0].foo: expected no such field`). Decoding
 * gives the input back (the member codecs here never transform), checked.
 */
export function closed<R extends t.Props, O extends t.Props = {}>(name: string, required: R, optional?: O): t.Type<t.TypeOf<t.TypeC<R>> & t.TypeOf<t.PartialC<O>>, unknown, unknown> {
  const req = t.type(required);
  const opt = optional === undefined ? null : t.partial(optional);
  const allowed = (k: string) => hasOwn(required, k) || (optional !== undefined && hasOwn(optional, k));
  type A = t.TypeOf<t.TypeC<R>> & t.TypeOf<t.PartialC<O>>;
  const codec = new t.Type<A, unknown, unknown>(
    name,
    (u): u is A => isPlainObject(u) && Object.keys(u).every(allowed) && req.is(u) && (opt === null || opt.is(u)),
    (u, c) => {
      if (!isPlainObject(u)) return t.failure(u, c, name);
      const extra = unknownKeys(u, c, allowed);
      const r = req.validate(u, c);
      const o = opt === null ? null : opt.validate(u, c);
      if (extra.length === 0 && E.isRight(r) && (o === null || E.isRight(o))) return t.success(u as A);
      return t.failures([...extra, ...(E.isLeft(r) ? r.left : []), ...(o !== null && E.isLeft(o) ? o.left : [])]);
    },
    (a) => a,
  );
  return withShape(codec, { kind: 'object', required, optional: optional ?? {} });
}

/**
 * A codec that also refuses keys outside `keys` (for codecs defined elsewhere, such as the
 * generator's), then runs `codec`.
 */
export function onlyKeys<A>(codec: t.Type<A, A, unknown>, keys: ReadonlyArray<string>): t.Type<A, A, unknown> {
  const allowed = new Set(keys);
  return withShape(onlyKeysCodec(codec, allowed), { kind: 'closed', inner: codec as unknown as t.Mixed });
}

function onlyKeysCodec<A>(codec: t.Type<A, A, unknown>, allowed: ReadonlySet<string>): t.Type<A, A, unknown> {
  return new t.Type<A, A, unknown>(
    codec.name,
    (u): u is A => isPlainObject(u) && Object.keys(u).every((k) => allowed.has(k)) && codec.is(u),
    (u, c) => {
      if (!isPlainObject(u)) return codec.validate(u, c);
      const extra = unknownKeys(u, c, (k) => allowed.has(k));
      const r = codec.validate(u, c);
      if (extra.length === 0) return r;
      return t.failures(E.isLeft(r) ? [...extra, ...r.left] : extra);
    },
    (a) => a,
  );
}

/**
 * A union of objects told apart by the string in `key`: the member named there decodes the
 * value, so a bad member is reported against its own shape; an unknown tag is reported at `key`.
 */
export function tagged<K extends string, M extends Record<string, t.Type<any, unknown, unknown>>>( // eslint-disable-line @typescript-eslint/no-explicit-any
  name: string,
  key: K,
  members: M,
): t.Type<t.TypeOf<M[keyof M]>, unknown, unknown> {
  type A = t.TypeOf<M[keyof M]>;
  const tags = Object.keys(members);
  const expected = `one of ${tags.map((x) => JSON.stringify(x)).join(', ')}`;
  const tagType = new t.Type<string, string, unknown>(expected, (u): u is string => typeof u === 'string' && hasOwn(members, u), (u, c) => t.failure(u, c, expected), (a) => a);
  const codec = new t.Type<A, unknown, unknown>(
    name,
    (u): u is A => isPlainObject(u) && typeof u[key] === 'string' && hasOwn(members, u[key] as string) && members[u[key] as string]!.is(u),
    (u, c) => {
      if (!isPlainObject(u)) return t.failure(u, c, name);
      const tag = u[key];
      if (typeof tag !== 'string' || !hasOwn(members, tag)) return t.failure(tag, t.appendContext(c, key, tagType, tag), expected);
      return members[tag]!.validate(u, c) as t.Validation<A>;
    },
    (a) => a,
  );
  return withShape(codec, { kind: 'tagged', key, members });
}
