/**
 * The turn sequence (§5): phases begin and end here. Phases whose rules belong to part II
 * (rally, shooting, close combat) pass with an event saying they are not resolved yet; the game
 * ends at the turn limit without a winner.
 * @module
 */
import { rule } from '../../data/cite.js';
import type { ArcaneEvent } from '../../model/events.js';
import { nonDefaultRulings } from '../../model/options.js';
import type { ArcaneState, ArcaneUnit } from '../../model/state.js';
import { defenderOf, otherPlayer } from '../../query/geometry.js';
import { activationCandidates } from './activation.js';
import { beginAssignment, beginOrders, withoutDice } from './orders.js';
import { checkWeather } from '../04-setup/weather.js';
import { offBoardStep } from '../12-off-board/arrivals.js';

/** What part II will resolve, in the words the outcome and the events use. */
export const NOT_RESOLVED = 'not resolved: part II (shooting, close combat, combat outcomes, rally and victory are not played yet)';

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
  const next = offBoardStep(checkWeather({ ...state, turn, units, commands, initiativeUsed: [], phase: { tag: 'reset', player: state.attacker } }, events), events);
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
 * The phases after movement (§5.4–§5.8): rally (part II), spontaneous movement's initiative move
 * (§5.5, the attacker first; skipped by the beginner preset), shooting and close combat (part
 * II), then the end of the turn.
 * @rule arcane-warfare 5.4
 * @rule arcane-warfare 5.5
 * @rule arcane-warfare 5.6
 * @rule arcane-warfare 5.7
 */
function afterMovement(state: ArcaneState, events: ArcaneEvent[]): ArcaneState {
  events.push({ type: 'phase-began', phase: 'rally', citations: [rule('5.4')] });
  events.push({ type: 'phase-not-resolved', phase: 'rally', note: NOT_RESOLVED, citations: [rule('10.2')] });
  events.push({ type: 'phase-began', phase: 'spontaneous', citations: [rule('5.5')] });
  if (state.preset === 'starter') {
    events.push({ type: 'phase-not-resolved', phase: 'spontaneous', note: 'skipped by the beginner preset (front matter)', citations: [rule('5.5')] });
    return afterSpontaneous(state, events);
  }
  return { ...state, phase: { tag: 'initiative', player: state.attacker, then: defenderOf(state) } };
}

/**
 * After the initiative moves: shooting and close combat (part II), then the end of the turn
 * (§5.8): MIP left over is lost; at the turn limit the game ends.
 * @rule arcane-warfare 5.6
 * @rule arcane-warfare 5.7
 * @rule arcane-warfare 5.8
 */
export function afterSpontaneous(state: ArcaneState, events: ArcaneEvent[]): ArcaneState {
  events.push({ type: 'phase-began', phase: 'shooting', citations: [rule('5.6')] });
  events.push({ type: 'phase-not-resolved', phase: 'shooting', note: NOT_RESOLVED, citations: [rule('8')] });
  events.push({ type: 'phase-began', phase: 'close-combat', citations: [rule('5.7')] });
  events.push({ type: 'phase-not-resolved', phase: 'close-combat', note: NOT_RESOLVED, citations: [rule('7')] });
  events.push({ type: 'phase-began', phase: 'end-turn', citations: [rule('5.8')] });
  const mipLost: Record<string, number> = Object.fromEntries(state.players.map((p) => [p, 0]));
  for (const c of Object.values(state.commands)) if (c.dice !== null) mipLost[c.side] = (mipLost[c.side] ?? 0) + c.dice.mipLeft;
  events.push({ type: 'turn-ended', turn: state.turn, mipLost, citations: [rule('5.8')] });
  if (state.turn >= state.turnLimit) {
    const reason = `The turn limit (${state.turnLimit}) is reached; the battle is ${NOT_RESOLVED}.`;
    events.push({ type: 'game-ended', reason, citations: [rule('5.8')] });
    return {
      ...state,
      phase: { tag: 'over' },
      result: {
        winner: null,
        level: 'unresolved',
        points: Object.fromEntries(state.players.map((p) => [p, 0])),
        reason,
        citations: [rule('5.8'), rule('10.3', 'victory is part II')],
        reconstructed: false,
        rulings: nonDefaultRulings(state.readings),
      },
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
    return state;
  }
  return state;
}

/** The other player, for callers that only know one. */
export function opponent(state: ArcaneState, p: string): string {
  return otherPlayer(state, p);
}
