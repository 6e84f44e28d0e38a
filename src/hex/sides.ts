/**
 * Hexsides and vertices as first-class values with one canonical form each, so terrain can sit
 * on a side (rivers, walls, slopes) or a corner and be keyed in JSON records.
 *
 * - A **hexside** is the edge two neighbours share. Canonically it is named from the hex for
 *   which the side lies in direction 0, 1 or 2: `{ q, r, d }` with `d ∈ {0, 1, 2}`. The side of
 *   `h` in direction 3..5 is the side `d − 3` of the neighbour across it.
 * - A **vertex** is the corner three hexes share. Vertex `k` of a hex lies between directions
 *   `k` and `k + 1` (the same numbering as facings). Canonically it is named as vertex 0 or 1 of
 *   one of its three hexes: `{ q, r, v }` with `v ∈ {0, 1}`.
 *
 * Keys: {@link hexsideKey} gives `"q,r~d"`, {@link vertexKey} gives `"q,r^v"`.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { hex, type Hex } from './coords.js';
import { directionTo, type Direction } from './directions.js';
import { hexError, type HexError } from './errors.js';
import type { Facing } from './facing.js';

/** A hexside in canonical form: side `d` (0, 1 or 2) of hex `(q, r)`. Plain JSON. */
export interface Hexside {
  readonly q: number;
  readonly r: number;
  readonly d: 0 | 1 | 2;
}

/** A vertex in canonical form: corner `v` (0 or 1) of hex `(q, r)`. Plain JSON. */
export interface Vertex {
  readonly q: number;
  readonly r: number;
  readonly v: 0 | 1;
}

const DQ = [1, 1, 0, -1, -1, 0] as const;
const DR = [-1, 0, 1, 1, 0, -1] as const;

/** The side of `h` in direction `d`, in canonical form. */
export function hexside(h: Hex, d: Direction): Hexside {
  if (d < 3) return { q: h.q, r: h.r, d: d as 0 | 1 | 2 };
  return { q: h.q + DQ[d] + 0, r: h.r + DR[d] + 0, d: (d - 3) as 0 | 1 | 2 };
}

/** The side shared by two neighbours; `Left('not-adjacent')` otherwise. */
export function hexsideBetween(a: Hex, b: Hex): E.Either<HexError, Hexside> {
  const d = directionTo(a, b);
  if (d === null) return E.left(hexError('not-adjacent', `Hexes ${a.q},${a.r} and ${b.q},${b.r} are not neighbours, so they share no hexside.`));
  return E.right(hexside(a, d));
}

/** The two hexes either side of a hexside: `[(q, r), its neighbour in direction d]`. */
export function hexsideHexes(s: Hexside): readonly [Hex, Hex] {
  return [hex(s.q, s.r), hex(s.q + DQ[s.d], s.r + DR[s.d])];
}

/** The six sides of `h`, in direction order. */
export function hexsidesOf(h: Hex): Hexside[] {
  return [0, 1, 2, 3, 4, 5].map((d) => hexside(h, d as Direction));
}

/** Value equality of two canonical hexsides. */
export function hexsideEquals(a: Hexside, b: Hexside): boolean {
  return a.q === b.q && a.r === b.r && a.d === b.d;
}

/** The canonical key of a hexside, `"q,r~d"`: key per-side records with it. */
export function hexsideKey(s: Hexside): string {
  return `${s.q},${s.r}~${s.d}`;
}

/** Parses a {@link hexsideKey}; anything else (including non-canonical `d`) is `Left('bad-key')`. */
export function parseHexsideKey(key: string): E.Either<HexError, Hexside> {
  const m = /^(-?\d+),(-?\d+)~([012])$/.exec(key);
  if (m === null) return E.left(hexError('bad-key', `Not a hexside key "q,r~d" (d = 0, 1 or 2): ${JSON.stringify(key)}.`));
  return E.right({ q: Number(m[1]) + 0, r: Number(m[2]) + 0, d: Number(m[3]) as 0 | 1 | 2 });
}

/**
 * The vertex `k` of `h` (between directions `k` and `k + 1`; the vertex a unit with facing `k`
 * faces), in canonical form.
 */
export function vertex(h: Hex, k: Facing): Vertex {
  switch (k) {
    case 0:
      return { q: h.q, r: h.r, v: 0 };
    case 1:
      return { q: h.q, r: h.r, v: 1 };
    case 2: // vertex 0 of the neighbour in direction 3
      return { q: h.q - 1, r: h.r + 1, v: 0 };
    case 3: // vertex 1 of the neighbour in direction 4
      return { q: h.q - 1, r: h.r + 0, v: 1 };
    case 4: // vertex 0 of the neighbour in direction 4
      return { q: h.q - 1, r: h.r + 0, v: 0 };
    default: // 5: vertex 1 of the neighbour in direction 5
      return { q: h.q + 0, r: h.r - 1, v: 1 };
  }
}

/** The three hexes that meet at a vertex. */
export function vertexHexes(x: Vertex): readonly [Hex, Hex, Hex] {
  const h = hex(x.q, x.r);
  return x.v === 0 ? [h, hex(x.q + 1, x.r - 1), hex(x.q + 1, x.r)] : [h, hex(x.q + 1, x.r), hex(x.q, x.r + 1)];
}

/** The six vertices of `h`, in order 0..5. */
export function verticesOf(h: Hex): Vertex[] {
  return [0, 1, 2, 3, 4, 5].map((k) => vertex(h, k as Facing));
}

/** The two end vertices of a hexside (side `d` of a hex runs from its vertex `d − 1` to `d`). */
export function hexsideVertices(s: Hexside): readonly [Vertex, Vertex] {
  const h = hex(s.q, s.r);
  return [vertex(h, ((s.d + 5) % 6) as Facing), vertex(h, s.d as Facing)];
}

/** Value equality of two canonical vertices. */
export function vertexEquals(a: Vertex, b: Vertex): boolean {
  return a.q === b.q && a.r === b.r && a.v === b.v;
}

/** The canonical key of a vertex, `"q,r^v"`. */
export function vertexKey(x: Vertex): string {
  return `${x.q},${x.r}^${x.v}`;
}

/** Parses a {@link vertexKey}; anything else is `Left('bad-key')`. */
export function parseVertexKey(key: string): E.Either<HexError, Vertex> {
  const m = /^(-?\d+),(-?\d+)\^([01])$/.exec(key);
  if (m === null) return E.left(hexError('bad-key', `Not a vertex key "q,r^v" (v = 0 or 1): ${JSON.stringify(key)}.`));
  return E.right({ q: Number(m[1]) + 0, r: Number(m[2]) + 0, v: Number(m[3]) as 0 | 1 });
}
