/**
 * Combat factors (rulebook p.36; sheet Q:1-31): each element throws a die and adds its type's
 * factor against the enemy's class, mounted or other. A few types have a factor per state
 * (cavalry in close combat or shot at, bows and artillery shooting or not); naval elements whose
 * troops have disembarked fight at +1. Every row is printed cleanly, one per line.
 * @module
 */
import type { DbmmTroopType } from '../model/troop.js';
import { qrs, type QrsTable } from './source.js';

/** The state a row is limited to (`any` for a type with one row). */
export type CombatFactorState = 'any' | 'close-combat' | 'shot-at' | 'shooting-not-shot-at' | 'shot-at-or-close-combat' | 'shooting' | 'not-shooting' | 'troops-disembarked';

/** One row: a type (or all naval types, `Naval`), its state, and its factor against mounted and against others. */
export interface CombatFactorRow {
  readonly type: DbmmTroopType | 'Naval';
  readonly state: CombatFactorState;
  readonly vsMounted: number;
  readonly vsOthers: number;
}

const row = (line: number, type: CombatFactorRow['type'], state: CombatFactorState, vsMounted: number, vsOthers: number) => ({ type, state, vsMounted, vsOthers, src: qrs('p.36', line) });

/**
 * The combat factor table, in the sheet's order.
 * @rule dbmm p.36 Q:1-31
 */
export const COMBAT_FACTORS: QrsTable<CombatFactorRow> = {
  id: 'combat-factors',
  title: 'Combat factors',
  page: 'p.36',
  lines: [1, 31],
  rows: [
    row(7, 'El', 'any', 5, 4),
    row(8, 'Exp', 'any', 5, 4),
    row(9, 'Kn', 'any', 3, 4),
    row(10, 'Cv', 'close-combat', 3, 4),
    row(11, 'Cv', 'shot-at', 3, 3),
    row(12, 'LH', 'any', 2, 3),
    row(13, 'Cm', 'any', 2, 3),
    row(14, 'Pk', 'any', 4, 3),
    row(15, 'Sp', 'any', 4, 4),
    row(16, 'Bd', 'any', 4, 4),
    row(17, 'Ax', 'any', 3, 3),
    row(18, 'Ps', 'any', 2, 2),
    row(19, 'Wb', 'any', 3, 3),
    row(20, 'Hd', 'any', 2, 2),
    row(21, 'Bw', 'shooting-not-shot-at', 4, 3),
    row(22, 'Bw', 'shot-at-or-close-combat', 4, 2),
    row(23, 'Sh', 'any', 5, 4),
    row(24, 'Art', 'shooting', 4, 4),
    row(25, 'Art', 'not-shooting', 2, 2),
    row(26, 'WWg', 'any', 4, 4),
    row(27, 'Bge', 'any', 2, 2),
    row(28, 'Gal', 'any', 2, 3),
    row(29, 'Shp', 'any', 2, 3),
    row(30, 'Bts', 'any', 2, 2),
    row(31, 'Naval', 'troops-disembarked', 1, 1),
  ],
};
