/**
 * Limits on untrusted input, checked by {@link decode} before any codec runs: how deep a value
 * may nest and how many values it may hold in all. Codecs, hashing and JSON writing recurse, so
 * a value nested 100,000 deep would overflow the stack somewhere downstream; this check walks
 * the value with an explicit stack instead, so it cannot overflow itself, and stops at the first
 * value past a limit. Each ruleset's codecs add their own limits on what they hold (units,
 * points per polygon, ...); docs/reliability.md lists them all.
 * @module
 */
import * as t from 'io-ts';
import { withShape } from './codec-shapes.js';

/** The deepest nesting accepted (objects and arrays within each other); real documents use under 20. */
export const MAX_INPUT_DEPTH = 64;

/** The most values (objects, arrays and leaves) one input may hold: a saved game of many thousand commands fits. */
export const MAX_INPUT_VALUES = 5_000_000;

/** Where and why an input is past a limit. */
export interface LimitProblem {
  /** The path of the first value past the limit, as `decode` prints paths (`a.b[3]`). */
  readonly path: string;
  readonly expected: string;
  readonly got: string;
}

/**
 * The first place `input` breaks {@link MAX_INPUT_DEPTH} or {@link MAX_INPUT_VALUES}, or `null`.
 * Iterative, and linear in the size of the input up to the limit; a cycle (possible only in a
 * value built in code) shows up as nesting past the depth limit.
 */
export function inputLimitProblem(input: unknown, maxDepth = MAX_INPUT_DEPTH, maxValues = MAX_INPUT_VALUES): LimitProblem | null {
  if (typeof input !== 'object' || input === null) return null;
  // Parallel stacks: the value, its depth, and (to name a path on failure) its parent slot and key.
  const values: unknown[] = [input];
  const depths: number[] = [1];
  const parents: number[] = [-1];
  const keys: string[] = [''];
  const stack: number[] = [0];
  let count = 1;
  while (stack.length > 0) {
    const i = stack.pop()!;
    const v = values[i] as object;
    const depth = depths[i]!;
    if (Array.isArray(v)) {
      count += v.length;
      if (count > maxValues) return { path: pathOf(parents, keys, i, null), expected: `a document of at most ${maxValues} values`, got: 'more' };
      for (let k = 0; k < v.length; k++) {
        const x: unknown = v[k];
        if (typeof x !== 'object' || x === null) continue;
        if (depth + 1 > maxDepth) return deeper(parents, keys, i, String(k), maxDepth);
        push(x, depth + 1, i, String(k));
      }
      continue;
    }
    for (const k of Object.keys(v)) {
      count++;
      if (count > maxValues) return { path: pathOf(parents, keys, i, null), expected: `a document of at most ${maxValues} values`, got: 'more' };
      const x: unknown = (v as Record<string, unknown>)[k];
      if (typeof x !== 'object' || x === null) continue;
      if (depth + 1 > maxDepth) return deeper(parents, keys, i, k, maxDepth);
      push(x, depth + 1, i, k);
    }
  }
  return null;

  function push(x: unknown, depth: number, parent: number, key: string): void {
    values.push(x);
    depths.push(depth);
    parents.push(parent);
    keys.push(key);
    stack.push(values.length - 1);
  }
}

function deeper(parents: ReadonlyArray<number>, keys: ReadonlyArray<string>, i: number, k: string, maxDepth: number): LimitProblem {
  return { path: pathOf(parents, keys, i, k), expected: `a document nested at most ${maxDepth} levels deep`, got: 'deeper nesting' };
}

/** The path of key `k` of the value in slot `i`. */
function pathOf(parents: ReadonlyArray<number>, keys: ReadonlyArray<string>, i: number, k: string | null): string {
  const parts: string[] = k === null ? [] : [k];
  for (let j = i; j > 0; j = parents[j]!) parts.push(keys[j]!);
  let path = '';
  for (let p = parts.length - 1; p >= 0; p--) {
    const key = parts[p]!;
    path += /^\d+$/.test(key) ? `[${key}]` : path === '' ? key : `.${key}`;
  }
  return path === '' ? '(root)' : path;
}

/**
 * The most items of each array codec made by {@link boundedArray}, for code that compiles a
 * codec's check into its own (a ruleset's command guard): it must refuse what the codec refuses.
 */
export const arrayMaxima = new WeakMap<t.Mixed, number>();

/**
 * `t.array(item)` refusing more than `max` items with a message naming the limit (an io-ts
 * `ArrayType`, so code that inspects codecs sees an array of `item`; see {@link arrayMaxima}).
 * The length is checked before any item is, so a huge list costs nothing to refuse.
 */
export function boundedArray<C extends t.Mixed>(item: C, max: number, what = 'items'): t.ArrayC<C> {
  const base = t.array(item);
  const expected = `at most ${max} ${what}`;
  const codec = new t.ArrayType<C, Array<t.TypeOf<C>>, Array<t.OutputOf<C>>, unknown>(
    base.name,
    (u): u is Array<t.TypeOf<C>> => Array.isArray(u) && u.length <= max && base.is(u),
    (u, c) => (Array.isArray(u) && u.length > max ? t.failure(u, c, expected) : base.validate(u, c)),
    base.encode,
    item,
  );
  arrayMaxima.set(codec, max);
  return codec;
}

/**
 * `t.record(t.string, value)` refusing more than `max` keys, the count checked before any value.
 */
export function boundedRecord<C extends t.Mixed>(value: C, max: number, what = 'entries'): t.Type<Record<string, t.TypeOf<C>>, Record<string, t.OutputOf<C>>, unknown> {
  const base = t.record(t.string, value);
  const expected = `at most ${max} ${what}`;
  const count = (u: unknown): number => (typeof u === 'object' && u !== null ? Object.keys(u).length : 0);
  return withShape(
    new t.Type<Record<string, t.TypeOf<C>>, Record<string, t.OutputOf<C>>, unknown>(
      base.name,
      (u): u is Record<string, t.TypeOf<C>> => count(u) <= max && base.is(u),
      (u, c) => (count(u) > max ? t.failure(u, c, expected) : base.validate(u, c)),
      base.encode,
    ),
    { kind: 'record', value, maxKeys: max },
  );
}
