import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { battleText, gameSeed, genericEventNarration, narrationLine, playGame, randomAgent, replayLog, type Agent, type GameLog } from '../../src/sim/index.js';
import { cite } from '../../src/core/citation.js';
import { diceRaceSim, DICE_RACE_ID } from './fixtures/dice-race.js';

const played = playGame(diceRaceSim, {
  index: 4,
  seed: gameSeed('log', 4),
  scenario: { target: 30, players: ['red', 'blue'] },
  options: null,
  agents: [diceRaceSim.agents!.greedy as Agent, randomAgent],
  rotate: false,
  maxPlies: 5000,
  keepLog: true,
});
const log = JSON.parse(JSON.stringify(played.log)) as GameLog;

describe('game log', () => {
  it('holds every command with its events, and replays to the same final state', () => {
    expect(log.entries).toHaveLength(played.record.plies);
    expect(log.finalHash).toBe(played.record.finalHash);
    const r = replayLog(diceRaceSim, log);
    expect(E.isRight(r)).toBe(true);
    if (E.isLeft(r)) return;
    expect(r.right.matches).toBe(true);
    expect(r.right.illegal).toBeNull();
    expect(r.right.outcome?.winner).toBe(played.record.winner);
  });
  it('narrates with the ruleset narrator and its citations', () => {
    const r = replayLog(diceRaceSim, log);
    if (E.isLeft(r)) throw new Error(r.left.message);
    const text = battleText(r.right.plies, DICE_RACE_ID);
    expect(text).toMatch(/^ {3}1\. red rolls \(§2\.1\)\n {8}(a \d: turn total \d+ \(§2\.1\)|bust! red loses 0 \(§2\.3\))/);
    expect(text).toMatch(/wins \(§3\)\n$/);
  });
  it('reports the first illegal command of an edited log', () => {
    const entries = log.entries.map((e, i) => (i === 2 ? { ...e, command: { type: 'roll', player: e.player === 'red' ? 'blue' : 'red' } } : e));
    const r = replayLog(diceRaceSim, { ...log, entries });
    if (E.isLeft(r)) throw new Error(r.left.message);
    expect(r.right.illegal?.index).toBe(2);
    expect(r.right.illegal?.violation.code).toBe('wrong-player');
    expect(r.right.matches).toBe(false);
    const garbage = replayLog(diceRaceSim, { ...log, entries: [{ ply: 0, player: 'red', command: { type: 'fly' }, events: [] }] });
    expect(E.isRight(garbage) && garbage.right.illegal?.violation.code).toBe('malformed-command');
  });
  it('notices a log whose events or final state differ', () => {
    const r = replayLog(diceRaceSim, { ...log, finalHash: '0000000000000000' });
    expect(E.isRight(r) && r.right.matches).toBe(false);
    const entries = log.entries.map((e, i) => (i === 0 ? { ...e, events: [] } : e));
    const d = replayLog(diceRaceSim, { ...log, entries });
    expect(E.isRight(d) && d.right.divergedAt).toBe(0);
  });
  it('refuses what is not a log, with paths', () => {
    const r = replayLog(diceRaceSim, { format: 'strategos-log/1', ruleset: 'dice-race' });
    expect(E.isLeft(r) && r.left.message).toMatch(/edition: expected string, got nothing/);
    const w = replayLog(diceRaceSim, { ...log, ruleset: 'dba' });
    expect(E.isLeft(w) && w.left.code).toBe('wrong-ruleset');
  });
});

describe('generic narration', () => {
  it('prints the event tag and its citations when a ruleset has no narrator', () => {
    const n = genericEventNarration({ type: 'charge', citations: [cite('dawn-of-battle', '10.2.3.3'), cite('dba', '5')] });
    expect(narrationLine(n, 'dawn-of-battle')).toBe('charge (§10.2.3.3, dba §5)');
    expect(narrationLine(genericEventNarration({ kind: 'x', citation: cite('strategos', 'commands') }), 'dba')).toBe('x (strategos: commands)');
    const bare = replayLog({ ruleset: diceRaceSim.ruleset }, log);
    if (E.isLeft(bare)) throw new Error(bare.left.message);
    expect(battleText(bare.right.plies, DICE_RACE_ID)).toMatch(/^ {3}1\. red: \{"type":"roll","player":"red"\}\n {8}(rolled|busted) \(§2\.[13]\)/);
  });
});
