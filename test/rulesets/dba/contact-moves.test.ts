import { describe, expect, it } from 'vitest';
import { dba, type DbaState } from '../../../src/rulesets/dba/index.js';
import { battle, ok, refused, toCombat, type Spec } from './fixtures.js';

const contact = (element: string, target: string, edge: string) => ({ type: 'contact', player: 'a', element, target, edge });

describe('§tactical-moves: moving into contact, lined up', () => {
  it('front contact lines the mover up on the enemy front edge', () => {
    const s = battle([
      { id: 'a1', side: 'a', type: 'Kn', x: 950, y: 800, heading: 80 },
      { id: 'b1', side: 'b', type: 'Bd', x: 1000, y: 1000, heading: 270 },
    ]);
    const r = ok(s, contact('a1', 'b1', 'front'));
    expect(r.state.elements['a1']).toMatchObject({ x: 1000, y: 1000, heading: 90 });
    expect(r.state.record.contacted['a1']).toEqual(['b1']);
  });
  it('a flank contact must start behind the enemy front line; the enemy, free to its front, turns to face (DBM proxy)', () => {
    const enemy: Spec = { id: 'b1', side: 'b', type: 'Bd', x: 1000, y: 1000, heading: 270 };
    const ahead = battle([{ id: 'a1', side: 'a', type: 'Cv', x: 700, y: 900, heading: 0 }, enemy]);
    expect(refused(ahead, contact('a1', 'b1', 'left'))).toBe('not-behind-front');
    const behind = battle([{ id: 'a1', side: 'a', type: 'Cv', x: 1300, y: 1150, heading: 180 }, enemy]);
    const r = ok(behind, contact('a1', 'b1', 'left'));
    expect(r.events.map((e) => e.type)).toEqual(['moved', 'turned-to-face']);
    expect(r.state.elements['b1']!.heading).toBeCloseTo(r.state.elements['a1']!.heading + 180 - 360 * Math.floor((r.state.elements['a1']!.heading + 180) / 360));
  });
  it('an element overlapping an enemy can always move onto its flank (A:31), whatever the distance', () => {
    const s = battle([
      { id: 'a1', side: 'a', type: 'Bd', x: 1000, y: 1000, heading: 90 },
      { id: 'b1', side: 'b', type: 'Bd', x: 1000, y: 1000, heading: 270 },
      { id: 'a2', side: 'a', type: 'Bd', x: 1160, y: 1000, heading: 90 },
      { id: 'b2', side: 'b', type: 'Bd', x: 1320, y: 1000, heading: 270 },
      { id: 'b3', side: 'b', type: 'Bd', x: 1480, y: 1000, heading: 270 },
    ]);
    // a2 overlaps b1 (front corner on front corner); it swings onto b1's left (east) flank
    const r = ok(s, contact('a2', 'b1', 'left'));
    expect(r.state.elements['a2']!.heading).toBeCloseTo(180);
  });
  it('a camp can be attacked on any edge; winning against its followers takes the camp', () => {
    const s0 = battle([{ id: 'a1', side: 'a', type: 'Wb', x: 1000, y: 1950, heading: 90 }], { dice: [6, 1] });
    const camp = { side: 'b', x: 1000, y: 2000, heading: 270, width: 160, depth: 160, garrison: 'b.camp', occupiedBy: null };
    const cf = { id: 'b.camp', side: 'b', type: 'CF', command: 'b', general: false, camp: true, grade: null, irregular: false, status: 'active' as const, lostHow: null, x: 1000, y: 2000, heading: 270, width: 160, depth: 160 };
    const s: DbaState = { ...s0, camps: { b: camp }, elements: { ...s0.elements, 'b.camp': cf } };
    const moved = ok(s, contact('a1', 'b.camp', 'front')).state;
    const c = toCombat(moved);
    expect(c.phase.tag).toBe('combat');
    const r = ok(c, { type: 'resolve-combat', player: 'a', a: 'a1', b: 'b.camp' });
    const terms = r.events.find((e) => e.type === 'combat');
    expect(terms?.type === 'combat' && terms.report.b.terms.map((t) => t.name)).toContain('defending a camp');
    expect(r.state.elements['b.camp']!.status).toBe('destroyed');
    expect(r.state.camps['b']!.occupiedBy).toBe('a1');
    expect(r.events.some((e) => e.type === 'camp-occupied')).toBe(true);
  });
});

describe('pursuit (public 1.x: knights, scythed chariots and warband follow up)', () => {
  it('knights that beat blades follow the recoil back into contact; blades that win do not', () => {
    const s = battle(
      [
        { id: 'a1', side: 'a', type: 'Kn', x: 1000, y: 1000, heading: 90 },
        { id: 'b1', side: 'b', type: 'Bd', x: 1000, y: 1000, heading: 270 },
      ],
      { dice: [6, 2] },
    );
    const r = ok(toCombat(s), { type: 'resolve-combat', player: 'a', a: 'a1', b: 'b1' });
    expect(r.events.map((e) => e.type)).toContain('pursued');
    expect(r.state.elements['b1']!.y).toBeCloseTo(1060);
    expect(r.state.elements['a1']!.y).toBeCloseTo(1060, 0);
    const s2 = battle(
      [
        { id: 'a1', side: 'a', type: 'Bd', x: 1000, y: 1000, heading: 90 },
        { id: 'b1', side: 'b', type: 'Bd', x: 1000, y: 1000, heading: 270 },
      ],
      { dice: [6, 1] },
    );
    const r2 = ok(toCombat(s2), { type: 'resolve-combat', player: 'a', a: 'a1', b: 'b1' });
    expect(r2.events.map((e) => e.type)).not.toContain('pursued');
  });
});

describe('flank attackers recoil with their beaten friend (DBM M:1862-1863, proxy)', () => {
  it('when the frontal attacker loses, the friend on the enemy flank recoils too', () => {
    const s = battle(
      [
        { id: 'a1', side: 'a', type: 'Bd', x: 1000, y: 1000, heading: 90 },
        { id: 'b1', side: 'b', type: 'Bd', x: 1000, y: 1000, heading: 270 },
        // a2's front edge against b1's right flank (west side, x = 920)
        { id: 'a2', side: 'a', type: 'Bd', x: 920, y: 1080, heading: 0 },
      ],
      { dice: [1, 6] },
    );
    const before = s.elements['a2']!;
    const r = ok(toCombat(s), { type: 'resolve-combat', player: 'a', a: 'a1', b: 'b1' });
    const combat = r.events.find((e) => e.type === 'combat');
    expect(combat?.type === 'combat' && combat.report.b.terms.map((t) => t.name)).toContain('enemy a2 on its flank');
    expect(r.events.filter((e) => e.type === 'recoiled').map((e) => e.type === 'recoiled' && e.element)).toEqual(['a1', 'a2']);
    expect(r.state.elements['a2']!.x).toBeLessThan(before.x);
  });
});

describe('legalCommands in the shooting phase lists shots with and without aiding shooters', () => {
  it('offers each shot alone and aided', () => {
    const s = battle([
      { id: 'a1', side: 'a', type: 'Bw', x: 1000, y: 1000, heading: 90 },
      { id: 'a2', side: 'a', type: 'Bw', x: 1160, y: 1000, heading: 90 },
      { id: 'b1', side: 'b', type: 'Bd', x: 1080, y: 1150, heading: 270 },
    ]);
    const shoot = ok(s, { type: 'end-moves', player: 'a' }).state;
    const cmds = dba.legalCommands(shoot);
    expect(cmds).toContainEqual({ type: 'shoot', player: 'a', shooter: 'a1', target: 'b1', aiding: [] });
    expect(cmds).toContainEqual({ type: 'shoot', player: 'a', shooter: 'a1', target: 'b1', aiding: ['a2'] });
  });
});
