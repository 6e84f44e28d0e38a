/**
 * Attaching events to cards. A deck file names each card's event by `event.effect`: the name of
 * a built-in event (`heroics`, `groundDown`, `exMachina`), or `null` for none; an events file
 * attaches a full {@link EventDef} to any card by number and wins over the name. Validation lists
 * every problem with its path.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { DecodeError, DecodeIssue } from '../../../core/errors.js';
import { stated } from '../../../core/provenance.js';
import { checked, intRange } from './codec-helpers.js';
import type { DeckFile } from './formats.js';
import { eventDefCodec, type EventDef } from './event-effects.js';

/**
 * The events the seed states, as effects: Heroics (+2 to the player's own unit's melee strength)
 * and Ground Down (−1 to the enemy unit's), both from the §10.2.4 example, and ex Machina (§14.6).
 * @rule dawn-of-battle 10.2.4.2
 * @rule dawn-of-battle 14.6
 */
export const BUILTIN_EVENTS: Readonly<Record<string, EventDef>> = {
  heroics: {
    title: 'Heroics',
    timing: 'before-draw',
    duration: 'melee',
    effects: [{ kind: 'meleeStrength', target: 'own', value: 2 }],
    provenance: stated('dawn-of-battle', '10.2.4'),
  },
  groundDown: {
    title: 'Ground Down',
    timing: 'before-draw',
    duration: 'melee',
    effects: [{ kind: 'meleeStrength', target: 'enemy', value: -1 }],
    provenance: stated('dawn-of-battle', '10.2.4'),
  },
  exMachina: {
    title: 'ex Machina',
    timing: 'before-draw',
    duration: 'melee',
    effects: [{ kind: 'exMachina' }],
    provenance: stated('dawn-of-battle', '14.6'),
  },
};

/** One entry of an events file: a card number and the event it carries. */
export type CardEvent = EventDef & { readonly card: number };

/** An events file: full event definitions for cards, by card number. */
export interface EventsFile {
  readonly events: ReadonlyArray<CardEvent>;
}

/**
 * Codec of an {@link EventsFile}: each entry an {@link EventDef} plus a card number 1–72, each
 * card at most once (`events[3].card: expected a card not given an event before, got 10`).
 * @rule dawn-of-battle 14.0
 */
export const eventsFileCodec: t.Type<EventsFile, EventsFile, unknown> = checked(
  t.type({ events: t.array(t.intersection([t.type({ card: intRange(1, 72) }), eventDefCodec])) }) as unknown as t.Type<EventsFile, EventsFile, unknown>,
  (f) => {
    const seen = new Set<number>();
    for (let i = 0; i < f.events.length; i++) {
      const n = f.events[i]!.card;
      if (seen.has(n)) return { path: ['events', String(i), 'card'], expected: 'a card not given an event before', got: n };
      seen.add(n);
    }
    return null;
  },
);

/** Each card's event by card number (as a string key); `null` where the card carries none. */
export type DeckEvents = Readonly<Record<string, EventDef | null>>;

/**
 * Resolves every card's event (§14): the events file's entry for the card, else the built-in
 * named by `event.effect`, else none. Every problem is reported with its path: an unknown effect
 * name (`cards[12].event.effect`), an events-file entry for a card the deck lacks, and a card
 * whose chart and event disagree about ex Machina (an ex Machina chart must carry the ex Machina
 * event and only such a chart may, §14.6).
 * @rule dawn-of-battle 14.0
 * @rule dawn-of-battle 14.6
 */
export function deckEvents(deck: DeckFile, file?: EventsFile): E.Either<DecodeError, DeckEvents> {
  const issues: DecodeIssue[] = [];
  const fromFile = new Map<number, { def: EventDef; index: number }>();
  (file?.events ?? []).forEach((e, index) => {
    const { card: _card, ...def } = e;
    fromFile.set(e.card, { def, index });
  });
  const out: Record<string, EventDef | null> = {};
  const numbers = new Set<number>();
  deck.cards.forEach((card, i) => {
    numbers.add(card.number);
    const attached = fromFile.get(card.number);
    let def: EventDef | null = null;
    let where = `cards[${i}].event.effect`;
    if (attached !== undefined) {
      def = attached.def;
      where = `events[${attached.index}]`;
    } else if (card.event.effect !== null) {
      const builtin = Object.hasOwn(BUILTIN_EVENTS, card.event.effect) ? BUILTIN_EVENTS[card.event.effect] : undefined;
      if (builtin === undefined) {
        issues.push({ path: where, expected: `a built-in event (${Object.keys(BUILTIN_EVENTS).join(', ')}) or an entry in the events file`, got: JSON.stringify(card.event.effect) });
      } else {
        def = builtin;
      }
    }
    const eventIsExMachina = def?.effects.some((e) => e.kind === 'exMachina') === true;
    const chartIsExMachina = card.melee.kind === 'exMachina';
    if (chartIsExMachina && def !== null && !eventIsExMachina) {
      issues.push({ path: where, expected: `the ex Machina event on card ${card.number}, whose melee chart is ex Machina (§14.6)`, got: def.title });
    } else if (eventIsExMachina && !chartIsExMachina) {
      issues.push({ path: `cards[${i}].melee.kind`, expected: `"exMachina" for card ${card.number}, which carries the ex Machina event (§14.6)`, got: JSON.stringify(card.melee.kind) });
    }
    out[String(card.number)] = def;
  });
  for (const [n, { index }] of fromFile) {
    if (!numbers.has(n)) issues.push({ path: `events[${index}].card`, expected: 'a card number in the deck', got: String(n) });
  }
  if (issues.length > 0) {
    return E.left({ kind: 'decode-error', issues, message: issues.map((x) => `${x.path}: expected ${x.expected}, got ${x.got}`).join('\n') });
  }
  return E.right(out);
}
