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
 *
 * Only what needs it is copied: an array whose elements need no copy (arrays of primitives: a
 * deck's cards) and a plain object whose keys are already in sorted order and whose values need
 * no copy (a hex `{ q, r }`) are handed to `JSON.stringify` as they are, which writes them
 * exactly as it would write their copies. (A getter is read twice then; states have none.)
 * A simulator hashes every game's final state, so this is on its path.
 */
export function canonicalJson(value: unknown): string {
  const s = JSON.stringify(sortedCopy(value, ''));
  return s === undefined ? 'null' : s;
}

/** `value` as the reference's replacer would hand it on: itself when nothing in it needs a copy. */
function sortedCopy(value: unknown, key: string | number): unknown {
  if (typeof value !== 'object' || value === null) return value;
  let v: unknown = value;
  if (typeof (v as { toJSON?: unknown }).toJSON === 'function') {
    // Called once, with the key as a string; its result is written without a second call (so a
    // result with a `toJSON` of its own is copied, below).
    v = (v as { toJSON(k: string): unknown }).toJSON(String(key));
    if (typeof v !== 'object' || v === null) return v;
  }
  return Array.isArray(v) ? arrayCopy(v) : objectCopy(v as Record<string, unknown>);
}

/** An array with its elements' copies; the array itself when none differs (and it has no `toJSON`). */
function arrayCopy(v: ReadonlyArray<unknown>): unknown {
  let out: unknown[] | null = typeof (v as { toJSON?: unknown }).toJSON === 'function' ? new Array<unknown>(v.length) : null;
  for (let i = 0; i < v.length; i++) {
    const x = v[i];
    // A primitive is its own copy (most elements: a deck's cards), without a call.
    const c = typeof x !== 'object' || x === null ? x : sortedCopy(x, i);
    if (out !== null) out[i] = c;
    else if (c !== x) {
      out = v.slice(0, i);
      out.length = v.length;
      out[i] = c;
    }
  }
  return out ?? v;
}

/**
 * An object rebuilt with its keys in sorted order; the object itself when it is plain (its
 * prototype Object's or none), its keys are already sorted, none is `__proto__`, it has no
 * `toJSON` and none of its values needs a copy: then `JSON.stringify` writes it as its copy.
 */
function objectCopy(o: Record<string, unknown>): unknown {
  const own = Object.keys(o);
  if (own.length === 0) return plain(o) ? o : {};
  if (inOrder(own) && plain(o)) {
    for (let i = 0; i < own.length; i++) {
      const k = own[i]!;
      const x = o[k];
      if (typeof x !== 'object' || x === null) continue;
      const c = sortedCopy(x, k);
      if (c !== x) return rebuild(o, own, i, c);
    }
    return o;
  }
  const keys = own.length === 1 ? own : sortedKeys(own);
  return rebuild(o, keys, 0, sortedCopy(o[keys[0]!], keys[0]!));
}

/**
 * True when a key list is in sorted order (UTF-16 code units, as `Array.prototype.sort`) with no
 * `__proto__` key: the common case (objects written in sorted order) costs a comparison per key.
 */
function inOrder(keys: ReadonlyArray<string>): boolean {
  let prev = keys[0]!;
  if (prev === '__proto__') return false;
  for (let i = 1; i < keys.length; i++) {
    const k = keys[i]!;
    if (!(prev < k) || k === '__proto__') return false;
    prev = k;
  }
  return true;
}

/** True for an object `JSON.stringify` writes as its own keys, with no `toJSON` to call. */
function plain(o: object): boolean {
  const proto: unknown = Object.getPrototypeOf(o);
  return (proto === Object.prototype || proto === null) && typeof (o as { toJSON?: unknown }).toJSON !== 'function';
}

/** The sorted copy of `o` (with keys), whose values before `from` need no copy and whose value at `from` copies to `first`. */
function rebuild(o: Record<string, unknown>, keys: ReadonlyArray<string>, from: number, first: unknown): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (let j = 0; j < from; j++) out[keys[j]!] = o[keys[j]!];
  put(out, keys[from]!, first);
  for (let i = from + 1; i < keys.length; i++) {
    const k = keys[i]!;
    put(out, k, sortedCopy(o[k], k));
  }
  return out;
}

/**
 * Sets a key of a copy, but not a `toJSON` function: the reference writes a function as nothing
 * and does not call a `toJSON` of what its replacer returns, while `JSON.stringify` would call it.
 */
function put(out: Record<string, unknown>, k: string, c: unknown): void {
  if (typeof c !== 'function' || k !== 'toJSON') out[k] = c;
}

/** A key list's sorted order, with the list it was computed for. */
interface Order {
  readonly keys: ReadonlyArray<string>;
  readonly sorted: ReadonlyArray<string>;
}

// The sorted order of a key list (two keys or more) not in it already, by its first key and
// length; a hit is checked key by key.
const orders = new Map<string, Order>();
const MAX_ORDERS = 1024;

function sortedKeys(keys: string[]): ReadonlyArray<string> {
  const tag = `${keys.length}\u0000${keys[0]!}`;
  const hit = orders.get(tag);
  if (hit !== undefined && sameKeys(hit.keys, keys)) return hit.sorted;
  const order: Order = { keys, sorted: [...keys].sort() };
  if (hit !== undefined || orders.size < MAX_ORDERS) orders.set(tag, order);
  return order.sorted;
}

/** True when `b` lists `a`'s keys in its order (their first keys are known to be equal). */
function sameKeys(a: ReadonlyArray<string>, b: ReadonlyArray<string>): boolean {
  for (let i = 1; i < b.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
