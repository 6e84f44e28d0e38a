/**
 * Crossing water obstacles (L1558-1585): the river difficulty throw and its bands, and the dice
 * for a dangerous river.
 * @module
 */
import { reading, text, type Sourced } from './moves-provenance.js';

const WATER = 'Crossing water obstacles';

/** A river's nature once diced. */
export type RiverNature = 'paltry' | 'easy' | 'tricky' | 'dangerous';

/** The modifiers of the difficulty throw. */
export interface RiverDifficultyTable {
  readonly flood: number;
  /** Running to another water feature or a short table edge. */
  readonly runsOff: number;
  /** Summer or autumn in a Dry climate, or summer in Warm or Cold. */
  readonly drySeason: number;
  /** The least total that is easy, tricky and dangerous. */
  readonly easyFrom: number;
  readonly trickyFrom: number;
  readonly dangerousFrom: number;
}

/**
 * The modifier for a river running off is damaged in the text (a fraction-like glyph); −1 is the
 * library's reading, a half being no die modifier.
 * @rule dbm L1561-1573
 */
export const DBM_RIVER_TABLE: { readonly [K in keyof RiverDifficultyTable]: Sourced<RiverDifficultyTable[K]> } = {
  flood: { value: 2, provenance: text(WATER, '1562') },
  runsOff: { value: -1, provenance: reading(WATER, '1562', 'the deduction for a river running to another water feature or a short table edge is printed as a damaged glyph; read as 1') },
  drySeason: { value: -2, provenance: text(WATER, '1562-1563') },
  easyFrom: { value: 3, provenance: text(WATER, '1564-1566') },
  trickyFrom: { value: 5, provenance: text(WATER, '1568') },
  dangerousFrom: { value: 7, provenance: text(WATER, '1571') },
};

/** The numbers only. */
export const DEFAULT_RIVER_TABLE: RiverDifficultyTable = {
  flood: 2,
  runsOff: -1,
  drySeason: -2,
  easyFrom: 3,
  trickyFrom: 5,
  dangerousFrom: 7,
};

/** Dice for entering, and for being forced into, a dangerous river. */
export interface DangerousRiverTable {
  /** Added for a general's element, or when the element immediately in front has just crossed. */
  readonly helped: number;
  /** At or below this the element drowns. */
  readonly drownAtMost: number;
  /** At or above this it crosses; between the two, no entry within `blockedRadius` this bound. */
  readonly crossFrom: number;
  readonly blockedRadius: number;
  /** An element recoiling, fleeing or pushed back in or into the river drowns below this. */
  readonly forcedSafeFrom: number;
  /** An element fleeing across a bridge or frozen water drowns below this. */
  readonly frozenSafeFrom: number;
}

/** @rule dbm L1571-1585 */
export const DBM_DANGEROUS_RIVER: { readonly [K in keyof DangerousRiverTable]: Sourced<DangerousRiverTable[K]> } = {
  helped: { value: 1, provenance: reading(WATER, '1573', 'the bonus digit is lost; read as +1') },
  drownAtMost: { value: 1, provenance: reading(WATER, '1574', 'the score that drowns is lost before "means"; read as 1, the only score below the legible 2, 3 or 4') },
  crossFrom: { value: 5, provenance: reading(WATER, '1575', '"®r more" after 2, 3 or 4; read as 5') },
  blockedRadius: { value: 300, provenance: text(WATER, '1575') },
  forcedSafeFrom: { value: 5, provenance: text(WATER, '1577') },
  frozenSafeFrom: { value: 2, provenance: text(WATER, '1580-1581') },
};

/** The numbers only. */
export const DEFAULT_DANGEROUS_RIVER: DangerousRiverTable = {
  helped: 1,
  drownAtMost: 1,
  crossFrom: 5,
  blockedRadius: 300,
  forcedSafeFrom: 5,
  frozenSafeFrom: 2,
};
