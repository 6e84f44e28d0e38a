/**
 * What a formation is (§6.5): units of one type in contact side by side or front to rear, a line
 * or a column.
 * @module
 */
import { cornersOf, type Base, type Point } from '../../../../plane/base.js';
import { sameFormationType } from '../../data/units.js';
import type { ArcaneState, ArcaneUnit } from '../../model/state.js';
import { baseOf, statsOfUnit } from '../../query/geometry.js';

const near = (p: Point, q: Point) => Math.hypot(p.x - q.x, p.y - q.y) <= 1e-3;
const sameHeading = (a: Base, b: Base) => Math.abs(((((a.heading - b.heading) % 360) + 540) % 360) - 180) <= 1e-6;

/** `b` stands beside `a` on its right, corners matching (§6.5). */
function beside(a: Base, b: Base): boolean {
  const ca = cornersOf(a);
  const cb = cornersOf(b);
  return sameHeading(a, b) && near(ca.frontRight, cb.frontLeft) && near(ca.rearRight, cb.rearLeft);
}

/** `b` stands right behind `a`, front edge to rear edge, corners matching (§6.5). */
function behind(a: Base, b: Base): boolean {
  const ca = cornersOf(a);
  const cb = cornersOf(b);
  return sameHeading(a, b) && near(ca.rearLeft, cb.frontLeft) && near(ca.rearRight, cb.frontRight);
}

/** A formation: its kind and its units (a column's head first). */
export interface Formation {
  readonly kind: 'line' | 'column';
  readonly units: ReadonlyArray<ArcaneUnit>;
  /** True when no unit stands behind another (a single-rank line, §6.9). */
  readonly singleRank: boolean;
}

/**
 * The formation `units` make (§6.5), or why they make none: two or more units of the same type
 * (ruling AW-R12 on ratings) in mutual contact side by side with corners matching, or front to
 * rear; all in a single file is a column, anything else a line.
 * @rule arcane-warfare 6.5
 * @ruling AW-R12
 */
export function formationOf(state: ArcaneState, units: ReadonlyArray<ArcaneUnit>): Formation | string {
  if (units.length < 2) return 'a formation has two or more units';
  const t0 = statsOfUnit(units[0]!).type;
  for (const u of units) {
    const t = statsOfUnit(u).type;
    if (!sameFormationType(t0, t) || (state.readings.formationRating === 'same-rating' && t.rating !== t0.rating)) return `${u.id} is not of the formation's type (§6.5)`;
  }
  const n = units.length;
  const adj: number[][] = units.map(() => []);
  let sides = 0;
  const ahead = new Array<number>(n).fill(-1);
  const back = new Array<number>(n).fill(-1);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      const a = baseOf(units[i]!);
      const b = baseOf(units[j]!);
      if (beside(a, b)) {
        adj[i]!.push(j);
        adj[j]!.push(i);
        sides++;
      }
      if (behind(a, b)) {
        adj[i]!.push(j);
        adj[j]!.push(i);
        back[i] = j;
        ahead[j] = i;
      }
    }
  }
  const seen = new Set<number>([0]);
  const stack = [0];
  while (stack.length > 0) for (const j of adj[stack.pop()!]!) if (!seen.has(j)) (seen.add(j), stack.push(j));
  if (seen.size !== n) return 'the units are not all in contact side by side or front to rear (§6.5)';
  const singleRank = back.every((b) => b === -1);
  if (sides === 0) {
    const head = ahead.findIndex((a) => a === -1);
    const order: ArcaneUnit[] = [];
    for (let k = head; k !== -1; k = back[k]!) order.push(units[k]!);
    return { kind: 'column', units: order, singleRank };
  }
  return { kind: 'line', units, singleRank };
}

