/**
 * Exact first-contact times of a base moving by a rotation (a wheel about a front corner, a turn
 * about the centre) or a translation, against another base, a terrain polygon or the table edge.
 *
 * The method is the same for all three: every moment at which the "blocked" predicate can change
 * is found in closed form (a root of `A cos θ + B sin θ + C`, or of a linear function), the
 * moments are sorted, and the predicate is evaluated once inside each interval between them; the
 * first interval where it holds starts at the first collision. No sampling, so a thin obstacle
 * or a grazing corner is never stepped over.
 *
 * - Against a base the predicate is the classifier's own: penetration deeper than `eps` on all
 *   four separating axes. Each axis gap is `|L0(θ)| − K − a|L1(θ)| − b|L2(θ)|` with every `L` of
 *   the form `A cos θ + B sin θ + C`, so it is one such sinusoid between the roots of the `L`s.
 * - Against a polygon (terrain, possibly concave) the predicate is area overlap with the mover
 *   shrunk by `eps`; it changes only when a mover corner crosses a polygon edge (its path: a
 *   circle about the pivot, or a line) or a polygon vertex crosses a mover edge (seen from the
 *   mover, the vertex turns the other way about the pivot).
 * - Against the table edge: a corner crossing one of the four lines `eps` outside the table.
 * @module
 * @internal
 */
import type { Frame } from './frame.js';
import { hypot } from './hypot.js';

/** A rigid motion of a step, in radians for rotations: positions at fraction t ∈ [0, 1]. */
export type Path = { readonly kind: 'translate'; readonly dx: number; readonly dy: number } | { readonly kind: 'rotate'; readonly px: number; readonly py: number; readonly theta: number };

const TWO_PI = 2 * Math.PI;
const ascending = (x: number, y: number): number => x - y;

/**
 * Pushes the fractions t ∈ (0, tMax) at which `A cos(tΘ) + B sin(tΘ) + C = 0`, with θ = tΘ
 * restricted to [lo, hi] (radians, on the sweep's side of 0).
 */
function sinusoidRoots(A: number, B: number, C: number, lo: number, hi: number, theta: number, out: number[]): void {
  const R = hypot(A, B);
  if (!(R > 1e-300)) return;
  const x = -C / R;
  if (x > 1 || x < -1) return;
  const phi = Math.atan2(B, A);
  const d = Math.acos(x);
  pushPeriodic(phi + d, lo, hi, theta, out);
  if (d !== 0) pushPeriodic(phi - d, lo, hi, theta, out);
}

/** Pushes base + 2πk / theta for every k with base + 2πk in [lo, hi]. */
function pushPeriodic(base: number, lo: number, hi: number, theta: number, out: number[]): void {
  for (let r = base + TWO_PI * Math.ceil((lo - base) / TWO_PI); r <= hi; r += TWO_PI) out.push(r / theta);
}

/** Per axis: C0 A0 B0 | K | a A1 B1 | b A2 B2 (10 numbers), 4 axes. */
const co = new Float64Array(40);

function setAxis(k: number, C0: number, A0: number, B0: number, K: number, a: number, A1: number, B1: number, b: number, A2: number, B2: number): void {
  const o = 10 * k;
  co[o] = C0;
  co[o + 1] = A0;
  co[o + 2] = B0;
  co[o + 3] = K;
  co[o + 4] = a;
  co[o + 5] = A1;
  co[o + 6] = B1;
  co[o + 7] = b;
  co[o + 8] = A2;
  co[o + 9] = B2;
}

/**
 * Fills `co` with the four axis gaps of mover `m` (at θ = 0) rotated about (px, py) against the
 * fixed `o`. With f, l the mover's facing and left, R(θ)v = v cos θ + perp(v) sin θ where
 * perp(f) = l and perp(l) = −f.
 */
function setupAxes(m: Frame, px: number, py: number, o: Frame): void {
  const rx = m.cx - px;
  const ry = m.cy - py;
  const fx = m.c;
  const fy = m.s;
  const lx = -m.s;
  const ly = m.c;
  const wx = px - o.cx;
  const wy = py - o.cy;
  // The obstacle's own axes u (fixed): |(c(θ) − cO)·u| − hO − hwM|lM(θ)·u| − hdM|fM(θ)·u|.
  for (let k = 0; k < 2; k++) {
    const ux = k === 0 ? o.c : -o.s;
    const uy = k === 0 ? o.s : o.c;
    setAxis(k, wx * ux + wy * uy, rx * ux + ry * uy, -ry * ux + rx * uy, k === 0 ? o.hd : o.hw, m.hw, lx * ux + ly * uy, -(fx * ux + fy * uy), m.hd, fx * ux + fy * uy, lx * ux + ly * uy);
  }
  // The mover's axes v(θ) = R(θ)v0: (c(θ) − cO)·v(θ) = r0·v0 + w·R(θ)v0.
  const olx = -o.s;
  const oly = o.c;
  // v0 = f: perp(f) = l.
  setAxis(2, rx * fx + ry * fy, fx * wx + fy * wy, lx * wx + ly * wy, m.hd, o.hw, fx * olx + fy * oly, lx * olx + ly * oly, o.hd, fx * o.c + fy * o.s, lx * o.c + ly * o.s);
  // v0 = l: perp(l) = −f.
  setAxis(3, rx * lx + ry * ly, lx * wx + ly * wy, -(fx * wx + fy * wy), m.hw, o.hw, lx * olx + ly * oly, -(fx * olx + fy * oly), o.hd, lx * o.c + ly * o.s, -(fx * o.c + fy * o.s));
}

/** True when every axis overlaps by more than eps at angle θ (the classifier's "overlapping"). */
function deepAt(theta: number, eps: number): boolean {
  const c = Math.cos(theta);
  const s = Math.sin(theta);
  for (let o = 0; o < 40; o += 10) {
    const g =
      Math.abs((co[o] as number) + (co[o + 1] as number) * c + (co[o + 2] as number) * s) -
      (co[o + 3] as number) -
      (co[o + 4] as number) * Math.abs((co[o + 5] as number) * c + (co[o + 6] as number) * s) -
      (co[o + 7] as number) * Math.abs((co[o + 8] as number) * c + (co[o + 9] as number) * s);
    if (g >= -eps) return false;
  }
  return true;
}

/**
 * True when, on the fixed axis u, everything the mover covers while turning through `span`
 * radians (|span| < π) stays within eps of the obstacle's extent [mid − half, mid + half]: that
 * axis then keeps them from ever overlapping deeper than eps. A corner at v from the pivot
 * projects to P·u + (v·u) cos θ + (perp(v)·u) sin θ; over a span shorter than π its derivative
 * changes sign at most once, so the ends and that one extreme (±|v|) bound it exactly.
 */
function sweptApart(m: Frame, px: number, py: number, span: number, ux: number, uy: number, mid: number, half: number, eps: number): boolean {
  const c = Math.cos(span);
  const s = Math.sin(span);
  const base = px * ux + py * uy;
  let lo = Infinity;
  let hi = -Infinity;
  for (let i = 0; i < 4; i++) {
    const vx = (m.px[i] as number) - px;
    const vy = (m.py[i] as number) - py;
    const a = vx * ux + vy * uy; // v·u
    const b = -vy * ux + vx * uy; // perp(v)·u
    const p0 = a;
    const p1 = a * c + b * s;
    let mn = Math.min(p0, p1);
    let mx = Math.max(p0, p1);
    // Derivative −a sin θ + b cos θ at both ends, θ running from 0 to span.
    const d0 = span > 0 ? b : -b;
    const d1 = span > 0 ? -a * s + b * c : a * s - b * c;
    if (d0 > 0 && d1 < 0) mx = hypot(a, b);
    else if (d0 < 0 && d1 > 0) mn = -hypot(a, b);
    if (base + mn < lo) lo = base + mn;
    if (base + mx > hi) hi = base + mx;
  }
  return hi <= mid - half + eps || lo >= mid + half - eps;
}

const times: number[] = [];
let deepTheta = 0;
let deepEps = 0;
/** {@link deepAt} at a fraction of the current sweep (no closure per call). */
const deepAtFraction = (t: number): boolean => deepAt(t * deepTheta, deepEps);
const breaks: number[] = [];

/**
 * The first fraction t ∈ [0, limit] of a rotation of `m` about (px, py) through `theta` radians at
 * which it penetrates `o` deeper than `eps` on every axis; null when it never does. `m` is the
 * mover at t = 0.
 */
export function rotationImpact(m: Frame, px: number, py: number, theta: number, o: Frame, eps: number, limit: number): number | null {
  if (theta === 0) return null;
  // Cheap rejection: rotation keeps every mover point at its distance from the pivot.
  const reach = hypot(m.cx - px, m.cy - py) + hypot(m.hw, m.hd);
  if (hypot(o.cx - px, o.cy - py) > reach + hypot(o.hw, o.hd) + eps) return null;
  const lo = Math.min(0, theta * limit);
  const hi = Math.max(0, theta * limit);
  if (hi - lo < Math.PI && (sweptApart(m, px, py, theta * limit, o.c, o.s, o.cx * o.c + o.cy * o.s, o.hd, eps) || sweptApart(m, px, py, theta * limit, -o.s, o.c, -o.cx * o.s + o.cy * o.c, o.hw, eps))) return null;
  setupAxes(m, px, py, o);
  times.length = 0;
  for (let k = 0; k < 4; k++) {
    const o10 = 10 * k;
    const C0 = co[o10] as number;
    const A0 = co[o10 + 1] as number;
    const B0 = co[o10 + 2] as number;
    const K = co[o10 + 3] as number;
    const a = co[o10 + 4] as number;
    const A1 = co[o10 + 5] as number;
    const B1 = co[o10 + 6] as number;
    const b = co[o10 + 7] as number;
    const A2 = co[o10 + 8] as number;
    const B2 = co[o10 + 9] as number;
    // Breakpoints: where an absolute value changes sign.
    breaks.length = 0;
    sinusoidRoots(A0, B0, C0, lo, hi, 1, breaks);
    sinusoidRoots(A1, B1, 0, lo, hi, 1, breaks);
    sinusoidRoots(A2, B2, 0, lo, hi, 1, breaks);
    breaks.push(lo, hi);
    breaks.sort(ascending);
    for (let i = 0; i + 1 < breaks.length; i++) {
      const p = breaks[i] as number;
      const q = breaks[i + 1] as number;
      if (!(q > p)) continue;
      const mid = (p + q) / 2;
      const c = Math.cos(mid);
      const s = Math.sin(mid);
      const s0 = C0 + A0 * c + B0 * s >= 0 ? 1 : -1;
      const s1 = A1 * c + B1 * s >= 0 ? 1 : -1;
      const s2 = A2 * c + B2 * s >= 0 ? 1 : -1;
      // gap + eps on this piece: A cos θ + B sin θ + C.
      sinusoidRoots(s0 * A0 - a * s1 * A1 - b * s2 * A2, s0 * B0 - a * s1 * B1 - b * s2 * B2, s0 * C0 - K + eps, p, q, theta, times);
    }
  }
  deepTheta = theta;
  deepEps = eps;
  return firstTrue(times, limit, deepAtFraction);
}

/**
 * The start of the first interval, between consecutive `candidates` (fractions; sorted here) in
 * [0, limit], inside which `pred` holds; null when it holds in none. `pred` is evaluated once per
 * interval, at its midpoint.
 */
export function firstTrue(candidates: number[], limit: number, pred: (t: number) => boolean): number | null {
  candidates.sort(ascending);
  let prev = 0;
  for (let i = 0; i <= candidates.length; i++) {
    const c = i < candidates.length ? Math.min(candidates[i] as number, limit) : limit;
    if (c > prev) {
      if (pred((prev + c) / 2)) return prev;
      prev = c;
    }
    if (prev >= limit) break;
  }
  // A zero-length sweep (limit 0) is blocked only if blocked where it starts.
  return limit <= 0 && pred(0) ? 0 : null;
}

/** Where a corner (x, y) is at fraction t of `path`, into out[0], out[1]. */
export function pointAt(path: Path, x: number, y: number, t: number, out: Float64Array): void {
  if (path.kind === 'translate') {
    out[0] = x + path.dx * t;
    out[1] = y + path.dy * t;
    return;
  }
  const c = Math.cos(path.theta * t);
  const s = Math.sin(path.theta * t);
  const dx = x - path.px;
  const dy = y - path.py;
  out[0] = path.px + c * dx - s * dy;
  out[1] = path.py + s * dx + c * dy;
}

/**
 * Pushes the fractions t ∈ [0, 1] at which the point (x, y), moving by `path` (or against it when
 * `reverse`), crosses the segment a–b.
 */
function crossings(path: Path, reverse: boolean, x: number, y: number, ax: number, ay: number, bx: number, by: number, out: number[]): void {
  const ex = bx - ax;
  const ey = by - ay;
  if (path.kind === 'translate') {
    const dx = reverse ? -path.dx : path.dx;
    const dy = reverse ? -path.dy : path.dy;
    const den = dx * ey - dy * ex;
    if (den === 0) return;
    const t = ((ax - x) * ey - (ay - y) * ex) / den;
    const u = ((ax - x) * dy - (ay - y) * dx) / den;
    if (t >= 0 && t <= 1 && u >= 0 && u <= 1) out.push(t);
    return;
  }
  // The circle about the pivot through the point, against the segment: |a + u e − P|² = r².
  const rx = x - path.px;
  const ry = y - path.py;
  const r2 = rx * rx + ry * ry;
  const fx = ax - path.px;
  const fy = ay - path.py;
  const A = ex * ex + ey * ey;
  if (A === 0) return;
  const B = 2 * (fx * ex + fy * ey);
  const C = fx * fx + fy * fy - r2;
  const disc = B * B - 4 * A * C;
  if (disc < 0) return;
  const sq = Math.sqrt(disc);
  const start = Math.atan2(ry, rx);
  const theta = reverse ? -path.theta : path.theta;
  for (const u of sq === 0 ? [-B / (2 * A)] : [(-B - sq) / (2 * A), (-B + sq) / (2 * A)]) {
    if (u < 0 || u > 1) continue;
    const qx = fx + u * ex;
    const qy = fy + u * ey;
    // The turn from the point's start to q, on the sweep's side, as a fraction of the sweep.
    let d = Math.atan2(qy, qx) - start;
    if (theta > 0) d = ((d % TWO_PI) + TWO_PI) % TWO_PI;
    else d = -((((-d) % TWO_PI) + TWO_PI) % TWO_PI);
    const t = d / theta;
    if (t >= 0 && t <= 1) out.push(t);
  }
}

/**
 * The moments a convex mover (corners `mx`, `my` at t = 0, in order) and a simple polygon can
 * change from apart to overlapping: mover corners crossing polygon edges, polygon vertices
 * crossing mover edges (moving the other way, seen from the mover). Appended to `out`.
 */
export function polygonEvents(path: Path, mx: ArrayLike<number>, my: ArrayLike<number>, poly: ReadonlyArray<{ readonly x: number; readonly y: number }>, out: number[]): void {
  const n = poly.length;
  const k = mx.length;
  for (let i = 0; i < k; i++) {
    for (let j = 0, l = n - 1; j < n; l = j++) {
      const a = poly[l] as { x: number; y: number };
      const b = poly[j] as { x: number; y: number };
      crossings(path, false, mx[i] as number, my[i] as number, a.x, a.y, b.x, b.y, out);
    }
  }
  for (const v of poly) {
    for (let i = 0, l = k - 1; i < k; l = i++) {
      crossings(path, true, v.x, v.y, mx[l] as number, my[l] as number, mx[i] as number, my[i] as number, out);
    }
  }
}

/**
 * The moments a corner (x, y) moving by `path` crosses the vertical line x = X or the horizontal
 * line y = Y (`axis` 0 or 1), appended to `out`.
 */
export function lineEvents(path: Path, x: number, y: number, axis: 0 | 1, value: number, out: number[]): void {
  const p0 = axis === 0 ? x : y;
  if (path.kind === 'translate') {
    const v = axis === 0 ? path.dx : path.dy;
    if (v !== 0) {
      const t = (value - p0) / v;
      if (t >= 0 && t <= 1) out.push(t);
    }
    return;
  }
  // x(θ) − X = (x0 − px) cos θ − (y0 − py) sin θ + px − X (and y likewise).
  const rx = x - path.px;
  const ry = y - path.py;
  const lo = Math.min(0, path.theta);
  const hi = Math.max(0, path.theta);
  if (axis === 0) sinusoidRoots(rx, -ry, path.px - value, lo, hi, path.theta, out);
  else sinusoidRoots(ry, rx, path.py - value, lo, hi, path.theta, out);
}
