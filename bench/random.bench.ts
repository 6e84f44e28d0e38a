import * as E from 'fp-ts/lib/Either.js';
import seedrandom from 'seedrandom';
import { bench, describe } from 'vitest';
import { aleaFromSeed, createDeck, discard, draw, rollD6, shuffle, type Deck, type RngState } from '../src/random/index.js';

/**
 * The cost of purity: each group measures the library's pure, JSON-state operation against the
 * same work done imperatively with a live seedrandom alea closure, in the same run, so vitest's
 * summary prints the ratio. Every task does a batch of BATCH operations per iteration: draws/s
 * is the reported hz times BATCH.
 */
const BATCH = 1000;
const cards = Array.from({ length: 72 }, (_, i) => `card-${i + 1}`);

/** In-place Fisher–Yates with a live generator: the imperative baseline. */
function shuffleInPlace<T>(items: T[], prng: () => number): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(prng() * (i + 1));
    const tmp = items[i]!;
    items[i] = items[j]!;
    items[j] = tmp;
  }
}

/** Results are added here so the engine cannot drop the work as dead code. */
export let sink = 0;

describe(`D6: ${BATCH} draws per iteration`, () => {
  const prng = seedrandom.alea('bench d6');
  bench('baseline: seedrandom alea closure, 1 + floor(prng() * 6)', () => {
    for (let i = 0; i < BATCH; i++) sink += 1 + Math.floor(prng() * 6);
  });

  let rng: RngState = aleaFromSeed('bench d6');
  bench('rollD6 on JSON state', () => {
    for (let i = 0; i < BATCH; i++) {
      const d = rollD6(rng);
      sink += d.value;
      rng = d.rng;
    }
  });
});

describe(`72-card deck: ${BATCH} draws (each card discarded, reshuffles included) per iteration`, () => {
  const prng = seedrandom.alea('bench deck');
  const pile = [...cards];
  const discards: string[] = [];
  bench('baseline: mutable arrays, seedrandom alea closure', () => {
    for (let i = 0; i < BATCH; i++) {
      const card = pile.pop()!;
      sink += card.length;
      discards.push(card);
      if (pile.length === 0) {
        pile.push(...discards);
        discards.length = 0;
        shuffleInPlace(pile, prng);
      }
    }
  });

  const created = createDeck(cards);
  let deck: Deck = E.isRight(created) ? created.right : { drawPile: [], discardPile: [] };
  let rng: RngState = aleaFromSeed('bench deck');
  bench('draw + discard on JSON state', () => {
    for (let i = 0; i < BATCH; i++) {
      const d = draw(deck, rng);
      if (E.isLeft(d)) throw new Error(d.left.message);
      sink += d.right.card.length;
      const back = discard(d.right.deck, d.right.card);
      if (E.isLeft(back)) throw new Error(back.left.message);
      deck = back.right;
      rng = d.right.rng;
    }
  });
});

describe('shuffle a 72-card deck', () => {
  const prng = seedrandom.alea('bench shuffle');
  const items = [...cards];
  bench('baseline: in-place Fisher–Yates, seedrandom alea closure', () => {
    shuffleInPlace(items, prng);
    sink += items[0]!.length;
  });

  const created = createDeck(cards);
  let deck: Deck = E.isRight(created) ? created.right : { drawPile: [], discardPile: [] };
  let rng: RngState = aleaFromSeed('bench shuffle');
  bench('shuffle on JSON state', () => {
    const s = shuffle(deck, rng);
    deck = s.deck;
    rng = s.rng;
    sink += deck.drawPile[0]!.length;
  });
});
