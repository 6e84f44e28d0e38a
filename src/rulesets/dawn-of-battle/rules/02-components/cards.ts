/**
 * Drawing from the action decks (§2.7). There are no dice: a "die result" is the die printed on
 * the top card of the drawing player's own deck. A drawn card is read and then discarded; when
 * the draw pile is empty the discard pile is shuffled into a new one (§2.7.7).
 * @module
 */
import { afterDraw, physicalDie } from './draw-hooks.js';
import * as E from 'fp-ts/lib/Either.js';
import { violation, type RuleViolation } from '../../../../core/errors.js';
import { cite } from '../../../../core/citation.js';
import { draw, reshuffleAll } from '../../../../random/deck.js';
import { scriptFault } from '../../../../random/rng.js';
import { citing, type Ctx, emit, record, refuse } from '../../kernel/context.js';
import type { CardDef } from '../../data/formats.js';
import { dataOf } from '../../query/derived.js';
import type { DobState, Side } from '../../model/state.js';

// Citation lists of the events recorded here (one shared frozen list each, see `record`).
const CITE_2_7_2 = citing('2.7.2');
const CITE_2_7_7 = citing('2.7.7');

/** The face of a card id. */
export function cardDef(s: DobState, id: string): CardDef {
  return dataOf(s).deck.cards[Number(id) - 1]!;
}

/**
 * Draws the top card of `side`'s deck for `purpose`, discards it, and records it.
 * @rule dawn-of-battle 2.7.2
 * @rule dawn-of-battle 2.7.7
 */
export function drawCard(ctx: Ctx, side: Side, purpose: string, intoHand = false): CardDef {
  const rolled = intoHand ? null : physicalDie(ctx, side, purpose);
  if (rolled !== null) return afterDraw(ctx, side, purpose, rolled, drawCard);
  const p = ctx.s.players[side];
  const d = draw(p.deck, ctx.s.rng);
  if (E.isLeft(d)) return refuse('deck-exhausted', `${side}'s deck and discard pile are both empty; no card can be drawn.`, '2.7.7', 'ruling DOB-R10');
  ctx.s.rng = d.right.rng;
  const fault = scriptFault(d.right.rng);
  if (fault !== null) refuse('script-fault', `The scripted generator failed: ${fault}`, '2.7.7');
  if (d.right.reshuffled) record(ctx, { side, type: 'deck-reshuffled', citations: CITE_2_7_7 });
  const card = d.right.card;
  if (intoHand) {
    p.deck = d.right.deck;
    p.hand.push(card);
  } else {
    p.deck = { drawPile: d.right.deck.drawPile, discardPile: [...d.right.deck.discardPile, card] };
  }
  const def = cardDef(ctx.s, card);
  if (intoHand) return def;
  record(ctx, { side, purpose, card, die: def.die, colour: def.colour, command: def.command, icon: def.icon, type: 'card-drawn', citations: CITE_2_7_2 });
  return afterDraw(ctx, side, purpose, def, drawCard);
}

/**
 * Shuffles a player's draw and discard piles together (§14.5.2, §13.5).
 * @rule dawn-of-battle 14.5.2
 */
export function reshuffleDeck(ctx: Ctx, side: Side, section: string): void {
  const p = ctx.s.players[side];
  const r = reshuffleAll(p.deck, ctx.s.rng);
  p.deck = r.deck;
  ctx.s.rng = r.rng;
  emit(ctx, 'deck-reshuffled', [section], { side });
}

/**
 * A state whose next draws from `side`'s deck are `cards` (card numbers or ids), in order; the
 * rest of the deck keeps its order. Cards are taken from the draw or discard pile; a card in a
 * hand cannot be stacked. A tool for tests, tutorials and puzzles, never a command.
 */
export function stackDeck(state: DobState, side: Side, cards: ReadonlyArray<number | string>): E.Either<RuleViolation, DobState> {
  const ids = cards.map((c) => String(c));
  const p = state.players[side];
  const seen = new Set<string>();
  for (const id of ids) {
    if (seen.has(id)) return E.left(violation('stack-repeat', `Card ${id} is listed twice.`, cite('strategos', 'stackDeck')));
    seen.add(id);
    if (!p.deck.drawPile.includes(id) && !p.deck.discardPile.includes(id)) {
      return E.left(violation('stack-unavailable', `Card ${id} is not in ${side}'s draw or discard pile.`, cite('strategos', 'stackDeck')));
    }
  }
  const drawPile = [...ids, ...p.deck.drawPile.filter((c) => !seen.has(c))];
  const discardPile = p.deck.discardPile.filter((c) => !seen.has(c));
  return E.right({ ...state, players: { ...state.players, [side]: { ...p, deck: { drawPile, discardPile } } } });
}
