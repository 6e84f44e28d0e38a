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
