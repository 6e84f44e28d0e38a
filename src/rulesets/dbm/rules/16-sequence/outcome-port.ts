/**
 * What the combat phases need from the outcome chapters (p.23-25a): the outcome of a lost fight,
 * applying it, pursuit, and what follows combat (losses, demoralisation, the end of the game).
 * @module
 */
import type { OutcomeBand } from '../../../dbx/outcome-table.js';
import type { DbmEvent } from '../../model/events.js';
import type { DbmState } from '../../model/state.js';

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
 * The outcome chapters of DBM, until they are built: a fight is reported with its totals and the
 * band, its outcome named `outcome-not-applied` (`no-effect` on equal totals), and nothing moves.
 */
export const DBM_OUTCOMES: CombatOutcomes = {
  outcome: (_s, _loser, _winner, band) => (band === 'equal' ? 'no-effect' : 'outcome-not-applied'),
  apply: (s) => ({ state: s, events: [], moved: false }),
  pursue: (s) => ({ state: s, events: [] }),
  after: (s) => s,
  flankersTake: null,
};
