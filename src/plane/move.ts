/**
 * Moves as short programs. A program is a list of steps (forward, back, sidestep, wheel, turn,
 * move-to, conform) run one after another on a base; its cost is measured by a policy, because
 * the rulesets measure differently: DBA 1.2 and a DBM single element charge the largest distance
 * any front corner ends up from where it started; a DBM group charges each wheel by its outer
 * front corner in a straight line and adds the straight parts; Arcane Warfare charges the arc of
 * a wheel and at least 50 paces per segment.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { cosSinInto, normalizeHeading, toRadians } from './angle.js';
import { centreOf, cornerOf, validateBase, withPose, type Base, type Point } from './base.js';
import type { EdgeRelation } from './contact.js';
import { planeError, show, type PlaneError } from './errors.js';
import { snapToContact, type SnapAlign } from './snap.js';

/** Straight ahead along the base's facing, `distance` paces (≥ 0). */
export interface ForwardStep {
  readonly step: 'forward';
  readonly distance: number;
}
/** Straight back, heading unchanged, `distance` paces (≥ 0). */
export interface BackStep {
  readonly step: 'back';
  readonly distance: number;
}
/** Sideways without turning: positive to the element's own left, negative to its right. */
export interface SidestepStep {
  readonly step: 'sidestep';
  readonly distance: number;
}
/**
 * A wheel about a front corner: `pivot: 'left'` holds the left front corner still while the
 * right end swings. `angle` in degrees, positive = forward (the free end advances), negative =
 * backward. Wheeling forward about the left corner turns the base to its left.
 */
export interface WheelStep {
  readonly step: 'wheel';
  readonly pivot: 'left' | 'right';
  readonly angle: number;
}
/** A turn in place about the base's centre: 90 (to the left), −90 (to the right) or 180. */
export interface TurnStep {
  readonly step: 'turn';
  readonly angle: 90 | -90 | 180;
}
/** Straight to a pose (front-edge midpoint and heading), e.g. a player's free placement. */
export interface MoveToStep {
  readonly step: 'move-to';
  readonly x: number;
  readonly y: number;
  readonly heading: number;
}
/**
 * Line up on another base: snap into `relation` (default `front-to-front`) with `target`,
 * `align` as in `snapToContact` (default `centre`: lined up, corner to corner for equal widths).
 */
export interface ConformStep {
  readonly step: 'conform';
  readonly target: Base;
  readonly relation?: EdgeRelation;
  readonly align?: SnapAlign;
}

/** One step of a move program. */
export type MoveStep = ForwardStep | BackStep | SidestepStep | WheelStep | TurnStep | MoveToStep | ConformStep;

/** A move program: steps run in order. */
export type MoveProgram = ReadonlyArray<MoveStep>;

/**
 * How a ruleset measures a move.
 * - `measure: 'net'`: the largest straight-line distance between any front corner's start and
 *   end (intermediate turns ignored); `'per-step'`: each step charged on its own and summed.
 * - `wheel`: a wheel's charge under `'per-step'`: the outer front corner's straight-line `'chord'`
 *   or its `'arc'`.
 * - `turn`: a turn in place is `'free'` or charged by its front corners' travel (`'corners'`).
 * - `minimumStep`: under `'per-step'`, each step costs at least this much (0 for none).
 */
export interface MovePolicy {
  readonly measure: 'net' | 'per-step';
  readonly wheel: 'chord' | 'arc';
  readonly turn: 'free' | 'corners';
  readonly minimumStep: number;
}

/**
 * The largest distance any front corner ends from where it started (DBA 1.2's amendment to the
 * move-distance paragraph; DBM Fig. 1 for a single element).
 * @rule dba A31
 * @rule dbm L1261
 */
export const NET_CORNER_POLICY: MovePolicy = Object.freeze({ measure: 'net', wheel: 'chord', turn: 'corners', minimumStep: 0 });

/**
 * DBM group moves: each wheel charged by its outer front corner in a straight line (the literal
 * reading of the damaged sentence; many players measure the arc instead), straight
 * parts added, a 180° turn in place free.
 * @rule dbm L1309-1316
 */
export const DBM_GROUP_POLICY: MovePolicy = Object.freeze({ measure: 'per-step', wheel: 'chord', turn: 'free', minimumStep: 0 });

/**
 * Arcane Warfare: each segment charged at least 50 paces, a wheel by its outer corner's arc.
 * @rule arcane-warfare 6.2
 * @rule arcane-warfare 6.6.1
 */
export const ARCANE_WARFARE_POLICY: MovePolicy = Object.freeze({ measure: 'per-step', wheel: 'arc', turn: 'corners', minimumStep: 50 });

/** How one step moved the base, for sweeping: a translation, a rotation about a point, or a jump (interpolated). */
export type Motion =
  | { readonly kind: 'translate'; readonly dx: number; readonly dy: number }
  | { readonly kind: 'rotate'; readonly px: number; readonly py: number; readonly angle: number }
  | { readonly kind: 'jump' };

/** What one step did: the pose before and after, its motion and what it costs under the policy. */
export interface StepResult {
  readonly from: Base;
  readonly to: Base;
  readonly motion: Motion;
  readonly cost: number;
}

/** The outcome of running a program: the end pose, its cost and each step. */
export interface MoveResult {
  readonly end: Base;
  readonly cost: number;
  readonly steps: ReadonlyArray<StepResult>;
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/** Checks a move program's shape (every step known, every number finite). */
export function validateProgram(program: unknown, path = 'program'): E.Either<PlaneError, MoveProgram> {
  if (!Array.isArray(program)) return E.left(planeError('bad-step', path, `${path}: expected an array of steps, got ${show(program)}`));
  for (let i = 0; i < program.length; i++) {
    const p = `${path}[${i}]`;
    const s = program[i] as Record<string, unknown> | null;
    if (typeof s !== 'object' || s === null) return E.left(planeError('bad-step', p, `${p}: expected a step object, got ${show(s)}`));
    const bad = (field: string, want: string): E.Either<PlaneError, MoveProgram> =>
      E.left(planeError('bad-step', `${p}.${field}`, `${p}.${field}: expected ${want}, got ${show(s[field])}`));
    switch (s['step']) {
      case 'forward':
      case 'back':
        if (!finite(s['distance']) || s['distance'] < 0) return bad('distance', 'a finite number ≥ 0 (paces)');
        break;
      case 'sidestep':
        if (!finite(s['distance'])) return bad('distance', 'a finite number (paces, + left, − right)');
        break;
      case 'wheel':
        if (s['pivot'] !== 'left' && s['pivot'] !== 'right') return bad('pivot', "'left' or 'right'");
        if (!finite(s['angle']) || Math.abs(s['angle']) > 360) return bad('angle', 'a finite number of degrees in [−360, 360]');
        break;
      case 'turn':
        if (s['angle'] !== 90 && s['angle'] !== -90 && s['angle'] !== 180) return bad('angle', '90, −90 or 180');
        break;
      case 'move-to':
        for (const f of ['x', 'y', 'heading']) if (!finite(s[f])) return bad(f, 'a finite number');
        break;
      case 'conform': {
        const t = validateBase(s['target'], `${p}.target`);
        if (E.isLeft(t)) return t;
        break;
      }
      default:
        return E.left(planeError('unknown-step', `${p}.step`, `${p}.step: unknown step ${show(s['step'])}; expected forward, back, sidestep, wheel, turn, move-to or conform`));
    }
  }
  return E.right(program as MoveProgram);
}

/** Checks a policy. */
export function validatePolicy(policy: unknown, path = 'policy'): E.Either<PlaneError, MovePolicy> {
  const p = policy as Record<string, unknown> | null;
  if (typeof p !== 'object' || p === null) return E.left(planeError('bad-policy', path, `${path}: expected a move policy, got ${show(policy)}`));
  if (p['measure'] !== 'net' && p['measure'] !== 'per-step') return E.left(planeError('bad-policy', `${path}.measure`, `${path}.measure: expected 'net' or 'per-step', got ${show(p['measure'])}`));
  if (p['wheel'] !== 'chord' && p['wheel'] !== 'arc') return E.left(planeError('bad-policy', `${path}.wheel`, `${path}.wheel: expected 'chord' or 'arc', got ${show(p['wheel'])}`));
  if (p['turn'] !== 'free' && p['turn'] !== 'corners') return E.left(planeError('bad-policy', `${path}.turn`, `${path}.turn: expected 'free' or 'corners', got ${show(p['turn'])}`));
  if (!finite(p['minimumStep']) || p['minimumStep'] < 0) return E.left(planeError('bad-policy', `${path}.minimumStep`, `${path}.minimumStep: expected a finite number ≥ 0, got ${show(p['minimumStep'])}`));
  return E.right(policy as MovePolicy);
}

const cs = new Float64Array(2);

/** The largest distance any front corner of `to` is from the same corner of `from`. */
export function frontCornerTravel(from: Base, to: Base): number {
  cosSinInto(from.heading, cs);
  const c0 = cs[0] as number;
  const s0 = cs[1] as number;
  cosSinInto(to.heading, cs);
  const c1 = cs[0] as number;
  const s1 = cs[1] as number;
  const h0 = from.width / 2;
  const h1 = to.width / 2;
  // each field read once (a generic load of a double field boxes it anew)
  const x0 = from.x;
  const y0 = from.y;
  const x1 = to.x;
  const y1 = to.y;
  // Front-left = p + l·w/2 with l = (−s, c); front-right = p − l·w/2.
  const dlx = x1 - s1 * h1 - (x0 - s0 * h0);
  const dly = y1 + c1 * h1 - (y0 + c0 * h0);
  const drx = x1 + s1 * h1 - (x0 + s0 * h0);
  const dry = y1 - c1 * h1 - (y0 - c0 * h0);
  return Math.sqrt(Math.max(dlx * dlx + dly * dly, drx * drx + dry * dry));
}

/** Rotates point q about p by `deg` degrees counter-clockwise. */
export function rotateAbout(q: Point, p: Point, deg: number): Point {
  cosSinInto(deg, cs);
  const c = cs[0] as number;
  const s = cs[1] as number;
  const dx = q.x - p.x;
  const dy = q.y - p.y;
  return { x: p.x + c * dx - s * dy, y: p.y + s * dx + c * dy };
}

/** Applies a rigid motion (translation, or rotation about a point) to a base. */
export function applyMotion(b: Base, m: Motion): Base {
  if (m.kind === 'translate') return withPose(b, { x: b.x + m.dx, y: b.y + m.dy, heading: b.heading });
  if (m.kind === 'rotate') {
    const q = rotateAbout(b, { x: m.px, y: m.py }, m.angle);
    return withPose(b, { x: q.x, y: q.y, heading: b.heading + m.angle });
  }
  return b;
}

/** The motion of one step, computed on the base it starts from (a group uses the lead's). */
export function stepMotion(b: Base, s: MoveStep): E.Either<PlaneError, { motion: Motion; to: Base }> {
  cosSinInto(b.heading, cs);
  const c = cs[0] as number;
  const sn = cs[1] as number;
  const translate = (dx: number, dy: number) => {
    const motion: Motion = { kind: 'translate', dx, dy };
    return E.right({ motion, to: applyMotion(b, motion) });
  };
  switch (s.step) {
    case 'forward':
      return translate(c * s.distance, sn * s.distance);
    case 'back':
      return translate(-c * s.distance, -sn * s.distance);
    case 'sidestep':
      return translate(-sn * s.distance, c * s.distance);
    case 'wheel': {
      const p = cornerOf(b, s.pivot === 'left' ? 'front-left' : 'front-right');
      const angle = s.pivot === 'left' ? s.angle : -s.angle;
      const motion: Motion = { kind: 'rotate', px: p.x, py: p.y, angle };
      return E.right({ motion, to: applyMotion(b, motion) });
    }
    case 'turn': {
      const p = centreOf(b);
      const motion: Motion = { kind: 'rotate', px: p.x, py: p.y, angle: s.angle };
      return E.right({ motion, to: applyMotion(b, motion) });
    }
    case 'move-to':
      return E.right({ motion: { kind: 'jump' }, to: withPose(b, s) });
    case 'conform': {
      const r = snapToContact(b, s.target, s.relation ?? 'front-to-front', { align: s.align ?? 'centre' });
      if (E.isLeft(r)) return r;
      return E.right({ motion: { kind: 'jump' }, to: r.right });
    }
  }
}

/**
 * @internal Step `i` of `program` run from `cur`: its motion and end pose, or the step's error
 * with its path (`program[i]`).
 */
export function programStep(cur: Base, program: MoveProgram, i: number): E.Either<PlaneError, { motion: Motion; to: Base; step: MoveStep }> {
  const step = program[i] as MoveStep;
  const r = stepMotion(cur, step);
  if (E.isLeft(r)) return E.left({ ...r.left, path: `program[${i}]`, message: `program[${i}]: ${r.left.message}` });
  return E.right({ ...r.right, step });
}

/** What one step costs under a per-step policy. */
export function stepCost(from: Base, to: Base, s: MoveStep, policy: MovePolicy, radius?: number): number {
  let cost: number;
  if (s.step === 'forward' || s.step === 'back' || s.step === 'sidestep') {
    // A translation moves every corner by exactly its length: use the number given, not the
    // rounded coordinates, so costs are identical wherever the table is.
    cost = Math.abs(s.distance);
  } else if (s.step === 'wheel') {
    const r = radius ?? from.width;
    cost = policy.wheel === 'arc' ? r * toRadians(Math.abs(s.angle)) : 2 * r * Math.sin(toRadians(Math.abs(s.angle)) / 2);
  } else if (s.step === 'turn') {
    cost = policy.turn === 'free' ? 0 : frontCornerTravel(from, to);
  } else {
    cost = frontCornerTravel(from, to);
  }
  // Below a millionth of a pace a step is no move at all (rounding of a null move-to).
  return cost > 1e-6 ? Math.max(cost, policy.minimumStep) : 0;
}

/**
 * Runs a program on a base: the end pose, each step, and the cost under `policy` (default
 * {@link NET_CORNER_POLICY}). No collision checking here (see `sweepMove`). Invalid bases,
 * programs or policies come back as `Left`.
 * @rule dba A31
 * @rule dbm L1255-1320
 * @rule arcane-warfare 6.2
 */
export function runProgram(base: Base, program: MoveProgram, policy: MovePolicy = NET_CORNER_POLICY): E.Either<PlaneError, MoveResult> {
  const vb = validateBase(base, 'base');
  if (E.isLeft(vb)) return vb;
  const vp = validateProgram(program);
  if (E.isLeft(vp)) return vp;
  if (policy !== NET_CORNER_POLICY && policy !== DBM_GROUP_POLICY && policy !== ARCANE_WARFARE_POLICY) {
    const vq = validatePolicy(policy);
    if (E.isLeft(vq)) return vq;
  }
  return runValidated(base, program, policy);
}

/** @internal {@link runProgram} on validated input. */
export function runValidated(base: Base, program: MoveProgram, policy: MovePolicy): E.Either<PlaneError, MoveResult> {
  const steps: StepResult[] = [];
  let cur = base;
  let sum = 0;
  for (let i = 0; i < program.length; i++) {
    const r = programStep(cur, program, i);
    if (E.isLeft(r)) return r;
    const cost = stepCost(cur, r.right.to, r.right.step, policy);
    steps.push({ from: cur, to: r.right.to, motion: r.right.motion, cost });
    sum += cost;
    cur = r.right.to;
  }
  const cost = policy.measure === 'net' ? frontCornerTravel(base, cur) : sum;
  return E.right({ end: { ...cur, heading: normalizeHeading(cur.heading) }, cost, steps });
}
