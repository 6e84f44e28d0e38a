// Army panic (§12), random events at turn end (§14.5), line of sight (§8.4), what a player sees.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { effectiveMorale, geometry, stackDeck, viewFor, type DobState } from '../../../src/dawn-of-battle/index.js';
import { lineOfSight } from '../../../src/dawn-of-battle/calculators/index.js';
import { at, dieCards, eventsOf, fixtureDeck, nextTurn, run, scenario, start, toAction, u } from './fixtures.js';

function stacked(s: DobState, side: 'A' | 'B', cards: number[]): DobState {
  const r = stackDeck(s, side, cards);
  if (E.isLeft(r)) throw new Error(r.left.message);
  return r.right;
}

/** A's archers eliminate B's disrupted target, which takes B to its panic level (1). */
function panicGame(extraB: ReturnType<typeof u>[], leadersB: Parameters<typeof scenario>[0]['leadersB'] = [], placements = {}, options = {}) {
  let s = toAction(
    start(scenario({ A: [u('la', 'LA', at(5, 9))], B: [u('t', 'MI', at(5, 7), 2, { status: 'disrupted' }), ...extraB], panicA: 5, panicB: 1, leadersB, options })),
    placements,
    'A',
  );
  s = stacked(stacked(s, 'A', dieCards([6, 6])), 'B', dieCards([1]));
  return run(s, { type: 'activate-unit', player: 'A', unit: 'la', action: 'fire' }, { type: 'fire', player: 'A', lead: 'la', supporters: [], target: 't' });
}

describe('§12 army panic', () => {
  describe('§12.2 army panic', () => {
    it('§12.2 reaching the panic level panics the army once the action is done', () => {
      const r = panicGame([u('g', 'MI', at(2, 2), 2)]);
      expect(r.state.players.B.panics).toBe(1);
      expect(eventsOf(r.events, 'army-panic')).toHaveLength(1);
    });
  });

  describe('§12.4 army panic', () => {
    it('§12.4 a disrupted unit moves as far from the enemy as it can; good-order units disrupt; a leader protects its hex', () => {
      const r = panicGame(
        [u('d', 'LC', at(5, 5), 2, { status: 'disrupted' }), u('g', 'MI', at(1, 3), 2), u('gl', 'MI', at(9, 3), 2)],
        [{ id: 'K', command: 0, range: 1, combat: 0 }],
        { K: at(9, 3) },
        { panicMayExitMap: false },
      );
      const d = r.state.units['d']!;
      const before = geometry.distance(at(5, 5), at(5, 9));
      expect(geometry.distance(d.hex!, at(5, 9))).toBeGreaterThan(before);
      expect(eventsOf(r.events, 'panic-move').map((e) => e['unit'])).toContain('d');
      expect(r.state.units['g']!.status).toBe('disrupted');
      expect(r.state.units['gl']!.status).toBe('good');
    });
  });

  describe('§6.4 a panic move into a hex holding only an enemy leader', () => {
    it('§6.4 the overrun casualty draw runs, as for a normal move or an advance (§12.4)', () => {
      // B's disrupted light cavalry panics from (5,5) to the axial hex (0,4), where A's leader Q stands alone.
      const end = { q: 0, r: 4 };
      let s = toAction(
        start(scenario({
          A: [u('la', 'LA', at(5, 9))],
          B: [u('t', 'MI', at(5, 7), 2, { status: 'disrupted' }), u('d', 'LC', at(5, 5), 2, { status: 'disrupted' })],
          panicA: 5, panicB: 1, leadersA: [{ id: 'Q', command: 0, range: 1, combat: 0 }], options: { panicMayExitMap: false },
        })),
        { Q: end },
        'A',
      );
      s = stacked(stacked(s, 'A', dieCards([6, 6])), 'B', dieCards([1]));
      const r = run(s, { type: 'activate-unit', player: 'A', unit: 'la', action: 'fire' }, { type: 'fire', player: 'A', lead: 'la', supporters: [], target: 't' });
      expect(eventsOf(r.events, 'panic-move').map((e) => e['to'])).toEqual([end]);
      expect(eventsOf(r.events, 'card-drawn').map((e) => e['purpose'])).toContain('overrun leader (Q)');
      const q = r.state.leaders['Q']!;
      // Killed or wounded, the leader no longer shares the hex with the enemy unit.
      expect(q.where === 'map' && q.hex !== null && geometry.distance(q.hex, end) === 0).toBe(false);
    });
  });

  describe('§12.7 army panic', () => {
    it('§12.7 (ruling DOB-R44) a panicking unit that can leave the map does, and is eliminated', () => {
      const r = panicGame([u('d', 'LC', at(5, 1), 5, { status: 'disrupted' })]);
      expect(r.state.units['d']!.where).toBe('eliminated');
      expect(eventsOf(r.events, 'panic-exit')).toHaveLength(1);
      expect(r.state.players.B.losses).toBe(4 + 2);
    });
  });

  describe('§12.7 army panic', () => {
    it('§12.7 with panicMayExitMap off the unit stops at the edge instead', () => {
      const r = panicGame([u('d', 'LC', at(5, 1), 5, { status: 'disrupted' })], [], {}, { panicMayExitMap: false });
      expect(r.state.units['d']!.where).toBe('map');
    });
  });

  describe('§13.1 army panic', () => {
    it('§13.1 the enemy\'s panic is worth a point at the end', () => {
      const r = panicGame([u('g', 'MI', at(2, 2), 2)]);
      let s = r.state;
      for (let guard = 0; guard < 40 && s.phase.kind !== 'over'; guard++) s = nextTurn(toAction(s));
      expect(s.result!.items.some((i) => i.side === 'A' && i.section === '13.1')).toBe(true);
    });
  });
});

describe('§14.5 random events', () => {
  const base = (deck = fixtureDeck()) => toAction(start(scenario({ A: [u('a', 'MI', at(5, 8))], B: [u('b', 'MI', at(5, 2), 2)], leadersA: [{ id: 'L', command: 3, range: 1, combat: 0 }] }), {}, deck), { L: at(5, 8) }, 'A');

  describe('§14.5.3 random events', () => {
    it('§14.5.3 fatigue: one player shows it and draws at most the turn number: +1 fatigue, morale lowered but not below 1', () => {
      const deck = fixtureDeck({ 4: { icon: 'fatigue' } });
      const s0 = base(deck);
      const m = effectiveMorale(s0, 'A');
      const s = nextTurn(s0, { A: [4, 1] });
      expect(s.players.A.fatigue).toBe(1);
      expect(effectiveMorale(s, 'A')).toBe(Math.max(1, m - 1));
    });
  });

  describe('§14.5.3 random events', () => {
    it('§14.5.3 both players show fatigue: the Turn marker moves on a box', () => {
      const deck = fixtureDeck({ 4: { icon: 'fatigue' }, 10: { icon: 'fatigue' } });
      const s = nextTurn(base(deck), { A: [4], B: [10] });
      expect(s.turn).toBe(3);
      expect(s.players.A.fatigue + s.players.B.fatigue).toBe(0);
    });
  });

  describe('§14.5.2 random events', () => {
    it('§14.5.2 reshuffle: the discard pile goes back into the deck', () => {
      const deck = fixtureDeck({ 35: { icon: 'reshuffle' } });
      const s = nextTurn(base(deck), { A: [35] });
      // After the reshuffle, only the cards drawn since (the next turn's draws) are in the discard pile.
      expect(s.players.A.deck.discardPile.length).toBeLessThanOrEqual(3);
    });
  });

  describe('§14.5.4 random events', () => {
    it('§14.5.4 end of game: ignored before turn 5; from turn 5 a draw within the box value ends the game', () => {
      const deck = fixtureDeck({ 7: { icon: 'endOfGame' }, 13: { icon: 'endOfGame' }, 19: { icon: 'endOfGame' }, 25: { icon: 'endOfGame' } });
      let s = nextTurn(base(deck), { A: [7] });
      expect(s.turn).toBe(2);
      for (let i = 0; i < 3; i++) s = nextTurn(toAction(s, { L: at(5, 8) }, 'A'));
      expect(s.turn).toBe(5);
      // Turn 5's (placeholder) end-of-game value is 1: the icon then a die of 1 ends the game.
      s = toAction(s, { L: at(5, 8) }, 'A');
      s = nextTurn(s, { A: [13, 1] });
      expect(s.phase.kind).toBe('over');
    });
  });
});

describe('§8.4 line of sight', () => {
  const s = start(
    scenario({
      A: [u('a', 'LA', at(2, 8))],
      B: [u('h', 'HI', at(6, 4), 2), u('l', 'LI', at(6, 6), 2)],
      terrain: { [`${at(4, 2).q},${at(4, 2).r}`]: 'wooded' },
    }),
  );
  const from = at(4, 0);
  describe('§8.4.1 line of sight', () => {
    it('§8.4.1 woods block', () => {
      expect(lineOfSight(s, from, at(4, 4)).clear).toBe(false);
    });
  });
  it('non-light units block, light units do not', () => {
    expect(lineOfSight(s, at(6, 2), at(6, 6)).clear).toBe(false);
    expect(lineOfSight(s, at(6, 4 + 4), at(6, 5)).clear).toBe(true);
  });
  describe('§8.4.3 line of sight', () => {
    it('§8.4.3 a line along a hexside is blocked only when both sides are', () => {
      const a = at(8, 8);
      const b = geometry.step(geometry.step(a, 0), 1);
      const one = start(scenario({ A: [], B: [], terrain: { [`${geometry.step(a, 0).q},${geometry.step(a, 0).r}`]: 'wooded' } }));
      expect(lineOfSight(one, a, b).clear).toBe(true);
      const both = start(
        scenario({
          A: [], B: [],
          terrain: { [`${geometry.step(a, 0).q},${geometry.step(a, 0).r}`]: 'wooded', [`${geometry.step(a, 1).q},${geometry.step(a, 1).r}`]: 'town' },
        }),
      );
      expect(lineOfSight(both, a, b).clear).toBe(false);
    });
  });
  it('adjacent hexes need no line of sight', () => {
    expect(lineOfSight(s, at(6, 4), geometry.step(at(6, 4), 0)).clear).toBe(true);
  });
});

describe('§4.4 hidden leaders: viewFor', () => {
  it('the opponent sees a face-down counter, not which leader it is, nor the hand or the deck order', () => {
    const s = toAction(
      start(scenario({ A: [u('a', 'MI', at(5, 8))], B: [u('b', 'MI', at(5, 2), 2)], leadersA: [{ id: 'LA1', command: 1, range: 2, combat: 1 }], leadersB: [{ id: 'LB1', command: 1, range: 2, combat: 1 }] })),
      { LA1: at(5, 8), LB1: at(5, 2) },
      'A',
    );
    const v = viewFor(s, 'B');
    expect(v.leaders['LA1']).toBeUndefined();
    expect(v.leaders['LB1']).toBeDefined();
    expect(v.hiddenLeaders).toEqual([at(5, 8)]);
    expect(v.players.A.hand).toBeNull();
    expect(v.players.A.handSize).toBe(s.players.A.hand.length);
    expect(v.players.B.hand).toEqual(s.players.B.hand);
    expect(JSON.stringify(v)).not.toContain('"rng"');
    expect(JSON.stringify(v)).not.toContain('drawPile":[');
    // Once it activates a formation the leader is face up and visible.
    const r = run(s, { type: 'activate-formation', player: 'A', leader: 'LA1', units: ['a'], action: 'move' });
    expect(viewFor(r.state, 'B').leaders['LA1']).toBeDefined();
  });

  it('placement events name the hex, not the leader', () => {
    const s = start(scenario({ A: [u('a', 'MI', at(5, 8))], B: [u('b', 'MI', at(5, 2), 2)], leadersA: [{ id: 'LA1', command: 0, range: 2, combat: 1 }] }));
    let state = s;
    while (state.phase.kind !== 'placeLeaders') {
      const ph = state.phase;
      state = run(state, ph.kind === 'initiative' ? { type: 'decline-die-mod', player: ph.toAct } : { type: 'decline-bid', player: (ph as { toAct: 'A' | 'B' }).toAct }).state;
    }
    const r = run(state, { type: 'place-leader', player: 'A', leader: 'LA1', hex: at(5, 8) });
    expect(JSON.stringify(eventsOf(r.events, 'leader-placed'))).not.toContain('LA1');
  });
});
