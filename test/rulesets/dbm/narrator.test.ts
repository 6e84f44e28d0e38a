import { describe, expect, it } from 'vitest';
import { DBM_EVENT_TYPES, type DbmEvent } from '../../../src/dbm/index.js';
import { dbmKit } from '../../../src/rulesets/dbm/kit/index.js';
import { randomGame, setup } from './helpers.js';

describe('dbm kit: the narrator', () => {
  it('has a sentence for every event type, met in random games', () => {
    const seen = new Map<string, DbmEvent>();
    for (const seed of ['n1', 'n2', 'n3', 'n4', 'n5', 'n6', 'n7', 'n8']) {
      const g = randomGame(seed, setup(seed, { maxBounds: 8 }));
      const last = g.states.at(-1)!;
      for (const e of g.events) {
        if (!seen.has(e.type)) seen.set(e.type, e);
        const n = dbmKit.narrator!.event(e, { state: last });
        expect(n.text.length, e.type).toBeGreaterThan(0);
        expect(n.citations).toBe(e.citations);
      }
    }
    // A set-up tie needs equal adjusted scores: the example's aggressions differ by 2, so a tie is rare; narrate one.
    const tie: DbmEvent = { type: 'setup-dice-rolled', round: 1, raw: { A: 5, B: 3 }, adjusted: { A: 6, B: 6 }, tie: true, citations: [] };
    expect(dbmKit.narrator!.event(tie, { state: setup('n') }).text).toContain('a tie');
    seen.set(tie.type, tie);
    // Combat events need contact, rare in short random games: narrate one of each.
    const total = (element: string, die: number) => ({ element, die, terms: [{ name: 'Bd v foot', value: 5, section: 'p.22 L1717', source: 'reconstructed' }], total: die + 5 });
    const report = { kind: 'close-combat' as const, a: total('a', 3), b: total('b', 1), loser: 'b', band: 'less' as const, outcomes: { b: 'recoil' } };
    const extra: DbmEvent[] = [
      { type: 'fought', report, citations: [] },
      { type: 'shot', shooter: 'a', target: 'b', aiding: ['c'], duel: false, aidingBack: [], report: { ...report, kind: 'shooting' }, citations: [] },
      { type: 'turned-to-face', element: 'b', attacker: 'a', citations: [] },
      { type: 'phase-not-resolved', phase: 'shooting', note: 'not resolved', citations: [] },
    ];
    for (const e of extra) {
      if (!seen.has(e.type)) seen.set(e.type, e);
      expect(dbmKit.narrator!.event(e, { state: setup('n') }).text.length).toBeGreaterThan(0);
    }
    expect(dbmKit.narrator!.event(extra[0]!, { state: setup('n') }).text).toBe('a and b fight: a 8 (die 3 + 5 Bd v foot) against b 6 (die 1 + 5 Bd v foot); b loses (b: recoil).');
    // Outcomes, losses and morale (p.23-25a) need fights: narrate one of each.
    const fights: DbmEvent[] = [
      { type: 'element-destroyed', element: 'a1', by: 'b1', reason: 'beaten by b1', closeCombat: true, citations: [] },
      { type: 'element-lost', element: 'a1', reason: 'fled off the table', citations: [] },
      { type: 'recoiled', element: 'a1', distance: 30, stoppedBy: null, citations: [] },
      { type: 'pushed-back', element: 'a2', by: 'a1', distance: 30, citations: [] },
      { type: 'fled', element: 'a1', distance: 250, citations: [] },
      { type: 'pursued', element: 'b1', distance: 30, citations: [] },
      { type: 'command-demoralised', command: 'A.centre', side: 'A', lost: 4, original: 12, why: 'losses', citations: [] },
      { type: 'army-defeated', side: 'A', lost: 20, original: 40, citations: [] },
    ];
    for (const f of fights) {
      expect(dbmKit.narrator!.event(f, { state: setup('n') }).text.length, f.type).toBeGreaterThan(0);
      if (!seen.has(f.type)) seen.set(f.type, f);
    }
    expect([...seen.keys()].sort()).toEqual([...DBM_EVENT_TYPES].sort());
  });

  it('narrates every command type', () => {
    const s = setup('c');
    for (const c of [
      { type: 'nominate-season', player: 'A', season: 'summer' },
      { type: 'deploy-baggage', player: 'A', placements: [] },
      { type: 'deploy-command', player: 'A', command: 'A.centre', placements: [] },
      { type: 'assign-baggage', player: 'A', command: 'A.centre' },
      { type: 'end-bound', player: 'A' },
    ] as const)
      expect(dbmKit.narrator!.command!(c, { state: s, player: 'A' })!.text.length).toBeGreaterThan(0);
  });
});
