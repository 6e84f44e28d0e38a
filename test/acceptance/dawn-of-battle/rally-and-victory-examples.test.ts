// Worked examples: rally (§9.4), handicap (§13.5), sudden death (§13.7),
// Glorious Slaughter leader value (§13.3) and the verbatim tables.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { handicapTarget, stackDeck, suddenDeathApplies, victoryLevel, type DobState } from '../../../src/dawn-of-battle/index.js';
import { at, dieCards, eventsOf, fixtureDeck, run, scenario, start, toAction, u } from '../../rulesets/dawn-of-battle/fixtures.js';

function stacked(s: DobState, side: 'A' | 'B', cards: number[]): DobState {
  const r = stackDeck(s, side, cards);
  if (E.isLeft(r)) throw new Error(r.left.message);
  return r.right;
}

describe('§9.2, §9.3, §9.4 rally example', () => {
  // Bob (A here) has morale 3 (one leader of command 3), a radius-2 leader L; U1 in L's hex,
  // U2 adjacent, U3 two hexes away and next to no friendly leader; all disrupted.
  const game = () =>
    toAction(
      start(
        scenario({
          A: [
            u('u1', 'MI', at(5, 8), 5, { status: 'disrupted' }),
            u('u2', 'MI', at(5, 7), 5, { status: 'disrupted' }),
            u('u3', 'MI', at(5, 10), 5, { status: 'disrupted' }),
          ],
          B: [u('far', 'MI', at(11, 0), 2)],
          leadersA: [{ id: 'L', command: 3, range: 2, combat: 1 }],
        }),
      ),
      { L: at(5, 8) },
      'A',
    );

  it('U1 rallies without a draw; U2 draws 4 − 1 = 3 ≤ 3 and rallies; U3 draws 4 > 3 and stays disrupted', () => {
    const s = stacked(game(), 'A', dieCards([4, 4]));
    const ap = s.players.A.unspent;
    const r = run(s, { type: 'activate-formation', player: 'A', leader: 'L', units: ['u1', 'u2', 'u3'], action: 'rally' });
    const u1 = r.state.units['u1']!, u2 = r.state.units['u2']!, u3 = r.state.units['u3']!;
    expect([u1.status, u1.marker]).toEqual(['good', 'active']);
    expect([u2.status, u2.marker]).toEqual(['good', 'active']);
    expect([u3.status, u3.marker]).toEqual(['disrupted', 'none']);
    expect(r.state.players.A.unspent).toBe(ap - 1);
    expect(eventsOf(r.events, 'card-drawn')).toHaveLength(2);
    expect(eventsOf(r.events, 'rally').map((e) => e['success'])).toEqual([true, true, false]);
  });

  it('U3 may try again in a later activation this turn (§9.0)', () => {
    const s = stacked(game(), 'A', dieCards([4, 4]));
    const r = run(s, { type: 'activate-formation', player: 'A', leader: 'L', units: ['u1', 'u2', 'u3'], action: 'rally' });
    // B has its turn; B passes; then A activates U3 alone: a single unit outside an EZOC rallies automatically (§9.2).
    const r2 = run(r.state, { type: 'pass', player: 'B' }, { type: 'activate-unit', player: 'A', unit: 'u3', action: 'rally' });
    expect(r2.state.units['u3']!.status).toBe('good');
  });

  it('the §9.4 action-point modifier makes U3 pass too, for one more AP', () => {
    const s = stacked(game(), 'A', dieCards([4, 4]));
    const ap = s.players.A.unspent;
    const r = run(s, { type: 'activate-formation', player: 'A', leader: 'L', units: ['u1', 'u2', 'u3'], action: 'rally', rallyModifier: true });
    expect(r.state.units['u3']!.status).toBe('good');
    expect(r.state.players.A.unspent).toBe(ap - 2);
  });
});

describe('§13.5 handicap example', () => {
  // Every card shows the same die so the draw after the end-of-game reshuffle is known.
  // Cards 71 and 72 (6 and 1) settle the first initiative; every other card shows `d`.
  const allDie = (d: number) =>
    fixtureDeck({ ...Object.fromEntries(Array.from({ length: 70 }, (_, i) => [i + 1, { die: d }])), 71: { die: 6 }, 72: { die: 1 } });
  const game = (die: number) =>
    toAction(start(scenario({ A: [u('a', 'MI', at(5, 8))], B: [u('b', 'MI', at(5, 2), 2)], turns: 1 }), { A: [1, 71], B: [1, 72] }, allDie(die)), {}, 'A');

  it('banking one chit in turn 1 (box value 5) leaves a pool of six', () => {
    const r = run(game(3), { type: 'bank-chits', player: 'A', count: 1 });
    expect(r.state.players.A.chitPool).toBe(6);
    expect(r.state.players.A.banked).toEqual([{ turn: 1, count: 1 }]);
  });

  it('a final draw of 3 against threshold 3 earns the point; a 4 does not', () => {
    for (const [die, vp] of [[3, 1], [4, 0]] as const) {
      let s = run(game(die), { type: 'bank-chits', player: 'A', count: 1 }).state;
      s = run(s, { type: 'pass', player: 'B' }, { type: 'pass', player: 'A' }).state;
      while (s.phase.kind !== 'over') {
        const ph = s.phase;
        if (ph.kind === 'melee') s = run(s, { type: 'pass-melee', player: ph.toAct }).state;
        else if (ph.kind === 'turnEnd') s = run(s, { type: 'end-turn-end', player: ph.toAct }).state;
        else throw new Error(`unexpected phase ${ph.kind}`);
      }
      const items = s.result!.items.filter((i) => i.section === '13.5');
      expect(items.reduce((a, i) => a + i.points, 0)).toBe(vp);
    }
  });

  it('with morale 4 and a command card of 3, the reduced pool caps the action points at 6', () => {
    const deck = fixtureDeck();
    let s = start(scenario({ A: [u('a', 'MI', at(5, 8))], B: [u('b', 'MI', at(5, 2), 2)], leadersA: [{ id: 'L', command: 4, range: 2, combat: 0 }] }), {}, deck);
    s = toAction(s, { L: at(5, 8) }, 'A');
    s = run(s, { type: 'bank-chits', player: 'A', count: 1 }).state;
    expect(s.players.A.chitPool).toBe(6);
    // Next turn: 4 + 3 = 7, but the pool holds 6.
    let guard = 0;
    while (s.turn === 1 && guard++ < 50) {
      const ph = s.phase;
      if (ph.kind === 'action') s = run(s, { type: 'pass', player: ph.toAct }).state;
      else if (ph.kind === 'melee') s = run(s, { type: 'pass-melee', player: ph.toAct }).state;
      else if (ph.kind === 'turnEnd') s = run(s, { type: 'end-turn-end', player: ph.toAct }).state;
    }
    expect(s.turn).toBe(2);
    expect(s.players.A.unspent).toBe(6);
  });
});

describe('§13.7 sudden death example', () => {
  const base = () => start(scenario({ A: [u('a', 'MI', at(5, 8))], B: [u('b', 'MI', at(5, 2), 2)], panicA: 15 }));
  const withLosses = (l: number) => {
    const s = base();
    return { ...s, players: { ...s.players, A: { ...s.players.A, losses: l } } };
  };

  it('panic level 15: losses 4 win at once, 6 do not', () => {
    expect(suddenDeathApplies(withLosses(4), 'A')).toBe(true);
    expect(suddenDeathApplies(withLosses(6), 'A')).toBe(false);
  });

  it('losses of exactly 5: the rule ("fewer than 15 − 10") says no; the example ("not more than five") says yes (ruling DOB-R45 option)', () => {
    const s = withLosses(5);
    expect(suddenDeathApplies(s, 'A')).toBe(false);
    expect(suddenDeathApplies({ ...s, options: { ...s.options, suddenDeathInclusive: true } }, 'A')).toBe(true);
  });

  it('through play: B panics by losing its only unit while A has no losses, so A wins decisively', () => {
    let s = toAction(start(scenario({ A: [u('la', 'LA', at(5, 7), 5)], B: [u('b', 'MI', at(5, 5), 2, { status: 'disrupted' })], panicB: 1 })), {}, 'A');
    s = stacked(stacked(s, 'A', dieCards([6, 6])), 'B', dieCards([1]));
    const r = run(s, { type: 'activate-unit', player: 'A', unit: 'la', action: 'fire' }, { type: 'fire', player: 'A', lead: 'la', supporters: [], target: 'b' });
    expect(eventsOf(r.events, 'army-panic')).toHaveLength(1);
    expect(r.state.phase.kind).toBe('over');
    expect(r.state.result).toMatchObject({ winner: 'A', level: 'decisive' });
  });
});

describe('§13.3 Glorious Slaughter leader value', () => {
  it('a killed leader with command 2 adds 15 to its army\'s losses', () => {
    let s = toAction(
      start(scenario({ A: [u('la', 'LA', at(5, 7), 5)], B: [u('b', 'MI', at(5, 5), 2, { status: 'disrupted' })], leadersB: [{ id: 'K', command: 2, range: 2, combat: 1 }] })),
      { K: at(5, 5) },
      'A',
    );
    // A hits (6 > 1); B's leader draws a six, then a black die: killed.
    s = stacked(stacked(s, 'A', dieCards([6, 6])), 'B', [1, 6, 12]);
    const r = run(s, { type: 'activate-unit', player: 'A', unit: 'la', action: 'fire' }, { type: 'fire', player: 'A', lead: 'la', supporters: [], target: 'b' });
    expect(r.state.leaders['K']!.where).toBe('killed');
    expect(r.state.players.B.killedLeaderPoints).toBe(15);
    expect(eventsOf(r.events, 'leader-killed')).toHaveLength(1);
  });
});

describe('verbatim tables', () => {
  describe('§13.5 verbatim tables', () => {
    it('§13.5 handicap thresholds', () => {
      expect([0, 1, 2, 3, 4, 6, 7, 10, 11, 15, 16, 40].map(handicapTarget)).toEqual([0, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6]);
    });
  });
  describe('§13.6 verbatim tables', () => {
    it('§13.6 victory levels', () => {
      expect([0, 1, 2, 3, 7].map(victoryLevel)).toEqual(['draw', 'marginal', 'substantial', 'decisive', 'decisive']);
    });
  });
});
