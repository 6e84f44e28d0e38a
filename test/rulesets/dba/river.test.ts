import { describe, expect, it } from 'vitest';
import { factorTerms, resolveData } from '../../../src/rulesets/dba/index.js';
import { battle, ok, rect, refused } from './fixtures.js';

const fwd = (distance: number) => [{ kind: 'forward', distance }];
const mv = (element: string, steps: unknown[]) => ({ type: 'move', player: 'a', element, steps });
// a river 100p wide running east-west across the table
const river = rect('river', 'river', 0, 1100, 2400, 1200);
const road = rect('bridge', 'road', 1040, 0, 1120, 2400);

describe('§river-crossing (A:61-63, NO CHANGE: labelled stand-ins)', () => {
  it('a move entering a river is held to 100p (DBA 2.0 proxy), below the bad-going distance', () => {
    const s = battle([{ id: 'cv', side: 'a', type: 'Cv', x: 1400, y: 1000, heading: 90 }], { terrain: [river] });
    expect(refused(s, mv('cv', fwd(150)))).toBe('too-far');
    expect(ok(s, mv('cv', fwd(100))).state.elements['cv']!.y).toBeCloseTo(1100);
    // short of the river, the cavalry keep their 400p
    expect(ok(s, mv('cv', fwd(90))).state.elements['cv']!.y).toBeCloseTo(1090);
    const far = battle([{ id: 'cv', side: 'a', type: 'Cv', x: 1400, y: 500, heading: 90 }], { terrain: [river] });
    expect(ok(far, mv('cv', fwd(400))).state.elements['cv']!.y).toBeCloseTo(900);
  });
  it('a move wholly by road crosses by the bridge at the road distance', () => {
    const s = battle([{ id: 'bd', side: 'a', type: 'Bd', x: 1080, y: 900, heading: 90 }], { terrain: [river, road] });
    expect(ok(s, mv('bd', fwd(400))).state.elements['bd']!.y).toBeCloseTo(1300);
  });
  it('the river limit is an override-table value, and carries its provenance', () => {
    const rows = resolveData({ riverMove: 200 }).rows;
    expect(rows.find((r) => r.key === 'river.move')?.provenance.kind).toBe('user');
    // relabelled from a DBA 2.x proxy to a guess (issue #20, ruling DBA-R13): its only source is a house-rule page
    expect(resolveData().rows.find((r) => r.key === 'river.move')?.provenance).toMatchObject({ kind: 'inferred' });
    expect(resolveData().rows.find((r) => r.key === 'river.going')?.provenance.kind).toBe('inferred');
    const s = battle([{ id: 'cv', side: 'a', type: 'Cv', x: 1400, y: 1000, heading: 90 }], { terrain: [river], options: { overrides: { riverMove: 200 } } });
    expect(ok(s, mv('cv', fwd(150))).state.elements['cv']!.y).toBeCloseTo(1150);
  });
  it('a group crossing a river must be a one-element-wide column (A:21)', () => {
    const line = [
      { id: 'l1', side: 'a' as const, type: 'Bd' as const, x: 1400, y: 1050, heading: 90 },
      { id: 'l2', side: 'a' as const, type: 'Bd' as const, x: 1560, y: 1050, heading: 90 },
    ];
    expect(refused(battle(line, { terrain: [river] }), { type: 'move-group', player: 'a', elements: ['l1', 'l2'], steps: fwd(80) })).toBe('needs-column');
    const column = [
      { id: 'c1', side: 'a' as const, type: 'Bd' as const, x: 1400, y: 1050, heading: 90 },
      { id: 'c2', side: 'a' as const, type: 'Bd' as const, x: 1400, y: 990, heading: 90 },
    ];
    expect(ok(battle(column, { terrain: [river] }), { type: 'move-group', player: 'a', elements: ['c1', 'c2'], steps: fwd(80) }).state.elements['c1']!.y).toBeCloseTo(1130);
  });
  it('an element on the bank fighting an enemy in the river adds +1 (DBM: defending a river bank); the enemy in the river takes -2 for bad going', () => {
    const s = battle(
      [
        { id: 'bank', side: 'a', type: 'Bd', x: 1400, y: 1100, heading: 90 },
        { id: 'wet', side: 'b', type: 'Bd', x: 1400, y: 1100, heading: 270 },
      ],
      { terrain: [rect('river', 'river', 0, 1100, 2400, 1250)] },
    );
    const bank = factorTerms(s, s.elements['bank']!, s.elements['wet']!, { kind: 'close-combat', aidingAgainst: 0 });
    const wet = factorTerms(s, s.elements['wet']!, s.elements['bank']!, { kind: 'close-combat', aidingAgainst: 0 });
    expect(bank.find((t) => t.name === 'defending a river bank')).toMatchObject({ value: 1, section: 'river-crossing' });
    expect(wet.some((t) => t.name === 'defending a river bank')).toBe(false);
    expect(wet.find((t) => t.name === 'in bad going')?.value).toBe(-2);
  });
});
