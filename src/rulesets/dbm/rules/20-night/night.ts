/**
 * Movement at night or in mist, fog, snow or a dust-storm (L1586-1595): every regular command
 * throws its own die (see `16-bound/pip-dice.ts`), a command that is unreliable or has twice
 * scored 2 or less since the conditions began stops until dawn and clear weather or until it sees
 * enemy, and moves are capped (see `19-move-distances`).
 * @module
 */

/** A command's record since the visibility-restricting conditions began. */
export interface NightRecord {
  /** PIP scores of 2 or less since the conditions started. */
  readonly lowScores: number;
  readonly unreliable: boolean;
  /** One of its elements has seen enemy since the conditions started. */
  readonly sawEnemy: boolean;
}

/**
 * True when the command neither moves nor throws a PIP die this bound.
 * @rule dbm L1591-1594
 */
export function stoppedForNight(r: NightRecord, restricted: boolean): boolean {
  return restricted && !r.sawEnemy && (r.unreliable || r.lowScores >= 2);
}

/**
 * The record after this bound's score.
 * @rule dbm L1591-1592
 */
export function recordNightScore(r: NightRecord, score: number): NightRecord {
  return { ...r, lowScores: r.lowScores + (score <= 2 ? 1 : 0) };
}
