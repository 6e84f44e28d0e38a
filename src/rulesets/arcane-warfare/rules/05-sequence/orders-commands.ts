/**
 * The players' decisions in the orders phase (§5.2.2): writing the small game's choice at once,
 * giving pairs to command centres, a regular SCo's throw before choosing.
 * @module
 */
import { rule, ruling } from '../../data/cite.js';
import { ordersPair } from '../../kernel/dice.js';
import { done, refused, type Applied } from '../../kernel/result.js';
import type { ArcaneEvent } from '../../model/events.js';
import type { ArcaneState } from '../../model/state.js';
import { deliver, scoOf, withoutDice } from './orders.js';

/**
 * A regular SCo's choice in the small game (§5.2.2.1, §5.2.2): keep or swap its pair. Both
 * players decide at once (ruling AW-R14); the choices are told when both are in.
 * @rule arcane-warfare 5.2.2
 * @rule arcane-warfare 5.2.2.1
 * @ruling AW-R14
 */
export function writeOrders(state: ArcaneState, player: string, swap: boolean): Applied {
  const phase = state.phase;
  if (phase.tag !== 'orders-written') return refused('wrong-phase', 'write-orders is for the small game\'s orders phase, when both players decide at once.', rule('5.2.2.1'));
  if (!(player in phase.written)) return refused('wrong-player', `${player} has no choice to make on their orders dice.`, rule('5.2.2'));
  if (phase.written[player] !== null) return refused('already-written', `${player} has already decided.`, ruling('AW-R14'));
  const written = { ...phase.written, [player]: swap };
  const events: ArcaneEvent[] = [{ type: 'orders-written', player, citations: [ruling('AW-R14')] }];
  if (Object.values(written).some((w) => w === null)) return done({ ...state, phase: { ...phase, written } }, events);
  let s = state;
  for (const p of state.players) {
    const w = written[p];
    if (w === undefined || w === null) continue;
    const sco = scoOf(s, p);
    s = deliver(s, sco, phase.pairs[p]!, w, events);
  }
  return done({ ...s, phase: { tag: 'movement', active: null } }, events);
}

/**
 * Gives orders dice to command centre `coId` (§5.2.2.2): the held pair if there is one, else a
 * pair thrown now for it (the SCo nominates, then throws). An irregular SCo keeps its first pair;
 * a regular SCo may give it to another command centre, without swapping, or keep it and swap; a
 * pair a regular SCo threw before choosing goes to a regular command centre, itself included.
 * @rule arcane-warfare 5.2.2
 * @rule arcane-warfare 5.2.2.2
 */
export function giveOrders(state0: ArcaneState, player: string, coId: string, swap: boolean): Applied {
  const phase = state0.phase;
  if (phase.tag !== 'orders-assign') return refused('wrong-phase', 'give-orders is for the orders phase.', rule('5.2.2.2'));
  const co = state0.commands[coId];
  if (co === undefined || co.status !== 'active') return refused('unknown-command', `There is no command centre ${coId}.`, rule('2.5.1'));
  if (co.side !== player) return refused('not-your-unit', `${coId} is not ${player}'s.`, rule('5.2.2.2'));
  if (co.dice !== null) return refused('has-dice', `${coId} has its orders dice already.`, rule('5.2.2.2', 'one pair per command centre'));
  const sco = scoOf(state0, player);
  if (swap && (co.id !== sco.id || !sco.regular)) return refused('no-swap', 'Only a regular SCo may swap the dice given to himself.', rule('5.2.2'));
  let state = state0;
  let pair: { message: number; mip: number };
  const events: ArcaneEvent[] = [];
  if (phase.held !== null) {
    if (!phase.held.first && !co.regular) return refused('not-regular', 'A pair thrown before choosing goes to a regular command centre.', rule('5.2.2.2'));
    pair = { message: phase.held.message, mip: phase.held.mip };
  } else {
    const [p, s] = ordersPair(state);
    pair = p;
    state = s;
    events.push({ type: 'orders-rolled', player, co: co.id, message: p.message, mip: p.mip, citations: [rule('5.2.2.2', 'the SCo nominates the recipient, then throws')] });
  }
  state = deliver(state, state.commands[co.id]!, pair, swap, events);
  return done({ ...state, phase: { ...phase, held: null } }, events);
}

/**
 * A regular SCo throws a pair before choosing its recipient, one of its regular command centres
 * still without dice (§5.2.2.2).
 * @rule arcane-warfare 5.2.2.2
 */
export function throwOrders(state: ArcaneState, player: string): Applied {
  const phase = state.phase;
  if (phase.tag !== 'orders-assign') return refused('wrong-phase', 'throw-orders is for the orders phase.', rule('5.2.2.2'));
  if (phase.held !== null) return refused('pair-held', 'A pair is already waiting to be given.', rule('5.2.2.2'));
  if (!scoOf(state, player).regular) return refused('not-regular', 'Only a regular SCo may throw before choosing the recipient.', rule('5.2.2.2'));
  if (!withoutDice(state, player).some((c) => c.regular)) return refused('not-regular', 'No regular command centre is waiting for orders dice.', rule('5.2.2.2'));
  const [pair, s] = ordersPair(state);
  return done({ ...s, phase: { ...phase, held: { ...pair, first: false } } }, [
    { type: 'orders-rolled', player, co: null, message: pair.message, mip: pair.mip, citations: [rule('5.2.2.2', 'a regular SCo throws, then chooses')] },
  ]);
}
