import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import { opposedD6, type OpposedOdds } from '../../src/random/index.js';
import { combatDiceProbabilities, type PrintedRow } from './fixtures/dbmm-combat-dice-probabilities.js';

/**
 * The DBMM quick reference sheet (seed 004) prints a COMBAT DICE PROBABILITIES table: for own
 * and enemy adjusted values 0..10, the percentage chance of scoring lower (and, in brackets,
 * of being doubled), the same, and higher (and of doubling the enemy). Every printed number is
 * checked against the exact odds within one percentage point: the sheet rounds unevenly (e.g.
 * own 2 vs 0 "higher" is 72.2% but printed 73), so a tighter check would test its rounding.
 */

const odds = (own: number, enemy: number): OpposedOdds => {
  const e = opposedD6(own, enemy);
  if (E.isLeft(e)) throw new Error(e.left.message);
  return e.right;
};

const columns = ['lower', 'doubled', 'same', 'higher', 'doubling'] as const;
type Column = (typeof columns)[number];

/** Our odds in the table's column order, in percent. */
function percent(o: OpposedOdds): Record<Column, number> {
  return { lower: 100 * o.lose, doubled: 100 * o.loseDoubled, same: 100 * o.tie, higher: 100 * o.win, doubling: 100 * o.winDoubled };
}

/**
 * Misprints, named with why. Own 7 vs 3 prints "(3)" doubled: own totals run 8..13 and enemy
 * totals 4..9, so own is never at most half of the enemy (that needs 16 or more against 8):
 * the exact chance is 0. The printed 3 repeats the "lower" figure just before it.
 */
const misprints: ReadonlyArray<{ own: number; enemy: number; column: Column }> = [{ own: 7, enemy: 3, column: 'doubled' }];

const isMisprint = (own: number, enemy: number, column: Column): boolean =>
  misprints.some((m) => m.own === own && m.enemy === enemy && m.column === column);

const rows: Array<[number, PrintedRow]> = Object.entries(combatDiceProbabilities).flatMap(([enemy, printed]) =>
  printed.map((row) => [Number(enemy), row] as [number, PrintedRow]),
);

describe('DBMM quick reference: combat dice probabilities (seed 004)', () => {
  it('the fixture holds all 121 printed rows: own 0..10 against enemy 0..10', () => {
    expect(rows).toHaveLength(121);
    for (let enemy = 0; enemy <= 10; enemy++) {
      expect(combatDiceProbabilities[enemy]?.map((r) => r[0])).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    }
  });

  it.each(rows)('vs %i: own %j agrees within one percentage point in every column', (enemy, row) => {
    const [own, ...printed] = row;
    const ours = percent(odds(own, enemy));
    columns.forEach((column, i) => {
      if (isMisprint(own, enemy, column)) return;
      const cell = `own ${own} vs ${enemy}, ${column}: printed ${printed[i]}, exact ${ours[column].toFixed(2)}`;
      expect(Math.abs(ours[column] - printed[i]!), cell).toBeLessThan(1);
    });
  });

  it('the misprinted cell: own 7 vs 3 prints 3% doubled, but being doubled there is impossible', () => {
    const printed = combatDiceProbabilities[3]![7]!;
    expect(printed).toEqual([7, 3, 3, 6, 91, 33]);
    expect(odds(7, 3).exact.loseDoubled).toEqual([0, 1]);
    // The rest of that row is fine.
    expect(Math.abs(100 * odds(7, 3).lose - printed[1])).toBeLessThan(1);
  });

  it("the sheet's worked example: own 2 vs enemy 4 reads 72 (25) 11 17 (0)", () => {
    const o = odds(2, 4);
    expect([o.lose, o.loseDoubled, o.tie, o.win, o.winDoubled].map((p) => Math.round(100 * p))).toEqual([72, 25, 11, 17, 0]);
    expect(o.exact).toEqual({ lose: [13, 18], loseDoubled: [1, 4], tie: [1, 9], win: [1, 6], winDoubled: [0, 1] });
  });

  it('"doubled" includes exactly half: the strict "less than half" reading misses 103 of the 121 rows', () => {
    // The strict reading by enumeration, to show that the table decides between the two readings.
    let rowsMissed = 0;
    for (const [enemy, [own, , doubled, , , doubling]] of rows) {
      let strictDoubled = 0;
      let strictDoubling = 0;
      for (let x = 1; x <= 6; x++) {
        for (let y = 1; y <= 6; y++) {
          if (2 * (own + x) < enemy + y) strictDoubled++;
          if (2 * (enemy + y) < own + x) strictDoubling++;
        }
      }
      const off = (count: number, printed: number): boolean => Math.abs((100 * count) / 36 - printed) >= 1;
      if (off(strictDoubled, doubled) || off(strictDoubling, doubling)) rowsMissed++;
    }
    expect(rowsMissed).toBe(103);
  });
});
