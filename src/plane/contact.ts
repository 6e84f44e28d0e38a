/**
 * Contact classification: which feature of base `a` touches which feature of base `b`, decided
 * once with an explicit tolerance.
 *
 * Why a tolerance: two bases built with float rotations and placed in exact contact are, to an
 * exact predicate, sometimes a hair apart and sometimes a hair overlapping (a separating-axis
 * library calls 7–11% of them "separated"). Here every distance test accepts `tolerance.distance`
 * paces and every parallelism test `tolerance.angle` degrees, so the relation is a discrete fact;
 * after it is decided the moving base is snapped into exact contact (`snapToContact`).
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { normalizeHeading } from './angle.js';
import { CORNER_NAMES, EDGE_NAMES, validateBase, type Base, type CornerName, type EdgeName } from './base.js';
import type { PlaneError } from './errors.js';
import { fillFrame, frameDistance, newFrame, pointRectDistance, satGap, type Frame } from './frame.js';
import { DEFAULT_TOLERANCE, validateTolerance, type Tolerance } from './tolerance.js';

/**
 * An edge-to-edge contact, named `<a's edge>-to-<b's edge>` with both flanks called `flank`
 * (`edgeA` / `edgeB` say which flank).
 */
export type EdgeRelation =
  | 'front-to-front'
  | 'front-to-flank'
  | 'front-to-rear'
  | 'flank-to-front'
  | 'flank-to-flank'
  | 'flank-to-rear'
  | 'rear-to-front'
  | 'rear-to-flank'
  | 'rear-to-rear';

/**
 * Every relation `classifyContact` can return. The first word is always `a`'s feature, the
 * second `b`'s. `corner-to-edge`: a corner of `a` touches the inside of an edge of `b` (and
 * `edge-to-corner` the reverse), the contact of two bases at an angle.
 */
export type ContactRelation = EdgeRelation | 'corner-to-corner' | 'corner-to-edge' | 'edge-to-corner' | 'overlapping' | 'separated';

/** Every edge relation, for iteration. */
export const EDGE_RELATIONS: ReadonlyArray<EdgeRelation> = [
  'front-to-front',
  'front-to-flank',
  'front-to-rear',
  'flank-to-front',
  'flank-to-flank',
  'flank-to-rear',
  'rear-to-front',
  'rear-to-flank',
  'rear-to-rear',
];

/** Two corners, one of each base, that coincide within the tolerance. */
export interface CornerPair {
  readonly a: CornerName;
  readonly b: CornerName;
}

/**
 * Edge contact: an edge of `a` lies along an edge of `b` (antiparallel within the angle
 * tolerance, no further apart than the distance tolerance) and they share `shared` paces.
 * `fullA` / `fullB`: the shared part covers the whole of that base's edge. `corners`: the edge
 * ends that coincide (both pairs for front-to-front contact lined up between equal widths).
 * `offset`: from the midpoint of a's edge to the midpoint of b's edge, measured along a's edge
 * in its clockwise direction (for a's front: towards a's right); 0 when the two are centred.
 */
export interface EdgeContact {
  readonly relation: EdgeRelation;
  readonly edgeA: EdgeName;
  readonly edgeB: EdgeName;
  readonly shared: number;
  readonly fullA: boolean;
  readonly fullB: boolean;
  readonly corners: ReadonlyArray<CornerPair>;
  readonly offset: number;
}

/** Two corners touch and no edges share a length (DBM's overlap position is one of these). */
export interface CornerToCorner {
  readonly relation: 'corner-to-corner';
  readonly cornerA: CornerName;
  readonly cornerB: CornerName;
}

/** A corner of `a` touches the inside of an edge of `b`. */
export interface CornerToEdge {
  readonly relation: 'corner-to-edge';
  readonly cornerA: CornerName;
  readonly edgeB: EdgeName;
}

/** An edge of `a` is touched, inside its length, by a corner of `b`. */
export interface EdgeToCorner {
  readonly relation: 'edge-to-corner';
  readonly edgeA: EdgeName;
  readonly cornerB: CornerName;
}

/** The interiors overlap by more than the tolerance; `depth` is the shallowest penetration, in paces. */
export interface Overlapping {
  readonly relation: 'overlapping';
  readonly depth: number;
}

/** Not touching; `gap` is the distance between the bases in paces (> tolerance). */
export interface Separated {
  readonly relation: 'separated';
  readonly gap: number;
}

/** The result of `classifyContact`. */
export type Contact = EdgeContact | CornerToCorner | CornerToEdge | EdgeToCorner | Overlapping | Separated;

/** True for any relation in which the bases touch without overlapping. */
export function isTouching(c: Contact): boolean {
  return c.relation !== 'overlapping' && c.relation !== 'separated';
}

/** True for the nine edge-to-edge relations. */
export function isEdgeContact(c: Contact): c is EdgeContact {
  return 'shared' in c;
}

const WORD: Readonly<Record<EdgeName, string>> = { front: 'front', rear: 'rear', left: 'flank', right: 'flank' };

/** The relation name of an edge pair, e.g. `('left', 'front')` → `'flank-to-front'`. */
export function edgeRelationOf(edgeA: EdgeName, edgeB: EdgeName): EdgeRelation {
  return `${WORD[edgeA]}-to-${WORD[edgeB]}` as EdgeRelation;
}

/** The relation seen from the other base: `front-to-flank` ↔ `flank-to-front`, `corner-to-edge` ↔ `edge-to-corner`. */
export function mirrorRelation(r: ContactRelation): ContactRelation {
  if (r === 'corner-to-edge') return 'edge-to-corner';
  if (r === 'edge-to-corner') return 'corner-to-edge';
  const m = /^(front|flank|rear)-to-(front|flank|rear)$/.exec(r);
  return m === null ? r : (`${m[2]}-to-${m[1]}` as EdgeRelation);
}

/**
 * Classifies the contact between two bases. Validates both bases and the tolerance (default
 * `DEFAULT_TOLERANCE`) and returns `Left` when any is malformed.
 *
 * Decision order: separating-axis gap > tolerance → `separated` (with the true gap);
 * penetration > tolerance on every axis → `overlapping`; otherwise the touching feature pair:
 * an edge pair antiparallel within `tolerance.angle` whose shared part lies within
 * `tolerance.distance` of both edges and is longer than `tolerance.distance`, else two corners
 * within `tolerance.distance`, else a corner within `tolerance.distance` of an edge.
 * Swapping `a` and `b` mirrors the relation (`mirrorRelation`).
 *
 * @rule dbm L1648-1685
 * @rule dba A95
 * @rule arcane-warfare 7.1
 * @rule dbmm Q125-136
 */
export function classifyContact(a: Base, b: Base, tolerance: Tolerance = DEFAULT_TOLERANCE): E.Either<PlaneError, Contact> {
  const va = validateBase(a, 'a');
  if (E.isLeft(va)) return va;
  const vb = validateBase(b, 'b');
  if (E.isLeft(vb)) return vb;
  if (tolerance !== DEFAULT_TOLERANCE) {
    const vt = validateTolerance(tolerance);
    if (E.isLeft(vt)) return vt;
  }
  return E.right(classifyUnchecked(a, b, tolerance));
}

const fa = newFrame();
const fb = newFrame();
const nearest = new Int32Array(1);
const LENGTH_IS_WIDTH = [true, false, true, false];
const RELATION_TABLE: EdgeRelation[] = [];
for (const ea of EDGE_NAMES) for (const eb of EDGE_NAMES) RELATION_TABLE.push(edgeRelationOf(ea, eb));

/**
 * `classifyContact` without validation, for callers that validated their bases already (the
 * rulesets validate state once at setup). Garbage in gives garbage out, never an exception.
 */
export function classifyUnchecked(a: Base, b: Base, tolerance: Tolerance): Contact {
  fillFrame(fa, a);
  fillFrame(fb, b);
  return classifyFrames(fa, fb, a, b, tolerance);
}

/**
 * True when two bases overlap: exactly when {@link classifyContact} would call them
 * `overlapping`, at a fraction of its cost. The separating-axis gap settles it unless the bases
 * lie within the tolerance of touching (then the full classification does). Touching is not
 * overlapping. Unchecked, like {@link classifyUnchecked}: for bases already validated.
 * @rule dbm L1648-1685
 * @rule dba A95
 */
export function basesOverlap(a: Base, b: Base, tolerance: Tolerance = DEFAULT_TOLERANCE): boolean {
  fillFrame(fa, a);
  fillFrame(fb, b);
  const gap = satGap(fa, fb);
  if (gap < -tolerance.distance) return true;
  // A positive gap within the tolerance is a touch or a near miss, never an overlap.
  if (gap > 0) return false;
  return classifyFrames(fa, fb, a, b, tolerance).relation === 'overlapping';
}

/**
 * The contact between two bases when they touch or overlap under the tolerance, `null` when they
 * lie farther apart than the tolerance: exactly {@link classifyUnchecked}'s answer unless that is
 * `separated`, without measuring the gap (the separating-axis gap settles "apart" at a fraction of
 * the cost). For the contact tables of rulesets, which ask about many pairs that are far apart.
 * Unchecked, like {@link classifyUnchecked}: for bases already validated.
 * @rule dbm L1648-1685
 * @rule dba A95
 */
export function contactWithin(a: Base, b: Base, tolerance: Tolerance = DEFAULT_TOLERANCE): Contact | null {
  fillFrame(fa, a);
  fillFrame(fb, b);
  if (satGap(fa, fb) > tolerance.distance) return null;
  const c = classifyFrames(fa, fb, a, b, tolerance);
  return c.relation === 'separated' ? null : c;
}

/** @internal Classification on filled frames (shared with the sweep code). */
export function classifyFrames(A: Frame, B: Frame, a: Base, b: Base, tolerance: Tolerance): Contact {
  const eps = tolerance.distance;
  const gap = satGap(A, B);
  if (gap > eps) return { relation: 'separated', gap: frameDistance(A, B) };
  if (gap < -eps) return { relation: 'overlapping', depth: -gap };

  // Edge contacts: only antiparallel edge pairs can share a length.
  const delta = normalizeHeading(b.heading - a.heading);
  const k = Math.round(delta / 90);
  if (Math.abs(delta - 90 * k) <= tolerance.angle) {
    // The touching edge of a faces b: try the edge whose outward normal best separates first
    // (nearly always the one), then the others.
    const dx = B.cx - A.cx;
    const dy = B.cy - A.cy;
    const along = dx * A.c + dy * A.s;
    const side = -dx * A.s + dy * A.c;
    const first = Math.abs(along) - A.hd >= Math.abs(side) - A.hw ? (along >= 0 ? 0 : 2) : side >= 0 ? 3 : 1;
    const c = edgePair(A, B, a, b, first, (first + k + 2) & 3, eps);
    if (c !== null) return c;
    let best: EdgeContact | null = null;
    for (let i = 0; i < 4; i++) {
      if (i === first) continue;
      const e = edgePair(A, B, a, b, i, (i + k + 2) & 3, eps);
      if (e !== null && (best === null || e.shared > best.shared)) best = e;
    }
    if (best !== null) return best;
  }

  // Corner to corner.
  let bi = -1;
  let bj = -1;
  let bd = eps * eps;
  for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 4; j++) {
      const dx = (A.px[i] as number) - (B.px[j] as number);
      const dy = (A.py[i] as number) - (B.py[j] as number);
      const d2 = dx * dx + dy * dy;
      if (d2 <= bd) {
        bd = d2;
        bi = i;
        bj = j;
      }
    }
  }
  if (bi >= 0) return { relation: 'corner-to-corner', cornerA: CORNER_NAMES[bi] as CornerName, cornerB: CORNER_NAMES[bj] as CornerName };

  // Corner on an edge.
  let bestD = Infinity;
  let bestKind = 0;
  let bestCorner = -1;
  let bestEdge = -1;
  for (let i = 0; i < 4; i++) {
    // Kind 1: a's corner i on an edge of b; kind 2: b's corner i on an edge of a.
    for (let kind = 1; kind <= 2; kind++) {
      const corner = kind === 1 ? A : B;
      const d = Math.abs(pointRectDistance(kind === 1 ? B : A, corner.px[i] as number, corner.py[i] as number, nearest));
      if (d <= eps && d < bestD && nearest[0] !== -1) {
        bestD = d;
        bestKind = kind;
        bestCorner = i;
        bestEdge = nearest[0] as number;
      }
    }
  }
  if (bestKind === 1) return { relation: 'corner-to-edge', cornerA: CORNER_NAMES[bestCorner] as CornerName, edgeB: EDGE_NAMES[bestEdge] as EdgeName };
  if (bestKind === 2) return { relation: 'edge-to-corner', edgeA: EDGE_NAMES[bestEdge] as EdgeName, cornerB: CORNER_NAMES[bestCorner] as CornerName };

  // Within the tolerance on every axis but no feature close enough: a near miss or a sliver.
  if (gap > 0) return { relation: 'separated', gap: frameDistance(A, B) };
  return { relation: 'overlapping', depth: -gap };
}

function near(A: Frame, B: Frame, i: number, j: number, eps2: number): boolean {
  const dx = (A.px[i] as number) - (B.px[j] as number);
  const dy = (A.py[i] as number) - (B.py[j] as number);
  return dx * dx + dy * dy <= eps2;
}

function edgePair(A: Frame, B: Frame, a: Base, b: Base, i: number, j: number, eps: number): EdgeContact | null {
  const lenA = LENGTH_IS_WIDTH[i] ? a.width : a.depth;
  const lenB = LENGTH_IS_WIDTH[j] ? b.width : b.depth;
  const i1 = (i + 1) & 3;
  const j1 = (j + 1) & 3;
  const p0x = A.px[i] as number;
  const p0y = A.py[i] as number;
  const ux = ((A.px[i1] as number) - p0x) / lenA;
  const uy = ((A.py[i1] as number) - p0y) / lenA;
  // Outward normal: left of the clockwise edge direction.
  const nx = -uy;
  const ny = ux;
  const q0x = (B.px[j] as number) - p0x;
  const q0y = (B.py[j] as number) - p0y;
  const q1x = (B.px[j1] as number) - p0x;
  const q1y = (B.py[j1] as number) - p0y;
  const t0 = q0x * ux + q0y * uy;
  const t1 = q1x * ux + q1y * uy;
  const lo = Math.max(0, Math.min(t0, t1));
  const hi = Math.min(lenA, Math.max(t0, t1));
  const shared = hi - lo;
  if (shared <= eps) return null;
  const d0 = q0x * nx + q0y * ny;
  const d1 = q1x * nx + q1y * ny;
  const slope = (d1 - d0) / (t1 - t0);
  if (Math.abs(d0 + slope * (lo - t0)) > eps || Math.abs(d0 + slope * (hi - t0)) > eps) return null;
  const corners: CornerPair[] = [];
  const eps2 = eps * eps;
  // The edges are antiparallel, so a's first end can only meet b's second end and vice versa.
  if (near(A, B, i, j1, eps2)) corners.push({ a: CORNER_NAMES[i] as CornerName, b: CORNER_NAMES[j1] as CornerName });
  if (near(A, B, i1, j, eps2)) corners.push({ a: CORNER_NAMES[i1] as CornerName, b: CORNER_NAMES[j] as CornerName });
  const edgeA = EDGE_NAMES[i] as EdgeName;
  const edgeB = EDGE_NAMES[j] as EdgeName;
  return {
    relation: RELATION_TABLE[i * 4 + j] as EdgeRelation,
    edgeA,
    edgeB,
    shared,
    fullA: shared >= lenA - eps,
    fullB: shared >= lenB - eps,
    corners,
    offset: (t0 + t1) / 2 - lenA / 2,
  };
}
