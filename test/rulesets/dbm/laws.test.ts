import { describe, it, expect } from 'vitest';
import type { AnyRuleset } from '../../../src/core/ruleset.js';
import { basesOverlap } from '../../../src/rulesets/dbx/bases.js';
import { dbm, exampleScenario, type DbmState } from '../../../src/dbm/index.js';
import { checkContractLaws } from '../../support/ruleset-laws.js';

describe('dbm: the contract laws', () => {
  it('hold over random games of the example scenario, to the time limit', () => {
    const games = checkContractLaws(dbm as AnyRuleset, exampleScenario, {
      games: 2,
      maxPlies: 60,
      seedPrefix: 'dbm-laws',
      every: 8,
      options: { maxBounds: 4 },
      garbage: [null, { type: 'end-bound' }, { type: 'end-bound', player: 'nobody' }, { type: 'nominate-season', player: 'A', season: 'monsoon' }, { type: 'end-bound', player: 'A', extra: 1 }],
      invariant: (state) => {
        const s = state as DbmState;
        const on = Object.values(s.elements);
        // No two bases overlap; every element on the table is a troop of the game.
        for (let i = 0; i < on.length; i++) for (let j = i + 1; j < on.length; j++) expect(basesOverlap(on[i]!, on[j]!)).toBe(false);
        for (const e of on) expect(s.troops[e.id]).toBeDefined();
      },
    });
    for (const g of games) {
      expect(g.finished).toBe(true);
      const out = dbm.outcome(g.finalState as DbmState)!;
      expect(out.winner).toBeNull();
      expect(out.reason).toContain('victory points');
      expect(out.reconstructed).toBe(true);
    }
  });
});
