// Every class of illegal command comes back as Left with a rule citation, and the state is untouched.
import { describe, expect, it } from 'vitest';
import { at, refused, run, scenario, start, toAction, u } from './fixtures.js';
import { dawnOfBattle, geometry } from '../../../src/dawn-of-battle/index.js';

const game = () =>
  toAction(
    start(
      scenario({
        A: [u('li', 'LI', at(5, 8)), u('hi', 'HI', at(9, 8)), u('a3', 'MI', at(3, 8))],
        B: [u('px', 'PX', at(5, 5), 2), u('b2', 'MI', at(8, 2), 2)],
        leadersA: [{ id: 'L', command: 0, range: 2, combat: 1 }],
      }),
    ),
    { L: at(5, 9) },
    'A',
  );

function citesSection(v: { citations: ReadonlyArray<{ ruleset: string; section: string }> }, section: string) {
  expect(v.citations.some((c) => c.ruleset === 'dawn-of-battle' && c.section === section)).toBe(true);
}

describe('illegal commands', () => {
  describe('§4.5 illegal commands', () => {
    it('§4.5 wrong player: B may not act on A\'s turn', () => {
      const v = refused(game(), { type: 'activate-unit', player: 'B', unit: 'px', action: 'move' });
      expect(v.code).toBe('wrong-player');
      citesSection(v, '4.5');
    });
  });

  describe('§4.4 illegal commands', () => {
    it('§4.4 wrong phase: placing a leader in the action cycle', () => {
      const v = refused(game(), { type: 'place-leader', player: 'A', leader: 'L', hex: at(1, 1) });
      expect(v.code).toBe('wrong-phase');
      citesSection(v, '4.4');
    });
  });

  describe('§5.3 illegal commands', () => {
    it('§5.3 unknown unit', () => {
      const v = refused(game(), { type: 'activate-unit', player: 'A', unit: 'ghost', action: 'move' });
      expect(v.code).toBe('unknown-unit');
      citesSection(v, '5.3');
    });
  });

  describe('§5.3 illegal commands', () => {
    it('§5.3 someone else\'s unit', () => {
      expect(refused(game(), { type: 'activate-unit', player: 'A', unit: 'px', action: 'move' }).code).toBe('not-your-unit');
    });
  });

  describe('§7.3 illegal commands', () => {
    it('§7.3 moving out of the front arc', () => {
      const s = run(game(), { type: 'activate-unit', player: 'A', unit: 'li', action: 'move' }).state;
      const v = refused(s, { type: 'move', player: 'A', unit: 'li', path: [{ type: 'enter', dir: 2, freeTurn: false }] });
      expect(v.code).toBe('out-of-arc');
      citesSection(v, '7.3');
    });
  });

  describe('§7.9 illegal commands', () => {
    it('§7.9 moving through an enemy unit', () => {
      const s = run(game(), { type: 'activate-unit', player: 'A', unit: 'li', action: 'move' }).state;
      // Put the li just south of the phalanx and step north into it.
      const s2 = { ...s, units: { ...s.units, li: { ...s.units['li']!, hex: geometry.step(at(5, 5), 2) } } };
      const v = refused(s2, { type: 'move', player: 'A', unit: 'li', path: [{ type: 'enter', dir: 5, freeTurn: false }] });
      expect(v.code).toBe('enemy-occupied');
      citesSection(v, '7.9');
    });
  });

  describe('§7.1 illegal commands', () => {
    it('§7.1 not enough movement points', () => {
      const s = run(game(), { type: 'activate-unit', player: 'A', unit: 'hi', action: 'move' }).state;
      const v = refused(s, { type: 'move', player: 'A', unit: 'hi', path: [0, 0, 0].map(() => ({ type: 'enter' as const, dir: 5 as const, freeTurn: false })) });
      expect(v.code).toBe('not-enough-mp');
      citesSection(v, '7.1');
    });
  });

  describe('§7.6 illegal commands', () => {
    it('§7.6 entering an enemy zone of control halts the move', () => {
      const s = run(game(), { type: 'activate-unit', player: 'A', unit: 'li', action: 'move' }).state;
      // (5,6) is px's front hex: the li must stop there.
      const v = refused(s, { type: 'move', player: 'A', unit: 'li', path: [{ type: 'enter', dir: 5, freeTurn: false }, { type: 'enter', dir: 5, freeTurn: false }, { type: 'enter', dir: 0, freeTurn: false }] });
      expect(v.code).toBe('must-stop');
      citesSection(v, '7.6');
    });
  });

  describe('§7.7 illegal commands', () => {
    it('§7.7 leaving the map', () => {
      const s0 = toAction(start(scenario({ A: [u('li', 'LI', at(5, 0))], B: [u('b', 'MI', at(11, 11), 2)] })), {}, 'A');
      const s = run(s0, { type: 'activate-unit', player: 'A', unit: 'li', action: 'move' }).state;
      expect(refused(s, { type: 'move', player: 'A', unit: 'li', path: [{ type: 'enter', dir: 5, freeTurn: false }] }).code).toBe('map-edge');
    });
  });

  describe('§5.0 illegal commands', () => {
    it('§5.0 spending a chit you do not have', () => {
      const s = game();
      const v = refused(s, { type: 'bank-chits', player: 'A', count: s.players.A.unspent + 1 });
      expect(v.code).toBe('no-action-points');
      citesSection(v, '5.7');
    });
  });

  describe('§5.0 illegal commands', () => {
    it('§5.0 a player who passed may take no more actions', () => {
      const s = run(game(), { type: 'pass', player: 'A' }).state;
      // B acts, then it is B again (A passed); A cannot act.
      const v = refused(s, { type: 'activate-unit', player: 'A', unit: 'li', action: 'move' });
      expect(v.code).toBe('wrong-player');
    });
  });

  describe('§5.2 illegal commands', () => {
    it('§5.2 a unit outside the leader\'s command range cannot join the formation', () => {
      const v = refused(game(), { type: 'activate-formation', player: 'A', leader: 'L', units: ['hi'], action: 'move' });
      expect(v.code).toBe('out-of-command');
      citesSection(v, '6.2');
    });
  });

  describe('§5.3 illegal commands', () => {
    it('§5.3 (ruling DOB-R16) a unit already marked Active! cannot be activated again', () => {
      let s = run(game(), { type: 'activate-unit', player: 'A', unit: 'li', action: 'move' }, { type: 'move', player: 'A', unit: 'li', path: [{ type: 'enter', dir: 5, freeTurn: false }] }).state;
      s = run(s, { type: 'pass', player: 'B' }).state;
      const v = refused(s, { type: 'activate-unit', player: 'A', unit: 'li', action: 'move' });
      expect(v.code).toBe('already-acted');
    });
  });

  describe('§14.3 illegal commands', () => {
    it('§14.3 events are discarded only at turn end', () => {
      expect(refused(game(), { type: 'discard-event', player: 'A', card: '1' }).code).toBe('wrong-phase');
    });
  });

  describe('§14.0 illegal commands', () => {
    it('§14.0 an event purchase may not exceed the hand size (morale 0 here)', () => {
      const v = refused(game(), { type: 'purchase-event', player: 'A' });
      expect(v.code).toBe('hand-full');
      citesSection(v, '14.0');
    });
  });

  it('malformed commands are refused with the failing path', () => {
    const r = dawnOfBattle.apply(game(), { type: 'move', player: 'A', unit: 'li', path: [{ type: 'enter', dir: 9, freeTurn: false }] } as never);
    expect(r._tag).toBe('Left');
    if (r._tag === 'Left') {
      expect(r.left.code).toBe('malformed-command');
      expect(r.left.message).toContain('path[0].dir');
    }
  });
});
