/**
 * Unreliable allies (L1243-1254). An ally general whose first PIP score is 1 is unreliable until
 * he commits; until then his troops do not shoot, advance spontaneously, or move closer to known
 * enemy within 600p (except to arrive on the table without contact), and an irregular ally of
 * another nation, or any ally in a civil war, goes over to the enemy when a command of his own
 * side becomes demoralised.
 * @module
 */
import { text, type Sourced } from '../../data/moves-provenance.js';

/** The distance within which an uncommitted ally's troops may not move closer to known enemy. */
export const UNRELIABLE_ALLY_RANGE: Sourced<number> = { value: 600, provenance: text('Unreliable allies', '1250-1251') };

/**
 * True when an ally general's first PIP score (his side's first bound) makes him unreliable.
 * @rule dbm L1244
 */
export function becomesUnreliable(firstScore: number): boolean {
  return firstScore === 1;
}

/** What happened this bound that may commit an unreliable ally. */
export interface CommitFacts {
  readonly score: number;
  /** Still flank marching and has not yet thrown the 6 that brings him on. */
  readonly awaitingArrival: boolean;
  /** Enemy shot at or moved into contact with any of his troops. */
  readonly attacked: boolean;
  /** An enemy command became demoralised. */
  readonly enemyDemoralised: boolean;
}

/**
 * True when an unreliable ally commits. While flank marching, the 6 that commits him must come
 * after the 6 that brings him on.
 * @rule dbm L1245-1249
 */
export function commits(f: CommitFacts): boolean {
  return (f.score === 6 && !f.awaitingArrival) || f.attacked || f.enemyDemoralised;
}

/**
 * True when an uncommitted ally changes sides: irregular and of another nation, or of the same
 * nation in a civil war, when any command of his own side has become demoralised.
 * @rule dbm L1251-1254
 */
export function changesSides(ally: { readonly irregular: boolean; readonly otherNation: boolean; readonly civilWar: boolean }, ownSideDemoralised: boolean): boolean {
  return ownSideDemoralised && ((ally.irregular && ally.otherNation) || (!ally.otherNation && ally.civilWar));
}

/**
 * Whether an uncommitted ally's move is allowed: it must not end closer to any known enemy that
 * was, or ends, within the range, unless it is arriving on the table without contacting enemy.
 * `before` and `after` are the distances to each known enemy at the start and end of the move.
 * @rule dbm L1250-1251
 */
export function uncommittedMoveAllowed(pairs: ReadonlyArray<{ readonly before: number; readonly after: number }>, arriving: boolean, range = UNRELIABLE_ALLY_RANGE.value): boolean {
  if (arriving) return true;
  return pairs.every((p) => !(p.after < p.before && Math.min(p.before, p.after) < range));
}
