import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import type { AnyRuleset } from '../../../src/core/ruleset.js';
import { arcaneWarfare, armyCost, type ArcaneScenario, type ScenarioUnit } from '../../../src/rulesets/arcane-warfare/index.js';
import { checkContractLaws } from '../../support/ruleset-laws.js';

function row(prefix: string, type: string, n: number, x0: number, y: number, heading: number, ally?: string): ScenarioUnit[] {
  return Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i + 1}`, type, x: x0 + 100 * i, y, heading, ...(ally === undefined ? {} : { ally }) }));
}

/** A standard game (§1.1): a regular SCo and FCo against an irregular SCo, FCo and an ally command. */
const standard: ArcaneScenario = {
  name: 'standard test',
  size: 'standard',
  turnLimit: 2,
  attacker: 'south',
  terrain: [{ id: 'wood', kind: 'wood', polygon: [{ x: 1300, y: 900 }, { x: 1700, y: 900 }, { x: 1700, y: 1300 }, { x: 1300, y: 1300 }] }],
  armies: [
    {
      player: 'south',
      edge: 'south',
      commands: [
        { id: 's-sco', kind: 'SCo', regular: true, x: 1500, y: 100 },
        { id: 's-fco', kind: 'FCo', regular: true, x: 700, y: 100 },
      ],
      units: [...row('s-a', 'SpM', 20, 550, 400, 90), ...row('s-b', 'SpM', 16, 750, 350, 90), ...row('s-bag', 'Baggage', 3, 1000, 200, 90)],
    },
    {
      player: 'north',
      edge: 'north',
      commands: [
        { id: 'n-sco', kind: 'SCo', regular: false, x: 1500, y: 2150 },
        { id: 'n-fco', kind: 'FCo', regular: false, x: 700, y: 2150 },
        { id: 'n-aco', kind: 'ACo', regular: false, x: 2300, y: 2150 },
      ],
      units: [
        ...row('n-a', 'SpM', 20, 550, 1850, 270),
        ...row('n-b', 'SpM', 12, 750, 1900, 270),
        ...row('n-c', 'SpM', 8, 1950, 1900, 270, 'n-aco'),
        ...row('n-bag', 'Baggage', 4, 1000, 2000, 270),
      ],
    },
  ],
};

describe('arcane-warfare: a standard game (the standard orders procedure)', () => {
  it('sets up, at 101 and 104 AP', () => {
    expect(armyCost(standard.armies[0], 'standard').total).toBe(101);
    expect(armyCost(standard.armies[1], 'standard').total).toBe(104);
    const s = arcaneWarfare.setup(standard, { seed: 'std' });
    expect(E.isRight(s) ? 'ok' : s.left.message).toBe('ok');
  });
  it('keeps the contract laws through orders given, thrown and delivered', () => {
    const played = checkContractLaws(arcaneWarfare as AnyRuleset, standard, { games: 2, maxPlies: 80, seedPrefix: 'aw-std', every: 4 });
    expect(played.every((g) => g.finished)).toBe(true);
  });
});
