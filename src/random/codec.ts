/**
 * io-ts codecs for the random module's JSON state, for rulesets to embed in their state codecs
 * so that a saved game read back from a file is checked before it is played on. Each codec's
 * failure message says what was expected, in the `path: expected X, got Y` form `decode` prints.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { Deck } from './deck.js';
import type { AleaState, RngState, ScriptedState } from './rng.js';

/** A codec that runs `base`, then `check`; `check` returns the expected-description on failure. */
function checked<A>(name: string, base: t.Type<A, unknown, unknown>, check: (a: A) => string | null): t.Type<A, A, unknown> {
  return new t.Type<A, A, unknown>(
    name,
    (u): u is A => base.is(u) && check(u) === null,
    (u, c) => {
      const r = base.validate(u, c);
      if (E.isLeft(r)) return r;
      const problem = check(r.right);
      return problem === null ? r : t.failure(u, c, problem);
    },
    (a) => a,
  );
}

const TWO_POW_32 = 4294967296;

/** A number codec whose name is the expectation, so both kinds of failure read the same. */
function numberWhere(expected: string, ok: (n: number) => boolean): t.Type<number, number, unknown> {
  return checked(expected, t.number, (n) => (ok(n) ? null : expected));
}

const carry = numberWhere('an integer in 0..2091638', (n) => Number.isInteger(n) && n >= 0 && n <= 2091638);
const fraction32 = numberWhere('a multiple of 2^-32 in [0, 1)', (n) => n >= 0 && n < 1 && Number.isInteger(n * TWO_POW_32));

/**
 * An Alea state. Besides the ranges, the two fixed points of the recurrence (all words 0 with
 * carry 0; all words 1 - 2^-32 with the top carry) are refused: seeding never reaches them, and
 * they would repeat one value forever.
 */
export const aleaStateCodec: t.Type<AleaState, AleaState, unknown> = checked(
  'AleaState',
  t.readonly(
    t.type({ algorithm: t.literal('alea'), seed: t.string, c: carry, s0: fraction32, s1: fraction32, s2: fraction32 }),
    'AleaState',
  ),
  (s) => {
    const top = 1 - 1 / TWO_POW_32;
    const stuckLow = s.c === 0 && s.s0 === 0 && s.s1 === 0 && s.s2 === 0;
    const stuckHigh = s.c === 2091638 && s.s0 === top && s.s1 === top && s.s2 === top;
    return stuckLow || stuckHigh ? 'an Alea state that is not a fixed point of the generator' : null;
  },
);

const finite = numberWhere('a finite number', Number.isFinite);
const count = numberWhere('a whole number >= 0', (n) => Number.isSafeInteger(n) && n >= 0);

/** A scripted source's state. */
export const scriptedStateCodec: t.Type<ScriptedState, ScriptedState, unknown> = t.readonly(
  t.type({
    algorithm: t.literal('scripted'),
    values: t.readonlyArray(finite),
    next: count,
    fault: t.union([t.string, t.null]),
  }),
  'ScriptedState',
);

/**
 * Any generator state (see {@link RngState}). It dispatches on `algorithm`, so a bad state is
 * reported against its own kind only, not against every kind the union allows.
 */
export const rngStateCodec: t.Type<RngState, RngState, unknown> = new t.Type<RngState, RngState, unknown>(
  'RngState',
  (u): u is RngState => aleaStateCodec.is(u) || scriptedStateCodec.is(u),
  (u, c) => {
    const algorithm = typeof u === 'object' && u !== null ? (u as { algorithm?: unknown }).algorithm : undefined;
    if (algorithm === 'alea') return aleaStateCodec.validate(u, c);
    if (algorithm === 'scripted') return scriptedStateCodec.validate(u, c);
    return t.failure(u, c, 'a generator state with algorithm "alea" or "scripted"');
  },
  (a) => a,
);

/** A deck: two piles of string card ids, no id twice across both piles. */
export const deckCodec: t.Type<Deck, Deck, unknown> = checked(
  'Deck',
  t.readonly(t.type({ drawPile: t.readonlyArray(t.string), discardPile: t.readonlyArray(t.string) }), 'Deck'),
  (d) => {
    const seen = new Set<string>();
    for (const c of [...d.drawPile, ...d.discardPile]) {
      if (seen.has(c)) return `a deck with distinct card ids (card "${c}" appears twice)`;
      seen.add(c);
    }
    return null;
  },
);
