import * as E from 'fp-ts/lib/Either.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decode } from '../../../src/core/decode.js';
import { dba, dbaOverridesCodec, dbaScenarioCodec, exampleScenario, dataProvenance } from '../../../src/rulesets/dba/index.js';

const read = (p: string) => JSON.parse(readFileSync(new URL(`../../../examples/dba/${p}`, import.meta.url), 'utf8')) as unknown;

describe('examples/dba', () => {
  it('example-scenario.json decodes and is the exported exampleScenario', () => {
    const r = decode(dbaScenarioCodec, read('example-scenario.json'));
    expect(E.isRight(r) && r.right).toEqual(exampleScenario);
    expect(exampleScenario.armies.map((a) => a.elements.length)).toEqual([12, 12]);
  });
  it('overrides.example.json decodes and is accepted by setup', () => {
    const o = decode(dbaOverridesCodec, read('overrides.example.json'));
    expect(E.isRight(o)).toBe(true);
    if (E.isRight(o)) expect(E.isRight(dba.setup(exampleScenario, { seed: 'x', options: { overrides: o.right } }))).toBe(true);
  });
  it('a malformed scenario is refused with the failing path', () => {
    const r = decode(dbaScenarioCodec, { armies: [{ id: 'a', elements: [{ id: 'x', type: 'Tank' }] }, { id: 'b', elements: [] }] });
    expect(E.isLeft(r) && r.left.message).toContain('armies[0].elements[0].type');
  });
  it('every data value has a provenance, and the sheet rows cite their line', () => {
    const rows = dataProvenance();
    expect(rows.length).toBeGreaterThan(100);
    const kn = rows.find((r) => r.key === 'outcomes.less.Kn')!;
    expect(kn.provenance).toEqual({ kind: 'stated', ruleset: 'dba', section: 'combat-outcome (A:113)' });
  });
});
