/**
 * What a player may see: everything on the table and every choice made, but not the generator
 * (the dice to come). Nothing else is hidden yet (secret deployment records, flank marches and
 * ambushes are not played).
 * @module
 */
import { fork, type RngState } from '../../random/rng.js';
import type { DbmEvent } from './model/events.js';
import type { DbmState } from './model/state.js';

/** What a player may see of a game. */
export type DbmView = Omit<DbmState, 'rng'>;

/** The state without the generator. */
export function viewDbm(state: DbmState, _player: string): DbmView {
  const { rng: _rng, ...rest } = state;
  return rest;
}

/** The state with the generator re-dealt from `rng`. */
export function determinizeDbm(state: DbmState, _player: string, rng: RngState): DbmState {
  return { ...state, rng: fork(rng, 'blind/0') };
}

/** Events a player may be told: all of them. */
export function filterDbmEvents(events: ReadonlyArray<DbmEvent>, _player: string): ReadonlyArray<DbmEvent> {
  return events;
}
