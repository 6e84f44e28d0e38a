/**
 * Layouts map hexes to screen pixels and back, for SVG or canvas frontends. Screen y grows
 * downward. `size` is the centre-to-corner distance (per axis, so hexes can be squashed).
 * @module
 */
import { roundHex, type FractionalHex, type Hex } from './coords.js';
import type { Orientation } from './directions.js';
import type { Facing } from './facing.js';

/** A screen point. */
export interface Point {
  readonly x: number;
  readonly y: number;
}

/** How hexes are drawn: orientation, size (centre to corner, per axis) and the origin's pixel. */
export interface Layout {
  readonly orientation: Orientation;
  readonly size: Point;
  readonly origin: Point;
}

/** A layout with a uniform size; the origin hex's centre is drawn at `origin` (default 0, 0). */
export function layout(orientation: Orientation, size: number, origin: Point = { x: 0, y: 0 }): Layout {
  return { orientation, size: { x: size, y: size }, origin };
}

const SQRT3 = Math.sqrt(3);

/** The pixel of a hex's centre (fractional hexes allowed). */
export function hexToPixel(l: Layout, h: FractionalHex): Point {
  if (l.orientation === 'pointy') {
    return { x: l.origin.x + l.size.x * SQRT3 * (h.q + h.r / 2), y: l.origin.y + l.size.y * 1.5 * h.r };
  }
  return { x: l.origin.x + l.size.x * 1.5 * h.q, y: l.origin.y + l.size.y * SQRT3 * (h.r + h.q / 2) };
}

/** The fractional axial point under a pixel (the inverse of {@link hexToPixel}). */
export function pixelToFractional(l: Layout, p: Point): FractionalHex {
  const x = (p.x - l.origin.x) / l.size.x;
  const y = (p.y - l.origin.y) / l.size.y;
  if (l.orientation === 'pointy') {
    const r = (2 / 3) * y;
    return { q: x / SQRT3 - r / 2, r };
  }
  const q = (2 / 3) * x;
  return { q, r: y / SQRT3 - q / 2 };
}

/** The hex under a pixel. */
export function pixelToHex(l: Layout, p: Point): Hex {
  return roundHex(pixelToFractional(l, p));
}

/**
 * Corner `k` of a hex: the vertex between directions `k` and `k + 1`, i.e. the vertex a unit
 * with facing `k` faces (at screen angle `60k − 30°` pointy-top, `60k°` flat-top).
 */
export function hexCorner(l: Layout, h: FractionalHex, k: Facing): Point {
  const c = hexToPixel(l, h);
  const a = ((l.orientation === 'pointy' ? 60 * k - 30 : 60 * k) * Math.PI) / 180;
  return { x: c.x + l.size.x * Math.cos(a), y: c.y + l.size.y * Math.sin(a) };
}

/** The six corners of a hex, corner `k` at index `k`. */
export function hexCorners(l: Layout, h: FractionalHex): Point[] {
  return ([0, 1, 2, 3, 4, 5] as const).map((k) => hexCorner(l, h, k));
}

/** The midpoint of a hex's side in direction `d` (between corners `d − 1` and `d`). */
export function sideMidpoint(l: Layout, h: FractionalHex, d: Facing): Point {
  const a = hexCorner(l, h, ((d + 5) % 6) as Facing);
  const b = hexCorner(l, h, d);
  return { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
}

/** An SVG `points` attribute for a hex outline, coordinates rounded to `digits` decimals. */
export function hexPolygon(l: Layout, h: FractionalHex, digits = 2): string {
  return hexCorners(l, h)
    .map((p) => `${round(p.x, digits)},${round(p.y, digits)}`)
    .join(' ');
}

/** Rounds for output, turning `-0` into `0`. */
export function round(v: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(v * f) / f + 0;
}
