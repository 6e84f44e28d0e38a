/**
 * Every hex where a side may place a leader now (§4.4), in map order: the list `legalCommands`
 * offers for `placeLeader`. One pass over the units and leaders marks the forbidden cells, then
 * one pass over the compiled map keeps the rest; the same answer as asking
 * `canPlaceLeaderAt` hex by hex, without building keys or the occupancy map.
 * @module
 */
import { cellOf, gridOf, type Grid } from './grid.js';
import type { Hex } from './geometry.js';
import type { DobState, Side } from './state.js';

/**
 * The last answer, with the grid and the blocked cells (in state order) it was computed for: successive
 * placements of one side's leaders see the same enemy pieces, so they get the same (frozen)
 * list back without a pass over the map.
 */
let last: { grid: Grid; blocked: ReadonlyArray<number>; hexes: ReadonlyArray<Hex> } | null = null;

/**
 * The playable, enterable hexes without an enemy combat unit or enemy leader (digest A-78a),
 * in column-major map order (a frozen list, possibly shared with an earlier call).
 * @rule dawn-of-battle 4.4
 */
export function leaderPlacementHexes(s: DobState, side: Side): ReadonlyArray<Hex> {
  const g = gridOf(s);
  const blockedCells: number[] = [];
  for (const id in s.units) {
    const u = s.units[id]!;
    if (u.side === side || u.where !== 'map' || u.hex === null) continue;
    const c = cellOf(g, u.hex);
    if (c >= 0) blockedCells.push(c);
  }
  for (const id in s.leaders) {
    const l = s.leaders[id]!;
    if (l.side === side || l.where !== 'map' || l.hex === null) continue;
    const c = cellOf(g, l.hex);
    if (c >= 0) blockedCells.push(c);
  }
  if (last !== null && last.grid === g && sameCells(last.blocked, blockedCells)) return last.hexes;
  const blocked = new Uint8Array(g.index.size);
  for (const c of blockedCells) blocked[c] = 1;
  const out: Hex[] = [];
  const { hexes, hexCells, cost } = g;
  for (let i = 0; i < hexes.length; i++) {
    const c = hexCells[i]!;
    // NaN cost: impassable (river) — `enterCost` is null there (§2.4.3).
    if (blocked[c] === 0 && cost[c] === cost[c]) out.push(hexes[i]!);
  }
  last = { grid: g, blocked: blockedCells, hexes: Object.freeze(out) };
  return last.hexes;
}

function sameCells(a: ReadonlyArray<number>, b: ReadonlyArray<number>): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}
