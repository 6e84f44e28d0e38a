// Worked examples of initiative (§4.3) and action points (§4.2) through the public API.
import { describe, expect, it } from 'vitest';
import { dieCards, eventsOf, fixtureDeck, nextTurn, run, scenario, start, toAction, u, at } from '../../rulesets/dawn-of-battle/fixtures.js';

const sc = scenario({ A: [u('a1', 'MI', at(2, 8))], B: [u('b1', 'MI', at(2, 2), 2)] });

describe('§4.3 initiative example', () => {
  // Bob is side B, Dave side A. Turn 1: B wins; turns 2 and 3: B keeps it; turn 4: the example.
  function toTurn4() {
    const ua = new Set<number>();
    const ub = new Set<number>();
    // Per player, in draw order: action-point card, initiative card(s).
    let s = start(sc, { A: dieCards([1, 1], ua), B: dieCards([1, 6], ub) });
    expect(s.initiative.holder).toBe(null);
    s = toAction(s);
    expect(s.initiative).toEqual({ holder: 'B', box: 0 });
    // Turn 2: B draws 6 − 0: A cannot beat it, so A does not draw (§2.7.2).
    s = toAction(nextTurn(s, { A: dieCards([1, 1], ua), B: dieCards([1, 1, 6], ub) }));
    expect(s.initiative).toEqual({ holder: 'B', box: 1 });
    // Turn 3: B draws 6 − 1 = 5, A draws 1.
    s = toAction(nextTurn(s, { A: dieCards([1, 1, 1], ua), B: dieCards([1, 1, 6], ub) }));
    expect(s.initiative).toEqual({ holder: 'B', box: 2 });
    // Turn 4: Bob (B) draws 6, reduced by 2 to 4; Dave (A) draws 4: a tie.
    return nextTurn(s, { A: dieCards([1, 1, 4], ua), B: dieCards([1, 1, 6], ub) });
  }

  it('the holder subtracts the marker box and keeps the initiative on a tie', () => {
    const s = toTurn4();
    expect(s.turn).toBe(4);
    expect(s.phase).toMatchObject({ kind: 'initiativeBid', leader: 'B', toAct: 'A' });
  });

  it('Dave spends a chit to steal it; Bob cedes: Dave holds it in box 0', () => {
    const s = toTurn4();
    const apA = s.players.A.unspent;
    const apB = s.players.B.unspent;
    const r = run(s, { type: 'bid-initiative', player: 'A' }, { type: 'decline-bid', player: 'B' });
    expect(r.state.initiative).toEqual({ holder: 'A', box: 0 });
    expect(r.state.players.A.unspent).toBe(apA - 1);
    expect(r.state.players.B.unspent).toBe(apB);
  });

  it('had Bob kept it, the marker would go to box 3', () => {
    const s = toTurn4();
    const r = run(s, { type: 'decline-bid', player: 'A' });
    expect(r.state.initiative).toEqual({ holder: 'B', box: 3 });
    const draws = eventsOf(r.events, 'initiative-settled');
    expect(draws[0]).toMatchObject({ holder: 'B', box: 3 });
  });

  it('the holder penalty stops at 4', async () => {
    const { holderPenalty } = await import('../../../src/dawn-of-battle/index.js');
    expect([0, 1, 2, 3, 4, 5, 9].map(holderPenalty)).toEqual([0, 1, 2, 3, 4, 4, 4]);
  });

  it('a tie on turn 1 is redrawn', () => {
    const s = start(sc, { A: dieCards([1, 3, 2]), B: dieCards([1, 3, 5]) });
    // 3 vs 3 ties: both redraw; 2 vs 5: B wins.
    expect(s.phase).toMatchObject({ kind: 'initiativeBid', leader: 'B' });
  });
});

describe('§4.2 receive action points example', () => {
  it('leaders 2 + 1 and a card of 2 give five action points from a pool of seven', () => {
    const deck = fixtureDeck({ 2: { command: 2 } });
    const s = start(
      scenario({
        A: [u('a1', 'MI', at(2, 8))],
        B: [u('b1', 'MI', at(2, 2), 2)],
        leadersA: [{ id: 'L2', command: 2, range: 2, combat: 1 }, { id: 'L1', command: 1, range: 1, combat: 1 }],
      }),
      // Three starting events (morale 3), then the action-point card #2 (command 2).
      { A: [7, 13, 19, 2] },
      deck,
    );
    expect(s.players.A.hand).toEqual(['7', '13', '19']);
    expect(s.players.A.unspent).toBe(5);
    expect(s.players.A.chitPool).toBe(7);
  });

  it('an ex Machina card adds no command (§14.6)', () => {
    const deck = fixtureDeck({ 71: { command: 0 } });
    const s = start(scenario({ A: [u('a1', 'MI', at(2, 8))], B: [u('b1', 'MI', at(2, 2), 2)], leadersA: [{ id: 'L', command: 3, range: 2, combat: 1 }] }), { A: [7, 13, 19, 71] }, deck);
    expect(s.players.A.unspent).toBe(3);
  });

  it('action points never exceed the chit pool', () => {
    const s = start(scenario({ A: [u('a1', 'MI', at(2, 8))], B: [u('b1', 'MI', at(2, 2), 2)], leadersA: [{ id: 'L', command: 5, range: 2, combat: 1 }] }), {}, fixtureDeck());
    expect(s.players.A.unspent).toBe(7);
  });
});
