// §17 on the public surface: the Design Your Own functions are exported from
// strategos/dawn-of-battle/design (the victory tables from strategos/dawn-of-battle), and
// randomScenario passes scenario options through to a legal game.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import * as rules from '../../../../src/dawn-of-battle/index.js';
import * as design from '../../../../src/dawn-of-battle/design/index.js';

const dob = { ...rules, ...design };

describe('§17 design your own on the public surface', () => {
  it('exports designArmy, leaderCost, handicapTarget, victoryLevel and randomScenario', () => {
    expect(dob.leaderCost({ command: 2, range: 3, combat: 2 })).toBe(16);
    expect(typeof dob.designArmy).toBe('function');
    expect(typeof dob.handicapTarget).toBe('function');
    expect(dob.victoryLevel(3)).toBe('decisive');
    expect(typeof dob.randomScenario).toBe('function');
  });

  it('randomScenario(seed, { rules }) builds a scenario with the options that sets up and is deterministic', () => {
    const rules = { takingHeads: true, dummyLeaders: true, barbarian: ['B'] as const, physicalDice: true };
    const a = dob.randomScenario('surface', { rules, types: ['LI', 'MI', 'HC', 'EL'] });
    const b = dob.randomScenario('surface', { rules, types: ['LI', 'MI', 'HC', 'EL'] });
    expect(E.isRight(a) && E.isRight(b)).toBe(true);
    if (E.isLeft(a) || E.isLeft(b)) return;
    expect(a.right.scenario).toEqual(b.right.scenario);
    expect(a.right.scenario.options).toMatchObject(rules);
    const s = dob.dawnOfBattle.setup(a.right.scenario, { seed: 'surface' });
    expect(E.isRight(s)).toBe(true);
    if (E.isRight(s)) {
      expect(s.right.options.supplementary).toMatchObject({ takingHeads: true, dummyLeaders: true, barbarian: ['B'], physicalDice: true });
      expect(s.right.leaders['dummy:A']).toBeDefined();
    }
  });
});
