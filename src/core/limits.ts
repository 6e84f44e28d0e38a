/**
 * Limits on untrusted input, checked by {@link decode} before any codec runs: how deep a value
 * may nest and how many values it may hold in all. Codecs, hashing and JSON writing recurse, so
 * a value nested 100,000 deep would overflow the stack somewhere downstream; this check walks
 * the value with an explicit stack instead, so it cannot overflow itself, and stops at the first
 * value past a limit. Each ruleset's codecs add their own limits on what they hold (units,
 * points per polygon, ...); docs/reliability.md lists them all.
 * @module
 */

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
    const children: Array<[string, unknown]> = Array.isArray(v) ? v.map((x, k) => [String(k), x]) : Object.entries(v);
    for (const [k, x] of children) {
      count++;
      if (count > maxValues) return { path: pathOf(parents, keys, i, k), expected: `a document of at most ${maxValues} values`, got: 'more' };
      if (typeof x !== 'object' || x === null) continue;
      if (depth + 1 > maxDepth) return { path: pathOf(parents, keys, i, k), expected: `a document nested at most ${maxDepth} levels deep`, got: 'deeper nesting' };
      values.push(x);
      depths.push(depth + 1);
      parents.push(i);
      keys.push(k);
      stack.push(values.length - 1);
    }
  }
  return null;
}

/** The path of key `k` of the value in slot `i`. */
function pathOf(parents: ReadonlyArray<number>, keys: ReadonlyArray<string>, i: number, k: string): string {
  const parts: string[] = [k];
  for (let j = i; j > 0; j = parents[j]!) parts.push(keys[j]!);
  let path = '';
  for (let p = parts.length - 1; p >= 0; p--) {
    const key = parts[p]!;
    path += /^\d+$/.test(key) ? `[${key}]` : path === '' ? key : `.${key}`;
  }
  return path;
}
