/**
 * Victory and defeat, and victory points (rulebook p.43; sheet Q:1254-1258). The text is printed
 * twice, both copies garbled in different places; the library takes the readings the two agree
 * on (medium) and the penalty-point multipliers are not legible (low; ruling DBMM-R22).
 * @module
 */
import { qrs, ruleRow, type QrsTable, type RuleRow } from './source.js';

const m = (a: number, b = a, note = 'read where the two garbled copies agree') => qrs('p.43', a, b, 'medium', note);

/**
 * Defeat and the 25-VP split. Every pair of VP sums to 25.
 * @rule dbmm p.43 Q:1254-1258
 * @ruling DBMM-R22
 */
export const VICTORY: QrsTable<RuleRow> = {
  id: 'victory',
  title: 'Victory and defeat',
  page: 'p.43',
  lines: [1254, 1258],
  rows: [
    ruleRow('defeat', 'an army is defeated when its cumulative losses, temporary ME penalties included, exceed this fraction of its original ME', 0.5, m(1255, 1256)),
    ruleRow('total', 'the victory points of a battle', 25, m(1255, 1256)),
    ruleRow('winner', 'with exactly one side defeated, the winner gets 25 VP less his penalty points, the loser the rest', 25, m(1255, 1256)),
    ruleRow('differ-1', 'neither or both defeated, penalty points differing by 1: the side with fewer gets this', 13, m(1255)),
    ruleRow('differ-2-4', 'differing by 2 to 4: the side with fewer gets this', 14, m(1255, 1255, 'printed once as "3-4"; read as "2-4" (ruling DBMM-R22)')),
    ruleRow('differ-more', 'differing by more than 4: the side with fewer gets this', 15, qrs('p.43', 1255, 1258, 'low', 'the row is cut off in both copies')),
    ruleRow('equal-neither', 'equal penalty points, neither defeated: the defender gets this, the invader 13', 12, m(1255, 1255, 'the second copy is garbled ("13 ... 13")')),
    ruleRow('equal-both', 'equal penalty points, both defeated: the defender gets this, the invader 12', 13, m(1255, 1256)),
    ruleRow('penalty-per-10pc', 'penalty points for each complete 10% of the original ME lost or broken (the multiplier may be 2)', 1, qrs('p.43', 1258, 1258, 'low', 'the multiplier is not legible (ruling DBMM-R22)')),
    ruleRow('penalty-per-command', 'penalty points for each unbroken command disheartened or without its general', 1, qrs('p.43', 1258, 1258, 'low', 'the multiplier is not legible (ruling DBMM-R22)')),
  ],
};
