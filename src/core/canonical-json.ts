/**
 * Canonical JSON: object keys sorted, no whitespace. Two states that are equal as plain data
 * serialise to the same string whatever order their keys were written in.
 *
 * It is exactly what `JSON.stringify(value, replacer)` gives with a replacer that re-creates each
 * object with its keys inserted in sorted order (the definition the tests keep as the reference:
 * `toJSON` is applied first; any non-array object, boxed primitives included, is written as its
 * own enumerable keys; a rebuilt object lists array-index keys first in numeric order; a
 * `__proto__` key, assigned, sets the prototype and so disappears). It builds that sorted copy
 * first and hands it to the native `JSON.stringify` without a replacer, which skips a call per
 * value; objects made from one literal list their keys in one order, which is sorted once.
 * A simulator hashes every game's final state, so this is on its path.
 */
export function canonicalJson(value: unknown): string {
  const s = JSON.stringify(sortedCopy(value, ''));
  return s === undefined ? 'null' : s;
}

function sortedCopy(value: unknown, key: string): unknown {
  let v = value;
  if (typeof v === 'object' && v !== null && typeof (v as { toJSON?: unknown }).toJSON === 'function') v = (v as { toJSON(k: string): unknown }).toJSON(key);
  if (typeof v !== 'object' || v === null) return v;
  if (Array.isArray(v)) {
    const out = new Array<unknown>(v.length);
    for (let i = 0; i < v.length; i++) out[i] = sortedCopy(v[i], String(i));
    return out;
  }
  const o = v as Record<string, unknown>;
  const keys = sortedKeys(Object.keys(o));
  const out: Record<string, unknown> = {};
  for (let i = 0; i < keys.length; i++) {
    const k = keys[i]!;
    out[k] = sortedCopy(o[k], k);
  }
  return out;
}

// The sorted order of a key list, by its first key and length; a hit is checked key by key.
const orders = new Map<string, { readonly keys: ReadonlyArray<string>; readonly sorted: string[] }>();
const MAX_ORDERS = 1024;

function sortedKeys(keys: string[]): string[] {
  if (keys.length < 2) return keys;
  const tag = `${keys.length}\u0000${keys[0]!}`;
  const hit = orders.get(tag);
  if (hit !== undefined && sameKeys(hit.keys, keys)) return hit.sorted;
  const sorted = [...keys].sort();
  if (hit !== undefined || orders.size < MAX_ORDERS) orders.set(tag, { keys, sorted });
  return sorted;
}

function sameKeys(a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean {
  for (let i = 1; i < b.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
