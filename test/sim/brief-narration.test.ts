import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { battleText, briefBattleText, gameSeed, playGame, randomAgent, replayLog, type Agent, type GameLog } from '../../src/sim/index.js';
import { diceRaceSim, DICE_RACE_ID } from './fixtures/dice-race.js';

function plies(index: number) {
  const played = playGame(diceRaceSim, {
    index,
    seed: gameSeed('brief', index),
    scenario: { target: 60, players: ['red', 'blue'] },
    options: null,
    agents: [diceRaceSim.agents!.greedy as Agent, randomAgent],
    rotate: false,
    maxPlies: 5000,
    keepLog: true,
  });
  const r = replayLog(diceRaceSim, JSON.parse(JSON.stringify(played.log)) as GameLog);
  if (E.isLeft(r)) throw new Error(r.left.message);
  return r.right.plies;
}

describe('briefBattleText (the demo tells one battle briefly)', () => {
  it('keeps the opening and the end of a long battle and counts what it leaves out', () => {
    const all = plies(1);
    const whole = battleText(all, DICE_RACE_ID).trimEnd().split('\n');
    const brief = briefBattleText(all, DICE_RACE_ID, { head: 5, tail: 4 }).trimEnd().split('\n');
    expect(whole.length).toBeGreaterThan(20);
    expect(brief).toHaveLength(10);
    expect(brief.slice(0, 5)).toEqual(whole.slice(0, 5));
    expect(brief.slice(6)).toEqual(whole.slice(-4));
    expect(brief[5]).toBe(`      … ${whole.length - 9} lines left out here …`);
  });

  it('folds commands that told nothing into a count, and keeps a short battle whole', () => {
    const all = plies(2);
    const silent = all.map((p, i) => (i === 1 || i === 2 ? { ...p, events: [] } : p));
    const text = briefBattleText(silent, DICE_RACE_ID, { head: 10_000, tail: 0 });
    expect(text).toContain('      (2 commands with nothing to tell)\n');
    expect(text).not.toMatch(/^ {3}[23]\. /m);
    expect(text).not.toContain('left out');
  });
});
