import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { canonicalJson, stateHash } from '../../src/index.js';
import { deepFreeze } from '../support/ruleset-laws.js';

// The definition of canonicalJson, kept here as the reference: saved logs and records carry
// hashes of this text, so every fast path must give exactly it.
const reference = (v: unknown): string => {
  const s = JSON.stringify(v, (_k, x: unknown) => {
    if (x === null || typeof x !== 'object' || Array.isArray(x)) return x;
    const out: Record<string, unknown> = {};
    for (const k of Object.keys(x).sort()) out[k] = (x as Record<string, unknown>)[k];
    return out;
  });
  return s === undefined ? 'null' : s;
};

describe('stateHash', () => {
  it('ignores key order', () => {
    expect(stateHash({ a: 1, b: [1, { c: 2, d: 3 }] })).toBe(stateHash({ b: [1, { d: 3, c: 2 }], a: 1 }));
  });
  it('tells different values apart', () => {
    expect(stateHash({ a: 1 })).not.toBe(stateHash({ a: 2 }));
    expect(stateHash([1, 2])).not.toBe(stateHash([2, 1]));
  });
  test.prop([fc.jsonValue()])('canonical JSON parses back to an equal value', (v) => {
    expect(JSON.parse(canonicalJson(v))).toEqual(JSON.parse(JSON.stringify(v)));
  });
  test.prop([fc.jsonValue()])('hash is stable across a JSON round trip', (v) => {
    expect(stateHash(JSON.parse(JSON.stringify(v)))).toBe(stateHash(v));
  });
});

describe('canonicalJson is JSON.stringify with a replacer that rebuilds each object with sorted keys', () => {
  const keys = fc.oneof(fc.string(), fc.constantFrom('a', 'b', 'c', '0', '1', '10', '9', '01', '-1', '4294967294', '4294967295', '1.5', '__proto__', 'toJSON'));
  test.prop([fc.anything({ withBoxedValues: true, withNullPrototype: true, withObjectString: true, withSparseArray: true, withDate: true, key: keys })])('for any value', (v) => {
    expect(canonicalJson(v)).toBe(reference(v));
  });
  test.prop([fc.array(fc.dictionary(fc.constantFrom('a', 'b', 'c', 'd', 'e'), fc.integer(), { minKeys: 2 }), { minLength: 2 })])(
    'for objects whose key lists share their first key and length but not their order (the sorted-order memo)',
    (v) => {
      expect(canonicalJson(v)).toBe(reference(v));
    },
  );
  it('for the cases JSON treats specially', () => {
    const cases: unknown[] = [undefined, null, -0, NaN, Infinity, [undefined, () => 1, Symbol('s')], { b: undefined, a: () => 1, c: Symbol('s'), d: 1 }, { toJSON: (k: string) => ({ k, z: 1, a: 2 }) }, { x: { toJSON: () => undefined } }, new Date(0), { 10: 'a', 9: 'b', z: 1, a: 2 }, new Number(3), JSON.parse('{"__proto__": {"a": 1}, "b": 2}')];
    for (const v of cases) expect(canonicalJson(v)).toBe(reference(v));
  });
});

describe('canonicalJson hands JSON.stringify the parts that need no copy as they are', () => {
  // Rebuilds plain objects (own `__proto__` keys and null prototypes kept) with their keys in
  // sorted order where `sortHere` says so, so that whole subtrees take the no-copy path.
  const resort = (v: unknown, sortHere: (depth: number) => boolean, depth = 0): unknown => {
    if (typeof v !== 'object' || v === null) return v;
    if (Array.isArray(v)) return v.map((x) => resort(x, sortHere, depth + 1));
    const proto: unknown = Object.getPrototypeOf(v);
    if (proto !== Object.prototype && proto !== null) return v;
    const keys = sortHere(depth) ? Object.keys(v).sort() : Object.keys(v);
    const out = Object.create(proto) as Record<string, unknown>;
    for (const k of keys) Object.defineProperty(out, k, { value: resort((v as Record<string, unknown>)[k], sortHere, depth + 1), enumerable: true, writable: true, configurable: true });
    return out;
  };
  const keys = fc.constantFrom('a', 'b', 'c', 'z', '0', '1', '10', '9', '01', '-1', '__proto__', 'toJSON');
  const anything = fc.anything({ withBoxedValues: true, withNullPrototype: true, withObjectString: true, withSparseArray: true, withDate: true, key: keys });
  test.prop([anything, fc.array(fc.boolean(), { minLength: 1, maxLength: 8 })], { seed: 6, numRuns: 500 })('for values whose objects are (partly) already in sorted key order', (v, sortAt) => {
    const sorted = resort(v, (d) => sortAt[d % sortAt.length]!);
    expect(canonicalJson(sorted)).toBe(reference(sorted));
  });
  const withToJSON = fc.oneof(
    anything.map((r) => ({ toJSON: () => r })),
    anything.map((r) => ({ toJSON: (k: string) => ({ a: k, b: r }) })),
    anything.map((r) => ({ b: r, toJSON() { return this; } })),
    anything.map((r) => ({ toJSON: () => ({ toJSON: () => 1, a: r }) })),
    anything.map((r) => Object.assign([1, 'x', r], { toJSON: () => ['y'] })),
    anything.map((r) => Object.assign([1, r], { toJSON: 7 })),
  );
  test.prop([fc.array(fc.oneof(anything, withToJSON, fc.array(fc.oneof(fc.integer(), fc.string(), withToJSON))), { maxLength: 6 })], { seed: 7, numRuns: 500 })(
    'for arrays of primitives and objects with `toJSON` among them, in sorted objects',
    (xs) => {
      const v = { a: xs, b: { c: xs[0], d: [xs] } };
      expect(canonicalJson(v)).toBe(reference(v));
      expect(canonicalJson(xs)).toBe(reference(xs));
    },
  );
  it('returns the same text for sorted plain data as for the same data in another key order', () => {
    const hex = { q: 1, r: 2 };
    const v = { a: [1, 2, 3], b: { hex, list: ['x', 'y'] }, c: null };
    expect(canonicalJson(v)).toBe('{"a":[1,2,3],"b":{"hex":{"q":1,"r":2},"list":["x","y"]},"c":null}');
    expect(canonicalJson({ c: null, b: { list: ['x', 'y'], hex: { r: 2, q: 1 } }, a: [1, 2, 3] })).toBe(canonicalJson(v));
    expect(canonicalJson(Object.assign(Object.create(null) as object, v))).toBe(canonicalJson(v));
  });
});

describe('canonicalJson on frozen data (shared by many states) writes what the reference writes', () => {
  // Freezes the parts `freezeAt` picks (by depth), deeply or only on the surface.
  const freezeSome = (v: unknown, freezeAt: (depth: number) => 'deep' | 'shallow' | null, depth = 0): unknown => {
    if (typeof v !== 'object' || v === null || Object.isFrozen(v)) return v;
    const how = freezeAt(depth);
    if (how === 'deep') return deepFreeze(v);
    for (const k of Object.keys(v)) freezeSome((v as Record<string, unknown>)[k], freezeAt, depth + 1);
    return how === 'shallow' ? Object.freeze(v) : v;
  };
  // Strings with control characters, and keys that reorder a rebuilt object's values.
  const lookalike = fc.oneof(fc.string(), fc.constantFrom('\u0001', '\u00010', '\u00011', '\u00010"', 'a\u00010'));
  // (No `__proto__` keys: the reference, assigning a frozen value to one, makes the value's
  // read-only keys unassignable on the copy and throws.)
  const keys = fc.constantFrom('a', 'b', 'c', 'd', 'z', '0', '1', '10', '9', 'toJSON');
  const anything = fc.anything({ withBoxedValues: true, withNullPrototype: true, withSparseArray: true, withDate: true, key: keys, maxKeys: 6, values: [lookalike, fc.integer(), fc.boolean(), fc.constant(null)] });
  const how = fc.constantFrom<'deep' | 'shallow' | null>('deep', 'shallow', null);
  test.prop([fc.array(anything, { maxLength: 5 }), fc.array(how, { minLength: 1, maxLength: 6 })], { seed: 8, numRuns: 400 })('for values partly frozen, written twice', (xs, at) => {
    const v = freezeSome({ a: xs, b: xs[0] ?? null, c: { 10: xs[1] ?? null, 9: xs[2] ?? null, d: xs } }, (d) => at[d % at.length]!);
    const want = reference(v);
    expect(canonicalJson(v)).toBe(want);
    expect(canonicalJson(v)).toBe(want);
  });
  it('for frozen objects with getters, toJSON or control characters beside them', () => {
    // A getter is read anew on every call.
    let n = 0;
    const getter = Object.freeze(Object.defineProperty({ a: 1, b: 2 }, 'c', { get: () => ++n, enumerable: true }));
    expect(canonicalJson({ x: getter })).not.toBe(canonicalJson({ x: getter }));
    const withToJSON = Object.freeze({ a: 1, b: 2, toJSON: () => ({ z: 1, y: 2 }) });
    const unit = deepFreeze({ id: 'u', hex: { q: 1, r: 2 }, list: ['x'], side: 'A' });
    const cases: unknown[] = [
      { x: withToJSON },
      { a: '\u00010', u: unit, w: unit },
      ['\u00010"', unit, '\u00011', unit],
      { 10: unit, 9: deepFreeze({ a: 1, b: 2, c: 3 }), z: unit },
      { a: unit, b: deepFreeze({ c: 3, b: 2, a: [1] }), c: [deepFreeze({ x: 1, y: 2, z: 3 }), unit] },
      unit,
    ];
    for (const v of cases) {
      expect(canonicalJson(v)).toBe(reference(v));
      expect(canonicalJson(v)).toBe(reference(v));
    }
  });
  it('a toJSON that calls canonicalJson inside a walk', () => {
    const unit = deepFreeze({ id: 'u', side: 'A', n: 1 });
    const v = { a: unit, b: { toJSON: () => canonicalJson({ u: unit, z: [unit] }) }, c: unit };
    expect(canonicalJson(v)).toBe(reference(v));
  });
});
