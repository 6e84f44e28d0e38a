/**
 * The sequence of play (§4): remove leaders, receive action points, initiative, place leaders,
 * the action cycle's alternation and passing, the melee cycle (here only its hand-off: melee
 * itself is the next issue), turn end with random events (§14.5), and the turn track.
 * @module
 */
import { checkHonorShift, rememberLeaderHexes, revealDummiesAtTurnEnd } from '../15-optional/leaders.js';
import { endImpetuousMelee, startImpetuousness } from '../15-optional/impetuous.js';
import { openEventWindowBefore } from '../14-events/event-window.js';
import { cardDef, drawCard, reshuffleDeck } from '../02-components/cards.js';
import { gameEnding, openWindow, windowsForDraws } from '../05-actions/die-windows.js';
import { citing, type Ctx, leaderForWrite, leadersToRead, playersToRead, record, refuse, unitForWrite } from '../../kernel/context.js';
import { dataOf, enemyUnitIn, enterCost, morale, type Occupancy } from '../../query/derived.js';
import { hexKey, type Hex } from '../../model/geometry.js';
import { openInitiativeDraw, declineBid } from './initiative.js';
import { armyPanics } from '../12-panic/panic.js';
import type { Side } from '../../model/state.js';
import { other } from '../../model/state.js';
import { endGame } from '../13-victory/victory.js';
import type { CardDef } from '../../data/formats.js';
import { beginActionCycle } from './action-cycle.js';
export { beginActionCycle } from './action-cycle.js';

// Citation lists of the events recorded here (one shared frozen list each, see `record`).
const CITE_12_3 = citing('12.3');
const CITE_14_3 = citing('14.3');
const CITE_14_5_1 = citing('14.5.1');
const CITE_14_5_3 = citing('14.5.3');
const CITE_14_5_4 = citing('14.5.4');
const CITE_4_0 = citing('4.0');
const CITE_4_2 = citing('4.2');
const CITE_4_4 = citing('4.4');
const CITE_4_6 = citing('4.6');
const CITE_4_6__10_1 = citing('4.6', '10.1');
const CITE_4_7 = citing('4.7');
const CITE_5_0 = citing('5.0');

/**
 * Starts a turn: 4.1 leaders come off the map (and wounded or looting leaders due back this turn
 * become available), 4.2 each player receives action points, 4.3 the initiative draw opens.
 * @rule dawn-of-battle 4.1
 * @rule dawn-of-battle 4.2
 */
export function startTurn(ctx: Ctx): void {
  const s = ctx.s;
  record(ctx, { turn: s.turn, type: 'turn-started', citations: CITE_4_0 });
  rememberLeaderHexes(ctx);
  // Loops read the record through a local: `s.leaders` / `s.units` are getters, and `rec[id]`
  // on the record the for-in walks takes V8's fast path (several times faster than a getter call
  // and a dictionary-style lookup per key).
  const leaders = s.leaders;
  for (const id in leaders) {
    const l = leaders[id]!;
    if (l.where === 'map' || (l.where === 'track' && l.returnTurn !== null && l.returnTurn <= s.turn)) {
      l.where = 'aside';
      l.hex = null;
      l.returnTurn = null;
    }
    l.canForm = true;
    l.moved = 0;
    l.revealed = false;
  }
  // The caller's units (or this command's, if it wrote some): read only; writes go through unitForWrite.
  const units = s.units;
  for (const id in units) if (units[id]!.continuanceUsed) unitForWrite(ctx, id)!.continuanceUsed = false;
  for (const side of ['A', 'B'] as const) {
    const p = s.players[side];
    const leaders = morale(s, side);
    const card = drawCard(ctx, side, 'action points');
    const ap = Math.min(leaders + card.command, p.chitPool);
    p.unspent = ap;
    p.passed = false;
    record(ctx, { side, leaders, card: card.command, pool: p.chitPool, received: ap, type: 'action-points', citations: CITE_4_2 });
  }
  openInitiativeDraw(ctx, s.initiative.holder ?? 'A', { A: null, B: null });
}

/** After the initiative is settled: the non-initiative player places leaders first (§4.4). */
export function afterInitiative(ctx: Ctx, holder: Side): void {
  ctx.s.phase = { kind: 'placeLeaders', toAct: other(holder) };
  beginPlacement(ctx, other(holder));
}

/** True while `side` has a leader set aside, waiting to be placed (§4.4). */
function hasLeaderToPlace(ctx: Ctx, side: Side): boolean {
  const leaders = leadersToRead(ctx.s);
  for (const id in leaders) {
    const l = leaders[id]!;
    if (l.side === side && l.where === 'aside') return true;
  }
  return false;
}

/**
 * Opens leader placement for `side`; a side with no leader to place panics if its losses are at
 * or above its panic level (§4.4, §12.3).
 * @rule dawn-of-battle 4.4
 * @rule dawn-of-battle 12.3
 */
function beginPlacement(ctx: Ctx, side: Side): void {
  if (hasLeaderToPlace(ctx, side)) return;
  const p = ctx.s.players[side];
  const hasAny = Object.values(leadersToRead(ctx.s)).some((l) => l.side === side && (l.where === 'map' || l.where === 'aside'));
  if (!hasAny && p.losses >= p.panicLevel) {
    record(ctx, { side, type: 'loss-of-leadership', citations: CITE_12_3 });
    armyPanics(ctx, side);
    if (gameEnding(ctx.s)) return;
  }
  finishPlacement(ctx, side);
}

function finishPlacement(ctx: Ctx, side: Side): void {
  const holder = ctx.s.initiative.holder!;
  if (side !== holder) {
    ctx.s.phase = { kind: 'placeLeaders', toAct: holder };
    beginPlacement(ctx, holder);
  } else if (!startImpetuousness(ctx)) beginActionCycle(ctx);
}

/**
 * Where a leader may be placed (§4.4): a playable, enterable hex without an enemy combat unit
 * or enemy leader (ruling DOB-R19).
 * @rule dawn-of-battle 4.4
 * @ruling DOB-R19
 */
export function canPlaceLeaderAt(ctx: Ctx | { s: Ctx['s'] }, side: Side, h: Hex, occ?: Occupancy): boolean {
  if (enterCost(ctx.s, h) === null) return false;
  if (occ === undefined ? enemyUnitIn(ctx.s, side, h) : (occ.get(hexKey(h)) ?? []).some((u) => u.side !== side)) return false;
  const leaders = leadersToRead(ctx.s);
  for (const id in leaders) {
    const l = leaders[id]!;
    if (l.side !== side && l.where === 'map' && l.hex !== null && l.hex.q === h.q && l.hex.r === h.r) return false;
  }
  return true;
}

/**
 * `place-leader` (§4.4): face down; when the player has placed them all, the other places or the
 * action cycle begins.
 * @rule dawn-of-battle 4.4
 */
export function placeLeader(ctx: Ctx, side: Side, leaderId: string, hex: Hex): void {
  const ph = ctx.s.phase;
  if (ph.kind !== 'placeLeaders') return refuse('wrong-phase', 'Leaders are not being placed now.', '4.4');
  if (ph.toAct !== side) refuse('wrong-player', `${ph.toAct} places leaders now (the initiative player places second).`, '4.4');
  // Only this leader is copied (the others are read through leadersToRead below).
  const l = leaderForWrite(ctx, leaderId);
  if (l === undefined) refuse('unknown-leader', `There is no leader "${leaderId}".`, '4.4');
  if (l.side !== side) refuse('not-your-leader', `${leaderId} is not ${side}'s leader.`, '4.4');
  if (l.where !== 'aside') refuse('leader-unavailable', `${leaderId} is not waiting to be placed.`, '4.4');
  checkHonorShift(ctx, l, hex);
  if (!canPlaceLeaderAt(ctx, side, hex)) refuse('bad-leader-hex', `A leader may not be placed in ${hexKey(hex)} (off the map, impassable, or holding an enemy unit or leader).`, '4.4');
  l.where = 'map';
  l.hex = { q: hex.q, r: hex.r };
  l.revealed = false;
  // The event names the hex only: which leader stands there is hidden from the opponent (§4.4).
  record(ctx, { side, hex: l.hex, type: 'leader-placed', citations: CITE_4_4 });
  if (!hasLeaderToPlace(ctx, side)) finishPlacement(ctx, side);
}

/**
 * After an action completes, the turn passes to the other player unless they have passed
 * (§4.5, §5.0); when both have passed the melee cycle begins.
 * @rule dawn-of-battle 4.5
 * @rule dawn-of-battle 5.0
 */
export function afterAction(ctx: Ctx, side: Side): void {
  const s = ctx.s;
  if (s.phase.kind !== 'action') return;
  const o = other(side);
  const players = playersToRead(s);
  if (!players[o].passed) s.phase = { kind: 'action', toAct: o, chooseFirst: false, activation: null };
  else if (!players[side].passed) s.phase = { kind: 'action', toAct: side, chooseFirst: false, activation: null };
  else enterMelee(ctx);
}

/**
 * `pass` (§5.0): a player who passes takes no more actions this turn.
 * @rule dawn-of-battle 5.0
 */
export function passAction(ctx: Ctx, side: Side): void {
  const s = ctx.s;
  s.players[side].passed = true;
  record(ctx, { side, unspent: s.players[side].unspent, type: 'passed', citations: CITE_5_0 });
  afterAction(ctx, side);
}

/**
 * The melee cycle (§4.6): Active! markers come off and the initiative player may initiate
 * first. Melee itself belongs to the next issue; here the cycle only runs its passes.
 * @rule dawn-of-battle 4.6
 */
export function enterMelee(ctx: Ctx): void {
  const s = ctx.s;
  const units = s.units; // read through a local (see startTurn); writes go through unitForWrite
  for (const id in units) if (units[id]!.marker === 'active') unitForWrite(ctx, id)!.marker = 'none';
  s.phase = { kind: 'melee', toAct: s.initiative.holder!, passed: [], melee: null, offMapAttacks: [] };
  record(ctx, { initiative: s.initiative.holder, type: 'melee-cycle', citations: CITE_4_6__10_1 });
}

/**
 * `pass-melee` (§4.6, §10.2): passing is final for the turn (our reading: the book gives no way to take a pass back); when both have passed
 * the turn ends.
 * @rule dawn-of-battle 4.6
 */
export function passMelee(ctx: Ctx, side: Side): void {
  const ph = ctx.s.phase;
  if (ph.kind !== 'melee') return refuse('wrong-phase', 'The melee cycle is not under way.', '4.6');
  if (ph.toAct !== side) refuse('wrong-player', `It is ${ph.toAct}'s turn in the melee cycle.`, '4.6');
  ph.passed.push(side);
  record(ctx, { side, type: 'melee-passed', citations: CITE_4_6 });
  if (ph.passed.includes(other(side))) (ph.impetuous === undefined ? enterTurnEnd : endImpetuousMelee)(ctx);
  else ph.toAct = other(side);
}

/**
 * Turn end (§4.7): Done! and Charge markers come off, then each player in turn (initiative
 * first) may discard events and buy events with spare action points (§5.6, ruling DOB-R15).
 * @rule dawn-of-battle 4.7
 * @ruling DOB-R15
 */
export function enterTurnEnd(ctx: Ctx): void {
  const s = ctx.s;
  const units = s.units; // read through a local (see startTurn); writes go through unitForWrite
  for (const id in units) {
    const u = units[id]!;
    if (u.marker === 'none' && !u.charge) continue; // nothing to change: no copy
    const w = unitForWrite(ctx, id)!;
    w.marker = 'none';
    w.charge = false;
  }
  revealDummiesAtTurnEnd(ctx);
  s.phase = { kind: 'turnEnd', toAct: s.initiative.holder!, done: [] };
  record(ctx, { turn: s.turn, type: 'turn-end', citations: CITE_4_7 });
}

/**
 * `discard-event` (§4.7, §14.3): discarding is allowed only at turn end.
 * @rule dawn-of-battle 14.3
 */
export function discardEvent(ctx: Ctx, side: Side, card: string): void {
  const ph = ctx.s.phase;
  if (ph.kind !== 'turnEnd') return refuse('wrong-phase', 'Events may be discarded only at turn end.', '14.3');
  if (ph.toAct !== side) refuse('wrong-player', `It is ${ph.toAct}'s turn-end step.`, '4.7');
  const p = ctx.s.players[side];
  const i = p.hand.indexOf(card);
  if (i < 0) refuse('not-in-hand', `${side} does not hold card ${card}.`, '14.3');
  p.hand.splice(i, 1);
  p.deck = { drawPile: p.deck.drawPile, discardPile: [...p.deck.discardPile, card] };
  record(ctx, { side, card, type: 'event-discarded', citations: CITE_14_3 });
}

/** `end-turn-end`: this player is done; after both, random events and the next turn. */
export function endTurnEnd(ctx: Ctx, side: Side): void {
  const ph = ctx.s.phase;
  if (ph.kind !== 'turnEnd') return refuse('wrong-phase', 'It is not turn end.', '4.7');
  if (ph.toAct !== side) refuse('wrong-player', `It is ${ph.toAct}'s turn-end step.`, '4.7');
  // Replaced, not pushed to: the working copy shares `done` with the caller's state (context.ts).
  ph.done = [...ph.done, side];
  if (!ph.done.includes(other(side))) {
    ph.toAct = other(side);
    return;
  }
  randomEvents(ctx);
}

/**
 * Random events (§14.5): each player draws a card, the initiative player's first (ruling DOB-R15), and any
 * icon takes effect: panic (if losses ≥ panic level, §14.5.1), reshuffle (§14.5.2), fatigue
 * (§14.5.3), end of game (§14.5.4). Then the Turn marker advances (§4.7); past the last box
 * the game ends (ruling DOB-R15).
 * @rule dawn-of-battle 14.5
 * @rule dawn-of-battle 14.5.1
 * @rule dawn-of-battle 14.5.2
 * @rule dawn-of-battle 14.5.3
 * @rule dawn-of-battle 14.5.4
 * @ruling DOB-R15
 */
export function randomEvents(ctx: Ctx): void {
  const s = ctx.s;
  const first = s.initiative.holder ?? 'A';
  const order: Side[] = [first, other(first)];
  const cards = { A: '', B: '' };
  for (const side of order) cards[side] = String(drawCard(ctx, side, 'random event').number);
  const bothEnd = cardDef(s, cards.A).icon === 'endOfGame' && cardDef(s, cards.B).icon === 'endOfGame' && s.turn >= 5;
  if (bothEnd) {
    record(ctx, { both: true, type: 'end-of-game-event', citations: CITE_14_5_4 });
    endGame(ctx, { reason: 'Both players drew the end-of-game icon (§14.5.4).' });
    return;
  }
  continueRandomEvents(ctx, cards, 0, 0, null);
}

/**
 * Applies the random-event icons from the `from`-th drawer on (the initiative player is first).
 * A fatigue or end-of-game die draw opens a §5.4 window first when windows are on; `mod` is the
 * modification agreed for the `from`-th drawer's draw when resuming after it.
 * @rule dawn-of-battle 14.5
 * @rule dawn-of-battle 5.4
 */
export function continueRandomEvents(ctx: Ctx, cards: { A: string; B: string }, from: number, extraTurn: number, mod: number | null): void {
  const s = ctx.s;
  const first = s.initiative.holder ?? 'A';
  const order: Side[] = [first, other(first)];
  const defs: Record<Side, CardDef> = { A: cardDef(s, cards.A), B: cardDef(s, cards.B) };
  const bothFatigue = defs.A.icon === 'fatigue' && defs.B.icon === 'fatigue';
  let extra = extraTurn;
  for (let i = from; i < order.length; i++) {
    const side = order[i]!;
    const c = defs[side];
    const agreed = i === from ? mod : null;
    const needsDraw = (c.icon === 'fatigue' && !bothFatigue) || (c.icon === 'endOfGame' && s.turn >= 5);
    if (needsDraw && agreed === null && openEventWindowBefore(ctx, { kind: 'randomEvent', cards: { A: cards.A, B: cards.B }, next: i, extraTurn: extra })) return;
    if (needsDraw && agreed === null && windowsForDraws(ctx)) {
      openWindow(ctx, side, { kind: 'randomEvent', cards: { A: cards.A, B: cards.B }, next: i, extraTurn: extra });
      return;
    }
    if (c.icon === 'panic') {
      const p = s.players[side];
      record(ctx, { side, effective: p.losses >= p.panicLevel, type: 'panic-icon', citations: CITE_14_5_1 });
      if (p.losses >= p.panicLevel) {
        armyPanics(ctx, side);
        if (gameEnding(s)) return;
      }
    } else if (c.icon === 'reshuffle') {
      reshuffleDeck(ctx, side, '14.5.2');
    } else if (c.icon === 'fatigue') {
      if (bothFatigue) {
        if (side === first) {
          extra = 1;
          record(ctx, { both: true, type: 'fatigue', citations: CITE_14_5_3 });
        }
      } else {
        const d = drawCard(ctx, side, 'fatigue');
        const die = d.die + (agreed ?? 0);
        const hit = die <= s.turn;
        if (hit) s.players[side].fatigue += 1;
        record(ctx, { side, die, turn: s.turn, fatigued: hit, fatigue: s.players[side].fatigue, ...(agreed ? { modification: agreed } : {}), type: 'fatigue', citations: CITE_14_5_3 });
      }
    } else if (c.icon === 'endOfGame' && s.turn >= 5) {
      const value = dataOf(s).turnTrack.boxes[s.turn - 1]?.endOfGame ?? null;
      const d = drawCard(ctx, side, 'end of game');
      const die = d.die + (agreed ?? 0);
      const ends = value !== null && die <= value;
      record(ctx, { side, die, value, ends, ...(agreed ? { modification: agreed } : {}), type: 'end-of-game-event', citations: CITE_14_5_4 });
      if (ends) {
        endGame(ctx, { reason: `The end-of-game draw ${die} was within turn ${s.turn}'s value ${value} (§14.5.4).` });
        return;
      }
    }
  }
  advanceTurn(ctx, extra);
}

/**
 * Advances the Turn marker (§4.7; fatigue on both sides skips a box, §14.5.3, ruling DOB-R15); after the
 * last turn the game ends (ruling DOB-R15).
 * @rule dawn-of-battle 4.7
 * @ruling DOB-R15
 */
export function advanceTurn(ctx: Ctx, extra: number): void {
  const s = ctx.s;
  for (const side of ['A', 'B'] as const) s.players[side].unspent = 0;
  s.turn += 1 + extra;
  if (s.turn > s.lastTurn) {
    s.turn = s.lastTurn;
    endGame(ctx, { reason: 'The last turn is over (§4.0).' });
    return;
  }
  startTurn(ctx);
}

/** Settles the initiative bidding and moves on to leader placement. */
export function settleInitiative(ctx: Ctx, side: Side): void {
  const holder = declineBid(ctx, side);
  afterInitiative(ctx, holder);
}
