/**
 * The hex geometry Dawn of Battle uses, as a thin layer over `strategos/hex` with plain
 * `{ q, r }` values (the hex module brands its coordinates; states and commands carry plain
 * JSON). Directions follow the hex module: 0..5 clockwise from axial (+1, −1), i.e. on the
 * flat-topped map 0 NE, 1 SE, 2 S, 3 SW, 4 NW, 5 N. A unit faces a vertex (7.3): facing `f`
 * lies between directions `f` and `f + 1`, so its front hexes are in directions `f` and `f + 1`,
 * its flanks in `f + 2` and `f + 5`, its rear in `f + 3` and `f + 4`. Facing 5 looks north
 * (front hexes N and NE); facing 2 looks south.
 * @module
 */
import * as H from '../../../hex/index.js';

/** An axial hex coordinate. */
export interface Hex {
  readonly q: number;
  readonly r: number;
}

/** A direction or facing, 0..5. */
export type Dir = 0 | 1 | 2 | 3 | 4 | 5;

const asHex = (h: Hex): H.Hex => h as H.Hex;

/** The six directions in order. */
export const DIRS: ReadonlyArray<Dir> = [0, 1, 2, 3, 4, 5];

/** `d` turned by `k` steps clockwise (negative: counter-clockwise). */
export function turn(d: number, k: number): Dir {
  return ((((d + k) % 6) + 6) % 6) as Dir;
}

/** The neighbour of `h` in direction `d`. */
export function step(h: Hex, d: number): Hex {
  return H.neighbor(asHex(h), turn(d, 0));
}

/** The six neighbours of `h`, indexed by direction. */
export function neighbors(h: Hex): Hex[] {
  return H.neighbors(asHex(h));
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
  return H.distance(asHex(a), asHex(b));
}

/** The direction from `a` to an adjacent `b`, or `null` when they are not adjacent. */
export function directionTo(a: Hex, b: Hex): Dir | null {
  const n = neighbors(a);
  for (const d of DIRS) if (n[d]!.q === b.q && n[d]!.r === b.r) return d;
  return null;
}

/**
 * The front, flank and rear hexes of a unit at `h` facing vertex `facing` (7.3).
 * @rule dawn-of-battle 7.3
 */
export function facingHexes(h: Hex, facing: Dir): { front: readonly [Hex, Hex]; flank: readonly [Hex, Hex]; rear: readonly [Hex, Hex] } {
  return H.facingHexes(asHex(h), facing);
}

/**
 * True when `target` lies in the arc of fire of a unit at `from` facing `facing`: the 60° sector
 * that opens through both front hexes (8.3; the book's diagram is missing, ruling DOB-R27 is our
 * reading, `strategos/hex` arc shape `'front'`).
 * @rule dawn-of-battle 8.3
 * @ruling DOB-R27
 */
export function inArc(from: Hex, facing: Dir, target: Hex): boolean {
  return H.inArc(asHex(from), facing, asHex(target), 'front');
}

/** Axial coordinates of offset column `col`, row `row` (flat-topped, odd columns shoved down). */
export function offsetToAxial(col: number, row: number): Hex {
  const h = H.fromOffset({ col, row }, 'odd-q');
  return { q: h.q, r: h.r };
}

/** Offset `{ col, row }` of an axial hex (the inverse of {@link offsetToAxial}). */
export function axialToOffset(h: Hex): { col: number; row: number } {
  return H.toOffset(asHex(h), 'odd-q');
}

/**
 * Every hex a centre-to-centre line from `a` to `b` crosses, end points included, nudged a hair
 * to either side (`strategos/hex` `crossedHexes`): the two lists differ when the line runs along
 * hexsides or through a vertex (8.4.3).
 * @rule dawn-of-battle 8.4.3
 */
export function line(a: Hex, b: Hex): { hexes: ReadonlyArray<Hex>; alternate: ReadonlyArray<Hex> } {
  const l = H.crossedHexes(asHex(a), asHex(b));
  return { hexes: l.hexes, alternate: l.alternate ?? l.hexes };
}
