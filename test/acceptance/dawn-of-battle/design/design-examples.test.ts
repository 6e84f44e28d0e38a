// Worked examples of Design Your Own: leader cost, ad hoc terrain,
// panic level from strength (Fornham), cannon cost.
import { describe, expect, it } from 'vitest';
import { scriptedRng, scriptFault } from '../../../../src/random/index.js';
import type { TerrainId } from '../../../../src/rulesets/dawn-of-battle/data/terrain.js';
import { adHocTerrain, cannonCost, checkAdHocTerrain, designArmy, leaderCost, panicLevel } from '../../../../src/rulesets/dawn-of-battle/rules/17-design/index.js';
import { geometry } from '../../../../src/rulesets/dawn-of-battle/index.js';
import { left, right } from '../../../rulesets/dawn-of-battle/melee/fixtures.js';

describe('§17.2.2 leader cost example', () => {
  it('a 2-3-2 leader costs 8 + 6 + 2 = 16; a 1-1-1 leader 4 + 2 + 1 = 7', () => {
    expect(leaderCost({ command: 2, range: 3, combat: 2 })).toBe(16);
    expect(leaderCost({ command: 1, range: 1, combat: 1 })).toBe(7);
    expect(leaderCost({ command: 1, range: 2, combat: 1 })).toBe(9);
    expect(leaderCost({ command: 0, range: 1, combat: 1 })).toBe(3);
  });

  it('the leaders bought may hold at most four command points (§17.2.3)', () => {
    expect(right(designArmy(100, { base: 'CAMP', units: [], leaders: [{ command: 2, range: 3, combat: 2 }, { command: 2, range: 1, combat: 1 }] })).commandTotal).toBe(4);
    expect(left(designArmy(100, { base: 'CAMP', units: [], leaders: [{ command: 2, range: 3, combat: 2 }, { command: 2, range: 1, combat: 1 }, { command: 1, range: 1, combat: 1 }] })).issues[0]!.path).toBe('leaders');
  });
});

describe('§17.2.1 cannon cost example', () => {
  it('firepower 3 costs 12 build points', () => {
    expect(right(cannonCost(3))).toBe(12);
    expect(right(designArmy(12, { base: 'WW', units: [{ type: 'AY', firepower: 3 }], leaders: [] })).remaining).toBe(0);
  });
});

describe('§17.5 panic level example (the Fornham design of §18.4)', () => {
  it('the Rebels, 2 knights (5) and 6 medium infantry (4), total 34: panic level 17', () => {
    const rebels = [...Array(2).fill({ type: 'KT', strength: 5 }), ...Array(6).fill({ type: 'MI', strength: 4 }), { type: 'CAMP', strength: 4 }];
    expect(panicLevel(rebels)).toBe(17);
  });
});

describe('§17.3.2 ad hoc terrain example', () => {
  const key = (col: number, row: number) => geometry.hexKey(geometry.offsetToAxial(col, row));
  const plan = [
    { type: 'wooded' as const, tiles: 4 },
    { type: 'wooded' as const, tiles: 3 },
    { type: 'hill' as const, tiles: 5 },
  ];

  it('two woods features of 4 and 3 may merge into one mass of 7; the hill mass of 5 stays clear of them', () => {
    const terrain: Record<string, TerrainId> = {};
    for (let row = 0; row < 7; row++) terrain[key(2, row)] = 'wooded';
    for (let row = 0; row < 5; row++) terrain[key(10, row)] = 'hill';
    expect(checkAdHocTerrain(terrain, plan)).toEqual([]);
  });

  it('no hill hex may touch a woods hex', () => {
    const terrain: Record<string, TerrainId> = {};
    for (let row = 0; row < 7; row++) terrain[key(2, row)] = 'wooded';
    for (let row = 0; row < 5; row++) terrain[key(3, row)] = 'hill';
    const issues = checkAdHocTerrain(terrain, plan);
    expect(issues.length).toBeGreaterThan(0);
    expect(issues.every((i) => i.message.includes('may not be adjacent'))).toBe(true);
  });

  it('water features may not be chosen, and the tiles placed must match the dice', () => {
    expect(checkAdHocTerrain({}, [{ type: 'river', tiles: 2 }]).map((i) => i.path)).toEqual(['features[0].type', '(river)']);
    const short: Record<string, TerrainId> = { [key(2, 0)]: 'wooded' };
    expect(checkAdHocTerrain(short, plan).map((i) => i.message)).toEqual(['1 wooded hexes placed, the dice gave 7', '0 hill hexes placed, the dice gave 5']);
  });

  it('the generator reproduces the example from its draws: 3 features, woods 4, woods 3, hill 5', () => {
    // Script: feature die 3; then per feature the type (0 wooded, 1 hill), its tile die, and the
    // placement draws (start hex, then each growth step; 0 = the first candidate).
    const script = [3, 0, 4, 0, 0, 0, 0, 0, 3, 0, 0, 0, 1, 5, 150, 0, 0, 0, 0];
    const rng = scriptedRng(script);
    const map = right(adHocTerrain(rng, { width: 16, height: 15, types: ['wooded', 'hill'] }));
    expect(scriptFault(map.rng)).toBeNull();
    expect(map.features.map((f) => [f.type, f.tiles])).toEqual([['wooded', 4], ['wooded', 3], ['hill', 5]]);
    expect(Object.values(map.terrain).filter((t) => t === 'wooded')).toHaveLength(7);
    expect(Object.values(map.terrain).filter((t) => t === 'hill')).toHaveLength(5);
    expect(checkAdHocTerrain(map.terrain, map.features)).toEqual([]);
  });
});
