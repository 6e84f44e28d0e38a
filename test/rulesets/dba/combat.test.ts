import { describe, expect, it } from 'vitest';
import { combatOdds, factorTerms, lookupOutcome, type DbaState } from '../../../src/rulesets/dba/index.js';
import { battle, ok, rect, toCombat, type Spec } from './fixtures.js';

const A = (type: Spec['type'], extra: Partial<Spec> = {}): Spec => ({ id: 'a1', side: 'a', type, x: 1000, y: 1000, heading: 90, ...extra });
const B = (type: Spec['type'], extra: Partial<Spec> = {}): Spec => ({ id: 'b1', side: 'b', type, x: 1000, y: 1000, heading: 270, ...extra });

function terms(s: DbaState, me = 'a1', opp = 'b1') {
  return factorTerms(s, s.elements[me]!, s.elements[opp]!, { kind: 'close-combat', aidingAgainst: 0 });
}
const names = (s: DbaState, me = 'a1', opp = 'b1') => terms(s, me, opp).map((t) => `${t.name}=${t.value}`);

describe('§close-combat (A:77-81): factors by opponent class', () => {
  it('blades +5 against foot, +3 against mounted (public 1.22 value)', () => {
    expect(names(battle([A('Bd'), B('Bd')]))[0]).toBe('blades vs foot=5');
    expect(names(battle([A('Bd'), B('Kn')]))[0]).toBe('blades vs mounted=3');
  });
  it('every term names its section and where its value comes from', () => {
    const t = terms(battle([A('Kn'), B('Bw')]))[0]!;
    expect(t).toMatchObject({ section: 'close-combat', source: 'public', value: 3 });
    expect(terms(battle([A('Wb'), B('Bw')]))[0]!.source).toBe('proxy:dba');
  });
});

describe('§support-factors (A:83-85)', () => {
  const depth: Partial<Record<Spec['type'], number>> = { Ax: 80 };
  const behind = (type: Spec['type'], extra: Partial<Spec> = {}, front: Spec['type'] = 'Bd'): Spec => ({ id: 'a2', side: 'a', type, x: 1000, y: 1000 - (depth[front] ?? 60), heading: 90, ...extra });
  it('pikes +3 with pikes contiguous behind facing the same way', () => {
    expect(names(battle([A('Pk'), behind('Pk'), B('Bd')]))).toContain('rear support by a2=3');
    expect(names(battle([A('Pk'), behind('Pk', { heading: 270, y: 880 }), B('Bd')])).some((n) => n.startsWith('rear support'))).toBe(false);
  });
  it('spears +1 only when fighting spears; warband +1', () => {
    expect(names(battle([A('Sp'), behind('Sp'), B('Sp')]))).toContain('rear support by a2=1');
    expect(names(battle([A('Sp'), behind('Sp'), B('Bd')])).some((n) => n.startsWith('rear support'))).toBe(false);
    expect(names(battle([A('Wb'), behind('Wb'), B('Bd')]))).toContain('rear support by a2=1');
  });
  it('no rear support in bad going, against a camp, when shot at by bows or after moving into contact with bows', () => {
    const wood = rect('w', 'wood', 800, 800, 1200, 960);
    expect(names(battle([A('Pk'), behind('Pk'), B('Bd')], { terrain: [wood] })).some((n) => n.startsWith('rear support'))).toBe(false);
    const shot = battle([A('Pk'), behind('Pk'), B('Bd')]);
    const shotAt: DbaState = { ...shot, record: { ...shot.record, shotAt: { a1: ['Bw'] } } };
    expect(names(shotAt).some((n) => n.startsWith('rear support'))).toBe(false);
    const ran: DbaState = { ...battle([A('Pk'), behind('Pk'), B('Bw')]), record: { ...shot.record, contacted: { a1: ['b1'] } } };
    expect(names(ran).some((n) => n.startsWith('rear support'))).toBe(false);
    const camp = battle([A('Pk'), behind('Pk'), B('Bd')]);
    const asCamp: DbaState = { ...camp, elements: { ...camp.elements, b1: { ...camp.elements['b1']!, camp: true, type: 'CF' } } };
    expect(names(asCamp).some((n) => n.startsWith('rear support'))).toBe(false);
  });
  it('psiloi behind spears, blades or auxilia add +1 against mounted or warband, or attacking a camp', () => {
    expect(names(battle([A('Bd'), behind('Ps'), B('Kn')]))).toContain('psiloi support by a2=1');
    expect(names(battle([A('Ax'), behind('Ps', {}, 'Ax'), B('Wb')]))).toContain('psiloi support by a2=1');
    expect(names(battle([A('Bd'), behind('Ps'), B('Bd')])).some((n) => n.startsWith('psiloi'))).toBe(false);
  });
});

describe('§tactical-factors (A:87-99)', () => {
  const overlapper: Spec = { id: 'b2', side: 'b', type: 'Bd', x: 1160, y: 1000, heading: 270 };
  it('-1 for each flank overlapped', () => {
    expect(names(battle([A('Bd'), B('Bd'), overlapper]))).toContain('overlapped by b2=-1');
  });
  it('-1 for each enemy in front-edge contact with its flank', () => {
    const flank: Spec = { id: 'b3', side: 'b', type: 'Bd', x: 920, y: 920, heading: 0 };
    expect(names(battle([A('Bd'), B('Bd'), flank]))).toContain('enemy b3 on its flank=-1');
  });
  it('a camp has no flanks and can be overlapped only by bows (ruling DBA-R4)', () => {
    const s = battle([A('Bd'), B('Bd'), { id: 'a9', side: 'a', type: 'Bd', x: 1160, y: 1000, heading: 90 }, { id: 'a8', side: 'a', type: 'Bw', x: 840, y: 1000, heading: 90 }]);
    const asCamp: DbaState = { ...s, elements: { ...s.elements, b1: { ...s.elements['b1']!, camp: true, type: 'CF' } } };
    const n = names(asCamp, 'b1', 'a1');
    expect(n).toContain('overlapped by a8=-1');
    expect(n.some((x) => x.includes('a9'))).toBe(false);
  });
  it('-2 in bad going for all but auxilia, bows and psiloi; and for mounted against enemy in bad going', () => {
    const wood = rect('w', 'wood', 800, 900, 1200, 1000);
    expect(names(battle([A('Bd'), B('Cv')], { terrain: [wood] }))).toContain('in bad going=-2');
    expect(names(battle([A('Ax'), B('Cv')], { terrain: [wood] })).some((n) => n.includes('bad going'))).toBe(false);
    expect(names(battle([A('Ax'), B('Cv')], { terrain: [wood] }), 'b1', 'a1')).toContain('mounted against enemy in bad going=-2');
  });
  it('the unchanged +2/+1/+1 lines are filled with labelled candidates: the general +1 (DBM proxy)', () => {
    const t = terms(battle([A('Cv', { general: true }), B('Bd')])).find((x) => x.name === 'general');
    expect(t).toMatchObject({ value: 1, source: 'proxy:dbm' });
    const off = battle([A('Cv', { general: true }), B('Bd')], { options: { overrides: { tacticalFactors: { general: 0 } } } });
    expect(names(off).some((n) => n.startsWith('general'))).toBe(false);
  });
});

describe('§combat-outcome (A:101-130)', () => {
  const out = (loser: Spec['type'], winner: Spec['type'], band: 'less' | 'half' | 'equal', opts: Parameters<typeof battle>[1] = {}) => {
    const s = battle([A(loser), B(winner)], opts);
    return lookupOutcome(s, s.elements['a1']!, s.elements['b1']!, band, 'close-combat');
  };
  it('knights: flee 600p from elephants; destroyed by scythed chariots or light horse or in bad going; else recoil (A:113)', () => {
    expect(out('Kn', 'El', 'less')).toBe('flee');
    expect(out('Kn', 'LH', 'less')).toBe('destroyed');
    expect(out('Kn', 'SCh', 'less')).toBe('destroyed');
    expect(out('Kn', 'Bd', 'less')).toBe('recoil');
    expect(out('Kn', 'Bd', 'less', { terrain: [rect('w', 'marsh', 800, 900, 1200, 1000)] })).toBe('destroyed');
  });
  it('knights destroyed by bows only when they moved into contact with those bows this bound (A:113)', () => {
    const s = battle([A('Kn'), B('Bw')]);
    expect(lookupOutcome(s, s.elements['a1']!, s.elements['b1']!, 'less', 'close-combat')).toBe('recoil');
    const moved: DbaState = { ...s, record: { ...s.record, contacted: { a1: ['b1'] } } };
    expect(lookupOutcome(moved, moved.elements['a1']!, moved.elements['b1']!, 'less', 'close-combat')).toBe('destroyed');
  });
  it('other mounted flee 600p from scythed chariots or in bad going, else recoil (A:114)', () => {
    expect(out('Cv', 'SCh', 'less')).toBe('flee');
    expect(out('LH', 'Bd', 'less', { terrain: [rect('w', 'wood', 800, 900, 1200, 1000)] })).toBe('flee');
    expect(out('Cm', 'Bd', 'less')).toBe('recoil');
  });
  it('bows destroyed by any mounted, else recoil; the words "in contact" dropped (A:117)', () => {
    expect(out('Bw', 'LH', 'less')).toBe('destroyed');
    expect(out('Bw', 'Bd', 'less')).toBe('recoil');
  });
  it('psiloi destroyed by knights or cavalry in good going, else recoil (A:119)', () => {
    expect(out('Ps', 'Cv', 'less')).toBe('destroyed');
    expect(out('Ps', 'Cv', 'less', { terrain: [rect('w', 'wood', 800, 900, 1200, 1000)] })).toBe('recoil');
  });
  it('artillery destroyed by any in close combat; recoil when shot (A:120)', () => {
    const s = battle([A('Art'), B('Bw')]);
    expect(lookupOutcome(s, s.elements['a1']!, s.elements['b1']!, 'less', 'close-combat')).toBe('destroyed');
    expect(lookupOutcome(s, s.elements['a1']!, s.elements['b1']!, 'less', 'shooting')).toBe('recoil');
  });
  it('cavalry doubled: flee 600p from pikes or spears in good going, else destroyed (A:127)', () => {
    expect(out('Cv', 'Sp', 'half')).toBe('flee');
    expect(out('Cv', 'Bd', 'half')).toBe('destroyed');
  });
  it('psiloi doubled: destroyed by Kn, Cv, Cm, LH in good going or by Bw, Ax, Ps; else flee 600p (A:129)', () => {
    expect(out('Ps', 'LH', 'half')).toBe('destroyed');
    expect(out('Ps', 'Ax', 'half')).toBe('destroyed');
    expect(out('Ps', 'Bd', 'half')).toBe('flee');
  });
  it('"other foot" covers spears and pikes (ruling DBA-R3); an equal score locks the combat; scythed chariots on equal are destroyed (DBM proxy)', () => {
    expect(out('Sp', 'Wb', 'less')).toBe('destroyed');
    expect(out('Pk', 'Bd', 'less')).toBe('recoil');
    expect(out('Bd', 'Bd', 'equal')).toBe('no-effect');
    expect(out('SCh', 'Bd', 'equal')).toBe('destroyed');
  });
});

describe('close combat through apply: order, dice, breakdown, outcome move', () => {
  it('the moving player resolves the combats in the order he chooses; the loser recoils its base depth', () => {
    const s = battle([A('Bd'), B('Bd'), { id: 'a5', side: 'a', type: 'Bd', x: 1600, y: 1000, heading: 90 }, { id: 'b5', side: 'b', type: 'Bd', x: 1600, y: 1000, heading: 270 }], { dice: [6, 1, 3, 3] });
    const c = toCombat(s);
    expect(c.phase.tag === 'combat' && c.phase.pairs).toHaveLength(2);
    const r = ok(c, { type: 'resolve-combat', player: 'a', a: 'a5', b: 'b5' });
    const report = r.events.find((e) => e.type === 'combat');
    expect(report?.type === 'combat' && report.report.a.total).toBe(11);
    expect(report?.type === 'combat' && report.report.b.total).toBe(6);
    expect(report?.type === 'combat' && report.report.outcomes).toEqual({ b5: 'recoil' });
    expect(r.state.elements['b5']!.y).toBeCloseTo(1060);
    const r2 = ok(r.state, { type: 'resolve-combat', player: 'a', a: 'a1', b: 'b1' });
    expect(r2.state.phase.tag).toBe('move');
    expect(r2.state.phase.tag === 'move' && r2.state.phase.player).toBe('b');
  });
  it('the combat odds calculator enumerates all 36 die pairs with the factor breakdown', () => {
    const s = battle([A('Kn'), B('Bw')]);
    const o = combatOdds(s, 'a1', 'b1')!;
    expect(o.a.value).toBe(3);
    expect(o.b.value).toBe(4);
    const sum = (x: Record<string, number>) => Object.values(x).reduce((p, q) => p + q, 0);
    expect(sum(o.a.outcomes)).toBe(36);
    expect(sum(o.b.outcomes)).toBe(36);
    // knights +3 against foot, bows +4 against mounted: the knights win 10 of 36, and bows beaten by mounted are destroyed
    expect(o.dice.higher).toBe(10);
    expect(o.b.outcomes.destroyed).toBe(10);
  });
});
