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

/**
 * A copy of `e` standing at (x, y, heading), with the base size given (its own by default): the
 * one way the rulesets build an element. Its fields are written in one literal in one order, so
 * every element shares one hidden class in V8, with all fields inside the object. A spread copy
 * (`{ ...e, x }`) instead gets a class of its own, keeps most fields out of the object, and one
 * more class arises from each source class; the plane's hot geometry reads x, y, heading, width
 * and depth of every base it meets, and past four classes its loads go generic and box every
 * number they read (about a ninth of a DBA game's garbage came from that).
 */
export function elementAt(e: DbxElement, x: number, y: number, heading: number, width: number = e.width, depth: number = e.depth): DbxElement {
  return {
    id: e.id,
    side: e.side,
    type: e.type,
    command: e.command,
    general: e.general,
    camp: e.camp,
    grade: e.grade,
    irregular: e.irregular,
    status: e.status,
    lostHow: e.lostHow,
    x,
    y,
    heading,
    width,
    depth,
  };
}

/** `e` standing on base `b` (its place and size): `{ ...e, ...b }` in the one element class. */
export function placedAs(e: DbxElement, b: Base): DbxElement {
  return elementAt(e, b.x, b.y, b.heading, b.width, b.depth);
}

/** `e` rebuilt in the one element class ({@link elementAt}); for elements made by a spread or a literal of other fields. */
export function newElement(e: DbxElement): DbxElement {
  return elementAt(e, e.x, e.y, e.heading);
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
