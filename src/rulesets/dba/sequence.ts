/**
 * The sequence of play (A:7-15) on the DBx bound machine (dbx/bound.ts). Each bound: the moving
 * player throws a PIP die and moves (step 1, NO CHANGE: from the public 1.x sources), shoots
 * (step 2, NO CHANGE: the sheet's own distant-shooting section), then every front-edge contact
 * fights in the order the moving player chooses (step 3, A:15). At the end of the bound the
 * winning rule is checked (A:142), then the other side's bound begins. DBA's own parts are the
 * hooks: one PIP die for its one command, its events, and its winning check.
 * @module
 */
import { rollD6 } from '../../random/rng.js';
import { afterCombatWith, endBoundWith, endMovesWith, startBoundWith, startCombatWith, type BoundRules } from '../dbx/bound.js';
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

function gameOver(state: DbaState, outcome: NonNullable<DbaState['result']>): Stepped {
  return { state: { ...state, phase: { tag: 'over' }, result: outcome }, events: [{ type: 'game-over', outcome, citations: outcome.citations }] };
}

/**
 * DBA on the bound machine.
 * @rule dba sequence-of-play
 * @rule dba winning
 */
export const DBA_BOUND: BoundRules<DbaState, DbaEvent> = {
  step: (s) => {
    const p = s.phase;
    const player = 'player' in p ? p.player : null;
    return { step: p.tag === 'move' || p.tag === 'shoot' || p.tag === 'combat' ? p.tag : 'other', player };
  },
  bound: (s) => s.bound,
  nextPlayer: (s, player) => enemyOf(s, player),
  openBound: (state, player, bound) => {
    // one command, one PIP die (public 1.x: Cour57)
    const d = rollD6(state.rng);
    const pips = d.value * state.tables.pips.dice;
    return {
      state: { ...state, rng: d.rng, bound, record: EMPTY_RECORD, phase: { tag: 'move', player, pips, pipsUsed: 0 } },
      events: [{ type: 'bound-started', bound, player, pipDie: d.value, citations: [dc('sequence-of-play', 'step (1): PIP die, one per bound (public 1.x: Cour57)')] }],
    };
  },
  toShoot: (s, player) => ({ ...s, phase: { tag: 'shoot', player } }),
  anyShot: (s) => anyShotPossible(s),
  contacts: (s) => frontPairs(active(s)),
  toCombat: (s, player, pairs) => ({ ...s, phase: { tag: 'combat', player, pairs } }),
  waiting: (s) => (s.phase.tag === 'combat' ? s.phase.pairs : []),
  fought: (s) => s.record.fought,
  stepEvent: (from, to) =>
    to === 'shoot'
      ? { type: 'phase', from, to, citations: [dc('sequence-of-play', 'step (2): distant shooting')] }
      : { type: 'phase', from, to, citations: [dc('sequence-of-play', 'step (3), A:15: front-edge contacts fight, in the order the moving player decides')] },
  endOfBound: (state) => {
    const outcome = victoryCheck(state);
    if (outcome !== null) return gameOver(state, outcome);
    // the library's bound limit: a game that will not end is decided on losses
    if (state.bound >= (state.options.maxBounds ?? 200)) return gameOver(state, timeLimitOutcome(state));
    return null;
  },
};

const first = (state: DbaState) => () => state.players[0];

/**
 * Starts a bound: throws the PIP die and opens the move phase.
 * @rule dba sequence-of-play
 */
export function startBound(state: DbaState, player: string, bound: number): Stepped {
  return startBoundWith(DBA_BOUND, state, player, bound);
}

/**
 * Ends the moves: on to distant shooting, or straight to close combat when nobody can shoot.
 * @rule dba sequence-of-play
 */
export function endMoves(state: DbaState): Stepped {
  return endMovesWith(DBA_BOUND, state, first(state));
}

/**
 * Opens close combat with every pair in front-edge contact, or ends the bound when there is none.
 * @rule dba sequence-of-play
 */
export function startCombat(state: DbaState): Stepped {
  return startCombatWith(DBA_BOUND, state, first(state));
}

/**
 * After a combat: drops pairs that no longer stand in contact or have fought, and ends the bound
 * when none remain.
 * @rule dba sequence-of-play
 */
export function afterCombat(state: DbaState): Stepped {
  return afterCombatWith(DBA_BOUND, state, first(state));
}

/**
 * Ends the bound: the winning check, then the other side's bound (or the library's bound limit).
 * @rule dba winning
 * @rule dba sequence-of-play
 */
export function endBound(state: DbaState): Stepped {
  return endBoundWith(DBA_BOUND, state, first(state));
}
