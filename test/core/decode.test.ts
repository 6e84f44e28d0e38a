import * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { decode } from '../../src/index.js';

const Unit = t.type({ id: t.string, strength: t.number, kind: t.union([t.literal('foot'), t.literal('horse')]) });
const Scenario = t.type({ name: t.string, units: t.array(Unit) });

describe('decode', () => {
  it('returns the value when it matches', () => {
    const r = decode(Scenario, { name: 'x', units: [{ id: 'a', strength: 3, kind: 'foot' }] });
    expect(r._tag).toBe('Right');
  });

  it('lists every failing path as "path: expected X, got Y"', () => {
    const r = decode(Scenario, { name: 7, units: [{ id: 'a', strength: 3, kind: 'foot' }, { id: 'b', strength: 'high', kind: 'camel' }] });
    expect(r._tag).toBe('Left');
    if (r._tag !== 'Left') return;
    const lines = r.left.message.split('\n');
    expect(lines).toContain('name: expected string, got 7');
    expect(lines).toContain('units[1].strength: expected number, got "high"');
    expect(lines.some((l) => l.startsWith('units[1].kind: expected "foot"') && l.endsWith('got "camel"'))).toBe(true);
    expect(r.left.issues.map((i) => i.path)).not.toContain('units[0].id');
  });

  it('names the root when the whole document is wrong', () => {
    const r = decode(Scenario, null);
    expect(r._tag === 'Left' && r.left.issues[0]?.path).toBe('(root)');
  });
});
