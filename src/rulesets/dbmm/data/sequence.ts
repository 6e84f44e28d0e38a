/**
 * Sequence of play (rulebook p.26; sheet Q:885-904): who takes the first bound, and the steps
 * of each bound. The first-bound lines contradict each other as printed; the library reads the
 * defender's line as the complement of the invader's (ruling DBMM-R18).
 * @module
 */
import { qrs, ruleRow, type QrsTable, type RuleRow } from './source.js';

const p = (a: number, b = a, c: 'high' | 'medium' = 'high', note?: string) => qrs('p.26', a, b, c, note);

/**
 * @rule dbmm p.26 Q:885-904
 * @ruling DBMM-R18
 */
export const SEQUENCE_OF_PLAY: QrsTable<RuleRow> = {
  id: 'sequence-of-play',
  title: 'Sequence of play',
  page: 'p.26',
  lines: [885, 904],
  rows: [
    ruleRow('first-bound-inert', 'if only one side\'s C-in-C is inert, the other side takes the first bound', null, p(887)),
    ruleRow('first-bound-invader', 'otherwise the invader takes it if he deployed first or visibility is under 400p', 400, p(889, 890)),
    ruleRow('first-bound-defender', 'in every other case the defender takes it', null, p(891, 891, 'medium', 'printed with a contradictory "or ≥ 400p"; read as the complement of the invader\'s line (ruling DBMM-R18)')),
    ruleRow('step-shattered', 'check whether any command is shattered', 1, p(895)),
    ruleRow('step-pips', 'the C-in-C dices for PIPs for each of his commands', 2, p(896)),
    ruleRow('step-weather', 'note weather changes', 3, p(897)),
    ruleRow('step-moves', 'make all march moves, tactical moves and halts', 4, p(898)),
    ruleRow('step-spontaneous', 'make spontaneous advances and naval drifting', 5, p(899)),
    ruleRow('step-routs', 'make all rout moves', 6, p(900)),
    ruleRow('step-shooting', 'eligible elements of both sides shoot, then make outcome moves', 7, p(901)),
    ruleRow('step-close-combat', 'elements in contact turn to face, fight, then make outcome moves', 8, p(902)),
    ruleRow('step-feigned-flight', 'trigger and make feigned flights', 9, p(902, 902, 'medium', 'merged into the line above')),
    ruleRow('step-morale', 'check whether commands of either side have become disheartened or broken', 10, p(903)),
    ruleRow('step-fleeing-turn', 'fleeing elements of either side may turn 180°', 11, p(904)),
  ],
};
