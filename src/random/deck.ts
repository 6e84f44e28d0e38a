import * as E from 'fp-ts/lib/Either.js';
import { randomError, type RandomError } from './errors.js';
import { drawInt, type RngState } from './rng.js';

/**
 * A deck of cards as plain JSON: the draw pile (top card first) and the discard pile (most
 * recent last). Cards out of both piles (in hands, on the table) are the game's to track; the
 * deck functions only ever move cards between piles, never create or lose one.
 */
export interface Deck<C extends string = string> {
  readonly drawPile: ReadonlyArray<C>;
  readonly discardPile: ReadonlyArray<C>;
}

/** A draw: the card, the deck after it, the generator after any reshuffle, and whether one happened (before or after the card was taken). */
export interface CardDraw<C extends string = string> {
  readonly card: C;
  readonly deck: Deck<C>;
  readonly rng: RngState;
  readonly reshuffled: boolean;
}

/** Creates an unshuffled deck, top card first. Duplicate ids are refused. */
export function createDeck<C extends string>(cards: ReadonlyArray<C>): E.Either<RandomError, Deck<C>> {
  if (!Array.isArray(cards)) return E.left(randomError('bad-card', 'A deck is made from an array of card ids.'));
  const seen = new Set<string>();
  for (const c of cards as ReadonlyArray<unknown>) {
    if (typeof c !== 'string') return E.left(randomError('bad-card', `Card ids must be strings, got ${c === null ? 'null' : typeof c}.`));
    if (seen.has(c)) return E.left(randomError('duplicate-card', `Card id "${c}" appears more than once.`));
    seen.add(c);
  }
  return E.right({ drawPile: [...cards], discardPile: [] });
}

/** A seeded Fisher–Yates shuffle of a list (a new array; the input is untouched). */
export function shuffleList<T>(items: ReadonlyArray<T>, rng: RngState): { readonly items: T[]; readonly rng: RngState } {
  const out = [...items];
  let r = rng;
  for (let i = out.length - 1; i > 0; i--) {
    const d = drawInt(r, 0, i);
    r = d.rng;
    const j = d.value;
    const tmp = out[i]!;
    out[i] = out[j]!;
    out[j] = tmp;
  }
  return { items: out, rng: r };
}

/** Shuffles the draw pile only (the discard pile stays where it is). */
export function shuffle<C extends string>(deck: Deck<C>, rng: RngState): { readonly deck: Deck<C>; readonly rng: RngState } {
  const s = shuffleList(deck.drawPile, rng);
  return { deck: { drawPile: s.items, discardPile: deck.discardPile }, rng: s.rng };
}

/**
 * Gathers the discard pile into the draw pile and shuffles everything (Dawn of Battle's
 * reshuffle event does this, with the event card put in the discard pile first).
 * @rule dawn-of-battle 14.5.2
 */
export function reshuffleAll<C extends string>(deck: Deck<C>, rng: RngState): { readonly deck: Deck<C>; readonly rng: RngState } {
  const s = shuffleList([...deck.drawPile, ...deck.discardPile], rng);
  return { deck: { drawPile: s.items, discardPile: [] }, rng: s.rng };
}

/**
 * When a deck turns its discard pile into a new draw pile:
 * - `'when-emptied'` (default, Dawn of Battle 2.7.7): at once, as the last card is drawn. The
 *   card just drawn is not in the discard pile yet, so it stays out of the new deck.
 * - `'when-needed'`: only when a draw finds the draw pile empty (so cards discarded after the
 *   last draw, including that card if it was discarded, are shuffled in too).
 * Either way a draw that finds the draw pile empty shuffles the discard pile first.
 */
export type ReshufflePolicy = 'when-emptied' | 'when-needed';

/** Options of {@link draw}. */
export interface DrawOptions {
  readonly reshuffle?: ReshufflePolicy;
}

/**
 * Draws the top card. The discard pile becomes the new draw pile, shuffled, as the
 * {@link ReshufflePolicy} says; both piles empty: Left.
 * @rule dawn-of-battle 2.7.7
 */
export function draw<C extends string>(deck: Deck<C>, rng: RngState, options: DrawOptions = {}): E.Either<RandomError, CardDraw<C>> {
  const policy: unknown = options.reshuffle ?? 'when-emptied';
  if (policy !== 'when-emptied' && policy !== 'when-needed') {
    return E.left(randomError('bad-option', `draw's reshuffle option must be 'when-emptied' or 'when-needed', got ${JSON.stringify(policy)}.`));
  }
  let pile = deck;
  let r = rng;
  let reshuffled = false;
  if (pile.drawPile.length === 0) {
    if (pile.discardPile.length === 0) {
      return E.left(randomError('empty-deck', 'Cannot draw: the draw pile and the discard pile are both empty.'));
    }
    const s = reshuffleAll(pile, r);
    pile = s.deck;
    r = s.rng;
    reshuffled = true;
  }
  const card = pile.drawPile[0] as C;
  const rest = pile.drawPile.slice(1);
  const after: Deck<C> = { drawPile: rest, discardPile: pile.discardPile };
  if (rest.length === 0 && after.discardPile.length > 0 && policy === 'when-emptied') {
    const s = reshuffleAll(after, r);
    return E.right({ card, deck: s.deck, rng: s.rng, reshuffled: true });
  }
  return E.right({ card, deck: after, rng: r, reshuffled });
}

/** Puts a card on the discard pile. A card already in either pile is refused (it would be duplicated). */
export function discard<C extends string>(deck: Deck<C>, card: C): E.Either<RandomError, Deck<C>> {
  if (deck.drawPile.includes(card) || deck.discardPile.includes(card)) {
    return E.left(randomError('duplicate-card', `Card "${card}" is already in the deck; discarding it would duplicate it.`));
  }
  return E.right({ drawPile: deck.drawPile, discardPile: deck.discardPile.concat(card) });
}

/** Every card in both piles, for conservation checks. */
export function deckCards<C extends string>(deck: Deck<C>): C[] {
  return [...deck.drawPile, ...deck.discardPile];
}
