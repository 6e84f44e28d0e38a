/**
 * What the combat phases need from the outcome chapters (p.23-25a): the outcome of a lost fight,
 * applying it, pursuit, and what follows combat (losses, demoralisation, the end of the game).
 * @module
 */
import type { OutcomeBand } from '../../../dbx/outcome-table.js';
import type { DbmEvent } from '../../model/events.js';
import type { DbmState } from '../../model/state.js';
import { applyDbmOutcome, dbmOutcome, dbmPursue, type DbmOutcomeKind } from '../23-outcome/index.js';

/** The outcome chapters as the combat phases call them. */
export interface CombatOutcomes {
  /** The outcome for `loser` beaten by `winner` by `band` (p.23). */
  readonly outcome: (s: DbmState, loser: string, winner: string, band: OutcomeBand, combat: 'shooting' | 'close') => string;
  /** Applies an outcome to `loser` (`moved` when it changed anything). */
  readonly apply: (s: DbmState, loser: string, winner: string, outcome: string) => { state: DbmState; events: DbmEvent[]; moved: boolean };
  /** The winner's pursuit, if it pursues (p.25). */
  readonly pursue: (s: DbmState, winner: string) => { state: DbmState; events: DbmEvent[] };
  /** What follows the combat phases: losses, demoralisation, the end of the game (p.25-25a). */
  readonly after: (s: DbmState, events: DbmEvent[]) => DbmState;
  /** The outcome a beaten element's friends on the winner's flank or rear take with it, or `null` for none. */
  readonly flankersTake: string | null;
}

/**
 * The outcome chapters of DBM (p.23-25): the tables' outcome, applying it, pursuit. What follows
 * combat (losses, demoralisation, defeat) is tested by the bound's end for every bound, so
 * `after` leaves the state as it is here.
 */
export const DBM_OUTCOMES: CombatOutcomes = {
  outcome: (s, loser, winner, band, combat) => dbmOutcome(s, loser, winner, band, combat),
  apply: (s, loser, winner, outcome) => applyDbmOutcome(s, loser, winner, outcome as DbmOutcomeKind),
  pursue: (s, winner) => dbmPursue(s, winner),
  after: (s) => s,
  flankersTake: null,
};
