/**
 * What a ruleset tells the movement search: what entering a hex costs, which moves a facing
 * allows, what rotating costs, where a unit must stop and where it may end.
 * @module
 */
import type { Hex } from './coords.js';
import type { Direction } from './directions.js';
import type { Facing } from './facing.js';

/**
 * What happens on entering a hex:
 * - `'continue'`: nothing special;
 * - `'rotate-only'`: the unit must stop moving but may still rotate (Dawn of Battle: entering
 *   an enemy zone of control, §7.6);
 * - `'end'`: the move is over, no rotation either (a stream that forfeits the remaining
 *   points, ruling DOB-R7).
 * @ruling DOB-R7
 */
export type StopRule = 'continue' | 'rotate-only' | 'end';

/** A unit's position for the search: a hex and the vertex it faces. */
export interface Placement {
  readonly hex: Hex;
  readonly facing: Facing;
}

/**
 * The movement rules, supplied by the ruleset. Only `enterCost` is required; the defaults are
 * Dawn of Battle's (§7.3, §7.4).
 */
export interface MovePolicy {
  /**
   * Movement points to step from `from` into its neighbour `to` (direction `dir`): terrain of
   * `to` plus anything on the hexside crossed. `null` (or a non-finite or negative number)
   * means the step is impossible: impassable terrain or side, an enemy unit, a hex the unit may
   * not enter. Hexes off the board are never entered.
   *
   * `toKey` is `hexKey(to)` and `sideKey` is the `hexsideKey` of the side crossed, handed over
   * ready-made so a policy can read `board.hexes[toKey]` and `board.sides[sideKey]` without
   * building strings (the search asks at most once per side and direction).
   * @rule dawn-of-battle 7.1
   */
  readonly enterCost: (to: Hex, from: Hex, dir: Direction, toKey: string, sideKey: string) => number | null;
  /**
   * Which neighbours an ordinary move may enter: `'front'` — only the two front hexes (§7.3,
   * the default); `'any'` — every neighbour, keeping the facing (a 360° unit such as a War
   * Wagon, §11.1, or a game without facing).
   * @rule dawn-of-battle 7.3
   */
  readonly moves?: 'front' | 'any';
  /**
   * The free one-vertex turn toward the side of the front hex entered (§7.3). Default true.
   * @rule dawn-of-battle 7.3
   */
  readonly freeTurn?: boolean;
  /**
   * The cost of a paid rotation from `from` to `to` in hex `at`: a number for every rotation
   * whatever its size (Dawn of Battle: 1 MP to face any vertex, §7.4, the default), a function,
   * or `null` for no rotation at all (a charging unit, §7.11). A function returning `null`
   * forbids that rotation.
   * @rule dawn-of-battle 7.4
   */
  readonly rotationCost?: number | null | ((from: Facing, to: Facing, at: Hex) => number | null);
  /**
   * Sideways moves into a flank hex keeping the facing (Dawn of Battle sidestep, §7.12): the
   * cost, or `null` where not allowed. Absent: no sidestep. Only used with `moves: 'front'`.
   * @rule dawn-of-battle 7.12
   */
  readonly sidestepCost?: (to: Hex, from: Hex, dir: Direction, toKey: string, sideKey: string) => number | null;
  /**
   * The stop rule on entering `to` from `from` (default `'continue'`). The starting hex is not
   * "entered", so a unit may leave an enemy zone of control it starts in (§7.6).
   * @rule dawn-of-battle 7.6
   */
  readonly stopOn?: (to: Hex, from: Hex, toKey: string) => StopRule;
  /**
   * Whether the move may end in `hex` (default: anywhere). A unit may pass through a hex it may
   * not end in, e.g. one holding a friendly unit (§7.9). The starting hex always counts as
   * endable (the moving unit is the one standing there).
   * @rule dawn-of-battle 7.9
   */
  readonly mayEnd?: (hex: Hex, key: string) => boolean;
}

/** One step of a move, as a path lists it. */
export type MoveStep =
  /** Enter the neighbour `hex`, facing `facing` afterwards (one of the free options). */
  | { readonly kind: 'enter'; readonly hex: Hex; readonly facing: Facing }
  /** A paid rotation in place to `facing`. */
  | { readonly kind: 'rotate'; readonly facing: Facing };
