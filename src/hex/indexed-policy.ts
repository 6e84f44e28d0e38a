/**
 * The movement rules in index form, for the fast search ({@link movementTable}): every callback
 * receives integer cell indexes of a {@link BoardIndex} (and the side slot crossed), so a policy
 * reads per-cell typed arrays (terrain costs), per-side arrays (walls, rivers) and flag arrays
 * (zones of control, occupied hexes) instead of building or hashing strings. The hex-valued
 * {@link MovePolicy} is an adapter over this one, so both read the rules alike.
 * @rule dawn-of-battle 7.1
 * @rule dawn-of-battle 7.3
 * @rule dawn-of-battle 7.4
 * @rule dawn-of-battle 7.6
 * @rule dawn-of-battle 7.9
 * @rule dawn-of-battle 7.12
 * @module
 */
import type { Direction } from './directions.js';
import type { Facing } from './facing.js';

/**
 * What entering a hex does to the rest of the move, as a number: {@link STOP_CONTINUE},
 * {@link STOP_ROTATE_ONLY} or {@link STOP_END} (the index form of `StopRule`).
 */
export type StopCode = 0 | 1 | 2;
/** Entering changes nothing (`'continue'`). */
export const STOP_CONTINUE = 0;
/** The unit must stop moving but may still rotate (`'rotate-only'`: an enemy zone of control, §7.6). */
export const STOP_ROTATE_ONLY = 1;
/** The move is over, no rotation either (`'end'`: a stream, ruling DOB-R7). */
export const STOP_END = 2;

/** A per-cell or per-side array of numbers (a typed array, usually), indexed by cell or side slot. */
export type CellArray = ArrayLike<number>;

/**
 * A step cost: a callback of the cell entered, the cell left, the direction and the side slot
 * crossed, or a per-cell array (the cost of entering each cell from any direction).
 */
export type StepCost = ((to: number, from: number, dir: Direction, side: number) => number) | CellArray;

/**
 * The movement rules for {@link movementTable}, in cell indexes. Only `enterCost` is required;
 * the defaults are Dawn of Battle's (§7.3, §7.4).
 *
 * Each rule is either a callback or a per-cell (per-side) array. Arrays are the fast path: the
 * search reads them directly, with no call. Callbacks may compute anything; the search asks each
 * at most once per (cell entered, direction) and search.
 *
 * A cost is a finite non-negative number; anything else (−1, `Infinity`, `NaN`) means the step
 * is impossible.
 */
export interface IndexedMovePolicy {
  /**
   * Movement points to step from cell `from` into its neighbour `to` (direction `dir`),
   * crossing side slot `side`; or a per-cell array of entry costs (`NaN`: may not enter). Cells
   * off the board are never entered.
   * @rule dawn-of-battle 7.1
   */
  readonly enterCost: StepCost;
  /**
   * A per-side array added to the cost of every step across that side (forward or sidestep):
   * a wall's +1, a river's `Infinity` (impassable). Absent: 0.
   * @rule dawn-of-battle 7.1
   */
  readonly sideCost?: CellArray;
  /**
   * Which neighbours an ordinary move may enter: `'front'` (the two front hexes, §7.3, the
   * default) or `'any'` (every neighbour, keeping the facing: a 360° unit, §11.1).
   * @rule dawn-of-battle 7.3
   */
  readonly moves?: 'front' | 'any';
  /** The free one-vertex turn toward the side of the front hex entered (§7.3). Default true. */
  readonly freeTurn?: boolean;
  /**
   * The cost of a paid rotation in place: a number for every rotation whatever its size (1 MP,
   * §7.4, the default), a function of the two facings and the cell (a negative or non-finite
   * result forbids that rotation), or `null` for no rotation at all (a charge, §7.11).
   * @rule dawn-of-battle 7.4
   */
  readonly rotationCost?: number | null | ((from: Facing, to: Facing, cell: number) => number);
  /**
   * Sideways moves into a flank hex keeping the facing (§7.12): the cost, like `enterCost`
   * (a callback or a per-cell array). Absent: no sidestep. Only used with `moves: 'front'`.
   * @rule dawn-of-battle 7.12
   */
  readonly sidestepCost?: StepCost;
  /**
   * The stop rule on entering a cell (default {@link STOP_CONTINUE}): a callback of the cell
   * entered and the cell left, or a per-cell array of {@link StopCode}s (build one from flag
   * arrays: streams 2, enemy zones of control 1). The starting cell is not "entered".
   * @rule dawn-of-battle 7.6
   */
  readonly stopOn?: ((to: number, from: number) => StopCode) | CellArray;
  /**
   * Whether the move may end in a cell (default: anywhere): a callback, or a per-cell array
   * where 0 means "may not end here" (e.g. cells holding a friendly unit). The starting cell
   * always may.
   * @rule dawn-of-battle 7.9
   */
  readonly mayEnd?: ((cell: number) => boolean) | CellArray;
}
