// §13 victory tally through play: §13.1 panic point, §13.3 slaughter, §15.14 quicker
// play, §15.15 no draws, §4.0 end after the last turn (ruling DOB-R15).
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { dawnOfBattle, stackDeck, type DobState } from '../../../src/dawn-of-battle/index.js';
import { at, dieCards, nextTurn, run, scenario, start, toAction, u } from './fixtures.js';

function stacked(s: DobState, side: 'A' | 'B', cards: number[]): DobState {
  const r = stackDeck(s, side, cards);
  if (E.isLeft(r)) throw new Error(r.left.message);
  return r.right;
}

/** A's archers eliminate B's disrupted `t` (strength 4 at good order) in turn 1; then the game runs out. */
function play(options: Parameters<typeof scenario>[0]['options'], extraB: ReturnType<typeof u>[] = [], panicB = 30, turns = 2) {
  let s = toAction(
    start(scenario({ A: [u('la', 'LA', at(5, 9))], B: [u('t', 'MI', at(5, 7), 2, { status: 'disrupted' }), ...extraB], panicA: 5, panicB, options, turns })),
    {},
    'A',
  );
  s = stacked(stacked(s, 'A', dieCards([6, 6])), 'B', dieCards([1]));
  s = run(s, { type: 'activate-unit', player: 'A', unit: 'la', action: 'fire' }, { type: 'fire', player: 'A', lead: 'la', supporters: [], target: 't' }).state;
  for (let guard = 0; guard < 20 && s.phase.kind !== 'over'; guard++) s = nextTurn(toAction(s));
  return s;
}

describe('§13 victory', () => {
  describe('§13.3 victory', () => {
    it('§13.3 Glorious Slaughter: no losses against 4 gives A a point; the game ends after the last turn (ruling DOB-R15)', () => {
      const s = play({}, [u('g', 'MI', at(1, 1), 2)]);
      expect(s.phase.kind).toBe('over');
      expect(s.result!.items).toContainEqual(expect.objectContaining({ side: 'A', section: '13.3', points: 1 }));
      expect(s.result).toMatchObject({ winner: 'A', level: 'marginal' });
      // The fixture supplies counters and deck but not the Clash table or turn track: the shipped
      // (reconstructed) ones are in play, and the outcome says so.
      expect(dawnOfBattle.outcome(s)!.reconstructed).toBe(true);
    });
  });

  describe('§15.14 victory', () => {
    it('§15.14 quicker play: the game ends when an army reaches its panic level', () => {
      let s = toAction(start(scenario({ A: [u('la', 'LA', at(5, 9))], B: [u('t', 'MI', at(5, 7), 2, { status: 'disrupted' }), u('g', 'MI', at(1, 1), 2)], panicA: 5, panicB: 1, options: { quickerPlay: true } })), {}, 'A');
      s = stacked(stacked(s, 'A', dieCards([6, 6])), 'B', dieCards([1]));
      const r = run(s, { type: 'activate-unit', player: 'A', unit: 'la', action: 'fire' }, { type: 'fire', player: 'A', lead: 'la', supporters: [], target: 't' });
      expect(r.state.phase.kind).toBe('over');
      expect(r.state.result!.items).toContainEqual(expect.objectContaining({ side: 'A', section: '13.1' }));
    });
  });

  describe('§15.15 victory', () => {
    it('§15.15 no draws: an exact tie goes to side B', () => {
      let s = toAction(start(scenario({ A: [u('a', 'MI', at(5, 9))], B: [u('b', 'MI', at(5, 1), 2)], options: { noDraws: true }, turns: 1 })), {}, 'A');
      for (let guard = 0; guard < 5 && s.phase.kind !== 'over'; guard++) s = nextTurn(toAction(s));
      expect(s.result).toMatchObject({ winner: 'B', level: 'marginal' });
    });
  });

  it('without no draws the same game is a draw', () => {
    let s = toAction(start(scenario({ A: [u('a', 'MI', at(5, 9))], B: [u('b', 'MI', at(5, 1), 2)], turns: 1 })), {}, 'A');
    for (let guard = 0; guard < 5 && s.phase.kind !== 'over'; guard++) s = nextTurn(toAction(s));
    expect(s.result).toMatchObject({ winner: null, level: 'draw' });
  });
});
