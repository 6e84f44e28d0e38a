/**
 * Why a geometry call refused its input. Hex functions never throw: checked constructors,
 * board lookups and path validation return `Left(HexError)` instead.
 */
export interface HexError {
  readonly kind: 'hex-error';
  /**
   * A stable machine-readable tag:
   * - `not-integer`: a coordinate is not a finite integer (or the value is not `{ q, r }`);
   * - `bad-direction` / `bad-facing`: not an integer 0..5;
   * - `bad-range`: a radius, budget or size that is negative or not an integer;
   * - `off-board`: a hex that is not a playable hex of the board;
   * - `not-adjacent`: two hexes that were required to be neighbours are not;
   * - `bad-key`: a string that is not a hex, hexside or vertex key;
   * - `illegal-step`: a movement step the policy forbids (see {@link HexError.step});
   * - `board-too-large`: the board's hexes span more than `MAX_BOARD_CELLS` cells.
   */
  readonly code: 'not-integer' | 'bad-direction' | 'bad-facing' | 'bad-range' | 'off-board' | 'not-adjacent' | 'bad-key' | 'illegal-step' | 'board-too-large';
  /** A sentence a player can read, naming the offending value. */
  readonly message: string;
  /** For path validation: the index of the first illegal step. */
  readonly step?: number;
  /** For path validation: why that step is illegal, as a stable tag (see `StepFault`). */
  readonly fault?: string;
}

/** Builds a {@link HexError}; `step` and `fault` are omitted unless given. */
export function hexError(code: HexError['code'], message: string, step?: number, fault?: string): HexError {
  if (step === undefined) return { kind: 'hex-error', code, message };
  return fault === undefined ? { kind: 'hex-error', code, message, step } : { kind: 'hex-error', code, message, step, fault };
}
