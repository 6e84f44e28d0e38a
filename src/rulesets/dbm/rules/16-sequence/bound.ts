/**
 * The sequence of play as far as it is built (p.16, L1183-1213): the invader takes the first
 * bound; each bound opens with a PIP die for each of the moving side's commands; the player ends
 * the bound, and its shooting and close combat are resolved (p.21-22). The clock moves
 * on an hour each time the defender completes the config's number of bounds (p.13, L983). At the
 * end of every bound commands are tested for demoralisation and armies for defeat (p.25a); the
 * game ends when an army is defeated, or at the bound limit on victory points.
 * @module
 */
import { rule } from '../../data/cite.js';
import { timeOfDay } from '../../data/daylight.js';
import { d6 } from '../../kernel/dice.js';
import type { DbmEvent } from '../../model/events.js';
import type { DbmState, PipDie } from '../../model/state.js';
import { combatPhases } from './combat-phases.js';
import { afterCombat, dbmGameOutcome, generalLossTests } from '../25a-demoralisation-victory/index.js';


/** A command still throws its PIP die while any of its non-baggage elements remains (p.16, L1204-1206). */
function commandsDicing(state: DbmState, player: string): string[] {
  return Object.values(state.commands)
    .filter((c) => c.side === player && c.elements.some((id) => state.troops[id]!.type !== 'Bge' && state.elements[id]?.status === 'active'))
    .map((c) => c.id)
    .sort();
}

/**
 * Opens `player`'s bound: one PIP die per command (p.16, L1202-1206). Who permutes which regular
 * die is the PIP chapter's (not yet played: each command keeps its own die).
 * @rule dbm p.16
 */
export function beginBound(state: DbmState, player: string, events: DbmEvent[]): DbmState {
  const bound = state.bound + 1;
  events.push({ type: 'bound-began', bound, player, hour: state.clock!.hour, citations: [rule('p.16', 'L1185-1187: sides alternate bounds, the invader first')] });
  let s: DbmState = { ...state, bound };
  const pips: Record<string, PipDie> = {};
  const scores: Record<string, number> = {};
  for (const c of commandsDicing(state, player)) {
    const [v, next] = d6(s);
    s = next;
    pips[c] = { score: v, left: v };
    scores[c] = v;
  }
  events.push({ type: 'pips-rolled', player, scores, citations: [rule('p.16', 'L1202-1206: a PIP die for each command')] });
  s = generalLossTests(s, scores, events);
  return { ...s, pips, phase: { tag: 'bound', player, step: 'move' } };
}

/**
 * Starts the battle once deployment is over: the invader's first bound (p.16, L1185-1186).
 * @rule dbm p.16
 */
export function beginBattle(state: DbmState, events: DbmEvent[]): DbmState {
  const clock = state.clock!;
  events.push({
    type: 'battle-began',
    hour: clock.hour,
    sunrise: clock.sunrise,
    sunset: clock.sunset,
    light: timeOfDay(clock.hour, { sunrise: clock.sunrise, sunset: clock.sunset }),
    citations: [rule('p.13', 'L983-998: the hour deployment ends, and dawn when that is at night')],
  });
  return beginBound(state, state.setup!.invader, events);
}

/**
 * Ends `player`'s bound: shooting and close combat are announced as not resolved, the clock
 * moves on after the defender's bounds (p.13, L983), and the game ends at the bound limit or
 * passes to the other side.
 * @rule dbm p.16
 */
export function endBound(before: DbmState, player: string, events: DbmEvent[]): DbmState {
  const state = combatPhases(before, player, events);
  // demoralisation and defeat are tested at the end of every bound (p.25a, L2114-2127)
  const tested = afterCombat(state, events);
  if (tested.phase.tag === 'over') return tested;
  events.push({ type: 'bound-ended', bound: state.bound, player, citations: [rule('p.16')] });
  let s: DbmState = { ...tested, pips: {} };
  if (player === state.setup!.defender) {
    const clock = s.clock!;
    const n = clock.defenderBounds + 1;
    if (n >= s.config.hoursPerDefenderBounds) {
      s = { ...s, clock: { ...clock, hour: clock.hour + 1, defenderBounds: 0 } };
      events.push({ type: 'clock-advanced', hour: clock.hour + 1, citations: [rule('p.13', 'L983: an hour passes each time the defender completes 4 bounds')] });
    } else s = { ...s, clock: { ...clock, defenderBounds: n } };
  }
  if (s.bound >= s.boundLimit) return endGame(s, events);
  const other = s.players[0] === player ? s.players[1] : s.players[0];
  return beginBound(s, other, events);
}

/**
 * Ends the game at the time limit: no army is defeated, so victory points decide (p.25a,
 * L2130-2136; ruling DBM-R49).
 * @rule dbm p.25a
 * @ruling DBM-R49
 */
function endGame(state: DbmState, events: DbmEvent[]): DbmState {
  const result = dbmGameOutcome(state, true);
  events.push({ type: 'game-ended', reason: result.reason, citations: [rule('p.25a', 'L2130-2136: victory points at the end')] });
  return { ...state, phase: { tag: 'over' }, result };
}
