import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { classifyBand, opposedD6Counts } from '../../../src/rulesets/dbx/dice.js';

const table = JSON.parse(readFileSync(new URL('./fixtures/dbmm-combat-dice.json', import.meta.url), 'utf8')) as { rows: number[][] };

describe('DBMM combat dice probabilities (Q:1094-1251) as a check of the dice layer', () => {
  it('has all 121 printed rows', () => {
    expect(table.rows).toHaveLength(121);
  });
  it('every printed percentage is within one point of the exact enumeration, except the known erratum (own 7 vs 3, doubled)', () => {
    const misses: string[] = [];
    for (const [own, vs, lower, doubled, same, higher, doubling] of table.rows as Array<[number, number, number, number, number, number, number]>) {
      const c = opposedD6Counts(own, vs);
      const pct = (n: number) => (100 * n) / 36;
      const cells: Array<[string, number, number]> = [
        ['lower', lower, pct(c.lower)],
        ['doubled', doubled, pct(c.doubled)],
        ['same', same, pct(c.same)],
        ['higher', higher, pct(c.higher)],
        ['doubling', doubling, pct(c.doubling)],
      ];
      for (const [name, printed, exact] of cells) {
        if (Math.abs(printed - exact) >= 1) misses.push(`${own} vs ${vs} ${name}: printed ${printed}, exact ${exact.toFixed(2)}`);
      }
    }
    expect(misses).toEqual(['7 vs 3 doubled: printed 3, exact 0.00']);
  });
  it('the worked example: 2 vs 4 gives lower 72, doubled 25, same 11, higher 17, doubling 0', () => {
    const c = opposedD6Counts(2, 4);
    expect([c.lower, c.doubled, c.same, c.higher, c.doubling]).toEqual([26, 9, 4, 6, 0]);
  });
});

describe('outcome bands (DBA combat-outcome A:125; half means half or less)', () => {
  it('classifies more, equal, less and half or less', () => {
    expect(classifyBand(5, 4)).toBe('more');
    expect(classifyBand(4, 4)).toBe('equal');
    expect(classifyBand(3, 4)).toBe('less');
    expect(classifyBand(2, 4)).toBe('half');
    expect(classifyBand(1, 4)).toBe('half');
    expect(classifyBand(3, 5)).toBe('less');
  });
  it('win/tie/lose counts for a difference d match the public fixture (15,6,15) … (36,0,0)', () => {
    const expected = [
      [15, 6, 15],
      [21, 5, 10],
      [26, 4, 6],
      [30, 3, 3],
      [33, 2, 1],
      [35, 1, 0],
      [36, 0, 0],
    ];
    expected.forEach(([w, t, l], d) => {
      const c = opposedD6Counts(d, 0);
      expect([c.higher, c.same, c.lower]).toEqual([w, t, l]);
      const n = opposedD6Counts(-d, 0);
      expect([n.higher, n.same, n.lower]).toEqual([l, t, w]);
    });
  });
});
