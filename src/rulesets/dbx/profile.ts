/**
 * A ruleset of the DBx family as data: the profile the family engine reads. The numbers a game
 * plays with (base sizes, move allowances by type, going and road, PIP costs, ranges, factor
 * values, outcome rows) live in the ruleset's resolved tables `D`, which the state carries; the
 * profile says how to read them: the troop types and which are mounted, who shoots and how far,
 * who passes through whom, and the factor rows in the order a breakdown lists them.
 * A ruleset is this profile plus the chapters that are its own (deployment, camps, victory, ...):
 * see docs/dbx.md.
 * @module
 */
import type { FactorRow, FightFacts } from './factors.js';

/** A DBx ruleset's profile. `T` is its troop-type code, `D` its resolved tables. */
export interface DbxProfile<T extends string, D> {
  /** The ruleset id (`dba`, `dbm`, ...). */
  readonly ruleset: string;
  readonly troopTypes: ReadonlyArray<T>;
  readonly mounted: ReadonlySet<T>;
  /** The most a shooter of this type reaches, or `null` for a type that does not shoot. */
  readonly range: (type: T, tables: D) => number | null;
  /** Whether a moving element of type `mover` may pass through a friend of type `friend`. */
  readonly passesInMove: (mover: T, friend: T) => boolean;
  /** Whether a recoiling element may pass through a friend. */
  readonly passesInRecoil: (mover: T, friend: T) => boolean;
  /** Whether a friend can be pushed back by a recoil. */
  readonly canBePushedBack: (friend: T, camp: boolean) => boolean;
  /** Types that follow up a beaten enemy. */
  readonly pursuers: (tables: D) => ReadonlyArray<T>;
  /** Combat, support and tactical factors, in breakdown order. */
  readonly factorRows: ReadonlyArray<FactorRow<FightFacts<T>, D>>;
}
