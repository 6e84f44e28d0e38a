/**
 * DBA's side of the sampler's pre-checks (dbx/movement/proposal-screen.ts): the elements by id,
 * and DBA's allowance (its road option for war wagons and artillery, the river limit).
 * @module
 */
import type { Base, EdgeName } from '../../plane/base.js';
import type { DbxElement } from '../dbx/elements.js';
import type { MoveStep } from '../dbx/moves.js';
import { contactSurelyRefused as dbxContactSurelyRefused, moveSurelyRefused as dbxMoveSurelyRefused, type PathFacts } from '../dbx/movement/index.js';
import { allowance, type DbaMoveWorld } from './path-checks.js';
import { riverLimit } from './river.js';

/**
 * DBA's allowance for a path: the family's, with its road option, after the river limit.
 * @rule dba move-distances
 * @rule dba river-crossing
 */
export function dbaAllowance(w: DbaMoveWorld): (e: DbxElement, samples: ReadonlyArray<Base>, facts: PathFacts) => number {
  return (e, samples, facts) => riverLimit(w.state, samples, allowance(w, e, facts), facts.road);
}

/**
 * True when `moveIntoContact(state, player, id, targetId, edge)` is sure to be refused (the
 * element's own player moving); see the family's `contactSurelyRefused`.
 * @rule dba move-distances
 * @rule dba tactical-moves
 */
export function contactSurelyRefused(w: DbaMoveWorld, id: string, targetId: string, edge: EdgeName): boolean {
  const m = w.state.elements[id];
  const t = w.state.elements[targetId];
  if (m === undefined || t === undefined) return false;
  return dbxContactSurelyRefused(w, m, t, edge);
}

/**
 * What the reducer would say to a single element's move by `steps`, as far as its path goes; see
 * the family's `moveSurelyRefused`.
 * @rule dba tactical-moves
 * @rule dba front-crossing
 * @rule dba move-distances
 */
export function moveSurelyRefused(w: DbaMoveWorld, e: DbxElement, steps: ReadonlyArray<MoveStep>): 'too-far' | 'refused' | null {
  return dbxMoveSurelyRefused(w, e, steps, dbaAllowance(w));
}
