/**
 * PIP costs (sheet Q:595-654; the heading is lost in the scan, and no rulebook page survives,
 * so rows cite `QRS`): the base cost of each action, then the modifiers. The mixed mounted and
 * foot surcharge prints no value, and the starred items may cost +1 for everyone or only count
 * for irregulars; both are rulings (DBMM-R11, DBMM-R12).
 * @module
 */
import { qrs, ruleRow, type QrsTable, type RuleRow } from './source.js';

const at = (a: number, b = a, c: 'high' | 'medium' | 'low' = 'medium', note = 'the table heading is lost; rows read from their layout') => qrs('QRS', a, b, c, note);

/**
 * Base costs: `value` is the PIPs the action costs before modifiers.
 * @rule dbmm QRS Q:595-613
 */
export const PIP_COSTS: QrsTable<RuleRow> = {
  id: 'pip-costs',
  title: 'PIP costs',
  page: 'QRS',
  lines: [595, 613],
  rows: [
    ruleRow('free-march', 'the first march move of the bound not contacting enemy, if wholly along a road without reversing, or by all-foot led by at least 2 ranks of Pk moving straight ahead, or by naval in good going', 0, at(595, 598)),
    ruleRow('move', 'a move by an element or group', 1, at(599)),
    ruleRow('column-change', 'expanding, or turning 90° out of or into column', 1, at(599)),
    ruleRow('halt', 'a halt by a broken or impetuous element or group', 1, at(601, 604)),
    ruleRow('halt-naval', 'a halt by a single naval element', 1, at(606)),
    ruleRow('set-up-po', 'setting up a PO obstacle by an element', 1, at(608)),
    ruleRow('mount-dismount', 'mounting or dismounting by an element that is not mounted infantry or embarking', 1, at(610)),
    ruleRow('feigned-flight', 'triggering a feigned flight', 1, at(610)),
    ruleRow('activate-ally', 'activating an ally (by the C-in-C)', 1, at(611)),
    ruleRow('change-orders', 'changing a command\'s orders (by the C-in-C), unless by a brilliant stroke', 1, at(613)),
  ],
};

/**
 * Modifiers: `value` is added to the base cost.
 * @rule dbmm QRS Q:615-654
 * @ruling DBMM-R11
 * @ruling DBMM-R12
 */
export const PIP_MODIFIERS: QrsTable<RuleRow> = {
  id: 'pip-modifiers',
  title: 'PIP cost modifiers',
  page: 'QRS',
  lines: [615, 654],
  rows: [
    ruleRow('general-discount', 'a move or halt (once a bound) by an element or group with a C-in-C who is not inert, or an all-regular one with a sub-general or ally general', -1, at(615, 617, 'medium', 'whether "per bound" means once a bound is a ruling (DBMM-R11)')),
    ruleRow('night', 'a move or halt between dusk and dawn', 1, at(618)),
    ruleRow('general-away', 'a move or halt when its general is in frontal close combat, more than 800p away (2000p for all-LH, naval or army baggage), off the battlefield, unreliable, or cannot see for time and weather', 1, at(619, 626)),
    ruleRow('shaken-nearer', 'moving a shaken element or group of a disheartened command nearer to enemy', 1, at(627)),
    ruleRow('orders-changed', 'the C-in-C changed the command\'s orders last bound, unless by a brilliant stroke', 1, at(628)),
    ruleRow('slow-troops', 'a move or halt by an element or group including Exp, Hd (O/I) or train not (F)', 1, at(629)),
    ruleRow('mixed-mounted-foot', 'a move or halt by a group including mounted (not El or the general) and foot that cannot rear-support mounted; the sheet prints no value', null, at(630, 630, 'low', 'no value printed (ruling DBMM-R11)')),
    ruleRow('baggage-command', 'part of the army baggage command not marching in single column', 1, at(631)),
    ruleRow('irr-third-march', 'third or later march move, irregular, off-road', 1, at(632)),
    ruleRow('reg-fourth-march', 'fourth or later march move, regular, off-road', 1, at(633)),
    ruleRow('march-into-contact', 'a march move into contact with enemy', 1, at(634)),
    ruleRow('short-move', 'no element of the group moves its full distance, with listed exceptions (starred)', 1, at(635, 640)),
    ruleRow('starred-manoeuvres', 'a wheel by a group not in column; a 180° turn by a group or by Exp, WWg, Shp; mounted embarking; train embarking or disembarking (starred)', 1, at(641, 644, 'low', 'whether the starred items cost everyone or only irregulars is a ruling (DBMM-R12)')),
    ruleRow('irregular', 'an irregular element or group (other than LH, Ps, Ax in GGo/RGo, Cv (O) in GGo, or the general\'s element) moving other than straight ahead, doing a starred item, or halting to stop a spontaneous advance or rout (with exceptions)', 1, at(645, 654)),
  ],
};
