/**
 * The six directions, neighbours, distance, rotation, rings and ranges.
 *
 * **Direction convention.** Directions are numbered 0..5 **clockwise as drawn on screen** (y
 * grows downward), starting from the axial vector `(+1, -1)`. The numbering lives in axial
 * space, so it is the same for both orientations; only the compass names differ:
 *
 * | direction | axial `(dq, dr)` | pointy-top | flat-top |
 * |---|---|---|---|
 * | 0 | (+1, −1) | NE | NE |
 * | 1 | (+1, 0)  | E  | SE |
 * | 2 | (0, +1)  | SE | S  |
 * | 3 | (−1, +1) | SW | SW |
 * | 4 | (−1, 0)  | W  | NW |
 * | 5 | (0, −1)  | NW | N  |
 *
 * This is the library's convention (ruling DOB-R5: `d0..d5` clockwise, pointy-top `d0` = NE).
 * @rule dawn-of-battle 7.3
 * @ruling DOB-R5
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { hex, type Hex } from './coords.js';
import { hexError, type HexError } from './errors.js';

/** One of the six directions, numbered clockwise (see the module comment for the table). */
export type Direction = 0 | 1 | 2 | 3 | 4 | 5;

/** The six directions in order. */
export const DIRECTIONS: ReadonlyArray<Direction> = [0, 1, 2, 3, 4, 5];

/** Axial unit vectors, indexed by {@link Direction}. */
export const DIRECTION_VECTORS: ReadonlyArray<Hex> = [hex(1, -1), hex(1, 0), hex(0, 1), hex(-1, 1), hex(-1, 0), hex(0, -1)];

const DQ = [1, 1, 0, -1, -1, 0] as const;
const DR = [-1, 0, 1, 1, 0, -1] as const;

/** Hex orientation: pointy-top (rows are straight) or flat-top (columns are straight). */
export type Orientation = 'pointy' | 'flat';

/** Compass names of the six directions for an orientation (see the module table). */
export const COMPASS: Readonly<Record<Orientation, ReadonlyArray<string>>> = {
  pointy: ['NE', 'E', 'SE', 'SW', 'W', 'NW'],
  flat: ['NE', 'SE', 'S', 'SW', 'NW', 'N'],
};

/** True when `d` is an integer 0..5. */
export function isDirection(d: unknown): d is Direction {
  return d === 0 || d === 1 || d === 2 || d === 3 || d === 4 || d === 5;
}

/** Validates a direction (integer 0..5). */
export function checkDirection(d: unknown): E.Either<HexError, Direction> {
  return isDirection(d) ? E.right(d) : E.left(hexError('bad-direction', `A direction must be an integer 0..5, got ${String(d)}.`));
}

/** `d` turned clockwise by `steps` × 60° (negative turns counter-clockwise). Works on facings too. */
export function turn<T extends Direction>(d: T, steps: number): T {
  return ((((d + steps) % 6) + 6) % 6) as T;
}

/** The opposite direction, `d + 3 (mod 6)`. */
export function opposite(d: Direction): Direction {
  return ((d + 3) % 6) as Direction;
}

/** The neighbour of `h` in direction `d`. */
export function neighbor(h: Hex, d: Direction): Hex {
  return hex(h.q + DQ[d], h.r + DR[d]);
}

/** The six neighbours of `h`, in direction order 0..5. */
export function neighbors(h: Hex): [Hex, Hex, Hex, Hex, Hex, Hex] {
  const { q, r } = h;
  return [hex(q + 1, r - 1), hex(q + 1, r), hex(q, r + 1), hex(q - 1, r + 1), hex(q - 1, r), hex(q, r - 1)];
}

/** The direction from `a` to its neighbour `b`, or `null` when they are not adjacent. */
export function directionTo(a: Hex, b: Hex): Direction | null {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  for (let d = 0; d < 6; d++) if (DQ[d as Direction] === dq && DR[d as Direction] === dr) return d as Direction;
  return null;
}

/** Hex distance: the fewest steps between two hexes (a metric on the grid). */
export function distance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  // The largest cube-coordinate difference (integer arithmetic only, no halving).
  return Math.max(Math.abs(dq), Math.abs(dr), Math.abs(dq + dr));
}

/** Hex distance from the origin (the length of a hex vector). */
export function hexLength(h: Hex): number {
  return (Math.abs(h.q) + Math.abs(h.r) + Math.abs(h.q + h.r)) / 2;
}

/** True when `a` and `b` are neighbours. */
export function isAdjacent(a: Hex, b: Hex): boolean {
  return distance(a, b) === 1;
}

/**
 * `h` rotated about `center` (default the origin) by `steps` × 60°, clockwise on screen for
 * positive steps, so that direction `d` maps to direction `d + steps`. Preserves distance.
 */
export function rotate(h: Hex, steps: number, center: Hex = hex(0, 0)): Hex {
  let q = h.q - center.q;
  let r = h.r - center.r;
  let n = ((steps % 6) + 6) % 6;
  while (n-- > 0) {
    // Clockwise 60°: (q, r, s) -> (-r, -s, -q).
    const s = -q - r;
    const nq = -r;
    r = -s;
    q = nq;
  }
  return hex(q + center.q, r + center.r);
}

/**
 * The reflection of `h` across the axis through `center` along direction `axis` (and its
 * opposite): maps direction `axis + k` to `axis - k`.
 */
export function reflect(h: Hex, axis: Direction, center: Hex = hex(0, 0)): Hex {
  // Reflection across the direction-2/5 axis is (q, r, s) -> (-q, -s, -r); conjugate by rotation.
  const local = rotate(hex(h.q - center.q, h.r - center.r), 2 - axis);
  const mirrored = hex(-local.q, local.q + local.r);
  const back = rotate(mirrored, axis - 2);
  return hex(back.q + center.q, back.r + center.r);
}

/**
 * The hexes at exactly distance `n` from `center` (`6n` of them), clockwise: starting at
 * `center + n·d4` and walking `n` steps in each direction 0..5 in turn (so the first hex is due
 * W on a pointy-top map, NW on a flat-top one). `ring(c, 0)` is `[c]`; a negative or
 * fractional `n` gives `[]` (use {@link checkRadius} to refuse it instead).
 */
export function ring(center: Hex, n: number): Hex[] {
  if (!Number.isSafeInteger(n) || n < 0) return [];
  if (n === 0) return [center];
  const out: Hex[] = [];
  let q = center.q - n;
  let r = center.r;
  for (let d = 0; d < 6; d++) {
    const dq = DQ[d as Direction];
    const dr = DR[d as Direction];
    for (let i = 0; i < n; i++) {
      out.push(hex(q, r));
      q += dq;
      r += dr;
    }
  }
  return out;
}

/**
 * Every hex within distance `n` of `center` (`3n² + 3n + 1` hexes), in axial order: by `q`,
 * then by `r`. A negative or fractional `n` gives `[]`.
 */
export function range(center: Hex, n: number): Hex[] {
  if (!Number.isSafeInteger(n) || n < 0) return [];
  const out: Hex[] = [];
  for (let dq = -n; dq <= n; dq++) {
    const lo = Math.max(-n, -dq - n);
    const hi = Math.min(n, -dq + n);
    for (let dr = lo; dr <= hi; dr++) out.push(hex(center.q + dq, center.r + dr));
  }
  return out;
}

/** Validates a radius or count: a non-negative safe integer. */
export function checkRadius(n: unknown): E.Either<HexError, number> {
  return Number.isSafeInteger(n) && (n as number) >= 0
    ? E.right(n as number)
    : E.left(hexError('bad-range', `A radius must be a non-negative integer, got ${String(n)}.`));
}
