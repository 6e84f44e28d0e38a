/**
 * The sequence of play (A:7-15) as an explicit phase machine. Each bound: the moving player
 * throws a PIP die and moves (step 1, NO CHANGE: from the public 1.x sources), shoots (step 2,
 * NO CHANGE: the sheet's own distant-shooting section), then every front-edge contact fights in
 * the order the moving player chooses (step 3, A:15). At the end of the bound the winning rule is
 * checked (A:142), then the other side's bound begins.
 * @module
 */
import { rollD6 } from '../../random/rng.js';
import { frontPairs } from '../dbx/contact.js';
import type { DbaEvent, DbaState } from './state.js';
import { timeLimitOutcome, victoryCheck } from './winning.js';
import { active, dc, enemyOf } from './world.js';
import { anyShotPossible } from './shooting.js';

/** A state plus events. */
export interface Stepped {
  readonly state: DbaState;
  readonly events: DbaEvent[];
}

const EMPTY_RECORD = { moves: {}, shot: [], shotAt: {}, contacted: {}, fought: [] } as const;

/**
 * Starts a bound: throws the PIP die and opens the move phase.
 * @rule dba sequence-of-play
 */
export function startBound(state: DbaState, player: string, bound: number): Stepped {
  const d = rollD6(state.rng);
  const pips = d.value * state.tables.pips.dice;
  return {
    state: { ...state, rng: d.rng, bound, record: EMPTY_RECORD, phase: { tag: 'move', player, pips, pipsUsed: 0 } },
    events: [{ type: 'bound-started', bound, player, pipDie: d.value, citations: [dc('sequence-of-play', 'step (1): PIP die, one per bound (public 1.x: Cour57)')] }],
  };
}

/**
 * Ends the moves: on to distant shooting, or straight to close combat when nobody can shoot.
 * @rule dba sequence-of-play
 */
export function endMoves(state: DbaState): Stepped {
  const player = state.phase.tag === 'move' ? state.phase.player : state.players[0];
  const ev: DbaEvent = { type: 'phase', from: 'move', to: 'shoot', citations: [dc('sequence-of-play', 'step (2): distant shooting')] };
  const s: DbaState = { ...state, phase: { tag: 'shoot', player } };
  if (anyShotPossible(s)) return { state: s, events: [ev] };
  const c = startCombat(s);
  return { state: c.state, events: [ev, ...c.events] };
}

/**
 * Opens close combat with every pair in front-edge contact, or ends the bound when there is none.
 * @rule dba sequence-of-play
 */
export function startCombat(state: DbaState): Stepped {
  const player = 'player' in state.phase ? state.phase.player : state.players[0];
  const pairs = frontPairs(active(state));
  const ev: DbaEvent = { type: 'phase', from: 'shoot', to: 'combat', citations: [dc('sequence-of-play', 'step (3), A:15: front-edge contacts fight, in the order the moving player decides')] };
  if (pairs.length === 0) {
    const e = endBound(state);
    return { state: e.state, events: [ev, ...e.events] };
  }
  return { state: { ...state, phase: { tag: 'combat', player, pairs } }, events: [ev] };
}

/**
 * After a combat: drops pairs that no longer stand in contact or have fought, and ends the bound
 * when none remain.
 * @rule dba sequence-of-play
 */
export function afterCombat(state: DbaState): Stepped {
  if (state.phase.tag !== 'combat') return { state, events: [] };
  const live = new Set(frontPairs(active(state)).map(([a, b]) => `${a}|${b}`));
  const fought = new Set(state.record.fought);
  const pairs = state.phase.pairs.filter(([a, b]) => live.has(`${a}|${b}`) && !fought.has(a) && !fought.has(b));
  if (pairs.length > 0) return { state: { ...state, phase: { ...state.phase, pairs } }, events: [] };
  return endBound(state);
}

/**
 * Ends the bound: the winning check, then the other side's bound (or the library's bound limit).
 * @rule dba winning
 * @rule dba sequence-of-play
 */
export function endBound(state: DbaState): Stepped {
  const outcome = victoryCheck(state);
  if (outcome !== null) {
    return { state: { ...state, phase: { tag: 'over' }, result: outcome }, events: [{ type: 'game-over', outcome, citations: outcome.citations }] };
  }
  const limit = state.options.maxBounds ?? 200;
  if (state.bound >= limit) {
    const o = timeLimitOutcome(state);
    return { state: { ...state, phase: { tag: 'over' }, result: o }, events: [{ type: 'game-over', outcome: o, citations: o.citations }] };
  }
  const player = 'player' in state.phase ? state.phase.player : state.players[0];
  return startBound(state, enemyOf(state, player), state.bound + 1);
}
