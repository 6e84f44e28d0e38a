/**
 * Small io-ts building blocks for the melee, events and design data files: bounded integers,
 * string literal unions and a whole-value check that reports the path it failed at. They mirror
 * the helpers of the `dob` data module (data/codec-helpers.ts); once that module is on main these
 * re-export it instead.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { Provenance } from '../../../core/provenance.js';

/** An integer in `lo..hi`, named so decode errors read `expected integer 1..6`. */
export function intRange(lo: number, hi: number): t.Type<number, number, unknown> {
  const ok = (u: unknown): u is number => typeof u === 'number' && Number.isInteger(u) && u >= lo && u <= hi;
  return new t.Type<number, number, unknown>(`integer ${lo}..${hi}`, ok, (u, c) => (ok(u) ? t.success(u) : t.failure(u, c)), (a) => a);
}

/** A literal union from a list of strings, named after its members. */
export function oneOf<const K extends string>(values: ReadonlyArray<K>, name?: string): t.Type<K, K, unknown> {
  const set = new Set<string>(values);
  const ok = (u: unknown): u is K => typeof u === 'string' && set.has(u);
  return new t.Type<K, K, unknown>(
    name ?? values.map((v) => JSON.stringify(v)).join(' | '),
    ok,
    (u, c) => (ok(u) ? t.success(u) : t.failure(u, c)),
    (a) => a,
  );
}

/** What a whole-value check found wrong: the path below the value, what was expected, what was there. */
export interface CheckProblem {
  readonly path: ReadonlyArray<string>;
  readonly expected: string;
  readonly got: unknown;
}

/**
 * A codec with an extra whole-value check after the structural one; `check` returns `null` when
 * the value is fine. The failure's context is extended by the problem's path, so `decode` names
 * the exact place (e.g. `events[3].card`).
 */
export function checked<A, O>(codec: t.Type<A, O, unknown>, check: (a: A) => CheckProblem | null): t.Type<A, O, unknown> {
  return new t.Type<A, O, unknown>(
    codec.name,
    codec.is,
    (u, c) => {
      const r = codec.validate(u, c);
      if (E.isLeft(r)) return r;
      const problem = check(r.right);
      if (problem === null) return r;
      const ctx: t.ContextEntry[] = [...c];
      for (const key of problem.path) ctx.push({ key, type: t.unknown, actual: undefined });
      return t.failure(problem.got, ctx, problem.expected);
    },
    codec.encode,
  );
}

const rulesetId = oneOf(['dawn-of-battle', 'dba', 'dbm', 'dbmm', 'arcane-warfare'] as const, 'ruleset id');

/** io-ts codec of a {@link Provenance} tag as written in a data file. */
export const provenanceCodec: t.Type<Provenance, Provenance, unknown> = t.union(
  [
    t.type({ kind: t.literal('stated'), ruleset: rulesetId, section: t.string }),
    t.type({ kind: t.literal('public'), source: t.string }),
    t.type({ kind: t.literal('proxy'), ruleset: rulesetId, section: t.string, reason: t.string }),
    t.type({ kind: t.literal('inferred'), reason: t.string }),
    t.type({ kind: t.literal('reconstructed'), reason: t.string }),
    t.type({ kind: t.literal('user'), file: t.string }),
  ],
  'provenance',
) as unknown as t.Type<Provenance, Provenance, unknown>;
