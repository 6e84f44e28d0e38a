import * as E from 'fp-ts/lib/Either.js';
import type seedrandom from 'seedrandom';
// Alea alone, not the package root: the root requires all seven of seedrandom's generators,
// which a browser bundle would then carry (about 2 KB gzipped). The module has no types of its
// own; it is the function the root exports as `seedrandom.alea`.
// @ts-expect-error -- no declaration file for seedrandom/lib/alea.js (typed just below)
import aleaModule from 'seedrandom/lib/alea.js';
import { randomError, type RandomError } from './errors.js';

const seedAlea = aleaModule as typeof seedrandom.alea;

/**
 * The state of a seeded generator, as plain JSON that lives inside the game state.
 *
 * `alea` is seedrandom's Alea generator: seeding is done by seedrandom itself, and each draw
 * then advances the four numbers with Alea's recurrence (the same arithmetic seedrandom runs,
 * checked draw-for-draw in the tests), so no closure is ever kept and restoring costs nothing.
 * `c` is an integer in 0..2091638 and `s0`..`s2` are multiples of 2^-32 in [0, 1); a JSON round
 * trip keeps them exactly ({@link rngStateCodec} checks a state read back from a file).
 */
export interface AleaState {
  readonly algorithm: 'alea';
  /** The seed label the stream was created from (informative; the numbers are the state). */
  readonly seed: string;
  readonly c: number;
  readonly s0: number;
  readonly s1: number;
  readonly s2: number;
}

/**
 * A scripted source for tests, tutorials and puzzles: integer draws yield `values` in order.
 * When it runs dry, or a value does not fit the range asked for, the draw returns the lowest
 * value of the range and the first such problem is kept in `fault` (see {@link scriptFault}),
 * so a ruleset can refuse the command instead of silently using an unscripted result.
 */
export interface ScriptedState {
  readonly algorithm: 'scripted';
  readonly values: ReadonlyArray<number>;
  readonly next: number;
  readonly fault: string | null;
}

/** Any generator state. */
export type RngState = AleaState | ScriptedState;

/** One draw: the value and the generator state to use for the next draw. */
export interface Draw<T> {
  readonly value: T;
  readonly rng: RngState;
}

/**
 * Creates a generator from a seed string. Any string is a valid seed (the empty string too);
 * anything else is refused, because seedrandom would silently turn it into a string (or, for
 * `undefined`, seed from the clock).
 */
export function createRng(seed: unknown): E.Either<RandomError, RngState> {
  if (typeof seed !== 'string') {
    return E.left(randomError('bad-seed', `A seed must be a string, got ${seed === null ? 'null' : typeof seed}.`));
  }
  return E.right(aleaFromSeed(seed));
}

// The last seed aleaFromSeed seeded, and its numbers.
let lastSeed: string | null = null;
let lastSeeded = { c: 0, s0: 0, s1: 0, s2: 0 };

/** Creates a generator from a seed already known to be a string (no Either to unwrap). */
export function aleaFromSeed(seed: string): AleaState {
  // The last seed's numbers are remembered: a simulated game seeds its dice and its agents'
  // streams from the same seed, one after the other. Each caller gets its own object.
  if (seed !== lastSeed) {
    const prng = seedAlea(seed, { state: true });
    lastSeeded = prng.state() as unknown as { c: number; s0: number; s1: number; s2: number };
    lastSeed = seed;
  }
  const s = lastSeeded;
  return { algorithm: 'alea', seed, c: s.c, s0: s.s0, s1: s.s1, s2: s.s2 };
}

/** A scripted source that yields `values` in order (see {@link ScriptedState}). */
export function scriptedRng(values: ReadonlyArray<number>): RngState {
  return { algorithm: 'scripted', values: [...values], next: 0, fault: null };
}

/** The first problem a scripted source met (ran dry, value out of range), or `null`. */
export function scriptFault(rng: RngState): string | null {
  return rng.algorithm === 'scripted' ? rng.fault : null;
}

/** Values a scripted source has not yet yielded (0 for a seeded generator). */
export function scriptRemaining(rng: RngState): number {
  return rng.algorithm === 'scripted' ? Math.max(0, rng.values.length - rng.next) : 0;
}

const TWO_POW_32 = 4294967296;
const TWO_POW_MINUS_32 = 2.3283064365386963e-10;

const MAX_REDRAWS = 1024;

/** The most values one integer draw can range over: Alea yields 32 random bits per step. */
export const MAX_INT_RANGE = TWO_POW_32;

function aleaStep(s: AleaState): { readonly value: number; readonly rng: AleaState } {
  const t = 2091639 * s.s0 + s.c * TWO_POW_MINUS_32;
  const c = t | 0;
  const s2 = t - c;
  return { value: s2, rng: { algorithm: 'alea', seed: s.seed, c, s0: s.s1, s1: s.s2, s2 } };
}

/** A float in [0, 1) with 32 random bits. A scripted source yields its next value, which must lie in [0, 1). */
export function nextFloat(rng: RngState): Draw<number> {
  if (rng.algorithm === 'alea') return aleaStep(rng);
  return scripted(rng, 0, 1, false);
}

function scripted(rng: ScriptedState, lo: number, hi: number, integer: boolean): Draw<number> {
  const v = rng.values[rng.next];
  const fits = v !== undefined && (integer ? Number.isInteger(v) && v >= lo && v <= hi : v >= lo && v < hi);
  if (fits) return { value: v, rng: { ...rng, next: rng.next + 1 } };
  const problem =
    v === undefined
      ? `scripted source ran dry after ${rng.values.length} values`
      : `scripted value ${v} at position ${rng.next} does not fit ${integer ? `${lo}..${hi}` : `[${lo}, ${hi})`}`;
  return { value: lo, rng: { ...rng, next: rng.next + 1, fault: rng.fault ?? problem } };
}

/**
 * An integer in lo..hi inclusive, for integer bounds the caller has already validated
 * (lo <= hi, at most {@link MAX_INT_RANGE} values). Library code uses this on hot paths;
 * {@link nextInt} is the checked public form.
 *
 * Exactly uniform: the 32-bit draw is split into equal buckets and a draw landing in the
 * leftover top sliver (fewer than `hi - lo + 1` of the 2^32 values) is redrawn. For a die that
 * happens about once in a billion draws, so sequences match a plain `floor(u * n)` almost always.
 */
export function drawInt(rng: RngState, lo: number, hi: number): Draw<number> {
  if (rng.algorithm === 'scripted') return scripted(rng, lo, hi, true);
  const n = hi - lo + 1;
  const bucket = Math.floor(TWO_POW_32 / n);
  const limit = bucket * n;
  let d = aleaStep(rng);
  let k = d.value * TWO_POW_32;
  // A healthy stream leaves this loop after one step (for any n, odds of another are below
  // 1/2 per step); the cap only stops a hand-made degenerate state from spinning forever.
  for (let tries = 1; k >= limit && tries < MAX_REDRAWS; tries++) {
    d = aleaStep(d.rng);
    k = d.value * TWO_POW_32;
  }
  return { value: lo + Math.min(n - 1, Math.floor(k / bucket)), rng: d.rng };
}

/**
 * An integer in lo..hi inclusive. Non-integer bounds, lo > hi, or a range wider than
 * {@link MAX_INT_RANGE} values are refused.
 */
export function nextInt(rng: RngState, lo: number, hi: number): E.Either<RandomError, Draw<number>> {
  if (!Number.isSafeInteger(lo) || !Number.isSafeInteger(hi)) {
    return E.left(randomError('bad-range', `nextInt needs integer bounds, got ${lo}..${hi}.`));
  }
  if (lo > hi) return E.left(randomError('bad-range', `nextInt needs lo <= hi, got ${lo}..${hi}.`));
  if (hi - lo + 1 > MAX_INT_RANGE) {
    return E.left(randomError('bad-range', `nextInt ranges over at most 2^32 values, got ${lo}..${hi}.`));
  }
  return E.right(drawInt(rng, lo, hi));
}

/** One six-sided die. */
export function rollD6(rng: RngState): Draw<number> {
  return drawInt(rng, 1, 6);
}

/** The most dice one {@link rollDice} call rolls; more is certainly a bug, not a game. */
export const MAX_DICE = 1_000_000;

/** `n` dice of `sides` sides, in the order rolled. */
export function rollDice(rng: RngState, n: number, sides = 6): E.Either<RandomError, Draw<number[]>> {
  if (!Number.isSafeInteger(n) || n < 0 || n > MAX_DICE) {
    return E.left(randomError('bad-count', `rollDice needs a whole number of dice in 0..${MAX_DICE}, got ${n}.`));
  }
  if (!Number.isSafeInteger(sides) || sides < 1 || sides > MAX_INT_RANGE) {
    return E.left(randomError('bad-range', `rollDice needs dice with 1..2^32 sides, got ${sides}.`));
  }
  const values: number[] = [];
  let r = rng;
  for (let i = 0; i < n; i++) {
    const d = drawInt(r, 1, sides);
    values.push(d.value);
    r = d.rng;
  }
  return E.right({ value: values, rng: r });
}

/** Murmur3's finaliser: an avalanche of all 32 bits (every input bit flips each output bit about half the time). */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** FNV-1a's running hash over `text`'s UTF-16 code units, from `h` (not finalised). */
function fnvChars(h: number, text: string): number {
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h;
}

/** A 32-bit hash of a string (FNV-1a over UTF-16 code units, then {@link fmix32}), keyed by `key`. */
function hashLabel(label: string, key: number): number {
  return fmix32(fnvChars((0x811c9dc5 ^ key) >>> 0, label) ^ label.length);
}

/** Folds one 32-bit word into a running hash (murmur3's block step). */
function absorb(h: number, word: number): number {
  let k = Math.imul(word >>> 0, 0xcc9e2d51);
  k = Math.imul((k << 15) | (k >>> 17), 0x1b873593);
  h ^= k;
  h = (h << 13) | (h >>> 19);
  return (Math.imul(h, 5) + 0xe6546b64) >>> 0;
}

// The two keys a fork label is hashed with.
const KEY_A = 0x9e3779b9;
const KEY_B = 0x7f4a7c15;

/**
 * An independent stream for `label` (a bot, a rollout, a worker). It is seeded by hashing the
 * parent's current state with the label, so its draws are not the parent's draws (nor an offset
 * of them) and holding it tells nothing about the parent's future; the parent is not advanced.
 * Forking the same state with the same label twice gives the same stream, which is what makes a
 * bot's choices replayable: give each bot (and each ply) its own label. A scripted parent gives
 * a seeded child: scripts force the game's dice, not a bot's.
 *
 * The child's three words are hashed straight from the parent's four numbers and two 32-bit
 * hashes of the label (murmur3 steps), not by re-seeding Alea from a long string, so a fork costs
 * well under a microsecond. Game states never hold a fork (forks feed agents, never the rules),
 * so saved games and replays do not depend on how a fork is derived.
 */
export function fork(rng: RngState, label: string): RngState {
  return child(rng, `${rng.algorithm === 'alea' ? rng.seed : 'scripted'}/${label}`, hashLabel(label, KEY_A), hashLabel(label, KEY_B));
}

/** The fork of `rng` whose label hashes to `a` and `b`, named `seed`. */
function child(rng: RngState, seed: string, a: number, b: number): AleaState {
  if (rng.algorithm === 'alea') {
    // The parent's four numbers as 32-bit words: c, then s0..s2 scaled back from multiples of 2^-32.
    const w1 = rng.s0 * TWO_POW_32;
    const w2 = rng.s1 * TWO_POW_32;
    const w3 = rng.s2 * TWO_POW_32;
    a = absorb(absorb(absorb(absorb(a, rng.c), w1), w2), w3);
    b = absorb(absorb(absorb(absorb(b, rng.c ^ 0x5bd1e995), w1 ^ 0x5bd1e995), w2 ^ 0x5bd1e995), w3 ^ 0x5bd1e995);
  } else {
    a = absorb(a, rng.next);
    b = absorb(b, hashLabel(rng.values.join(','), rng.next));
  }
  // Three well-mixed words from the two hashes (splitmix-style counter through the finaliser).
  const w0 = fmix32(a ^ Math.imul(b, 0x9e3779b1));
  const w1 = fmix32(b ^ Math.imul(w0 + 0x632be5ab, 0x85ebca77));
  const w2 = fmix32((a + Math.imul(w1, 0xc2b2ae3d)) >>> 0);
  // c = 1 as after Alea's own seeding; the words become multiples of 2^-32 in [0, 1).
  return { algorithm: 'alea', seed, c: 1, s0: w0 * TWO_POW_MINUS_32, s1: w1 * TWO_POW_MINUS_32, s2: w2 * TWO_POW_MINUS_32 };
}

/**
 * Numbered forks of one parent under one label prefix: {@link forkNumbered}`(f, n)` is
 * `fork(rng, prefix + n)`, with the prefix hashed once (a simulated game forks its agents'
 * stream per side and ply: `agent/A/ply/` then the ply).
 */
export interface ForkFamily {
  readonly rng: RngState;
  readonly prefix: string;
  /** The child's name without the number. */
  readonly seed: string;
  /** The label hashes' running states after the prefix (FNV-1a, not finalised). */
  readonly a: number;
  readonly b: number;
}

/** The numbered forks of `rng` under `prefix` (see {@link ForkFamily}). */
export function forkFamily(rng: RngState, prefix: string): ForkFamily {
  return {
    rng,
    prefix,
    seed: `${rng.algorithm === 'alea' ? rng.seed : 'scripted'}/${prefix}`,
    a: fnvChars((0x811c9dc5 ^ KEY_A) >>> 0, prefix),
    b: fnvChars((0x811c9dc5 ^ KEY_B) >>> 0, prefix),
  };
}

// Decimal digits of a number, least significant first (scratch space of forkNumbered).
const digits = new Int32Array(10);

/** `fork(f.rng, f.prefix + n)`, hashing only the digits of `n` (any other number takes the long way). */
export function forkNumbered(f: ForkFamily, n: number): RngState {
  if (!(Number.isInteger(n) && n >= 0 && n < 1e9)) return fork(f.rng, f.prefix + String(n));
  let count = 0;
  let m = n;
  do {
    digits[count++] = m % 10;
    m = (m / 10) | 0;
  } while (m > 0);
  let a = f.a;
  let b = f.b;
  for (let i = count - 1; i >= 0; i--) {
    const c = 48 + digits[i]!;
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x01000193);
  }
  const length = f.prefix.length + count;
  return child(f.rng, f.seed + n, fmix32(a ^ length), fmix32(b ^ length));
}
