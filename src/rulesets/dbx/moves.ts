/**
 * Tactical moves as short programs (forward or back, sidestep, wheel about a front corner, turn
 * about the centre) applied to one element or to a group moving as one rigid body, so that every
 * element moves parallel to the first and through the same distance or angle. The cost of a move
 * is the largest distance travelled by any front corner of any element.
 * @module
 */
import { corners, forward, fromLocal, normAngle, toLocal, type Base, type Point, type Pose } from './geometry.js';

/** One step of a move program. Distances in paces, angles in degrees (positive = to the left). */
export type MoveStep =
  | { readonly kind: 'forward'; readonly distance: number }
  | { readonly kind: 'sidestep'; readonly distance: number }
  | { readonly kind: 'wheel'; readonly angle: number }
  | { readonly kind: 'turn'; readonly angle: number };

/** The result of running a program: the final poses, the cost, and sampled intermediate poses. */
export interface ProgramRun {
  readonly finals: ReadonlyArray<Base>;
  /** Largest path length of any front corner of any element (paces). */
  readonly cost: number;
  /** Total absolute wheel angle of the program (degrees). */
  readonly wheeled: number;
  /** Poses along the way, each a snapshot of every element; the last equals `finals`. */
  readonly samples: ReadonlyArray<ReadonlyArray<Base>>;
}

function rotateAbout(b: Base, pivot: Point, deg: number): Base {
  const r = (deg * Math.PI) / 180;
  const c = Math.cos(r);
  const s = Math.sin(r);
  const dx = b.x - pivot.x;
  const dy = b.y - pivot.y;
  return { x: pivot.x + dx * c - dy * s, y: pivot.y + dx * s + dy * c, heading: normAngle(b.heading + deg), width: b.width, depth: b.depth };
}

function translate(b: Base, dx: number, dy: number): Base {
  return { x: b.x + dx, y: b.y + dy, heading: b.heading, width: b.width, depth: b.depth };
}

/** The pivot of a group wheel: the outermost front corner on the side wheeled towards. */
function wheelPivot(group: ReadonlyArray<Base>, ref: Pose, left: boolean): Point {
  let best: Point | null = null;
  let bestAlong = left ? -Infinity : Infinity;
  for (const b of group) {
    const [fl, fr] = corners(b);
    const c = left ? fl : fr;
    const along = toLocal(ref, c).along;
    if (left ? along > bestAlong : along < bestAlong) {
      bestAlong = along;
      best = c;
    }
  }
  return best ?? { x: ref.x, y: ref.y };
}

function groupCentre(group: ReadonlyArray<Base>): Point {
  let x = 0;
  let y = 0;
  for (const b of group) {
    const [fl, fr, rr, rl] = corners(b);
    x += (fl.x + fr.x + rr.x + rl.x) / 4;
    y += (fl.y + fr.y + rr.y + rl.y) / 4;
  }
  return { x: x / group.length, y: y / group.length };
}

function maxRadius(group: ReadonlyArray<Base>, pivot: Point): number {
  let r = 0;
  for (const b of group) {
    const [fl, fr] = corners(b);
    r = Math.max(r, Math.hypot(fl.x - pivot.x, fl.y - pivot.y), Math.hypot(fr.x - pivot.x, fr.y - pivot.y));
  }
  return r;
}

/**
 * Runs a program on a group (one element is a group of one). Translations follow the first
 * element's facing; wheels pivot on the group's outer front corner; turns pivot on the group's
 * centre. `sampleEvery` bounds how far any corner moves between two samples; at 40p no base
 * (the shallowest is 60p deep) can jump over another between samples.
 */
export function runProgram(group: ReadonlyArray<Base>, steps: ReadonlyArray<MoveStep>, sampleEvery = 40): ProgramRun {
  // plain bases: the callers' elements carry many more fields than the geometry needs
  let cur: Base[] = group.map((b) => ({ x: b.x, y: b.y, heading: b.heading, width: b.width, depth: b.depth }));
  const samples: Base[][] = [cur];
  // path length of each front corner, indexed [element*2 + corner]
  const travelled = new Array<number>(group.length * 2).fill(0);
  let wheeled = 0;
  for (const step of steps) {
    const ref = cur[0];
    if (ref === undefined) break;
    if (step.kind === 'forward' || step.kind === 'sidestep') {
      const f = forward(ref.heading);
      const d = step.distance;
      const [dx, dy] = step.kind === 'forward' ? [f.x * d, f.y * d] : [-f.y * d, f.x * d];
      const n = Math.max(1, Math.ceil(Math.abs(d) / sampleEvery));
      const start = cur;
      for (let i = 1; i <= n; i++) {
        const t = i / n;
        cur = start.map((b) => translate(b, dx * t, dy * t));
        samples.push(cur);
      }
      for (let i = 0; i < travelled.length; i++) travelled[i]! += Math.abs(d);
    } else {
      const left = step.angle > 0;
      const pivot = step.kind === 'wheel' ? wheelPivot(cur, ref, left) : groupCentre(cur);
      const r = maxRadius(cur, pivot);
      const arc = (Math.abs(step.angle) * Math.PI * r) / 180;
      const n = Math.max(1, Math.ceil(arc / sampleEvery));
      const start = cur;
      start.forEach((b, k) => {
        const [fl, fr] = corners(b);
        const rad = (Math.abs(step.angle) * Math.PI) / 180;
        travelled[k * 2]! += rad * Math.hypot(fl.x - pivot.x, fl.y - pivot.y);
        travelled[k * 2 + 1]! += rad * Math.hypot(fr.x - pivot.x, fr.y - pivot.y);
      });
      for (let i = 1; i <= n; i++) {
        const a = (step.angle * i) / n;
        cur = start.map((b) => rotateAbout(b, pivot, a));
        samples.push(cur);
      }
      if (step.kind === 'wheel') wheeled += Math.abs(step.angle);
    }
  }
  return { finals: cur, cost: Math.max(0, ...travelled), wheeled, samples };
}

/**
 * The cost of moving straight from one pose to another (translation plus a rotation about the
 * centre): the larger of the two front corners' straight-line displacements. This is the
 * measure of a move into contact, where the path is a direct slide.
 */
export function directMoveCost(from: Base, to: Base): number {
  const [a1, b1] = corners(from);
  const [a2, b2] = corners(to);
  return Math.max(Math.hypot(a2.x - a1.x, a2.y - a1.y), Math.hypot(b2.x - b1.x, b2.y - b1.y));
}

/** Poses interpolated along a direct move (position linear, heading by the shorter way). */
export function directSamples(from: Base, to: Base, sampleEvery = 40): Base[] {
  const cost = directMoveCost(from, to);
  const n = Math.max(1, Math.ceil(cost / sampleEvery));
  let dh = normAngle(to.heading - from.heading);
  if (dh > 180) dh -= 360;
  const out: Base[] = [];
  for (let i = 1; i <= n; i++) {
    const t = i / n;
    // interpolate the centre so a turn in place does not swing the base around its front edge
    const c0 = fromLocal(from, 0, -from.depth / 2);
    const c1 = fromLocal(to, 0, -to.depth / 2);
    const h = normAngle(from.heading + dh * t);
    const cx = c0.x + (c1.x - c0.x) * t;
    const cy = c0.y + (c1.y - c0.y) * t;
    const f = forward(h);
    out.push({ ...from, heading: h, x: cx + (f.x * from.depth) / 2, y: cy + (f.y * from.depth) / 2 });
  }
  return out;
}
