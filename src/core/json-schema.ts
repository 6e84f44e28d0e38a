/**
 * JSON Schemas generated from the codecs, so an editor can check a scenario, options or command
 * file as it is typed. The schema says what the codec accepts as far as JSON Schema can; rules
 * that need the whole file (one general per army, placements on the table...) stay with
 * `validate` and `setup`. A codec the generator cannot read becomes `{}` (anything) with its name
 * as the description, never a wrong constraint.
 * @module
 */
import * as t from 'io-ts';
import { shapeOf } from './codec-shapes.js';
import { arrayMaxima } from './limits.js';

/** A JSON Schema (draft 2020-12) as plain data. */
export type JsonSchema = { readonly [key: string]: unknown };

/** Options of {@link jsonSchemaOf}. */
export interface JsonSchemaOptions {
  /** The schema's `title`. */
  readonly title?: string;
  /** The schema's `$id`. */
  readonly id?: string;
}

/** Deepest codec nesting followed (codecs are finite trees; this only guards a recursive one). */
const MAX_DEPTH = 64;

/** The JSON Schema of what `codec` accepts. */
export function jsonSchemaOf(codec: t.Mixed, options: JsonSchemaOptions = {}): JsonSchema {
  const { root, defs } = shareRepeats(schemaOf(codec, 0));
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    ...(options.id === undefined ? {} : { $id: options.id }),
    ...(options.title === undefined ? {} : { title: options.title }),
    ...root,
    ...(Object.keys(defs).length > 0 ? { $defs: defs } : {}),
  };
}

/** Subschemas shorter than this (as JSON) are repeated rather than shared. */
const MIN_SHARED_LENGTH = 120;

/** The keywords whose value is a schema, and those whose value is a list or map of schemas. */
const SCHEMA_KEYS = new Set(['items', 'additionalProperties', 'not']);
const SCHEMA_LIST_KEYS = new Set(['anyOf', 'allOf', 'prefixItems']);

/** Calls `visit` on each subschema of `node` (not on `node`), with a function replacing it. */
function eachChild(node: JsonSchema, visit: (child: JsonSchema) => JsonSchema): JsonSchema {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (SCHEMA_KEYS.has(k) && typeof v === 'object' && v !== null) out[k] = visit(v as JsonSchema);
    else if (SCHEMA_LIST_KEYS.has(k) && Array.isArray(v)) out[k] = (v as JsonSchema[]).map(visit);
    else if (k === 'properties' && typeof v === 'object' && v !== null) out[k] = Object.fromEntries(Object.entries(v as Record<string, JsonSchema>).map(([p, s]) => [p, visit(s)]));
    else out[k] = v;
  }
  return out;
}

/**
 * `root` with every large subschema that occurs more than once moved to `$defs` and referred to
 * (a DBA options file has one outcome-row schema per troop type and table: 16 × 3 copies).
 * A definition is named by its `title` where it has one.
 */
function shareRepeats(root: JsonSchema): { root: JsonSchema; defs: Record<string, JsonSchema> } {
  const counts = new Map<string, number>();
  const count = (node: JsonSchema): JsonSchema => {
    const key = JSON.stringify(node);
    counts.set(key, (counts.get(key) ?? 0) + 1);
    return eachChild(node, count);
  };
  eachChild(root, count);
  const defs: Record<string, JsonSchema> = {};
  const names = new Map<string, string>();
  const rewrite = (node: JsonSchema): JsonSchema => {
    const key = JSON.stringify(node);
    if ((counts.get(key) ?? 0) < 2 || key.length < MIN_SHARED_LENGTH) return eachChild(node, rewrite);
    let name = names.get(key);
    if (name === undefined) {
      const base = typeof node['title'] === 'string' ? node['title'].replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'shared' : 'shared';
      name = base;
      for (let i = 2; Object.hasOwn(defs, name); i++) name = `${base}-${i}`;
      names.set(key, name);
      defs[name] = {};
      defs[name] = eachChild(node, rewrite);
    }
    return { $ref: `#/$defs/${name}` };
  };
  return { root: eachChild(root, rewrite), defs };
}

/** Every codec reached that the generator could not read (empty for a fully described codec). */
export function unreadCodecs(codec: t.Mixed): string[] {
  const out: string[] = [];
  const walk = (s: unknown): void => {
    if (Array.isArray(s)) s.forEach(walk);
    else if (typeof s === 'object' && s !== null) {
      const o = s as Record<string, unknown>;
      if (Object.keys(o).length === 1 && typeof o['description'] === 'string' && o['$comment'] === undefined) out.push(o['description']);
      for (const v of Object.values(o)) walk(v);
    }
  };
  walk(schemaOf(codec, 0));
  return out;
}

function objectSchema(required: t.Props, optional: t.Props, depth: number, closed: boolean, childrenClosed = closed): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const [k, c] of Object.entries(required)) properties[k] = schemaOf(c as t.Mixed, depth + 1, childrenClosed);
  for (const [k, c] of Object.entries(optional)) properties[k] = schemaOf(c as t.Mixed, depth + 1, childrenClosed);
  const req = Object.keys(required);
  return { type: 'object', properties, ...(req.length > 0 ? { required: req } : {}), ...(closed ? { additionalProperties: false } : {}) };
}

/** The required and optional props of an object codec, or `null` when `c` is not one. */
function propsOf(c: t.Mixed): { required: t.Props; optional: t.Props } | null {
  const shape = shapeOf(c);
  if (shape?.kind === 'object') return { required: shape.required, optional: shape.optional };
  if (shape?.kind === 'closed' || shape?.kind === 'like') return propsOf(shape.inner);
  if (c instanceof t.InterfaceType || c instanceof t.StrictType) return { required: c.props as t.Props, optional: {} };
  if (c instanceof t.PartialType) return { required: {}, optional: c.props as t.Props };
  if (c instanceof t.ExactType || c instanceof t.ReadonlyType || c instanceof t.RefinementType) return propsOf(c.type as t.Mixed);
  if (c instanceof t.IntersectionType) {
    const all = { required: {} as Record<string, t.Mixed>, optional: {} as Record<string, t.Mixed> };
    for (const m of c.types as t.Mixed[]) {
      const p = propsOf(m);
      if (p === null) return null;
      Object.assign(all.required, p.required);
      Object.assign(all.optional, p.optional);
    }
    return all;
  }
  return null;
}

/**
 * The schema of `c`. `closed` is set below a closed codec of core's, which refuses unknown keys
 * at every depth, so every object under it is closed too.
 */
function schemaOf(c: t.Mixed, depth: number, closed = false): JsonSchema {
  if (depth > MAX_DEPTH) return { description: c.name };
  const shape = shapeOf(c);
  if (shape !== undefined) {
    switch (shape.kind) {
      case 'closed': {
        const p = propsOf(shape.inner);
        const deep = shape.ownLevel !== true;
        if (p !== null) return objectSchema(p.required, p.optional, depth, true, deep || closed);
        return schemaOf(shape.inner, depth + 1, deep || closed);
      }
      case 'object':
        return { title: c.name, ...objectSchema(shape.required, shape.optional, depth, true) };
      case 'tagged':
        return { anyOf: Object.values(shape.members).map((m) => schemaOf(m, depth + 1, closed)) };
      case 'number':
        return {
          type: shape.integer === true ? 'integer' : 'number',
          ...(shape.minimum === undefined ? {} : { minimum: shape.minimum }),
          ...(shape.maximum === undefined ? {} : { maximum: shape.maximum }),
        };
      case 'string':
        return { type: 'string', minLength: 1, maxLength: shape.maxLength, ...(shape.not.length > 0 ? { not: { enum: [...shape.not] } } : {}) };
      case 'enum':
        return { enum: [...shape.values] };
      case 'record':
        return { type: 'object', additionalProperties: schemaOf(shape.value, depth + 1, closed), ...(shape.maxKeys === undefined ? {} : { maxProperties: shape.maxKeys }) };
      case 'like':
        return schemaOf(shape.inner, depth + 1, closed);
    }
  }
  if (c instanceof t.StringType) return { type: 'string' };
  if (c instanceof t.NumberType) return { type: 'number' };
  if (c instanceof t.BooleanType) return { type: 'boolean' };
  if (c instanceof t.NullType) return { type: 'null' };
  if (c instanceof t.UnknownType) return {};
  if (c instanceof t.LiteralType) return { const: c.value };
  if (c instanceof t.KeyofType) return { enum: Object.keys(c.keys as object) };
  if (c instanceof t.ArrayType) {
    const max = arrayMaxima.get(c);
    return { type: 'array', items: schemaOf(c.type as t.Mixed, depth + 1, closed), ...(max === undefined ? {} : { maxItems: max }) };
  }
  if (c instanceof t.TupleType) {
    const items = (c.types as t.Mixed[]).map((m) => schemaOf(m, depth + 1, closed));
    return { type: 'array', prefixItems: items, minItems: items.length, maxItems: items.length };
  }
  if (c instanceof t.DictionaryType) return { type: 'object', additionalProperties: schemaOf(c.codomain as t.Mixed, depth + 1, closed) };
  if (c instanceof t.UnionType) {
    const members = (c.types as t.Mixed[]).map((m) => schemaOf(m, depth + 1, closed));
    if (members.every((m) => 'const' in m && Object.keys(m).length === 1)) return { enum: members.map((m) => m['const']) };
    return { anyOf: members };
  }
  const p = propsOf(c);
  if (p !== null) return objectSchema(p.required, p.optional, depth, closed);
  if (c instanceof t.IntersectionType) {
    // Members that are not all objects (a union among them): each member's own top level stays
    // open, and `unevaluatedProperties` closes the whole.
    const members = (c.types as t.Mixed[]).map((m) => {
      const { additionalProperties: _open, ...rest } = schemaOf(m, depth + 1, closed);
      return rest;
    });
    return { allOf: members, ...(closed ? { unevaluatedProperties: false } : {}) };
  }
  if (c instanceof t.ExactType || c instanceof t.ReadonlyType || c instanceof t.RefinementType) return schemaOf(c.type as t.Mixed, depth + 1, closed);
  return { description: c.name };
}
