/**
 * The combat outcome table: what happens to the side with the lower total, by its own type, the
 * type that beat it, the going, and how badly it lost (equal, less but more than half, half or
 * less). Rows the sheet gives carry its line; NO CHANGE rows come from the public 1.x tactics
 * pages where they exist, else DBM.
 * @module
 */
import { dbm, guess, pub, sheet, type Row } from './provenance.js';
import type { OutcomeClause as DbxOutcomeClause, OutcomeTableRow } from '../../dbx/outcome-table.js';
import type { DbaTroopType } from './troop-types.js';

/** What happens to a beaten element. */
export type OutcomeKind = 'no-effect' | 'recoil' | 'flee' | 'destroyed';

/** Which comparison band a row is for. */
export type { OutcomeBand } from '../../dbx/outcome-table.js';

/** A condition under which a clause applies. */
export type OutcomeCondition =
  /** The loser (knights) moved into contact with the front edge of the bows that beat it, this bound. */
  | 'contacted-bows-this-bound'
  /** The fight is a close combat (not distant shooting). */
  | 'close-combat';

/** One clause: if the winner is one of `vs` (or any), and the loser's going and the condition match. */
export type OutcomeClause = DbxOutcomeClause<DbaTroopType, OutcomeCondition, OutcomeKind>;

/** A row: clauses tried in order, else `otherwise` (read by the DBx outcome-table engine). */
export type OutcomeRow = OutcomeTableRow<DbaTroopType, OutcomeCondition, OutcomeKind>;

const c = (vs: OutcomeClause['vs'], result: OutcomeKind, going: 'good' | 'bad' | null = null, when: OutcomeCondition | null = null): OutcomeClause => ({
  vs,
  going,
  when,
  result,
});
const row = (clauses: OutcomeClause[], otherwise: OutcomeKind): OutcomeRow => ({ clauses, otherwise });

/** The loser's total equals the enemy's. */
export const EQUAL_ROWS: Readonly<Partial<Record<DbaTroopType, Row<OutcomeRow>>>> = {
  SCh: { value: row([], 'destroyed'), provenance: dbm('1867-1869', 'scythed chariots on an equal score are NO CHANGE (A:107); DBM destroys expendables on an equal score') },
};

/** Every other type on an equal score: no result, the two stay locked in combat. */
export const EQUAL_DEFAULT: Row<OutcomeRow> = { value: row([], 'no-effect'), provenance: pub('Saga95: "tie and lock in combat"', '1.x') };

/**
 * Less than the enemy but more than half.
 * @rule dba combat-outcome
 * @ruling DBA-R3
 * @ruling DBA-R12
 */
export const LESS_ROWS: Readonly<Record<DbaTroopType, Row<OutcomeRow>>> = {
  // psiloi destroying elephants is public (Saga95); the rest of the row is NO CHANGE (A:111) and unknown: recoil is a guess (ruling DBA-R12)
  El: { value: row([c(['Ps'], 'destroyed')], 'recoil'), provenance: guess('Saga95 (DBA 1.x): psiloi destroy elephants; the row is NO CHANGE (A:111) and otherwise unknown, recoil assumed') },
  SCh: { value: row([c(['Kn'], 'destroyed', 'good')], 'destroyed'), provenance: dbm('1871-1930', 'row is NO CHANGE (A:112); OL-Kn says knights destroy them in good going; DBM expendables are destroyed when beaten, used for the rest') },
  Kn: {
    value: row([c(['El'], 'flee'), c(['SCh', 'LH'], 'destroyed'), c(['Bw'], 'destroyed', null, 'contacted-bows-this-bound'), c('any', 'destroyed', 'bad')], 'recoil'),
    provenance: sheet('combat-outcome', 113),
  },
  Cv: { value: row([c(['SCh'], 'flee'), c('any', 'flee', 'bad')], 'recoil'), provenance: sheet('combat-outcome', 114) },
  LH: { value: row([c(['SCh'], 'flee'), c('any', 'flee', 'bad')], 'recoil'), provenance: sheet('combat-outcome', 114) },
  Cm: { value: row([c(['SCh'], 'flee'), c('any', 'flee', 'bad')], 'recoil'), provenance: sheet('combat-outcome', 114) },
  Bd: { value: row([c(['Wb'], 'destroyed')], 'recoil'), provenance: pub('Saga40, Saga95, OL-Bd: warband destroy blades, knights do not (row is NO CHANGE, A:115)', '1.x') },
  Ax: { value: row([c(['Kn'], 'destroyed', 'good')], 'recoil'), provenance: pub('OL-Kn, Saga40 (row is NO CHANGE, A:116)', '1.x') },
  Bw: { value: row([c('mounted', 'destroyed')], 'recoil'), provenance: sheet('combat-outcome', 117) },
  Wb: { value: row([c(['Kn'], 'destroyed', 'good')], 'recoil'), provenance: pub('OL-Kn, Saga40 (row is NO CHANGE, A:118)', '1.x') },
  Ps: { value: row([c(['Kn', 'Cv'], 'destroyed', 'good')], 'recoil'), provenance: sheet('combat-outcome', 119) },
  Art: { value: row([c('any', 'destroyed', null, 'close-combat')], 'recoil'), provenance: sheet('combat-outcome', 120) },
  WWg: { value: row([c(['El', 'Art'], 'destroyed')], 'recoil'), provenance: pub('OL-WWg: elephants and artillery destroy war wagons, knights do not (row is NO CHANGE, A:121)', '1.x') },
  CF: { value: row([], 'destroyed'), provenance: dbm('1915', 'camp followers row is NO CHANGE (A:122); DBM baggage is destroyed by any enemy in contact') },
  // "Other foot" (A:123, NO CHANGE) covers spears and pikes, the foot types without a row (ruling DBA-R3).
  Sp: { value: row([c(['Kn'], 'destroyed', 'good'), c(['Wb'], 'destroyed')], 'recoil'), provenance: pub('OL-Kn, Saga40: spears destroyed by knights in good going and by warband (the "other foot" row, A:123)', '1.x') },
  Pk: { value: row([c(['Kn'], 'destroyed', 'good'), c(['Wb'], 'destroyed')], 'recoil'), provenance: pub('OL-Kn, Saga40: pikes destroyed by knights in good going and by warband (the "other foot" row, A:123)', '1.x') },
};

/**
 * Half or less of the enemy's total.
 * @rule dba combat-outcome
 */
export const HALF_ROWS: Readonly<Partial<Record<DbaTroopType, Row<OutcomeRow>>>> = {
  Cv: { value: row([c(['Pk', 'Sp'], 'flee', 'good')], 'destroyed'), provenance: sheet('combat-outcome', 127) },
  LH: { value: row([c(['Kn', 'Cv', 'LH', 'Cm', 'SCh', 'El', 'WWg', 'Bw'], 'destroyed')], 'flee'), provenance: pub('OL-LH: destroyed only by other mounted, war wagons or bows, otherwise flee (row is NO CHANGE, A:128)', '1.22') },
  Ps: { value: row([c(['Kn', 'Cv', 'Cm', 'LH'], 'destroyed', 'good'), c(['Bw', 'Ax', 'Ps'], 'destroyed')], 'flee'), provenance: sheet('combat-outcome', 129) },
};

/** "Others" on half or less: destroyed. */
export const HALF_DEFAULT: Row<OutcomeRow> = { value: row([], 'destroyed'), provenance: pub('Burr: "usually elimination" (row "Others" is NO CHANGE, A:130)', '1.0') };

/** Flee distance, paces (every flee the sheet states is 600p). */
export const FLEE_DISTANCE: Row<number> = { value: 600, provenance: sheet('combat-outcome', 113) };

/** Where "half" stops: own total at most half of the enemy's (A:125 prints "half"). */
export const HALF_RULE: Row<'half-or-less'> = { value: 'half-or-less', provenance: pub('Burr "half or less"; OL-math doubling table; DBM M:1917', '1.0') };

/** Outcome of the side that loses a shooting exchange while shooting: none (it is the target that suffers). */
export const SHOOTER_UNHARMED: Row<boolean> = {
  value: true,
  provenance: guess('the sheet is silent; DBM (M:1865) has elements disregard unfavourable outcomes when shooting without being shot back at'),
};
