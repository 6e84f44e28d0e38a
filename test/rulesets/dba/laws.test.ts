import { describe, it } from 'vitest';
import { exampleScenario } from '../../../src/rulesets/dba/index.js';
import { dbaV1 as dba } from '../../../src/rulesets/dba/legacy-bridge.js';
import { checkRulesetLaws } from '../../support/ruleset-laws.js';

describe('the shared ruleset laws (frozen states, refusals untouched, JSON round trip, replay)', () => {
  it('hold for DBA over random games from legalCommands', () => {
    checkRulesetLaws(dba, exampleScenario, { games: 3, maxPlies: 120, seedPrefix: 'dba-laws', options: { maxBounds: 6 }, garbage: [null, 42, { type: 'move' }, { type: 'resolve-combat', player: 'nobody', a: 'x', b: 'y' }] });
  });
});
