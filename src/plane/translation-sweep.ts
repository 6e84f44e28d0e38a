/**
 * Straight moves swept in one pass. A straight step (forward, back, sidestep) is the same
 * translation for every base that makes it, so the bases near the whole path are looked up once
 * in the spatial index and each is tested, in closed form, only against the movers whose paths
 * come near it: one index query for a group instead of one per member, and no per-call index
 * build for a single base (`sweepStraight`, the cheap form of `sweepMove` for one straight step).
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { normalizeHeading } from './angle.js';
import { validateBase, type Base } from './base.js';
import { classifyFrames } from './contact.js';
import { planeError, show, type PlaneError } from './errors.js';
import { fillFrame, newFrame, satGap, type Frame } from './frame.js';
import { NET_CORNER_POLICY, DBM_GROUP_POLICY, ARCANE_WARFARE_POLICY, frontCornerTravel, stepMotion, validatePolicy, type BackStep, type ForwardStep, type MovePolicy, type SidestepStep } from './move.js';
import { obstacleFrame, obstaclesOf, type Obstacles } from './obstacles.js';
import { candidateNumbers } from './spatial-index.js';
import { backOff, interpolate, madeStep, otherHit, type Blocker, type SweepOptions, type SweptMove, type Table } from './sweep.js';
import { DEFAULT_TOLERANCE, validateTolerance, type Tolerance } from './tolerance.js';
import { translationBoxInto, translationImpact } from './translation-impact.js';
import { hypot } from './hypot.js';

/** A straight step: the steps that move a base without turning it. */
export type StraightStep = ForwardStep | BackStep | SidestepStep;

/** @internal The first hit of movers all translated by the same motion: which mover, when, what, and where it stops. */
export interface TranslationHit {
  readonly t: number;
  readonly member: number;
  readonly blocker: Blocker;
  readonly at: Base;
}

/** Member frames and swept boxes (module scratch, grown on demand). */
const frames: Frame[] = [];
let swept = new Float64Array(64);
const cand: number[] = [];
const fo = newFrame();
const fs = newFrame();

/**
 * @internal The earliest hit of `movers` (each going to `targets[k]`) all translated by
 * `motion`: against the table's bases, then impassable terrain and the table edge. Ties go to
 * the earlier mover, then to a base before terrain before the edge, then to the lower base
 * number, as a member-by-member sweep in member order would give them.
 */
export function translationHit(ob: Obstacles, movers: ReadonlyArray<Base>, targets: ReadonlyArray<Base>, motion: { readonly kind: 'translate'; readonly dx: number; readonly dy: number }): TranslationHit | null {
  const m = movers.length;
  const { dx, dy } = motion;
  const eps = ob.eps;
  while (frames.length < m) frames.push(newFrame());
  if (swept.length < 4 * m) swept = new Float64Array(8 * m);
  let uMinX = Infinity;
  let uMinY = Infinity;
  let uMaxX = -Infinity;
  let uMaxY = -Infinity;
  for (let k = 0; k < m; k++) {
    translationBoxInto(fillFrame(frames[k] as Frame, movers[k] as Base), dx, dy, swept, 4 * k);
    const minX = swept[4 * k] as number;
    const minY = swept[4 * k + 1] as number;
    const maxX = swept[4 * k + 2] as number;
    const maxY = swept[4 * k + 3] as number;
    uMinX = Math.min(uMinX, minX);
    uMinY = Math.min(uMinY, minY);
    uMaxX = Math.max(uMaxX, maxX);
    uMaxY = Math.max(uMaxY, maxY);
  }
  candidateNumbers(ob.packed, uMinX, uMinY, uMaxX, uMaxY, eps, cand);
  const boxes = ob.packed.boxes;
  let bestT = Infinity;
  let bestK = -1;
  let bestN = -1;
  for (let c = 0; c < cand.length; c++) {
    const n = cand[c] as number;
    const o = obstacleFrame(ob, n);
    if (o === null) continue;
    const ox0 = (boxes[4 * n] as number) - eps;
    const oy0 = (boxes[4 * n + 1] as number) - eps;
    const ox1 = (boxes[4 * n + 2] as number) + eps;
    const oy1 = (boxes[4 * n + 3] as number) + eps;
    for (let k = 0; k < m; k++) {
      // Only the movers whose swept box comes near this base's box can reach it.
      if ((swept[4 * k + 2] as number) < ox0 || (swept[4 * k] as number) > ox1 || (swept[4 * k + 3] as number) < oy0 || (swept[4 * k + 1] as number) > oy1) continue;
      const t = translationImpact(frames[k] as Frame, o, dx, dy, eps);
      if (t !== null && (t < bestT || (t === bestT && (k < bestK || (k === bestK && n < bestN))))) {
        bestT = t;
        bestK = k;
        bestN = n;
      }
    }
  }
  let blocker: Blocker | null = null;
  if (bestK >= 0) {
    const from = movers[bestK] as Base;
    const to = targets[bestK] as Base;
    const o = obstacleFrame(ob, bestN) as Frame;
    bestT = backOff(bestT, (u) => satGap(fillFrame(fs, interpolate(from, to, motion, u)), o) < -eps / 2);
    const at = interpolate(from, to, motion, bestT);
    const id = ob.packed.ids[bestN] as string;
    const other = ob.table.bases[id] as Base;
    blocker = { kind: 'base', id, contact: classifyFrames(fillFrame(fs, at), fillFrame(fo, other), at, other, ob.tolerance) };
  }
  if (ob.table.terrain !== undefined || ob.table.bounds !== undefined) {
    for (let k = 0; k < m; k++) {
      // An earlier mover's hit at the same time wins; a later one's must come strictly before.
      const first = bestK < 0 || k < bestK;
      const box = { minX: swept[4 * k] as number, minY: swept[4 * k + 1] as number, maxX: swept[4 * k + 2] as number, maxY: swept[4 * k + 3] as number };
      const other = otherHit(ob, movers[k] as Base, targets[k] as Base, motion, motion, 0, box, first && bestK >= 0 ? Infinity : bestT, first && bestK >= 0 ? bestT : 1);
      if (other !== null) {
        bestT = other.t;
        bestK = k;
        blocker = other.blocker;
      }
    }
  }
  if (blocker === null) return null;
  return { t: bestT, member: bestK, blocker, at: interpolate(movers[bestK] as Base, targets[bestK] as Base, motion, bestT) };
}

const fa = newFrame();

/**
 * When base `a`, translated by (dx, dy), first touches base `b`: the fraction of the translation,
 * in [0, 1], at which it must stop, given that further on the two would overlap (penetrate deeper
 * than `tolerance.distance`); null when they never would (passing by, touching, sliding along or
 * backing away from `b` is no impact). At the fraction returned `a` is clear of `b` by at least
 * half the tolerance (`basesOverlap` is false there), as at a `sweepStraight` stop. The pair-wise
 * form of `sweepStraight`, for a caller that picks its own candidates; unchecked, like
 * `classifyUnchecked`, for validated bases and finite numbers.
 */
export function translationImpactTime(a: Base, dx: number, dy: number, b: Base, tolerance: Tolerance = DEFAULT_TOLERANCE): number | null {
  const eps = tolerance.distance;
  const o = fillFrame(fo, b);
  const t = translationImpact(fillFrame(fa, a), o, dx, dy, eps);
  if (t === null) return null;
  // `interpolate` of the translation, written into one scratch pose: the same numbers (x + dx·u,
  // the heading normalised; u > 0 here, and at u ≥ 1 dx·1 is dx) without a motion and a pose per try
  const at = scratchPose;
  at.heading = normalizeHeading(a.heading);
  at.width = a.width;
  at.depth = a.depth;
  const ax = a.x;
  const ay = a.y;
  return backOff(t, (u) => {
    const v = u >= 1 ? 1 : u;
    at.x = ax + dx * v;
    at.y = ay + dy * v;
    return satGap(fillFrame(fs, at), o) < -eps / 2;
  });
}

/** A pose rewritten by {@link translationImpactTime}'s back-off (the class of plane's poses). */
const scratchPose: { x: number; y: number; heading: number; width: number; depth: number } = { x: 0.5, y: 0.5, heading: 0.5, width: 0.5, depth: 0.5 };

/** The three policies every ruleset uses (frozen, so they need no validation). */
const KNOWN_POLICIES: ReadonlyArray<MovePolicy> = [NET_CORNER_POLICY, DBM_GROUP_POLICY, ARCANE_WARFARE_POLICY];

/**
 * {@link sweepMove} for one straight step (forward, back or sidestep) of one base: the same
 * answer (end pose, cost, step, collision), at a fraction of the cost. Nothing is built per call
 * beyond the obstacle lookup: with `table.index` the index's packed form is reused; without one
 * the bases are packed into numbers directly (no string keys), so a small table needs no index.
 * @rule dbm L1255-1320
 * @rule dba A31
 * @rule arcane-warfare 6.1
 */
export function sweepStraight(table: Table, moverId: string, step: StraightStep, options: SweepOptions = {}): E.Either<PlaneError, SweptMove> {
  const mover = table.bases[moverId];
  if (mover === undefined) return E.left(planeError('unknown-id', 'moverId', `moverId: no base ${JSON.stringify(moverId)} on the table`));
  const vb = validateBase(mover, `table.bases.${moverId}`);
  if (E.isLeft(vb)) return vb;
  const s = step as { step?: unknown; distance?: unknown } | null;
  if (typeof s !== 'object' || s === null || (s.step !== 'forward' && s.step !== 'back' && s.step !== 'sidestep')) {
    return E.left(planeError('bad-step', 'step', `step: expected a forward, back or sidestep step, got ${show(step)}`));
  }
  if (typeof s.distance !== 'number' || !Number.isFinite(s.distance) || (s.step !== 'sidestep' && s.distance < 0)) {
    return E.left(planeError('bad-step', 'step.distance', `step.distance: expected a finite number${s.step === 'sidestep' ? '' : ' ≥ 0'} (paces), got ${show(s.distance)}`));
  }
  const policy = options.policy ?? NET_CORNER_POLICY;
  if (!KNOWN_POLICIES.includes(policy)) {
    const vq = validatePolicy(policy, 'options.policy');
    if (E.isLeft(vq)) return vq;
  }
  const tolerance = options.tolerance ?? DEFAULT_TOLERANCE;
  if (tolerance !== DEFAULT_TOLERANCE) {
    const vt = validateTolerance(tolerance, 'options.tolerance');
    if (E.isLeft(vt)) return vt;
  }
  const passable = options.passable ?? [];
  const ob = obstaclesOf(table, passable.length === 0 ? [moverId] : [moverId, ...passable], tolerance);
  const r = stepMotion(mover, step);
  if (E.isLeft(r)) return r;
  const { motion, to } = r.right;
  if (motion.kind !== 'translate') return E.left(planeError('bad-step', 'step', 'step: expected a straight step'));
  const hit = translationHit(ob, [mover], [to], motion);
  const made = madeStep(mover, to, step, motion, hit, policy);
  const cost = policy.measure === 'net' ? frontCornerTravel(mover, made.to) : made.cost;
  if (hit === null) return E.right({ end: made.to, cost, steps: [made], collision: null });
  return E.right({ end: made.to, cost, steps: [made], collision: { step: 0, fraction: hit.t, angle: 0, distance: hypot(motion.dx, motion.dy) * hit.t, blocker: hit.blocker } });
}
