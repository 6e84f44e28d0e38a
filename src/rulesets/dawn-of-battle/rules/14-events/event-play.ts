/**
 * Events in play (§14.2, §14.4): which card a player may play now, and what its effects do.
 * Effects that act at once (action points, an extra action, a rally, a cancelled charge, a
 * cancelled event) are applied when played; effects on a random result wait in `state.ext` for
 * the draw they change and are spent by it (see `draw-hooks.ts`); nothing outlives the turn it
 * was played in. Melee events (strength, adjustments, ex Machina, melee draws) are played into a
 * melee by the melee procedure's event step (`melee-phase/`), which reads the same card events
 * ({@link gameEvents}); {@link takeMeleeEvents} hands over any played through a melee window.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { emit, refuse, unitForWrite, type Ctx } from '../../kernel/context.js';
import type { CardDef, DeckFile } from '../../data/formats.js';
import { dataOf, effectiveMorale, moraleCheckPasses } from '../../query/derived.js';
import { deckEvents, type DeckEvents, type EventsFile } from '../../data/deck-events.js';
import type { DrawKind, EventDef, EventEffect } from '../../data/event-effects.js';
import type { PlayedEvent } from './melee-inputs.js';
import type { MeleeRole } from '../10-melee/resolve/strengths.js';
import type { ActiveEffect, WindowBefore } from '../../model/ext-state.js';
import { canRally } from '../09-rally/rally-mode.js';
import { drawCard } from '../02-components/cards.js';
import { other, type DobState, type Side, type UnitState } from '../../model/state.js';
import { headsForRally } from '../15-optional/taking-heads.js';

const NONE: DeckEvents = {};
const cache = new WeakMap<DeckFile, Map<EventsFile | null, DeckEvents>>();

/** Every card's event in this game (the events file's, else the deck's named built-ins). */
export function gameEvents(s: DobState): DeckEvents {
  const deck = dataOf(s).deck;
  let inner = cache.get(deck);
  if (inner === undefined) {
    inner = new Map();
    cache.set(deck, inner);
  }
  let ev = inner.get(s.options.events);
  if (ev === undefined) {
    const r = deckEvents(deck, s.options.events ?? undefined);
    ev = E.isRight(r) ? r.right : NONE;
    inner.set(s.options.events, ev);
  }
  return ev;
}

/** The event card `card` carries, or `null`. */
export function eventOf(s: DobState, card: string): EventDef | null {
  return gameEvents(s)[card] ?? null;
}

/** Where a player may play an event now (§14.2), from the phase. */
export type PlayContext =
  | { readonly at: 'window'; readonly before: WindowBefore; readonly actionCycle: boolean }
  | { readonly at: 'action'; readonly activation: boolean }
  | { readonly at: 'melee' }
  | { readonly at: 'turnEnd' };

/** The context in which `side` may play an event now, or `null` when it is not `side`'s decision. */
export function playContext(s: DobState, side: Side): PlayContext | null {
  const ph = s.phase;
  if (ph.kind === 'over' || !('toAct' in ph) || ph.toAct !== side) return null;
  if (ph.kind === 'eventWindow') return { at: 'window', before: ph.before, actionCycle: ph.returnTo.kind === 'action' };
  if (ph.kind === 'action') return ph.chooseFirst ? null : { at: 'action', activation: ph.activation !== null };
  if (ph.kind === 'melee') return { at: 'melee' };
  if (ph.kind === 'turnEnd') return { at: 'turnEnd' };
  return null;
}

/** The die draws each window comes before (§14.2). */
export const WINDOW_DRAWS: Readonly<Record<WindowBefore, ReadonlyArray<DrawKind>>> = {
  ranged: ['any', 'ranged-attack', 'ranged-defense'],
  rally: ['any', 'rally', 'morale'],
  melee: ['any', 'morale', 'ex-machina'],
  casualty: ['any', 'leader-casualty'],
  randomEvent: ['any', 'end-of-game'],
  initiative: ['any', 'initiative'],
  redo: [],
};

function inActionCycle(c: PlayContext): boolean {
  return c.at === 'action' || (c.at === 'window' && c.actionCycle);
}

/**
 * Whether one effect has something to act on in this context: melee effects before a melee,
 * die effects before their draw (or in the action or melee cycle, to wait for it), action
 * effects in the action cycle, a rally with a unit to rally, a charge to cancel, an event to
 * cancel.
 * @rule dawn-of-battle 14.2
 */
export function effectUsable(s: DobState, side: Side, e: EventEffect, c: PlayContext): boolean {
  switch (e.kind) {
    case 'meleeStrength':
    case 'meleeAdjustment':
    case 'exMachina':
      // Played into a melee by the melee procedure's own event step (melee-phase/), or into a
      // melee event window; never loose in the cycle.
      return c.at === 'window' && c.before === 'melee';
    case 'dieModifier':
    case 'redraw':
      if (c.at === 'window') return WINDOW_DRAWS[c.before].includes(e.draw);
      if (e.draw === 'morale' || e.draw === 'ex-machina') return false;
      return c.at === 'action' || c.at === 'melee';
    case 'missileAttack':
    case 'missileDefense':
      return (c.at === 'window' && c.before === 'ranged') || c.at === 'action';
    case 'moraleCheck':
      return c.at !== 'turnEnd';
    case 'extraActivation':
    case 'actionPoints':
      return inActionCycle(c);
    case 'rally':
      return inActionCycle(c) && rallyCandidates(s, side).length > 0;
    case 'cancelCharge':
      return chargeTargets(s, side).length > 0;
    case 'cancelEvent':
      return cancellable(s, side) !== null;
    case 'leaderSurvives':
    case 'manual':
      return true;
  }
}

/** Whether a card's own timing (§14.2) allows it in this context. */
export function timingAllows(def: EventDef, c: PlayContext): boolean {
  switch (def.timing) {
    case 'any': return true;
    case 'before-draw': return c.at === 'window';
    case 'action-cycle': return inActionCycle(c);
    case 'own-activation': return c.at === 'action' && c.activation;
    case 'melee': return c.at === 'melee' || (c.at === 'window' && c.before === 'melee');
    case 'turn-end': return c.at === 'turnEnd';
  }
}

/** True when `card` in `side`'s hand may be played now. */
export function cardPlayable(s: DobState, side: Side, card: string, c: PlayContext | null = playContext(s, side)): boolean {
  if (c === null) return false;
  // In a re-do window (§15.3.2) the results are drawn: a card can only be discarded for a re-do.
  if (c.at === 'window' && c.before === 'redo') return false;
  const def = eventOf(s, card);
  if (def === null || !timingAllows(def, c)) return false;
  return def.effects.some((e) => effectUsable(s, side, e, c));
}

/** The own disrupted units an event rally could rally (§9), by id. */
export function rallyCandidates(s: DobState, side: Side): string[] {
  return Object.values(s.units).filter((u) => u.side === side && canRally(s, u)).map((u) => u.id).sort();
}

/** The enemy units carrying a Charge marker (§7.11). */
export function chargeTargets(s: DobState, side: Side): string[] {
  return Object.values(s.units).filter((u) => u.side !== side && u.where === 'map' && u.charge).map((u) => u.id).sort();
}

/** The most recent event the opponent played whose effects are still waiting (for `cancelEvent`). */
function cancellable(s: DobState, side: Side): string | null {
  for (let i = s.ext.effects.length - 1; i >= 0; i--) {
    const e = s.ext.effects[i]!;
    if (e.by !== side && e.usedAt === null) return e.card;
  }
  return null;
}

/** Arguments of a play: the unit a `cancelCharge` aims at, the units a `rally` rallies. */
export interface PlayArgs {
  readonly target?: string;
  readonly units?: ReadonlyArray<string>;
}

/**
 * `play-event` (§14.2, §14.4): the card leaves the hand for the discard pile and its effects
 * apply; the event's text supersedes the rules, so an effect may go beyond them (a rally outside
 * the action rules, action points beyond the chit pool).
 * @rule dawn-of-battle 14.2
 * @rule dawn-of-battle 14.4
 */
export function playEvent(ctx: Ctx, side: Side, card: string, args: PlayArgs): void {
  const s = ctx.s;
  const c = playContext(s, side);
  if (c === null) return refuse('not-your-decision', `${side} may play an event only when it is ${side}'s decision (or in an event window).`, '14.2');
  const p = s.players[side];
  const i = p.hand.indexOf(card);
  if (i < 0) refuse('not-in-hand', `${side} does not hold card ${card}.`, '14.2');
  const def = eventOf(s, card);
  if (def === null) return refuse('no-event', `Card ${card} carries no event.`, '14.0');
  if (!timingAllows(def, c)) refuse('event-timing', `${def.title} may be played only ${def.timing === 'before-draw' ? 'before a draw' : `in the ${def.timing} window`}.`, '14.2');
  if (!def.effects.some((e) => effectUsable(s, side, e, c))) refuse('event-unusable', `${def.title} has nothing to act on now.`, '14.2');
  const rally = def.effects.find((e): e is Extract<EventEffect, { kind: 'rally' }> => e.kind === 'rally');
  const rallyUnits: UnitState[] = [];
  if (rally !== undefined && effectUsable(s, side, rally, c)) {
    const ids = args.units ?? [];
    const ok = rallyCandidates(s, side);
    if (ids.length === 0 || ids.length > rally.units) refuse('event-rally-units', `${def.title} rallies 1 to ${rally.units} of ${side}'s disrupted units; name them in \`units\`.`, '14.2');
    if (new Set(ids).size !== ids.length) refuse('repeated-unit', 'A unit is listed twice.', '14.2');
    for (const id of ids) {
      if (!ok.includes(id)) refuse('event-rally-units', `${id} is not a disrupted ${side} unit on the map that may rally.`, '9.0');
      rallyUnits.push(s.units[id]!);
    }
  }
  const cancel = def.effects.some((e) => e.kind === 'cancelCharge' && effectUsable(s, side, e, c));
  if (cancel && (args.target === undefined || !chargeTargets(s, side).includes(args.target))) {
    refuse('event-target', `${def.title} cancels the charge of an enemy unit carrying a Charge marker; name it in \`target\`.`, '7.11.4');
  }
  p.hand.splice(i, 1);
  p.deck = { drawPile: p.deck.drawPile, discardPile: [...p.deck.discardPile, card] };
  emit(ctx, 'event-played', ['14.2', '14.4'], { side, card, title: def.title, effects: def.effects, provenance: def.provenance });
  for (const e of def.effects) {
    if (!effectUsable(s, side, e, c) && e.kind !== 'rally' && e.kind !== 'cancelCharge') continue;
    applyEffect(ctx, side, card, def, e, rallyUnits, args.target);
  }
}

function applyEffect(ctx: Ctx, side: Side, card: string, def: EventDef, e: EventEffect, rallyUnits: ReadonlyArray<UnitState>, target: string | undefined): void {
  const s = ctx.s;
  const aimed = (t: 'own' | 'enemy'): Side => (t === 'own' ? side : other(side));
  switch (e.kind) {
    case 'actionPoints': {
      const p = s.players[aimed(e.target)];
      p.unspent = Math.max(0, p.unspent + e.value);
      emit(ctx, 'event-action-points', ['14.4', '4.2'], { side: aimed(e.target), change: e.value, unspent: p.unspent });
      return;
    }
    case 'extraActivation': {
      // An extra action: action points beyond the chit pool, spent by the usual rules (§14.4).
      s.players[side].unspent += e.count;
      emit(ctx, 'event-extra-actions', ['14.4', '5.0'], { side, count: e.count, unspent: s.players[side].unspent });
      return;
    }
    case 'rally':
      for (const u of rallyUnits) eventRally(ctx, side, u, e.check);
      return;
    case 'cancelCharge': {
      const u = target === undefined ? undefined : s.units[target];
      if (u === undefined || !u.charge) return;
      unitForWrite(ctx, u.id)!.charge = false;
      emit(ctx, 'charge-cancelled', ['7.11.4', '14.4'], { unit: u.id, by: 'event', card });
      return;
    }
    case 'cancelEvent': {
      const victim = cancellable(s, side);
      if (victim === null) return;
      s.ext.effects = s.ext.effects.filter((x) => !(x.card === victim && x.by !== side));
      emit(ctx, 'event-cancelled', ['14.2'], { side, cancelled: victim, card });
      return;
    }
    case 'manual':
      // Recorded for the players: the engine does not apply it (see the guide).
      emit(ctx, 'event-manual', ['14.4'], { side, card, effect: e });
      return;
    default: {
      const active: ActiveEffect = { by: side, card, title: def.title, effect: e, duration: def.duration, turn: s.turn, usedAt: null };
      s.ext.effects.push(active);
    }
  }
}

/**
 * An event rally (§9 as the event directs): automatic, or a morale check (a 1 always passes);
 * a rallied unit returns to good order.
 * @rule dawn-of-battle 9.1
 * @rule dawn-of-battle 14.4
 */
function eventRally(ctx: Ctx, side: Side, u: UnitState, check: 'automatic' | 'normal'): void {
  let ok = true;
  if (check === 'normal') {
    const card: CardDef = drawCard(ctx, side, `rally ${u.id}`);
    ok = moraleCheckPasses(card.die, 0, effectiveMorale(ctx.s, side));
    emit(ctx, 'rally', ['9.1', '14.4'], { unit: u.id, automatic: false, die: card.die, modifiers: 0, morale: effectiveMorale(ctx.s, side), success: ok, event: true });
  } else emit(ctx, 'rally', ['14.4'], { unit: u.id, automatic: true, why: 'event', success: true, event: true });
  if (ok && ctx.s.units[u.id]!.status === 'disrupted') {
    const w = unitForWrite(ctx, u.id)!;
    w.status = 'good';
    headsForRally(ctx, w);
  }
}

/**
 * Hands the melee events waiting for this melee to the melee procedure (§10.2.3.7, §10.2.4.2,
 * §14.6) and spends them: each as a {@link PlayedEvent} from the attacker's or the defender's
 * side, ready for `meleeEventInputs`.
 * @rule dawn-of-battle 14.2
 * @rule dawn-of-battle 10.2.4.2
 */
export function takeMeleeEvents(ctx: Ctx, attacker: Side): PlayedEvent[] {
  const s = ctx.s;
  const out: PlayedEvent[] = [];
  const byCard = new Map<string, { by: Side; def: EventDef; effects: EventEffect[] }>();
  const keep: ActiveEffect[] = [];
  for (const a of s.ext.effects) {
    const melee = a.effect.kind === 'meleeStrength' || a.effect.kind === 'meleeAdjustment' || a.effect.kind === 'exMachina' ||
      (a.effect.kind === 'dieModifier' && (a.effect.draw === 'morale' || a.effect.draw === 'ex-machina'));
    if (!melee || a.turn !== s.turn) {
      keep.push(a);
      continue;
    }
    const key = `${a.by}:${a.card}`;
    const entry = byCard.get(key) ?? { by: a.by, def: eventOf(s, a.card) ?? { title: a.title, timing: 'any', duration: a.duration, effects: [], provenance: { kind: 'inferred', reason: 'played event' } }, effects: [] };
    entry.effects.push(a.effect);
    byCard.set(key, entry);
  }
  s.ext.effects = keep;
  for (const { by, def, effects } of byCard.values()) {
    const role: MeleeRole = by === attacker ? 'attacker' : 'defender';
    out.push({ by: role, event: { ...def, effects } });
  }
  return out;
}

/** The effects still waiting, for a frontend to show (§14.2). */
export function waitingEffects(s: DobState): ReadonlyArray<ActiveEffect> {
  return s.ext.effects.filter((e) => e.turn === s.turn);
}
