import * as E from 'fp-ts/lib/Either.js';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decode } from '../../../src/core/decode.js';
import { userTablesCodec, type DbmmUserTables } from '../../../src/rulesets/dbmm/data/user/codec.js';
import { DBM_PROXY_TABLES } from '../../../src/rulesets/dbmm/data/user/dbm-proxies.js';
import { describeMissing, missingTables, resolveUserTables } from '../../../src/rulesets/dbmm/data/user/missing.js';
import { DBMM_TROOP_TYPES } from '../../../src/rulesets/dbmm/model/troop.js';

const example = JSON.parse(readFileSync(new URL('../../../examples/dbmm/user-tables.fictional.json', import.meta.url), 'utf8')) as unknown;
const decoded = (u: unknown): DbmmUserTables => {
  const r = decode(userTablesCodec, u);
  if (E.isLeft(r)) throw new Error(r.left.message);
  return r.right;
};
const refusal = (u: unknown): string => {
  const r = decode(userTablesCodec, u);
  return E.isLeft(r) ? r.left.message : 'accepted';
};
const base = { format: 'strategos-dbmm-user-tables', version: 1, source: 'test' };

describe('the DBMM user tables file: codec', () => {
  it('accepts the fictional example file, which says it is fictional', () => {
    const t = decoded(example);
    expect(t.source).toMatch(/FICTIONAL/);
    expect(Object.keys(t.combatOutcomes ?? {}).sort()).toEqual([...DBMM_TROOP_TYPES].sort());
  });

  it('refuses an unknown key, naming its path', () => {
    expect(refusal({ ...base, quickKils: [] })).toMatch(/^quickKils: /);
    expect(refusal({ ...base, quickKills: [{ loser: ['Kn'], winner: ['Bw'], gonig: null }] })).toMatch(/quickKills\[0\]\.gonig: /);
  });

  it('refuses a bad troop selector, an unknown outcome kind, a negative ME, and an unknown type, with paths', () => {
    expect(refusal({ ...base, impetuous: [['Irr Knights']] })).toMatch(/impetuous\[0\]\[0\]: expected a troop selector/);
    expect(refusal({ ...base, impetuous: [[]] })).toMatch(/impetuous\[0\]: expected a non-empty list/);
    const row = { equal: { clauses: [], otherwise: 'stand' }, less: { clauses: [{ vs: ['Kn'], result: 'explode' }], otherwise: 'recoil' }, half: { clauses: [], otherwise: 'destroyed' } };
    expect(refusal({ ...base, combatOutcomes: { Kn: row } })).toMatch(/combatOutcomes\.Kn\.less\.clauses\[0\]\.result: expected outcome kind/);
    const good = { ...row, less: { clauses: [], otherwise: 'recoil' } };
    expect(refusal({ ...base, combatOutcomes: { Knights: good } })).toMatch(/^combatOutcomes\.Knights: /);
    expect(refusal({ ...base, combatOutcomes: { Kn: good } })).toBe('accepted');
    expect(missingTables(decoded({ ...base, combatOutcomes: { Kn: good } }))[0]!.entries).not.toContain('Kn');
    expect(refusal({ ...base, moraleEquivalents: { Kn: -1 } })).toMatch(/moraleEquivalents\.Kn: expected a finite number ≥ 0/);
    expect(refusal({ ...base, moraleEquivalents: { 'the general': 2 } })).toMatch(/moraleEquivalents.the general: expected a morale-equivalent key/);
  });

  it('refuses another format or version', () => {
    expect(refusal({ ...base, format: 'dba-overrides' })).toMatch(/^format: /);
    expect(refusal({ ...base, version: 2 })).toMatch(/^version: /);
  });
});

describe('missingTables', () => {
  it('without a file, by default (strict, no proxies): names all four tables and what is missing in each', () => {
    const m = missingTables(null);
    expect(m.map((x) => x.table)).toEqual(['combat-outcomes', 'quick-kills', 'impetuous', 'morale-equivalents']);
    expect(m[0]!.entries).toEqual([...DBMM_TROOP_TYPES]);
    // Strict: the lost values and the low-confidence readings.
    expect(m[3]!.entries.slice(0, 4)).toEqual(['general', 'Kn', 'El(S/O)', 'Hd(I)']);
    expect(m[3]!.entries).toContain('Exp');
    expect(m.map((x) => x.proxyAvailable)).toEqual([false, false, true, false]);
    expect(describeMissing(m)).toMatch(/impetuous: .*options.proxies: 'dbm' would supply/);
  });

  it('not strict: the low-confidence readings of the sheet are played, only the lost values are missing', () => {
    const m = missingTables(null, { strict: false });
    expect(m.find((x) => x.table === 'morale-equivalents')!.entries).toEqual(['general', 'Kn', 'El(S/O)', 'Hd(I)']);
  });

  it('with proxies: dbm, DBM fills the impetuous list and the lost ME; outcomes and quick kills stay missing (no DBM proxy yet)', () => {
    const m = missingTables(null, { strict: false, proxies: 'dbm' });
    expect(m.map((x) => x.table)).toEqual(['combat-outcomes', 'quick-kills']);
  });

  it('the fictional file completes every table; a game with it is labelled by the user\'s source', () => {
    const t = decoded(example);
    expect(missingTables(t, { strict: false })).toEqual([]);
    const r = resolveUserTables(t, { strict: false });
    if (E.isLeft(r)) throw new Error('missing');
    expect(r.right.proxiesUsed).toEqual([]);
    expect(r.right.combatOutcomes.Sh.provenance).toEqual({ kind: 'user', file: t.source });
    expect(r.right.moraleEquivalents['Exp']!.provenance.kind).toBe('user');
    // Strict (the default): the file must also give the low-confidence morale equivalents, as the example does.
    expect(missingTables(t)).toEqual([]);
    const { Exp: _exp, ...withoutExp } = t.moraleEquivalents!;
    expect(missingTables({ ...t, moraleEquivalents: withoutExp })).toEqual([expect.objectContaining({ table: 'morale-equivalents', entries: ['Exp'] })]);
    const lax = resolveUserTables({ ...t, moraleEquivalents: withoutExp }, { strict: false });
    expect(E.isRight(lax) && lax.right.moraleEquivalents['Exp']).toEqual({ value: 0, provenance: expect.objectContaining({ kind: 'inferred' }) as object });
  });

  it('a partial file plus proxies: the user\'s rows win, proxies fill the rest and are reported', () => {
    const t = decoded({ ...(example as object), impetuous: undefined, moraleEquivalents: { general: 2 } });
    const r = resolveUserTables(t, { strict: false, proxies: 'dbm' });
    if (E.isLeft(r)) throw new Error(describeMissing(r.left));
    expect([...r.right.proxiesUsed].sort()).toEqual(['impetuous', 'morale-equivalents']);
    expect(r.right.moraleEquivalents['general']).toEqual({ value: 2, provenance: { kind: 'user', file: t.source } });
    expect(r.right.moraleEquivalents['Kn']!.provenance).toMatchObject({ kind: 'proxy', ruleset: 'dbm' });
    expect(r.right.impetuous.value).toBe(DBM_PROXY_TABLES.impetuous!.rows);
  });

  it('a composition root may offer fuller proxies (e.g. DBM\'s outcome table once it exists)', () => {
    const row = decoded(example).combatOutcomes!.Kn;
    const all = Object.fromEntries(DBMM_TROOP_TYPES.filter((x) => x !== 'Sh').map((x) => [x, row]));
    const fuller = { ...DBM_PROXY_TABLES, combatOutcomes: { rows: all, provenance: { kind: 'proxy' as const, ruleset: 'dbm' as const, section: 'p.23', reason: 'test' } }, quickKills: { rows: [], provenance: { kind: 'proxy' as const, ruleset: 'dbm' as const, section: 'p.23', reason: 'test' } } };
    const m = missingTables(null, { strict: false, proxies: 'dbm' }, fuller);
    // Shot is DBMM's own type: DBM has no row for it.
    expect(m).toEqual([{ table: 'combat-outcomes', entries: ['Sh'], reason: expect.any(String) as string, proxyAvailable: false }]);
  });
});
