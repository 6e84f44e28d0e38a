/**
 * Disheartened, broken and shattered commands (rulebook p.43; sheet Q:906-941): thresholds as
 * fractions of a command's morale equivalents (ME), effects, and contagion. Printed cleanly but
 * for a stray "3" before the baggage item (Q:910).
 * @module
 */
import { qrs, ruleRow, type QrsTable, type RuleRow } from './source.js';

const p = (a: number, b = a, c: 'high' | 'medium' = 'high', note?: string) => qrs('p.43', a, b, c, note);

/**
 * Thresholds are strict ("more than") fractions of the command's original ME.
 * @rule dbmm p.43 Q:906-941
 */
export const COMMAND_MORALE: QrsTable<RuleRow> = {
  id: 'command-morale',
  title: 'Disheartened, broken and shattered commands',
  page: 'p.43',
  lines: [906, 941],
  rows: [
    ruleRow('disheartened', 'a command is disheartened when more than this fraction of its ME is lost', 0.25, p(908)),
    ruleRow('disheartened-effects', 'then its 0-ME elements not required to be double-based are removed, its 1-ME and ½-ME elements are shaken, and its Bge not (S) are shaken', null, p(910, 910, 'medium', 'a stray "3" before the baggage item')),
    ruleRow('shaken-pip', 'a shaken element pays this much more to move nearer to enemy', 1, p(912)),
    ruleRow('shaken-factor', 'and fights at this in close combat or shot at', -1, p(913)),
    ruleRow('broken-lost', 'a command is broken when more than this fraction of its ME is lost', 1 / 3, p(917)),
    ruleRow('broken-lost-or-spent', 'or more than this fraction lost or spent', 0.5, p(917)),
    ruleRow('broken-effects', 'then only its general may move and only unrouted elements may halt; land elements rout unless they moved or halted that bound, are in front-edge combat, are Bge (S/O), or are in a fortification', null, p(919, 927)),
    ruleRow('contagion-range', 'another unbroken command that has lost an element and sees elements of the broken one within this distance at the end of the bound counts extra lost ME for that check', 800, p(929)),
    ruleRow('contagion-small', 'extra ME if the broken command is 12 or less', 1, p(931, 931, 'medium', 'the unit of "12" is not printed (ME or elements)')),
    ruleRow('contagion-large', 'extra ME if it is more than 12', 2, p(932, 932, 'medium', 'the unit of "12" is not printed (ME or elements)')),
    ruleRow('shattered', 'a broken command is shattered when more than this fraction of its ME is destroyed or off the table', 0.5, p(937)),
    ruleRow('shattered-effects', 'then it dices for no more PIPs and every mobile element routs unless inside a fortification enemy have not entered', null, p(939, 941)),
  ],
};
