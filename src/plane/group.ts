/**
 * Group moves: one program applied to several bases at once, keeping their relative positions
 * (a rigid move: straight, sideways, wheels about the group's outer front corner, a line-up on
 * a target), turns in place made by each element about its own centre. Columns: column.ts.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { cosSinInto, normalizeHeading, toRadians } from './angle.js';
import { centreOf, cornerOf, validateBase, withPose, type Base, type Point } from './base.js';
import { planeError, type PlaneError } from './errors.js';
import {
  applyMotion,
  frontCornerTravel,
  rotateAbout,
  programStep,
  type MovePolicy,
  type MoveProgram,
  type MoveStep,
  type Motion,
} from './move.js';
import { checkMoveOptions, firstHit, interpolate, scaled, stepProgress, type Collision, type SweepOptions, type Table } from './sweep.js';
import type { Obstacles } from './obstacles.js';
import { translationHit } from './translation-sweep.js';
import { classifyUnchecked } from './contact.js';
import { hypot } from './hypot.js';

/** The outcome of a group or column move: every member's end pose, the cost, the first collision. */
export interface GroupMove {
  readonly end: Readonly<Record<string, Base>>;
  readonly cost: number;
  /** The first collision, naming the member that met it; the whole group stops there. */
  readonly collision: (Collision & { readonly member: string }) | null;
}

/** One step of a group move as the members made it, keyed by member id. */
export interface GroupStep {
  /** Each member's pose before the step. */
  readonly from: Readonly<Record<string, Base>>;
  /** Each member's pose after it: the stop pose when the step was cut short. */
  readonly to: Readonly<Record<string, Base>>;
  /**
   * Each member's motion as made (cut to the part run when the step was stopped): a translation
   * or a rotation takes `from[id]` to `to[id]` (`applyMotion`); a jump (`move-to`, `conform`) is
   * the straight move between them (`interpolate` gives the poses on the way).
   */
  readonly motion: Readonly<Record<string, Motion>>;
  /** What the step costs under the policy's per-step measure (as far as it was run). */
  readonly cost: number;
}

/** A rigid group move ({@link moveGroup}): a {@link GroupMove} plus every step as each member made it. */
export interface RigidGroupMove extends GroupMove {
  /** The steps run, in order; the last one cut short when the group was stopped. */
  readonly steps: ReadonlyArray<GroupStep>;
}

/** @internal Validates a group's ids (each on the table once, each a valid base) and the move options. */
export function checkGroup(table: Table, ids: ReadonlyArray<string>, program: MoveProgram, options: SweepOptions): E.Either<PlaneError, { policy: MovePolicy; ob: Obstacles }> {
  if (!Array.isArray(ids) || ids.length === 0) return E.left(planeError('bad-argument', 'ids', 'ids: expected at least one base id'));
  const seen = new Set<string>();
  for (let i = 0; i < ids.length; i++) {
    const id = ids[i] as string;
    if (seen.has(id)) return E.left(planeError('bad-argument', `ids[${i}]`, `ids[${i}]: ${JSON.stringify(id)} is listed twice`));
    seen.add(id);
    const b = table.bases[id];
    if (b === undefined) return E.left(planeError('unknown-id', `ids[${i}]`, `ids[${i}]: no base ${JSON.stringify(id)} on the table`));
    const vb = validateBase(b, `table.bases.${id}`);
    if (E.isLeft(vb)) return vb;
  }
  return checkMoveOptions(table, program, options, ids);
}

/**
 * The group's pivot for a wheel: the outermost front corner (on the `side` given) of the
 * elements whose front edges are furthest forward, in the lead's frame.
 */
function groupPivot(poses: ReadonlyArray<Base>, lead: Base, side: 'left' | 'right', eps: number): Point {
  cosSinInto(lead.heading, cs);
  const fx = cs[0] as number;
  const fy = cs[1] as number;
  let maxU = -Infinity;
  for (const b of poses) maxU = Math.max(maxU, (b.x - lead.x) * fx + (b.y - lead.y) * fy);
  let bestX = NaN;
  let bestY = NaN;
  let bestV = -Infinity;
  for (const b of poses) {
    if ((b.x - lead.x) * fx + (b.y - lead.y) * fy < maxU - Math.max(eps, 1e-9 * (1 + Math.abs(maxU)))) continue;
    // Front corners: front-left = p + l·w/2, front-right = p − l·w/2, l = (−s, c) of b's heading.
    cosSinInto(b.heading, cs);
    const hx = -(cs[1] as number) * (b.width / 2);
    const hy = (cs[0] as number) * (b.width / 2);
    for (let k = 0; k < 2; k++) {
      const px = k === 0 ? b.x + hx : b.x - hx;
      const py = k === 0 ? b.y + hy : b.y - hy;
      const v = -(px - lead.x) * fy + (py - lead.y) * fx; // along the lead's left
      const score = side === 'left' ? v : -v;
      if (score > bestV) {
        bestV = score;
        bestX = px;
        bestY = py;
      }
    }
  }
  return bestV === -Infinity ? cornerOf(lead, side === 'left' ? 'front-left' : 'front-right') : { x: bestX, y: bestY };
}

const cs = new Float64Array(2);

/**
 * Moves a group as one body: every member makes the same move as the first (`ids[0]`, the lead),
 * keeping its place relative to it. Straight steps and sidesteps use the lead's facing; a wheel
 * turns the whole group about its outermost front corner on the pivot side; `move-to` and
 * `conform` move the lead there and the rest rigidly with it; a `turn` turns each member about
 * its own centre. Each member's path is swept against every base outside the group (and
 * impassable terrain, table edge); at the first collision the whole group stops.
 *
 * Cost under `options.policy`: `'net'` is the largest distance any member's front corner ends
 * from its start; `'per-step'` charges a wheel by the chord or arc of the group's outermost front
 * corner, straight steps by their length, and sums.
 * @rule dbm L1278-1320
 * @rule dba A21
 * @rule arcane-warfare 6.6.1
 */
export function moveGroup(table: Table, ids: ReadonlyArray<string>, program: MoveProgram, options: SweepOptions = {}): E.Either<PlaneError, RigidGroupMove> {
  const checked = checkGroup(table, ids, program, options);
  if (E.isLeft(checked)) return checked;
  return moveGroupValidated(checked.right.ob, ids, program, checked.right.policy);
}

/** @internal {@link moveGroup} on validated input. */
export function moveGroupValidated(ob: Obstacles, ids: ReadonlyArray<string>, program: MoveProgram, policy: MovePolicy): E.Either<PlaneError, RigidGroupMove> {
  const start = ids.map((id) => ob.table.bases[id] as Base);
  let cur = start;
  let sum = 0;
  const steps: GroupStep[] = [];
  for (let i = 0; i < program.length; i++) {
    const s = program[i] as MoveStep;
    const planned = plan(cur, program, i, ob.eps);
    if (E.isLeft(planned)) return planned;
    const { targets, motions, radius } = planned.right;
    const motion0 = motions[0] as Motion;
    // The first collision of any member stops the group.
    let hit: { t: number; k: number; blocker: Collision['blocker'] } | null = null;
    if (motion0.kind === 'translate' && s.step !== 'turn') {
      // One translation for all: the obstacles near the whole group are looked up once.
      const h = translationHit(ob, cur, targets, motion0);
      if (h !== null) hit = { t: h.t, k: h.member, blocker: h.blocker };
    } else {
      // Members that travel furthest are likeliest to hit first; sweeping them first lets the
      // rest stop looking past the earliest hit found so far.
      for (const k of sweepOrder(cur, targets)) {
        const h = firstHit(ob, cur[k] as Base, targets[k] as Base, motions[k] as Motion, Math.min(1, hit === null ? Infinity : hit.t));
        if (h !== null && (hit === null || h.t < hit.t || (h.t === hit.t && k < hit.k))) hit = { t: h.t, k, blocker: h.blocker };
      }
    }
    if (hit === null && s.step === 'turn') {
      // Turning in place, members can swing into each other (a line of wide bases turning 90°):
      // the turn is refused as a whole, reported against the first pair that would overlap.
      const clash = memberClash(ids, targets, ob);
      if (clash !== null) {
        return E.right({ end: record(ids, cur), cost: policy.measure === 'net' ? netCost(start, cur) : sum, steps, collision: { step: i, fraction: 0, angle: 0, distance: 0, ...clash } });
      }
    }
    const t = hit === null ? 1 : hit.t;
    const next = cur.map((b, k) => interpolate(b, targets[k] as Base, motions[k] as Motion, t));
    const cost = groupStepCost(cur, next, s, policy, radius, t);
    sum += cost;
    steps.push({ from: byId(ids, cur), to: byId(ids, next), motion: byId(ids, t === 1 ? motions : motions.map((m) => scaled(m, t))), cost });
    if (hit !== null) {
      const progress = stepProgress(cur[hit.k] as Base, targets[hit.k] as Base, motions[hit.k] as Motion, t);
      return E.right({ end: record(ids, next), cost: policy.measure === 'net' ? netCost(start, next) : sum, steps, collision: { step: i, fraction: t, ...progress, blocker: hit.blocker, member: ids[hit.k] as string } });
    }
    cur = next;
  }
  return E.right({ end: record(ids, cur), cost: policy.measure === 'net' ? netCost(start, cur) : sum, steps, collision: null });
}

/**
 * Each member's target and motion for step `i` of a group program, and (for a wheel) the
 * radius of the group's swing: a turn turns each member about its own centre; a wheel turns the
 * group about its outermost front corner; a jump moves the lead and the rest rigidly with it;
 * a straight step is the lead's translation for all.
 */
function plan(cur: ReadonlyArray<Base>, program: MoveProgram, i: number, eps: number): E.Either<PlaneError, { targets: Base[]; motions: Motion[]; radius: number }> {
  const s = program[i] as MoveStep;
  const lead = cur[0] as Base;
  const targets: Base[] = [];
  const motions: Motion[] = [];
  if (s.step === 'turn') {
    for (const b of cur) {
      const r = programStep(b, program, i);
      if (E.isLeft(r)) return r;
      motions.push(r.right.motion);
      targets.push(r.right.to);
    }
    return E.right({ targets, motions, radius: 0 });
  }
  if (s.step === 'wheel') {
    const p = groupPivot(cur, lead, s.pivot, eps);
    const motion: Motion = { kind: 'rotate', px: p.x, py: p.y, angle: s.pivot === 'left' ? s.angle : -s.angle };
    let radius = 0;
    for (const b of cur) {
      for (const n of ['front-left', 'front-right'] as const) {
        const q = cornerOf(b, n);
        radius = Math.max(radius, hypot(q.x - p.x, q.y - p.y));
      }
      targets.push(applyMotion(b, motion));
      motions.push(motion);
    }
    return E.right({ targets, motions, radius });
  }
  const r = programStep(lead, program, i);
  if (E.isLeft(r)) return r;
  const motion = r.right.motion;
  if (motion.kind === 'jump') {
    // Rigid: turn about the lead's front midpoint by the heading change, then translate.
    const to = r.right.to;
    const dh = normalizeHeading(to.heading - lead.heading + 180) - 180;
    for (const b of cur) {
      const q = rotateAbout(b, lead, dh);
      targets.push(withPose(b, { x: q.x + (to.x - lead.x), y: q.y + (to.y - lead.y), heading: b.heading + dh }));
      motions.push(motion);
    }
  } else {
    for (const b of cur) {
      targets.push(applyMotion(b, motion));
      motions.push(motion);
    }
  }
  return E.right({ targets, motions, radius: 0 });
}

/** Values by member id (the same objects, no copy). */
function byId<T>(ids: ReadonlyArray<string>, values: ReadonlyArray<T>): Record<string, T> {
  const out: Record<string, T> = {};
  for (let k = 0; k < ids.length; k++) out[ids[k] as string] = values[k] as T;
  return out;
}

/** Member indices, furthest-travelling first (ties in member order). */
function sweepOrder(cur: ReadonlyArray<Base>, targets: ReadonlyArray<Base>): number[] {
  const travel = cur.map((b, k) => frontCornerTravel(b, targets[k] as Base));
  return cur.map((_, k) => k).sort((p, q) => (travel[q] as number) - (travel[p] as number) || p - q);
}

function memberClash(ids: ReadonlyArray<string>, poses: ReadonlyArray<Base>, ob: Obstacles): { member: string; blocker: Collision['blocker'] } | null {
  for (let p = 0; p < poses.length; p++) {
    for (let q = p + 1; q < poses.length; q++) {
      const c = classifyUnchecked(poses[p] as Base, poses[q] as Base, ob.tolerance);
      if (c.relation === 'overlapping') return { member: ids[p] as string, blocker: { kind: 'base', id: ids[q] as string, contact: c } };
    }
  }
  return null;
}

/** @internal The end poses by id, headings normalised. */
export function record(ids: ReadonlyArray<string>, poses: ReadonlyArray<Base>): Record<string, Base> {
  const out: Record<string, Base> = {};
  ids.forEach((id, k) => {
    const b = poses[k] as Base;
    out[id] = { ...b, heading: normalizeHeading(b.heading) };
  });
  return out;
}

function netCost(from: ReadonlyArray<Base>, to: ReadonlyArray<Base>): number {
  let m = 0;
  for (let k = 0; k < from.length; k++) m = Math.max(m, frontCornerTravel(from[k] as Base, to[k] as Base));
  return m;
}

/** @internal What one step of a group or column costs under the policy, cut to fraction `t`. */
export function groupStepCost(from: ReadonlyArray<Base>, to: ReadonlyArray<Base>, s: MoveStep, policy: MovePolicy, radius: number, t: number): number {
  let cost: number;
  if (s.step === 'forward' || s.step === 'back' || s.step === 'sidestep') cost = Math.abs(s.distance) * t;
  else if (s.step === 'wheel') {
    const a = toRadians(Math.abs(s.angle) * t);
    cost = policy.wheel === 'arc' ? radius * a : 2 * radius * Math.sin(a / 2);
  } else if (s.step === 'turn' && policy.turn === 'free') cost = 0;
  else cost = netCost(from, to);
  return cost > 1e-6 ? Math.max(cost, policy.minimumStep) : 0;
}

/** The centre of a group's members' centres (a convenience for rulesets and figures). */
export function groupCentre(bases: ReadonlyArray<Base>): Point {
  let x = 0;
  let y = 0;
  for (const b of bases) {
    const c = centreOf(b);
    x += c.x;
    y += c.y;
  }
  return { x: x / bases.length, y: y / bases.length };
}
