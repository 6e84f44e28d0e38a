// §8.7.2.5–9 cannon: activated by hex, limber/unlimber/rotate/move, markers, untargetable.
import { describe, expect, it } from 'vitest';
import { at, refused, run, scenario, start, toAction, u } from './fixtures.js';

const game = () =>
  toAction(start(scenario({ A: [u('ay', 'AY', at(5, 8), 5, { strength: 3 }), u('ay2', 'AY', at(5, 8), 5, { strength: 2 })], B: [u('b', 'MI', at(5, 5), 2), u('la', 'LA', at(5, 6), 2)] })), {}, 'A');

describe('§8.7.2 cannon', () => {
  it('§8.7.2.8 one action point activates both cannon in a hex; limbering marks them Done!', () => {
    const s = game();
    const ap = s.players.A.unspent;
    const r = run(s, { type: 'activate-cannon', player: 'A', hex: at(5, 8), action: 'limber' });
    expect(r.state.players.A.unspent).toBe(ap - 1);
    for (const id of ['ay', 'ay2']) expect([r.state.units[id]!.status, r.state.units[id]!.marker]).toEqual(['disrupted', 'done']);
  });

  it('§8.7.2.9 rotating in place without limbering: any facing, Active!', () => {
    const r = run(game(), { type: 'activate-cannon', player: 'A', hex: at(5, 8), action: 'rotate', facing: 1 });
    expect([r.state.units['ay']!.facing, r.state.units['ay']!.marker, r.state.units['ay']!.status]).toEqual([1, 'active', 'good']);
  });

  it('§8.7.2.8 moving limbers first, then moves, Done!; an unlimbered cannon cannot unlimber', () => {
    const s = run(game(), { type: 'activate-cannon', player: 'A', hex: at(5, 8), action: 'move' }).state;
    const r = run(s, { type: 'move', player: 'A', unit: 'ay', path: [{ type: 'enter', dir: 5, freeTurn: false }] });
    expect(r.state.units['ay']!.status).toBe('disrupted');
    expect(r.state.units['ay']!.marker).toBe('done');
    expect(refused(game(), { type: 'activate-cannon', player: 'A', hex: at(5, 8), action: 'unlimber', facing: 0 }).code).toBe('cannon-cannot');
  });

  it('§5.3 cannon never join formations; §8.7.2.5 cannon cannot be targeted by ranged fire', () => {
    const s = toAction(start(scenario({ A: [u('la', 'LA', at(5, 8))], B: [u('ay', 'AY', at(5, 6), 2, { strength: 2 })] })), {}, 'A');
    const s1 = run(s, { type: 'activate-unit', player: 'A', unit: 'la', action: 'move' }).state;
    expect(s1.phase.kind).toBe('action');
    const v = refused(toAction(start(scenario({ A: [u('la', 'LA', at(5, 8))], B: [u('ay', 'AY', at(5, 6), 2, { strength: 2 }), u('t', 'MI', at(9, 2), 2)] })), {}, 'A'), { type: 'activate-unit', player: 'A', unit: 'la', action: 'fire' });
    expect(v.code).toBe('unable');
  });
});
