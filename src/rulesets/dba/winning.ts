/**
 * Winning and losing (A:140-142): at the end of any bound, the first side to have lost its
 * general or 4 elements (scythed chariots not counted), and more elements than the enemy, loses.
 * An own camp still held by the enemy counts 2 more; elements that recoiled or fled from a camp
 * or off the table are already lost.
 *
 * Reading (flagged in docs/dba.md): the comparison "more elements than the enemy" uses the same
 * count as the threshold (scythed chariots excluded, the camp's 2 included).
 * @module
 */
import type { Outcome } from '../../core/ruleset.js';
import { centreOf, polygonOf } from '../../plane/base.js';
import { pointInPolygon } from '../../plane/polygon.js';
import type { DbaState } from './state.js';
import { dc, enemyOf } from './world.js';

/** A side's losses as the winning rule counts them. */
export interface LossCount {
  /** Elements lost (destroyed or lost), scythed chariots not counted. */
  readonly elements: number;
  /** Extra for its camp still held by the enemy (2 or 0). */
  readonly camp: number;
  readonly total: number;
  readonly generalLost: boolean;
}

/**
 * True when a side's camp is still occupied by an enemy element standing in it.
 * @rule dba winning
 */
export function campOccupied(state: DbaState, side: string): boolean {
  const camp = state.camps[side];
  if (camp === undefined || camp.occupiedBy === null) return false;
  const occ = state.elements[camp.occupiedBy];
  if (occ === undefined || occ.status !== 'active') return false;
  return pointInPolygon(centreOf(occ), polygonOf(camp));
}

/**
 * Counts a side's losses.
 * @rule dba winning
 */
export function losses(state: DbaState, side: string): LossCount {
  let elements = 0;
  let generalLost = false;
  for (const e of Object.values(state.elements)) {
    if (e.side !== side || e.status === 'active') continue;
    if (e.general) generalLost = true;
    if (e.type !== 'SCh') elements++;
  }
  const camp = campOccupied(state, side) ? 2 : 0;
  return { elements, camp, total: elements + camp, generalLost };
}

/**
 * What each side scores in an outcome: the enemy's losses as the winning rule counts them
 * (elements destroyed or lost, scythed chariots not counted, 2 more while the enemy's camp is
 * held), so the winner has more.
 * @rule dba winning
 */
function points(state: DbaState, lp: LossCount, lq: LossCount): Record<string, number> {
  const [p, q] = state.players;
  return { [p]: lq.total, [q]: lp.total };
}

/**
 * The readings of the sheet (options) the game played with where they differ from the default:
 * `recoilThroughOpposite`, `roadForWwgArt` (when switched off) and `sweepAway`; none by default.
 */
export function dbaRulings(state: DbaState): string[] {
  const o = state.options;
  const out: string[] = [];
  if (o.recoilThroughOpposite === true) out.push('recoilThroughOpposite');
  if (o.roadForWwgArt === false) out.push('roadForWwgArt');
  if (o.sweepAway === true) out.push('sweepAway');
  return out;
}

/**
 * The end-of-bound check. Returns the outcome when a side has lost, else `null`.
 * @rule dba winning
 */
export function victoryCheck(state: DbaState): Outcome | null {
  const [p, q] = state.players;
  const lp = losses(state, p);
  const lq = losses(state, q);
  const beaten = (l: LossCount, o: LossCount) => (l.generalLost || l.total >= 4) && l.total > o.total;
  const loser = beaten(lp, lq) ? p : beaten(lq, lp) ? q : null;
  if (loser === null) return null;
  const winner = enemyOf(state, loser);
  const l = loser === p ? lp : lq;
  const why = l.generalLost ? 'lost its general' : `lost ${l.total} elements`;
  return {
    winner,
    level: 'victory',
    points: points(state, lp, lq),
    reason: `${loser} ${why} and more than ${winner} (${l.total} against ${loser === p ? lq.total : lp.total}) at the end of bound ${state.bound}.`,
    citations: [dc('winning', 'A:142')],
    reconstructed: state.reconstructed,
    rulings: dbaRulings(state),
  };
}

/** The outcome when the library's bound limit ends a game undecided. */
export function timeLimitOutcome(state: DbaState): Outcome {
  const [p, q] = state.players;
  return {
    winner: null,
    level: 'draw',
    points: points(state, losses(state, p), losses(state, q)),
    reason: `No side had lost after ${state.bound} bounds (the library's maxBounds limit; the rules set no time limit).`,
    citations: [{ ruleset: 'strategos', section: 'maxBounds', note: 'library limit so that simulated games end' }],
    reconstructed: state.reconstructed,
    rulings: dbaRulings(state),
  };
}
