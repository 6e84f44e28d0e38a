/**
 * The outcome of a lost fight (p.23-25): which outcome the tables give, applying it (destroyed,
 * recoil, flee, with sweep-away and push-backs) and the winner's pursuit. The combat phases call
 * these; losses and demoralisation follow in `rules/25a-demoralisation-victory`.
 * @module
 */
import { frontContactsOn } from '../../../dbx/contact.js';
import type { OutcomeBand } from '../../../dbx/outcome-table.js';
import type { DbmOutcomeKind } from '../../data/outcomes.js';
import type { DbmEvent } from '../../model/events.js';
import type { DbmState } from '../../model/state.js';
import { destroyElement } from '../24-destroyed-recoil/destroyed.js';
import { recoilElement } from '../24-destroyed-recoil/recoil.js';
import { fleeElement } from '../24a-flee/flee.js';
import { pursueWith } from '../25-pursuit-losses/pursuit.js';
import { readDbmOutcome, type DbmCombatKind } from './read.js';

export type { DbmOutcomeKind } from '../../data/outcomes.js';
export type { DbmCombatKind } from './read.js';

/**
 * The outcome the tables give `loser`, beaten by `winner` by `band` in a fight of kind `combat`.
 * @rule dbm p.23 L1853-1930
 */
export function dbmOutcome(s: DbmState, loser: string, winner: string, band: OutcomeBand, combat: DbmCombatKind): DbmOutcomeKind {
  const l = s.elements[loser];
  const w = s.elements[winner];
  if (l === undefined || w === undefined) return 'no-effect';
  return readDbmOutcome(s, l, w, band, combat);
}

/** True when the two touch front edge to any edge: the outcome follows a close combat, not a shot. */
function inCloseCombat(s: DbmState, loser: string, winner: string): boolean {
  const l = s.elements[loser];
  const w = s.elements[winner];
  if (l === undefined || w === undefined) return false;
  return frontContactsOn(l, [w]).length > 0 || frontContactsOn(w, [l]).length > 0;
}

/**
 * Applies an outcome to `loser` (beaten by `winner`): `moved` when anything changed. Whether the
 * fight was close combat (for sweep-away and baggage losses) is read from the two being in
 * contact when the outcome begins: a shot is never at an element touching the shooter.
 * @rule dbm p.24 L1931-1992
 * @rule dbm p.24a L1996-2035
 */
export function applyDbmOutcome(s: DbmState, loser: string, winner: string, outcome: DbmOutcomeKind): { state: DbmState; events: DbmEvent[]; moved: boolean } {
  const l = s.elements[loser];
  const events: DbmEvent[] = [];
  if (l === undefined || l.status !== 'active' || outcome === 'no-effect') return { state: s, events, moved: false };
  const close = inCloseCombat(s, loser, winner);
  if (outcome === 'destroyed') return { state: destroyElement(s, l, winner, `beaten by ${winner}`, close, events), events, moved: true };
  const r = outcome === 'recoil' ? recoilElement(s, loser, winner, close, events) : fleeElement(s, loser, winner, close, events);
  return { state: r.state, events, moved: r.moved };
}

/**
 * The winner's follow-up after beating its close-combat opponent (p.25, L2036-2053).
 * @rule dbm p.25 L2036-2053
 */
export function dbmPursue(s: DbmState, winner: string): { state: DbmState; events: DbmEvent[] } {
  const events: DbmEvent[] = [];
  return { state: pursueWith(s, winner, events), events };
}
