/**
 * Snapping: after a contact has been decided (by a rule, a player, or `classifyContact` with a
 * loose tolerance), compute the exact pose of the moving base so that later predicates work on
 * canonical coordinates instead of re-deriving the contact from noisy ones.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { cosSinInto, normalizeHeading } from './angle.js';
import { EDGE_CORNERS, EDGE_NORMAL_OFFSET, cornerOf, validateBase, withPose, type Base, type CornerName, type EdgeName, type Point } from './base.js';
import type { ContactRelation, CornerPair } from './contact.js';
import { planeError, show, type PlaneError } from './errors.js';
import { fillFrame, newFrame, satGap } from './frame.js';
import { hypot } from './hypot.js';

/**
 * How to place the mover along the target's edge.
 * - `'nearest'` (default): keep the mover's current position along the edge (the smallest
 *   sideways shift); if the edges would then not share any length, slide until their ends meet.
 * - `'centre'`: the midpoints of the two edges coincide (front-to-front "lined up" between equal
 *   widths, or front-to-rear contact "contiguous behind").
 * - a corner pair `{ mover, target }`: that corner of the mover lands exactly on that corner of
 *   the target (e.g. DBM's front-to-flank contact with the attacker's corner on the flank's front
 *   corner). For `corner-to-corner` this is how the corners are chosen.
 */
export type SnapAlign = 'nearest' | 'centre' | { readonly mover: CornerName; readonly target: CornerName };

/** Options of `snapToContact`. */
export interface SnapOptions {
  /** Which edge of the mover touches (needed only to choose a flank; default: the nearer one). */
  readonly moverEdge?: EdgeName;
  /** Which edge of the target is touched (needed only to choose a flank; default: the nearer one). */
  readonly targetEdge?: EdgeName;
  /** Position along the edge; see {@link SnapAlign}. */
  readonly align?: SnapAlign;
  /** For `corner-to-corner` only: the mover's heading (default: unchanged). */
  readonly heading?: number;
}

const EDGES_OF_WORD: Readonly<Record<string, ReadonlyArray<EdgeName>>> = {
  front: ['front'],
  rear: ['rear'],
  flank: ['left', 'right'],
};

const cs = new Float64Array(2);

/** Offset of an edge's midpoint from the front-edge midpoint, for a base of heading h. */
function edgeMidOffset(b: Base, edge: EdgeName, h: number): Point {
  cosSinInto(h, cs);
  const c = cs[0] as number;
  const s = cs[1] as number;
  switch (edge) {
    case 'front':
      return { x: 0, y: 0 };
    case 'rear':
      return { x: -c * b.depth, y: -s * b.depth };
    case 'left':
      return { x: -s * (b.width / 2) - (c * b.depth) / 2, y: c * (b.width / 2) - (s * b.depth) / 2 };
    default:
      return { x: s * (b.width / 2) - (c * b.depth) / 2, y: -c * (b.width / 2) - (s * b.depth) / 2 };
  }
}

const len = (b: Base, e: EdgeName): number => (e === 'front' || e === 'rear' ? b.width : b.depth);

/**
 * The exact pose of `mover` (its size unchanged) in `relation` with `target`, which does not move.
 *
 * For the nine edge relations the mover's heading becomes exactly the one that makes the two
 * edges antiparallel, its edge lies on the target edge's line, and `options.align` fixes the
 * position along it. For `corner-to-corner` the mover keeps its heading (or takes
 * `options.heading`) and is translated so the chosen corners coincide (default: the nearest
 * pair); a pose that would overlap the target is refused. Relations with no single pose
 * (`corner-to-edge`, `edge-to-corner`, `overlapping`, `separated`) are refused with `bad-relation`.
 * `classifyContact(result, target)` then returns `relation`.
 *
 * @rule dbm L1354-1416
 * @rule arcane-warfare 7.2.3
 */
export function snapToContact(mover: Base, target: Base, relation: ContactRelation, options: SnapOptions = {}): E.Either<PlaneError, Base> {
  const vm = validateBase(mover, 'mover');
  if (E.isLeft(vm)) return vm;
  const vt = validateBase(target, 'target');
  if (E.isLeft(vt)) return vt;
  if (relation === 'corner-to-corner') return snapCorner(mover, target, options);
  const m = /^(front|flank|rear)-to-(front|flank|rear)$/.exec(relation);
  if (m === null) {
    return E.left(planeError('bad-relation', 'relation', `relation: cannot snap to ${show(relation)}; expected an edge relation or 'corner-to-corner'`));
  }
  const moverEdges = pickEdges(EDGES_OF_WORD[m[1] as string] ?? [], options.moverEdge, 'options.moverEdge');
  if (E.isLeft(moverEdges)) return moverEdges;
  const targetEdges = pickEdges(EDGES_OF_WORD[m[2] as string] ?? [], options.targetEdge, 'options.targetEdge');
  if (E.isLeft(targetEdges)) return targetEdges;
  const align = options.align ?? 'nearest';
  let best: Base | null = null;
  let bestMove = Infinity;
  let lastError: PlaneError | null = null;
  for (const em of moverEdges.right) {
    for (const et of targetEdges.right) {
      const r = snapEdges(mover, target, em, et, align);
      if (E.isLeft(r)) {
        lastError = r.left;
        continue;
      }
      const d = hypot(r.right.x - mover.x, r.right.y - mover.y) + Math.abs(normalizeHeading(r.right.heading - mover.heading + 180) - 180);
      if (d < bestMove) {
        bestMove = d;
        best = r.right;
      }
    }
  }
  if (best === null) return E.left(lastError ?? planeError('bad-align', 'options.align', 'options.align: no pose fits'));
  return E.right(best);
}

function pickEdges(allowed: ReadonlyArray<EdgeName>, chosen: EdgeName | undefined, path: string): E.Either<PlaneError, ReadonlyArray<EdgeName>> {
  if (chosen === undefined) return E.right(allowed);
  if (!allowed.includes(chosen)) {
    return E.left(planeError('bad-relation', path, `${path}: ${show(chosen)} is not one of ${allowed.join(', ')} for this relation`));
  }
  return E.right([chosen]);
}

/** Snap with a fixed pair of edges. */
function snapEdges(mover: Base, target: Base, em: EdgeName, et: EdgeName, align: SnapAlign): E.Either<PlaneError, Base> {
  const heading = normalizeHeading(target.heading + EDGE_NORMAL_OFFSET[et] + 180 - EDGE_NORMAL_OFFSET[em]);
  const [t0n, t1n] = EDGE_CORNERS[et];
  const t0 = cornerOf(target, t0n);
  const t1 = cornerOf(target, t1n);
  const lt = len(target, et);
  const lm = len(mover, em);
  const ux = (t1.x - t0.x) / lt;
  const uy = (t1.y - t0.y) / lt;
  const tmx = (t0.x + t1.x) / 2;
  const tmy = (t0.y + t1.y) / 2;
  // s: where the mover's edge midpoint sits along the target edge, from the target edge midpoint.
  let s: number;
  if (align === 'centre') {
    s = 0;
  } else if (align === 'nearest') {
    const cur = edgeMidOffset(mover, em, mover.heading);
    s = (mover.x + cur.x - tmx) * ux + (mover.y + cur.y - tmy) * uy;
    const reach = (lt + lm) / 2;
    if (Math.abs(s) >= reach) s = Math.sign(s) * Math.abs(lt - lm) / 2;
  } else {
    const [m0n, m1n] = EDGE_CORNERS[em];
    const tIndex = align.target === t0n ? 0 : align.target === t1n ? 1 : -1;
    const mIndex = align.mover === m0n ? 0 : align.mover === m1n ? 1 : -1;
    if (tIndex < 0 || mIndex < 0) {
      return E.left(
        planeError('bad-align', 'options.align', `options.align: ${align.mover} / ${align.target} are not ends of the mover's ${em} edge and the target's ${et} edge`),
      );
    }
    // Antiparallel edges: the mover's first corner lies towards the target's second corner.
    // Corners that meet "inside" keep a shared length: (m0 with t1) or (m1 with t0).
    if (mIndex === tIndex) {
      return E.left(planeError('bad-align', 'options.align', `options.align: ${align.mover} on ${align.target} leaves the edges sharing no length`));
    }
    s = tIndex === 1 ? lt / 2 - lm / 2 : -(lt / 2 - lm / 2);
  }
  const off = edgeMidOffset(mover, em, heading);
  return E.right(withPose(mover, { x: tmx + ux * s - off.x, y: tmy + uy * s - off.y, heading }));
}

function snapCorner(mover: Base, target: Base, options: SnapOptions): E.Either<PlaneError, Base> {
  const heading = options.heading ?? mover.heading;
  if (typeof heading !== 'number' || !Number.isFinite(heading)) {
    return E.left(planeError('bad-argument', 'options.heading', `options.heading: expected a finite number, got ${show(heading)}`));
  }
  const turned = withPose(mover, { x: mover.x, y: mover.y, heading });
  const align = options.align ?? 'nearest';
  const names: ReadonlyArray<CornerName> = ['front-left', 'front-right', 'rear-right', 'rear-left'];
  let pairs: CornerPair[];
  if (align === 'nearest' || align === 'centre') {
    pairs = [];
    for (const a of names) for (const b of names) pairs.push({ a, b });
    const cur = (p: CornerPair): number => {
      const x = cornerOf(turned, p.a);
      const y = cornerOf(target, p.b);
      return hypot(x.x - y.x, x.y - y.y);
    };
    pairs.sort((p, q) => cur(p) - cur(q));
  } else {
    pairs = [{ a: align.mover, b: align.target }];
  }
  const fm = newFrame();
  const ft = newFrame();
  fillFrame(ft, target);
  for (const p of pairs) {
    const from = cornerOf(turned, p.a);
    const to = cornerOf(target, p.b);
    const placed = withPose(mover, { x: turned.x + (to.x - from.x), y: turned.y + (to.y - from.y), heading });
    // Corner contact must not overlap: allow rounding only.
    if (satGap(fillFrame(fm, placed), ft) >= -1e-9 * (1 + Math.abs(to.x) + Math.abs(to.y))) return E.right(placed);
  }
  return E.left(planeError('bad-align', 'options.align', 'options.align: every such corner-to-corner pose overlaps the target'));
}
