/**
 * Exact odds of one DBM fight (p.22): the 36 die pairs, each through the same grading and
 * mitigating step the game uses, counted by how the first side's final total compares with the
 * second's. The grading factors depend on the dice, so the DBx odds over fixed factor sums do not
 * apply; this counts the game's own totals.
 * @module
 */
import { classifyBand } from '../../../dbx/dice.js';
import type { DbmState } from '../../model/state.js';
import { finalTotals, type PreparedFight } from './resolve.js';

/** Counts out of 36 of how side `a` of a fight ends against side `b`. */
export interface DbmFightOdds {
  /** `a`'s final total higher. */
  readonly aWins: number;
  /** Of those, `b`'s half or less of `a`'s. */
  readonly aDoubles: number;
  /** Equal final totals. */
  readonly equal: number;
  /** `b`'s final total higher. */
  readonly bWins: number;
  /** Of those, `a`'s half or less of `b`'s. */
  readonly bDoubles: number;
  /** All counts are out of this many equally likely die pairs. */
  readonly outOf: 36;
}

/**
 * The odds of a prepared fight over the 36 die pairs.
 * @rule dbm p.22 L1702-1850
 */
export function dbmFightOdds(state: DbmState, p: PreparedFight): DbmFightOdds {
  let aWins = 0;
  let aDoubles = 0;
  let equal = 0;
  let bWins = 0;
  let bDoubles = 0;
  for (let x = 1; x <= 6; x++) {
    for (let y = 1; y <= 6; y++) {
      const { ta, tb } = finalTotals(state, p, x, y);
      const band = classifyBand(ta.total, tb.total);
      if (band === 'equal') equal++;
      else if (band === 'more') {
        aWins++;
        if (classifyBand(tb.total, ta.total) === 'half') aDoubles++;
      } else {
        bWins++;
        if (band === 'half') bDoubles++;
      }
    }
  }
  return { aWins, aDoubles, equal, bWins, bDoubles, outOf: 36 };
}
