/**
 * Movement search with a hex-valued {@link MovePolicy}: uniform-cost (Dijkstra) search over
 * states (hex, facing, stop status) out to a movement-point budget, returning every reachable
 * state with its cheapest cost and a predecessor link, so every path can be rebuilt. It runs the
 * index-based search ({@link movementTable}) through {@link indexedPolicy}; write an
 * {@link IndexedMovePolicy} directly where speed matters.
 *
 * The state includes the stop status because entering a must-stop hex (an enemy zone of
 * control, a stream) changes what may follow, not the cost so far. Costs are any non-negative
 * numbers (zero-cost rotations are fine).
 * @rule dawn-of-battle 7.1
 * @rule dawn-of-battle 7.3
 * @rule dawn-of-battle 7.4
 * @rule dawn-of-battle 7.6
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import type { Hex } from './coords.js';
import { checkOnBoard, type Board } from './board.js';
import { boardIndex, boardTooLarge } from './board-index.js';
import { hexError, type HexError } from './errors.js';
import type { Facing } from './facing.js';
import { indexedPolicy } from './policy-adapter.js';
import type { MovePolicy, MoveStep, Placement, StopRule } from './policy.js';
import { searchWith, type MoveTable, type SearchRows } from './search.js';

/** One reached state. */
export interface MoveNode {
  readonly hex: Hex;
  readonly facing: Facing;
  /** The cheapest cost to reach this state. */
  readonly cost: number;
  /** `'continue'`, or the stop rule of the must-stop hex the unit entered to get here. */
  readonly stop: StopRule;
  /** Whether the move may end here (the policy's `mayEnd`; the starting hex always may). */
  readonly canEnd: boolean;
  /**
   * Index of the previous node on a cheapest path (−1 for the start). The step from it is a
   * rotation when the hex is the same, else entering this hex with this facing
   * ({@link stepOf}, {@link pathTo}).
   */
  readonly prev: number;
}

/** The result of {@link movementRange}: nodes in order of increasing cost, the start first. */
export interface MoveRange {
  readonly start: Placement;
  readonly budget: number;
  readonly nodes: ReadonlyArray<MoveNode>;
}

const STOP_RULES: ReadonlyArray<StopRule> = ['continue', 'rotate-only', 'end'];

/**
 * Every state a unit at `start` can reach within `budget` movement points under `policy`.
 * `Left` when the start is not a playable hex, the facing is not 0..5, or the budget is not a
 * finite non-negative number.
 * @rule dawn-of-battle 7.1
 * @rule dawn-of-battle 7.3
 * @rule dawn-of-battle 7.4
 * @rule dawn-of-battle 7.6
 * @rule dawn-of-battle 7.12
 */
export function movementRange<H, S>(board: Board<H, S>, start: Placement, budget: number, policy: MovePolicy): E.Either<HexError, MoveRange> {
  const at = checkOnBoard(board, start.hex);
  if (E.isLeft(at)) return at;
  const index = boardIndex(board);
  if (index.size === 0) return E.left(hexError('board-too-large', boardTooLarge(board) ?? 'The board has no hexes.'));
  // Node objects straight from the search's rows (no intermediate typed-array copy).
  return searchWith(index, { hex: at.right, facing: start.facing }, budget, indexedPolicy(index, policy), (rows) => ({
    start: rows.start,
    budget,
    nodes: nodesOf(index.cells, rows),
  }));
}

/** One node object per row. */
function nodesOf(cells: ReadonlyArray<Hex | null>, rows: Omit<SearchRows, 'start'>): MoveNode[] {
  const nodes = new Array<MoveNode>(rows.count);
  for (let i = 0; i < rows.count; i++) {
    nodes[i] = {
      hex: cells[rows.cell[i] as number] as Hex,
      facing: rows.facing[i] as Facing,
      cost: rows.cost[i] as number,
      stop: STOP_RULES[rows.stop[i] as number] as StopRule,
      canEnd: rows.canEnd[i] === 1,
      prev: rows.prev[i] as number,
    };
  }
  return nodes;
}

/**
 * A {@link MoveTable} as a {@link MoveRange} (one node object per state), for
 * {@link pathTo}, {@link reachable}, {@link costTo} and {@link farthestFrom}.
 */
export function rangeOfTable(table: MoveTable): MoveRange {
  return { start: table.start, budget: table.budget, nodes: nodesOf(table.index.cells, table) };
}

/**
 * The steps of a cheapest path to node `index` of a range (empty for the start or a bad index).
 */
export function pathTo(range: MoveRange, index: number): MoveStep[] {
  const out: MoveStep[] = [];
  let i = index;
  while (i > 0 && i < range.nodes.length) {
    const n = range.nodes[i] as MoveNode;
    const st = stepOf(range, i);
    if (st === null) break;
    out.push(st);
    i = n.prev;
  }
  return out.reverse();
}

/** The step that led to node `index` from its predecessor (null for the start or a bad index). */
export function stepOf(range: MoveRange, index: number): MoveStep | null {
  const n = range.nodes[index];
  if (n === undefined || n.prev < 0) return null;
  const p = range.nodes[n.prev] as MoveNode;
  return p.hex.q === n.hex.q && p.hex.r === n.hex.r ? { kind: 'rotate', facing: n.facing } : { kind: 'enter', hex: n.hex, facing: n.facing };
}

/**
 * The places a move may end, one per (hex, facing): the cheapest endable node for each, in
 * order of cost, with its node index (for {@link pathTo}).
 */
export function reachable(range: MoveRange): Array<MoveNode & { readonly index: number }> {
  const seen = new Set<string>();
  const out: Array<MoveNode & { readonly index: number }> = [];
  range.nodes.forEach((n, index) => {
    if (!n.canEnd) return;
    const k = `${n.hex.q},${n.hex.r},${n.facing}`;
    if (seen.has(k)) return;
    seen.add(k);
    out.push({ ...n, index });
  });
  return out;
}

/** The cheapest cost of ending in `hex` (any facing, or the given one); `null` when unreachable. */
export function costTo(range: MoveRange, hex: Hex, facing?: Facing): number | null {
  for (const n of range.nodes) {
    if (n.canEnd && n.hex.q === hex.q && n.hex.r === hex.r && (facing === undefined || n.facing === facing)) return n.cost;
  }
  return null;
}
