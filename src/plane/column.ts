/**
 * A one-element-wide column following its head: the head runs the program; every follower goes
 * first to where the element ahead of it stood, and so on up to the head's starting pose, then
 * repeats the head's own motions (the same straight runs, wheels about the same points, turns),
 * so it covers exactly the ground the head covered. All members advance together, measured along
 * the path of their front-edge midpoints, and every member's path is swept: the first collision
 * of any member stops the whole column there.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { toRadians } from './angle.js';
import { withPose, type Base } from './base.js';
import type { PlaneError } from './errors.js';
import { checkGroup, groupStepCost, record, type GroupMove } from './group.js';
import { applyMotion, frontCornerTravel, programStep, type MoveProgram, type MoveStep, type Motion } from './move.js';
import { firstHit, interpolate, stepProgress, type Blocker, type SweepOptions, type Table } from './sweep.js';
import { hypot } from './hypot.js';

/** One stretch of a member's path: a rigid motion covering the column's advance [a0, a1]. */
interface Leg {
  readonly from: Base;
  readonly to: Base;
  readonly motion: Motion;
  readonly a0: number;
  readonly a1: number;
}

/** How far the front-edge midpoint travels during a motion (an arc for a rotation). */
function legLength(from: Base, to: Base, motion: Motion): number {
  if (motion.kind === 'translate') return hypot(motion.dx, motion.dy);
  if (motion.kind === 'rotate') return Math.abs(toRadians(motion.angle)) * hypot(from.x - motion.px, from.y - motion.py);
  return hypot(to.x - from.x, to.y - from.y);
}

/** The pose on a member's legs at advance `a` (clamped to its path). */
function poseOnLegs(legs: ReadonlyArray<Leg>, start: Base, a: number): Base {
  let pose = start;
  for (const leg of legs) {
    if (a <= leg.a0) return pose;
    if (a >= leg.a1) {
      pose = leg.to;
      continue;
    }
    return interpolate(leg.from, leg.to, leg.motion, (a - leg.a0) / (leg.a1 - leg.a0));
  }
  return pose;
}

/**
 * Moves a one-element-wide column: the head (`ids[0]`) runs the program and each follower
 * (`ids[1]`, `ids[2]`, … in order behind it) advances the same distance along the path the
 * column's front-edge midpoints trace: first up the column to the head's starting pose, then
 * through the head's own motions, so it bends where the head wheeled or turned. Every member's
 * path is swept against the table (bases outside the column, impassable terrain, the table
 * edge); at the first collision of any member the whole column stops, and the collision names
 * that member and the head's step and fraction at that moment. Only the head's move is charged.
 * @rule dbm L1309-1316
 * @rule dba A21
 * @rule arcane-warfare 6.7
 */
export function moveColumn(table: Table, ids: ReadonlyArray<string>, program: MoveProgram, options: SweepOptions = {}): E.Either<PlaneError, GroupMove> {
  const checked = checkGroup(table, ids, program, options);
  if (E.isLeft(checked)) return checked;
  const { ob, policy } = checked.right;
  const starts = ids.map((id) => table.bases[id] as Base);
  const head = starts[0] as Base;
  // The head's legs, one per step.
  const headLegs: (Leg & { readonly step: MoveStep; readonly index: number })[] = [];
  let cur = head;
  let total = 0;
  for (let i = 0; i < program.length; i++) {
    const r = programStep(cur, program, i);
    if (E.isLeft(r)) return r;
    const len = legLength(cur, r.right.to, r.right.motion);
    headLegs.push({ from: cur, to: r.right.to, motion: r.right.motion, a0: total, a1: total + len, step: r.right.step, index: i });
    total += len;
    cur = r.right.to;
  }
  // Each follower: up the column to the head's start, then the head's legs, shifted by its gap.
  const legs: Leg[][] = [headLegs];
  for (let m = 1; m < starts.length; m++) {
    const me = starts[m] as Base;
    const own: Leg[] = [];
    let a = 0;
    let pose = me;
    for (let k = m - 1; k >= 0; k--) {
      const next = withPose(me, starts[k] as Base);
      const motion: Motion = Math.abs(next.heading - pose.heading) < 1e-12 ? { kind: 'translate', dx: next.x - pose.x, dy: next.y - pose.y } : { kind: 'jump' };
      const len = legLength(pose, next, motion);
      own.push({ from: pose, to: motion.kind === 'translate' ? applyMotion(pose, motion) : next, motion, a0: a, a1: a + len });
      a += len;
      pose = own[own.length - 1]?.to ?? pose;
    }
    for (const h of headLegs) {
      const from = withPose(me, h.from);
      own.push({ from, to: h.motion.kind === 'jump' ? withPose(me, h.to) : applyMotion(from, h.motion), motion: h.motion, a0: a + h.a0, a1: a + h.a1 });
    }
    legs.push(own);
  }
  // Sweep every member's legs up to the column's advance; the earliest hit stops all.
  let stop = total;
  let hitMember = -1;
  let blocker: Blocker | null = null;
  for (let m = 0; m < legs.length; m++) {
    for (const leg of legs[m] as Leg[]) {
      if (leg.a0 >= stop) break;
      if (leg.a1 <= leg.a0) continue;
      const cap = Math.min(1, (stop - leg.a0) / (leg.a1 - leg.a0));
      const hit = firstHit(ob, leg.from, leg.to, leg.motion, cap);
      if (hit !== null) {
        const a = leg.a0 + hit.t * (leg.a1 - leg.a0);
        if (a < stop || (a === stop && hitMember < 0)) {
          stop = a;
          hitMember = m;
          blocker = hit.blocker;
        }
        break;
      }
    }
  }
  const ends = legs.map((l, m) => poseOnLegs(l, starts[m] as Base, stop));
  // The head's cost up to the stop, and where in its program the column stopped.
  let sum = 0;
  let collision: GroupMove['collision'] = null;
  for (const h of headLegs) {
    if (h.a0 > stop || (h.a0 === stop && h.a1 > h.a0 && blocker !== null)) break;
    const t = h.a1 <= stop || h.a1 === h.a0 ? 1 : (stop - h.a0) / (h.a1 - h.a0);
    const to = t === 1 ? h.to : interpolate(h.from, h.to, h.motion, t);
    sum += groupStepCost([h.from], [to], h.step, policy, h.from.width, t);
    if (blocker !== null && t < 1) collision = { step: h.index, fraction: t, ...stepProgress(h.from, h.to, h.motion, t), blocker, member: ids[hitMember] as string };
  }
  if (blocker !== null && collision === null) {
    // Stopped exactly at a step boundary: report the step about to start, at fraction 0.
    const next = headLegs.find((h) => h.a0 >= stop) ?? headLegs[headLegs.length - 1];
    collision = { step: next?.index ?? 0, fraction: next !== undefined && next.a0 >= stop ? 0 : 1, angle: 0, distance: 0, blocker, member: ids[hitMember] as string };
  }
  const endHead = ends[0] as Base;
  return E.right({ end: record(ids, ends), cost: policy.measure === 'net' ? frontCornerTravel(head, endHead) : sum, collision });
}
