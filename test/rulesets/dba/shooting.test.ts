import { describe, expect, it } from 'vitest';
import { shotProblem } from '../../../src/rulesets/dba/shooting.js';
import type { DbaState } from '../../../src/rulesets/dba/index.js';
import { battle, ok, refused, type Spec } from './fixtures.js';

const bw: Spec = { id: 'a1', side: 'a', type: 'Bw', x: 1000, y: 1000, heading: 90 };
const target = (y: number, x = 1000, type: Spec['type'] = 'Bd'): Spec => ({ id: 'b1', side: 'b', type, x, y, heading: 270 });
const toShoot = (s: DbaState) => ok(s, { type: 'end-moves', player: 'a' }).state;
const problem = (s: DbaState) => shotProblem(s, s.elements['a1']!, s.elements['b1']!);

describe('§distant-shooting (A:69-75)', () => {
  it('bows shoot within 200p, artillery within 500p', () => {
    expect(problem(battle([bw, target(1200)]))).toBeNull();
    expect(problem(battle([bw, target(1210)]))).toContain('beyond 200p');
    expect(problem(battle([{ ...bw, type: 'Art' }, target(1500)]))).toBeNull();
  });
  it('only at a target within a base width of straight ahead', () => {
    expect(problem(battle([bw, target(1150, 1250)]))).toBeNull();
    expect(problem(battle([bw, target(1050, 1330)]))).toContain('straight ahead');
  });
  it('not if another element is even partly between', () => {
    const between: Spec = { id: 'a2', side: 'a', type: 'Ps', x: 1000, y: 1100, heading: 90 };
    expect(problem(battle([bw, target(1200), between]))).toContain('between');
  });
  it('not if either is in close combat', () => {
    const contact: Spec = { id: 'a3', side: 'a', type: 'Bd', x: 1500, y: 1150, heading: 90 };
    const inCombat: Spec = { ...target(1150), id: 'b1' };
    const fighting: Spec = { id: 'b2', side: 'b', type: 'Bd', x: 1500, y: 1150, heading: 270 };
    expect(problem(battle([bw, inCombat, contact, fighting]))).toBeNull();
    const s = battle([bw, { ...target(1150), x: 1000 }, { id: 'a4', side: 'a', type: 'Bd', x: 1000, y: 1150, heading: 90 }]);
    expect(problem(s)).not.toBeNull();
  });
  it('artillery shoot only if they did not move', () => {
    const s = battle([{ ...bw, type: 'Art' }, target(1400)]);
    const moved = ok(s, { type: 'move', player: 'a', element: 'a1', steps: [{ kind: 'forward', distance: 50 }] }).state;
    expect(problem(moved)).toContain('did not move');
  });
  it('a target that can shoot back must; the breakdown shows both shots', () => {
    const s = toShoot(battle([bw, { ...target(1150), type: 'Bw' }], { dice: [1, 1, 1, 1] }));
    expect(s.phase.tag).toBe('shoot');
    const r = ok(s, { type: 'shoot', player: 'a', shooter: 'a1', target: 'b1', aiding: [] });
    const shots = r.events.filter((e) => e.type === 'combat');
    expect(shots).toHaveLength(2);
    expect(r.state.record.shot).toEqual(['a1', 'b1']);
  });
  it('a 2nd and 3rd element aiding give the target -1 each; a fourth is refused', () => {
    const s = toShoot(
      battle([bw, { id: 'a2', side: 'a', type: 'Bw', x: 1160, y: 1000, heading: 90 }, target(1150)], { dice: [3, 3] }),
    );
    const r = ok(s, { type: 'shoot', player: 'a', shooter: 'a1', target: 'b1', aiding: ['a2'] });
    const report = r.events.find((e) => e.type === 'combat');
    expect(report?.type === 'combat' && report.report.b.terms.some((t) => t.name === 'aiding shooter' && t.value === -1)).toBe(true);
    expect(refused(s, { type: 'shoot', player: 'a', shooter: 'a1', target: 'b1', aiding: ['a2', 'x', 'y'] })).toBe('too-many-aiding');
  });
});
