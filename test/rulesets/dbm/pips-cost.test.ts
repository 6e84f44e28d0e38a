import { describe, expect, it } from 'vitest';
import { DEFAULT_PIP_TABLE } from '../../../src/rulesets/dbm/data/pips.js';
import { pipCost, type PipCostInput, type PipMover } from '../../../src/rulesets/dbm/rules/16-bound/pip-cost.js';

const mover = (type: string, o: Partial<PipMover> = {}): PipMover => ({
  type, grade: 'O', irregular: false, cInC: false, general: false, withGeneral: false,
  mountedInfantry: false, psiloiSupportingCavalry: false, shortOfFullMove: false, ...o,
});
const input = (o: Partial<PipCostInput> = {}): PipCostInput => ({
  kind: 'tactical', single: false, land: true, movers: [mover('Sp'), mover('Sp')],
  general: { kind: 'near', distance: 100, inSight: true }, generalBonusUsed: false, unmovedSubGeneral: false,
  deviated: false, contactedEnemy: false, endedExcused: false, mountOrDismount: false, haltedFootExcused: false,
  marchNumber: 1, oneWideColumn: false, ...o,
});
const cost = (o: Partial<PipCostInput> = {}) => pipCost(input(o), DEFAULT_PIP_TABLE).cost;

describe('Player initiative point dicing: costs (L1214-1242)', () => {
  it('a move or halt costs one PIP before modifiers (L1214)', () => {
    expect(cost()).toBe(1);
    expect(cost({ kind: 'halt' })).toBe(1);
  });

  it('an irregular Bd(F) group that wheels and moves its full distance costs 2 (L1223-1226)', () => {
    const bd = mover('Bd', { grade: 'F', irregular: true });
    expect(cost({ movers: [bd, bd, bd, bd], deviated: true })).toBe(2);
  });

  it('the same group including the C-in-C costs 1 (L1216)', () => {
    const bd = mover('Bd', { grade: 'F', irregular: true });
    expect(cost({ movers: [mover('Bd', { grade: 'F', irregular: true, cInC: true, general: true }), bd, bd, bd], deviated: true })).toBe(1);
  });

  it('the C-in-C −1 is spent once per bound (L1217)', () => {
    const movers = [mover('Cv', { cInC: true, general: true })];
    expect(cost({ single: true, movers })).toBe(0);
    expect(cost({ single: true, movers, generalBonusUsed: true })).toBe(1);
  });

  it('a regular group 700p from its general, out of sight, costs 2; in sight 1; beyond 1,200p 2 (L1218-1222)', () => {
    expect(cost({ general: { kind: 'near', distance: 700, inSight: false } })).toBe(2);
    expect(cost({ general: { kind: 'near', distance: 700, inSight: true } })).toBe(1);
    expect(cost({ general: { kind: 'near', distance: 1201, inSight: true } })).toBe(2);
    expect(cost({ general: { kind: 'near', distance: 1200, inSight: true } })).toBe(1);
  });

  it('a general in front contact, straggling or lost costs +1 (L1219-1220)', () => {
    for (const kind of ['front-contact', 'straggling', 'lost'] as const) expect(cost({ general: { kind } })).toBe(2);
  });

  it('an irregular Kn group marching for the 3rd time costs 2; regular Sp only from the 4th (L1237-1242)', () => {
    const kn = mover('Kn', { irregular: true });
    expect(cost({ kind: 'march', movers: [kn, kn], marchNumber: 3 })).toBe(2);
    expect(cost({ kind: 'march', movers: [kn, kn], marchNumber: 2 })).toBe(1);
    expect(cost({ kind: 'march', marchNumber: 3 })).toBe(1);
    expect(cost({ kind: 'march', marchNumber: 4 })).toBe(2);
  });

  it('irregulars other than skirmishers in a one-wide column march 3 times without the +1 (L1242)', () => {
    const wb = mover('Wb', { irregular: true });
    expect(cost({ kind: 'march', movers: [wb, wb], marchNumber: 3, oneWideColumn: true })).toBe(1);
    expect(cost({ kind: 'march', movers: [wb, wb], marchNumber: 3 })).toBe(2);
  });

  it('irregular light troops and cavalry are not clumsy (L1223)', () => {
    for (const t of ['Ps', 'LH', 'Ax', 'Cv']) expect(cost({ movers: [mover(t, { irregular: true })], deviated: true })).toBe(1);
  });

  it('an irregular short of its full move costs +1 unless the move ended excused (L1227-1229)', () => {
    const wb = mover('Wb', { irregular: true, shortOfFullMove: true });
    expect(cost({ movers: [wb] })).toBe(2);
    expect(cost({ movers: [wb], endedExcused: true })).toBe(1);
  });

  it('a group of cavalry and unmounted foot costs +1, not with psiloi supporting the cavalry (L1230-1231)', () => {
    expect(cost({ movers: [mover('Cv'), mover('Sp')] })).toBe(2);
    expect(cost({ movers: [mover('Cv'), mover('Ps', { psiloiSupportingCavalry: true })] })).toBe(1);
    expect(cost({ movers: [mover('Cv', { general: true }), mover('Sp')] })).toBe(1);
  });

  it('artillery other than (F) or (X) costs +1 (L1232)', () => {
    expect(cost({ movers: [mover('Art')] })).toBe(2);
    expect(cost({ movers: [mover('Art', { grade: 'F' })] })).toBe(1);
    expect(cost({ movers: [mover('Art', { grade: 'X' })] })).toBe(1);
  });

  it('mounting or dismounting costs +1 (L1233)', () => {
    expect(cost({ single: true, movers: [mover('Kn')], mountOrDismount: true })).toBe(2);
  });

  it('halting irregulars costs +1 unless foot excused (L1234-1236)', () => {
    expect(cost({ kind: 'halt', movers: [mover('Wb', { irregular: true })] })).toBe(2);
    expect(cost({ kind: 'halt', movers: [mover('Wb', { irregular: true })], haltedFootExcused: true })).toBe(1);
  });

  it('a halt of an unmoved sub-general earns the −1, a move does not (L1216)', () => {
    expect(cost({ kind: 'halt', unmovedSubGeneral: true })).toBe(0);
    expect(cost({ unmovedSubGeneral: true })).toBe(1);
  });

  it('the cost never falls below 0 (ruling DBM-R20), and the terms add up to it', () => {
    const r = pipCost(input({ single: true, movers: [mover('Cv', { cInC: true, general: true })] }), { ...DEFAULT_PIP_TABLE, base: 0 });
    expect(r.cost).toBe(0);
    expect(r.terms.reduce((s, t) => s + t.value, 0)).toBe(0);
    expect(r.terms.map((t) => t.id)).toContain('floor');
  });
});
