import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { aleaFromSeed, drawInt, type RngState } from '../../../../src/random/index.js';
import { checkAdHocTerrain, randomScenario } from '../../../../src/rulesets/dawn-of-battle/rules/17-design/index.js';
import { dawnOfBattle, geometry } from '../../../../src/rulesets/dawn-of-battle/index.js';
import { left, right } from '../melee/fixtures.js';

const seeds = ['a', 'b', 'c', 'd', 'e', 'f'];

describe('§17 random Design Your Own battles', () => {
  for (const disposition of ['meeting', 'assault'] as const) {
    it(`${disposition}: armies within budget and command limit, deployed by §15.1, accepted by setup`, () => {
      for (const seed of seeds) {
        const r = right(randomScenario(seed, { disposition }));
        const { scenario, armies } = r;
        const budgetA = disposition === 'assault' ? 125 : 100;
        expect(armies.A.total).toBeLessThanOrEqual(budgetA);
        expect(armies.B.total).toBeLessThanOrEqual(100);
        for (const a of [armies.A, armies.B]) expect(a.commandTotal).toBeLessThanOrEqual(4);
        if (disposition === 'assault') expect(r.sideB.reason).toBe('assault-defender');
        else expect(r.sideB.reason).not.toBe('assault-defender');
        // Free deployment: every unit within 3 hexes of its own Camp, one unit per hex, the two sides apart.
        const hexes = new Set<string>();
        for (const side of ['A', 'B'] as const) {
          const units = scenario.sides[side].units;
          const camp = units.find((u) => u.counter === 'CAMP')!;
          for (const u of units) {
            expect(geometry.distance(u.hex, camp.hex)).toBeLessThanOrEqual(3);
            expect(hexes.has(geometry.hexKey(u.hex))).toBe(false);
            hexes.add(geometry.hexKey(u.hex));
          }
          expect(units.length).toBe(1 + (side === 'A' ? armies.A : armies.B).units.reduce((s, l) => s + l.count, 0));
        }
        for (const a of scenario.sides.A.units) for (const b of scenario.sides.B.units) expect(geometry.distance(a.hex, b.hex)).toBeGreaterThan(1);
        if (disposition === 'meeting') expect(scenario.map.terrain).toEqual({});
        else expect(Object.keys(scenario.map.terrain ?? {}).length).toBeGreaterThan(0);
        expect(E.isRight(dawnOfBattle.setup(scenario, { seed }))).toBe(true);
      }
    });
  }

  it('is deterministic for a seed and differs between seeds', () => {
    expect(right(randomScenario('x'))).toEqual(right(randomScenario('x')));
    expect(right(randomScenario('x')).scenario.sides).not.toEqual(right(randomScenario('y')).scenario.sides);
  });

  it('keeps ad hoc terrain legal in an assault', () => {
    const s = right(randomScenario('terrain', { disposition: 'assault' })).scenario;
    const counts = new Map<string, number>();
    for (const t of Object.values(s.map.terrain ?? {})) counts.set(t, (counts.get(t) ?? 0) + 1);
    const plan = [...counts].map(([type, tiles]) => ({ type: type as 'hill', tiles }));
    expect(checkAdHocTerrain(s.map.terrain ?? {}, plan)).toEqual([]);
  });

  it('refuses a map too small to deploy on, and a budget that buys no unit', () => {
    expect(left(randomScenario('s', { width: 5, height: 5 })).code).toBe('map-too-small');
    expect(E.isLeft(randomScenario('s', { budget: 2 }))).toBe(true);
  });

  it('plays: random legal commands run a generated battle to its end', () => {
    for (const seed of ['p', 'q']) {
      let s = right(dawnOfBattle.setup(right(randomScenario(seed, { maxUnits: 12 })).scenario, { seed }));
      let rng: RngState = aleaFromSeed(`agent ${seed}`);
      for (let n = 0; n < 20_000 && dawnOfBattle.outcome(s) === null; n++) {
        const cmds = dawnOfBattle.legalCommands(s);
        expect(cmds.length).toBeGreaterThan(0);
        const d = drawInt(rng, 0, cmds.length - 1);
        rng = d.rng;
        s = right(dawnOfBattle.apply(s, cmds[d.value]!)).state;
      }
      expect(dawnOfBattle.outcome(s)).not.toBeNull();
    }
  });
});
