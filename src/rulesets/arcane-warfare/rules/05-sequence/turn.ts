/**
 * The turn sequence (§5): phases begin and end here. Shooting (§8) and close combat are fought; the game ends when an army breaks (§10.3) or
 * at the turn limit.
 * @module
 */
import { rule } from '../../data/cite.js';
import type { ArcaneEvent } from '../../model/events.js';
import { nonDefaultRulings } from '../../model/options.js';
import type { ArcaneState, ArcaneUnit } from '../../model/state.js';
import { defenderOf, otherPlayer } from '../../query/geometry.js';
import { activationCandidates } from './activation.js';
import { closeCombatPhase } from '../07-close-combat/resolve.js';
import { shootingPhase } from '../08-shooting/resolve.js';
import { fleeUnit } from '../09-combat-outcome/flee.js';
import { commandEscapes } from '../10-command-victory/escape.js';
import { rallyOptions } from '../10-command-victory/rally.js';
import { verdict, VICTORY_CITATIONS } from '../10-command-victory/victory.js';
import { beginAssignment, beginOrders, withoutDice } from './orders.js';
import { checkWeather } from '../04-setup/weather.js';
import { offBoardStep } from '../12-off-board/arrivals.js';

/** @deprecated Shooting is played now (§8); kept for callers that imported it. */
export const NOT_RESOLVED = 'not resolved yet (shooting, §8, is not played)';

/**
 * A new turn (§5): per-turn records cleared, then the reset phase (§5.1), the attacker first.
 * @rule arcane-warfare 5
 * @rule arcane-warfare 5.1
 */
export function startTurn(state: ArcaneState, events: ArcaneEvent[]): { state: ArcaneState; events: ArcaneEvent[] } {
  const turn = state.turn + 1;
  const units: Record<string, ArcaneUnit> = {};
  for (const [id, u] of Object.entries(state.units)) units[id] = u.orderedBy === null && u.impulses === 0 && !u.cumbersomePaid ? u : { ...u, orderedBy: null, impulses: 0, cumbersomePaid: false };
  const commands = Object.fromEntries(Object.entries(state.commands).map(([id, c]) => [id, c.dice === null ? c : { ...c, dice: null }]));
  events.push({ type: 'turn-began', turn, citations: [rule('5')] });
  events.push({ type: 'phase-began', phase: 'reset', citations: [rule('5.1')] });
  const { conformed: _conformed, ...rest } = state;
  const next = offBoardStep(checkWeather({ ...rest, turn, units, commands, initiativeUsed: [], charged: [], phase: { tag: 'reset', player: state.attacker } }, events), events);
  return { state: next, events };
}

/**
 * A player ends the reset phase (§5.1); after the defender, the orders phase begins.
 * @rule arcane-warfare 5.1
 */
export function endReset(state: ArcaneState, player: string, events: ArcaneEvent[]): ArcaneState {
  events.push({ type: 'reset-ended', player, citations: [rule('5.1')] });
  if (player === state.attacker) return { ...state, phase: { tag: 'reset', player: defenderOf(state) } };
  return beginOrders(state, events);
}


/**
 * The phases after movement (§5.4–§5.8): rally (§5.4, the attacker first; skipped by the beginner
 * preset, which has no shaken units), then spontaneous movement.
 * @rule arcane-warfare 5.4
 */
function afterMovement(state: ArcaneState, events: ArcaneEvent[]): ArcaneState {
  events.push({ type: 'phase-began', phase: 'rally', citations: [rule('5.4')] });
  if (state.preset === 'starter') {
    events.push({ type: 'phase-not-resolved', phase: 'rally', note: 'skipped by the beginner preset (front matter)', citations: [rule('5.4')] });
    return beginSpontaneous(state, events);
  }
  return { ...state, phase: { tag: 'rally', player: state.attacker, then: defenderOf(state), tried: [], used: [] } };
}

/**
 * The rally phase moves on: to the other player, then to spontaneous movement.
 * @rule arcane-warfare 5.4
 */
export function advanceRally(state: ArcaneState, events: ArcaneEvent[]): ArcaneState {
  const ph = state.phase;
  if (ph.tag !== 'rally') return state;
  if (ph.then !== null) return { ...state, phase: { ...ph, player: ph.then, then: null } };
  return beginSpontaneous(state, events);
}

/**
 * Spontaneous movement (§5.5): shaken units flee first (§9.4), the attacker's then the
 * defender's, then the initiative moves (skipped by the beginner preset).
 * @rule arcane-warfare 5.5
 * @rule arcane-warfare 9.4
 */
function beginSpontaneous(state0: ArcaneState, events: ArcaneEvent[]): ArcaneState {
  let state = state0;
  events.push({ type: 'phase-began', phase: 'spontaneous', citations: [rule('5.5')] });
  for (const p of [state.attacker, defenderOf(state)]) {
    for (const id of [...state.shaken].sort()) {
      const u = state.units[id];
      if (u !== undefined && u.side === p && u.status === 'active' && state.shaken.includes(id)) state = fleeUnit(state, id, false, events);
    }
  }
  if (state.preset === 'starter') {
    events.push({ type: 'phase-not-resolved', phase: 'spontaneous', note: 'skipped by the beginner preset (front matter)', citations: [rule('5.5')] });
    return afterSpontaneous(state, events);
  }
  return { ...state, phase: { tag: 'initiative', player: state.attacker, then: defenderOf(state) } };
}

/**
 * After the initiative moves: shooting (§5.6, §8), close combat (§5.7, §7), then the end
 * of the turn (§5.8): MIP left over is lost and each army's break-points are counted; the game
 * ends when an army breaks (§10.3) or at the turn limit.
 * @rule arcane-warfare 5.6
 * @rule arcane-warfare 5.7
 * @rule arcane-warfare 5.8
 * @rule arcane-warfare 10.3
 */
export function afterSpontaneous(state0: ArcaneState, events: ArcaneEvent[]): ArcaneState {
  let state = state0;
  events.push({ type: 'phase-began', phase: 'shooting', citations: [rule('5.6')] });
  state = shootingPhase(state, events);
  events.push({ type: 'phase-began', phase: 'close-combat', citations: [rule('5.7')] });
  state = closeCombatPhase(state, events);
  state = commandEscapes(state, events);
  events.push({ type: 'phase-began', phase: 'end-turn', citations: [rule('5.8')] });
  const mipLost: Record<string, number> = Object.fromEntries(state.players.map((p) => [p, 0]));
  for (const c of Object.values(state.commands)) if (c.dice !== null) mipLost[c.side] = (mipLost[c.side] ?? 0) + c.dice.mipLeft;
  events.push({ type: 'turn-ended', turn: state.turn, mipLost, citations: [rule('5.8')] });
  const v = verdict(state);
  events.push({ type: 'break-points', points: v.points, threshold: v.threshold, broken: v.broken, citations: [rule('5.8'), rule('10.3')] });
  // Points in the outcome: what each side inflicted, so higher is better.
  const inflicted = Object.fromEntries(state.players.map((p) => [p, v.points[otherPlayer(state, p)] ?? 0]));
  if (v.broken.length > 0) {
    const winner = v.broken.length === 1 ? otherPlayer(state, v.broken[0]!) : null;
    const reason =
      winner === null
        ? `Both armies break at the end of turn ${state.turn} (${state.players.map((p) => `${p} ${v.points[p]}`).join(', ')} of ${v.threshold} break-points): a draw.`
        : `${v.broken[0]} breaks at the end of turn ${state.turn} with ${v.points[v.broken[0]!]} of ${v.threshold} break-points: ${winner} wins.`;
    events.push({ type: 'game-ended', reason, citations: VICTORY_CITATIONS });
    return { ...state, phase: { tag: 'over' }, result: { winner, level: winner === null ? 'draw' : 'victory', points: inflicted, reason, citations: VICTORY_CITATIONS, reconstructed: false, rulings: nonDefaultRulings(state.readings) } };
  }
  if (state.turn >= state.turnLimit) {
    const reason = `The turn limit (${state.turnLimit}) is reached and neither army has broken (${state.players.map((p) => `${p} ${v.points[p]}`).join(', ')} of ${v.threshold} break-points).`;
    events.push({ type: 'game-ended', reason, citations: [rule('5.8')] });
    return {
      ...state,
      phase: { tag: 'over' },
      result: { winner: null, level: 'turn-limit', points: inflicted, reason, citations: [rule('5.8'), rule('10.3')], reconstructed: false, rulings: nonDefaultRulings(state.readings) },
    };
  }
  return startTurn(state, events).state;
}

/**
 * Moves the sequence on wherever nothing is left to decide: an assigning player with every
 * command centre supplied passes to the next or to movement; movement with no command centre
 * left to activate passes to the later phases.
 * @rule arcane-warfare 5.2.2.2
 * @rule arcane-warfare 5.3
 */
export function settle(before: ArcaneState['phase']['tag'], state0: ArcaneState, events: ArcaneEvent[]): ArcaneState {
  let state = state0;
  const announce = () => {
    if (before !== 'movement' && !events.some((e) => e.type === 'phase-began' && e.phase === 'movement')) events.push({ type: 'phase-began', phase: 'movement', citations: [rule('5.3')] });
  };
  for (let guard = 0; guard < 8; guard++) {
    const phase = state.phase;
    if (phase.tag === 'movement') announce();
    if (phase.tag === 'orders-assign' && phase.held === null && withoutDice(state, phase.player).length === 0) {
      if (phase.then !== null) state = beginAssignment(state, phase.then.player, null, phase.then, events);
      else state = { ...state, phase: { tag: 'movement', active: null } };
      continue;
    }
    if (phase.tag === 'movement' && phase.active === null && activationCandidates(state).length === 0) {
      state = afterMovement(state, events);
      continue;
    }
    if (phase.tag === 'rally' && rallyOptions(state, phase.player).length === 0) {
      state = advanceRally(state, events);
      continue;
    }
    return state;
  }
  return state;
}

/** The other player, for callers that only know one. */
export function opponent(state: ArcaneState, p: string): string {
  return otherPlayer(state, p);
}
