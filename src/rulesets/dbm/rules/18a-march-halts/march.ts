/**
 * March moves (L1418-1438): a tactical move far from the enemy, paid for like one, that an
 * element may repeat as often as its command has PIPs, but never in a bound it also moves
 * tactically; it may not start or go closer to known enemy than the march distance, and ends at
 * once on discovering unknown enemy within 200p. Foot may march up to the reduced distance of a
 * few skirmishers or lone elements, straight ahead only.
 * @module
 */
import type { MarchTable } from '../../data/moves-march.js';

/** Who marches and whom they approach, for the reduced distance. */
export interface MarchParties {
  /** The movers are all unmounted foot, with at most a mounted general and his double-based troops. */
  readonly footOnly: boolean;
  /** The known enemy near are all skirmishers or not part of a group. */
  readonly enemySkirmishersOrLone: boolean;
  /** How many known enemy elements are near. */
  readonly enemyCount: number;
  /** Elements in the moving group's front rank. */
  readonly frontRank: number;
}

/**
 * The distance from known enemy a march must keep.
 * @rule dbm L1421-1431
 */
export function marchClearance(p: MarchParties, t: MarchTable): MarchClearance {
  const reduced = p.footOnly && p.enemySkirmishersOrLone && p.enemyCount < p.frontRank;
  return { distance: reduced ? t.reduced : t.knownEnemy, reduced, normal: t.knownEnemy };
}

/** The clearance a march keeps: `distance`, and the normal distance inside which a reduced march must go straight ahead. */
export interface MarchClearance {
  readonly distance: number;
  readonly reduced: boolean;
  readonly normal: number;
}

/** Why a march is refused, or `null`. */
export type MarchRefusal = 'moved-tactically' | 'starts-near-enemy' | 'goes-near-enemy' | 'reduced-not-straight' | null;

/**
 * Checks a march against the known enemy: `startNearest` is the distance to the nearest known
 * enemy at the start, `closestOnPath` the least distance reached along the move.
 * @rule dbm L1421-1438
 */
export function checkMarch(m: { readonly movedTactically: boolean; readonly startNearest: number; readonly closestOnPath: number; readonly straightAhead: boolean }, clearance: MarchClearance): MarchRefusal {
  if (m.movedTactically) return 'moved-tactically';
  if (m.startNearest < clearance.distance) return 'starts-near-enemy';
  if (m.closestOnPath < clearance.distance) return 'goes-near-enemy';
  if (clearance.reduced && !m.straightAhead && m.closestOnPath < clearance.normal) return 'reduced-not-straight';
  return null;
}

/**
 * The fraction of a march (0..1) after which it ends because it discovered previously unknown
 * enemy within the discovery distance; `discoveredAt` lists the fractions of the move at which
 * each unknown enemy came within it. 1 when nothing was discovered.
 * @rule dbm L1422
 */
export function marchEndsAt(discoveredAt: ReadonlyArray<number>): number {
  return discoveredAt.length === 0 ? 1 : Math.max(0, Math.min(1, ...discoveredAt));
}
