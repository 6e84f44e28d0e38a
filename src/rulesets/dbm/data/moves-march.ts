/**
 * The distances of march moves (L1418-1438) and spontaneous advance (L1450-1492). Several are
 * damaged in the text; each default is the library's reading, labelled so, and a user may supply
 * the clean value.
 * @module
 */
import { reading, text, type Sourced } from './moves-provenance.js';

/** March and spontaneous-advance distances in paces. */
export interface MarchTable {
  /** A march cannot start or go closer to known enemy than this. */
  readonly knownEnemy: number;
  /** A march ends on discovering previously unknown enemy within this. */
  readonly discovery: number;
  /** The reduced distance for foot marching on a few skirmishers or lone elements. */
  readonly reduced: number;
  /** Aware of demoralised enemy within this (nearer than undemoralised enemy): any troops advance. */
  readonly demoralisedEnemy: number;
  /** Known enemy this close either side of the route to enemy baggage turn the advance elsewhere. */
  readonly baggageRoute: number;
  /** The advance is doubled unless already within, or brought within, this of known enemy. */
  readonly doubleUnlessWithin: number;
  /** The advance ends this close to mounted enemy the element can shoot at. */
  readonly stopNearMounted: number;
}

const MARCH = 'March moves';
const SPONT = 'Spontaneous advance';

/**
 * @rule dbm L1421-1433
 * @rule dbm L1450-1492
 */
export const DBM_MARCH_TABLE: { readonly [K in keyof MarchTable]: Sourced<MarchTable[K]> } = {
  knownEnemy: { value: 600, provenance: reading(MARCH, '1421', 'the figure is lost ("tB@fp"); 600p, the distance the same pages use for known enemy (unreliable allies, L1250)') },
  discovery: { value: 200, provenance: text(MARCH, '1422') },
  reduced: { value: 200, provenance: reading(MARCH, '1422, 1433-1434', 'the reduced distance reads "s@p", "2@p" and "R0Op"; read as 200p') },
  demoralisedEnemy: { value: 600, provenance: reading(SPONT, '1453', 'the figure reads "?00p" with its first digit lost; 600p assumed') },
  baggageRoute: { value: 600, provenance: reading(SPONT, '1465', 'the figure reads "?00p"; 600p assumed') },
  doubleUnlessWithin: { value: 600, provenance: reading(SPONT, '1492', 'the figure is lost; 600p assumed') },
  stopNearMounted: { value: 200, provenance: reading(SPONT, '1490-1491', 'the figure reads "?Op"; 200p, the bowmen range, assumed since only mounted enemy the element can shoot at stop it') },
};

/** The numbers only. */
export const DEFAULT_MARCH_TABLE: MarchTable = {
  knownEnemy: 600,
  discovery: 200,
  reduced: 200,
  demoralisedEnemy: 600,
  baggageRoute: 600,
  doubleUnlessWithin: 600,
  stopNearMounted: 200,
};
