/**
 * Axial hex coordinates: a hex is a plain `{ q, r }` object with integer fields. The third
 * cube coordinate is `s = -q - r`. Nothing here is a class, so hexes serialise as JSON and
 * compare by value ({@link hexEquals}) or by key ({@link hexKey}).
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { hexError, type HexError } from './errors.js';

declare const hexBrand: unique symbol;

/**
 * A hex in integer axial coordinates. The brand is compile-time only: at run time a `Hex` is
 * exactly `{ q, r }`. Make one with {@link hex} (trusted integers) or {@link checkHex}
 * (untrusted input, returns `Either`); `JSON.parse` output must go through {@link checkHex} or
 * the io-ts {@link hexCodec} before it is a `Hex` again.
 */
export type Hex = { readonly q: number; readonly r: number } & { readonly [hexBrand]: 'Hex' };

/** A point in axial space with real coordinates (a pixel mapped back, a point on a line). */
export interface FractionalHex {
  readonly q: number;
  readonly r: number;
}

/** Cube coordinates `{ q, r, s }` with `q + r + s = 0` (real-valued while interpolating). */
export interface Cube {
  readonly q: number;
  readonly r: number;
  readonly s: number;
}

/**
 * A hex from two coordinates you know are integers (literals, loop counters). Unchecked and
 * allocation-only, for hot paths; `-0` is normalised to `0` so values compare equal.
 * Use {@link checkHex} for anything that came from outside.
 */
export function hex(q: number, r: number): Hex {
  return { q: q + 0, r: r + 0 } as Hex;
}

/** The origin hex `{ q: 0, r: 0 }`. */
export const ORIGIN: Hex = hex(0, 0);

/**
 * Validates untrusted input as a hex: an object with finite integer `q` and `r`. Extra fields
 * are dropped. Non-integers, NaN, strings and missing fields give `Left` with the reason.
 */
export function checkHex(value: unknown): E.Either<HexError, Hex> {
  if (typeof value !== 'object' || value === null) {
    return E.left(hexError('not-integer', `A hex must be an object { q, r }, got ${value === null ? 'null' : typeof value}.`));
  }
  const { q, r } = value as { q?: unknown; r?: unknown };
  if (!Number.isSafeInteger(q)) return E.left(hexError('not-integer', `Hex coordinate q must be an integer, got ${String(q)}.`));
  if (!Number.isSafeInteger(r)) return E.left(hexError('not-integer', `Hex coordinate r must be an integer, got ${String(r)}.`));
  return E.right(hex(q as number, r as number));
}

/** True when `value` is an object whose `q` and `r` are safe integers (a type guard for `Hex`). */
export function isHex(value: unknown): value is Hex {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as { q?: unknown; r?: unknown };
  return Number.isSafeInteger(v.q) && Number.isSafeInteger(v.r);
}

/** Value equality of two hexes. */
export function hexEquals(a: Hex, b: Hex): boolean {
  return a.q === b.q && a.r === b.r;
}

/**
 * The canonical string key of a hex, `"q,r"` (e.g. `"3,-1"`): use it to key per-hex records in
 * JSON state. {@link parseHexKey} inverts it.
 */
export function hexKey(h: Hex): string {
  return `${h.q},${h.r}`;
}

/** Parses a key made by {@link hexKey}; anything else is `Left` with code `bad-key`. */
export function parseHexKey(key: string): E.Either<HexError, Hex> {
  const m = /^(-?\d+),(-?\d+)$/.exec(key);
  if (m === null) return E.left(hexError('bad-key', `Not a hex key "q,r": ${JSON.stringify(key)}.`));
  const q = Number(m[1]);
  const r = Number(m[2]);
  if (!Number.isSafeInteger(q) || !Number.isSafeInteger(r)) return E.left(hexError('bad-key', `Hex key out of range: ${key}.`));
  return E.right(hex(q, r));
}

/** The third cube coordinate of a hex, `s = -q - r`. */
export function hexS(h: FractionalHex): number {
  return -h.q - h.r + 0;
}

/** Cube coordinates of an axial point. */
export function toCube(h: FractionalHex): Cube {
  return { q: h.q, r: h.r, s: -h.q - h.r + 0 };
}

/** Axial coordinates of a cube point (drops `s`); integer cubes give a `Hex`. */
export function fromCube(c: Cube): FractionalHex {
  return { q: c.q, r: c.r };
}

/** Vector sum `a + b`. */
export function hexAdd(a: Hex, b: Hex): Hex {
  return hex(a.q + b.q, a.r + b.r);
}

/** Vector difference `a - b`. */
export function hexSubtract(a: Hex, b: Hex): Hex {
  return hex(a.q - b.q, a.r - b.r);
}

/** `h` scaled by the integer `k`. */
export function hexScale(h: Hex, k: number): Hex {
  return hex(h.q * k, h.r * k);
}

/**
 * The hex containing a fractional axial point: cube rounding (round each cube coordinate and
 * fix the one with the largest rounding error so `q + r + s = 0` still holds). Points exactly
 * on a boundary go to a definite side (JavaScript's `Math.round`), which is why
 * {@link line} nudges its end points.
 */
export function roundHex(p: FractionalHex): Hex {
  const s = -p.q - p.r;
  let q = Math.round(p.q);
  let r = Math.round(p.r);
  const rs = Math.round(s);
  const dq = Math.abs(q - p.q);
  const dr = Math.abs(r - p.r);
  const ds = Math.abs(rs - s);
  if (dq > dr && dq > ds) q = -r - rs;
  else if (dr > ds) r = -q - rs;
  return hex(q, r);
}

/** Linear interpolation between two axial points, `a + (b - a)·t`. */
export function hexLerp(a: FractionalHex, b: FractionalHex, t: number): FractionalHex {
  return { q: a.q + (b.q - a.q) * t, r: a.r + (b.r - a.r) * t };
}
