import { inferred, stated, type Provenance } from '../../../core/provenance.js';

/** Terrain types (§2.4 and the Terrain Effects Chart). `town` is the chart's name for structures. */
export const TERRAIN_TYPES = ['clear', 'hill', 'river', 'bridge', 'ford', 'rough', 'stream', 'town', 'wooded', 'church'] as const;
/** A terrain type. */
export type TerrainId = (typeof TERRAIN_TYPES)[number];

/**
 * One row of the Terrain Effects Chart, in engine terms. Melee adjustments are signed from the
 * attacker's point of view (our convention, ruling DOB-R35): `defenderIn` applies when the defender's hex has this
 * terrain, `attackerIn` when the attacker's does.
 * @ruling DOB-R35
 */
export interface TerrainRow {
  /** Movement points to enter; `null` for impassable (river). */
  readonly cost: number | null;
  /** Entering stops the unit (stream, §2.4.5). */
  readonly stops: boolean;
  readonly defenderIn: number;
  readonly attackerIn: number;
  readonly missileDefense: number;
  readonly blocksLos: boolean;
  /** Added to melee morale draws of units in the hex (church, TEC). */
  readonly moraleDraw: number;
  readonly provenance: Provenance;
}

/**
 * The Terrain Effects Chart (§2.4, TEC, including its Wooded row). Stream's movement cost is not
 * printed: it costs 1 and stops the unit (ruling DOB-R7). The church has no missile or line-of-sight
 * effect (literal TEC, ruling DOB-R8).
 * @rule dawn-of-battle 2.4
 * @rule dawn-of-battle 7.1
 * @ruling DOB-R7
 * @ruling DOB-R8
 */
export const TERRAIN: Readonly<Record<TerrainId, TerrainRow>> = {
  clear: { cost: 1, stops: false, defenderIn: 0, attackerIn: 0, missileDefense: 0, blocksLos: false, moraleDraw: 0, provenance: stated('dawn-of-battle', '2.4.1') },
  hill: { cost: 2, stops: false, defenderIn: -1, attackerIn: 0, missileDefense: 0, blocksLos: true, moraleDraw: 0, provenance: stated('dawn-of-battle', '2.4.2') },
  river: { cost: null, stops: false, defenderIn: 0, attackerIn: 0, missileDefense: 0, blocksLos: false, moraleDraw: 0, provenance: stated('dawn-of-battle', '2.4.3') },
  bridge: { cost: 1, stops: false, defenderIn: 0, attackerIn: -2, missileDefense: 0, blocksLos: false, moraleDraw: 0, provenance: stated('dawn-of-battle', '2.4.3.1') },
  ford: { cost: 2, stops: false, defenderIn: 0, attackerIn: -1, missileDefense: 0, blocksLos: false, moraleDraw: 0, provenance: stated('dawn-of-battle', '2.4.3.2') },
  rough: { cost: 2, stops: false, defenderIn: 1, attackerIn: -1, missileDefense: 0, blocksLos: false, moraleDraw: 0, provenance: stated('dawn-of-battle', '2.4.4') },
  stream: { cost: 1, stops: true, defenderIn: 2, attackerIn: -2, missileDefense: 0, blocksLos: false, moraleDraw: 0, provenance: inferred('§2.4.5 says units stop on entry but gives no cost; 1 MP then stop (ruling DOB-R7)') },
  town: { cost: 1, stops: false, defenderIn: -2, attackerIn: 0, missileDefense: 2, blocksLos: true, moraleDraw: 0, provenance: stated('dawn-of-battle', '2.4.6') },
  wooded: { cost: 2, stops: false, defenderIn: -1, attackerIn: 1, missileDefense: 1, blocksLos: true, moraleDraw: 0, provenance: stated('dawn-of-battle', '2.4.7') },
  church: { cost: 1, stops: false, defenderIn: -1, attackerIn: 0, missileDefense: 0, blocksLos: false, moraleDraw: -1, provenance: stated('dawn-of-battle', 'TEC') },
};

/** Hexes a combat unit may never enter (§2.4.3): river. */
export function passable(t: TerrainId): boolean {
  return TERRAIN[t].cost !== null;
}
