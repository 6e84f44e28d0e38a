import { fc, test } from '@fast-check/vitest';
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import {
  aleaFromSeed,
  createDeck,
  deckCards,
  discard,
  draw,
  reshuffleAll,
  shuffle,
  shuffleList,
  type CardDraw,
  type Deck,
  type RandomError,
  type ReshufflePolicy,
  type RngState,
} from '../../src/random/index.js';

const right = <A>(e: E.Either<unknown, A>): A => {
  if (E.isLeft(e)) throw new Error(`expected Right, got ${JSON.stringify(e.left)}`);
  return e.right;
};

const sorted = (xs: ReadonlyArray<string>): string[] => [...xs].sort();
const ids = (n: number): string[] => Array.from({ length: n }, (_, i) => `c${i + 1}`);
const uniqueIds = fc.uniqueArray(fc.string({ minLength: 1, maxLength: 6 }), { maxLength: 40 });

describe('decks', () => {
  test.prop([uniqueIds, fc.string()])('a shuffle is a permutation of the draw pile', (cards, seed) => {
    const deck = right(createDeck(cards));
    const s = shuffle(deck, aleaFromSeed(seed));
    expect(sorted(s.deck.drawPile)).toEqual(sorted(cards));
    expect(s.deck.discardPile).toEqual([]);
  });

  test.prop([fc.array(fc.integer()), fc.string()])('shuffleList keeps every item, duplicates included', (items, seed) => {
    const s = shuffleList(items, aleaFromSeed(seed));
    expect([...s.items].sort((a, b) => a - b)).toEqual([...items].sort((a, b) => a - b));
  });

  it('the same seed shuffles the same way; another seed differently', () => {
    const deck = right(createDeck(ids(72)));
    const a = shuffle(deck, aleaFromSeed('s'));
    const b = shuffle(deck, aleaFromSeed('s'));
    const c = shuffle(deck, aleaFromSeed('t'));
    expect(a.deck).toEqual(b.deck);
    expect(a.rng).toEqual(b.rng);
    expect(c.deck.drawPile).not.toEqual(a.deck.drawPile);
  });

  it('Fisher–Yates gives all 6 orders of 3 cards equally often (chi-square)', () => {
    const counts = new Map<string, number>();
    let r: RngState = aleaFromSeed('orders');
    for (let i = 0; i < 60_000; i++) {
      const s: { items: string[]; rng: RngState } = shuffleList(['a', 'b', 'c'], r);
      const key = s.items.join('');
      counts.set(key, (counts.get(key) ?? 0) + 1);
      r = s.rng;
    }
    expect(counts.size).toBe(6);
    const chi = [...counts.values()].reduce((sum, c) => sum + (c - 10_000) ** 2 / 10_000, 0);
    expect(chi).toBeLessThan(20.52); // 5 degrees of freedom, 0.1% critical value
  });

  type Op = { readonly t: 'draw'; readonly policy: ReshufflePolicy } | { readonly t: 'discard'; readonly pick: number } | { readonly t: 'shuffle' } | { readonly t: 'reshuffleAll' };
  const op: fc.Arbitrary<Op> = fc.oneof(
    fc.record({ t: fc.constant('draw' as const), policy: fc.constantFrom<ReshufflePolicy>('when-emptied', 'when-needed') }),
    fc.record({ t: fc.constant('discard' as const), pick: fc.nat() }),
    fc.constant({ t: 'shuffle' as const }),
    fc.constant({ t: 'reshuffleAll' as const }),
  );

  test.prop([fc.integer({ min: 1, max: 30 }), fc.array(op, { maxLength: 120 }), fc.string()])(
    'cards are conserved: deck plus hand is always the starting set, with no card twice',
    (size, ops, seed) => {
      const all = ids(size);
      let deck: Deck = right(createDeck(all));
      let hand: string[] = [];
      let r: RngState = aleaFromSeed(seed);
      for (const o of ops) {
        const prev = deck;
        const before = JSON.stringify(prev);
        if (o.t === 'draw') {
          const d: E.Either<RandomError, CardDraw> = draw(deck, r, { reshuffle: o.policy });
          if (E.isLeft(d)) {
            expect(deckCards(deck)).toEqual([]);
            expect(d.left.code).toBe('empty-deck');
          } else {
            if (o.policy === 'when-emptied') {
              // §2.7.7: a draw never leaves an empty draw pile beside a non-empty discard pile.
              expect(d.right.deck.drawPile.length > 0 || d.right.deck.discardPile.length === 0).toBe(true);
            }
            hand = [...hand, d.right.card];
            deck = d.right.deck;
            r = d.right.rng;
          }
        } else if (o.t === 'discard') {
          if (hand.length === 0) continue;
          const i = o.pick % hand.length;
          deck = right(discard(deck, hand[i]!));
          hand = hand.filter((_, j) => j !== i);
        } else {
          const s: { deck: Deck; rng: RngState } = o.t === 'shuffle' ? shuffle(deck, r) : reshuffleAll(deck, r);
          deck = s.deck;
          r = s.rng;
        }
        expect(JSON.stringify(prev)).toBe(before); // the input deck is never mutated
        const held = [...deckCards(deck), ...hand];
        expect(new Set(held).size).toBe(held.length);
        expect(sorted(held)).toEqual(sorted(all));
      }
    },
  );

  it('draws from the top, and leaves the deck it was given alone', () => {
    const deck = Object.freeze(right(createDeck(['a', 'b', 'c'])));
    const snapshot = JSON.stringify(deck);
    const d = right(draw(deck, aleaFromSeed('x')));
    expect(d.card).toBe('a');
    expect(d.deck.drawPile).toEqual(['b', 'c']);
    expect(d.reshuffled).toBe(false);
    expect(JSON.stringify(deck)).toBe(snapshot);
  });

  it('reshuffleAll gathers both piles into a shuffled draw pile', () => {
    const deck: Deck = { drawPile: ['a', 'b'], discardPile: ['c', 'd', 'e'] };
    const s = reshuffleAll(deck, aleaFromSeed('all'));
    expect(sorted(s.deck.drawPile)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(s.deck.discardPile).toEqual([]);
  });

  it('a deck survives a JSON round trip and draws on identically', () => {
    let deck: Deck = shuffle(right(createDeck(ids(10))), aleaFromSeed('json')).deck;
    let r: RngState = aleaFromSeed('json-draws');
    for (let i = 0; i < 4; i++) {
      const d: CardDraw = right(draw(deck, r));
      deck = right(discard(d.deck, d.card));
      r = d.rng;
    }
    const copy = JSON.parse(JSON.stringify({ deck, r })) as { deck: Deck; r: RngState };
    const drawAll = (dk: Deck, rr: RngState): string[] => {
      const out: string[] = [];
      for (let i = 0; i < 15; i++) {
        const d: CardDraw = right(draw(dk, rr));
        out.push(d.card);
        dk = right(discard(d.deck, d.card));
        rr = d.rng;
      }
      return out;
    };
    expect(drawAll(copy.deck, copy.r)).toEqual(drawAll(deck, r));
  });
});

describe('§2.7.7 reshuffling', () => {
  const nearlyEmpty: Deck = { drawPile: ['last'], discardPile: ['d1', 'd2', 'd3'] };

  it('drawing the last card reshuffles the discard pile into a new deck at once', () => {
    const d = right(draw(nearlyEmpty, aleaFromSeed('r')));
    expect(d.card).toBe('last');
    expect(d.reshuffled).toBe(true);
    expect(sorted(d.deck.drawPile)).toEqual(['d1', 'd2', 'd3']);
    expect(d.deck.discardPile).toEqual([]);
  });

  it('the card just drawn is not in the new deck; discarded later, it waits on the new discard pile', () => {
    const d = right(draw(nearlyEmpty, aleaFromSeed('r')));
    const after = right(discard(d.deck, d.card));
    expect(after.drawPile).not.toContain('last');
    expect(after.discardPile).toEqual(['last']);
  });

  it("with the 'when-needed' policy the reshuffle waits for the next draw and takes later discards too", () => {
    const d = right(draw(nearlyEmpty, aleaFromSeed('r'), { reshuffle: 'when-needed' }));
    expect(d.reshuffled).toBe(false);
    expect(d.deck.drawPile).toEqual([]);
    const back = right(discard(d.deck, d.card));
    const next = right(draw(back, d.rng, { reshuffle: 'when-needed' }));
    expect(next.reshuffled).toBe(true);
    expect(sorted([next.card, ...next.deck.drawPile])).toEqual(['d1', 'd2', 'd3', 'last']);
  });

  it('a draw that finds the draw pile empty shuffles the discard pile first (either policy)', () => {
    const empty: Deck = { drawPile: [], discardPile: ['x', 'y', 'z'] };
    for (const reshuffle of ['when-emptied', 'when-needed'] as const) {
      const d = right(draw(empty, aleaFromSeed('e'), { reshuffle }));
      expect(d.reshuffled).toBe(true);
      expect(sorted([d.card, ...d.deck.drawPile])).toEqual(['x', 'y', 'z']);
      expect(d.deck.discardPile).toEqual([]);
    }
  });

  it('the last card with an empty discard pile leaves an empty deck (nothing to reshuffle yet)', () => {
    const d = right(draw({ drawPile: ['only'], discardPile: [] }, aleaFromSeed('o')));
    expect(d.card).toBe('only');
    expect(d.reshuffled).toBe(false);
    expect(deckCards(d.deck)).toEqual([]);
  });

  it('the reshuffle is seeded: the same generator gives the same new deck', () => {
    const a = right(draw(nearlyEmpty, aleaFromSeed('same')));
    const b = right(draw(nearlyEmpty, aleaFromSeed('same')));
    expect(a.deck).toEqual(b.deck);
    expect(a.rng).toEqual(b.rng);
  });
});

describe('bad input comes back as Left, nothing throws', () => {
  it('createDeck refuses duplicate ids, naming the card', () => {
    const e = createDeck(['a', 'b', 'a']);
    expect(E.isLeft(e) && e.left.code).toBe('duplicate-card');
    expect(E.isLeft(e) && e.left.message).toMatch(/"a" appears more than once/);
  });

  it('createDeck refuses a card id that is not a string', () => {
    const e = createDeck(['a', 7 as unknown as string]);
    expect(E.isLeft(e) && e.left.code).toBe('bad-card');
  });

  it.each([null, 'abc', { length: 2 }])('createDeck refuses %j instead of an array', (cards) => {
    const e = createDeck(cards as unknown as string[]);
    expect(E.isLeft(e) && e.left.code).toBe('bad-card');
  });

  it('a draw from an empty deck with an empty discard pile is refused', () => {
    const e = draw({ drawPile: [], discardPile: [] }, aleaFromSeed('x'));
    expect(E.isLeft(e) && e.left.code).toBe('empty-deck');
    expect(E.isLeft(e) && e.left.message).toMatch(/both empty/);
  });

  it('an unknown reshuffle policy is refused', () => {
    const e = draw({ drawPile: ['a'], discardPile: [] }, aleaFromSeed('x'), { reshuffle: 'sometimes' as unknown as ReshufflePolicy });
    expect(E.isLeft(e) && e.left.code).toBe('bad-option');
    expect(E.isLeft(e) && e.left.message).toMatch(/'when-emptied' or 'when-needed', got "sometimes"/);
  });

  it('discarding a card already in the deck is refused (it would exist twice)', () => {
    const deck: Deck = { drawPile: ['a'], discardPile: ['b'] };
    for (const c of ['a', 'b']) {
      const e = discard(deck, c);
      expect(E.isLeft(e) && e.left.code).toBe('duplicate-card');
    }
  });
});
