/**
 * Straight lines between hex centres, nudged both ways.
 *
 * The exact centre-to-centre line sometimes runs along a hexside, where the hex it "crosses"
 * is ambiguous. So the line is drawn twice, shifted a hair (ε) to the **left** and to the
 * **right** of the direction of travel. Where the two agree the answer is unambiguous; where
 * they differ the caller gets both hex sequences and the hexsides the exact line runs along, so
 * a ruleset can apply its own rule (Dawn of Battle §8.4.3 blocks only when both sides block).
 * @rule dawn-of-battle 8.4
 * @rule dawn-of-battle 8.4.3
 * @module
 */
import { hex, type Hex } from './coords.js';
import { directionTo } from './directions.js';
import { hexside, type Hexside } from './sides.js';

/** The result of {@link line} and {@link crossedHexes}. */
export interface HexLine {
  /**
   * The hexes of the line nudged to the **left** of the direction of travel (as drawn on
   * screen, looking from `a` toward `b`), in order from `a` to `b` inclusive, each adjacent to
   * the next: `distance(a, b) + 1` of them for {@link line}, every hex passed through for
   * {@link crossedHexes}.
   */
  readonly hexes: ReadonlyArray<Hex>;
  /**
   * The same for the line nudged to the **right**, only when it differs from `hexes`;
   * otherwise `null`.
   */
  readonly alternate: ReadonlyArray<Hex> | null;
  /**
   * Where the two sequences differ, the hexside between `hexes[i]` and `alternate[i]`: for
   * {@link crossedHexes}, exactly the sides the centre line runs along. Empty when `alternate`
   * is `null`.
   */
  readonly sides: ReadonlyArray<Hexside>;
}

const SQRT3 = Math.sqrt(3);
/** Size of the nudge, in hex-size units; far above float noise, far below any real geometry. */
const EPSILON = 1e-6;
/** Pixel vectors (pointy-top, size 1) from a hex centre to its neighbour's, by direction. */
const UX = [SQRT3 / 2, SQRT3, SQRT3 / 2, -SQRT3 / 2, -SQRT3, -SQRT3 / 2] as const;
const UY = [-1.5, 0, 1.5, 1.5, 0, -1.5] as const;
const DQ = [1, 1, 0, -1, -1, 0] as const;
const DR = [-1, 0, 1, 1, 0, -1] as const;
/**
 * {@link hex} bound once: module runners that rewrite imports into property reads (vitest's)
 * would otherwise add a getter call to every hex a line allocates.
 */
const mkHex = hex;

/**
 * The line drawn between the centres of `a` and `b` as a **sequence of `distance(a, b) + 1`
 * hexes**, each adjacent to the next: the hex under the point at `t = i / n` for each step
 * `i` (Red Blob Games' lerp-and-round line), nudged ε to the left for `hexes` and to the right
 * for `alternate`. `alternate` is present when some sampled point lies exactly on a hexside,
 * which includes every line that runs along hexsides. Use it for "a straight line of hexes"
 * (movement, ranges, drawing). For line of sight use {@link crossedHexes}, which lists every
 * hex the line passes through, including corners it clips. `line(a, a)` is
 * `{ hexes: [a], alternate: null, sides: [] }`.
 * @rule dawn-of-battle 8.4.3
 */
export function line(a: Hex, b: Hex): HexLine {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  const ds = -dq - dr;
  const n = (Math.abs(dq) + Math.abs(dr) + Math.abs(ds)) / 2;
  if (n === 0) return { hexes: [a], alternate: null, sides: [] };
  // Exact integer walk (a Bresenham for cube coordinates): the point at step i is
  // a + (dq, dr, ds)·i/n; each coordinate keeps its rounded value and its rounding error scaled
  // by 2n (so comparisons are exact: no float noise, no division, no Math.round). Cube rounding
  // fixes the coordinate with the largest error when the rounded coordinates do not sum to zero;
  // only when that largest error is shared (the point lies exactly on a hexside or a vertex) can
  // the two ε-nudges disagree, and only then are they worked out (in floating point, where the
  // nudge is far above the arithmetic's noise).
  const n2 = 2 * n;
  let q = a.q;
  let r = a.r;
  let s = -q - r;
  let eq = 0;
  let er = 0;
  let es = 0;
  // Filled in place (exactly n + 1 entries), so the array never grows.
  const left = new Array<Hex>(n + 1);
  left[0] = a;
  let right: Hex[] | null = null;
  let nq = NaN;
  let nr = 0;
  const dq2 = 2 * dq;
  const dr2 = 2 * dr;
  const ds2 = 2 * ds;
  for (let i = 1; i < n; i++) {
    eq += dq2;
    if (eq >= n) { q++; eq -= n2; } else if (eq < -n) { q--; eq += n2; }
    er += dr2;
    if (er >= n) { r++; er -= n2; } else if (er < -n) { r--; er += n2; }
    es += ds2;
    if (es >= n) { s++; es -= n2; } else if (es < -n) { s--; es += n2; }
    const aq = eq < 0 ? -eq : eq;
    const ar = er < 0 ? -er : er;
    const as = es < 0 ? -es : es;
    let h: Hex;
    if (q + r + s === 0) h = mkHex(q, r); // the rounded point is already a hex: nothing to fix
    else if (aq > ar && aq > as) h = mkHex(-r - s, r);
    else if (ar > aq && ar > as) h = mkHex(q, -q - s);
    else if (as > aq && as > ar) h = mkHex(q, r);
    else {
      // A tie for the largest error: round the two nudged points separately.
      if (nq !== nq) {
        const vx = SQRT3 * (dq + dr / 2);
        const vy = 1.5 * dr;
        const len = Math.sqrt(vx * vx + vy * vy);
        // Left normal (vy, −vx) in pixels, mapped back to axial and scaled to ε.
        nr = ((-vx / len) * EPSILON) / 1.5;
        nq = ((vy / len) * EPSILON) / SQRT3 - nr / 2;
      }
      const fq = a.q + (dq / n) * i;
      const fr = a.r + (dr / n) * i;
      const l = roundQR(fq + nq, fr + nr);
      const rq = roundQ(fq - nq, fr - nr);
      const rr = roundedR;
      if (rq !== l.q || rr !== l.r) {
        right ??= left.slice();
        right[i] = mkHex(rq, rr);
      } else if (right !== null) {
        right[i] = l;
      }
      left[i] = l;
      continue;
    }
    left[i] = h;
    if (right !== null) right[i] = h;
  }
  left[n] = b;
  if (right !== null) right[n] = b;
  return right === null ? { hexes: left, alternate: null, sides: NO_SIDES } : pair(left, right);
}

/** The `sides` of every line without an alternate: one shared frozen empty array. */
const NO_SIDES: ReadonlyArray<Hexside> = Object.freeze([]);

/** Cube-rounds (q, r) to a hex. */
function roundQR(fq: number, fr: number): Hex {
  const q = roundQ(fq, fr);
  return hex(q, roundedR);
}

/** Second result of {@link roundQ} (avoids allocating a pair in the hot loop). */
let roundedR = 0;

/** Cube-rounds (q, r): returns q and leaves r in `roundedR`. */
function roundQ(fq: number, fr: number): number {
  const fs = -fq - fr;
  let q = Math.round(fq);
  let r = Math.round(fr);
  const s = Math.round(fs);
  const eq = Math.abs(q - fq);
  const er = Math.abs(r - fr);
  const es = Math.abs(s - fs);
  if (eq > er && eq > es) q = -r - s;
  else if (er > es) r = -q - s;
  roundedR = r;
  return q;
}

/** Packs the left and right sequences into a {@link HexLine}. */
function pair(left: Hex[], right: Hex[]): HexLine {
  if (sameHexes(left, right)) return { hexes: left, alternate: null, sides: [] };
  const sides: Hexside[] = [];
  const n = Math.min(left.length, right.length);
  for (let i = 1; i < n - 1; i++) {
    const d = directionTo(left[i] as Hex, right[i] as Hex);
    if (d !== null) sides.push(hexside(left[i] as Hex, d));
  }
  return { hexes: left, alternate: right, sides };
}

/**
 * Every hex the straight line between the centres of `a` and `b` passes through, in order,
 * each adjacent to the next: the exact hex-by-hex walk of the segment (hexes are the Voronoi
 * cells of their centres), nudged ε left (`hexes`) and right (`alternate`). Where the line
 * clips a corner near a vertex, the clipped hex is listed, so there can be more than
 * `distance + 1` hexes. The two nudges differ when the line runs along hexsides (the direction
 * is a vertex direction and the hexes are 2 or more apart; `sides` then names those sides) and
 * when it passes exactly through a vertex, where each nudge clips a different corner (`sides`
 * is then empty). This is the primitive under {@link lineOfSight}.
 * @rule dawn-of-battle 8.4
 * @rule dawn-of-battle 8.4.3
 */
export function crossedHexes(a: Hex, b: Hex): HexLine {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  if (dq === 0 && dr === 0) return { hexes: [a], alternate: null, sides: [] };
  // Direction of travel in pointy-top unit pixels (x right, y down) and its left normal (y, −x).
  const vx = SQRT3 * (dq + dr / 2);
  const vy = 1.5 * dr;
  const len = Math.hypot(vx, vy);
  const nx = (vy / len) * EPSILON;
  const ny = (-vx / len) * EPSILON;
  const left = walk(a, b, vx, vy, nx, ny);
  const right = walk(a, b, vx, vy, -nx, -ny);
  if (sameHexes(left, right)) return { hexes: left, alternate: null, sides: [] };
  // Only a vertex direction runs along sides (the walks then align index by index); a line
  // through a single vertex merely clips a different corner on each side.
  const ds = -dq - dr;
  return dq === dr || dr === ds || dq === ds ? pair(left, right) : { hexes: left, alternate: right, sides: [] };
}

function sameHexes(x: ReadonlyArray<Hex>, y: ReadonlyArray<Hex>): boolean {
  if (x.length !== y.length) return false;
  for (let i = 0; i < x.length; i++) if ((x[i] as Hex).q !== (y[i] as Hex).q || (x[i] as Hex).r !== (y[i] as Hex).r) return false;
  return true;
}

/**
 * Walks the segment from centre(a) + n to centre(b) + n (pixel offset n), hex by hex: from the
 * current hex, it leaves through the side whose bisector it meets first.
 */
function walk(a: Hex, b: Hex, vx: number, vy: number, nx: number, ny: number): Hex[] {
  let q = a.q;
  let r = a.r;
  // Offset of the start point from the current hex centre (changes as we move between hexes).
  let ox = nx;
  let oy = ny;
  let tNow = 0;
  const out: Hex[] = [a];
  const dirs: number[] = [];
  const dots: number[] = [];
  for (let d = 0; d < 6; d++) {
    const dv = vx * (UX[d] as number) + vy * (UY[d] as number);
    if (dv > 1e-12) {
      dirs.push(d);
      dots.push(dv);
    }
  }
  const limit = 4 * (Math.abs(b.q - a.q) + Math.abs(b.r - a.r)) + 4;
  for (let guard = 0; (q !== b.q || r !== b.r) && guard < limit; guard++) {
    let best = -1;
    let bestT = Infinity;
    for (let i = 0; i < dirs.length; i++) {
      const d = dirs[i] as number;
      // The segment leaves the cell toward neighbour d where (p(t) − c)·u_d = |u_d|²/2 = 1.5.
      const t = (1.5 - (ox * (UX[d] as number) + oy * (UY[d] as number))) / (dots[i] as number);
      if (t > tNow - 1e-12 && t < bestT) {
        bestT = t;
        best = d;
      }
    }
    if (best < 0) break;
    tNow = bestT;
    q += DQ[best as 0];
    r += DR[best as 0];
    ox -= UX[best as 0];
    oy -= UY[best as 0];
    out.push(hex(q, r));
  }
  return out;
}
