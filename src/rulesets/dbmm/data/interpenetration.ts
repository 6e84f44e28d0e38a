/**
 * Interpenetration of friendly troops (rulebook p.32; sheet Q:239-301): when a move may pass
 * through friends, and who may pass whom facing which way. The eight main rows are printed
 * cleanly (Q:242-249); the last four are orphaned cells paired by the library (`low`, ruling
 * DBMM-R14).
 * @module
 */
import { qrs, ruleRow, type QrsTable, type RuleRow } from './source.js';

/** One row: the actor, its state, whom it may pass, and their relative facing. */
export interface InterpenetrationRow {
  readonly actor: ReadonlyArray<string>;
  readonly state: 'any' | 'not-recoiled-pushed-back-repulsed' | 'repulsed' | 'recoiled-or-repulsed';
  readonly through: ReadonlyArray<string>;
  readonly facing: 'same' | 'same-or-opposite' | 'any' | 'at-90';
  /** A condition of the row in our words, or `null`. */
  readonly also: string | null;
}

const row = (line: number, actor: ReadonlyArray<string>, state: InterpenetrationRow['state'], through: ReadonlyArray<string>, facing: InterpenetrationRow['facing'], also: string | null = null) => ({
  actor,
  state,
  through,
  facing,
  also,
  src: qrs('p.32', line),
});
const orphan = (lines: [number, number], actor: ReadonlyArray<string>, through: ReadonlyArray<string>, facing: InterpenetrationRow['facing'], also: string | null = null) => ({
  actor,
  state: 'any' as const,
  through,
  facing,
  also,
  src: qrs('p.32', lines[0], lines[1], 'low', 'orphaned cells paired by the library (ruling DBMM-R14)'),
});

/**
 * @rule dbmm p.32 Q:239-301
 * @ruling DBMM-R14
 */
export const INTERPENETRATION: QrsTable<InterpenetrationRow> = {
  id: 'interpenetration',
  title: 'Interpenetration of friendly troops',
  page: 'p.32',
  lines: [239, 301],
  rows: [
    row(242, ['Mounted', '!LH', '!Exp'], 'not-recoiled-pushed-back-repulsed', ['LH', 'Foot', '!Pk', '!Hd'], 'same-or-opposite'),
    row(243, ['Reg Cv'], 'repulsed', ['Reg Cv'], 'same'),
    row(244, ['Reg LH'], 'repulsed', ['Reg Cv'], 'same'),
    row(245, ['Reg Bd'], 'any', ['Bd', 'Sp', 'Pk'], 'same-or-opposite'),
    row(246, ['Ax'], 'any', ['Bd'], 'same'),
    row(247, ['Ps'], 'any', ['Foot', 'Mounted'], 'same-or-opposite', 'any land troops'),
    row(248, ['Ps'], 'recoiled-or-repulsed', ['Any'], 'any', 'to end lined up in contact behind them, facing the same way'),
    row(249, ['Bw', '!Bw(X)'], 'any', ['Bd'], 'same'),
    orphan([255, 295], ['Mounted', 'Foot'], ['Train'], 'at-90', 'train one element deep'),
    orphan([257, 297], ['Mounted', 'Foot'], ['Train'], 'same-or-opposite'),
    orphan([259, 299], ['Bts'], ['Naval'], 'same-or-opposite'),
    orphan([261, 301], ['Naval'], ['Bts'], 'same-or-opposite'),
  ],
};

/**
 * When interpenetration is allowed at all, and what spontaneous movers may pass.
 * @rule dbmm p.32 Q:239-293
 */
export const INTERPENETRATION_RULES: QrsTable<RuleRow> = {
  id: 'interpenetration-rules',
  title: 'Interpenetration: when allowed',
  page: 'p.32',
  lines: [239, 293],
  rows: [
    ruleRow('one-corner', 'allowed when passing through only one corner', null, qrs('p.32', 239, 239, 'medium', 'a split line')),
    ruleRow('same-road', 'allowed when marching along the same road', null, qrs('p.32', 240, 240, 'medium', 'a split line')),
    ruleRow('straight', 'otherwise only moving straight forward or back, as the table allows', null, qrs('p.32', 240, 240, 'medium', 'a split line')),
    ruleRow('not-in-contact', 'never through friends in contact with enemy or in a river', null, qrs('p.32', 239, 239, 'medium', 'a split line')),
    ruleRow('spontaneous', 'spontaneous movers pass any friends except Pk 3 or more deep or El, unless those are in close combat, giving rear or overlap support, in a river, or impetuous and already moved', null, qrs('p.32', 291, 293, 'medium', 'split cells')),
  ],
};
