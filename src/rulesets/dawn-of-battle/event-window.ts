/**
 * Event windows (§14.2): before a ranged attack's or a rally's draws (and, for the melee
 * procedure, before a melee's draws) each player in turn may play an event or pass; the
 * initiative player opens the window, so when both want to play the initiative player's card
 * goes first and the other answers (§14.2: the initiative player orders contested plays). The
 * window closes when both have passed in a row. A window opens only when someone holds a card
 * that could be played in it (or, with §15.3.2, an event card to discard for a re-do), and a
 * player with nothing playable passes automatically, so simulations pay nothing for it.
 * @module
 */
import { continueRally, fireCommand } from './actions.js';
import { cardDef } from './cards.js';
import { runCasualtyChecks } from './command-control.js';
import { continueRandomEvents } from './sequence.js';
import type { DobCommand } from './commands.js';
import { emit, refuse, type Ctx } from './context.js';
import { openWindow, windowsForDraws } from './die-windows.js';
import { cardPlayable, playContext, WINDOW_DRAWS, type PlayContext } from './event-play.js';
import type { DrawKind } from './events/effects.js';
import type { EventWindowPhase, WindowBefore, WindowResume } from './options/ext-state.js';
import type { DieResume, DobState, Phase, Side } from './state.js';
import { other } from './state.js';

/** Who draws in a resolution, for re-dos (§15.3.2). */
function drawersOf(s: DobState, resume: WindowResume): Array<{ draw: DrawKind; side: Side }> {
  if (resume.kind === 'fire') {
    const target = s.units[resume.command.target];
    return [{ draw: 'ranged-attack', side: resume.command.side }, ...(target === undefined ? [] : [{ draw: 'ranged-defense' as const, side: target.side }])];
  }
  if (resume.kind === 'rally') return [{ draw: 'rally', side: resume.side }];
  if (resume.kind === 'casualty') {
    const l = resume.checks[0] === undefined ? undefined : s.leaders[resume.checks[0].leader];
    return l === undefined ? [] : [{ draw: 'leader-casualty', side: l.side }];
  }
  if (resume.kind === 'randomEvent' && cardDef(s, resume.cards[randomEventDrawer(s, resume.next)]).icon === 'endOfGame') {
    return [{ draw: 'end-of-game', side: randomEventDrawer(s, resume.next) }];
  }
  return [];
}

function windowContext(s: DobState, before: WindowBefore): PlayContext {
  return { at: 'window', before, actionCycle: s.phase.kind === 'action' || ((s.phase.kind === 'dieMod' || s.phase.kind === 'eventWindow') && s.phase.returnTo.kind === 'action') };
}

/** True when `side` holds something it could play in a window before `before`. */
export function holdsPlayable(s: DobState, side: Side, before: WindowBefore): boolean {
  const hand = s.players[side].hand;
  if (hand.length === 0) return false;
  // A re-do needs a die draw to name: not in a melee's window, nor before a fatigue draw (§15.3.2).
  if (s.options.supplementary.reDos && before !== 'melee' && before !== 'randomEvent') return true;
  const c = windowContext(s, before);
  for (const card of hand) if (cardPlayable(s, side, card, c)) return true;
  return false;
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
  const ph: EventWindowPhase = { kind: 'eventWindow', before, toAct: first, passes: 0, drawers: drawersOf(s, resume), resume, returnTo };
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
 * `passEvent`: the player to act in the window passes; two passes in a row close it.
 * @rule dawn-of-battle 14.2
 */
export function passEvent(ctx: Ctx, side: Side): void {
  const ph = windowPhase(ctx, side);
  ph.passes += 1;
  if (ph.passes >= 2) closeEventWindow(ctx);
  else ph.toAct = other(side);
}

/**
 * `redo` (§15.3.2): discard an event card so that the named die result of this resolution is
 * drawn again by the player who draws it, the new result standing; the opponent may answer with
 * a re-do of its own. The choice is made in the window before the draw: the engine has no pause
 * between a draw and its resolution, so the re-do is committed before the result is seen.
 * @rule dawn-of-battle 15.3.2
 */
export function redo(ctx: Ctx, side: Side, card: string, draw: DrawKind): void {
  const ph = windowPhase(ctx, side);
  const s = ctx.s;
  if (!s.options.supplementary.reDos) refuse('option-off', 'Re-dos are a supplementary rule this scenario does not use.', '15.3.2');
  const p = s.players[side];
  const i = p.hand.indexOf(card);
  if (i < 0) refuse('not-in-hand', `${side} does not hold card ${card}.`, '15.3.2');
  const drawer = ph.drawers.find((d) => d.draw === draw);
  if (drawer === undefined) refuse('no-such-draw', `This resolution has no ${draw} draw (it has ${ph.drawers.map((d) => d.draw).join(', ') || 'none'}).`, '15.3.2');
  p.hand.splice(i, 1);
  p.deck = { drawPile: p.deck.drawPile, discardPile: [...p.deck.discardPile, card] };
  s.ext.effects.push({
    by: side, card: 'redo', title: 'Re-do', effect: { kind: 'redraw', draw, target: drawer.side === side ? 'own' : 'enemy' },
    duration: 'instant', turn: s.turn, usedAt: null,
  });
  emit(ctx, 'redo', ['15.3.2'], { side, discarded: card, draw, drawer: drawer.side });
  afterWindowPlay(ctx);
}

/**
 * Closes the window: the interrupted phase comes back and the resolution carries on, through the
 * die-modification window (§5.4) when the scenario asks for one.
 * @rule dawn-of-battle 14.2
 */
export function closeEventWindow(ctx: Ctx): void {
  const ph = ctx.s.phase;
  if (ph.kind !== 'eventWindow') return;
  emit(ctx, 'event-window-closed', ['14.2'], { before: ph.before });
  ctx.s.phase = ph.returnTo;
  const r = ph.resume;
  if (r.kind === 'casualty' || r.kind === 'randomEvent') {
    resumeDrawAfterEvents(ctx, r);
    return;
  }
  // Melee windows are the melee procedure's; the handicap draws open no event window.
  if (r.kind !== 'fire' && r.kind !== 'rally') return;
  const drawer = r.kind === 'fire' ? r.command.side : r.side;
  if (windowsForDraws(ctx)) {
    openWindow(ctx, drawer, r);
    return;
  }
  if (r.kind === 'fire') fireCommand(ctx, r.command as Extract<DobCommand, { type: 'fire' }>, { attack: 0, defense: 0 });
  else continueRally(ctx, r, 0);
}

/** Whose fatigue or end-of-game draw the `next`-th of the turn-end random events is (initiative player first, A-57). */
function randomEventDrawer(s: DobState, next: number): Side {
  const first = s.initiative.holder ?? 'A';
  return next === 0 ? first : other(first);
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

/** After such a window: the §5.4 window when the scenario has them, else the draw itself. */
function resumeDrawAfterEvents(ctx: Ctx, r: Extract<DieResume, { kind: 'casualty' | 'randomEvent' }>): void {
  const s = ctx.s;
  if (r.kind === 'casualty') {
    const l = r.checks[0] === undefined ? undefined : s.leaders[r.checks[0].leader];
    if (l !== undefined && s.options.dieModWindows === 'all' && windowsForDraws(ctx)) openWindow(ctx, l.side, r);
    else runCasualtyChecks(ctx, r.checks, 0);
    return;
  }
  if (windowsForDraws(ctx)) openWindow(ctx, randomEventDrawer(s, r.next), r);
  else continueRandomEvents(ctx, r.cards, r.next, r.extraTurn, 0);
}

/** Passes for a player who has nothing to play in the open window; returns `true` when it did. */
export function autoPassWindow(ctx: Ctx): boolean {
  const ph = ctx.s.phase;
  if (ph.kind !== 'eventWindow') return false;
  if (holdsPlayable(ctx.s, ph.toAct, ph.before) && playContext(ctx.s, ph.toAct) !== null) return false;
  passEvent(ctx, ph.toAct);
  return true;
}

/** The draws a window's re-dos may name. */
export function windowDraws(ph: EventWindowPhase): ReadonlyArray<DrawKind> {
  return ph.drawers.map((d) => d.draw).filter((d) => WINDOW_DRAWS[ph.before].includes(d));
}
