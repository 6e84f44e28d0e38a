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
  const issues = dedupe(result.left.map(toIssue));
  return E.left({
    kind: 'decode-error',
    issues,
    message: issues.map((i) => `${i.path}: expected ${i.expected}, got ${i.got}`).join('\n'),
  });
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
  const expected = error.message ?? (last ? last.type.name : 'a value');
  return { path: path === '' ? '(root)' : path, expected, got: describe(error.value) };
}

function isCombinator(type: t.Decoder<unknown, unknown>): boolean {
  const tag = (type as { _tag?: string })._tag;
  return tag === 'UnionType' || tag === 'IntersectionType';
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
