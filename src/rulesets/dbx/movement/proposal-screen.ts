/**
 * A sampler's pre-checks, family-wide: some of the reducer's refusals of a proposed move, tested
 * on their own and in the cheapest order, so that a proposal the reducer would refuse is dropped
 * without the reducer's whole validation (the moving player's PIPs, contacts and the rest). Exact
 * one way: they answer only for commands the reducer refuses, using the reducer's own checks (the
 * world's path checks, the ruleset's allowance); "unknown" leaves the decision to the reducer.
 * The charges dropped are mostly those only a road would let reach and those whose path runs into
 * another base; the single-element moves dropped are those that run into something or cross an
 * enemy's front.
 * @module
 */
import type { Base, EdgeName } from '../../../plane/base.js';
import { overlappers } from '../contact.js';
import type { DbxElement } from '../elements.js';
import { directMoveCost, directSamples, runProgram, type MoveStep } from '../moves.js';
import { contactPose } from './contact-pose.js';
import { crossesFront, pathFacts, pathProblem, type PathFacts } from './path.js';
import { moverType, type MoveWorld } from './world.js';

/**
 * The most an element may move along a path, as the ruleset's reducer measures it: the profile's
 * allowance for the path's going and whatever limits the ruleset adds of its own (DBA: rivers, its
 * road option for war wagons and artillery).
 */
export type MoveAllowance = (e: DbxElement, samples: ReadonlyArray<Base>, facts: PathFacts) => number;

/**
 * True when a move of `m` into contact with `edge` of `t` is sure to be refused (the element's own
 * player moving): the contact needs more than any going but a road allows and the contact pose is
 * off every road, or the straight path to it is blocked. Swings from an overlap onto a flank,
 * which a reducer measures differently, and camp garrisons are left to the reducer.
 * @rule dba move-distances
 * @rule dba tactical-moves
 */
export function contactSurelyRefused<T extends string, D, F>(w: MoveWorld<T, D, F>, m: DbxElement, t: DbxElement, edge: EdgeName): boolean {
  if (m.camp || m.status !== 'active' || t.status !== 'active') return false;
  if ((edge === 'left' || edge === 'right') && overlappers(t, w.elements).includes(m.id)) return false;
  const final = contactPose(m, t, edge, w.scratch);
  const cost = directMoveCost(m, final);
  const type = moverType<T>(m);
  const most = Math.max(w.profile.moveDistance(type, 'good', w.tables), w.profile.moveDistance(type, 'bad', w.tables));
  // off a road the allowance is the good- or bad-going distance, less by any limit: never more
  if (cost > most + 1e-6 && !w.ground.onRoad(w.ground.features, final)) return true;
  return pathProblem(w, m, directSamples(m, final), new Set([m.id]), t.id) !== null;
}

/**
 * What the reducer would say to a single element's move by `steps` (no column step), as far as
 * its path goes: `'too-far'` or `'refused'` when its path runs into something or crosses an
 * enemy's front (`'too-far'` when it is also longer than `allowance` gives, the refusal a reducer
 * gives first), `null` when the path is clear and the reducer must decide. It assumes what the
 * sampler has already made sure of: the element is the moving player's, on the table, not a camp,
 * not held by an enemy, and the move is affordable.
 * @rule dba tactical-moves
 * @rule dba front-crossing
 * @rule dba move-distances
 */
export function moveSurelyRefused<T extends string, D, F>(w: MoveWorld<T, D, F>, e: DbxElement, steps: ReadonlyArray<MoveStep>, allowance: MoveAllowance): 'too-far' | 'refused' | null {
  const run = runProgram([e], steps, 40, w.scratch);
  if (run === null) return null;
  const samples = run.samples.map((snap) => snap[0]!);
  const retiring = steps.length > 0 && steps.every((s) => s.kind === 'forward' && s.distance < 0);
  if (pathProblem(w, e, samples, new Set([e.id]), null) === null && crossesFront(w, e, samples, retiring) === null) return null;
  return run.cost > allowance(e, samples, pathFacts(w, samples)) + 1e-6 ? 'too-far' : 'refused';
}
