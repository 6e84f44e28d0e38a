/**
 * Determining the initiative (§4.3) with die-result modification windows (§5.4) and the bidding
 * sub-protocol (§5.1).
 * @module
 */
import { drawCard } from '../02-components/cards.js';
import { citing, type Ctx, record, refuse } from '../../kernel/context.js';
import type { DobState, Side } from '../../model/state.js';
import { resumeAfterWindow } from '../05-actions/die-windows.js';
import { eventWindowWanted, openEventWindow } from '../14-events/event-window.js';
import { other } from '../../model/state.js';
import { outsideRedoTracking } from '../15-optional/redo.js';

// Citation lists of the events recorded here (one shared frozen list each, see `record`).
const CITE_4_3 = citing('4.3');
const CITE_4_3__5_1 = citing('4.3', '5.1');
const CITE_5_1 = citing('5.1');
const CITE_5_4 = citing('5.4');

/**
 * The initiative holder's penalty (§4.3): the marker's box, at most 4.
 * @rule dawn-of-battle 4.3
 */
export function holderPenalty(box: number): number {
  return Math.min(box, 4);
}

function windowsOpen(s: DobState): boolean {
  return s.options.dieModWindows !== 'none' && (s.players.A.unspent > 0 || s.players.B.unspent > 0);
}

/**
 * Under re-dos (§15.3.2) a die result can be drawn again only if it was drawn inside a command
 * (`apply` tracks every command's draws). The one initiative draw made outside any, `setup`'s
 * first one when no §5.4 window comes before it, waits behind an event window while someone holds
 * a card to discard, so the pass that closes the window makes it.
 * @rule dawn-of-battle 15.3.2
 */
function drawWaitsForRedos(s: DobState): boolean {
  return outsideRedoTracking(s) && !windowsOpen(s) && (s.players.A.hand.length > 0 || s.players.B.hand.length > 0);
}

/**
 * Opens the initiative draw for `drawer` (§4.3): the holder draws first (§2.7.2); on turn 1,
 * when nobody holds it yet, side A does (ruling DOB-R12). Before the draw an event window (§14.2)
 * opens when someone holds a card that could act on it (`eventsDone` says it has been held),
 * then the die-modification window (§5.4), then the draw.
 * @rule dawn-of-battle 4.3
 * @rule dawn-of-battle 2.7.2
 * @rule dawn-of-battle 14.2
 * @ruling DOB-R12
 */
export function openInitiativeDraw(ctx: Ctx, drawer: Side, results: { A: number | null; B: number | null }, ties = 0, eventsDone = false): void {
  if (!eventsDone && (eventWindowWanted(ctx.s, 'initiative') || drawWaitsForRedos(ctx.s))) {
    openEventWindow(ctx, 'initiative', { kind: 'initiative', drawer, results: { A: results.A, B: results.B }, ties });
    return;
  }
  ctx.s.phase = { kind: 'initiative', drawer, toAct: drawer, mod: 0, declines: 0, spent: 0, results, ties };
  if (!windowsOpen(ctx.s)) closeWindow(ctx);
}

/**
 * `modify-die` (§5.4): 1 AP moves the pending initiative result by ±1; the net change stays
 * within ±1, and the other player may answer.
 * @rule dawn-of-battle 5.4
 */
export function modifyDie(ctx: Ctx, side: Side, delta: 1 | -1): void {
  const ph = ctx.s.phase;
  if (ph.kind !== 'initiative' && ph.kind !== 'dieMod') return refuse('wrong-phase', 'No die result is about to be drawn.', '5.4');
  if (ph.toAct !== side) refuse('wrong-player', `It is ${ph.toAct}'s turn to modify or cede.`, '5.4');
  const next = ph.mod + delta;
  if (next < -1 || next > 1) refuse('modification-limit', 'A die result may only be modified by plus or minus one.', '5.4');
  const p = ctx.s.players[side];
  if (p.unspent < 1) refuse('no-action-points', `${side} has no unspent action point.`, '5.4');
  p.unspent -= 1;
  ph.mod = next;
  ph.spent += 1;
  ph.declines = 0;
  ph.toAct = other(side);
  record(ctx, { side, delta, net: next, drawer: ph.drawer, type: 'die-modified', citations: CITE_5_4 });
}

/**
 * `decline-die-mod` (§5.4): the player to act cedes; the window closes once a player cedes after
 * a modification, or both have ceded in turn.
 * @rule dawn-of-battle 5.4
 */
export function declineDieMod(ctx: Ctx, side: Side): void {
  const ph = ctx.s.phase;
  if (ph.kind !== 'initiative' && ph.kind !== 'dieMod') return refuse('wrong-phase', 'No die result is about to be drawn.', '5.4');
  if (ph.toAct !== side) refuse('wrong-player', `It is ${ph.toAct}'s turn to modify or cede.`, '5.4');
  ph.declines += 1;
  if (ph.declines >= 2 || ph.spent > 0) {
    if (ph.kind === 'initiative') closeWindow(ctx);
    else resumeAfterWindow(ctx);
  } else ph.toAct = other(side);
}

function closeWindow(ctx: Ctx): void {
  const s = ctx.s;
  const ph = s.phase;
  if (ph.kind !== 'initiative') return;
  const card = drawCard(ctx, ph.drawer, 'initiative');
  const penalty = s.initiative.holder === ph.drawer ? holderPenalty(s.initiative.box) : 0;
  const result = card.die + ph.mod - penalty;
  // Built as a plain literal (keys A then B, as every results record): a spread with a computed
  // key is several times slower, and gives the records several object layouts.
  const results = ph.drawer === 'A' ? { A: result, B: ph.results.B } : { A: ph.results.A, B: result };
  record(ctx, { side: ph.drawer, die: card.die, modification: ph.mod, penalty, result, type: 'initiative-draw', citations: CITE_4_3 });
  const holder = s.initiative.holder;
  const otherSide = other(ph.drawer);
  if (results[otherSide] === null) {
    // §2.7.2: the second draw is skipped when it cannot change the winner (ruling DOB-R13: counting
    // the modification the other side could still buy).
    if (holder !== null && ph.drawer === holder) {
      const canMod = windowsOpen(s);
      const otherMax = 6 + (canMod ? 1 : 0);
      const otherMin = 1 - (canMod ? 1 : 0);
      if (result >= otherMax) return decided(ctx, holder, 'the other player cannot beat this result');
      if (result < otherMin) return decided(ctx, otherSide, 'the holder\'s result cannot win');
    }
    openInitiativeDraw(ctx, otherSide, results, ph.ties);
    return;
  }
  const a = results.A!;
  const b = results.B!;
  if (a === b) {
    if (holder === null) {
      // Ruling: a deck that cannot break the tie (20 ties in a row) leaves the initiative with
      // side A, where §16.3 puts the marker.
      if (ph.ties >= 20) return decided(ctx, 'A', 'turn-1 ties could not be broken; side A keeps the marker (§16.3)');
      record(ctx, { redraw: true, type: 'initiative-tie', citations: CITE_4_3 });
      openInitiativeDraw(ctx, 'A', { A: null, B: null }, ph.ties + 1);
      return;
    }
    decided(ctx, holder, 'tie: the previous holder keeps the initiative');
    return;
  }
  decided(ctx, a > b ? 'A' : 'B', 'higher result');
}

function decided(ctx: Ctx, winner: Side, why: string): void {
  record(ctx, { side: winner, why, type: 'initiative-won', citations: CITE_4_3 });
  ctx.s.phase = { kind: 'initiativeBid', leader: winner, toAct: other(winner) };
}

/**
 * `bid-initiative` (§5.1): spend 1 AP to take the initiative; the other may take it back.
 * @rule dawn-of-battle 5.1
 */
export function bidInitiative(ctx: Ctx, side: Side): void {
  const ph = ctx.s.phase;
  if (ph.kind !== 'initiativeBid') return refuse('wrong-phase', 'Initiative bidding is not under way.', '5.1');
  if (ph.toAct !== side) refuse('wrong-player', `It is ${ph.toAct}'s turn to bid or cede.`, '5.1');
  const p = ctx.s.players[side];
  if (p.unspent < 1) refuse('no-action-points', `${side} has no unspent action point to bid.`, '5.1');
  p.unspent -= 1;
  ph.leader = side;
  ph.toAct = other(side);
  record(ctx, { side, type: 'initiative-bid', citations: CITE_5_1 });
}

/**
 * `decline-bid` (§5.1, §4.3): the bidding ends; the marker moves up a box if the holder kept the
 * initiative, otherwise it goes to box 0 of the new holder's track.
 * @rule dawn-of-battle 5.1
 * @rule dawn-of-battle 4.3
 * @rule dawn-of-battle 2.3.7
 */
export function declineBid(ctx: Ctx, side: Side): Side {
  const ph = ctx.s.phase;
  if (ph.kind !== 'initiativeBid') return refuse('wrong-phase', 'Initiative bidding is not under way.', '5.1');
  if (ph.toAct !== side) refuse('wrong-player', `It is ${ph.toAct}'s turn to bid or cede.`, '5.1');
  const winner = ph.leader;
  const ini = ctx.s.initiative;
  if (ini.holder === winner) ini.box += 1;
  else {
    ini.holder = winner;
    ini.box = 0;
  }
  record(ctx, { holder: winner, box: ini.box, type: 'initiative-settled', citations: CITE_4_3__5_1 });
  return winner;
}
