import { fc, test } from '@fast-check/vitest';
import { describe, expect, it } from 'vitest';
import { canonicalJson, stateHash } from '../../src/index.js';

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
  // The definition, kept here as the reference: saved logs and records carry hashes of this text.
  const reference = (v: unknown): string => {
    const s = JSON.stringify(v, (_k, x: unknown) => {
      if (x === null || typeof x !== 'object' || Array.isArray(x)) return x;
      const out: Record<string, unknown> = {};
      for (const k of Object.keys(x).sort()) out[k] = (x as Record<string, unknown>)[k];
      return out;
    });
    return s === undefined ? 'null' : s;
  };
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
