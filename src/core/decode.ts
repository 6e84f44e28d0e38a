import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import type { DecodeError, DecodeIssue } from './errors.js';
import { inputLimitProblem } from './limits.js';

/**
 * Decodes untrusted input with an io-ts codec. On failure every failing path is listed as
 * `path: expected X, got Y`: the message a person fixing a scenario file needs, rather than
 * io-ts's default report which repeats the whole union for each branch.
 */
export function decode<A, O>(codec: t.Type<A, O, unknown>, input: unknown): E.Either<DecodeError, A> {
  // Before any codec recurses into it: too deep or too big is refused here (core/limits.ts).
  const limit = inputLimitProblem(input);
  if (limit !== null) return E.left({ kind: 'decode-error', issues: [limit], message: `${limit.path}: expected ${limit.expected}, got ${limit.got}` });
  const result = codec.decode(input);
  if (E.isRight(result)) return result;
  const issues = dedupe(narrowUnions(result.left));
  return E.left({
    kind: 'decode-error',
    issues,
    message: issues.map((i) => `${i.path}: expected ${i.expected}, got ${i.got}`).join('\n'),
  });
}

/** Keys that name a union member's kind (commands and events use `type`). */
const DISCRIMINANTS = new Set(['type', 'tag', 'kind']);

/**
 * io-ts reports a failed union once per member, so a command with a misspelt field lists every
 * member's complaints (thousands of characters for a ruleset's command union). A person needs
 * the member they meant: when some members match the input's `type` (or `tag`, `kind`), only
 * their complaints are kept; when none does, the complaints become one line listing the kinds
 * the union accepts.
 */
interface UnionFailure {
  /** Each member's complaints, by the member's index in the union. */
  readonly branches: Map<string, t.ValidationError[]>;
  /** Members whose kind differs from the input's. */
  readonly off: Set<string>;
  /** The kinds those members accept, and one of their complaints (for its path). */
  readonly kinds: string[];
  kindError: t.ValidationError | null;
}

function narrowUnions(errors: ReadonlyArray<t.ValidationError>): DecodeIssue[] {
  const groups = new Map<string, UnionFailure>();
  const plain: t.ValidationError[] = [];
  for (const e of errors) {
    const at = e.context.findIndex((_, k) => k > 0 && (e.context[k - 1]!.type as { _tag?: string })._tag === 'UnionType');
    if (at < 0) {
      plain.push(e);
      continue;
    }
    const where = e.context.slice(0, at).map((c) => c.key).join('\u0000');
    const g: UnionFailure = groups.get(where) ?? { branches: new Map(), off: new Set(), kinds: [], kindError: null };
    groups.set(where, g);
    const branch = e.context[at]!.key;
    g.branches.set(branch, [...(g.branches.get(branch) ?? []), e]);
    const steps = e.context.slice(at + 1).filter((c, k) => !isCombinator(e.context[at + k]!.type));
    const leaf = e.context[e.context.length - 1]!.type as { _tag?: string; value?: unknown };
    if (steps.length === 1 && DISCRIMINANTS.has(steps[0]!.key) && leaf._tag === 'LiteralType') {
      g.off.add(branch);
      g.kinds.push(JSON.stringify(leaf.value));
      g.kindError ??= e;
    }
  }
  const issues = plain.map(toIssue);
  for (const g of groups.values()) {
    const on = [...g.branches.keys()].filter((b) => !g.off.has(b));
    if (on.length > 0) {
      for (const b of on) issues.push(...g.branches.get(b)!.map(toIssue));
    } else if (g.kindError !== null) {
      issues.push({ ...toIssue(g.kindError), expected: `one of ${[...new Set(g.kinds)].join(', ')}` });
    } else {
      for (const es of g.branches.values()) issues.push(...es.map(toIssue));
    }
  }
  return issues;
}

function toIssue(error: t.ValidationError): DecodeIssue {
  let path = '';
  const ctx = error.context;
  for (let i = 1; i < ctx.length; i++) {
    const entry = ctx[i]!;
    const parent = ctx[i - 1]!;
    // Union and intersection branches re-use the parent's key as an index: skip those levels.
    if (isCombinator(parent.type)) continue;
    if (/^\d+$/.test(entry.key)) path += `[${entry.key}]`;
    else if (entry.key !== '') path += path === '' ? entry.key : `.${entry.key}`;
  }
  const last = ctx[ctx.length - 1];
  const expected = error.message ?? (last ? withAllowedValues(last.type) : 'a value');
  return { path: path === '' ? '(root)' : path, expected, got: describe(error.value) };
}

/** The most allowed values a message lists; a longer enumeration is named only. */
const MAX_LISTED_VALUES = 30;

/**
 * A codec's name, and for an enumeration (`t.keyof`) whose name does not already list them, its
 * allowed values: "expected terrain kind (one of good, wood, ...)" tells the author what to write.
 */
function withAllowedValues(type: t.Decoder<unknown, unknown>): string {
  const name = type.name;
  // Told by its tag, not `instanceof`: this module must not pull io-ts's runtime into bundles.
  const keyof = type as Partial<t.KeyofType<Record<string, unknown>>>;
  if (keyof._tag !== 'KeyofType' || typeof keyof.keys !== 'object') return name;
  const keys = Object.keys(keyof.keys);
  if (keys.length > MAX_LISTED_VALUES || keys.every((k) => name.includes(k))) return name;
  return `${name} (one of ${keys.join(', ')})`;
}

/**
 * A union or intersection, or a wrapper around one (a closed codec exposing the codec it wraps
 * as `type`, whose validation hands the wrapped branches' levels straight to its own).
 */
function isCombinator(type: t.Decoder<unknown, unknown>): boolean {
  const tag = (type as { _tag?: string })._tag;
  if (tag === 'UnionType' || tag === 'IntersectionType') return true;
  const inner = (type as { type?: unknown }).type;
  return tag === 'ClosedType' && typeof inner === 'object' && inner !== null && isCombinator(inner as t.Decoder<unknown, unknown>);
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 37)}...` : value);
  if (typeof value === 'number' && Object.is(value, -0)) return '-0';
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) return String(value);
  if (Array.isArray(value)) return `an array of ${value.length}`;
  if (typeof value === 'object') return 'an object';
  return typeof value;
}

function dedupe(issues: DecodeIssue[]): DecodeIssue[] {
  const seen = new Set<string>();
  return issues.filter((i) => {
    const key = `${i.path}\u0000${i.expected}\u0000${i.got}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
