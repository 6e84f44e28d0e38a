/**
 * Event windows (§14.2): before a ranged attack's or a rally's draws (and, for the melee
 * procedure, before a melee's draws) each player in turn may play an event or pass; the
 * initiative player opens the window, so when both want to play the initiative player's card
 * goes first and the other answers (§14.2: the initiative player orders contested plays). The
 * window closes when both have passed in a row. A window opens only when someone holds a card
 * that could be played in it, and a player with nothing playable passes automatically, so
 * simulations pay nothing for it. The re-do window of §15.3.2 (after the draws) is an event
 * window too (`before: 'redo'`, see `rules/15-optional/redo.ts`).
 * @module
 */
import { outsideRedoTracking, redoCards } from '../15-optional/redo.js';
import { emit, refuse, type Ctx } from '../../kernel/context.js';
import { openWindow, windowsForDraws } from '../05-actions/die-windows.js';
import { cardPlayable, eventOf, playContext, type PlayContext } from './event-play.js';
import type { WindowBefore } from '../../model/ext-state.js';
import type { EventWindowPhase, WindowResume } from '../../model/state.js';
import type { DieResume, DobState, Phase, Side } from '../../model/state.js';
import { other } from '../../model/state.js';

function windowContext(s: DobState, before: WindowBefore): PlayContext {
  return { at: 'window', before, actionCycle: s.phase.kind === 'action' || ((s.phase.kind === 'dieMod' || s.phase.kind === 'eventWindow') && s.phase.returnTo.kind === 'action') };
}

/** True when `side` holds something it could play in a window before `before`. */
export function holdsPlayable(s: DobState, side: Side, before: WindowBefore): boolean {
  const hand = s.players[side].hand;
  if (hand.length === 0) return false;
  if (before === 'redo') return redoCards(s, side).length > 0;
  const c = windowContext(s, before);
  for (const card of hand) if (cardPlayable(s, side, card, c) && (before !== 'initiative' || actsOnInitiative(s, card))) return true;
  return false;
}

/**
 * True when `card`'s event changes the initiative die result (a die modifier or a re-draw for
 * that draw). Ruling (§14.2): only such a card opens a window before the initiative draws, since
 * only a card that modifies a random result must be played before it; the turn has not begun, so
 * nothing else has anything to act on yet.
 * @rule dawn-of-battle 14.2
 */
function actsOnInitiative(s: DobState, card: string): boolean {
  const def = eventOf(s, card);
  return def !== null && def.effects.some((e) => (e.kind === 'dieModifier' || e.kind === 'redraw') && (e.draw === 'any' || e.draw === 'initiative'));
}

/** True when an event window is worth opening before `before` (someone could play into it). */
export function eventWindowWanted(s: DobState, before: WindowBefore): boolean {
  return holdsPlayable(s, 'A', before) || holdsPlayable(s, 'B', before);
}

/** True when a die-modification window (§5.4) or an event window (§14.2) should come before these draws. */
export function drawWindowsDue(ctx: Ctx, before: WindowBefore): boolean {
  return windowsForDraws(ctx) || eventWindowWanted(ctx.s, before);
}

/**
 * Opens the windows before a ranged attack's or a rally's draws: the event window (§14.2) when
 * someone could play into it, then (or else) the die-modification window (§5.4).
 * @rule dawn-of-battle 14.2
 * @rule dawn-of-battle 5.4
 */
export function openDrawWindows(ctx: Ctx, drawer: Side, resume: DieResume): void {
  const before: WindowBefore = resume.kind === 'fire' ? 'ranged' : 'rally';
  if (eventWindowWanted(ctx.s, before)) openEventWindow(ctx, before, resume);
  else openWindow(ctx, drawer, resume);
}

/**
 * Opens an event window before `before` (§14.2), the initiative player first; the melee
 * procedure calls this with its own `resume` (`{ kind: 'melee', data }`).
 * @rule dawn-of-battle 14.2
 */
export function openEventWindow(ctx: Ctx, before: WindowBefore, resume: WindowResume): void {
  const s = ctx.s;
  const returnTo = JSON.parse(JSON.stringify(s.phase)) as Phase;
  const first = s.initiative.holder ?? 'A';
  const ph: EventWindowPhase = { kind: 'eventWindow', before, toAct: first, passes: 0, resume, returnTo };
  s.phase = ph;
  emit(ctx, 'event-window', ['14.2'], { before, first });
}

function windowPhase(ctx: Ctx, side: Side): EventWindowPhase {
  const ph = ctx.s.phase;
  if (ph.kind !== 'eventWindow') return refuse('wrong-phase', 'No event window is open.', '14.2');
  if (ph.toAct !== side) refuse('wrong-player', `It is ${ph.toAct}'s turn in the event window.`, '14.2');
  return ph;
}

/** After a play in a window: the other player answers. */
export function afterWindowPlay(ctx: Ctx): void {
  const ph = ctx.s.phase;
  if (ph.kind !== 'eventWindow') return;
  ph.passes = 0;
  ph.toAct = other(ph.toAct);
}

/**
 * `pass-event`: the player to act in the window passes; two passes in a row close it.
 * @rule dawn-of-battle 14.2
 */
export function passEvent(ctx: Ctx, side: Side): void {
  const ph = windowPhase(ctx, side);
  ph.passes += 1;
  if (ph.passes >= 2) closeEventWindow(ctx);
  else ph.toAct = other(side);
}

/**
 * Closes the window: the interrupted phase comes back, and the interrupted procedure is handed
 * back for the reducer to resume (`ctx.resume`, see resume.ts), through the die-modification
 * window (§5.4) when the scenario asks for one.
 * @rule dawn-of-battle 14.2
 */
export function closeEventWindow(ctx: Ctx): void {
  const ph = ctx.s.phase;
  if (ph.kind !== 'eventWindow') return;
  emit(ctx, 'event-window-closed', ['14.2'], { before: ph.before });
  ctx.s.phase = ph.returnTo;
  ctx.resume = { after: 'eventWindow', resume: ph.resume };
}

/**
 * Opens an event window (§14.2) before a leader casualty draw (§6.4) or a turn-end fatigue or
 * end-of-game draw (§14.5) when someone holds a card to play into it; returns false otherwise.
 * @rule dawn-of-battle 14.2
 */
export function openEventWindowBefore(ctx: Ctx, resume: Extract<DieResume, { kind: 'casualty' | 'randomEvent' }>): boolean {
  const before: WindowBefore = resume.kind === 'casualty' ? 'casualty' : 'randomEvent';
  if (!eventWindowWanted(ctx.s, before)) return false;
  openEventWindow(ctx, before, resume);
  return true;
}

/**
 * Passes for a player who has nothing to play in the open window; returns `true` when it did.
 * Under re-dos (§15.3.2), outside a command (in `setup`) windows wait for the players: passing
 * there would make the draw behind the window where no re-do can reach it.
 */
export function autoPassWindow(ctx: Ctx): boolean {
  const ph = ctx.s.phase;
  if (ph.kind !== 'eventWindow') return false;
  if (outsideRedoTracking(ctx.s)) return false;
  if (holdsPlayable(ctx.s, ph.toAct, ph.before) && playContext(ctx.s, ph.toAct) !== null) return false;
  passEvent(ctx, ph.toAct);
  return true;
}
