/**
 * The orders transmission phase (§5.2): orders dice, their assignment to command centres in the
 * small game (§5.2.2.1) and the standard procedure (§5.2.2.2), and message delivery along the
 * line between command stands (§5.2.2.2.1–§5.2.2.2.2, Fig. 4).
 * @module
 */
import type { Point } from '../../../../plane/base.js';
import { polygonOf } from '../../../../plane/base.js';
import { lengthInside, pointInPolygon, segmentPolygonDistance, segmentsMeet } from '../../../../plane/polygon.js';
import { rule } from '../../data/cite.js';
import { GAME_SIZE_TABLE } from '../../data/game-sizes.js';
import { ordersPair } from '../../kernel/dice.js';
import type { ArcaneEvent } from '../../model/events.js';
import type { ArcaneCommandCentre, ArcaneState, HeldPair, NextAssignment } from '../../model/state.js';
import { baseOf, enemiesOf, otherPlayer } from '../../query/geometry.js';
import { noteFirstOrdersRoll } from '../04-setup/weather.js';

/** The cost of carrying orders from one stand to another, in message points, by part (§5.2.2.2). */
export interface DeliveryCost {
  readonly distance: number;
  readonly segments: number;
  readonly terrain: number;
  readonly gully: number;
  readonly enemy: number;
  readonly impassable: number;
  readonly total: number;
}

function boundaryCrossings(p: Point, q: Point, poly: ReadonlyArray<Point>): number {
  let n = 0;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) if (segmentsMeet(p, q, poly[j]!, poly[i]!)) n++;
  return n;
}

/**
 * The message points the orders need from `from` to `to`: one per orders segment (the command
 * radius) or fraction, measured from stand edge to stand edge along the centre line; one more to
 * enter and exit each BUA, hill, marsh or wood; for a gully, one when the line crosses exactly one
 * of its edges (ruling AW-R10; or one per edge crossed); one to cross enemy (per enemy unit by
 * ruling AW-R11, or once); one per impassable feature crossed.
 * @rule arcane-warfare 5.2.1
 * @rule arcane-warfare 5.2.2.2.1
 * @rule arcane-warfare 5.2.2.2.2
 * @ruling AW-R10
 * @ruling AW-R11
 */
export function deliveryCost(state: ArcaneState, from: ArcaneCommandCentre, to: ArcaneCommandCentre): DeliveryCost {
  if (from.id === to.id) return { distance: 0, segments: 0, terrain: 0, gully: 0, enemy: 0, impassable: 0, total: 0 };
  const R = GAME_SIZE_TABLE[state.size].commandRadius;
  const p = { x: from.x, y: from.y };
  const q = { x: to.x, y: to.y };
  const distance = Math.max(0, Math.hypot(q.x - p.x, q.y - p.y) - from.diameter / 2 - to.diameter / 2);
  const segments = distance <= 1e-9 ? 0 : Math.ceil(distance / R - 1e-9);
  let terrain = 0;
  let gully = 0;
  let impassable = 0;
  for (const f of state.terrain) {
    const inP = pointInPolygon(p, f.polygon);
    const inQ = pointInPolygon(q, f.polygon);
    if (f.kind === 'bua' || f.kind === 'wood' || f.kind === 'marsh' || f.kind === 'hill-open' || f.kind === 'hill-rough') {
      if (!inP && !inQ && lengthInside(p, q, f.polygon) > 1e-9) terrain++;
    } else if (f.kind === 'gully') {
      if (state.readings.gullyOrders === 'per-edge') gully += boundaryCrossings(p, q, f.polygon);
      else if (inP !== inQ) gully++;
    } else if (f.kind === 'impassable') {
      if (lengthInside(p, q, f.polygon) > 1e-9) impassable++;
    }
  }
  let enemy = 0;
  for (const u of enemiesOf(state, from.side)) if (segmentPolygonDistance(p, q, polygonOf(baseOf(u))) <= 1e-9) enemy++;
  if (state.readings.enemyOrders === 'once') enemy = Math.min(enemy, 1);
  return { distance, segments, terrain, gully, enemy, impassable, total: segments + terrain + gully + enemy + impassable };
}

/**
 * What the MIP die shows on arrival (§5.2.2.2.1): a message die of 6 reaches anywhere; otherwise
 * each unpaid message point takes one from the MIP die (ruling AW-R8; or only unpaid segments), to
 * no less than 1. An ally command with communication problems (ruling AW-R9: any shortfall, or a
 * message die of 1) gets no usable MIP this turn (§5.2.2.2).
 * @rule arcane-warfare 5.2.2.2
 * @rule arcane-warfare 5.2.2.2.1
 * @ruling AW-R8
 * @ruling AW-R9
 */
export function deliveredMip(state: ArcaneState, to: ArcaneCommandCentre, message: number, mip: number, cost: DeliveryCost): { mip: number; shortfall: number } {
  if (message === 6) return { mip, shortfall: 0 };
  const shortfall = Math.max(0, cost.total - message);
  const reduction = state.readings.unpaidMessage === 'per-segment' ? Math.min(shortfall, cost.segments) : shortfall;
  if (to.kind === 'ACo') {
    const problem = state.readings.allyCommunication === 'message-one' ? message === 1 : shortfall > 0;
    if (problem) return { mip: 0, shortfall };
  }
  return { mip: Math.max(1, mip - reduction), shortfall };
}

/** The SCo of a side. */
export function scoOf(state: ArcaneState, side: string): ArcaneCommandCentre {
  return Object.values(state.commands).find((c) => c.side === side && c.kind === 'SCo' && c.status === 'active') as ArcaneCommandCentre;
}

/** Gives a pair to a command centre: delivery, the dice placed by it. */
export function deliver(state: ArcaneState, co: ArcaneCommandCentre, pair: { message: number; mip: number }, swap: boolean, events: ArcaneEvent[]): ArcaneState {
  const message = swap ? pair.mip : pair.message;
  const rolledMip = swap ? pair.message : pair.mip;
  const cost = deliveryCost(state, scoOf(state, co.side), co);
  const d = deliveredMip(state, co, message, rolledMip, cost);
  events.push({
    type: 'orders-delivered',
    player: co.side,
    co: co.id,
    message,
    rolledMip,
    mip: d.mip,
    cost: message === 6 ? 0 : cost.total,
    shortfall: d.shortfall,
    swapped: swap,
    citations: [rule('5.2.2.2.1'), rule('5.2.2.2.2'), ...(swap ? [rule('5.2.2', 'a regular SCo swaps its own two dice')] : [])],
  });
  return { ...state, commands: { ...state.commands, [co.id]: { ...co, dice: { message, rolledMip, mip: d.mip, score: message, mipLeft: d.mip, done: false } } } };
}

/** The command centres of a side still without orders dice. */
export function withoutDice(state: ArcaneState, side: string): ArcaneCommandCentre[] {
  return Object.values(state.commands).filter((c) => c.side === side && c.status === 'active' && c.dice === null);
}

/**
 * Begins a player's assignment in the standard procedure (§5.2.2.2): an irregular SCo keeps its
 * first pair as rolled, so it is placed by it at once; a regular SCo holds it to give.
 * @rule arcane-warfare 5.2.2.2
 */
export function beginAssignment(state: ArcaneState, player: string, then: NextAssignment | null, first: { message: number; mip: number }, events: ArcaneEvent[]): ArcaneState {
  const sco = scoOf(state, player);
  if (!sco.regular) {
    const s = deliver(state, sco, first, false, events);
    return { ...s, phase: { tag: 'orders-assign', player, then, held: null } };
  }
  const held: HeldPair = { message: first.message, mip: first.mip, first: true };
  return { ...state, phase: { tag: 'orders-assign', player, then, held } };
}

/**
 * The orders phase begins (§5.2.2): a pair of orders dice for each SCo. In the small game
 * (§5.2.2.1) each SCo keeps its pair; regular SCos decide on swapping at once (ruling AW-R14), or
 * the attacker first. In larger games (§5.2.2.2) the higher total assigns first, the attacker on a
 * tie.
 * @rule arcane-warfare 5.2.2
 * @rule arcane-warfare 5.2.2.1
 * @rule arcane-warfare 5.2.2.2
 * @ruling AW-R14
 */
export function beginOrders(state0: ArcaneState, events: ArcaneEvent[]): ArcaneState {
  let state = state0;
  events.push({ type: 'phase-began', phase: 'orders', citations: [rule('5.2')] });
  const pairs: Record<string, { message: number; mip: number }> = {};
  for (const p of state.players) {
    const [pair, s] = ordersPair(state);
    state = s;
    pairs[p] = pair;
    events.push({ type: 'orders-rolled', player: p, co: scoOf(state, p).id, message: pair.message, mip: pair.mip, citations: [rule('5.2.2')] });
  }
  state = noteFirstOrdersRoll(state, pairs[state.attacker]!, events);
  const defender = otherPlayer(state, state.attacker);
  if (state.size === 'small') {
    const regular = state.players.filter((p) => scoOf(state, p).regular);
    for (const p of state.players) if (!scoOf(state, p).regular) state = deliver(state, scoOf(state, p), pairs[p]!, false, events);
    if (regular.length === 0) return { ...state, phase: { tag: 'movement', active: null } };
    if (state.readings.smallGameOrders === 'simultaneous') {
      return { ...state, phase: { tag: 'orders-written', written: Object.fromEntries(regular.map((p) => [p, null])), pairs: Object.fromEntries(regular.map((p) => [p, pairs[p]!])) } };
    }
    const order = [state.attacker, defender].filter((p) => regular.includes(p));
    const first = order[0]!;
    const next = order[1];
    return { ...state, phase: { tag: 'orders-assign', player: first, then: next === undefined ? null : { player: next, ...pairs[next]! }, held: { ...pairs[first]!, first: true } } };
  }
  const total = (p: string) => pairs[p]!.message + pairs[p]!.mip;
  const first = total(defender) > total(state.attacker) ? defender : state.attacker;
  const second = otherPlayer(state, first);
  return beginAssignment(state, first, { player: second, ...pairs[second]! }, pairs[first]!, events);
}
