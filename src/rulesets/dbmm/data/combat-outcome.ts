/**
 * The general rows of the combat outcome table (rulebook pp.38-39; sheet Q:353 and Q:420-426):
 * what a side does by how its final total compares, and when an outcome is disregarded. The
 * per-type exceptions and quick kills of the same pages are not legible on the sheet: the user
 * supplies them (`data/user/`). The table was flattened into one line by the OCR, so its general
 * rows are read with medium confidence.
 * @module
 */
import { qrs, ruleRow, type QrsTable, type RuleRow } from './source.js';

const flat = 'the table is flattened into one line of the scan; read by its row labels';

/**
 * @rule dbmm p.38-39 Q:353-426
 * @ruling DBMM-R7
 */
export const COMBAT_OUTCOME_GENERAL: QrsTable<RuleRow> = {
  id: 'combat-outcome-general',
  title: 'Combat outcome: general rows',
  page: 'p.38-39',
  lines: [353, 426],
  rows: [
    ruleRow('scoring-more', 'scoring more: press forward or pursue where mandatory or chosen, else stand (turn 180° if contacted on the rear edge), unless an exception applies', 'more', qrs('p.38-39', 353, 353, 'medium', flat)),
    ruleRow('scoring-equal', 'scoring equal: stand (turn 180° if contacted on the rear edge), unless an exception applies', 'equal', qrs('p.38-39', 353, 353, 'medium', flat)),
    ruleRow('scoring-less', 'scoring less but not doubled: recoil unless an exception applies; recoil when assaulting an undefended TF or PF section', 'less', qrs('p.38-39', 353, 353, 'medium', flat)),
    ruleRow('doubled', 'doubled (own total half or less of the enemy\'s): destroyed unless an exception applies', 'half', qrs('p.38-39', 353, 353, 'medium', flat)),
    ruleRow('disregard-flank', 'an outcome is disregarded in close combat against the flank edge of an enemy also fighting to its front or rear, against a rear edge, or against the flank edge of Exp', null, qrs('p.38-39', 353, 353, 'medium', flat)),
    ruleRow('disregard-overlap', 'an outcome is disregarded when fighting as an overlap, or when shooting without being shot back at', null, qrs('p.38-39', 353, 353, 'medium', flat)),
    ruleRow('rear-contact-turn', 'an element contacted on its rear edge turns only after the combat: 180° if its total is equal or more, destroyed if less (not when contacted by a march move)', null, qrs('p.40-42', 422, 426)),
  ],
};
