/**
 * Grading factors (rulebook p.37; sheet Q:100-121). They are applied after the two totals (die,
 * combat, rear support and tactical factors) are compared: `scoring` is that first comparison
 * from the element's side (`>`, `=`, `<`, `<=`). Printed cleanly; the sheet's "(1)" is (I).
 * @module
 */
import type { DbmmBound } from '../model/troop.js';
import { qrs, type QrsTable } from './source.js';

/** What the element is doing. */
export type GradingFight = 'close-combat' | 'shooting' | 'shot-at';

/** The first comparison, own total against enemy total. */
export type GradingScore = '>' | '=' | '<' | '<=';

/** One row. `who` and `against` are selectors; `notShooting` is the "(S) not shooting" row's extra condition. */
export interface GradingFactorRow {
  readonly who: ReadonlyArray<string>;
  readonly fight: GradingFight;
  readonly scoring: GradingScore;
  readonly bound: DbmmBound;
  readonly against: ReadonlyArray<string>;
  /** "Mounted not same": not against its own type (ruling DBMM-R5). */
  readonly notSameType: boolean;
  readonly value: number;
}

const row = (line: number, who: ReadonlyArray<string>, fight: GradingFight, scoring: GradingScore, bound: DbmmBound, against: ReadonlyArray<string>, value: number, notSameType = false) => ({
  who,
  fight,
  scoring,
  bound,
  against,
  notSameType,
  value,
  src: qrs('p.37', line),
});

/**
 * The grading factor rows, in the sheet's order.
 * @rule dbmm p.37 Q:100-121
 * @ruling DBMM-R5
 */
export const GRADING_FACTORS: QrsTable<GradingFactorRow> = {
  id: 'grading-factors',
  title: 'Grading factors',
  page: 'p.37',
  lines: [100, 121],
  rows: [
    row(105, ['Foot(S)'], 'close-combat', '>', 'own', ['Foot'], 2),
    row(106, ['Foot(S)'], 'close-combat', '=', 'own', ['Foot'], 1),
    row(107, ['Foot(S)'], 'close-combat', '<', 'enemy', ['Foot', 'Mounted'], 1),
    row(108, ['Mounted(S)'], 'close-combat', '>', 'own', ['Mounted'], 2, true),
    row(109, ['Mounted(S)'], 'close-combat', '=', 'own', ['Mounted'], 1),
    row(110, ['Mounted(S)'], 'close-combat', '<', 'own', ['Foot'], 1),
    row(111, ['Reg Any(S)'], 'shooting', '>', 'both', ['Any'], 2),
    row(112, ['Irr Any(S)'], 'shooting', '>', 'both', ['Any'], 1),
    row(113, ['Any(S)'], 'shot-at', '<', 'both', ['Any', '!Art', '!Sh'], 1),
    row(114, ['Any(F)'], 'close-combat', '<', 'enemy', ['Any'], -1),
    row(115, ['Any(F)'], 'shot-at', '<', 'both', ['Any', '!Art'], -1),
    row(116, ['Any(I)'], 'close-combat', '<', 'both', ['Any'], -1),
    row(117, ['Any(I)'], 'shooting', '<=', 'both', ['Any'], -1),
    row(118, ['Any(I)'], 'shot-at', '<=', 'both', ['Any'], -1),
    row(119, ['Train(S)'], 'close-combat', '>', 'own', ['Foot'], 2),
    row(120, ['Naval'], 'close-combat', '>', 'own', ['Naval'], 2),
    row(121, ['Naval(S)'], 'close-combat', '<', 'own', ['Foot', 'Naval'], 1),
  ],
};
