/**
 * What a player may be told of a command's events: the same events, with what their view hides
 * (view.ts) taken out. Almost everything in Dawn of Battle happens in the open (moves, draws,
 * results, played cards); what is hidden is the identity of the enemy's face-down leaders
 * (§2.5.1, §4.4), the enemy's hand, and the order of the draw piles. No event names a card in
 * a hand or the order of a pile (a card bought goes to the hand unseen: `event-purchased` gives
 * the count), so only leader identities are redacted: in the events that may name an enemy
 * leader still face down afterwards, the name becomes `null`, and a draw made for such a
 * leader's casualty check says "a leader" instead of its id. Each member of the event union
 * (events-union.ts) says which rule applies to it.
 *
 * It works from the events alone (no state): the events that may name a face-down leader say
 * whether it was face up (`revealed`), and a deployed leader (§15.1.2) is always face down. It
 * never drops an event: a frontend still learns that something happened.
 * @module
 */
import type { PlayerId } from '../../core/ruleset.js';
import type { DieDrawn } from './model/ext-state.js';
import type { DobEvent } from './model/events.js';

// Draws made for a leader's casualty check (§6.4) name the leader in parentheses; the leader may
// stay face down after it (it survives, or an event card spares it).
const LEADER_DRAW = /^(leader casualty|leader casualty colour|overrun leader|overrun leader colour) \(.*\)$/;

/** `purpose` as the drawer's opponent may read it: a casualty check's leader becomes "a leader". */
export function redactPurpose(purpose: string): string {
  return LEADER_DRAW.test(purpose) ? purpose.replace(LEADER_DRAW, '$1 (a leader)') : purpose;
}

function redactDraw(d: DieDrawn, player: PlayerId): DieDrawn {
  if (d.side === player) return d;
  const purpose = redactPurpose(d.purpose);
  return purpose === d.purpose ? d : { ...d, purpose };
}

/**
 * `e` as `player` may see it: `e` itself when nothing in it is hidden from `player`, otherwise a
 * copy with the hidden fields replaced.
 * @rule dawn-of-battle 2.5.1
 * @rule dawn-of-battle 4.4
 */
export function eventFor(e: DobEvent, player: PlayerId): DobEvent {
  switch (e.type) {
    case 'leader-flipped':
    case 'leader-survived':
    case 'leader-spared':
      return e.side === player || e.revealed || e.leader === null ? e : { ...e, leader: null };
    case 'leader-deployed':
      return e.side === player || e.leader === null ? e : { ...e, leader: null };
    case 'continuance':
      return !('leader' in e) || e.side === player || e.revealed || e.leader === null ? e : { ...e, leader: null };
    case 'card-drawn':
    case 'die-rolled':
    case 'elephant-icon':
    case 'redrawn':
    case 'event-die-modifier': {
      if (e.side === player) return e;
      const purpose = redactPurpose(e.purpose);
      return purpose === e.purpose ? e : { ...e, purpose };
    }
    case 'redo': {
      if (e.drawer === player) return e;
      const purpose = redactPurpose(e.purpose);
      return purpose === e.purpose ? e : { ...e, purpose };
    }
    case 're-do-window': {
      const draws = e.draws.map((d) => redactDraw(d, player));
      return draws.every((d, i) => d === e.draws[i]) ? e : { ...e, draws };
    }
    default:
      return e;
  }
}

/**
 * The events `player` may be told of, in order: every event, with the identity of a face-down
 * enemy leader replaced (see the module note). Returns `events` itself when nothing is hidden.
 * A player id that is neither side (a spectator) sees both armies' leaders redacted.
 */
export function filterEvents(events: ReadonlyArray<DobEvent>, player: PlayerId): ReadonlyArray<DobEvent> {
  let out: DobEvent[] | null = null;
  for (let i = 0; i < events.length; i++) {
    const e = events[i]!;
    const f = eventFor(e, player);
    if (out === null && f !== e) out = events.slice(0, i);
    if (out !== null) out.push(f);
  }
  return out ?? events;
}
