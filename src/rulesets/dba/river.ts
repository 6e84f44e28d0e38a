/**
 * River crossing (A:61-63, "NO CHANGE", so unknown for DBA 1.x): what the library plays, each
 * piece labelled. Going: a river is bad going (data `river.going`, a guess from A:21), so it
 * slows movement, costs the -2 in combat (A:97) and makes a crossing group a one-element-wide
 * column (A:21, the sheet's own words). Movement: a move that enters a river is held to
 * `river.move` paces (a DBA 2.0 proxy), unless it is wholly by road (a bridge or ford).
 * Combat: an element fighting an enemy that stands in the river while it does not is defending
 * the bank, and takes DBM's "+1 upslope or defending a river bank" (M:1794-1800), the same +1
 * slot as uphill, once.
 * @module
 */
import type { Base } from '../../plane/base.js';
import { baseOnTerrain } from '../../plane/terrain.js';
import type { DbaState } from './state.js';
import { terrainPolygon, type TerrainFeature } from './terrain.js';

/**
 * True when any part of the base is in a river.
 * @rule dba river-crossing
 */
export function inRiver(terrain: ReadonlyArray<TerrainFeature>, b: Base): boolean {
  for (const t of terrain) if (t.kind === 'river' && baseOnTerrain(b, terrainPolygon(t), 0.01)) return true;
  return false;
}

/**
 * The allowance of a move after the river limit: `allowed`, or at most `river.move` when any
 * sampled pose of a move not wholly by road is in a river.
 * @rule dba river-crossing
 * @rule dba move-distances
 */
export function riverLimit(state: DbaState, samples: ReadonlyArray<Base>, allowed: number, byRoad: boolean): number {
  if (byRoad || allowed <= state.tables.riverMove) return allowed;
  for (const s of samples) if (inRiver(state.terrain, s)) return state.tables.riverMove;
  return allowed;
}

/**
 * True when `me` defends a river bank against `opp`: the enemy stands in a river, it does not.
 * @rule dba river-crossing
 * @rule dba tactical-factors
 */
export function defendsRiverBank(state: DbaState, me: Base, opp: Base): boolean {
  return inRiver(state.terrain, opp) && !inRiver(state.terrain, me);
}
