import { describe, expect, it } from 'vitest';
import { recoil, flee } from '../../../src/rulesets/dbx/outcome-moves.js';
import { active, outcomeWorld } from '../../../src/rulesets/dba/world.js';
import type { DbaState } from '../../../src/rulesets/dba/index.js';
import { battle, rect, type Spec } from './fixtures.js';

// a1: blades facing north, front edge on y = 1000, base 940..1000; b1 in front contact
const a1 = (type: Spec['type'] = 'Bd', extra: Partial<Spec> = {}): Spec => ({ id: 'a1', side: 'a', type, x: 1000, y: 1000, heading: 90, ...extra });
const b1: Spec = { id: 'b1', side: 'b', type: 'Bd', x: 1000, y: 1000, heading: 270 };

function doRecoil(s: DbaState, id = 'a1') {
  const e = s.elements[id]!;
  return recoil(outcomeWorld(s), active(s), e, e.depth);
}

describe('§recoil (A:132): back its base depth without turning', () => {
  it('moves straight back its own depth', () => {
    const r = doRecoil(battle([a1(), b1]));
    expect(r.end).toEqual({ kind: 'moved', distance: 60 });
    expect(r.updates['a1']).toMatchObject({ x: 1000, y: 940, heading: 90 });
  });
  it('is destroyed in contact with enemy front edges both to its front and to a flank', () => {
    const flank: Spec = { id: 'b3', side: 'b', type: 'Bd', x: 920, y: 920, heading: 0 };
    expect(doRecoil(battle([a1(), b1, flank])).end.kind).toBe('destroyed');
  });
  it('is destroyed when it meets an enemy front edge', () => {
    const behind: Spec = { id: 'b9', side: 'b', type: 'Bd', x: 1000, y: 910, heading: 90 };
    const r = doRecoil(battle([a1(), b1, behind]));
    expect(r.end).toMatchObject({ kind: 'destroyed', by: 'b9' });
  });
  it('§clarification-2: meeting any other enemy edge or corner, it just stops there', () => {
    const behind: Spec = { id: 'b9', side: 'b', type: 'Bd', x: 1000, y: 850, heading: 270 };
    const r = doRecoil(battle([a1(), b1, behind]));
    expect(r.end).toMatchObject({ kind: 'stopped', by: 'b9' });
    expect(r.updates['a1']!.y).toBeGreaterThanOrEqual(999 - 60);
    expect(r.updates['a1']!.y - 60).toBeGreaterThanOrEqual(910 - 0.51);
  });
  it('is destroyed when it meets terrain it cannot cross', () => {
    const r = doRecoil(battle([a1(), b1], { terrain: [rect('x', 'impassable', 900, 800, 1100, 920)] }));
    expect(r.end.kind).toBe('destroyed');
  });
  it('pushes back friends facing the same way that it may not pass through', () => {
    const ax: Spec = { id: 'a2', side: 'a', type: 'Ax', x: 1000, y: 940, heading: 90 };
    const r = doRecoil(battle([a1(), b1, ax]));
    expect(r.end.kind).toBe('moved');
    expect(r.pushed).toEqual([{ id: 'a2', distance: 60 }]);
    expect(r.updates['a2']!.y).toBeCloseTo(880, 0);
  });
  it('cannot push back elephants or war wagons: destroyed', () => {
    const el: Spec = { id: 'a2', side: 'a', type: 'El', x: 1000, y: 940, heading: 90 };
    expect(doRecoil(battle([a1(), b1, el])).end.kind).toBe('destroyed');
  });
  it('passes through friends it may: blades through blades or spears, ending to their rear', () => {
    const sp: Spec = { id: 'a2', side: 'a', type: 'Sp', x: 1000, y: 940, heading: 90 };
    const r = doRecoil(battle([a1(), b1, sp]));
    expect(r.end.kind).toBe('moved');
    expect(r.pushed).toEqual([]);
    expect(r.updates['a1']!.y).toBeLessThanOrEqual(880 + 0.5);
  });
  it('mounted recoil through any friends but pikes or elephants', () => {
    const cv = a1('Cv');
    const bd: Spec = { id: 'a2', side: 'a', type: 'Bd', x: 1000, y: 880, heading: 90 };
    expect(doRecoil(battle([cv, b1, bd])).pushed).toEqual([]);
    const pk: Spec = { ...bd, type: 'Pk' };
    expect(doRecoil(battle([cv, b1, pk])).pushed).toEqual([{ id: 'a2', distance: 120 }]);
  });
  it('troops not facing the same way cannot be recoiled through or pushed back (A:132 over A:67 by default; ruling DBA-R1)', () => {
    const ps: Spec = { id: 'a2', side: 'a', type: 'Ps', x: 1000, y: 800, heading: 270 };
    const cv = a1('Cv');
    expect(doRecoil(battle([cv, b1, ps])).end.kind).toBe('destroyed');
    const alt = battle([cv, b1, ps], { options: { recoilThroughOpposite: true } });
    expect(doRecoil(alt).end.kind).toBe('moved');
  });
  it('recoiling across the table edge: lost (A:142)', () => {
    const edge = battle([a1('Bd', { y: 90 }), { ...b1, y: 90 }]);
    expect(doRecoil(edge).end.kind).toBe('lost');
  });
});

describe('§combat-outcome: flee 600p (distance from the sheet, procedure DBM proxy)', () => {
  it('recoils, turns about and runs to its rear', () => {
    const s = battle([a1('Cv'), b1]);
    const e = s.elements['a1']!;
    const r = flee(outcomeWorld(s), active(s), e, 600);
    expect(r.end).toEqual({ kind: 'moved', distance: 600 });
    expect(r.updates['a1']!.heading).toBeCloseTo(270);
  });
  it('fleeing off the table: lost', () => {
    const s = battle([a1('Cv', { y: 500 }), { ...b1, y: 500 }]);
    expect(flee(outcomeWorld(s), active(s), s.elements['a1']!, 600).end.kind).toBe('lost');
  });
});
