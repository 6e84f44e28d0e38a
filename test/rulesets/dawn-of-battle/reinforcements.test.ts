// §7.8 reinforcements: entry cost, doubled movement, the column penalty, disrupted entry, leaders.
import { describe, expect, it } from 'vitest';
import { at, eventsOf, refused, run, scenario, start, toAction, u } from './fixtures.js';
import type { Scenario } from '../../../src/dawn-of-battle/index.js';

function withGroup(sc: Scenario, turn = 1): Scenario {
  return {
    ...sc,
    sides: {
      ...sc.sides,
      A: {
        ...sc.sides.A,
        leaders: [{ id: 'R', command: 0, range: 2, combat: 1 }],
        reinforcements: [{ id: 'col', turn, entryHexes: [at(5, 11)], units: [{ id: 'r1', counter: 'MI' }, { id: 'r2', counter: 'MI' }], leaders: ['R'] }],
      },
    },
  };
}
const base = () => withGroup(scenario({ A: [u('a', 'MI', at(1, 8))], B: [u('b', 'MI', at(5, 0), 2)] }));
const north = (n: number) => Array.from({ length: n }, () => ({ type: 'enter' as const, dir: 5 as const, freeTurn: false }));

describe('§7.8 reinforcements', () => {
  it('the group enters for 1 AP; the first unit pays the entry hex and moves on; its leader comes with it', () => {
    const s = toAction(start(base()), {}, 'A');
    const ap = s.players.A.unspent;
    const r = run(s, { type: 'activate-reinforcements', player: 'A', group: 'col' }, { type: 'enter-map', player: 'A', unit: 'r1', hex: at(5, 11), facing: 5, path: north(2) });
    expect(r.state.players.A.unspent).toBe(ap - 1);
    expect(r.state.units['r1']!.hex).toEqual(at(5, 9));
    expect(r.state.leaders['R']!.hex).toEqual(at(5, 9));
    expect(eventsOf(r.events, 'unit-entered')[0]).toMatchObject({ movement: 2 });
  });

  it('each unit through the same hex loses 1 MP per unit before it (the column)', () => {
    const s = toAction(start(base()), {}, 'A');
    const s1 = run(s, { type: 'activate-reinforcements', player: 'A', group: 'col' }, { type: 'enter-map', player: 'A', unit: 'r1', hex: at(5, 11), facing: 5, path: north(2) }).state;
    // r2: 3 MP − 1 for the hex − 1 for r1 = 1: one hex only.
    expect(refused(s1, { type: 'enter-map', player: 'A', unit: 'r2', hex: at(5, 11), facing: 5, path: north(2) }).code).toBe('not-enough-mp');
    const r = run(s1, { type: 'enter-map', player: 'A', unit: 'r2', hex: at(5, 11), facing: 5, path: north(1) });
    expect(r.state.units['r2']!.hex).toEqual(at(5, 10));
  });

  it('doubled movement goes farther but may not end next to an enemy unit', () => {
    const s = toAction(start(base()), {}, 'A');
    const s1 = run(s, { type: 'activate-reinforcements', player: 'A', group: 'col' }).state;
    const r = run(s1, { type: 'enter-map', player: 'A', unit: 'r1', hex: at(5, 11), facing: 5, path: north(5), doubled: true });
    expect(r.state.units['r1']!.hex).toEqual(at(5, 6));
    const near = toAction(start(withGroup(scenario({ A: [u('a', 'MI', at(1, 8))], B: [u('b', 'MI', at(5, 5), 2)] }))), {}, 'A');
    const n1 = run(near, { type: 'activate-reinforcements', player: 'A', group: 'col' }).state;
    const v = refused(n1, { type: 'enter-map', player: 'A', unit: 'r1', hex: at(5, 11), facing: 5, path: north(5), doubled: true });
    expect(v.code).toBe('doubled-next-to-enemy');
  });

  it('a unit may enter disrupted', () => {
    const s = run(toAction(start(base()), {}, 'A'), { type: 'activate-reinforcements', player: 'A', group: 'col' }).state;
    const r = run(s, { type: 'enter-map', player: 'A', unit: 'r1', hex: at(5, 11), facing: 5, path: [], disrupted: true });
    expect(r.state.units['r1']!.status).toBe('disrupted');
  });

  it('a group may not enter before its turn', () => {
    const s = toAction(start(withGroup(scenario({ A: [u('a', 'MI', at(1, 8))], B: [u('b', 'MI', at(5, 0), 2)] }), 3)), {}, 'A');
    expect(refused(s, { type: 'activate-reinforcements', player: 'A', group: 'col' }).code).toBe('too-early');
  });

  it('a blocked entry hex refuses entry (the off-map attack is melee)', () => {
    const s = toAction(start(withGroup(scenario({ A: [u('a', 'MI', at(1, 8))], B: [u('b', 'MI', at(5, 11), 2)] }))), {}, 'A');
    const s1 = run(s, { type: 'activate-reinforcements', player: 'A', group: 'col' }).state;
    expect(refused(s1, { type: 'enter-map', player: 'A', unit: 'r1', hex: at(5, 11), facing: 5, path: [] }).code).toBe('entry-refused');
  });
});
