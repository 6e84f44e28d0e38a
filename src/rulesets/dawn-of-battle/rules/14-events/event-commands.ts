/**
 * The `play-event` command (§14.2) and the event commands `legalCommands` lists in each phase.
 * @module
 */
import type { DobCommand } from '../../model/commands.js';
import type { Ctx } from '../../kernel/context.js';
import { cardPlayable, chargeTargets, eventOf, playContext, playEvent, rallyCandidates } from './event-play.js';
import { afterWindowPlay } from './event-window.js';
import { redoCommands } from '../15-optional/redo.js';
import { mayDeclareBarbarianCharge } from '../15-optional/melee-options.js';
import type { DobState, Side } from '../../model/state.js';

/**
 * `play-event`: the play itself (see `event-play.ts`); in an event window the other player then
 * answers (§14.2).
 * @rule dawn-of-battle 14.2
 */
export function playEventCommand(ctx: Ctx, c: Extract<DobCommand, { type: 'play-event' }>): void {
  const args = { ...(c.units === undefined ? {} : { units: [...c.units] }), ...(c.target === undefined ? {} : { target: c.target }) };
  playEvent(ctx, c.player, c.card, args);
  afterWindowPlay(ctx);
}

/**
 * The event commands open to `side` now: each playable card (a rally event with the first units
 * it may rally, a cancel-charge event once per charging enemy), the re-dos of an open window
 * (§15.3.2), the barbarian charge (§15.4), and in a window the pass.
 */
export function eventCommands(s: DobState, side: Side): DobCommand[] {
  const out: DobCommand[] = [];
  const ph = s.phase;
  if (ph.kind === 'eventWindow' && ph.toAct === side) out.push({ type: 'pass-event', player: side });
  if (mayDeclareBarbarianCharge(s, side)) out.push({ type: 'barbarian-charge', player: side });
  if (ph.kind === 'eventWindow' && ph.before === 'redo') return ph.toAct === side ? [...out, ...redoCommands(s, side)] : out;
  const c = playContext(s, side);
  if (c === null) return out;
  const hand = s.players[side].hand;
  if (hand.length === 0) return out;
  for (const card of hand) {
    if (!cardPlayable(s, side, card, c)) continue;
    const def = eventOf(s, card)!;
    const rally = def.effects.find((e) => e.kind === 'rally');
    const cancel = def.effects.some((e) => e.kind === 'cancelCharge');
    const units = rally !== undefined && rally.kind === 'rally' ? rallyCandidates(s, side).slice(0, rally.units) : [];
    const base = { type: 'play-event' as const, player: side, card, ...(units.length > 0 ? { units } : {}) };
    const targets = cancel ? chargeTargets(s, side) : [];
    if (targets.length > 0) for (const target of targets) out.push({ ...base, target });
    else out.push(base);
  }
  return out;
}
