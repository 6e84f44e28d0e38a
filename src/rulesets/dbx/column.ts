/**
 * A column following its head through a wheel (A:21: each element moves parallel to, "or
 * follow[s]", the first that moves; OL-notes, DBA 1.22: a column bends by following its leading
 * element's wheel). When a one-element-wide column's program wheels, the head runs the program
 * and every follower advances the same distance along the path the column's front-edge midpoints
 * trace (strategos/plane's `moveColumn`), so the column bends where the head wheeled instead of
 * swinging round as one rigid rod. Programs without a wheel stay rigid (they are the same move).
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import type { Base } from '../../plane/base.js';
import { moveColumn } from '../../plane/column.js';
import { frontCornerTravel, NET_CORNER_POLICY, type MoveProgram, type MoveStep as PlaneStep } from '../../plane/move.js';
import { toLocal } from './bases.js';
import type { MoveStep, ProgramRun } from './moves.js';

/**
 * True when the group is a column one element wide: every element straight behind (or ahead of)
 * the first, along its facing.
 * @rule dba group-moves
 */
export function isOneWideColumn(group: ReadonlyArray<Base>): boolean {
  const ref = group[0];
  if (ref === undefined) return false;
  return group.every((e) => Math.abs(toLocal(ref, e).along) <= 1);
}

/**
 * True when this group move is a column following its head: a column of two or more whose
 * program wheels and never turns.
 * @rule dba group-moves
 */
export function followsHead(group: ReadonlyArray<Base>, steps: ReadonlyArray<MoveStep>): boolean {
  return group.length > 1 && isOneWideColumn(group) && steps.some((s) => s.kind === 'wheel') && steps.every((s) => s.kind !== 'turn');
}

/** Splits a DBx step into plane steps no corner of which moves more than `every` paces. */
function pieces(s: MoveStep, width: number, every: number): PlaneStep[] {
  switch (s.kind) {
    case 'forward': {
      const n = Math.max(1, Math.ceil(Math.abs(s.distance) / every));
      const d = Math.abs(s.distance) / n;
      return Array.from({ length: n }, () => (s.distance >= 0 ? { step: 'forward', distance: d } : { step: 'back', distance: d }));
    }
    case 'sidestep': {
      const n = Math.max(1, Math.ceil(Math.abs(s.distance) / every));
      return Array.from({ length: n }, () => ({ step: 'sidestep', distance: s.distance / n }));
    }
    case 'wheel': {
      const n = Math.max(1, Math.ceil((Math.abs(s.angle) * Math.PI * width) / 180 / every));
      const a = Math.abs(s.angle) / n;
      return Array.from({ length: n }, () => ({ step: 'wheel', pivot: s.angle >= 0 ? 'left' : 'right', angle: a }));
    }
    case 'turn':
      return [];
  }
}

/**
 * Runs a column-following program: the head (the element furthest forward) leads, the others
 * follow in order behind it. Returns the same shape as a rigid run (finals and samples in the
 * group's order, cost as the largest net front-corner travel, the total wheel), or `null` when
 * plane refuses the program.
 * @rule dba group-moves
 * @rule dba move-distances
 */
export function runColumn(group: ReadonlyArray<Base>, steps: ReadonlyArray<MoveStep>, sampleEvery = 40): ProgramRun | null {
  const ref = group[0];
  if (ref === undefined) return null;
  const order = group.map((_, k) => k).sort((p, q) => toLocal(ref, group[q] as Base).ahead - toLocal(ref, group[p] as Base).ahead || p - q);
  const bases: Record<string, Base> = {};
  const ids = order.map((k) => {
    const b = group[k] as Base;
    bases[`m${k}`] = { x: b.x, y: b.y, heading: b.heading, width: b.width, depth: b.depth };
    return `m${k}`;
  });
  const head = group[order[0] as number] as Base;
  const micro: PlaneStep[] = steps.flatMap((s) => pieces(s, head.width, sampleEvery));
  const at = (program: MoveProgram): Base[] | null => {
    if (program.length === 0) return group.map((b) => ({ x: b.x, y: b.y, heading: b.heading, width: b.width, depth: b.depth }));
    const r = moveColumn({ bases }, ids, program, { policy: NET_CORNER_POLICY });
    if (E.isLeft(r)) return null;
    return group.map((_, k) => r.right.end[`m${k}`] as Base);
  };
  const samples: Base[][] = [];
  for (let i = 0; i <= micro.length; i++) {
    const snap = at(micro.slice(0, i));
    if (snap === null) return null;
    samples.push(snap);
  }
  const finals = samples[samples.length - 1] as Base[];
  let cost = 0;
  group.forEach((b, k) => (cost = Math.max(cost, frontCornerTravel(b, finals[k] as Base))));
  const wheeled = steps.reduce((s, x) => s + (x.kind === 'wheel' ? Math.abs(x.angle) : 0), 0);
  return { finals, cost, wheeled, samples };
}
