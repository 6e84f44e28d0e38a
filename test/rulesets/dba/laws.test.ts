import { describe, it } from 'vitest';
import type { AnyRuleset } from '../../../src/core/ruleset.js';
import { dba, exampleScenario } from '../../../src/rulesets/dba/index.js';
import { checkContractLaws } from '../../support/ruleset-laws.js';

describe('the shared contract laws (frozen states, refusals untouched, check = apply, per-player choices, state codec, views, replay)', () => {
  it('hold for DBA over random games from legalCommands', () => {
    checkContractLaws(dba as AnyRuleset, exampleScenario, {
      games: 3,
      maxPlies: 120,
      seedPrefix: 'dba-laws',
      options: { maxBounds: 6 },
      every: 3,
      garbage: [null, 42, { type: 'move' }, { type: 'resolve-combat', player: 'nobody', a: 'x', b: 'y' }, { tag: 'end-moves', player: 'rome' }],
    });
  });
});
