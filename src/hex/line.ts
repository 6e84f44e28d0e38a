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
 * The line drawn between the centres of `a` and `b` as a **sequence of `distance(a, b) + 1`
 * hexes**, each adjacent to the next: the hex under the point at `t = i / n` for each step
 * `i` (Red Blob Games' lerp-and-round line), nudged ε to the left for `hexes` and to the right
 * for `alternate`. `alternate` is present when some sampled point lies exactly on a hexside,
 * which includes every line that runs along hexsides. Use it for "a straight line of hexes"
 * (movement, ranges, drawing). For line of sight use {@link crossedHexes}, which lists every
 * hex the line passes through, including corners it clips. `line(a, a)` is
 * `{ hexes: [a], alternate: null, sides: [] }`.
 *
 * The end points are `a` and `b` themselves; the hexes between are fresh values, shared by
 * `hexes` and `alternate` where the two agree (hexes are immutable values: compare them with
 * `hexEquals` or `hexKey`).
 * @rule dawn-of-battle 8.4.3
 */
export function line(a: Hex, b: Hex): HexLine {
  const aq = a.q;
  const ar = a.r;
  const dq = b.q - aq;
  const dr = b.r - ar;
  const ds = -dq - dr;
  const n = ((dq < 0 ? -dq : dq) + (dr < 0 ? -dr : dr) + (ds < 0 ? -ds : ds)) >> 1;
  if (n === 0) return { hexes: [a], alternate: null, sides: NO_SIDES };
  // Every hex on the ring at distance i from `a` between the two directions that bracket the
  // line, u = DIR[d] and w = DIR[d + 1], is a + k·u + (i − k)·w (0 ≤ k ≤ i), and the point at
  // t = i/n, a + (nu·u + nw·w)·i/n, lies on the straight segment joining those ring hexes at
  // k = nu·i/n. So the hex under it is a + round(nu·i/n)·u + (i − round(nu·i/n))·w: one integer
  // error term per step (a Bresenham along the ring edge) instead of rounding three cube
  // coordinates. nu·i/n is exactly a half integer only when the point lies on the hexside
  // between the two candidates; there the nudges part, each onto the candidate on its side.
  // The sector: the direction d = u with nu ≥ 1 u-steps and nw ≥ 0 steps of the next one, w.
  let d: number;
  let nu: number;
  if (dr < 0 && ds <= 0) { d = 0; nu = -dr; }
  else if (dq > 0 && dr >= 0) { d = 1; nu = dq; }
  else if (ds < 0 && dq <= 0) { d = 2; nu = -ds; }
  else if (dr > 0 && ds >= 0) { d = 3; nu = dr; }
  else if (dq < 0 && dr <= 0) { d = 4; nu = -dq; }
  else { d = 5; nu = ds; }
  const w = d === 5 ? 0 : d + 1;
  const wq = DQ[w] as number;
  const wr = DR[w] as number;
  // Each step adds w; a step that rounds up adds u − w on top, i.e. trades a w-step for a u-step.
  const uq = (DQ[d] as number) - wq;
  const ur = (DR[d] as number) - wr;
  const n2 = 2 * n;
  const nu2 = 2 * nu;
  // Filled in place (exactly n + 1 entries), so the array never grows. Both nudged lines are
  // walked together: the right one is only materialised at the first tie (where they part).
  const left = new Array<Hex>(n + 1);
  left[0] = a;
  let right: Hex[] | null = null;
  // rem = (2·nu·i + n) mod 2n and (q, r) = a + k·u + (i − k)·w with k = round-half-up(nu·i/n).
  let rem = n;
  let q = aq;
  let r = ar;
  for (let i = 1; i < n; i++) {
    rem += nu2;
    q += wq;
    r += wr;
    if (rem >= n2) {
      rem -= n2;
      q += uq;
      r += ur;
    }
    // Object literals of one shape (the shape `hex` makes; `+ 0` turns −0 into 0 like `hex`
    // does), built inline: no call, no lookup, nothing the optimiser cannot see through.
    if (rem !== 0) {
      const h = { q: q + 0, r: r + 0 } as Hex;
      left[i] = h;
      if (right !== null) right[i] = h;
    } else {
      // A tie: the candidate with k u-steps or the one with k − 1. The side between them is
      // perpendicular to u − w, which (u turning clockwise into w on screen) points to the left
      // of travel in every sector, so the ε-left nudge always takes the one with more u-steps.
      if (right === null) right = left.slice(0, i);
      left[i] = { q: q + 0, r: r + 0 } as Hex;
      right[i] = { q: q - uq + 0, r: r - ur + 0 } as Hex;
    }
  }
  left[n] = b;
  if (right === null) return { hexes: left, alternate: null, sides: NO_SIDES };
  right[n] = b;
  return pair(left, right);
}

/** The `sides` of every line without an alternate: one shared frozen empty array. */
const NO_SIDES: ReadonlyArray<Hexside> = Object.freeze([]);

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
