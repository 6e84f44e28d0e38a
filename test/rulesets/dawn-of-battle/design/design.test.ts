import { fc, test } from '@fast-check/vitest';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { aleaFromSeed, type RngState } from '../../../../src/random/index.js';
import type { CountersFile, UnitType } from '../../../../src/rulesets/dawn-of-battle/data/formats.js';
import {
  adHocTerrain,
  assaultBudgets,
  BUILD_COSTS,
  cannonCost,
  checkAdHocTerrain,
  designArmy,
  designedPanicLevel,
  dyoSideB,
  leaderCost,
  meetingEngagementBudgets,
  panicLevel,
} from '../../../../src/rulesets/dawn-of-battle/rules/17-design/index.js';
import { geometry } from '../../../../src/rulesets/dawn-of-battle/index.js';
import { left, right } from '../melee/fixtures.js';

describe('§17.1 army dispositions', () => {
  it('gives both armies the same points in a meeting engagement (§17.1.1)', () => {
    expect(right(meetingEngagementBudgets(100))).toEqual({ attacker: 100, defender: 100 });
  });

  it('gives the assault attacker 25% more, rounded up (§17.1.2)', () => {
    expect(right(assaultBudgets(100))).toEqual({ attacker: 125, defender: 100 });
    expect(right(assaultBudgets(101)).attacker).toBe(127);
    expect(right(assaultBudgets(4)).attacker).toBe(5);
  });

  it('refuses budgets that are not whole points above 0', () => {
    expect(left(assaultBudgets(0)).code).toBe('bad-budget');
    expect(left(meetingEngagementBudgets(99.5)).citations[0]!.section).toBe('17.1');
  });
});

describe('§17.2.1 build cost chart', () => {
  it('holds the printed costs, each row stated', () => {
    const costs = Object.fromEntries(Object.entries(BUILD_COSTS).map(([k, v]) => [k, v!.cost]));
    expect(costs).toEqual({ LI: 3, MI: 5, HI: 7, PX: 12, PK: 4, MM: 5, LA: 4, HA: 5, LG: 7, HG: 13, LC: 4, HC: 6, MA: 5, CT: 8, HT: 12, KT: 10, CC: 8, CH: 6, BC: 9, EL: 15, CAMP: 0, WW: 0 });
    for (const [k, v] of Object.entries(BUILD_COSTS)) expect(v!.provenance.kind).toBe(k === 'CAMP' || k === 'WW' ? 'inferred' : 'stated');
  });

  it('prices cannon at 4 per firepower, 1 to 5', () => {
    expect(right(cannonCost(3))).toBe(12);
    expect(right(cannonCost(5))).toBe(20);
    expect(E.isLeft(cannonCost(6))).toBe(true);
    expect(E.isLeft(cannonCost(0))).toBe(true);
  });
});

describe('§17.2.2 leader costs', () => {
  test.prop([fc.nat(4), fc.nat(6), fc.nat(4)])('is 4 × command + 2 × range + combat', (command, range, combat) => {
    expect(leaderCost({ command, range, combat })).toBe(4 * command + 2 * range + combat);
  });
});

describe('§17.2 designing an army', () => {
  const leader = { command: 1, range: 2, combat: 1 };

  it('prices a legal army and reports what is left', () => {
    const army = right(designArmy(100, { base: 'CAMP', units: [{ type: 'KT', count: 2 }, { type: 'MI', count: 6 }, { type: 'AY', firepower: 3 }], leaders: [leader, { command: 1, range: 1, combat: 1 }] }));
    expect(army.unitCost).toBe(20 + 30 + 12);
    expect(army.leaderCost).toBe(9 + 7);
    expect(army.total).toBe(78);
    expect(army.remaining).toBe(22);
    expect(army.commandTotal).toBe(2);
  });

  it('refuses more than four command points of leaders (§17.2.3)', () => {
    const err = left(designArmy(200, { base: 'WW', units: [], leaders: [{ command: 2, range: 3, combat: 2 }, { command: 2, range: 1, combat: 0 }, { command: 1, range: 1, combat: 1 }] }));
    expect(err.issues).toEqual([expect.objectContaining({ path: 'leaders', citation: { ruleset: 'dawn-of-battle', section: '17.2.3' } })]);
  });

  it('lists every problem with its path', () => {
    const err = left(
      designArmy(30, {
        base: 'FORT' as 'CAMP',
        units: [{ type: 'PX', count: 3 }, { type: 'AY', firepower: 7 }, { type: 'CAMP' }, { type: 'XX' as UnitType }, { type: 'LI', count: 0 }, { type: 'HI', firepower: 2 }],
        leaders: [{ command: -1, range: 1, combat: 1 }],
      }),
    );
    expect(err.issues.map((i) => i.path)).toEqual(['base', 'units[1].firepower', 'units[2].type', 'units[3].type', 'units[4].count', 'units[5].firepower', 'leaders[0].command', '(total)']);
    expect(err.message).toContain('(total): the army costs 43 BP');
  });
});

describe('§17.5 panic levels', () => {
  it('is half the at-start strength, rounded down, without the camp (Fornham: 34 → 17)', () => {
    const rebels = [...Array(2).fill({ type: 'KT', strength: 5 }), ...Array(6).fill({ type: 'MI', strength: 4 }), { type: 'CAMP', strength: 4 }];
    expect(panicLevel(rebels)).toBe(17);
    expect(panicLevel([{ type: 'LI', strength: 3 }])).toBe(1);
  });

  it('counts an elephant 6 and a cannon its firepower [P]', () => {
    expect(panicLevel([{ type: 'EL', strength: 0 }, { type: 'AY', strength: 3 }])).toBe(4);
  });

  it('reads strengths of a designed army from a counters file', () => {
    const side = { strength: 0, size: 'M', movement: 2, moveAndFire: false, missileDefense: 0, missileAttack: null, missileRange: null } as const;
    const counter = (type: UnitType, strength: number) => ({ type, name: type, category: 'infantry', gunpowder: false, canCharge: false, strengthRule: 'printed', front: { ...side, strength }, back: side, provenance: { kind: 'user', file: 'c' } }) as const;
    const counters: CountersFile = { counters: { KT: counter('KT', 5), MI: counter('MI', 4) } };
    const army = right(designArmy(100, { base: 'CAMP', units: [{ type: 'KT', count: 2 }, { type: 'MI', count: 6 }, { type: 'LI' }], leaders: [] }));
    expect(designedPanicLevel(army, counters)).toEqual({ panicLevel: 17, missing: ['LI'] });
  });
});

describe('§17.3.2 ad hoc terrain', () => {
  const neighbours = (k: string) => geometry.neighbors(geometry.parseHexKey(k)!).map(geometry.hexKey);

  test.prop([fc.string({ maxLength: 12 })], { numRuns: 60 })('generates layouts that keep every rule', (seed) => {
    const map = right(adHocTerrain(aleaFromSeed(seed), { width: 16, height: 15 }));
    expect(map.featureDie).toBeGreaterThanOrEqual(1);
    expect(map.featureDie).toBeLessThanOrEqual(6);
    expect(map.features).toHaveLength(map.featureDie);
    expect(checkAdHocTerrain(map.terrain, map.features)).toEqual([]);
    for (const f of map.features) {
      expect(f.hexes).toHaveLength(f.tiles);
      expect(['hill', 'rough', 'wooded', 'town']).toContain(f.type);
      // Each feature is one connected group.
      const seen = new Set([f.hexes[0]!]);
      const queue = [f.hexes[0]!];
      while (queue.length > 0) for (const n of neighbours(queue.pop()!)) if (f.hexes.includes(n) && !seen.has(n)) (seen.add(n), queue.push(n));
      expect(seen.size).toBe(f.tiles);
      for (const k of f.hexes) {
        const { col, row } = geometry.axialToOffset(geometry.parseHexKey(k)!);
        expect(col >= 0 && col < 16 && row >= 0 && row < 15).toBe(true);
      }
    }
  });

  it('is deterministic for a seed', () => {
    expect(right(adHocTerrain(aleaFromSeed('x'), { width: 16, height: 15 }))).toEqual(right(adHocTerrain(aleaFromSeed('x'), { width: 16, height: 15 })));
  });

  it('refuses water types, and a map too small for a feature', () => {
    expect(left(adHocTerrain(aleaFromSeed('x'), { width: 16, height: 15, types: ['hill', 'ford'] })).code).toBe('water-feature');
    expect(left(adHocTerrain(aleaFromSeed('s'), { width: 1, height: 1 })).code).toBe('no-room');
  });

  it('flags water, touching types and wrong totals when checking a layout', () => {
    const issues = checkAdHocTerrain({ '0,0': 'hill', '1,0': 'wooded', '5,5': 'stream' }, [{ type: 'hill', tiles: 2 }, { type: 'wooded', tiles: 1 }, { type: 'stream', tiles: 1 }]);
    expect(issues.map((i) => i.path)).toEqual(['features[2].type', 'terrain["0,0"]', 'terrain["5,5"]', '(hill)']);
  });
});

describe('§17.4 army deployment sides', () => {
  it('makes the assault defender Side B, and in a meeting the bigger spender', () => {
    const rng = aleaFromSeed('s');
    expect(dyoSideB({ kind: 'assault', attacker: 'p', defender: 'q' }, rng)).toMatchObject({ sideB: 'q', reason: 'assault-defender', rng });
    expect(dyoSideB({ kind: 'meeting', players: ['p', 'q'], spent: [99, 100] }, rng)).toMatchObject({ sideB: 'q', reason: 'spent-more' });
  });

  it('flips a coin on equal spending, moving the generator', () => {
    const picks = new Set<string>();
    let r: RngState = aleaFromSeed('s');
    for (let i = 0; i < 40; i++) {
      const c = dyoSideB({ kind: 'meeting', players: ['p', 'q'], spent: [100, 100] }, r);
      expect(c.reason).toBe('coin-flip');
      expect(c.rng).not.toEqual(r);
      picks.add(c.sideB);
      r = c.rng;
    }
    expect([...picks].sort()).toEqual(['p', 'q']);
  });
});
