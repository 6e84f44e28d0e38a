/**
 * Degree trigonometry that is exact where it can be. Headings are degrees counter-clockwise from
 * +x. A heading is reduced to [0, 360) and then to a quarter turn plus a remainder in [0, 90), so
 * multiples of 90° give exact unit vectors (no 6e-17 residue) and headings h and h + 180 give
 * exactly opposite vectors, which keeps axis-aligned and back-to-back layouts exact.
 * @module
 */

const DEG = Math.PI / 180;

/** Reduces a heading to [0, 360). */
export function normalizeHeading(h: number): number {
  const r = h % 360;
  const n = r < 0 ? r + 360 : r;
  return n === 360 ? 0 : n + 0; // + 0 turns -0 into 0
}

/** Signed difference b − a reduced to (−180, 180]. */
export function headingDelta(a: number, b: number): number {
  const d = normalizeHeading(b - a);
  return d > 180 ? d - 360 : d;
}

/** Writes cos and sin of a heading in degrees into `out[0]`, `out[1]` (no allocation on the hot path). */
export function cosSinInto(h: number, out: Float64Array | number[]): void {
  const n = normalizeHeading(h);
  const q = Math.floor(n / 90);
  const rem = n - 90 * q;
  let c: number;
  let s: number;
  if (rem === 0) {
    c = 1;
    s = 0;
  } else {
    c = Math.cos(rem * DEG);
    s = Math.sin(rem * DEG);
  }
  switch (q) {
    case 0:
      out[0] = c;
      out[1] = s;
      return;
    case 1:
      out[0] = 0 - s; // 0 − s, not −s: cos 90° is 0, never −0
      out[1] = c;
      return;
    case 2:
      out[0] = -c;
      out[1] = 0 - s;
      return;
    default:
      out[0] = s;
      out[1] = -c;
  }
}

const scratch = new Float64Array(2);

/** cos of a heading in degrees (exact at multiples of 90°). */
export function cosDeg(h: number): number {
  cosSinInto(h, scratch);
  return scratch[0] as number;
}

/** sin of a heading in degrees (exact at multiples of 90°). */
export function sinDeg(h: number): number {
  cosSinInto(h, scratch);
  return scratch[1] as number;
}

/** The heading, in [0, 360), of the vector (dx, dy). */
export function headingOf(dx: number, dy: number): number {
  return normalizeHeading(Math.atan2(dy, dx) / DEG);
}

/** Degrees to radians. */
export function toRadians(deg: number): number {
  return deg * DEG;
}
