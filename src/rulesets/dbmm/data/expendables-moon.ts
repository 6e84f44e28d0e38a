/**
 * Two boxes of the sheet whose headings are lost or damaged: expendables (Q:1260-1265, read by
 * their content) and the moon (Q:1006-1012, whose score-to-status pairing is lost). Their rows
 * are medium and low confidence; the moon's statuses are kept without the die scores.
 * @module
 */
import { qrs, ruleRow, type QrsTable, type RuleRow } from './source.js';

/**
 * @rule dbmm QRS Q:1260-1265
 */
export const EXPENDABLES: QrsTable<RuleRow> = {
  id: 'expendables',
  title: 'Expendables',
  page: 'QRS',
  lines: [1260, 1265],
  rows: [
    ruleRow('removed-disheartened', 'expendables are removed when their command is disheartened', null, qrs('QRS', 1261, 1263, 'medium', 'the box heading is lost; read by its content')),
    ruleRow('pip', 'a single element or group including Exp pays +1 PIP to move', 1, qrs('QRS', 1262, 1263, 'medium', 'the box heading is lost; read by its content')),
    ruleRow('spontaneous', 'if they moved spontaneously, they may not halt or move with PIPs', null, qrs('QRS', 1261, 1261, 'medium', 'the box heading is lost; read by its content')),
    ruleRow('turning', 'they change direction only by a pivot or wheel of up to 90°', 90, qrs('QRS', 1262, 1262, 'low', 'scattered cells')),
    ruleRow('destroyed-behind', 'friends less than a base depth behind a destroyed Exp are destroyed too', 'base-depth', qrs('QRS', 1265, 1265, 'medium', 'the box heading is lost; read by its content')),
  ],
};

/**
 * The moon's statuses and the visibility each gives; which invader's first deployment score
 * gives which status is lost, so `value` is the visibility only.
 * @rule dbmm p.23-24 Q:1006-1012
 */
export const MOON: QrsTable<RuleRow> = {
  id: 'moon',
  title: 'Moon effects',
  page: 'p.23-24',
  lines: [1006, 1012],
  rows: [
    ruleRow('no-moon', 'no moon', 80, qrs('p.23-24', 1008, 1008, 'low', 'the die scores of each status are lost')),
    ruleRow('rises', 'the moon rises at the start of the first night bound after the 3rd or 5th bound', 160, qrs('p.23-24', 1009, 1009, 'low', 'the die scores of each status are lost')),
    ruleRow('sets-after-sunrise', 'the moon sets after sunrise (160p in good weather)', 160, qrs('p.23-24', 1010, 1010, 'low', 'the die scores of each status are lost')),
    ruleRow('risen-at-sunset', 'the moon has already risen at sunset', 160, qrs('p.23-24', 1011, 1011, 'low', 'the die scores are lost; the printed 80p belongs to rain, snow or dust storm')),
    ruleRow('sets-early', 'the moon sets at the end of the first night bound after the 2nd, 4th or 6th bound', 160, qrs('p.23-24', 1012, 1012, 'low', 'the die scores of each status are lost')),
    ruleRow('bad-weather', 'by moonlight, visibility in rain, snow or dust storm', 80, qrs('p.23-24', 1011, 1012, 'low', 'a column fragment')),
  ],
};
