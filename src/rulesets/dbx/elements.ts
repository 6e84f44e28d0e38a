/**
 * DBx elements: a troop type's base on the table, its side, its command and general flag,
 * grade fields where the ruleset uses them, and what became of it.
 * @module
 */
import type { Base } from '../../plane/base.js';

/** What became of an element: still fighting, destroyed, or lost another way (off the table, from a camp). */
export type ElementStatus = 'active' | 'destroyed' | 'lost';

/**
 * One element. `type` is the ruleset's troop-type code (e.g. `'Kn'`); `camp` marks a camp's
 * garrison, whose base is the camp itself (it cannot move and has no flanks).
 */
export interface DbxElement extends Base {
  readonly id: string;
  readonly side: string;
  readonly type: string;
  readonly command: string;
  readonly general: boolean;
  readonly camp: boolean;
  /** Grade and regularity where the ruleset uses them (DBM, DBMM); `null` in DBA. */
  readonly grade: string | null;
  readonly irregular: boolean;
  readonly status: ElementStatus;
  /** How it was lost (`'destroyed in close combat'`, `'fled off the table'`, ...), or `null`. */
  readonly lostHow: string | null;
}

/** A command: its elements are listed by id; `general` is the id of its general's element. */
export interface DbxCommand {
  readonly id: string;
  readonly side: string;
  readonly general: string | null;
}

/** A camp: the area its garrison stands on, its owner, and the enemy element occupying it (if any). */
export interface DbxCamp {
  readonly side: string;
  readonly x: number;
  readonly y: number;
  readonly heading: number;
  readonly width: number;
  readonly depth: number;
  /** The garrison element's id, `null` once it is gone. */
  readonly garrison: string | null;
  /** An enemy element standing in the camp, or `null`. */
  readonly occupiedBy: string | null;
}

/** The mounted troop types shared by the DBx family (DBM 3.x's list; DBA's scythed chariots are DBM expendables). */
export const MOUNTED_TYPES: ReadonlySet<string> = new Set(['El', 'Kn', 'Cv', 'LH', 'Cm', 'SCh', 'Exp']);

/** True for mounted troop types. */
export function isMounted(type: string): boolean {
  return MOUNTED_TYPES.has(type);
}
