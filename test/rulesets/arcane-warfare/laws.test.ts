import { describe, it } from 'vitest';
import type { AnyRuleset } from '../../../src/core/ruleset.js';
import { arcaneWarfare, exampleScenario, starterScenario } from '../../../src/rulesets/arcane-warfare/index.js';
import { checkContractLaws } from '../../support/ruleset-laws.js';

describe('arcane-warfare: the contract laws', () => {
  it('hold over random games of the example scenario (orders decided at once)', () => {
    checkContractLaws(arcaneWarfare as AnyRuleset, exampleScenario, {
      games: 2,
      maxPlies: 120,
      seedPrefix: 'aw-laws',
      every: 3,
      options: { turnLimit: 3 },
      garbage: [null, { type: 'move' }, { type: 'end-reset', player: 'nobody' }, { type: 'hold-back', player: 'greeks', co: 'g-sco', extra: 1 }],
    });
  });

  it('hold under the starter preset and the other readings', () => {
    checkContractLaws(arcaneWarfare as AnyRuleset, starterScenario, {
      games: 1,
      maxPlies: 80,
      seedPrefix: 'aw-laws-starter',
      every: 4,
      options: { preset: 'starter', turnLimit: 2, readings: { smallGameOrders: 'attacker-first', commandPenalty: 'double-count' } },
    });
  });
});
