/**
 * One side of a DBM fight as the factor rows read it (p.21-22): the element and its opponent with
 * the grades they count in this fight, its going, its ranks behind, who overlaps or flanks it,
 * and the circumstances the tactical factors name. Gathered once per fight by the resolution
 * chapter; the rows in `data/` only read it.
 * @module
 */
import type { DbmGrade, DbmTroopType } from './troop.js';

/** Close combat or distant shooting; in shooting, whether `me` shoots or is shot at (both, when the two shoot at each other). */
export type DbmFightKind = 'close-combat' | 'shooting';

/** The going under an element, as it counts for that element's type (p.12, L917-939). */
export type DbmGoing = 'good' | 'rough' | 'difficult';

/** An element in a fight. */
export interface DbmFighter {
  /** Its element id. */
  readonly id: string;
  /** Its troop type. */
  readonly type: DbmTroopType;
  /** Its grade as it counts in this fight (an (X) grade resolved by what it fights, p.4-9). */
  readonly grade: DbmGrade;
  /** Its grade as fielded. */
  readonly listedGrade: DbmGrade;
  /** Mounted as the combat factors count it (mounted infantry count as foot, p.9 L671-675). */
  readonly mounted: boolean;
  /** It is a naval element (galleys, ships, boats). */
  readonly naval: boolean;
  /** It carries its command's general. */
  readonly general: boolean;
  /** Its command, or `null` for unassigned baggage. */
  readonly command: string | null;
  /** Its command is demoralised. */
  readonly demoralised: boolean;
  /** The worst going under its base. */
  readonly going: DbmGoing;
  /** Its troops are depicted as chariots. */
  readonly chariot: boolean;
  /** The rear element of its double base, or `null`. */
  readonly doubleRear: { readonly type: DbmTroopType; readonly grade: DbmGrade } | null;
  /** It stands in a wood, orchard or grove (shooting to or from one, p.22 L1815). */
  readonly inWood: boolean;
  /** Some edge of it touches the front edge of an enemy expendable (p.22, L1753). */
  readonly touchesExpendables: boolean;
}

/** A rank behind an element: lined up, facing the same way, contiguous (p.22, L1748-1750). */
export interface DbmRank {
  /** The rank element's id. */
  readonly id: string;
  /** Its troop type. */
  readonly type: DbmTroopType;
  /** Its listed grade. */
  readonly grade: DbmGrade;
  /** Its command. */
  readonly command: string | null;
  /** The worst going under its base. */
  readonly going: DbmGoing;
  /** Its troops are depicted as chariots. */
  readonly chariot: boolean;
  /** Some edge of it touches the front edge of an enemy expendable (p.22, L1753). */
  readonly touchesExpendables: boolean;
}

/** The facts of `me` fighting `opp`. */
export interface DbmFightFacts {
  /** Close combat or shooting. */
  readonly kind: DbmFightKind;
  /** In shooting: `me` shoots (`shooter`), is shot at (`target`), or both (`duel`); `frontal` in close combat. */
  readonly role: 'shooter' | 'target' | 'duel' | 'frontal';
  /** The element whose terms are counted. */
  readonly me: DbmFighter;
  /** Its opponent (frontal, the shooter at it, or its target). */
  readonly opp: DbmFighter;
  /** `me`'s 2nd, 3rd and 4th ranks, as far as they go (a double base's rear element is not among them). */
  readonly ranks: () => ReadonlyArray<DbmRank>;
  /** `opp`'s ranks, for the factor that reads the enemy's depth (p.22, L1770-1772). */
  readonly oppRanks: () => ReadonlyArray<DbmRank>;
  /** Flanks overlapped or contacted (at most one each, p.21a L1677-1679) and enemies on the rear, each with why. */
  readonly flankThreats: () => ReadonlyArray<string>;
  /** 2nd and 3rd elements aiding a shooter against `me` (at most 2). */
  readonly aidingAgainst: number;
  /** `me` moved this bound (a tactical or march move). */
  readonly movedThisBound: boolean;
  /** `me` is upslope of `opp` (ruling DBM-R33). */
  readonly upslope: boolean;
  /** `me` defends a river bank against `opp` standing in the river. */
  readonly riverBank: boolean;
}
