/**
 * Tournament balancing (§15.2): before the armies deploy, the two players bid panic points for
 * the choice of army; the highest bidder chooses, and that army's panic level drops by the bid.
 *
 * Who is who: until the choice the players are seats, named by the sides the scenario would give
 * them (`side` in the commands is the seat). The book does not say how bids are made; ruling:
 * an open auction in which the seats alternate, seat A opening, each bid higher than the
 * standing one (an opening bid may be 0), until one seat passes. A pass before any bid gives the
 * other seat the choice at 0, so ties cannot arise (ruling DOB-R49). A bid
 * must leave either army a panic level of at least 1. The `army-chosen` event says which seat
 * took which army; from then on commands name armies.
 * @ruling DOB-R49
 * @module
 */
import { emit, refuse, type Ctx } from '../../kernel/context.js';
import { beginDeployment } from './deployment.js';
import { startPlay } from '../04-sequence/game-start.js';
import type { DobState, PanicBidPhase, Side } from '../../model/state.js';
import { other } from '../../model/state.js';

/** The largest bid allowed: both armies must keep a panic level of at least 1. */
export function maxPanicBid(s: DobState): number {
  return Math.min(s.players.A.panicLevel, s.players.B.panicLevel) - 1;
}

function biddingPhase(ctx: Ctx, side: Side): PanicBidPhase {
  const ph = ctx.s.phase;
  if (ph.kind !== 'panicBid') return refuse('wrong-phase', 'Panic points are not being bid now.', '15.2');
  if (ph.toAct !== side) refuse('wrong-player', `Seat ${ph.toAct} acts now in the tournament bidding.`, '15.2');
  return ph;
}

/**
 * `bid-panic-points` (§15.2): a higher bid than the standing one, within {@link maxPanicBid}.
 * @rule dawn-of-battle 15.2
 */
export function bidPanicPoints(ctx: Ctx, side: Side, points: number): void {
  const ph = biddingPhase(ctx, side);
  if (ph.chooser !== null) refuse('bidding-over', `The bidding is over; seat ${ph.chooser} chooses an army.`, '15.2');
  const min = ph.high === null ? 0 : ph.high.points + 1;
  if (points < min) refuse('bid-too-low', `A bid must be at least ${min} panic points.`, '15.2');
  const max = maxPanicBid(ctx.s);
  if (points > max) refuse('bid-too-high', `A bid of ${points} would leave an army a panic level below 1 (at most ${max}).`, '15.2');
  ph.high = { seat: side, points };
  ph.toAct = other(side);
  emit(ctx, 'panic-bid', ['15.2'], { seat: side, points });
}

/**
 * `pass-panic-bid` (§15.2): the other seat wins with its standing bid (0 if it made none).
 * @rule dawn-of-battle 15.2
 */
export function passPanicBid(ctx: Ctx, side: Side): void {
  const ph = biddingPhase(ctx, side);
  if (ph.chooser !== null) refuse('bidding-over', `The bidding is over; seat ${ph.chooser} chooses an army.`, '15.2');
  const winner = other(side);
  if (ph.high === null) ph.high = { seat: winner, points: 0 };
  ph.chooser = winner;
  ph.toAct = winner;
  emit(ctx, 'panic-bidding-won', ['15.2'], { seat: winner, points: ph.high.points });
}

/**
 * `choose-army` (§15.2): the winning seat takes an army, whose panic level drops by the bid; then
 * free deployment (§15.1) or play begins.
 * @rule dawn-of-battle 15.2
 */
export function chooseArmy(ctx: Ctx, side: Side, army: Side): void {
  const ph = biddingPhase(ctx, side);
  if (ph.chooser === null || ph.high === null) return refuse('still-bidding', 'The bidding is not over yet.', '15.2');
  const points = ph.high.points;
  const p = ctx.s.players[army];
  p.panicLevel -= points;
  emit(ctx, 'army-chosen', ['15.2'], { seat: side, army, points, panicLevel: p.panicLevel, otherSeat: other(side), otherArmy: other(army) });
  if (ctx.s.options.freeDeployment) beginDeployment(ctx);
  else startPlay(ctx);
}
