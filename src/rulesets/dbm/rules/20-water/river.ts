/**
 * Crossing water obstacles (L1558-1585): the first element to enter an unfrozen river (other than
 * by a road ford) throws for its difficulty; a dangerous river makes each element throw as it
 * enters; an element forced into one, or fleeing over a bridge or frozen water, may drown.
 * @module
 */
import { cite, type Citation } from '../../../../core/citation.js';
import type { DangerousRiverTable, RiverDifficultyTable, RiverNature } from '../../data/water.js';

/** What modifies a river difficulty throw. */
export interface RiverFacts {
  readonly flooded: boolean;
  readonly runsOff: boolean;
  readonly drySeason: boolean;
}

/** A difficulty throw's total and the river's nature. */
export interface RiverDifficulty {
  readonly die: number;
  readonly total: number;
  readonly nature: RiverNature;
  readonly citation: Citation;
}

/**
 * A river's nature from its difficulty die. A total above 8 is dangerous too.
 * @rule dbm L1561-1573
 */
export function riverDifficulty(die: number, f: RiverFacts, t: RiverDifficultyTable): RiverDifficulty {
  const total = die + (f.flooded ? t.flood : 0) + (f.runsOff ? t.runsOff : 0) + (f.drySeason ? t.drySeason : 0);
  const nature: RiverNature = total >= t.dangerousFrom ? 'dangerous' : total >= t.trickyFrom ? 'tricky' : total >= t.easyFrom ? 'easy' : 'paltry';
  return { die, total, nature, citation: cite('dbm', 'Crossing water obstacles (L1561-1573)', `${die} → ${total}: ${nature}`) };
}

/**
 * How troops may wade a river of this nature: in any formation or only one element wide, and
 * whether at the reduced (off-road cap) speed. Blades (S) or spears (S) who are dismounted
 * knights treat a tricky river as dangerous.
 * @rule dbm L1564-1572
 */
export function wading(nature: RiverNature, dismountedKnights = false): { readonly oneWide: boolean; readonly reduced: boolean; readonly perElementDice: boolean } {
  const n = nature === 'tricky' && dismountedKnights ? 'dangerous' : nature;
  return { oneWide: n === 'tricky' || n === 'dangerous', reduced: n !== 'paltry', perElementDice: n === 'dangerous' };
}

/** The result of one element's throw to enter a dangerous river. */
export type DangerousEntry = 'drowned' | 'blocked' | 'crosses';

/**
 * One element entering a dangerous river by a tactical, march or spontaneous move.
 * @rule dbm L1572-1576
 */
export function enterDangerousRiver(die: number, helped: boolean, t: DangerousRiverTable): DangerousEntry {
  const score = die + (helped ? t.helped : 0);
  if (score <= t.drownAtMost) return 'drowned';
  return score >= t.crossFrom ? 'crosses' : 'blocked';
}

/**
 * True when an element recoiling, fleeing or pushed back in or into a dangerous river survives.
 * @rule dbm L1576-1577
 */
export function survivesForcedCrossing(die: number, t: DangerousRiverTable): boolean {
  return die >= t.forcedSafeFrom;
}

/**
 * True when a land element fleeing across a bridge or a frozen river, waterway or marsh survives
 * this bound's throw.
 * @rule dbm L1579-1581
 */
export function survivesFrozenFlight(die: number, t: DangerousRiverTable): boolean {
  return die >= t.frozenSafeFrom;
}
