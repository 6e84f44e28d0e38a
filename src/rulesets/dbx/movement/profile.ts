/**
 * What the family's movement reads from a ruleset, as data: move allowances by troop type and
 * going, the base width that measures lining up and front crossing, PIP costs, and who may pass
 * through whom. A ruleset's `DbxProfile` plus this is all the moved code needs: DBA fills it in
 * `dba/data/profile.ts`, DBM with its own tables.
 * @module
 */

/** The going a move is measured in: wholly by road, through any bad going, or good going. */
export type MoveGoing = 'good' | 'bad' | 'road';

/** A ruleset's PIP costs for a move (A:12-style: a base cost, surcharges, command range). */
export interface DbxPipCosts {
  /** Each move of an element or group. */
  readonly perMove: number;
  /** Added when any element of the group is out of its general's command range. */
  readonly outOfRange: number;
  /** Command range in the open, and when terrain screens the general. */
  readonly rangeOpen: number;
  readonly rangeScreened: number;
}

/** The movement half of a DBx profile. `T` is the troop-type code, `D` the resolved tables. */
export interface DbxMoveProfile<T extends string, D> {
  /** The base width (paces) that measures the front-crossing strip and lining-up shifts. */
  readonly baseWidth: (tables: D) => number;
  /** The most a group wheels in one move (degrees). */
  readonly groupWheelLimit: (tables: D) => number;
  /** The most an element of this type moves in this going. */
  readonly moveDistance: (type: T, going: MoveGoing, tables: D) => number;
  /** The PIP costs of a move. */
  readonly pips: (tables: D) => DbxPipCosts;
  /** PIPs added for the troop types in a group (DBA: one more with elephants). */
  readonly pipSurcharge: (types: ReadonlyArray<T>, tables: D) => number;
  /** Whether a moving element of type `mover` may pass through a friend of type `friend`. */
  readonly passesInMove: (mover: T, friend: T) => boolean;
}
