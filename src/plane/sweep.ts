/**
 * Swept-path collision: run a move program on one base of a table and find the first thing it
 * hits — another base, impassable terrain or the table edge — and where it has to stop.
 *
 * Translations are exact (a separating-axis time-of-impact over the four face normals);
 * rotations and jumps are sampled finely (no corner moves more than a quarter of the mover's
 * smaller side between samples) and the first hit is then refined by bisection. Touching is not
 * a collision: only penetration beyond `tolerance.distance` counts, so a base can slide along a
 * neighbour it is in contact with, or back away from an enemy it is fighting.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { normalizeHeading, toRadians } from './angle.js';
import { boxOf, pointsBox, polygonOf, validateBase, withPose, type Base, type Box, type Point } from './base.js';
import { classifyFrames, type Contact } from './contact.js';
import { planeError, type PlaneError } from './errors.js';
import { fillFrame, newFrame, satGap, type Frame } from './frame.js';
import {
  applyMotion,
  NET_CORNER_POLICY,
  frontCornerTravel,
  stepCost,
  programStep,
  validatePolicy,
  validateProgram,
  type MovePolicy,
  type MoveProgram,
  type MoveStep,
  type Motion,
  type StepResult,
} from './move.js';
import { insetConvex, polygonsOverlap } from './polygon.js';
import { candidateNumbers, unionBox } from './spatial-index.js';
import { obstacleFrame, obstaclesOf, type Obstacles } from './obstacles.js';
import { firstTrue, lineEvents, pointAt, polygonEvents, rotationImpact, type Path } from './exact-sweep.js';
import type { TerrainPolygon } from './terrain.js';
import { DEFAULT_TOLERANCE, validateTolerance, type Tolerance } from './tolerance.js';
import { translationBox, translationImpact } from './translation-impact.js';
import { hypot } from './hypot.js';
import type { Table } from './table.js';

export type { Table } from './table.js';

/** What stopped a move: a base (with the contact at the stop pose), impassable terrain, or the table edge. */
export type Blocker =
  | { readonly kind: 'base'; readonly id: string; readonly contact: Contact }
  | { readonly kind: 'terrain'; readonly id: string }
  | { readonly kind: 'table-edge' };

/**
 * The first collision: during step `step` (index into the program), at `fraction` of it, after
 * the step had turned the base by `angle` degrees (signed, counter-clockwise positive; 0 for a
 * straight step) and carried it `distance` paces straight (0 for a wheel or turn).
 */
export interface Collision {
  readonly step: number;
  readonly fraction: number;
  readonly angle: number;
  readonly distance: number;
  readonly blocker: Blocker;
}

/** How far a step had got at fraction `t`: the angle turned and the straight distance run. */
export function stepProgress(from: Base, to: Base, motion: Motion, t: number): { readonly angle: number; readonly distance: number } {
  if (motion.kind === 'translate') return { angle: 0, distance: hypot(motion.dx, motion.dy) * t };
  if (motion.kind === 'rotate') return { angle: motion.angle * t, distance: 0 };
  // A jump: the centre runs straight while the heading turns the short way.
  const c0 = centreXY(from);
  const c1 = centreXY(to);
  return { angle: (normalizeHeading(to.heading - from.heading + 180) - 180) * t, distance: hypot(c1.x - c0.x, c1.y - c0.y) * t };
}

/**
 * A swept move: where the mover ends (the stop pose when blocked), the cost to there under the
 * policy, the steps run (the last one cut short when blocked), and the collision or null.
 */
export interface SweptMove {
  readonly end: Base;
  readonly cost: number;
  readonly steps: ReadonlyArray<StepResult>;
  readonly collision: Collision | null;
}

/** Options of `sweepMove`. */
export interface SweepOptions {
  readonly policy?: MovePolicy;
  readonly tolerance?: Tolerance;
  /** Bases the mover may pass through (interpenetration the ruleset allows), and itself. */
  readonly passable?: ReadonlyArray<string>;
}

const fm = newFrame();
const fo = newFrame();
const fb = newFrame();

const cand: number[] = [];
const events: number[] = [];
const pt = new Float64Array(2);

/** The motion as a path in radians, or null for a jump (which is sampled). */
function pathOf(motion: Motion): Path | null {
  if (motion.kind === 'translate') return motion;
  if (motion.kind === 'rotate') return { kind: 'rotate', px: motion.px, py: motion.py, theta: toRadians(motion.angle) };
  return null;
}

/**
 * @internal The earliest hit of one step's motion, or null. `t` in [0, 1]. Hits later than
 * `limit` are not looked for (a group already stops there). Translations and rotations are exact
 * (see exact-sweep.ts); jumps are sampled.
 */
export function firstHit(ob: Obstacles, from: Base, to: Base, motion: Motion, limit = 1): { t: number; blocker: Blocker; at: Base } | null {
  fillFrame(fm, from);
  // Only the part of the step before `limit` can matter.
  const f = Math.min(1, limit);
  const sweptBox =
    motion.kind === 'translate' ? translationBox(fm, motion.dx * f, motion.dy * f) : f >= 1 || motion.kind === 'jump' ? sweepBox(from, to, motion) : sweepBox(from, interpolate(from, to, motion, f), scaled(motion, f));
  const path = pathOf(motion);
  let bestT = Infinity;
  let bestN = -1;
  candidateNumbers(ob.packed, sweptBox.minX, sweptBox.minY, sweptBox.maxX, sweptBox.maxY, ob.eps, cand);
  const n = path === null ? sampleCount(from, to, motion) : 0;
  for (let k = 0; k < cand.length; k++) {
    const o = obstacleFrame(ob, cand[k] as number);
    if (o === null) continue;
    const cap = Math.min(limit, bestT);
    let t: number | null;
    if (motion.kind === 'translate') t = translationImpact(fm, o, motion.dx, motion.dy, ob.eps);
    else if (path !== null && path.kind === 'rotate') t = rotationImpact(fm, path.px, path.py, path.theta, o, ob.eps, cap);
    else t = sampledFirstTrue((u) => (u === 0 ? false : satGap(fillFrame(fo, interpolate(from, to, motion, u)), o) < -ob.eps), n, cap);
    // Equal times go to the lower base number (sorted id), whatever order the index gives.
    if (t !== null && t <= limit && (t < bestT || (t === bestT && (cand[k] as number) < bestN))) {
      bestT = t;
      bestN = cand[k] as number;
    }
  }
  let blocker: Blocker | null = null;
  if (bestN >= 0) {
    const o = obstacleFrame(ob, bestN) as Frame;
    bestT = backOff(bestT, (u) => satGap(fillFrame(fo, interpolate(from, to, motion, u)), o) < -ob.eps / 2);
    const at = interpolate(from, to, motion, bestT);
    const id = ob.packed.ids[bestN] as string;
    const other = ob.table.bases[id] as Base;
    blocker = { kind: 'base', id, contact: classifyFrames(fillFrame(fm, at), fillFrame(fo, other), at, other, ob.tolerance) };
  }
  const other = ob.table.terrain === undefined && ob.table.bounds === undefined ? null : otherHit(ob, from, to, motion, path, n, sweptBox, bestT, limit);
  if (other !== null) {
    bestT = other.t;
    blocker = other.blocker;
  }
  if (blocker === null) return null;
  return { t: bestT, blocker, at: interpolate(from, to, motion, bestT) };
}

/**
 * @internal The earliest impassable-terrain or table-edge hit of one step that comes before
 * `bestT` and no later than `limit`, or null. `path` and `n` as in {@link firstHit}; `sweptBox`
 * covers the part of the step looked at.
 */
export function otherHit(ob: Obstacles, from: Base, to: Base, motion: Motion, path: Path | null, n: number, sweptBox: Box, bestT: number, limit: number): { t: number; blocker: Blocker } | null {
  let blocker: Blocker | null = null;
  const cap = Math.min(bestT, limit);
  // Impassable terrain: the mover shrunk by eps must not share area with the polygon.
  const terrain = ob.table.terrain;
  if (terrain !== undefined && terrain.length > 0) {
    const shrunk = insetConvex(polygonOf(from), ob.eps);
    const mx = shrunk.map((p) => p.x);
    const my = shrunk.map((p) => p.y);
    for (const t of terrain) {
      if (t.going !== 'impassable' || !boxesMeet(pointsBox(t.polygon), sweptBox, ob.eps)) continue;
      let hit: number | null;
      if (path === null) hit = sampledFirstTrue((u) => terrainHit(interpolate(from, to, motion, u), t, ob.eps), n, cap);
      else {
        events.length = 0;
        polygonEvents(path, mx, my, t.polygon, events);
        hit = firstTrue(events, cap, (u) => polygonsOverlap(movedCorners(path, mx, my, u), t.polygon));
      }
      if (hit !== null) hit = backOff(hit, (u) => terrainHit(interpolate(from, to, motion, u), t, ob.eps / 2));
      if (hit !== null && hit < bestT && hit <= limit) {
        bestT = hit;
        blocker = { kind: 'terrain', id: t.id };
      }
    }
  }
  // Table edge: a corner more than eps outside the table (edges in `exits` excepted).
  const bounds = ob.table.bounds;
  if (bounds !== undefined) {
    const k0 = polygonOf(from);
    const lines: ReadonlyArray<readonly [0 | 1, number, number]> = [
      [0, -ob.eps, 1],
      [0, bounds.width + ob.eps, 2],
      [1, -ob.eps, 4],
      [1, bounds.height + ob.eps, 8],
    ];
    const off = (u: number): boolean => {
      if (path === null) return polygonOf(interpolate(from, to, motion, u)).some((c) => outside(c.x, c.y, bounds, ob));
      for (const q of k0) {
        pointAt(path, q.x, q.y, u, pt);
        if (outside(pt[0] as number, pt[1] as number, bounds, ob)) return true;
      }
      return false;
    };
    let hit: number | null;
    if (path === null) hit = sampledFirstTrue(off, n, Math.min(bestT, limit));
    else {
      events.length = 0;
      for (const q of k0) for (const [axis, value, bit] of lines) if ((ob.exits & bit) === 0) lineEvents(path, q.x, q.y, axis, value, events);
      hit = firstTrue(events, Math.min(bestT, limit), off);
    }
    if (hit !== null) hit = backOff(hit, (u) => polygonOf(interpolate(from, to, motion, u)).some((c) => outside(c.x, c.y, bounds, ob, ob.eps / 2)));
    if (hit !== null && hit < bestT && hit <= limit) {
      bestT = hit;
      blocker = { kind: 'table-edge' };
    }
  }
  return blocker === null ? null : { t: bestT, blocker };
}

/** @internal The first fraction `f` of a motion (a jump stays a jump: the straight move between its poses). */
export function scaled(m: Motion, f: number): Motion {
  if (m.kind === 'translate') return { kind: 'translate', dx: m.dx * f, dy: m.dy * f };
  if (m.kind === 'rotate') return { kind: 'rotate', px: m.px, py: m.py, angle: m.angle * f };
  return m;
}

function outside(x: number, y: number, bounds: { readonly width: number; readonly height: number }, ob: Obstacles, e = ob.eps): boolean {
  const x0 = x < -e && (ob.exits & 1) === 0;
  const x1 = x > bounds.width + e && (ob.exits & 2) === 0;
  const y0 = y < -e && (ob.exits & 4) === 0;
  const y1 = y > bounds.height + e && (ob.exits & 8) === 0;
  return x0 || x1 || y0 || y1;
}

function boxesMeet(a: Box, b: Box, margin: number): boolean {
  return a.maxX >= b.minX - margin && a.minX <= b.maxX + margin && a.maxY >= b.minY - margin && a.minY <= b.maxY + margin;
}

/** The corners (x, y lists at t = 0) moved to fraction u of the path. */
function movedCorners(path: Path, mx: ReadonlyArray<number>, my: ReadonlyArray<number>, u: number): Point[] {
  const out: Point[] = [];
  for (let i = 0; i < mx.length; i++) {
    pointAt(path, mx[i] as number, my[i] as number, u, pt);
    out.push({ x: pt[0] as number, y: pt[1] as number });
  }
  return out;
}

/**
 * @internal A contact time found in closed form sits exactly on the tolerance's edge, where rounding can
 * fall either way: step back (by doubling amounts) until the pose is clear by half the tolerance,
 * so a stop pose is in contact, never overlapping, whoever recomputes it.
 */
export function backOff(t: number, blocked: (u: number) => boolean): number {
  let u = t;
  for (let k = 0; k < 60 && u > 0 && blocked(u); k++) u = Math.max(0, t - 2 ** k * 1e-15 * (1 + t));
  return u;
}

/** Whether a terrain polygon blocks a pose: area shared with the base shrunk by `eps`. */
function terrainHit(pose: Base, t: TerrainPolygon, eps: number): boolean {
  return polygonsOverlap(insetConvex(polygonOf(pose), eps), t.polygon);
}

/**
 * The smallest u in [0, limit] where `pred` turns true, refined by bisection after sampling
 * `n` points; null when it stays false. `pred(0)` true gives 0. Used for jumps only.
 */
function sampledFirstTrue(pred: (u: number) => boolean, n: number, limit: number): number | null {
  if (pred(0)) return 0;
  let prev = 0;
  for (let k = 1; k <= n; k++) {
    const u = Math.min(limit, k / n);
    if (pred(u)) {
      let lo = prev;
      let hi = u;
      for (let it = 0; it < 40; it++) {
        const mid = (lo + hi) / 2;
        if (pred(mid)) hi = mid;
        else lo = mid;
      }
      return lo;
    }
    prev = u;
    if (u >= limit) break;
  }
  return null;
}

/** How many samples a non-translation needs so no corner jumps more than a quarter of the smaller side. */
function sampleCount(from: Base, to: Base, motion: Motion): number {
  if (motion.kind === 'translate') return 8;
  const travel = Math.max(frontCornerTravel(from, to), rearTravel(from, to));
  const arcFactor = motion.kind === 'rotate' ? Math.max(1, (Math.abs(motion.angle) * Math.PI) / 180 / (2 * Math.sin(Math.min(Math.PI, (Math.abs(motion.angle) * Math.PI) / 180) / 2) || 1)) : 1;
  const step = Math.max(Math.min(from.width, from.depth) / 4, 1e-3);
  return Math.min(4000, Math.max(4, Math.ceil((travel * arcFactor) / step)));
}

function rearTravel(from: Base, to: Base): number {
  const a = polygonOf(from);
  const b = polygonOf(to);
  return Math.max(hypot(b[2].x - a[2].x, b[2].y - a[2].y), hypot(b[3].x - a[3].x, b[3].y - a[3].y));
}

/** The pose at fraction t of a step. */
export function interpolate(from: Base, to: Base, motion: Motion, t: number): Base {
  if (t <= 0) return from;
  if (t >= 1) return to;
  if (motion.kind === 'translate') return applyMotion(from, { kind: 'translate', dx: motion.dx * t, dy: motion.dy * t });
  if (motion.kind === 'rotate') return applyMotion(from, { kind: 'rotate', px: motion.px, py: motion.py, angle: motion.angle * t });
  // Jump: the centre goes straight, the heading turns the short way.
  const dh = normalizeHeading(to.heading - from.heading + 180) - 180;
  const h = from.heading + dh * t;
  const c0 = centreXY(from);
  const c1 = centreXY(to);
  const cx = c0.x + (c1.x - c0.x) * t;
  const cy = c0.y + (c1.y - c0.y) * t;
  const r = (h * Math.PI) / 180;
  return withPose(from, { x: cx + (Math.cos(r) * from.depth) / 2, y: cy + (Math.sin(r) * from.depth) / 2, heading: h });
}

function centreXY(b: Base): { x: number; y: number } {
  const r = (b.heading * Math.PI) / 180;
  return { x: b.x - (Math.cos(r) * b.depth) / 2, y: b.y - (Math.sin(r) * b.depth) / 2 };
}

/** A box covering the whole step (rotations: the disc the corners sweep). */
function sweepBox(from: Base, to: Base, motion: Motion): Box {
  const a = boxOf(from);
  const b = boxOf(to);
  if (motion.kind === 'translate') {
    return { minX: Math.min(a.minX, b.minX), minY: Math.min(a.minY, b.minY), maxX: Math.max(a.maxX, b.maxX), maxY: Math.max(a.maxY, b.maxY) };
  }
  if (motion.kind === 'rotate') return rotationBox(from, motion.px, motion.py, motion.angle, a, b);
  // Jumps: the boxes of poses along the way, grown by the sagitta between them.
  const n = Math.min(64, sampleCount(from, to, motion));
  const boxes = [a, b];
  for (let k = 1; k < n; k++) boxes.push(boxOf(interpolate(from, to, motion, k / n)));
  const u = unionBox(boxes);
  // Between samples a corner leaves the straight line between them by at most the sagitta of its
  // turn about the centre (the centre itself moves straight).
  const halfDiagonal = hypot(from.width, from.depth) / 2;
  const turn = (Math.abs(normalizeHeading(to.heading - from.heading + 180) - 180) * Math.PI) / 180;
  const grow = halfDiagonal * (1 - Math.cos(Math.min(Math.PI, turn / n / 2)));
  return { minX: u.minX - grow, minY: u.minY - grow, maxX: u.maxX + grow, maxY: u.maxY + grow };
}

/** The exact box of a rectangle rotated about (px, py) through `angle` degrees: ends plus arc extremes. */
function rotationBox(from: Base, px: number, py: number, angle: number, a: Box, b: Box): Box {
  let minX = Math.min(a.minX, b.minX);
  let minY = Math.min(a.minY, b.minY);
  let maxX = Math.max(a.maxX, b.maxX);
  let maxY = Math.max(a.maxY, b.maxY);
  const lo = Math.min(0, angle);
  const hi = Math.max(0, angle);
  fillFrame(fb, from);
  for (let i = 0; i < 4; i++) {
    const dx = (fb.px[i] as number) - px;
    const dy = (fb.py[i] as number) - py;
    const r = hypot(dx, dy);
    const start = (Math.atan2(dy, dx) * 180) / Math.PI;
    // Every multiple of 90° the corner's direction passes is an extreme of its arc.
    for (let q = Math.ceil((start + lo) / 90); q * 90 <= start + hi; q++) {
      const m = ((q % 4) + 4) % 4;
      if (m === 0) maxX = Math.max(maxX, px + r);
      else if (m === 1) maxY = Math.max(maxY, py + r);
      else if (m === 2) minX = Math.min(minX, px - r);
      else minY = Math.min(minY, py - r);
    }
  }
  return { minX, minY, maxX, maxY };
}

/**
 * Runs a program on table base `moverId` and stops at the first collision with another base,
 * impassable terrain or the table edge. Bases listed in `options.passable` are ignored. The cost
 * is measured under `options.policy` (default `NET_CORNER_POLICY`) up to where the mover stops.
 * @rule dbm L1255-1320
 * @rule dba A31
 * @rule arcane-warfare 6.1
 */
export function sweepMove(table: Table, moverId: string, program: MoveProgram, options: SweepOptions = {}): E.Either<PlaneError, SweptMove> {
  const mover = table.bases[moverId];
  if (mover === undefined) return E.left(planeError('unknown-id', 'moverId', `moverId: no base ${JSON.stringify(moverId)} on the table`));
  const vb = validateBase(mover, `table.bases.${moverId}`);
  if (E.isLeft(vb)) return vb;
  const checked = checkMoveOptions(table, program, options, [moverId]);
  if (E.isLeft(checked)) return checked;
  return sweepValidated(checked.right.ob, mover, program, checked.right.policy);
}

/**
 * Validates what every swept move shares (the program, the measure policy, the tolerance) and
 * builds the obstacles, leaving the `movers` and `options.passable` out of them.
 */
export function checkMoveOptions(
  table: Table,
  program: MoveProgram,
  options: SweepOptions,
  movers: ReadonlyArray<string>,
): E.Either<PlaneError, { readonly policy: MovePolicy; readonly ob: Obstacles }> {
  const vp = validateProgram(program);
  if (E.isLeft(vp)) return vp;
  const policy = options.policy ?? NET_CORNER_POLICY;
  const vq = validatePolicy(policy, 'options.policy');
  if (E.isLeft(vq)) return vq;
  const tolerance = options.tolerance ?? DEFAULT_TOLERANCE;
  const vt = validateTolerance(tolerance, 'options.tolerance');
  if (E.isLeft(vt)) return vt;
  return E.right({ policy, ob: obstaclesOf(table, [...movers, ...(options.passable ?? [])], tolerance) });
}

/** @internal {@link sweepMove} on validated input. */
export function sweepValidated(ob: Obstacles, mover: Base, program: MoveProgram, policy: MovePolicy): E.Either<PlaneError, SweptMove> {
  const steps: StepResult[] = [];
  let cur = mover;
  let sum = 0;
  for (let i = 0; i < program.length; i++) {
    const r = programStep(cur, program, i);
    if (E.isLeft(r)) return r;
    const { step: s, motion } = r.right;
    const hit = firstHit(ob, cur, r.right.to, motion);
    const step = madeStep(cur, r.right.to, s, motion, hit, policy);
    steps.push(step);
    sum += step.cost;
    if (hit !== null) {
      return E.right({
        end: step.to,
        cost: policy.measure === 'net' ? frontCornerTravel(mover, step.to) : sum,
        steps,
        collision: { step: i, fraction: hit.t, ...stepProgress(cur, r.right.to, motion, hit.t), blocker: hit.blocker },
      });
    }
    cur = step.to;
  }
  return E.right({ end: cur, cost: policy.measure === 'net' ? frontCornerTravel(mover, cur) : sum, steps, collision: null });
}

/**
 * @internal What a step from `from` toward `to` made when stopped by `hit` (or not): the pose it
 * reached, the motion actually made (cut to the hit's fraction, so `to` is `from` moved by it) and
 * its cost under a per-step policy, charged for the part made (a wheel for the angle turned, a
 * straight step for the distance run).
 */
export function madeStep(from: Base, to: Base, s: MoveStep, motion: Motion, hit: { readonly t: number; readonly at: Base } | null, policy: MovePolicy): StepResult {
  if (hit === null) return { from, to, motion, cost: stepCost(from, to, s, policy) };
  const charged: MoveStep =
    s.step === 'wheel' ? { ...s, angle: s.angle * hit.t } : s.step === 'forward' || s.step === 'back' || s.step === 'sidestep' ? { ...s, distance: s.distance * hit.t } : s;
  return { from, to: hit.at, motion: scaled(motion, hit.t), cost: stepCost(from, hit.at, charged, policy) };
}
