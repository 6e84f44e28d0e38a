import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { aleaFromSeed, rollD6 } from '../../src/random/rng.js';
import { blindState } from '../../src/index.js';
import { chooseCommand, greedyAgent, lossBalance, simulate, type AnyRulesetKit } from '../../src/sim/index.js';
import { diceRaceSim, type DiceRaceCommand, type DiceRaceState } from './fixtures/dice-race.js';

function deepFreeze<T>(v: T): T {
  if (v !== null && typeof v === 'object') {
    Object.freeze(v);
    for (const x of Object.values(v as object)) deepFreeze(x);
  }
  return v;
}

describe('blindState', () => {
  const state = deepFreeze({
    rng: aleaFromSeed('game'),
    nested: [{ deck: { drawPile: ['a', 'b', 'c', 'd', 'e', 'f'], discardPile: ['z'] } }],
    hand: ['x'],
  });
  it('replaces generators, shuffles draw piles, keeps everything else, and mutates nothing', () => {
    const b = blindState(state, aleaFromSeed('agent'));
    expect(b.rng).not.toEqual(state.rng);
    expect(b.rng.algorithm).toBe('alea');
    expect([...b.nested[0]!.deck.drawPile].sort()).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
    expect(b.nested[0]!.deck.discardPile).toEqual(['z']);
    expect(b.hand).toEqual(['x']);
    expect(blindState(state, aleaFromSeed('agent'))).toEqual(b);
    expect(blindState(state, aleaFromSeed('other')).rng).not.toEqual(b.rng);
  });
});

describe('greedyAgent (generic one-ply look-ahead)', () => {
  const progress = (s: DiceRaceState, p: string) => s.scores[p]! + (s.players[s.active] === p ? s.turnTotal : 0) - Math.max(...s.players.filter((q) => q !== p).map((q) => s.scores[q]!));
  const sim = { ...diceRaceSim, agents: { lookahead: greedyAgent<DiceRaceState, DiceRaceCommand>({ name: 'lookahead', evaluate: progress }) } } as AnyRulesetKit;

  it('never plays an illegal command', () => {
    const r = simulate({ ruleset: sim, scenario: { target: 30, players: ['red', 'blue'] }, games: 200, seed: 'g', agents: ['lookahead', 'random'], rotate: true });
    expect(E.isRight(r) && r.right.summary.unfinished).toEqual({});
  });

  it('looks ahead with dice it invents, not the game generator (chooseCommand gives it the blinded view)', () => {
    const setup = diceRaceSim.ruleset.setup({ target: 30, players: ['red', 'blue'] }, { seed: 'peek' });
    if (E.isLeft(setup)) throw new Error('setup');
    const truth: DiceRaceState = { ...setup.right, turnTotal: 4 };
    const trueRoll = rollD6(truth.rng).value;
    const seen = new Set<number>();
    for (let i = 0; i < 40; i++) {
      const spy = greedyAgent<DiceRaceState, DiceRaceCommand>({
        evaluate: (s) => {
          if (s.turnTotal > 4) seen.add(s.turnTotal - 4);
          return 0;
        },
      });
      // The simulator's context blinds the state: the agent sees dice it invents.
      chooseCommand(diceRaceSim, spy, truth, { seed: `agent-${i}`, ply: i });
    }
    expect(seen.size).toBeGreaterThan(2); // invented rolls vary; the true next roll is one value
    expect([...seen].every((v) => v >= 2 && v <= 6)).toBe(true);
    expect(trueRoll).toBeGreaterThanOrEqual(1);
  });

  it('scores losses from the stats hook', () => {
    const evaluate = lossBalance(diceRaceSim as AnyRulesetKit);
    const s = { lost: { red: 3, blue: 10 } } as unknown as DiceRaceState;
    expect(evaluate(s, 'red')).toBe(7);
    expect(evaluate(s, 'blue')).toBe(-7);
    expect(lossBalance({ ruleset: diceRaceSim.ruleset, players: () => [] } as AnyRulesetKit)(s, 'red')).toBe(0);
  });
});

describe('Dawn of Battle greedy agent regression', () => {
  it('finishes game 384 of the bench run, where every score once came out NaN and it played nothing (undefined)', async () => {
    const { playGame, resolveAgents, decodeScenario } = await import('../../src/sim/index.js');
    const dob = (await import('../../src/registry/index.js')).kits['dawn-of-battle']!;
    const scenario = decodeScenario(dob, dob.scenarios!['default']!.scenario);
    const agents = resolveAgents(dob, ['greedy', 'random']);
    if (scenario._tag === 'Left' || agents._tag === 'Left') throw new Error('setup');
    const g = playGame(dob, { index: 384, seed: 'bench/game/384', scenario: scenario.right, options: null, agents: agents.right, rotate: true, maxPlies: 10_000, keepLog: false });
    expect(g.record.status).toBe('finished');
  });
});
