import { describe, expect, it } from 'vitest';
import { scriptedRng } from '../../../src/random/rng.js';
import { DEFAULT_ELEMENT, FEATURE_TABLES, SECTOR } from '../../../src/rulesets/arcane-warfare/index.js';
import { edgeModifier, featureOf, placementProblems, rollTerrain, unknownBecomes } from '../../../src/rulesets/arcane-warfare/rules/04-setup/terrain.js';
import { rect } from './helpers.js';

describe('§4.2.1 feature availability', () => {
  it('a sector on a long edge gets +1, on a short edge +1 more (small game: corners +2, the middle column +1)', () => {
    expect(edgeModifier('small', { column: 0, row: 0 })).toBe(2);
    expect(edgeModifier('small', { column: 1, row: 1 })).toBe(1);
    expect(edgeModifier('standard', { column: 0, row: 1 })).toBe(1);
    expect(edgeModifier('standard', { column: 1, row: 1 })).toBe(0);
  });
});

describe('§4.2.2 feature type', () => {
  it('reads the topography row for the 2D6 score', () => {
    expect(FEATURE_TABLES.arid.length).toBe(11);
    expect(featureOf('arid', [3, 4], 0, []).result).toBe('rough');
    expect(featureOf('steppe', [6, 4], 0, []).result).toBe('river');
    expect(featureOf('hilly', [6, 6], 0, []).result).toBe('choice');
  });

  it('a double lets the defender move the score by one; other rolls ignore it', () => {
    expect(featureOf('plains', [5, 5], -1, [])).toMatchObject({ score: 9, result: 'hill-open' });
    expect(featureOf('plains', [4, 6], -1, [])).toMatchObject({ score: 10, result: 'shore' });
    expect(featureOf('plains', [6, 6], 1, []).score).toBe(12);
  });

  it('a second BUA, river or shore becomes choice', () => {
    expect(featureOf('arid', [5, 5], 0, ['shore']).result).toBe('choice');
    expect(featureOf('arid', [5, 5], 0, ['rough']).result).toBe('bua');
  });

  it('the default element is the 7 result (ruling AW-R40): the steppe alone may stay open', () => {
    for (const t of ['arid', 'steppe', 'plains', 'hilly', 'wooded'] as const) expect(DEFAULT_ELEMENT[t]).toBe(FEATURE_TABLES[t][5]);
    expect(DEFAULT_ELEMENT.steppe).toBe('open');
  });
});

describe('§4.2 rolling a board', () => {
  it('rolls column by column in the chosen order, spends removed points, places with a D6, then the road rolls', () => {
    // Columns 2, 0, 1. (2,0): 4 + 2 = 6 → 3+4 = 7 arid rough, placed on a 2. (2,1): 1 + 2 = 3.
    // (0,0): 1 + 2. (0,1): 2 + 2. (1,0): 4 + 1 + 1 spent = 6 → 5+5 = 10 BUA, placed on a 6.
    // (1,1): 5 + 1 = 6 → 5+5 BUA again: choice, placed on a 1. Roads: attacker 3, defender 5.
    const r = rollTerrain('small', 'arid', scriptedRng([4, 3, 4, 2, 1, 1, 2, 4, 5, 5, 6, 5, 5, 5, 1, 3, 5]), { columns: [2, 0, 1], spend: { '1,0': 1 } });
    expect(r.sectors.map((s) => [s.column, s.row, s.availability.total, s.feature?.result ?? null, s.placement?.placement ?? null])).toEqual([
      [2, 0, 6, 'rough', 'inside-touching-edge'],
      [2, 1, 3, null, null],
      [0, 0, 3, null, null],
      [0, 1, 4, null, null],
      [1, 0, 6, 'bua', 'half-inside'],
      [1, 1, 6, 'choice', 'inside-touching-edge'],
    ]);
    expect(r.road).toEqual({ attacker: 3, defender: 5, placedBy: 'defender' });
    expect(r.rng.algorithm === 'scripted' && r.rng.fault).toBe(null);
  });

  it('a river or shore gets no placement roll; the attacker places the road on 4-6 (§4.2.3.1)', () => {
    const r = rollTerrain('small', 'steppe', scriptedRng([5, 4, 6, 1, 1, 1, 1, 1, 4]));
    expect(r.sectors[0]!.feature?.result).toBe('river');
    expect(r.sectors[0]!.placement).toBe(null);
    expect(r.road).toEqual({ attacker: 4, defender: null, placedBy: 'attacker' });
  });
});

describe('§4.2.3 feature placement', () => {
  const corner = { column: 0, row: 0 };
  it('1-3 at 15 mm: wholly inside the sector, touching its table edge', () => {
    expect(placementProblems('small', corner, 'inside-touching-edge', rect(0, 100, 400, 400))).toEqual([]);
    expect(placementProblems('small', corner, 'inside-touching-edge', rect(100, 100, 400, 400))).toHaveLength(1);
    expect(placementProblems('small', corner, 'inside-touching-edge', rect(0, 100, 800, 400)).length).toBeGreaterThan(0);
  });

  it('a sector with no table edge needs none (central sectors of a standard game)', () => {
    const s = { column: 1, row: 1 };
    expect(placementProblems('standard', s, 'inside-touching-edge', rect(SECTOR + 100, SECTOR + 100, SECTOR + 500, SECTOR + 400))).toEqual([]);
  });

  it('6 at 15 mm: at least half inside; features other than roads, rivers and shore 150 p apart', () => {
    expect(placementProblems('small', corner, 'half-inside', rect(500, 100, 900, 400))).toEqual([]);
    expect(placementProblems('small', corner, 'half-inside', rect(600, 100, 1000, 400))).toHaveLength(1);
    expect(placementProblems('small', corner, 'inside', rect(100, 100, 400, 400), [rect(500, 100, 700, 400)])).toHaveLength(1);
    expect(placementProblems('small', corner, 'inside', rect(100, 100, 400, 400), [rect(550, 100, 700, 400)])).toEqual([]);
  });

  it('25 mm: centred on the sector, or over at most four sectors (§4.2.3.2)', () => {
    expect(placementProblems('standard', corner, 'centred-touching-edge', rect(200, 0, 550, 500))).toEqual([]);
    expect(placementProblems('standard', corner, 'over-up-to-four-sectors', rect(600, 600, 900, 900))).toEqual([]);
    expect(placementProblems('standard', corner, 'over-up-to-four-sectors', rect(600, 600, 1600, 900))).toHaveLength(1);
  });
});

describe('§4.2.4 unknown features', () => {
  it('1 impassable, 2 gully, 3 rough, 4 and 6 open, 5 dunes in arid or plains by the board edge, otherwise marsh', () => {
    expect([1, 2, 3, 4, 6].map((d) => unknownBecomes(d, 'arid', false))).toEqual(['impassable', 'gully', 'rough', 'open', 'open']);
    expect(unknownBecomes(5, 'plains', true)).toBe('dunes');
    expect(unknownBecomes(5, 'plains', false)).toBe('marsh');
    expect(unknownBecomes(5, 'hilly', true)).toBe('marsh');
  });
});
