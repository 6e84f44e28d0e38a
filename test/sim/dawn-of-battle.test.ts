import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from '../../src/core/canonical-json.js';
import type { DobCommand, DobState } from '../../src/rulesets/dawn-of-battle/index.js';
import { aleaFromSeed, fork } from '../../src/random/rng.js';
import { chooseCommand, randomAgent, replayLog, simulate, playGame, type Agent } from '../../src/sim/index.js';
import { determinizedState } from '../../src/dawn-of-battle/index.js';
import { dawnOfBattleKit, dobGreedyAgent } from '../../src/dawn-of-battle/kit/index.js';
import { expectBeats } from '../support/sign-test.js';

const sim = dawnOfBattleKit;
const decoded = sim.ruleset.scenarioCodec.decode(sim.scenarios!['default']!.scenario);
if (E.isLeft(decoded)) throw new Error('the default battle does not decode');
const scenario = decoded;

/** Plays random commands from the start until `until` holds (or the game ends). */
function playUntil(seed: string, until: (s: DobState) => boolean): DobState {
  const first = sim.ruleset.setup(scenario.right as never, { seed });
  if (E.isLeft(first)) throw new Error(first.left.message);
  let s = first.right;
  for (let ply = 0; ply < 2000 && !until(s); ply++) {
    const c = chooseCommand(sim, randomAgent as Agent<DobState, DobCommand>, s, { seed, ply });
    if (c === null) break;
    const step = sim.ruleset.apply(s, c);
    if (E.isLeft(step)) throw new Error(step.left.message);
    s = step.right.state;
  }
  return s;
}

const hiddenOf = (s: DobState, from: 'A' | 'B') => Object.values(s.leaders).filter((l) => l.side !== from && !l.revealed && l.where === 'map');

/** A state where A decides in the action phase while two or more of B's leaders stand face down. */
const truth = playUntil('hidden', (s) => s.phase.kind === 'action' && s.phase.toAct === 'A' && hiddenOf(s, 'A').length >= 2 && s.players.B.hand.length > 0);

/**
 * The same game with everything A cannot see changed: two of B's face-down leaders swap hexes,
 * B's hand takes other cards from B's draw pile, both draw piles are reordered and the game's
 * generator is another.
 */
function otherSecrets(s: DobState): DobState {
  const [l1, l2] = hiddenOf(s, 'A');
  const B = s.players.B;
  const unseen = [...B.hand, ...B.deck.drawPile];
  const rotated = [...unseen.slice(B.hand.length), ...unseen.slice(0, B.hand.length)];
  return {
    ...s,
    rng: aleaFromSeed('another future'),
    leaders: { ...s.leaders, [l1!.id]: { ...l1!, hex: l2!.hex }, [l2!.id]: { ...l2!, hex: l1!.hex } },
    players: {
      A: { ...s.players.A, deck: { ...s.players.A.deck, drawPile: [...s.players.A.deck.drawPile].reverse() } },
      B: { ...B, hand: rotated.slice(0, B.hand.length), deck: { ...B.deck, drawPile: rotated.slice(B.hand.length) } },
    },
  };
}

describe('§2.5.1 §4.4 hidden information: the determinized view', () => {
  it('the test position has hidden leaders, a hidden hand and secrets that really differ', () => {
    expect(hiddenOf(truth, 'A').length).toBeGreaterThanOrEqual(2);
    const other = otherSecrets(truth);
    expect(canonicalJson(other)).not.toBe(canonicalJson(truth));
    expect(other.players.B.hand).not.toEqual(truth.players.B.hand);
  });

  it('two states that differ only in what A cannot see give A the same view', () => {
    const rng = aleaFromSeed('agent');
    expect(canonicalJson(determinizedState(otherSecrets(truth), 'A', rng))).toBe(canonicalJson(determinizedState(truth, 'A', rng)));
  });

  it('keeps everything public and re-deals only the unknowns', () => {
    const v = determinizedState(truth, 'A', aleaFromSeed('agent'));
    expect(v.units).toEqual(truth.units);
    expect(v.players.A.hand).toEqual(truth.players.A.hand);
    expect([...v.players.A.deck.drawPile].sort()).toEqual([...truth.players.A.deck.drawPile].sort());
    expect(v.players.B.hand.length).toBe(truth.players.B.hand.length);
    expect([...v.players.B.hand, ...v.players.B.deck.drawPile].sort()).toEqual([...truth.players.B.hand, ...truth.players.B.deck.drawPile].sort());
    expect(v.players.B.deck.discardPile).toEqual(truth.players.B.deck.discardPile);
    // The hexes of B's face-down leaders are public; which leader stands where is not.
    const hexes = (s: DobState) => hiddenOf(s, 'A').map((l) => `${l.hex!.q},${l.hex!.r}`).sort();
    expect(hexes(v)).toEqual(hexes(truth));
    // A's own leaders and B's revealed ones are as they are.
    for (const l of Object.values(truth.leaders)) if (l.side === 'A' || l.revealed) expect(v.leaders[l.id]).toEqual(l);
    expect(v.rng).not.toEqual(truth.rng);
  });

  it('re-deals differently for other agent streams (the guesses vary)', () => {
    const views = new Set<string>();
    for (let i = 0; i < 8; i++) views.add(canonicalJson(determinizedState(truth, 'A', aleaFromSeed(`agent-${i}`)).players.B.hand));
    expect(views.size).toBeGreaterThan(1);
  });

  it('never changes the input state', () => {
    const before = canonicalJson(truth);
    determinizedState(truth, 'A', aleaFromSeed('agent'));
    expect(canonicalJson(truth)).toBe(before);
  });

  it("the greedy and random agents choose the same command whatever the opponent's secrets", () => {
    const other = otherSecrets(truth);
    for (let ply = 0; ply < 6; ply++) {
      for (const agent of [dobGreedyAgent, randomAgent as Agent<DobState, DobCommand>]) {
        expect(chooseCommand(sim, agent, other, { seed: 'g', ply })).toEqual(chooseCommand(sim, agent, truth, { seed: 'g', ply }));
      }
    }
  });

  it("the deciding player's legal commands are the same on its view as on the truth, all game long", () => {
    const first = sim.ruleset.setup(scenario.right as never, { seed: 'legal' });
    if (E.isLeft(first)) throw new Error(first.left.message);
    let s = first.right;
    let checked = 0;
    for (let ply = 0; ply < 400 && sim.ruleset.outcome(s) === null; ply++) {
      const d = sim.ruleset.pending(s)[0]!;
      if (ply % 4 === 0) {
        const view = determinizedState(s, d.player as 'A' | 'B', fork(aleaFromSeed('legal'), `ply/${ply}`));
        expect(canonicalJson(sim.ruleset.legalCommands(view))).toBe(canonicalJson(sim.ruleset.legalCommands(s)));
        checked++;
      }
      const c = chooseCommand(sim, randomAgent as Agent<DobState, DobCommand>, s, { seed: 'legal', ply })!;
      const step = sim.ruleset.apply(s, c);
      if (E.isLeft(step)) throw new Error(step.left.message);
      s = step.right.state;
    }
    expect(checked).toBeGreaterThan(20);
  });
});

describe('Dawn of Battle agents', () => {
  const games = 40;
  const run = simulate({ ruleset: sim, scenario: sim.scenarios!['default']!.scenario, games, seed: 'greedy-vs-random', agents: ['greedy', 'random'], rotate: true });

  it('greedy and random finish every game without an illegal command', () => {
    expect(E.isRight(run)).toBe(true);
    if (E.isLeft(run)) return;
    expect(run.right.summary.unfinished).toEqual({});
    expect(run.right.summary.finished).toBe(games);
  });

  it('greedy beats random: a sign test over the decided games (fixed seed, p < 0.01)', () => {
    if (E.isLeft(run)) throw new Error(run.left.message);
    expectBeats(run.right.records, 'greedy', 'random', 0.01);
  });

  it('a greedy game narrates with citations and replays from its log', () => {
    const played = playGame(sim, { index: 0, seed: 'narrated', scenario: scenario.right, options: null, agents: [dobGreedyAgent as Agent, randomAgent], rotate: false, maxPlies: 2000, keepLog: true });
    expect(played.log).not.toBeNull();
    const rep = replayLog(sim, played.log);
    if (E.isLeft(rep)) throw new Error(rep.left.message);
    expect(rep.right.matches).toBe(true);
    const lines = rep.right.plies.flatMap((p) => p.events).filter((e) => e.text !== '');
    expect(lines.some((e) => /fires at .*: .*= \d+ against draw \d+/.test(e.text) && e.citations.some((c) => c.section === '8.5.2'))).toBe(true);
    expect(lines.some((e) => /^Turn \d+ begins\.$/.test(e.text))).toBe(true);
    // Melees with their arithmetic: the adjustments, the strengths and both results (§10.2.3–5).
    expect(lines.some((e) => / fights .*: .*; strengths [+−]\d+ against [+−]\d+; .* (n|d|D|E) \(\w+\), .* (n|d|D|E) \(\w+\)\.$/.test(e.text) && e.citations.some((c) => c.section === '10.2.5'))).toBe(true);
    // Every line is a sentence: no bare event tag, no double full stop, nothing undefined (issue #19).
    expect(lines.filter((e) => /^[a-z]+(-[a-z]+)*$/.test(e.text) || /\.\.|undefined|\[object Object\]|NaN/.test(e.text)).map((e) => e.text)).toEqual([]);
  });
});
