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
import { normalizeHeading } from './angle.js';
import { boxOf, polygonOf, validateBase, withPose, type Base, type Box } from './base.js';
import { classifyFrames, type Contact } from './contact.js';
import { planeError, type PlaneError } from './errors.js';
import { fillFrame, newFrame, satGap, type Frame } from './frame.js';
import {
  applyMotion,
  NET_CORNER_POLICY,
  frontCornerTravel,
  stepCost,
  stepMotion,
  validatePolicy,
  validateProgram,
  type MovePolicy,
  type MoveProgram,
  type MoveStep,
  type Motion,
  type StepResult,
} from './move.js';
import { convexHull, insetConvex, polygonsOverlap } from './polygon.js';
import { candidatesInBox, createIndex, unionBox, type SpatialIndex } from './spatial-index.js';
import type { TerrainPolygon } from './terrain.js';
import { DEFAULT_TOLERANCE, validateTolerance, type Tolerance } from './tolerance.js';

/**
 * The table a move happens on: bases by id, terrain polygons, and optionally the table's size
 * (`[0, width] × [0, height]` in paces) and a prebuilt spatial index of `bases`.
 */
export interface Table {
  readonly bases: Readonly<Record<string, Base>>;
  readonly terrain?: ReadonlyArray<TerrainPolygon>;
  readonly bounds?: { readonly width: number; readonly height: number };
  readonly index?: SpatialIndex;
}

/** What stopped a move: a base (with the contact at the stop pose), impassable terrain, or the table edge. */
export type Blocker =
  | { readonly kind: 'base'; readonly id: string; readonly contact: Contact }
  | { readonly kind: 'terrain'; readonly id: string }
  | { readonly kind: 'table-edge' };

/** The first collision: during step `step` (index into the program), at `fraction` of it. */
export interface Collision {
  readonly step: number;
  readonly fraction: number;
  readonly blocker: Blocker;
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

/** @internal Obstacle lookup prepared once per sweep. */
export interface Obstacles {
  readonly table: Table;
  readonly index: SpatialIndex;
  readonly skip: ReadonlySet<string>;
  readonly eps: number;
  readonly tolerance: Tolerance;
  /** Unpacked obstacle frames, filled on first use (one sweep call's scratch, never shared). */
  readonly frames: Map<string, Frame>;
}

/** @internal The unpacked frame of an obstacle, cached for the life of `ob`. */
function frameOf(ob: Obstacles, id: string): Frame {
  let f = ob.frames.get(id);
  if (f === undefined) {
    f = fillFrame(newFrame(), ob.table.bases[id] as Base);
    ob.frames.set(id, f);
  }
  return f;
}

const fm = newFrame();
const fo = newFrame();

/** @internal Prepares obstacle lookup for a table. */
export function obstaclesOf(table: Table, skip: Iterable<string>, tolerance: Tolerance): Obstacles {
  return { table, index: table.index ?? createIndex(table.bases), skip: new Set(skip), eps: tolerance.distance, tolerance, frames: new Map() };
}

/**
 * @internal The earliest hit of one step's motion, or null. `t` in [0, 1]. Hits later than
 * `limit` are not looked for (a group already stops there).
 */
export function firstHit(ob: Obstacles, from: Base, to: Base, motion: Motion, limit = 1): { t: number; blocker: Blocker; at: Base } | null {
  const sweptBox = sweepBox(from, to, motion);
  const ids = candidatesInBox(ob.index, sweptBox, ob.eps);
  let bestT = Infinity;
  let bestId: string | null = null;
  const poseAt = (t: number): Base => interpolate(from, to, motion, t);
  if (motion.kind === 'translate') {
    fillFrame(fm, from);
    for (const id of ids) {
      // A stale index may name a base that is gone: skip it rather than fail.
      if (ob.skip.has(id) || ob.table.bases[id] === undefined) continue;
      const t = translationImpact(fm, frameOf(ob, id), motion.dx, motion.dy, ob.eps);
      if (t !== null && t < bestT && t <= limit) {
        bestT = t;
        bestId = id;
      }
    }
  } else {
    const live = ids.filter((id) => !ob.skip.has(id) && ob.table.bases[id] !== undefined);
    if (live.length > 0) {
      const n = sampleCount(from, to, motion);
      const hits = (pose: Base): string | null => {
        fillFrame(fm, pose);
        for (const id of live) {
          if (satGap(fm, frameOf(ob, id)) < -ob.eps) return id;
        }
        return null;
      };
      let prev = 0;
      for (let k = 1; k <= n && prev < limit; k++) {
        const t = k / n;
        const h = hits(poseAt(t));
        if (h !== null) {
          let lo = prev;
          let hi = t;
          for (let it = 0; it < 40; it++) {
            const mid = (lo + hi) / 2;
            if (hits(poseAt(mid)) !== null) hi = mid;
            else lo = mid;
          }
          if (lo <= limit) {
            bestT = lo;
            bestId = hits(poseAt(hi)) ?? h;
          }
          break;
        }
        prev = t;
      }
    }
  }
  let blocker: Blocker | null = null;
  if (bestId !== null) {
    const at = poseAt(bestT);
    fillFrame(fm, at);
    const ob2 = ob.table.bases[bestId] as Base;
    fillFrame(fo, ob2);
    blocker = { kind: 'base', id: bestId, contact: classifyFrames(fm, fo, at, ob2, ob.tolerance) };
  }
  // Impassable terrain.
  for (const t of ob.table.terrain ?? []) {
    if (t.going !== 'impassable') continue;
    const hit = firstTrue((u) => terrainHit(from, poseAt(u), motion, t, ob.eps), sampleCount(from, to, motion), Math.min(bestT, limit));
    if (hit !== null && hit < bestT) {
      bestT = hit;
      blocker = { kind: 'terrain', id: t.id };
    }
  }
  // Table edge.
  const bounds = ob.table.bounds;
  if (bounds !== undefined) {
    const off = (u: number): boolean => {
      for (const p of polygonOf(poseAt(u))) {
        if (p.x < -ob.eps || p.y < -ob.eps || p.x > bounds.width + ob.eps || p.y > bounds.height + ob.eps) return true;
      }
      return false;
    };
    const hit = firstTrue(off, sampleCount(from, to, motion), Math.min(bestT, limit));
    if (hit !== null && hit < bestT) {
      bestT = hit;
      blocker = { kind: 'table-edge' };
    }
  }
  if (blocker === null) return null;
  return { t: bestT, blocker, at: poseAt(bestT) };
}

/** Whether a terrain polygon blocks the motion from `from` to `pose` (swept hull for translations). */
function terrainHit(from: Base, pose: Base, motion: Motion, t: TerrainPolygon, eps: number): boolean {
  const shape = motion.kind === 'translate' ? convexHull([...polygonOf(from), ...polygonOf(pose)]) : polygonOf(pose);
  return polygonsOverlap(insetConvex(shape, eps), t.polygon);
}

/**
 * The smallest u in [0, limit] where `pred` turns true, refined by bisection after sampling
 * `n` points; null when it stays false. `pred(0)` true gives 0.
 */
function firstTrue(pred: (u: number) => boolean, n: number, limit: number): number | null {
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
  return Math.max(Math.hypot(b[2].x - a[2].x, b[2].y - a[2].y), Math.hypot(b[3].x - a[3].x, b[3].y - a[3].y));
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
  const halfDiagonal = Math.hypot(from.width, from.depth) / 2;
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
  for (const p of polygonOf(from)) {
    const r = Math.hypot(p.x - px, p.y - py);
    const start = (Math.atan2(p.y - py, p.x - px) * 180) / Math.PI;
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
 * Time of impact in [0, 1] of frame `m` moving by (dx, dy) into frame `o`: the first t where the
 * projections on all four axes overlap, given that somewhere in [0, 1] they overlap by more
 * than eps on all of them; null if they never do.
 */
function translationImpact(m: Frame, o: Frame, dx: number, dy: number, eps: number): number | null {
  impact.enterDeep = 0;
  impact.exitDeep = 1;
  impact.enterTouch = 0;
  if (!axisImpact(m, o, m.c, m.s, dx, dy, eps)) return null;
  if (!axisImpact(m, o, -m.s, m.c, dx, dy, eps)) return null;
  if (!axisImpact(m, o, o.c, o.s, dx, dy, eps)) return null;
  if (!axisImpact(m, o, -o.s, o.c, dx, dy, eps)) return null;
  if (impact.enterDeep >= impact.exitDeep || impact.enterDeep > 1 || impact.exitDeep < 0) return null;
  return Math.max(0, Math.min(impact.enterTouch, impact.enterDeep));
}

/** Running bounds of the time-of-impact computation (module scratch; no allocation per call). */
const impact = { enterDeep: 0, exitDeep: 1, enterTouch: 0 };

/**
 * Narrows the time bounds with one axis (ux, uy): the projections overlap by more than eps
 * (deep) or at all (touch). Returns false when the axis separates for the whole motion.
 */
function axisImpact(m: Frame, o: Frame, ux: number, uy: number, dx: number, dy: number, eps: number): boolean {
  const rm = m.hw * Math.abs(-m.s * ux + m.c * uy) + m.hd * Math.abs(m.c * ux + m.s * uy);
  const ro = o.hw * Math.abs(-o.s * ux + o.c * uy) + o.hd * Math.abs(o.c * ux + o.s * uy);
  const d0 = m.cx * ux + m.cy * uy - (o.cx * ux + o.cy * uy);
  const v = dx * ux + dy * uy;
  const deepR = rm + ro - eps;
  if (deepR <= 0) return false;
  if (v === 0) return Math.abs(d0) < deepR;
  const a1 = (-deepR - d0) / v;
  const a2 = (deepR - d0) / v;
  const lo = a1 < a2 ? a1 : a2;
  const hi = a1 < a2 ? a2 : a1;
  if (lo > impact.enterDeep) impact.enterDeep = lo;
  if (hi < impact.exitDeep) impact.exitDeep = hi;
  const R = rm + ro;
  const t1 = (-R - d0) / v;
  const t2 = (R - d0) / v;
  const tl = t1 < t2 ? t1 : t2;
  if (tl > impact.enterTouch) impact.enterTouch = tl;
  return true;
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
    const s = program[i] as MoveStep;
    const r = stepMotion(cur, s);
    if (E.isLeft(r)) return E.left({ ...r.left, path: `program[${i}]`, message: `program[${i}]: ${r.left.message}` });
    const hit = firstHit(ob, cur, r.right.to, r.right.motion);
    const to = hit === null ? r.right.to : hit.at;
    // A wheel cut short is charged for the angle actually turned.
    const charged: MoveStep = s.step === 'wheel' && hit !== null ? { ...s, angle: s.angle * hit.t } : s;
    const cost = stepCost(cur, to, charged, policy);
    steps.push({ from: cur, to, motion: r.right.motion, cost });
    sum += cost;
    cur = to;
    if (hit !== null) {
      return E.right({
        end: cur,
        cost: policy.measure === 'net' ? frontCornerTravel(mover, cur) : sum,
        steps,
        collision: { step: i, fraction: hit.t, blocker: hit.blocker },
      });
    }
  }
  return E.right({ end: cur, cost: policy.measure === 'net' ? frontCornerTravel(mover, cur) : sum, steps, collision: null });
}
