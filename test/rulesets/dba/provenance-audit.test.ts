import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { dba, exampleScenario, resolveData } from '../../../src/rulesets/dba/index.js';

// The provenance audit of issue #20: a value the library guessed is never labelled as the
// publisher's or as a public fact, and `strict` refuses every one of them.

const rows = resolveData().rows;
const kind = (key: string) => rows.find((r) => r.key === key)?.provenance.kind;

describe('provenance labels (data and provenance)', () => {
  it('light horse: 500p is public, the bad-going distance is a guess, so the row is one (move-distances, A:35)', () => {
    expect(kind('moveDistances.LH')).toBe('inferred');
  });
  it('heavy foot: 200p is public, the bad-going distance is a guess (move-distances, A:41)', () => {
    for (const t of ['Sp', 'Pk', 'Bd']) expect(kind(`moveDistances.${t}`)).toBe('inferred');
  });
  it('elephants beaten: destroyed by psiloi is public, "otherwise recoil" a guess (combat-outcome, A:111)', () => {
    expect(kind('outcomes.less.El')).toBe('inferred');
  });
  it('the 100p river move comes from a house-rule page: a guess, not a DBA 2.x proxy (river-crossing, A:63)', () => {
    expect(kind('river.move')).toBe('inferred');
  });
  it('no value labelled stated or public says in its own words that it was guessed or assumed', () => {
    const words = /guess|assum|presum|unknown in 1\.x/i;
    const bad = rows.filter((r) => (r.provenance.kind === 'stated' || r.provenance.kind === 'public') && words.test(JSON.stringify(r.provenance)));
    expect(bad.map((r) => r.key)).toEqual([]);
  });
  it('no provenance text names the library authors\' private reading aids', () => {
    const bad = rows.filter((r) => /facts\.md|facts §|errata|digest/i.test(JSON.stringify(r.provenance)));
    expect(bad.map((r) => r.key)).toEqual([]);
  });
});

describe('strict refuses every guess', () => {
  it('names each relabelled value', () => {
    const r = dba.setup(exampleScenario, { seed: 'x', options: { strict: true } });
    expect(E.isLeft(r)).toBe(true);
    const msg = E.isLeft(r) ? r.left.message : '';
    for (const k of ['moveDistances.LH', 'moveDistances.Sp', 'moveDistances.Pk', 'moveDistances.Bd', 'outcomes.less.El', 'river.move']) expect(msg).toContain(k);
  });
  it('refuses exactly the values labelled inferred', () => {
    const r = dba.setup(exampleScenario, { seed: 'x', options: { strict: true } });
    const msg = E.isLeft(r) ? r.left.message : '';
    for (const row of rows) {
      const named = new RegExp(`(^|\\s)${row.key.replace(/\./g, '\\.')}:`).test(msg);
      expect([row.key, named]).toEqual([row.key, row.provenance.kind === 'inferred']);
    }
  });
  it('a user table that supplies or confirms every guess satisfies strict', () => {
    const guesses = rows.filter((r) => r.provenance.kind === 'inferred').map((r) => r.key);
    const r = dba.setup(exampleScenario, { seed: 'x', options: { strict: true, overrides: { source: 'my book', confirm: guesses } } });
    expect(E.isRight(r)).toBe(true);
  });
});
