/**
 * Internal: a base unpacked into numbers (unit vectors, centre, half sizes, corners in clockwise
 * order FL, FR, RR, RL) so the hot predicates allocate nothing. Not exported from the package.
 * @module
 * @internal
 */
import { cosSinInto } from './angle.js';
import { hypot } from './hypot.js';

/** A base unpacked for arithmetic. Corner i and edge i follow EDGE_NAMES / CORNER_NAMES order. */
export interface Frame {
  c: number;
  s: number;
  cx: number;
  cy: number;
  hw: number;
  hd: number;
  /** Corner x coordinates: 0 FL, 1 FR, 2 RR, 3 RL. */
  px: Float64Array;
  /** Corner y coordinates. */
  py: Float64Array;
}

/**
 * What a frame is filled from: a base's pose and size. Written out here rather than imported
 * from base.ts, which imports this module (a base is one of these, structurally).
 */
export interface FrameSource {
  readonly x: number;
  readonly y: number;
  readonly heading: number;
  readonly width: number;
  readonly depth: number;
}

/** A fresh, zeroed frame (to be filled by {@link fillFrame}). */
export function newFrame(): Frame {
  return { c: 1, s: 0, cx: 0, cy: 0, hw: 0, hd: 0, px: new Float64Array(4), py: new Float64Array(4) };
}

const cs = new Float64Array(2);

/**
 * Fills `fr` from the base `b`. Each field of `b` is read once: bases of many shapes reach here,
 * and a generic load of a double field boxes the number afresh each time.
 */
export function fillFrame(fr: Frame, b: FrameSource): Frame {
  const x = b.x;
  const y = b.y;
  const width = b.width;
  const depth = b.depth;
  cosSinInto(b.heading, cs);
  const c = cs[0] as number;
  const s = cs[1] as number;
  const hw = width / 2;
  fr.c = c;
  fr.s = s;
  fr.hw = hw;
  fr.hd = depth / 2;
  fr.cx = x - (c * depth) / 2;
  fr.cy = y - (s * depth) / 2;
  const flx = x - s * hw;
  const fly = y + c * hw;
  const frx = x + s * hw;
  const fry = y - c * hw;
  const dx = c * depth;
  const dy = s * depth;
  fr.px[0] = flx;
  fr.py[0] = fly;
  fr.px[1] = frx;
  fr.py[1] = fry;
  fr.px[2] = frx - dx;
  fr.py[2] = fry - dy;
  fr.px[3] = flx - dx;
  fr.py[3] = fly - dy;
  return fr;
}

/**
 * The largest separating-axis gap between two frames over the four face normals: > 0 means
 * separated by at least that much, < 0 means every axis overlaps (its negation is the shallowest
 * penetration). Exact for rectangles up to float rounding.
 */
export function satGap(a: Frame, b: Frame): number {
  const dx = b.cx - a.cx;
  const dy = b.cy - a.cy;
  const ff = Math.abs(a.c * b.c + a.s * b.s); // |fa·fb| = |la·lb|
  const fl = Math.abs(-a.c * b.s + a.s * b.c); // |fa·lb| = |la·fb|
  const g1 = Math.abs(dx * a.c + dy * a.s) - (a.hd + b.hw * fl + b.hd * ff);
  const g2 = Math.abs(-dx * a.s + dy * a.c) - (a.hw + b.hw * ff + b.hd * fl);
  const g3 = Math.abs(dx * b.c + dy * b.s) - (b.hd + a.hw * fl + a.hd * ff);
  const g4 = Math.abs(-dx * b.s + dy * b.c) - (b.hw + a.hw * ff + a.hd * fl);
  let g = g1;
  if (g2 > g) g = g2;
  if (g3 > g) g = g3;
  if (g4 > g) g = g4;
  return g;
}

/**
 * Distance from point (x, y) to the rectangle of frame `f`, and which edge is nearest.
 * Inside points get the distance to the nearest edge as a negative number.
 * Writes the nearest edge index (0 front, 1 right, 2 rear, 3 left; −1 when nearest a corner
 * region outside) into `out[0]` and returns the signed distance.
 */
export function pointRectDistance(f: Frame, x: number, y: number, out: Int32Array): number {
  const rx = x - f.cx;
  const ry = y - f.cy;
  const u = rx * f.c + ry * f.s; // along facing, front at +hd
  const v = -rx * f.s + ry * f.c; // along left, left at +hw
  const du = Math.abs(u) - f.hd;
  const dv = Math.abs(v) - f.hw;
  if (du <= 0 && dv <= 0) {
    if (du > dv) {
      out[0] = u >= 0 ? 0 : 2;
      return du;
    }
    out[0] = v >= 0 ? 3 : 1;
    return dv;
  }
  if (du > 0 && dv > 0) {
    out[0] = -1;
    return hypot(du, dv);
  }
  if (du > 0) {
    out[0] = u >= 0 ? 0 : 2;
    return du;
  }
  out[0] = v >= 0 ? 3 : 1;
  return dv;
}

const scratchEdge = new Int32Array(1);

/** The true distance between two frames (0 when they touch or overlap). */
export function frameDistance(a: Frame, b: Frame): number {
  if (satGap(a, b) <= 0) return 0;
  const tmp = scratchEdge;
  let best = Infinity;
  for (let i = 0; i < 4; i++) {
    const d1 = pointRectDistance(b, a.px[i] as number, a.py[i] as number, tmp);
    if (d1 < best) best = d1;
    const d2 = pointRectDistance(a, b.px[i] as number, b.py[i] as number, tmp);
    if (d2 < best) best = d2;
  }
  return best < 0 ? 0 : best;
}
