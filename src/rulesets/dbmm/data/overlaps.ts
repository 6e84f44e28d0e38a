/**
 * Overlaps (rulebook p.35; sheet Q:123-136): who overlaps, the battlefield-edge rule, and when
 * an overlap is ignored. The last is a three-row table read with medium confidence.
 * @module
 */
import { qrs, ruleRow, type QrsTable, type RuleRow } from './source.js';

/**
 * @rule dbmm p.35 Q:123-136
 * @ruling DBMM-R6
 */
export const OVERLAPS: QrsTable<RuleRow> = {
  id: 'overlaps',
  title: 'Overlaps',
  page: 'p.35',
  lines: [123, 136],
  rows: [
    ruleRow('overlapping', 'an element overlaps when friends are in close combat with an enemy element and it is in side-edge contact with those friends or that enemy', null, qrs('p.35', 125, 127)),
    ruleRow('battlefield-edge', 'an element other than Ps, LH or Bge is overlapped in the enemy bound when the battlefield edge keeps an enemy element from the overlap position', null, qrs('p.35', 129)),
    ruleRow('ignored-overlapper', 'ignored when the overlapper is El not aiding El, Foot or Art, or is Exp', 'El, Exp', qrs('p.35', 131, 132, 'medium', 'one cell lists "El not aiding El, Foot, Art, Exp"; read as El (unless aiding El, Foot or Art) and Exp (ruling DBMM-R6)')),
    ruleRow('ignored-mounted-own-bound', 'ignored when the overlapped element is mounted in its own bound and the overlapper is foot other than Bw not in side-edge contact with enemy', 'Mounted', qrs('p.35', 133, 134, 'medium', 'two cells of one row')),
    ruleRow('ignored-overlapped', 'ignored when the overlapped element is Kn in wedge (unless Kn (F) against LH), Exp or WWg', 'Kn wedge, Exp, WWg', qrs('p.35', 135)),
    ruleRow('ignored-aided', 'ignored when the element aided is Exp', 'Exp', qrs('p.35', 136)),
  ],
};
