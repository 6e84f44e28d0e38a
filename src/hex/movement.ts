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
import { cellOf, gridOf, type Grid } from './grid.js';
import type { MovePolicy, MoveStep, Placement, StopRule } from './policy.js';
import { costOrNull, rotationCostOf, stepKind } from './policy-rules.js';
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

const STOP_CODE: Readonly<Record<StopRule, number>> = { continue: 0, 'rotate-only': 1, end: 2 };
/**
 * Hot-path helpers bound once: module runners that rewrite imports into property reads
 * (vitest's) would otherwise add a getter call to every policy answer the search normalises.
 */
const costOf = costOrNull;

/**
 * What each (facing, direction) allows under a policy: `kind` 0 none, 1 forward, 2 sidestep;
 * `freeA`/`freeB` the facings a forward step may end with (−1: none). It depends only on
 * `moves`, `freeTurn` and whether `sidestepCost` is given, so the 8 possible tables are built
 * once (from {@link stepKind}, so the search and the validator read a policy alike).
 */
interface StepTable {
  readonly kind: Int8Array;
  readonly freeA: Int8Array;
  readonly freeB: Int8Array;
}
const stepTables: Array<StepTable | undefined> = [];

function stepTableOf(policy: MovePolicy): StepTable {
  const id = (policy.moves === 'any' ? 1 : 0) | (policy.freeTurn !== false ? 2 : 0) | (policy.sidestepCost !== undefined ? 4 : 0);
  const hit = stepTables[id];
  if (hit !== undefined) return hit;
  const kind = new Int8Array(36);
  const freeA = new Int8Array(36).fill(-1);
  const freeB = new Int8Array(36).fill(-1);
  for (let f = 0; f < 6; f++) {
    for (let d = 0; d < 6; d++) {
      const k = stepKind(policy, f as Facing, d as Direction);
      kind[f * 6 + d] = k === null ? 0 : k.kind === 'forward' ? 1 : 2;
      if (k !== null && k.kind === 'forward') {
        freeA[f * 6 + d] = k.facings[0] as number;
        if (k.facings.length > 1) freeB[f * 6 + d] = k.facings[1] as number;
      }
    }
  }
  const table = { kind, freeA, freeB };
  stepTables[id] = table;
  return table;
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
  if (!isFacing(start.facing)) return E.left(hexError('bad-facing', `A facing must be an integer 0..5 (a vertex), got ${String(start.facing)}.`));
  if (typeof budget !== 'number' || !Number.isFinite(budget) || budget < 0) {
    return E.left(hexError('bad-range', `A movement budget must be a finite non-negative number, got ${String(budget)}.`));
  }
  return E.right(search(board, { hex: at.right, facing: start.facing }, budget, policy));
}

/**
 * Scratch arrays reused across searches so a search allocates only its result. Entries are
 * valid only when their stamp equals the current generation, so nothing is cleared between
 * searches. A policy callback that itself starts a search (re-entrancy) gets fresh arrays.
 */
interface Scratch {
  gen: number;
  busy: boolean;
  dist: Float64Array;
  prev: Int32Array;
  stamp: Int32Array;
  node: Int32Array;
  nodeStamp: Int32Array;
  enter: Float64Array;
  side: Float64Array;
  stop: Int8Array;
  cacheStamp: Int32Array;
  end: Int8Array;
  endStamp: Int32Array;
  heapCost: Float64Array;
  heapState: Int32Array;
  head: Int32Array;
  qState: Int32Array;
  qNext: Int32Array;
}

/** State slots per cell: 6 facings × 3 stop statuses, plus 3 "rotate to any facing" nodes. */
const SLOTS = 21;

function makeScratch(size: number): Scratch {
  const states = size * SLOTS;
  return {
    gen: 0,
    busy: false,
    dist: new Float64Array(states),
    prev: new Int32Array(states),
    stamp: new Int32Array(states),
    node: new Int32Array(states),
    nodeStamp: new Int32Array(states),
    enter: new Float64Array(size * 6),
    side: new Float64Array(size * 6),
    stop: new Int8Array(size * 6),
    cacheStamp: new Int32Array(size * 6),
    end: new Int8Array(size),
    endStamp: new Int32Array(size),
    heapCost: new Float64Array(1024),
    heapState: new Int32Array(1024),
    head: new Int32Array(16),
    qState: new Int32Array(1024),
    qNext: new Int32Array(1024),
  };
}

let shared: Scratch = makeScratch(64);

function acquire(size: number): Scratch {
  if (shared.busy) return makeScratch(size);
  if (shared.stamp.length < size * SLOTS) {
    shared = makeScratch(size);
  } else if (shared.gen >= 0x7ffffff0) {
    shared = makeScratch(Math.max(size, shared.stamp.length / SLOTS));
  }
  return shared;
}

function search<H, S>(board: Board<H, S>, start: Placement, budget: number, policy: MovePolicy): MoveRange {
  const grid = gridOf(board);
  const sc = acquire(grid.size);
  sc.busy = true;
  try {
    return run(sc, grid, start, budget, policy);
  } finally {
    sc.busy = false;
  }
}

function run(sc: Scratch, grid: Grid, start: Placement, budget: number, policy: MovePolicy): MoveRange {
  const { cells, step, keys, sideKeys } = grid;
  const gen = ++sc.gen;
  const { dist, prev, stamp, node, nodeStamp, enter, side, stop: stopC, cacheStamp, end, endStamp } = sc;
  const { enterCost, sidestepCost, stopOn, mayEnd } = policy;
  // Rotation costs: constant for a number (the common case), else asked per state.
  const rc = policy.rotationCost === undefined ? 1 : policy.rotationCost;
  const constRotation = rc === null ? -1 : typeof rc === 'number' ? (costOrNull(rc) ?? -1) : NaN;
  const { kind, freeA, freeB } = stepTableOf(policy);

  let heapCost = sc.heapCost;
  let heapState = sc.heapState;
  let heapSize = 0;
  const push = (c: number, s: number): void => {
    if (heapSize === heapCost.length) {
      const nc = new Float64Array(heapSize * 2);
      nc.set(heapCost);
      const ns = new Int32Array(heapSize * 2);
      ns.set(heapState);
      heapCost = sc.heapCost = nc;
      heapState = sc.heapState = ns;
    }
    let i = heapSize++;
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
  const popTop = (): void => {
    const n = --heapSize;
    if (n === 0) return;
    const lastC = heapCost[n] as number;
    const lastS = heapState[n] as number;
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
  };
  // The queue: buckets per integer cost (Dial's algorithm: O(1) per operation) while every cost
  // seen is an integer, which is what wargames use; the first fractional cost moves everything
  // to the binary heap. (`(c | 0) === c` is the integer test: costs never exceed the budget,
  // which is at most 4095 here.)
  const nBuckets = Math.floor(budget) + 1;
  let heapMode = nBuckets > 4096;
  // Each bucket is a stack (last in, first out) threaded through typed arrays: entry e holds
  // state qState[e] and the next entry down qNext[e]; head[c] is the top of bucket c (−1: empty).
  if (!heapMode && sc.head.length < nBuckets) sc.head = new Int32Array(Math.max(nBuckets, 2 * sc.head.length));
  const head = sc.head;
  if (!heapMode) head.fill(-1, 0, nBuckets);
  let qState = sc.qState;
  let qNext = sc.qNext;
  let qLen = 0;
  let cur = 0;
  /** Moves every queued bucket entry to the heap, in the order each bucket received them. */
  const toHeap = (): void => {
    heapMode = true;
    const order: number[] = [];
    for (let k = cur; k < nBuckets; k++) {
      order.length = 0;
      for (let e = head[k] as number; e >= 0; e = qNext[e] as number) order.push(qState[e] as number);
      for (let i = order.length - 1; i >= 0; i--) push(k, order[i] as number);
      head[k] = -1;
    }
  };
  const relax = (s: number, c: number, from: number): void => {
    if (c <= budget && (stamp[s] !== gen || c < (dist[s] as number))) {
      stamp[s] = gen;
      dist[s] = c;
      prev[s] = from;
      if (!heapMode) {
        if ((c | 0) === c) {
          if (qLen === qState.length) {
            const ns = new Int32Array(qLen * 2);
            ns.set(qState);
            const nn = new Int32Array(qLen * 2);
            nn.set(qNext);
            qState = sc.qState = ns;
            qNext = sc.qNext = nn;
          }
          qState[qLen] = s;
          qNext[qLen] = head[c] as number;
          head[c] = qLen++;
          return;
        }
        toHeap();
      }
      push(c, s);
    }
  };

  const startCell = cellOf(grid, start.hex);
  const s0 = (startCell * 6 + start.facing) * 3;
  stamp[s0] = gen;
  dist[s0] = 0;
  prev[s0] = -1;
  if (heapMode) push(0, s0);
  else {
    qState[0] = s0;
    qNext[0] = -1;
    head[0] = 0;
    qLen = 1;
  }
  const nodes: MoveNode[] = [];

  // With a constant rotation cost, one "rotate to any facing" node per (cell, stop status)
  // stands for the five rotation edges of every state there: reached once from the cheapest
  // state in the hex, it then offers every other facing at that cost (fewer queue operations).
  const vBase = grid.size * 18;
  for (;;) {
    let s: number;
    let c: number;
    if (!heapMode) {
      while (cur < nBuckets && (head[cur] as number) < 0) cur++;
      if (cur >= nBuckets) break;
      const e = head[cur] as number;
      head[cur] = qNext[e] as number;
      s = qState[e] as number;
      c = cur;
    } else {
      if (heapSize === 0) break;
      c = heapCost[0] as number;
      s = heapState[0] as number;
      popTop();
    }
    if (nodeStamp[s] === gen || c > (dist[s] as number)) continue;
    if (s >= vBase) {
      nodeStamp[s] = gen;
      const v = s - vBase;
      const vflag = v % 3;
      const vbase = (((v - vflag) / 3) | 0) * 18 + vflag;
      const from = prev[s] as number;
      for (let g = 0; g < 6; g++) relax(vbase + g * 3, c, from);
      continue;
    }
    // `| 0` keeps the decoding in integer arithmetic (a plain division is a float to the JIT,
    // and the modulo of a float is a slow library call).
    const flag = s % 3;
    const cf = ((s - flag) / 3) | 0;
    const f = (cf % 6) as Facing;
    const cell = ((cf - f) / 6) | 0;
    const h = cells[cell] as Hex;
    // Record the node.
    const ps = prev[s] as number;
    const prevNode = ps >= 0 ? (node[ps] as number) : -1;
    let canEnd = true;
    if (mayEnd !== undefined && cell !== startCell) {
      if (endStamp[cell] !== gen) {
        endStamp[cell] = gen;
        end[cell] = mayEnd(h, keys[cell] as string) ? 1 : 0;
      }
      canEnd = end[cell] === 1;
    }
    nodeStamp[s] = gen;
    node[s] = nodes.length;
    nodes.push({ hex: h, facing: f, cost: c, stop: STOP_RULES[flag] as StopRule, canEnd, prev: prevNode });
    if (flag === 2) continue;

    // Rotations in place (keep the stop status).
    if (constRotation >= 0) {
      relax(vBase + cell * 3 + flag, c + constRotation, s);
    } else if (constRotation !== constRotation) {
      const base = cell * 18 + flag;
      for (let g = 0; g < 6; g++) {
        if (g === f) continue;
        const r = rotationCostOf(policy, f, g as Facing, h) ?? -1;
        if (r >= 0) relax(base + g * 3, c + r, s);
      }
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
      if (cacheStamp[key] !== gen) {
        cacheStamp[key] = gen;
        enter[key] = NaN;
        side[key] = NaN;
        stopC[key] = -1;
      }
      let cost: number;
      if (k === 1) {
        cost = enter[key] as number;
        if (cost !== cost) {
          cost = costOf(enterCost(to, h, d as Direction, keys[n] as string, sideKeys[cell * 6 + d] as string)) ?? -1;
          enter[key] = cost;
        }
      } else {
        cost = side[key] as number;
        if (cost !== cost) {
          cost = costOf((sidestepCost as NonNullable<MovePolicy['sidestepCost']>)(to, h, d as Direction, keys[n] as string, sideKeys[cell * 6 + d] as string)) ?? -1;
          side[key] = cost;
        }
      }
      if (cost < 0 || c + cost > budget) continue;
      let stopCode = stopC[key] as number;
      if (stopCode < 0) {
        stopCode = stopOn === undefined ? 0 : (STOP_CODE[stopOn(to, h, keys[n] as string)] ?? 0);
        stopC[key] = stopCode;
      }
      const nb = n * 18 + stopCode;
      if (k === 1) {
        relax(nb + (freeA[f * 6 + d] as number) * 3, c + cost, s);
        const b = freeB[f * 6 + d] as number;
        if (b >= 0) relax(nb + b * 3, c + cost, s);
      } else {
        relax(nb + f * 3, c + cost, s);
      }
    }
  }
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
