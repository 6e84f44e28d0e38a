/**
 * Closed codecs: io-ts's object codecs let unknown keys through (`t.type`) or drop them in
 * silence (`t.exact`), so a misspelt option or a stray field passes unseen. {@link closed}
 * wraps any codec so that a key its object types do not declare is refused, with its path.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { withShape } from './codec-shapes.js';

/** The declared keys of an object codec, or `null` when `type` is not one (a custom type, a literal, ...). */
function declaredKeys(type: t.Mixed): Set<string> | null {
  if (type instanceof t.InterfaceType || type instanceof t.PartialType || type instanceof t.StrictType) return new Set(Object.keys(type.props as object));
  if (type instanceof t.ExactType || type instanceof t.ReadonlyType || type instanceof t.RefinementType) return declaredKeys(type.type as t.Mixed);
  if (type instanceof t.IntersectionType) {
    const all = new Set<string>();
    for (const member of type.types as t.Mixed[]) {
      const keys = declaredKeys(member);
      if (keys === null) return null;
      for (const k of keys) all.add(k);
    }
    return all;
  }
  return null;
}

/** The codec of `key`'s value inside object codec `type` (the first member declaring it). */
function propType(type: t.Mixed, key: string): t.Mixed | null {
  if (type instanceof t.InterfaceType || type instanceof t.PartialType || type instanceof t.StrictType) return ((type.props as Record<string, t.Mixed>)[key] as t.Mixed | undefined) ?? null;
  if (type instanceof t.ExactType || type instanceof t.ReadonlyType || type instanceof t.RefinementType) return propType(type.type as t.Mixed, key);
  if (type instanceof t.IntersectionType) {
    for (const member of type.types as t.Mixed[]) {
      const p = propType(member, key);
      if (p !== null) return p;
    }
  }
  return null;
}

/**
 * Every key of `value` that `type` does not declare, at any depth, as io-ts errors whose context
 * spells the path (so `decode` prints `units.u1.strenght: ...`). `value` has already passed
 * `type`'s own validation. Bounded by the size of `value`.
 */
function unknownKeys(type: t.Mixed, value: unknown, context: t.Context, out: t.Errors): void {
  if (typeof value !== 'object' || value === null) return;
  if (type instanceof t.UnionType) {
    // As io-ts does, a union's branch is a context level of its own (printed paths skip it).
    const members = type.types as t.Mixed[];
    const i = members.findIndex((m) => E.isRight(m.validate(value, context)));
    if (i >= 0) unknownKeys(members[i]!, value, [...context, { key: String(i), type: members[i]!, actual: value }], out);
    return;
  }
  if (type instanceof t.ArrayType || type instanceof t.ReadonlyArrayType) {
    const items = value as unknown[];
    for (let i = 0; i < items.length; i++) unknownKeys(type.type as t.Mixed, items[i], [...context, { key: String(i), type: type.type as t.Decoder<unknown, unknown>, actual: items[i] }], out);
    return;
  }
  if (type instanceof t.DictionaryType) {
    for (const [k, v] of Object.entries(value)) unknownKeys(type.codomain as t.Mixed, v, [...context, { key: k, type: type.codomain as t.Decoder<unknown, unknown>, actual: v }], out);
    return;
  }
  if (type instanceof t.ReadonlyType || (type instanceof t.RefinementType && declaredKeys(type) === null)) {
    unknownKeys(type.type as t.Mixed, value, context, out);
    return;
  }
  const keys = declaredKeys(type);
  if (keys === null) return;
  // Under an intersection, io-ts's paths pass through a branch level (skipped when printed).
  const at = type instanceof t.IntersectionType ? [...context, { key: '0', type: (type.types as t.Mixed[])[0]!, actual: value }] : context;
  for (const [k, v] of Object.entries(value)) {
    if (!keys.has(k)) {
      out.push({ value: v, context: [...at, { key: k, type: t.never, actual: v }], message: `no field "${k}" here (known: ${[...keys].join(', ') || 'none'})` });
      continue;
    }
    const p = propType(type, k);
    if (p !== null) unknownKeys(p, v, [...at, { key: k, type: p, actual: v }], out);
  }
}

/**
 * `codec`, refusing any object key its object types do not declare, at any depth (through
 * unions, intersections, arrays, records, `t.exact`, `t.readonly` and refinements).
 */
export function closed<A, O>(codec: t.Type<A, O, unknown>, name: string = codec.name): t.Type<A, O, unknown> {
  return withShape(closedCodec(codec, name), { kind: 'closed', inner: codec as unknown as t.Mixed });
}

function closedCodec<A, O>(codec: t.Type<A, O, unknown>, name: string): t.Type<A, O, unknown> {
  return new t.Type<A, O, unknown>(
    name,
    (u): u is A => codec.is(u) && E.isRight(closedValidate(u, [])),
    (u, c) => {
      // The wrapped codec stands in this level of the context, so paths through it print as its own.
      const inner = c.length === 0 ? c : [...c.slice(0, -1), { ...c[c.length - 1]!, type: codec }];
      const r = codec.validate(u, inner);
      if (E.isLeft(r)) return r;
      const errors: t.Errors = [];
      unknownKeys(codec as unknown as t.Mixed, u, inner, errors);
      return errors.length > 0 ? t.failures(errors) : r;
    },
    (a) => codec.encode(a),
  );

  function closedValidate(u: unknown, c: t.Context): t.Validation<A> {
    const errors: t.Errors = [];
    unknownKeys(codec as unknown as t.Mixed, u, c, errors);
    return errors.length > 0 ? t.failures(errors) : t.success(u as A);
  }
}
