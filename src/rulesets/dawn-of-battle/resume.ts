/**
 * Resuming what a window interrupted. The §5.4 die-modification windows and the §14.2 event
 * windows pause a procedure (a ranged attack, a rally, leader casualty draws, the turn-end random
 * events, the end-of-game handicap draws, an initiative draw); when a window closes, its chapter
 * restores the interrupted phase and leaves a {@link Resumption} on the context. The reducer
 * calls {@link resumePaused} after each step, so the chapters that own the windows never import
 * the procedures that resume after them.
 * @module
 */
import type { DobCommand } from './model/commands.js';
import type { DieResume, DobState, Side, WindowResume } from './model/state.js';
import { other } from './model/side.js';
import type { Ctx } from './kernel/context.js';
import { openInitiativeDraw } from './rules/04-sequence/initiative.js';
import { continueRandomEvents } from './rules/04-sequence/sequence.js';
import { continueRally, fireCommand } from './rules/05-actions/actions.js';
import { openWindow, windowsForDraws } from './rules/05-actions/die-windows.js';
import { runCasualtyChecks } from './rules/06-command-control/command-control.js';
import { concludeGame } from './rules/13-victory/victory.js';

/** Runs what closed windows handed back, until none is left (a resumed step may close another). */
export function resumePaused(ctx: Ctx): void {
  for (let r = ctx.resume; r !== null; r = ctx.resume) {
    ctx.resume = null;
    if (r.after === 'dieMod') afterDieWindow(ctx, r.resume, r.mod);
    else afterEventWindow(ctx, r.resume);
  }
}

/**
 * After a §5.4 window: the interrupted draw goes ahead with the agreed modification.
 * @rule dawn-of-battle 5.4
 */
function afterDieWindow(ctx: Ctx, r: DieResume, mod: number): void {
  switch (r.kind) {
    case 'fire': return fireCommand(ctx, r.command as Extract<DobCommand, { type: 'fire' }>, { attack: r.attackMod ?? 0, defense: mod });
    case 'rally': return continueRally(ctx, r, mod);
    case 'casualty': return runCasualtyChecks(ctx, r.checks, mod);
    case 'randomEvent': return continueRandomEvents(ctx, r.cards, r.next, r.extraTurn, mod);
    case 'handicap': return concludeGame(ctx, r.how, r.draws, mod);
  }
}

/**
 * After a §14.2 event window: the interrupted draw goes ahead, through the §5.4 window when the
 * scenario has them.
 * @rule dawn-of-battle 14.2
 */
function afterEventWindow(ctx: Ctx, r: WindowResume): void {
  if (r.kind === 'initiative') {
    openInitiativeDraw(ctx, r.drawer, { A: r.results.A, B: r.results.B }, r.ties, true);
    return;
  }
  if (r.kind === 'casualty' || r.kind === 'randomEvent') {
    resumeDrawAfterEvents(ctx, r);
    return;
  }
  // Melee windows are the melee procedure's; the handicap draws open no event window.
  if (r.kind !== 'fire' && r.kind !== 'rally') return;
  const drawer = r.kind === 'fire' ? r.command.player : r.side;
  if (windowsForDraws(ctx)) {
    openWindow(ctx, drawer, r);
    return;
  }
  if (r.kind === 'fire') fireCommand(ctx, r.command as Extract<DobCommand, { type: 'fire' }>, { attack: 0, defense: 0 });
  else continueRally(ctx, r, 0);
}

/** Whose fatigue or end-of-game draw the `next`-th of the turn-end random events is (initiative player first). */
function randomEventDrawer(s: DobState, next: number): Side {
  const first = s.initiative.holder ?? 'A';
  return next === 0 ? first : other(first);
}

/** After a window before a casualty or random-event draw: the §5.4 window when the scenario has them, else the draw itself. */
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
