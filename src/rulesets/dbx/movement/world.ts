/**
 * The world a move is checked in: the elements on the table, the table's size, the ground, and
 * the ruleset's movement profile and tables, and the workspace of the call that checks the move
 * (its `scratch`, where the path checks keep their last answers for that call).
 * @module
 */
import type { Base, Box, Point } from '../../../plane/base.js';
import type { DbxElement } from '../elements.js';
import type { MoveScratch } from '../scratch.js';
import type { DbxMoveProfile } from './profile.js';

/**
 * The ground as movement sees it. `F` is the ruleset's terrain feature; the queries take the
 * features near a box (the engine narrows them once per path).
 */
export interface MoveGround<F> {
  /** Every feature on the table (empty: open ground everywhere). */
  readonly features: ReadonlyArray<F>;
  /** The features whose bounds meet the box. */
  readonly near: (features: ReadonlyArray<F>, box: Box) => ReadonlyArray<F>;
  /** Whether a feature is bad going for movement. */
  readonly isBad: (f: F) => boolean;
  /** Whether a feature is a road. */
  readonly isRoad: (f: F) => boolean;
  /** Whether any part of the base is in bad going. */
  readonly inBad: (features: ReadonlyArray<F>, b: Base) => boolean;
  /** Whether the base counts as on a road. */
  readonly onRoad: (features: ReadonlyArray<F>, b: Base) => boolean;
  /** Whether the base stands on ground no element may enter. */
  readonly impassable: (features: ReadonlyArray<F>, b: Base) => boolean;
  /** Whether terrain between two points screens command (woods, hills, ...). */
  readonly screened: (features: ReadonlyArray<F>, a: Point, b: Point) => boolean;
}

/** Everything the family's movement checks read. */
export interface MoveWorld<T extends string, D, F = unknown> {
  readonly profile: DbxMoveProfile<T, D>;
  readonly tables: D;
  /** The elements still on the table, in a stable order. */
  readonly elements: ReadonlyArray<DbxElement>;
  readonly table: { readonly width: number; readonly height: number };
  readonly ground: MoveGround<F>;
  /**
   * The workspace of the call checking moves in this world (`newMoveScratch()`), where the path
   * checks keep their last answers; without one they remember nothing. Give each call its own,
   * and a fresh one after editing the world or its elements in place.
   */
  readonly scratch?: MoveScratch;
}

/** An element's troop type as the profile's code (elements carry the ruleset's own codes). */
export function moverType<T extends string>(e: DbxElement): T {
  return e.type as T;
}
