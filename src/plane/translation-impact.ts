/**
 * Internal: the exact time of impact of a rectangle translated into another (a separating-axis
 * computation over the four face normals), and the box a translated rectangle sweeps.
 * @module
 * @internal
 */
import type { Box } from './base.js';
import type { Frame } from './frame.js';

/** @internal The box a frame's corners cover while translated by (dx, dy). */
export function translationBox(m: Frame, dx: number, dy: number): Box {
  const out = [0, 0, 0, 0];
  translationBoxInto(m, dx, dy, out, 0);
  return { minX: out[0] as number, minY: out[1] as number, maxX: out[2] as number, maxY: out[3] as number };
}

/**
 * @internal {@link translationBox} written as minX, minY, maxX, maxY into `out` from `at` (no
 * allocation: the group sweep fills one packed array for all its members).
 */
export function translationBoxInto(m: Frame, dx: number, dy: number, out: { [i: number]: number }, at: number): void {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (let i = 0; i < 4; i++) {
    const x = m.px[i] as number;
    const y = m.py[i] as number;
    minX = Math.min(minX, x, x + dx);
    minY = Math.min(minY, y, y + dy);
    maxX = Math.max(maxX, x, x + dx);
    maxY = Math.max(maxY, y, y + dy);
  }
  out[at] = minX;
  out[at + 1] = minY;
  out[at + 2] = maxX;
  out[at + 3] = maxY;
}

/**
 * @internal Time of impact in [0, 1] of frame `m` moving by (dx, dy) into frame `o`: the first t where the
 * projections on all four axes overlap, given that somewhere in [0, 1] they overlap by more
 * than eps on all of them; null if they never do.
 */
export function translationImpact(m: Frame, o: Frame, dx: number, dy: number, eps: number): number | null {
  impact.enterDeep = 0;
  impact.exitDeep = 1;
  impact.enterTouch = 0;
  if (!axisImpact(m, o, m.c, m.s, dx, dy, eps)) return null;
  if (!axisImpact(m, o, -m.s, m.c, dx, dy, eps)) return null;
  if (!axisImpact(m, o, o.c, o.s, dx, dy, eps)) return null;
  if (!axisImpact(m, o, -o.s, o.c, dx, dy, eps)) return null;
  if (impact.enterDeep >= impact.exitDeep || impact.enterDeep > 1 || impact.exitDeep < 0) return null;
  return Math.max(0, Math.min(impact.enterTouch, impact.enterDeep));
}

/** Running bounds of the time-of-impact computation (module scratch; no allocation per call). */
const impact = { enterDeep: 0, exitDeep: 1, enterTouch: 0 };

/**
 * Narrows the time bounds with one axis (ux, uy): the projections overlap by more than eps
 * (deep) or at all (touch). Returns false when the axis separates for the whole motion.
 */
function axisImpact(m: Frame, o: Frame, ux: number, uy: number, dx: number, dy: number, eps: number): boolean {
  const rm = m.hw * Math.abs(-m.s * ux + m.c * uy) + m.hd * Math.abs(m.c * ux + m.s * uy);
  const ro = o.hw * Math.abs(-o.s * ux + o.c * uy) + o.hd * Math.abs(o.c * ux + o.s * uy);
  const d0 = m.cx * ux + m.cy * uy - (o.cx * ux + o.cy * uy);
  const v = dx * ux + dy * uy;
  const deepR = rm + ro - eps;
  if (deepR <= 0) return false;
  if (v === 0) return Math.abs(d0) < deepR;
  const a1 = (-deepR - d0) / v;
  const a2 = (deepR - d0) / v;
  const lo = a1 < a2 ? a1 : a2;
  const hi = a1 < a2 ? a2 : a1;
  if (lo > impact.enterDeep) impact.enterDeep = lo;
  if (hi < impact.exitDeep) impact.exitDeep = hi;
  const R = rm + ro;
  const t1 = (-R - d0) / v;
  const t2 = (R - d0) / v;
  const tl = t1 < t2 ? t1 : t2;
  if (tl > impact.enterTouch) impact.enterTouch = tl;
  return true;
}

