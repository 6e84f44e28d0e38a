import { describe, expect, it } from 'vitest';
import { DEFAULT_DANGEROUS_RIVER, DEFAULT_RIVER_TABLE, DBM_DANGEROUS_RIVER, DBM_RIVER_TABLE } from '../../../src/rulesets/dbm/data/water.js';
import { enterDangerousRiver, riverDifficulty, survivesForcedCrossing, survivesFrozenFlight, wading } from '../../../src/rulesets/dbm/rules/20-water/river.js';

const calm = { flooded: false, runsOff: false, drySeason: false };

describe('Crossing water obstacles (L1558-1585)', () => {
  it('a die of 5 in flood totals 7: dangerous (L1562, L1571)', () => {
    const r = riverDifficulty(5, { ...calm, flooded: true }, DEFAULT_RIVER_TABLE);
    expect(r.total).toBe(7);
    expect(r.nature).toBe('dangerous');
  });
  it('a die of 4 in a Dry summer totals 2: paltry (L1562-1564)', () => {
    expect(riverDifficulty(4, { ...calm, drySeason: true }, DEFAULT_RIVER_TABLE)).toMatchObject({ total: 2, nature: 'paltry' });
  });
  it('the bands: <3 paltry, 3-4 easy, 5-6 tricky, 7+ dangerous (L1564-1571)', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => riverDifficulty(d, calm, DEFAULT_RIVER_TABLE).nature)).toEqual(['paltry', 'paltry', 'easy', 'easy', 'tricky', 'tricky']);
    expect(riverDifficulty(6, { flooded: true, runsOff: false, drySeason: false }, DEFAULT_RIVER_TABLE).nature).toBe('dangerous');
    expect(riverDifficulty(3, { ...calm, runsOff: true }, DEFAULT_RIVER_TABLE).nature).toBe('paltry');
  });
  it('tricky and dangerous rivers are waded one element wide at reduced speed; dismounted knights treat tricky as dangerous (L1566-1572)', () => {
    expect(wading('paltry')).toEqual({ oneWide: false, reduced: false, perElementDice: false });
    expect(wading('easy')).toEqual({ oneWide: false, reduced: true, perElementDice: false });
    expect(wading('tricky')).toEqual({ oneWide: true, reduced: true, perElementDice: false });
    expect(wading('tricky', true).perElementDice).toBe(true);
  });
  it('entering a dangerous river: 1 drowns, 2-4 blocked, 5+ crosses; +1 helps (L1572-1576)', () => {
    expect([1, 2, 3, 4, 5, 6].map((d) => enterDangerousRiver(d, false, DEFAULT_DANGEROUS_RIVER))).toEqual(['drowned', 'blocked', 'blocked', 'blocked', 'crosses', 'crosses']);
    expect(enterDangerousRiver(1, true, DEFAULT_DANGEROUS_RIVER)).toBe('blocked');
    expect(enterDangerousRiver(4, true, DEFAULT_DANGEROUS_RIVER)).toBe('crosses');
  });
  it('forced into a dangerous river an element needs 5+; fleeing over frozen water 2+ (L1576-1581)', () => {
    expect(survivesForcedCrossing(4, DEFAULT_DANGEROUS_RIVER)).toBe(false);
    expect(survivesForcedCrossing(5, DEFAULT_DANGEROUS_RIVER)).toBe(true);
    expect(survivesFrozenFlight(1, DEFAULT_DANGEROUS_RIVER)).toBe(false);
    expect(survivesFrozenFlight(2, DEFAULT_DANGEROUS_RIVER)).toBe(true);
  });
  it('the resolved defaults equal the sourced tables, and damaged readings are labelled inferred', () => {
    for (const [k, v] of Object.entries(DBM_RIVER_TABLE)) expect(DEFAULT_RIVER_TABLE[k as keyof typeof DEFAULT_RIVER_TABLE]).toBe(v.value);
    for (const [k, v] of Object.entries(DBM_DANGEROUS_RIVER)) expect(DEFAULT_DANGEROUS_RIVER[k as keyof typeof DEFAULT_DANGEROUS_RIVER]).toBe(v.value);
    expect(DBM_RIVER_TABLE.runsOff.provenance.kind).toBe('inferred');
    expect(DBM_RIVER_TABLE.flood.provenance.kind).toBe('stated');
  });
});
