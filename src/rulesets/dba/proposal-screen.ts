/**
 * The sampler's pre-checks: some of the reducer's refusals of a proposed move, tested on their
 * own and in the cheapest order, so that a proposal the reducer would refuse is dropped without
 * the reducer's whole validation (the moving player's PIPs, contacts and the rest). Exact one way:
 * they answer only for commands the reducer refuses, using the reducer's own tests; "unknown"
 * leaves the decision to the reducer. The charges dropped are mostly those only a road would let
 * reach (most foot move 400p by road, 200p off it) and those whose path runs into another base;
 * the single-element moves dropped are those that run into something or cross an enemy's front.
 * @module
 */
import type { EdgeName } from '../../plane/base.js';
import { overlappers } from '../dbx/contact.js';
import type { DbxElement } from '../dbx/elements.js';
import { directMoveCost, directSamples, runProgram, type MoveStep } from '../dbx/moves.js';
import { contactPose } from './movement.js';
import { allowance, crossesFront, pathFacts, pathProblem, type DbaMoveWorld } from './path-checks.js';
import { riverLimit } from './river.js';
import { onRoad } from './terrain.js';
import { typeOf } from './world.js';

/**
 * True when `moveIntoContact(state, player, id, targetId, edge)` is sure to be refused (the
 * element's own player moving): the contact needs more than any going but a road allows and the
 * contact pose is off every road, or the straight path to it is blocked. Swings from an overlap
 * onto a flank, which the reducer measures differently, and camp garrisons are left to the reducer.
 * @rule dba move-distances
 * @rule dba tactical-moves
 */
export function contactSurelyRefused(w: DbaMoveWorld, id: string, targetId: string, edge: EdgeName): boolean {
  const state = w.state;
  const m = state.elements[id];
  const t = state.elements[targetId];
  if (m === undefined || t === undefined || m.camp || m.status !== 'active' || t.status !== 'active') return false;
  if ((edge === 'left' || edge === 'right') && overlappers(t, w.elements).includes(id)) return false;
  const final = contactPose(m, t, edge, w.scratch);
  const cost = directMoveCost(m, final);
  const most = state.tables.moves[typeOf(m)];
  // off a road the allowance is the good- or bad-going distance, less by a river: never more
  if (cost > Math.max(most.good, most.bad) + 1e-6 && !onRoad(state.terrain, final)) return true;
  return pathProblem(w, m, directSamples(m, final), new Set([id]), targetId) !== null;
}

/**
 * What the reducer would say to a single element's move by `steps` (no column step), as far as
 * its path goes: `'too-far'` or `'refused'` when its path runs into something or crosses an
 * enemy's front (`'too-far'` when it is also longer than the going allows, the refusal the
 * reducer gives first), `null` when the path is clear and the reducer must decide. It assumes
 * what the sampler has already made sure of: the element is the moving player's, on the table,
 * not a camp, not held by an enemy, and the move is affordable.
 * @rule dba tactical-moves
 * @rule dba front-crossing
 * @rule dba move-distances
 */
export function moveSurelyRefused(w: DbaMoveWorld, e: DbxElement, steps: ReadonlyArray<MoveStep>): 'too-far' | 'refused' | null {
  const run = runProgram([e], steps, 40, w.scratch);
  if (run === null) return null;
  const samples = run.samples.map((snap) => snap[0]!);
  const retiring = steps.length > 0 && steps.every((s) => s.kind === 'forward' && s.distance < 0);
  if (pathProblem(w, e, samples, new Set([e.id]), null) === null && crossesFront(w, e, samples, retiring) === null) return null;
  const facts = pathFacts(w, samples);
  return run.cost > riverLimit(w.state, samples, allowance(w, e, facts), facts.road) + 1e-6 ? 'too-far' : 'refused';
}
