/**
 * Where units deploy in the larger games (§4.3, §4.3.1): in the setup sectors along their own
 * edge, in a BUA of their own half taken as an extra sector, or, in the maneuver game, Light units
 * in the vanguard sectors in front, no closer than 200 p to the middle of the board.
 * @module
 */
import { polygonOf, type Base } from '../../../../plane/base.js';
import { pointInPolygon } from '../../../../plane/polygon.js';
import { GAME_SIZE_TABLE, SECTOR, type GameSize } from '../../data/game-sizes.js';
import type { UnitStats } from '../../data/units.js';
import type { ScenarioFeature } from '../../model/scenario.js';

/** Light units in the vanguard sectors stay at least this far from the middle of the board (§4.3.1), paces. */
export const VANGUARD_MIDDLE_CLEARANCE = 200;

/**
 * Why a unit may not deploy where it stands in a standard or larger game, or null (§4.3, §4.3.1):
 * wholly within the setup sectors of its edge; or wholly inside a BUA lying on its own half (an
 * extra sector); or, in the maneuver game, a Light unit in the vanguard sectors no closer than 200 p
 * to the middle. Baggage (placed "anywhere in open ground") and units in ambush are not held to
 * sectors; that a unit stays inside one sector is not checked.
 * @rule arcane-warfare 4.3
 * @rule arcane-warfare 4.3.1
 */
export function sectorProblem(size: GameSize, edge: 'south' | 'north', s: UnitStats, b: Base, terrain: ReadonlyArray<ScenarioFeature>): string | null {
  if (size === 'small' || s.type.designation === 'Baggage') return null;
  const g = GAME_SIZE_TABLE[size];
  const poly = polygonOf(b);
  const depth = Math.max(...poly.map((p) => (edge === 'south' ? p.y : g.height - p.y)));
  if (depth <= SECTOR + 1e-6) return null;
  const ownHalf = (f: ScenarioFeature) => f.polygon.every((p) => (edge === 'south' ? p.y : g.height - p.y) <= g.height / 2 + 1e-6);
  if (terrain.some((f) => f.kind === 'bua' && ownHalf(f) && poly.every((p) => pointInPolygon(p, f.polygon)))) return null;
  if (size === 'maneuver' && s.light && depth <= Math.min(2 * SECTOR, g.height / 2 - VANGUARD_MIDDLE_CLEARANCE) + 1e-6) return null;
  if (size === 'maneuver' && s.light) return `a Light unit in the vanguard sectors stays ${VANGUARD_MIDDLE_CLEARANCE} p or more from the middle of the board (§4.3.1)`;
  return `it must deploy in the setup sectors along its own edge, within ${SECTOR} p of it (§4.3${size === 'maneuver' ? '; only Light units deploy in the vanguard sectors, §4.3.1' : ''})`;
}
