/**
 * The `leaderSurvives` event effect applied (§14.4, §6.4): a played card with it waits in the
 * game's active effects for the rest of the turn; the next leader of the player's army that a
 * casualty draw would kill survives instead, and the card is spent. Ruling (ours): one leader
 * per card, the player's own leaders only, not carried over into the next turn.
 * @module
 */
import { emit, type Ctx } from '../../kernel/context.js';
import type { LeaderState } from '../../model/state.js';

/**
 * True (and the effect spent) when a waiting `leaderSurvives` effect of the leader's own army
 * saves it from a casualty draw that would kill it.
 * @rule dawn-of-battle 14.4
 * @rule dawn-of-battle 6.4
 */
export function spareLeader(ctx: Ctx, l: LeaderState): boolean {
  const s = ctx.s;
  const i = s.ext.effects.findIndex((e) => e.effect.kind === 'leaderSurvives' && e.by === l.side && e.turn === s.turn);
  if (i < 0) return false;
  const e = s.ext.effects[i]!;
  s.ext.effects.splice(i, 1);
  emit(ctx, 'leader-spared', ['14.4', '6.4'], { leader: l.id, side: l.side, revealed: l.revealed, card: e.card, title: e.title });
  return true;
}
