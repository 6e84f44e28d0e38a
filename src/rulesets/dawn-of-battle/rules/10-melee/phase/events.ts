/**
 * Events in a melee (§10.2.4.2, §14.6): which cards in a hand bear on a melee, and what the cards
 * played into the current one add up to.
 * @module
 */
import { gameEvents } from '../../14-events/event-play.js';
import type { DeckEvents } from '../../../data/deck-events.js';
import type { EventDef } from '../../../data/event-effects.js';
import { meleeEventInputs, type MeleeEventInputs, type PlayedEvent } from '../../14-events/melee-inputs.js';
import type { MeleeRole } from '../resolve/strengths.js';
import type { DobState, Side } from '../../../model/state.js';
import type { MeleeInProgress } from '../../../model/melee-phase.js';

/** Every card's event in this game: the events file's, else the deck's built-ins (event-play.ts). */
export function eventsOfDeck(s: DobState): DeckEvents {
  return gameEvents(s);
}

/** True when an event does something in a melee (strength, adjustment, ex Machina, melee draws). */
export function bearsOnMelee(ev: EventDef | null | undefined): ev is EventDef {
  if (ev === null || ev === undefined) return false;
  return ev.effects.some(
    (e) =>
      e.kind === 'meleeStrength' ||
      e.kind === 'meleeAdjustment' ||
      e.kind === 'exMachina' ||
      (e.kind === 'dieModifier' && (e.draw === 'ex-machina' || e.draw === 'morale')),
  );
}

/** True when an event makes the card an ex Machina card (§14.6). */
export function isExMachinaEvent(ev: EventDef | null | undefined): boolean {
  return ev !== null && ev !== undefined && ev.effects.some((e) => e.kind === 'exMachina');
}

/**
 * The cards `side` may play into the current melee: melee events in its hand, at most one ex
 * Machina card per side (it takes the place of that side's melee card, §14.6).
 * @rule dawn-of-battle 10.2.4.2
 * @rule dawn-of-battle 14.6
 */
export function playableCards(s: DobState, m: MeleeInProgress, side: Side, role: MeleeRole): string[] {
  const ev = eventsOfDeck(s);
  const exPlayed = m.played.some((p) => p.by === role && isExMachinaEvent(ev[p.card]));
  return s.players[side].hand.filter((c) => bearsOnMelee(ev[c]) && !(exPlayed && isExMachinaEvent(ev[c])));
}

/** The melee inputs of the cards played into the current melee. */
export function playedInputs(s: DobState, m: MeleeInProgress, extra: ReadonlyArray<PlayedEvent> = []): MeleeEventInputs {
  const ev = eventsOfDeck(s);
  return meleeEventInputs([...m.played.flatMap((p) => (ev[p.card] ? [{ by: p.by, event: ev[p.card]! }] : [])), ...extra]);
}
