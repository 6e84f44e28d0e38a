/**
 * The two armies (§15.1, §15.15, §16.3): the one type every other part of the model names, kept
 * apart so the model's files need not import the whole state for it.
 * @module
 */

/** The two armies, as the scenario names them (§15.1, §15.15, §16.3). */
export type Side = 'A' | 'B';
/** Both sides, A first. */
export const SIDES: ReadonlyArray<Side> = ['A', 'B'];
/** The other side. */
export function other(s: Side): Side {
  return s === 'A' ? 'B' : 'A';
}
