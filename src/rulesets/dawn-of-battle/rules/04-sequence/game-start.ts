/**
 * The start of play once the pieces are on the map (§16.7, §16.8): starting event hands, then
 * turn 1. Setup calls it directly; with tournament balancing (§15.2) or free deployment (§15.1)
 * it runs when the last of those setup steps is done.
 * @module
 */
import { drawCard } from '../02-components/cards.js';
import type { Ctx } from '../../kernel/context.js';
import { morale } from '../../query/derived.js';
import { startTurn } from './sequence.js';

/**
 * Starting events (§14.1, §16.7): each player draws event cards equal to army morale; then
 * turn 1 begins (§16.8).
 * @rule dawn-of-battle 14.1
 * @rule dawn-of-battle 16.7
 * @rule dawn-of-battle 16.8
 */
export function startPlay(ctx: Ctx): void {
  for (const side of ['A', 'B'] as const) {
    const n = morale(ctx.s, side);
    for (let i = 0; i < n; i++) drawCard(ctx, side, 'starting event', true);
  }
  startTurn(ctx);
}
