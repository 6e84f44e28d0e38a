import { describe, expect, it } from 'vitest';
import type { DbaState } from '../../../src/rulesets/dba/index.js';
import { battle, ok, refused, type Spec } from './fixtures.js';

// Movement rules found wrong, tried as a rules lawyer would (issue #20), each fixed.

const contact = (element: string, target: string, edge: string) => ({ type: 'contact', player: 'a', element, target, edge });

describe('A:31: from an overlap onto the enemy flank', () => {
  // a2 overlaps b1 (front corner on front corner) on b1's left (east) side
  const line: Spec[] = [
    { id: 'a1', side: 'a', type: 'Bd', x: 1000, y: 1000, heading: 90 },
    { id: 'b1', side: 'b', type: 'Bd', x: 1000, y: 1000, heading: 270 },
    { id: 'a2', side: 'a', type: 'Bd', x: 1160, y: 1000, heading: 90 },
    { id: 'b2', side: 'b', type: 'Bd', x: 1320, y: 1000, heading: 270 },
    { id: 'b3', side: 'b', type: 'Bd', x: 1480, y: 1000, heading: 270 },
  ];
  it('is free of the distance limit ("otherwise, the maximum distance...")', () => {
    // the swing takes a front corner about 226p, beyond blades' 200p
    expect(ok(battle(line), contact('a2', 'b1', 'left')).state.elements['a2']!.heading).toBeCloseTo(180);
  });
  it('reaches only the flank it overlaps, not the far one', () => {
    expect(refused(battle(line), contact('a2', 'b1', 'right'))).toBe('not-behind-front');
  });
  it('has its path checked: a friend in the arc of its swing blocks it', () => {
    const s = battle([...line, { id: 'a3', side: 'a', type: 'Bd', x: 1230, y: 1150, heading: 90 }]);
    expect(refused(s, contact('a2', 'b1', 'left'))).toBe('blocked');
  });
});

describe('A:148 with A:95: a warband second move ending with its front edge on an enemy flank', () => {
  const moved = (s: DbaState): DbaState => ({ ...s, record: { ...s.record, moves: { wb: 1 } } });
  const enemy: Spec = { id: 'b1', side: 'b', type: 'Bd', x: 1000, y: 1000, heading: 270 };
  it('counts as ending in close combat (front-edge contact, clarification 1)', () => {
    const s = moved(battle([{ id: 'wb', side: 'a', type: 'Wb', x: 1200, y: 1080, heading: 180 }, enemy]));
    const r = ok(s, contact('wb', 'b1', 'left'));
    expect(r.state.record.moves['wb']).toBe(2);
  });
  it('a second move that ends short of contact is still refused', () => {
    const s = moved(battle([{ id: 'wb', side: 'a', type: 'Wb', x: 1200, y: 1080, heading: 180 }, enemy]));
    expect(refused(s, { type: 'move', player: 'a', element: 'wb', steps: [{ kind: 'forward', distance: 50 }] })).toBe('no-second-move');
  });
});

describe('A:25: crossing an enemy front within one base width, "except to ... face"', () => {
  const enemy: Spec = { id: 'e', side: 'b', type: 'Bd', x: 1000, y: 1400, heading: 270 };
  const side = (element: string, distance: number) => ({ type: 'move', player: 'a', element, steps: [{ kind: 'sidestep', distance }] });
  it('a sidestep across the enemy front, ending facing it, is refused', () => {
    const s = battle([enemy, { id: 'bd', side: 'a', type: 'Bd', x: 880, y: 1300, heading: 90 }]);
    // a sidestep is positive to the mover's left: -200 takes it from 120p one side of the
    // enemy's middle to 80p the other side
    expect(refused(s, side('bd', -200))).toBe('crosses-front');
  });
  it('sidling in to stand squarely in front of it is excused', () => {
    const s = battle([enemy, { id: 'bd', side: 'a', type: 'Bd', x: 880, y: 1300, heading: 90 }]);
    expect(ok(s, side('bd', -100)).state.elements['bd']!.x).toBeCloseTo(980);
  });
  it('turning in place to face it is excused', () => {
    const s = battle([enemy, { id: 'bd', side: 'a', type: 'Bd', x: 1000, y: 1300, heading: 0 }]);
    expect(ok(s, { type: 'move', player: 'a', element: 'bd', steps: [{ kind: 'turn', angle: 90 }] }).state.elements['bd']!.heading).toBeCloseTo(90);
  });
});

describe('A:21: a group moves sideways only to line up with enemy', () => {
  const line: Spec[] = [
    { id: 'b1', side: 'a', type: 'Bd', x: 1000, y: 1000, heading: 90 },
    { id: 'b2', side: 'a', type: 'Bd', x: 1160, y: 1000, heading: 90 },
  ];
  const gm = (steps: unknown[]) => ({ type: 'move-group', player: 'a', elements: ['b1', 'b2'], steps });
  it('a group sidestep with no enemy to line up with is refused', () => {
    expect(refused(battle(line), gm([{ kind: 'sidestep', distance: 40 }]))).toBe('bad-group-move');
  });
  it('a zig-zag (sideways and back) with no enemy to line up with is refused', () => {
    expect(refused(battle(line), gm([{ kind: 'sidestep', distance: 30 }, { kind: 'forward', distance: 100 }, { kind: 'sidestep', distance: -30 }]))).toBe('bad-group-move');
  });
  it('a sidestep that leaves an element squarely opposite an enemy within a base width is accepted', () => {
    const e: Spec = { id: 'e', side: 'b', type: 'Bd', x: 960, y: 1120, heading: 270 };
    expect(ok(battle([...line, e]), gm([{ kind: 'sidestep', distance: 40 }])).state.elements['b1']!.x).toBeCloseTo(960);
  });
  it('a sidestep then an advance into front contact with an enemy is accepted', () => {
    const e: Spec = { id: 'e', side: 'b', type: 'Bd', x: 960, y: 1100, heading: 270 };
    expect(ok(battle([...line, e]), gm([{ kind: 'sidestep', distance: 40 }, { kind: 'forward', distance: 100 }])).state.record.contacted['b1']).toEqual(['e']);
  });
});
