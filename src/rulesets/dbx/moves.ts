/**
 * Tactical moves as the DBx commands write them (forward or back, sidestep, wheel about a front
 * corner, turn about the centre), run by plane's move programs on one element or on a group
 * moving as one rigid body (plane's `moveGroup`: every element moves parallel to the first, wheels
 * pivot on the group's outermost front corner). The cost is plane's `NET_CORNER_POLICY`: the
 * largest distance any front corner of any element ends from where it started.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { headingDelta } from '../../plane/angle.js';
import { centreOf, isValidBase, polygonOf, type Base } from '../../plane/base.js';
import { moveGroup } from '../../plane/group.js';
import { frontCornerTravel, NET_CORNER_POLICY, rotateAbout, stepMotion, type Motion, type MoveProgram, type MoveStep as PlaneStep } from '../../plane/move.js';
import { interpolate } from '../../plane/sweep.js';
import { hypot } from '../../plane/hypot.js';
import type { MoveScratch, ScratchStep } from './scratch.js';

/**
 * One step of a DBx move command. Distances in paces (a negative `forward` is a move straight
 * back), angles in degrees, positive to the left: a wheel of +a swings the right end forward about
 * the left front corner, −a the left end about the right front corner; a turn is made in place
 * about the centre.
 */
export type MoveStep =
  | { readonly kind: 'forward'; readonly distance: number }
  | { readonly kind: 'sidestep'; readonly distance: number }
  | { readonly kind: 'wheel'; readonly angle: number }
  | { readonly kind: 'turn'; readonly angle: number };

/** A step of a group move: a DBx step, or reducing frontage to a column one element wide (`frontage.ts`). */
export type GroupMoveStep = MoveStep | { readonly kind: 'column' };

/** The result of running a program: the final poses, the cost, and sampled intermediate poses. */
export interface ProgramRun {
  readonly finals: ReadonlyArray<Base>;
  /** The largest distance any front corner of any element ends from where it started (paces). */
  readonly cost: number;
  /** Total absolute wheel angle of the program (degrees). */
  readonly wheeled: number;
  /** Poses along the way, each a snapshot of every element; the first is the start, the last equals `finals`. */
  readonly samples: ReadonlyArray<ReadonlyArray<Base>>;
}

/** Translates one DBx step into a plane move step (for the element `b` it starts on). */
function planeStep(b: Base, s: MoveStep): PlaneStep {
  switch (s.kind) {
    case 'forward':
      return s.distance >= 0 ? { step: 'forward', distance: s.distance } : { step: 'back', distance: -s.distance };
    case 'sidestep':
      return { step: 'sidestep', distance: s.distance };
    case 'wheel':
      return s.angle >= 0 ? { step: 'wheel', pivot: 'left', angle: s.angle } : { step: 'wheel', pivot: 'right', angle: -s.angle };
    case 'turn': {
      const a = headingDelta(0, s.angle);
      if (a === 90 || a === -90 || a === 180) return { step: 'turn', angle: a };
      // plane turns by quarter and half turns only: any other turn about the centre is a move-to
      const to = rotateAbout(b, centreOf(b), a);
      return { step: 'move-to', x: to.x, y: to.y, heading: b.heading + a };
    }
  }
}

/** The rigid motion taking pose `a` to pose `b` (a translation, or a rotation about a fixed point). */
function motionBetween(a: Base, b: Base): Motion {
  const dh = headingDelta(a.heading, b.heading);
  if (Math.abs(dh) < 1e-9) return { kind: 'translate', dx: b.x - a.x, dy: b.y - a.y };
  // the fixed point p of b = R(dh)(a − p) + p
  const r = (dh * Math.PI) / 180;
  const c = Math.cos(r);
  const s = Math.sin(r);
  const tx = b.x - (c * a.x - s * a.y);
  const ty = b.y - (s * a.x + c * a.y);
  const det = (1 - c) * (1 - c) + s * s;
  return { kind: 'rotate', px: ((1 - c) * tx - s * ty) / det, py: (s * tx + (1 - c) * ty) / det, angle: dh };
}

/** How many samples keep every corner within `every` paces of the last sample. */
function sampleCount(from: Base, motion: Motion, every: number): number {
  if (motion.kind === 'translate') return Math.max(1, Math.ceil(hypot(motion.dx, motion.dy) / every));
  if (motion.kind === 'jump') return 1;
  let r = 0;
  for (const p of polygonOf(from)) r = Math.max(r, hypot(p.x - motion.px, p.y - motion.py));
  return Math.max(1, Math.ceil((Math.abs(motion.angle) * Math.PI * r) / 180 / every));
}

function plain(b: Base): Base {
  return { x: b.x, y: b.y, heading: b.heading, width: b.width, depth: b.depth };
}

/**
 * Runs a program on a group (one element is a group of one). Translations follow the first
 * element's facing; wheels pivot on the group's outermost front corner (plane's `moveGroup`);
 * turns are made by each element about its own centre. `sampleEvery` bounds how far any corner
 * moves between two samples; at 40p no base (the shallowest is 60p deep) can jump over another
 * between samples. Returns `null` for a program plane refuses (a non-finite number). With the
 * call's `scratch`, a single element's run is remembered there and given again for the same pose
 * object and an equal program.
 * @rule dba move-distances
 * @rule dba group-moves
 * @rule dbm L1255-1262
 */
export function runProgram(group: ReadonlyArray<Base>, steps: ReadonlyArray<MoveStep>, sampleEvery = 40, scratch?: MoveScratch): ProgramRun | null {
  // a sampler's pre-check and then the reducer run one element's program one after the other:
  // the call's workspace keeps the last single-element run (runs are never mutated). The steps
  // are compared by value, since a caller may reuse and change its program array between calls.
  const last = scratch?.run ?? null;
  if (group.length === 1 && last !== null && last.base === group[0] && last.every === sampleEvery && sameSteps(last.steps, steps)) return last.run as ProgramRun | null;
  const run = runProgramOf(group, steps, sampleEvery);
  if (group.length === 1 && scratch !== undefined) scratch.run = { base: group[0]!, steps: steps.map((x) => ({ ...x })), every: sampleEvery, run };
  return run;
}

function stepValue(s: ScratchStep): number {
  return s.kind === 'forward' || s.kind === 'sidestep' ? s.distance : s.angle;
}

function sameSteps(a: ReadonlyArray<ScratchStep>, b: ReadonlyArray<MoveStep>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i]!.kind !== b[i]!.kind || !Object.is(stepValue(a[i]!), stepValue(b[i]!))) return false;
  return true;
}

function runProgramOf(group: ReadonlyArray<Base>, steps: ReadonlyArray<MoveStep>, sampleEvery: number): ProgramRun | null {
  let cur: Base[] = group.map(plain);
  const start = cur;
  const samples: Base[][] = [cur];
  let wheeled = 0;
  for (const step of steps) {
    const lead = cur[0];
    if (lead === undefined) break;
    if (step.kind === 'wheel') wheeled += Math.abs(step.angle);
    const program: MoveProgram = [planeStep(lead, step)];
    let next: Base[];
    let motions: Motion[];
    if (cur.length === 1) {
      // one element: plane's step on its own (the step is built here, so it needs no validation)
      if (!isValidBase(lead)) return null;
      const r = stepMotion(lead, program[0] as PlaneStep);
      if (E.isLeft(r)) return null;
      next = [r.right.to];
      motions = [r.right.motion];
    } else {
      const bases: Record<string, Base> = {};
      const ids = cur.map((b, k) => {
        bases[`m${k}`] = b;
        return `m${k}`;
      });
      const r = moveGroup({ bases }, ids, program, { policy: NET_CORNER_POLICY });
      if (E.isLeft(r)) return null;
      next = ids.map((id) => r.right.end[id] as Base);
      motions = cur.map((b, k) => (step.kind === 'turn' ? motionBetween(b, next[k] as Base) : motionBetween(lead, next[0] as Base)));
    }
    const n = Math.max(...cur.map((b, k) => sampleCount(b, motions[k] as Motion, sampleEvery)));
    const from = cur;
    // strictly between the ends plane's interpolation builds a fresh pose (withPose, the class
    // `plain` builds too), so it needs no copy
    for (let i = 1; i < n; i++) samples.push(from.map((b, k) => interpolate(b, next[k] as Base, motions[k] as Motion, i / n)));
    cur = next.map(plain);
    samples.push(cur);
  }
  let cost = 0;
  for (let k = 0; k < cur.length; k++) cost = Math.max(cost, frontCornerTravel(start[k] as Base, cur[k] as Base));
  return { finals: cur, cost, wheeled, samples };
}

/**
 * The cost of moving straight from one pose to another (the centre in a straight line, the heading
 * turning the short way): the larger of the two front corners' displacements (plane's
 * `frontCornerTravel`). This is the measure of a move into contact.
 * @rule dba move-distances
 */
export function directMoveCost(from: Base, to: Base): number {
  return frontCornerTravel(from, to);
}

/**
 * Poses along the rigid motion from one pose to another (a translation, or a rotation about the
 * one point both poses keep, such as a swing about a front corner), ending at `to`.
 */
export function rigidSamples(from: Base, to: Base, sampleEvery = 40): Base[] {
  const motion = motionBetween(from, to);
  const n = sampleCount(from, motion, sampleEvery);
  const out: Base[] = [];
  for (let i = 1; i <= n; i++) out.push(i === n ? to : interpolate(from, to, motion, i / n));
  return out;
}

/** Poses along a direct move (plane's `move-to` interpolation), ending at `to`. */
export function directSamples(from: Base, to: Base, sampleEvery = 40): Base[] {
  const n = Math.max(1, Math.ceil(frontCornerTravel(from, to) / sampleEvery));
  const out: Base[] = [];
  const jump: Motion = { kind: 'jump' };
  // the samples between are fresh poses (plane's withPose, one class for the path checks), the
  // last is `to` itself
  for (let i = 1; i <= n; i++) out.push(i === n ? to : interpolate(from, to, jump, i / n));
  return out;
}
