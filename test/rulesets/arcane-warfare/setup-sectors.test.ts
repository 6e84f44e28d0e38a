import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { arcaneWarfare, GAME_SIZE_TABLE, type ArcaneScenario, type ScenarioFeature, type ScenarioUnit } from '../../../src/rulesets/arcane-warfare/index.js';

/** Two armies of `n` SpM in rows of 19 by their own edges (5 cm apart), plus `extra` south units. */
function game(size: 'standard' | 'maneuver', n: number, extra: ScenarioUnit[], terrain: ScenarioFeature[] = []): ArcaneScenario {
  const H = GAME_SIZE_TABLE[size].height;
  const rows = (prefix: string, south: boolean): ScenarioUnit[] =>
    Array.from({ length: n }, (_, i) => ({ id: `${prefix}${i + 1}`, type: 'SpM', x: 550 + 100 * (i % 19), y: south ? 500 - 60 * Math.floor(i / 19) : H - 500 + 60 * Math.floor(i / 19), heading: south ? 90 : 270 }));
  return {
    name: 'sectors',
    size,
    turnLimit: 1,
    attacker: 'south',
    terrain,
    armies: [
      { player: 'south', edge: 'south', commands: [{ id: 's-sco', kind: 'SCo', regular: true, x: 1500, y: 100 }], units: [...rows('s', true), ...extra, { id: 's-bag1', type: 'Baggage', x: 2500, y: 200, heading: 90 }, { id: 's-bag2', type: 'Baggage', x: 2600, y: 200, heading: 90 }] },
      { player: 'north', edge: 'north', commands: [{ id: 'n-sco', kind: 'SCo', regular: true, x: 1500, y: H - 100 }], units: [...rows('n', false), { id: 'n-bag1', type: 'Baggage', x: 2500, y: H - 200, heading: 270 }, { id: 'n-bag2', type: 'Baggage', x: 2600, y: H - 200, heading: 270 }] },
    ],
  };
}
const verdict = (sc: ArcaneScenario) => {
  const r = arcaneWarfare.setup(sc, { seed: 'sectors' });
  return E.isLeft(r) ? r.left.message : 'accepted';
};
const at = (id: string, type: string, x: number, y: number): ScenarioUnit => ({ id, type, x, y, heading: 90 });

describe('§4.3 units deploy in their setup sectors (standard and larger games)', () => {
  it('within the row of sectors along their own edge', () => {
    expect(verdict(game('standard', 38, [at('x', 'SpM', 2600, 750)]))).toBe('accepted');
    expect(verdict(game('standard', 38, [at('x', 'SpM', 2600, 900)]))).toMatch(/setup sectors/);
  });

  it('or wholly inside a BUA on their own half, an extra sector', () => {
    const bua = { id: 'town', kind: 'bua' as const, polygon: [{ x: 2400, y: 800 }, { x: 2800, y: 800 }, { x: 2800, y: 1000 }, { x: 2400, y: 1000 }] };
    expect(verdict(game('standard', 38, [at('x', 'SpM', 2600, 950)], [bua]))).toBe('accepted');
    const far = { ...bua, polygon: bua.polygon.map((p) => ({ x: p.x, y: p.y + 400 })) };
    expect(verdict(game('standard', 38, [at('x', 'SpM', 2600, 1350)], [far]))).toMatch(/setup sectors/);
  });
});

describe('§4.3.1 vanguard deployment (maneuver game)', () => {
  it('Light units may stand in the vanguard sectors, no closer than 200 p to the middle; others may not', () => {
    expect(verdict(game('maneuver', 58, [at('x', 'SpL', 2600, 1300)]))).toBe('accepted');
    expect(verdict(game('maneuver', 58, [at('x', 'SpL', 2600, 1350)]))).toMatch(/200 p/);
    expect(verdict(game('maneuver', 58, [at('x', 'SpM', 2600, 1000)]))).toMatch(/vanguard/);
  });
});
