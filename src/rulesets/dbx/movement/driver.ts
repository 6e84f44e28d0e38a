/**
 * The geometric half of a tactical move, family-wide: a program run on one element or a group
 * (with a frontage reduction part way, a column following its head), each element charged by the
 * largest displacement of a front corner and held to its allowance, its path checked against the
 * table, the ground, other bases and enemy fronts, a group's cohesion, its column rule and its
 * lining up. What comes before (whose move it is, PIPs, contacts holding an element) and after
 * (second moves, committing the state, camps) is the ruleset's; it turns a {@link MoveRefusal}
 * into its own refusal and citation.
 * @module
 */
import { centreOf, type Base } from '../../../plane/base.js';
import { frontCornerTravel } from '../../../plane/move.js';
import { toLocal } from '../bases.js';
import { followsHead, isOneWideColumn, runColumn } from '../column.js';
import { placedAs, type DbxElement } from '../elements.js';
import { columnPoses, type ColumnSplit } from '../frontage.js';
import { directSamples, runProgram, type MoveStep, type ProgramRun } from '../moves.js';
import { groupProblem, linedUpWithEnemy } from './group.js';
import { lineUpGroup, type LineUp } from './line-up.js';
import { crossesFront, pathFacts, pathProblem, type PathFacts } from './path.js';
import type { MoveAllowance } from './proposal-screen.js';
import type { MoveWorld } from './world.js';

/**
 * Why the geometry refuses a move: `program` (a step plane cannot run), `group` (cohesion or a
 * sideways shift with nobody to line up on), `too-far`, `blocked` (the path), `crosses-front`,
 * `needs-column` (a group by road, through bad going or retiring from enemy not in a one-wide
 * column). `element` is the element at fault, `reason` the checks' own words.
 */
export type MoveRefusal =
  | { readonly kind: 'program' }
  | { readonly kind: 'group'; readonly reason: string }
  | { readonly kind: 'lined-up' }
  | { readonly kind: 'too-far'; readonly element: DbxElement; readonly allowed: number; readonly charged: number }
  | { readonly kind: 'blocked'; readonly element: DbxElement; readonly reason: string }
  | { readonly kind: 'crosses-front'; readonly element: DbxElement; readonly reason: string }
  | { readonly kind: 'needs-column' };

/** A move the geometry accepts: where each element ends (lined up), what it cost, the going of each path. */
export interface MoveMade {
  /** The final poses, in the group's order, after lining up. */
  readonly finals: ReadonlyArray<DbxElement>;
  /** The largest front-corner displacement of any element (paces). */
  readonly charged: number;
  /** The going of each element's path, in the group's order. */
  readonly facts: ReadonlyArray<PathFacts>;
  /** The lining up: the shift and the contacts made. */
  readonly lined: LineUp;
}

/**
 * Runs `split` (a program split at its frontage reduction) on `group` in `world` and checks it.
 * `allowance` is the ruleset's allowance for a path (its own limits included).
 * @rule dba tactical-moves
 * @rule dba group-moves
 * @rule dba move-distances
 * @rule dba interpenetration
 */
export function moveByProgram<T extends string, D, F>(world: MoveWorld<T, D, F>, group: ReadonlyArray<DbxElement>, split: ColumnSplit, allowance: MoveAllowance): { readonly refused: MoveRefusal } | { readonly made: MoveMade } {
  const column = split.column;
  const steps = [...split.before, ...split.after];
  const isGroup = group.length > 1;
  // a group reducing its frontage moves as it stands up to the reduction, then falls in behind
  // its first element (frontage.ts) and moves on as a column
  const pre = split.before.length === 0 ? null : runProgram(group, split.before, 40, world.scratch);
  if (split.before.length > 0 && pre === null) return { refused: { kind: 'program' } };
  const mid: ReadonlyArray<DbxElement> = pre === null ? group : group.map((e, k) => placedAs(e, pre.finals[k]!));
  const start = column ? columnPoses(mid) : mid;
  const after = split.after;
  const run: ProgramRun | null = after.length === 0 ? { finals: start, cost: 0, wheeled: 0, samples: [start] } : followsHead(start, after) ? runColumn(start, after) : runProgram(start, after, 40, world.scratch);
  if (run === null) return { refused: { kind: 'program' } };
  // every move is charged by the largest front-corner displacement from where it started
  const charged = column ? Math.max(...group.map((e, k) => frontCornerTravel(e, run.finals[k]!))) : run.cost;
  if (isGroup) {
    const problem = groupProblem(world, group, steps, run.wheeled + (pre?.wheeled ?? 0));
    if (problem !== null) return { refused: { kind: 'group', reason: problem } };
  }
  const moving = new Set(group.map((e) => e.id));
  const retiring = steps.length > 0 && steps.every((s) => s.kind === 'forward' && s.distance < 0);
  const finals: DbxElement[] = [];
  const allFacts: PathFacts[] = [];
  let anyRoad = true;
  let anyBad = false;
  // the part of the move before a reduction, made in the group's own formation
  let preRoad = pre !== null;
  let preBad = false;
  for (let k = 0; k < group.length; k++) {
    const e = group[k]!;
    const along = run.samples.map((snap) => snap[k]!);
    const before = pre === null ? [e as Base] : pre.samples.map((snap) => snap[k]!);
    if (pre !== null) {
      const f = pathFacts(world, before);
      preRoad = preRoad && f.road;
      preBad = preBad || f.bad;
    }
    // falling in is checked as a straight move to the element's place in the column
    const samples = column ? [...before, ...directSamples(mid[k]!, start[k]!), ...along.slice(1)] : along;
    const facts = pathFacts(world, samples);
    allFacts.push(facts);
    anyRoad = anyRoad && facts.road;
    anyBad = anyBad || facts.bad;
    const allowed = allowance(e, samples, facts);
    if (charged > allowed + 1e-6) return { refused: { kind: 'too-far', element: e, allowed, charged } };
    const p = pathProblem(world, e, samples, moving, null);
    if (p !== null) return { refused: { kind: 'blocked', element: e, reason: p } };
    const x = crossesFront(world, e, samples, retiring);
    if (x !== null) return { refused: { kind: 'crosses-front', element: e, reason: x } };
    finals.push(placedAs(e, run.finals[k]!));
  }
  if (isGroup) {
    const player = group[0]!.side;
    const enemyAhead = world.elements.some((o) => o.side !== player && toLocal(group[0]!, centreOf(o)).ahead > 0);
    const needsColumn = anyRoad || anyBad || (retiring && enemyAhead);
    const preRetiring = split.before.length > 0 && split.before.every((s: MoveStep) => s.kind === 'forward' && s.distance < 0);
    const neededBefore = pre !== null && (preRoad || preBad || (preRetiring && enemyAhead));
    if ((needsColumn && !isOneWideColumn(start)) || (neededBefore && !isOneWideColumn(group))) return { refused: { kind: 'needs-column' } };
  }
  const lined = lineUpGroup(world, finals, steps, isGroup);
  if (isGroup && steps.some((s) => s.kind === 'sidestep') && !linedUpWithEnemy(world, lined.finals)) return { refused: { kind: 'lined-up' } };
  return { made: { finals: lined.finals, charged, facts: allFacts, lined } };
}
