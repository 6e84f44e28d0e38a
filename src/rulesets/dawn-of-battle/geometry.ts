/**
 * The hex geometry Dawn of Battle needs, on integer axial coordinates `{ q, r }` with flat-topped
 * hexes. Directions are numbered clockwise from north: 0 N, 1 NE, 2 SE, 3 S, 4 SW, 5 NW. A unit
 * faces a vertex (7.3): facing `f` is the vertex between directions `f` and `f + 1`, so its front
 * hexes lie in directions `f` and `f + 1`, its flanks in `f + 2` and `f + 5` and its rear in
 * `f + 3` and `f + 4`.
 *
 * This file stands in for `strategos/hex` while that module is being written; the names follow
 * its planned API so the switch is mechanical.
 * @module
 */

/** An axial hex coordinate. */
export interface Hex {
  readonly q: number;
  readonly r: number;
}

/** A direction or facing, 0..5. */
export type Dir = 0 | 1 | 2 | 3 | 4 | 5;

const DQ = [0, 1, 1, 0, -1, -1] as const;
const DR = [-1, -1, 0, 1, 1, 0] as const;

/** The six directions in order. */
export const DIRS: ReadonlyArray<Dir> = [0, 1, 2, 3, 4, 5];

/** `d` turned by `k` steps clockwise (negative: counter-clockwise). */
export function turn(d: number, k: number): Dir {
  return ((((d + k) % 6) + 6) % 6) as Dir;
}

/** The neighbour of `h` in direction `d`. */
export function step(h: Hex, d: number): Hex {
  const i = turn(d, 0);
  return { q: h.q + DQ[i]!, r: h.r + DR[i]! };
}

/** The six neighbours of `h`, indexed by direction. */
export function neighbors(h: Hex): Hex[] {
  return DIRS.map((d) => step(h, d));
}

/** The string key of a hex, used for records keyed by hex: `"q,r"`. */
export function hexKey(h: Hex): string {
  return `${h.q},${h.r}`;
}

/** Parses a `"q,r"` key; `null` when it is not one. */
export function parseHexKey(k: string): Hex | null {
  const m = /^(-?\d+),(-?\d+)$/.exec(k);
  if (!m) return null;
  return { q: Number(m[1]), r: Number(m[2]) };
}

/** True when both coordinates are equal. */
export function sameHex(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

/** Hex distance: the fewest steps between two hexes (range counting in 6.2 and 8.2). */
export function distance(a: Hex, b: Hex): number {
  const dq = a.q - b.q;
  const dr = a.r - b.r;
  return (Math.abs(dq) + Math.abs(dr) + Math.abs(dq + dr)) / 2;
}

/** The direction from `a` to an adjacent `b`, or `null` when they are not adjacent. */
export function directionTo(a: Hex, b: Hex): Dir | null {
  const dq = b.q - a.q;
  const dr = b.r - a.r;
  for (const d of DIRS) if (DQ[d] === dq && DR[d] === dr) return d;
  return null;
}

/** Which sector of a unit at `at` facing `facing` the adjacent hex `other` lies in (7.3). */
export function sectorOf(at: Hex, facing: Dir, other: Hex): 'front' | 'flank' | 'rear' | null {
  const d = directionTo(at, other);
  if (d === null) return null;
  const rel = turn(d, -facing);
  if (rel === 0 || rel === 1) return 'front';
  if (rel === 2 || rel === 5) return 'flank';
  return 'rear';
}

/**
 * The front, flank and rear hexes of a unit at `h` facing vertex `facing` (7.3).
 * @rule dawn-of-battle 7.3
 */
export function facingHexes(h: Hex, facing: Dir): { front: [Hex, Hex]; flank: [Hex, Hex]; rear: [Hex, Hex] } {
  return {
    front: [step(h, facing), step(h, facing + 1)],
    flank: [step(h, facing + 5), step(h, facing + 2)],
    rear: [step(h, facing + 3), step(h, facing + 4)],
  };
}

/**
 * True when `target` lies in the arc of fire of a unit at `from` facing `facing`: the 60° sector
 * that opens through both front hexes, i.e. `target − from = a·dir(f) + b·dir(f+1)` with
 * `a, b ≥ 0` (8.3; the book's diagram is missing, this is the digest's reading).
 * @rule dawn-of-battle 8.3
 */
export function inArc(from: Hex, facing: Dir, target: Hex): boolean {
  const u = facing;
  const v = turn(facing, 1);
  const dq = target.q - from.q;
  const dr = target.r - from.r;
  // Solve a*U + b*V = (dq, dr) for the two basis directions (a 2x2 integer system).
  const uq = DQ[u]!, ur = DR[u]!, vq = DQ[v]!, vr = DR[v]!;
  const det = uq * vr - ur * vq;
  if (det === 0) return false;
  const a = (dq * vr - dr * vq) / det;
  const b = (uq * dr - ur * dq) / det;
  return a >= 0 && b >= 0 && (a > 0 || b > 0);
}

/** Axial coordinates of offset column `col`, row `row` (flat-topped, odd columns shoved down). */
export function offsetToAxial(col: number, row: number): Hex {
  return { q: col, r: row - (col - (col & 1)) / 2 };
}

/** Offset `{ col, row }` of an axial hex (the inverse of {@link offsetToAxial}). */
export function axialToOffset(h: Hex): { col: number; row: number } {
  return { col: h.q, row: h.r + (h.q - (h.q & 1)) / 2 };
}

interface Cube {
  x: number;
  y: number;
  z: number;
}

function cubeRound(c: Cube): Hex {
  let rx = Math.round(c.x);
  let ry = Math.round(c.y);
  let rz = Math.round(c.z);
  const dx = Math.abs(rx - c.x);
  const dy = Math.abs(ry - c.y);
  const dz = Math.abs(rz - c.z);
  if (dx > dy && dx > dz) rx = -ry - rz;
  else if (dy > dz) ry = -rx - rz;
  else rz = -rx - ry;
  return { q: rx, r: rz };
}

/**
 * The hexes a centre-to-centre line from `a` to `b` crosses, end points included, computed twice
 * with the line nudged a hair to either side. When the line runs along a hexside the two lists
 * differ (one goes each side of the hexside); otherwise they are equal.
 */
export function line(a: Hex, b: Hex): { hexes: Hex[]; alternate: Hex[] } {
  const n = distance(a, b);
  const eps = 1e-6;
  const walk = (e: number): Hex[] => {
    const out: Hex[] = [];
    // Cube coordinates (x = q, z = r, y = -q - r) nudged by (e, e, -2e), which keeps x + y + z = 0.
    const ax = a.q + e, az = a.r - 2 * e, ay = -a.q - a.r + e;
    const bx = b.q + e, bz = b.r - 2 * e, by = -b.q - b.r + e;
    for (let i = 0; i <= n; i++) {
      const t = n === 0 ? 0 : i / n;
      out.push(cubeRound({ x: ax + (bx - ax) * t, y: ay + (by - ay) * t, z: az + (bz - az) * t }));
    }
    return out;
  };
  return { hexes: walk(eps), alternate: walk(-eps) };
}
