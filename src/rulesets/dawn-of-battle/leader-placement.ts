/**
 * Every hex where a side may place a leader now (§4.4), in map order: the list `legalCommands`
 * offers for `placeLeader`. One pass over the units and leaders marks the forbidden cells, then
 * one pass over the compiled map keeps the rest; the same answer as asking
 * `canPlaceLeaderAt` hex by hex, without building keys or the occupancy map.
 * @module
 */
import { cellOf, gridOf } from './grid.js';
import type { Hex } from './geometry.js';
import type { DobState, Side } from './state.js';

/**
 * The playable, enterable hexes without an enemy combat unit or enemy leader (digest A-78a),
 * in column-major map order.
 * @rule dawn-of-battle 4.4
 */
export function leaderPlacementHexes(s: DobState, side: Side): Hex[] {
  const g = gridOf(s);
  const blocked = new Uint8Array(g.index.size);
  for (const id in s.units) {
    const u = s.units[id]!;
    if (u.side === side || u.where !== 'map' || u.hex === null) continue;
    const c = cellOf(g, u.hex);
    if (c >= 0) blocked[c] = 1;
  }
  for (const id in s.leaders) {
    const l = s.leaders[id]!;
    if (l.side === side || l.where !== 'map' || l.hex === null) continue;
    const c = cellOf(g, l.hex);
    if (c >= 0) blocked[c] = 1;
  }
  const out: Hex[] = [];
  const { hexes, hexCells, cost } = g;
  for (let i = 0; i < hexes.length; i++) {
    const c = hexCells[i]!;
    // NaN cost: impassable (river) — `enterCost` is null there (§2.4.3).
    if (blocked[c] === 0 && cost[c] === cost[c]) out.push(hexes[i]!);
  }
  return out;
}
