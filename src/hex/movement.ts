/**
 * Movement search: uniform-cost (Dijkstra) search over states (hex, facing, stop status) under
 * a ruleset's {@link MovePolicy}, out to a movement-point budget. It returns every reachable
 * state with its cheapest cost and a predecessor link, so every path can be rebuilt.
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
import { hexError, type HexError } from './errors.js';
import { isFacing, type Facing } from './facing.js';
import { cellOf, gridOf } from './grid.js';
import { costOrNull, rotationCostOf, stepKind, type MovePolicy, type MoveStep, type Placement, type StopRule } from './policy.js';
import type { Direction } from './directions.js';

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
  /** Index of the previous node on a cheapest path (−1 for the start). */
  readonly prev: number;
  /** The step from the previous node (null for the start). */
  readonly step: MoveStep | null;
}

/** The result of {@link movementRange}: nodes in order of increasing cost, the start first. */
export interface MoveRange {
  readonly start: Placement;
  readonly budget: number;
  readonly nodes: ReadonlyArray<MoveNode>;
}

const STOP_CODE: Readonly<Record<StopRule, number>> = { continue: 0, 'rotate-only': 1, end: 2 };
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
  if (!isFacing(start.facing)) return E.left(hexError('bad-facing', `A facing must be an integer 0..5 (a vertex), got ${String(start.facing)}.`));
  if (typeof budget !== 'number' || !Number.isFinite(budget) || budget < 0) {
    return E.left(hexError('bad-range', `A movement budget must be a finite non-negative number, got ${String(budget)}.`));
  }
  return E.right(search(board, { hex: at.right, facing: start.facing }, budget, policy));
}

function search<H, S>(board: Board<H, S>, start: Placement, budget: number, policy: MovePolicy): MoveRange {
  const grid = gridOf(board);
  const { cells, step, size } = grid;
  const nStates = size * 18;
  const dist = new Float64Array(nStates).fill(Infinity);
  const prevState = new Int32Array(nStates).fill(-1);
  const nodeOf = new Int32Array(nStates).fill(-1);
  // Per (cell entered, direction of travel) caches: NaN = not asked yet, −1 = impossible.
  const enterCache = new Float64Array(size * 6).fill(NaN);
  const sideCache = policy.sidestepCost === undefined ? null : new Float64Array(size * 6).fill(NaN);
  const stopCache = policy.stopOn === undefined ? null : new Int8Array(size * 6).fill(-1);
  const endCache = policy.mayEnd === undefined ? null : new Int8Array(size).fill(-1);
  // Rotation costs: constant for a number (the common case), else asked per state.
  const rc = policy.rotationCost === undefined ? 1 : policy.rotationCost;
  const constRotation = rc === null ? -1 : typeof rc === 'number' ? (costOrNull(rc) ?? -1) : NaN;
  // What each (facing, direction) allows: 0 none, 1 forward, 2 sidestep; and the free facings.
  const kind = new Int8Array(36);
  const free: Array<ReadonlyArray<Facing>> = new Array<ReadonlyArray<Facing>>(36);
  for (let f = 0; f < 6; f++) {
    for (let d = 0; d < 6; d++) {
      const k = stepKind(policy, f as Facing, d as Direction);
      kind[f * 6 + d] = k === null ? 0 : k.kind === 'forward' ? 1 : 2;
      free[f * 6 + d] = k !== null && k.kind === 'forward' ? k.facings : [];
    }
  }

  // Binary min-heap of (cost, state).
  let heapCost: number[] = [];
  let heapState: number[] = [];
  const push = (c: number, s: number): void => {
    let i = heapCost.length;
    heapCost.push(c);
    heapState.push(s);
    while (i > 0) {
      const p = (i - 1) >> 1;
      const pc = heapCost[p] as number;
      if (pc <= c) break;
      heapCost[i] = pc;
      heapState[i] = heapState[p] as number;
      i = p;
    }
    heapCost[i] = c;
    heapState[i] = s;
  };
  const pop = (): number => {
    const top = heapState[0] as number;
    const lastC = heapCost.pop() as number;
    const lastS = heapState.pop() as number;
    const n = heapCost.length;
    if (n > 0) {
      let i = 0;
      for (;;) {
        let m = 2 * i + 1;
        if (m >= n) break;
        const r = m + 1;
        if (r < n && (heapCost[r] as number) < (heapCost[m] as number)) m = r;
        if ((heapCost[m] as number) >= lastC) break;
        heapCost[i] = heapCost[m] as number;
        heapState[i] = heapState[m] as number;
        i = m;
      }
      heapCost[i] = lastC;
      heapState[i] = lastS;
    }
    return top;
  };
  const relax = (s: number, c: number, from: number): void => {
    if (c <= budget && c < (dist[s] as number)) {
      dist[s] = c;
      prevState[s] = from;
      push(c, s);
    }
  };

  const startCell = cellOf(grid, start.hex);
  const s0 = (startCell * 6 + start.facing) * 3;
  dist[s0] = 0;
  push(0, s0);
  const nodes: MoveNode[] = [];

  while (heapCost.length > 0) {
    const c = heapCost[0] as number;
    const s = pop();
    if (nodeOf[s] !== -1 || c > (dist[s] as number)) continue;
    const flag = s % 3;
    const cf = (s - flag) / 3;
    const f = (cf % 6) as Facing;
    const cell = (cf - f) / 6;
    const h = cells[cell] as Hex;
    // Record the node.
    const ps = prevState[s] as number;
    let stepTaken: MoveStep | null = null;
    let prevNode = -1;
    if (ps >= 0) {
      prevNode = nodeOf[ps] as number;
      const pcell = ((ps - (ps % 3)) / 3 - (((ps - (ps % 3)) / 3) % 6)) / 6;
      stepTaken = pcell === cell ? { kind: 'rotate', facing: f } : { kind: 'enter', hex: h, facing: f };
    }
    let canEnd = true;
    if (endCache !== null && cell !== startCell) {
      let e = endCache[cell] as number;
      if (e < 0) {
        e = (policy.mayEnd as (x: Hex) => boolean)(h) ? 1 : 0;
        endCache[cell] = e;
      }
      canEnd = e === 1;
    }
    nodeOf[s] = nodes.length;
    nodes.push({ hex: h, facing: f, cost: c, stop: STOP_RULES[flag] as StopRule, canEnd, prev: prevNode, step: stepTaken });
    if (flag === 2) continue;

    // Rotations in place (keep the stop status).
    const base = cell * 18 + flag;
    for (let g = 0; g < 6; g++) {
      if (g === f) continue;
      let r = constRotation;
      if (Number.isNaN(r)) r = rotationCostOf(policy, f, g as Facing, h) ?? -1;
      if (r >= 0) relax(base + g * 3, c + r, s);
    }
    if (flag !== 0) continue;

    // Moves.
    for (let d = 0; d < 6; d++) {
      const k = kind[f * 6 + d] as number;
      if (k === 0) continue;
      const n = cell + (step[d] as number);
      const to = cells[n];
      if (to === null || to === undefined) continue;
      const key = n * 6 + d;
      let cost: number;
      if (k === 1) {
        cost = enterCache[key] as number;
        if (Number.isNaN(cost)) {
          cost = costOrNull(policy.enterCost(to, h, d as Direction)) ?? -1;
          enterCache[key] = cost;
        }
      } else {
        const cache = sideCache as Float64Array;
        cost = cache[key] as number;
        if (Number.isNaN(cost)) {
          cost = costOrNull((policy.sidestepCost as NonNullable<MovePolicy['sidestepCost']>)(to, h, d as Direction)) ?? -1;
          cache[key] = cost;
        }
      }
      if (cost < 0 || c + cost > budget) continue;
      let stop = 0;
      if (stopCache !== null) {
        stop = stopCache[key] as number;
        if (stop < 0) {
          stop = STOP_CODE[(policy.stopOn as NonNullable<MovePolicy['stopOn']>)(to, h)] ?? 0;
          stopCache[key] = stop;
        }
      }
      const nb = n * 18 + stop;
      if (k === 1) {
        const fs = free[f * 6 + d] as ReadonlyArray<Facing>;
        for (let i = 0; i < fs.length; i++) relax(nb + (fs[i] as number) * 3, c + cost, s);
      } else {
        relax(nb + f * 3, c + cost, s);
      }
    }
  }
  heapCost = [];
  heapState = [];
  return { start, budget, nodes };
}

/**
 * The steps of a cheapest path to node `index` of a range (empty for the start or a bad index).
 */
export function pathTo(range: MoveRange, index: number): MoveStep[] {
  const out: MoveStep[] = [];
  let i = index;
  while (i > 0 && i < range.nodes.length) {
    const n = range.nodes[i] as MoveNode;
    if (n.step === null) break;
    out.push(n.step);
    i = n.prev;
  }
  return out.reverse();
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
