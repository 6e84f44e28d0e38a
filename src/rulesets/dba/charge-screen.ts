/**
 * The sampler's pre-check of a move into contact: a few of `moveIntoContact`'s refusals, tested
 * on their own and in the cheapest order, so that a charge the reducer would refuse is dropped
 * without the reducer's whole validation. Exact one way: it answers `true` only for a command the
 * reducer refuses (it reuses the reducer's own tests); a `false` says nothing, and the reducer
 * still decides. The charges it drops are mostly those only a road would let reach (most foot
 * move 400p by road, 200p off it) and those whose path runs into another base.
 * @module
 */
import { overlappers } from '../dbx/contact.js';
import { directMoveCost, directSamples } from '../dbx/moves.js';
import type { EdgeName } from '../../plane/base.js';
import { contactPose, pathProblem } from './movement.js';
import type { DbaState } from './state.js';
import { onRoad } from './terrain.js';
import { active, typeOf } from './world.js';

/**
 * True when `moveIntoContact(state, player, id, targetId, edge)` is sure to be refused (the
 * element's own player moving): the contact needs more than any going but a road allows and the
 * contact pose is off every road, or the straight path to it is blocked. Swings from an overlap
 * onto a flank, which the reducer measures differently, and camp garrisons are left to the reducer.
 * @rule dba move-distances
 * @rule dba tactical-moves
 */
export function contactSurelyRefused(state: DbaState, id: string, targetId: string, edge: EdgeName): boolean {
  const m = state.elements[id];
  const t = state.elements[targetId];
  if (m === undefined || t === undefined || m.camp || m.status !== 'active' || t.status !== 'active') return false;
  if ((edge === 'left' || edge === 'right') && overlappers(t, active(state)).includes(id)) return false;
  const final = { ...m, ...contactPose(m, t, edge) };
  const cost = directMoveCost(m, final);
  const most = state.data.moves[typeOf(m)];
  // off a road the allowance is the good- or bad-going distance, less by a river: never more
  if (cost > Math.max(most.good, most.bad) + 1e-6 && !onRoad(state.terrain, final)) return true;
  return pathProblem(state, m, directSamples(m, final), new Set([id]), targetId) !== null;
}
