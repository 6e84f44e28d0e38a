/**
 * Die-result modification windows (§5.4) before every die draw other than the initiative's
 * (which `initiative.ts` handles), when the scenario asks for them (`dieModWindows: 'all'`):
 * ranged attack and defense, rally, leader casualty (§6.4), fatigue (§14.5.3), end of game
 * (§14.5.4) and handicap (§13.5). The action is checked first, a window opens (the drawing
 * player may modify first, then the other, alternating until one cedes), and the action then
 * resolves with the agreed modification. Leader casualty checks wait until the action that
 * caused them is complete; the handicap windows come after the game's last action, before the
 * tally.
 * @module
 */
import { emit, type Ctx } from '../../kernel/context.js';
import type { DieResume, DobState, Phase, Side } from '../../model/state.js';

/**
 * True when the game is over or only its handicap draws (and their windows) remain: nothing else
 * may happen.
 */
export function gameEnding(s: DobState): boolean {
  return s.phase.kind === 'over' || (s.phase.kind === 'dieMod' && s.phase.resume.kind === 'handicap');
}

/** True when windows should open before non-initiative draws now (someone can still pay). */
export function windowsForDraws(ctx: Ctx): boolean {
  const s = ctx.s;
  return s.options.dieModWindows === 'all' && (s.players.A.unspent > 0 || s.players.B.unspent > 0);
}

/**
 * Opens a window before `drawer`'s draw, remembering what to carry on with.
 * @rule dawn-of-battle 5.4
 */
export function openWindow(ctx: Ctx, drawer: Side, resume: DieResume): void {
  const returnTo = ctx.s.phase.kind === 'dieMod' ? ctx.s.phase.returnTo : (JSON.parse(JSON.stringify(ctx.s.phase)) as Phase);
  ctx.s.phase = { kind: 'dieMod', drawer, toAct: drawer, mod: 0, declines: 0, spent: 0, resume, returnTo };
  emit(ctx, 'die-window', ['5.4'], { drawer, for: resume.kind });
}

/**
 * Closes the window: restores the interrupted phase and hands the interrupted procedure back,
 * with the agreed modification, for the reducer to resume (`ctx.resume`, see resume.ts). A ranged
 * attack gets a second window for the defender's draw before it resolves.
 * @rule dawn-of-battle 5.4
 */
export function resumeAfterWindow(ctx: Ctx): void {
  const ph = ctx.s.phase;
  if (ph.kind !== 'dieMod') return;
  const r = ph.resume;
  if (r.kind === 'fire' && r.attackMod === null) {
    const target = ctx.s.units[r.command.target]!;
    openWindow(ctx, target.side, { ...r, attackMod: ph.mod });
    return;
  }
  ctx.s.phase = ph.returnTo;
  ctx.resume = { after: 'dieMod', resume: r, mod: ph.mod };
}
