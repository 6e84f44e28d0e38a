import { describe, expect, it } from 'vitest';
import { aleaFromSeed } from '../../../src/random/rng.js';
import { hourAfterBounds, hourPassesAfterBound } from '../../../src/rulesets/dbm/rules/16-bound/clock.js';
import { assignPooledPips, pipDiceMode, throwPips, type PipDiceCommand } from '../../../src/rulesets/dbm/rules/16-bound/pip-dice.js';
import { becomesUnreliable, changesSides, commits, uncommittedMoveAllowed } from '../../../src/rulesets/dbm/rules/16-bound/unreliable-allies.js';
import { recordNightScore, stoppedForNight } from '../../../src/rulesets/dbm/rules/20-night/night.js';

const cmd = (id: string, o: Partial<PipDiceCommand> = {}): PipDiceCommand => ({ id, irregularGeneral: false, ally: false, offTableOrAmbush: false, noDie: false, ...o });
const clear = { restrictedVisibility: false, cInCLost: false };

describe('Player initiative point dicing: the dice (L1202-1213)', () => {
  it('regular commands pool their dice; irregular, allied and off-table generals dice on their own (L1207-1211)', () => {
    expect(pipDiceMode(cmd('a'), clear)).toBe('pooled');
    expect(pipDiceMode(cmd('a', { irregularGeneral: true }), clear)).toBe('own');
    expect(pipDiceMode(cmd('a', { ally: true }), clear)).toBe('own');
    expect(pipDiceMode(cmd('a', { offTableOrAmbush: true }), clear)).toBe('own');
    expect(pipDiceMode(cmd('a', { noDie: true }), clear)).toBe('none');
  });

  it('at night or in fog, or with the C-in-C lost, every command dices on its own (L1210-1211, L1588)', () => {
    expect(pipDiceMode(cmd('a'), { restrictedVisibility: true, cInCLost: false })).toBe('own');
    expect(pipDiceMode(cmd('a'), { restrictedVisibility: false, cInCLost: true })).toBe('own');
  });

  it('one die per dicing command; the C-in-C may only permute the pooled scores (L1208-1210)', () => {
    const r = throwPips(aleaFromSeed('pips'), [cmd('a'), cmd('b'), cmd('c', { ally: true }), cmd('d', { noDie: true })], clear);
    expect(Object.keys(r.throw.scores).sort()).toEqual(['a', 'b', 'c']);
    expect(r.throw.pooled).toEqual(['a', 'b']);
    const { a, b, c } = r.throw.scores as Record<string, number>;
    const swapped = assignPooledPips(r.throw, { a: b!, b: a! });
    expect(swapped.ok).toBe(true);
    if (swapped.ok) expect(swapped.scores).toEqual({ a: b, b: a, c });
    expect(assignPooledPips(r.throw, { a: 7, b: a! }).ok).toBe(false);
    expect(assignPooledPips(r.throw, { a: a!, c: c! }).ok).toBe(false);
  });

  it('the same seed throws the same dice', () => {
    const x = throwPips(aleaFromSeed('s'), [cmd('a'), cmd('b')], clear);
    const y = throwPips(aleaFromSeed('s'), [cmd('a'), cmd('b')], clear);
    expect(x).toEqual(y);
  });
});

describe('Unreliable allies (L1243-1254)', () => {
  it('a first score of 1 makes an ally unreliable (L1244)', () => {
    expect(becomesUnreliable(1)).toBe(true);
    expect(becomesUnreliable(2)).toBe(false);
  });
  it('he commits on a 6 (after arrival when flank marching), when attacked, or when an enemy command is demoralised (L1245-1249)', () => {
    const none = { score: 3, awaitingArrival: false, attacked: false, enemyDemoralised: false };
    expect(commits(none)).toBe(false);
    expect(commits({ ...none, score: 6 })).toBe(true);
    expect(commits({ ...none, score: 6, awaitingArrival: true })).toBe(false);
    expect(commits({ ...none, attacked: true })).toBe(true);
    expect(commits({ ...none, enemyDemoralised: true })).toBe(true);
  });
  it('an irregular ally of another nation, or any in a civil war, changes sides (L1251-1254)', () => {
    expect(changesSides({ irregular: true, otherNation: true, civilWar: false }, true)).toBe(true);
    expect(changesSides({ irregular: false, otherNation: true, civilWar: false }, true)).toBe(false);
    expect(changesSides({ irregular: false, otherNation: false, civilWar: true }, true)).toBe(true);
    expect(changesSides({ irregular: true, otherNation: true, civilWar: false }, false)).toBe(false);
  });
  it('uncommitted troops do not move closer to known enemy within 600p unless arriving (L1250-1251)', () => {
    expect(uncommittedMoveAllowed([{ before: 700, after: 650 }], false)).toBe(true);
    expect(uncommittedMoveAllowed([{ before: 700, after: 550 }], false)).toBe(false);
    expect(uncommittedMoveAllowed([{ before: 500, after: 600 }], false)).toBe(true);
    expect(uncommittedMoveAllowed([{ before: 700, after: 100 }], true)).toBe(true);
  });
});

describe('Time of day: one hour per four defender bounds (L983)', () => {
  it('starting at 7:00 with the invader first, the clock reads 8:00 after bound 8 (the defender\'s 4th)', () => {
    expect(hourAfterBounds(7, 7)).toBe(7);
    expect(hourAfterBounds(7, 8)).toBe(8);
    expect(hourAfterBounds(7, 16)).toBe(9);
    expect(hourPassesAfterBound(8)).toBe(true);
    expect(hourPassesAfterBound(7)).toBe(false);
    expect(hourPassesAfterBound(4)).toBe(false);
    expect(hourAfterBounds(23, 8)).toBe(0);
  });
});

describe('Movement at night or in mist, fog, snow or a dust-storm (L1586-1595)', () => {
  it('a command that twice scored 2 or less stops until it sees enemy (L1591-1594)', () => {
    let r = { lowScores: 0, unreliable: false, sawEnemy: false };
    r = recordNightScore(r, 2);
    expect(stoppedForNight(r, true)).toBe(false);
    r = recordNightScore(r, 5);
    r = recordNightScore(r, 1);
    expect(stoppedForNight(r, true)).toBe(true);
    expect(stoppedForNight(r, false)).toBe(false);
    expect(stoppedForNight({ ...r, sawEnemy: true }, true)).toBe(false);
    expect(stoppedForNight({ lowScores: 0, unreliable: true, sawEnemy: false }, true)).toBe(true);
  });
});
