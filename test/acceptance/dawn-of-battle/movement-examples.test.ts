// Movement examples A–E (§7 figure captions) and the leader radius note (§5.2 note 3).
// The diagram is missing, so the positions are reconstructed on the hex module's convention:
// facing 5 has its front hexes north (direction 5) and north-east (direction 0); facing 2 looks south.
import { describe, expect, it } from 'vitest';
import { at, eventsOf, run, scenario, start, toAction, u } from '../../rulesets/dawn-of-battle/fixtures.js';
import type { DobState } from '../../../src/dawn-of-battle/index.js';

function game(A: Parameters<typeof scenario>[0]['A'], B: Parameters<typeof scenario>[0]['B'], leadersA = [] as Parameters<typeof scenario>[0]['leadersA'], placements = {}): DobState {
  return toAction(start(scenario({ A, B: B.length ? B : [u('far', 'MI', at(11, 0), 2)], leadersA: leadersA ?? [] })), placements, 'A');
}

describe('§7.1, §7.3, §7.4, §7.6 movement examples', () => {
  it('A: heavy infantry advances two hexes with the free turn to the left: 2 MP, Active!', () => {
    const s = game([u('hi', 'HI', at(5, 8))], []);
    const r = run(s, { type: 'activate-unit', player: 'A', unit: 'hi', action: 'move' }, {
      type: 'move', player: 'A', unit: 'hi', path: [{ type: 'enter', dir: 5, freeTurn: false }, { type: 'enter', dir: 5, freeTurn: true }],
    });
    const hi = r.state.units['hi']!;
    expect(hi.hex).toEqual(at(5, 6));
    expect(hi.facing).toBe(4);
    expect(hi.marker).toBe('active');
    expect(eventsOf(r.events, 'unit-moved')[0]).toMatchObject({ spent: 2 });
  });

  it('B: disrupted heavy infantry advances two hexes and pays 1 MP to turn the other way: 3 MP, Active!', () => {
    const s = game([u('hi', 'HI', at(5, 8), 5, { status: 'disrupted' })], []);
    const r = run(s, { type: 'activate-unit', player: 'A', unit: 'hi', action: 'move' }, {
      type: 'move', player: 'A', unit: 'hi', path: [{ type: 'enter', dir: 5, freeTurn: false }, { type: 'enter', dir: 5, freeTurn: false }, { type: 'rotate', facing: 0 }],
    });
    expect(r.state.units['hi']!.facing).toBe(0);
    expect(r.state.units['hi']!.marker).toBe('active');
    expect(eventsOf(r.events, 'unit-moved')[0]).toMatchObject({ spent: 3 });
  });

  it('C: light infantry leaves an enemy zone by turning 180° for 1 MP and advancing two hexes: Done!', () => {
    const s = game([u('li', 'LI', at(5, 6))], [u('px', 'PX', at(5, 5), 2)]);
    const r = run(s, { type: 'activate-unit', player: 'A', unit: 'li', action: 'move' }, {
      type: 'move', player: 'A', unit: 'li', path: [{ type: 'rotate', facing: 2 }, { type: 'enter', dir: 2, freeTurn: false }, { type: 'enter', dir: 2, freeTurn: false }],
    });
    expect(r.state.units['li']!.hex).toEqual(at(5, 8));
    expect(r.state.units['li']!.marker).toBe('done');
    expect(eventsOf(r.events, 'unit-moved')[0]).toMatchObject({ spent: 3 });
  });

  it('C (§7.6, ruling DOB-R22): turning in place inside the enemy zone is free and leaves the unit Active!', () => {
    const s = game([u('li', 'LI', at(5, 6))], [u('px', 'PX', at(5, 5), 2)]);
    const r = run(s, { type: 'activate-unit', player: 'A', unit: 'li', action: 'move' }, { type: 'move', player: 'A', unit: 'li', path: [{ type: 'rotate', facing: 2 }] });
    expect(r.state.units['li']!.marker).toBe('active');
    expect(eventsOf(r.events, 'unit-moved')[0]).toMatchObject({ spent: 0 });
  });

  it('D: a cataphract moving four clear hexes without turning into a phalanx zone stops and may charge', () => {
    const s = game([u('ct', 'CT', at(3, 10))], [u('px', 'PX', at(3, 5), 2)]);
    const path = [0, 0, 0, 0].map(() => ({ type: 'enter' as const, dir: 5 as const, freeTurn: false }));
    const r = run(s, { type: 'activate-unit', player: 'A', unit: 'ct', action: 'move' }, { type: 'move', player: 'A', unit: 'ct', path, charge: true });
    expect(r.state.units['ct']!.hex).toEqual(at(3, 6));
    expect(r.state.units['ct']!.charge).toBe(true);
    expect(eventsOf(r.events, 'charge-declared')).toHaveLength(1);
  });

  it('E: light cavalry passing the phalanx rear is never stopped (rear hexes are no zone of control)', () => {
    const s = game([u('lc', 'LC', at(8, 9))], [u('px', 'PX', at(8, 5), 5)]);
    const path = [5, 5, 5, 0, 0].map((d) => ({ type: 'enter' as const, dir: d as 5 | 0, freeTurn: false }));
    const r = run(s, { type: 'activate-unit', player: 'A', unit: 'lc', action: 'move' }, { type: 'move', player: 'A', unit: 'lc', path });
    expect(r.state.units['lc']!.marker).toBe('active');
    expect(eventsOf(r.events, 'unit-moved')[0]).toMatchObject({ spent: 5 });
  });
});

describe('§5.2 note 3 and §6.3 leader radius', () => {
  const leaders = [{ id: 'L', command: 0, range: 2, combat: 1 }];
  const setupLc = () => game([u('lc', 'LC', at(5, 9)), u('mi', 'MI', at(7, 9))], [], leaders, { L: at(5, 9) });
  const enter = (n: number) => Array.from({ length: n }, () => ({ type: 'enter' as const, dir: 5 as const, freeTurn: false }));

  it('a radius-2 leader carried two hexes can still form formations', () => {
    const r = run(setupLc(), { type: 'activate-unit', player: 'A', unit: 'lc', action: 'move' }, { type: 'move', player: 'A', unit: 'lc', path: enter(2) });
    expect(r.state.leaders['L']!.hex).toEqual(at(5, 7));
    expect(r.state.leaders['L']!.canForm).toBe(true);
  });

  it('carried three hexes it is flipped and forms no more formations this turn', () => {
    const r = run(setupLc(), { type: 'activate-unit', player: 'A', unit: 'lc', action: 'move' }, { type: 'move', player: 'A', unit: 'lc', path: enter(3) });
    expect(r.state.leaders['L']!.canForm).toBe(false);
    expect(eventsOf(r.events, 'leader-flipped')).toHaveLength(1);
  });
});
