import { fc, test } from '@fast-check/vitest';
import * as E from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import { describe, expect, it } from 'vitest';
import { decode } from '../../src/index.js';
import {
  aleaFromSeed,
  deckCodec,
  fork,
  nextFloat,
  rngStateCodec,
  rollD6,
  scriptedRng,
  type RngState,
} from '../../src/random/index.js';

function message<A>(input: unknown, codec: t.Type<A, A, unknown>): string {
  const e = decode(codec, input);
  return E.isLeft(e) ? e.left.message : '(decoded)';
}

describe('rngStateCodec: generator state read back from JSON', () => {
  test.prop([fc.string(), fc.nat(500)])('accepts every state a seeded stream reaches, after a JSON round trip', (seed, steps) => {
    let r: RngState = aleaFromSeed(seed);
    for (let i = 0; i < steps; i++) r = nextFloat(r).rng;
    const copy: unknown = JSON.parse(JSON.stringify(r));
    expect(decode(rngStateCodec, copy)).toEqual(E.right(r));
    expect(rngStateCodec.is(copy)).toBe(true);
  });

  it('accepts forks and scripted sources, faults included', () => {
    const forked = fork(aleaFromSeed('g'), 'bot');
    expect(E.isRight(decode(rngStateCodec, forked))).toBe(true);
    const dry = rollD6(scriptedRng([])).rng;
    expect(decode(rngStateCodec, JSON.parse(JSON.stringify(dry)))).toEqual(E.right(dry));
  });

  const good = aleaFromSeed('good');
  it.each([
    ['a carry that is not an integer', { ...good, c: 1.5 }, /c: expected an integer in 0\.\.2091638, got 1\.5/],
    ['a carry out of range', { ...good, c: 2091639 }, /c: expected an integer in 0\.\.2091638/],
    ['a word of 1 or more', { ...good, s1: 1 }, /s1: expected a multiple of 2\^-32 in \[0, 1\), got 1/],
    ['a word that is not a multiple of 2^-32', { ...good, s2: 0.1 }, /s2: expected a multiple of 2\^-32/],
    ['a missing word', { algorithm: 'alea', seed: 'x', c: 1, s0: 0.5, s1: 0.5 }, /s2: expected/],
    ['the all-zero fixed point', { algorithm: 'alea', seed: 'x', c: 0, s0: 0, s1: 0, s2: 0 }, /not a fixed point/],
    ['an unknown algorithm', { ...good, algorithm: 'mersenne' }, /^\(root\): expected a generator state with algorithm "alea" or "scripted", got an object$/],
    ['a scripted value that is not finite', { algorithm: 'scripted', values: [1, null], next: 0, fault: null }, /values\[1\]: expected a finite number, got null/],
    ['a scripted position below 0', { algorithm: 'scripted', values: [], next: -1, fault: null }, /next: expected a whole number >= 0, got -1/],
  ])('refuses %s, naming the path in one line', (_what, input, expected) => {
    const m = message(input, rngStateCodec);
    expect(m).toMatch(expected);
    expect(m.split('\n')).toHaveLength(1);
  });

  it('refuses the top fixed point (it would repeat one value forever)', () => {
    const top = 1 - 2 ** -32;
    expect(message({ algorithm: 'alea', seed: 'x', c: 2091638, s0: top, s1: top, s2: top }, rngStateCodec)).toMatch(/not a fixed point/);
  });
});

describe('deckCodec', () => {
  it('accepts a deck and refuses a card in both piles', () => {
    expect(E.isRight(decode(deckCodec, { drawPile: ['a', 'b'], discardPile: ['c'] }))).toBe(true);
    expect(message({ drawPile: ['a', 'b'], discardPile: ['a'] }, deckCodec)).toMatch(/card "a" appears twice/);
  });

  it('refuses card ids that are not strings, naming the path', () => {
    expect(message({ drawPile: ['a', 3], discardPile: [] }, deckCodec)).toMatch(/drawPile\[1\]: expected string, got 3/);
  });
});
