/**
 * The movement search in index form: uniform-cost (Dijkstra) search over states (cell, facing,
 * stop status) under an {@link IndexedMovePolicy}, out to a movement-point budget. It returns
 * every reachable state with its cheapest cost and a predecessor link, as a {@link MoveTable}
 * of typed arrays (no object per state). The hex-valued `movementRange` is an adapter over it.
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
import { checkHex, type Hex } from './coords.js';
import { cellIndex, type BoardIndex } from './board-index.js';
import type { Direction } from './directions.js';
import { hexError, type HexError } from './errors.js';
import { isFacing, type Facing } from './facing.js';
import type { IndexedMovePolicy, StopCode } from './indexed-policy.js';
import type { Placement } from './policy.js';
import { stepKind, type StepShape } from './policy-rules.js';

/**
 * The result of {@link movementTable}: the reached states in order of increasing cost, the
 * start first, as parallel typed arrays of length `count` (state `i` is `cell[i]`,
 * `facing[i]`, ...).
 */
export interface MoveTable {
  /** The index the cells refer to. */
  readonly index: BoardIndex;
  readonly start: Placement;
  readonly budget: number;
  /** The number of states reached. */
  readonly count: number;
  /** The cell of each state. */
  readonly cell: Int32Array;
  /** The facing of each state (0..5). */
  readonly facing: Uint8Array;
  /** The cheapest cost of each state. */
  readonly cost: Float64Array;
  /** The stop status of each state: a {@link StopCode} (the one of the must-stop hex entered). */
  readonly stop: Uint8Array;
  /** 1 when the move may end in the state (the policy's `mayEnd`; the start always may), else 0. */
  readonly canEnd: Uint8Array;
  /**
   * The previous state on a cheapest path (−1 for the start): the step from it is a rotation
   * when the cell is the same, else entering this cell with this facing.
   */
  readonly prev: Int32Array;
}

/**
 * Every state a unit at `start` can reach within `budget` movement points under `policy`, on
 * the board compiled as `index` ({@link boardIndex}). `Left` when the start is not a playable
 * hex, the facing is not 0..5, or the budget is not a finite non-negative number.
 * @rule dawn-of-battle 7.1
 * @rule dawn-of-battle 7.3
 * @rule dawn-of-battle 7.4
 * @rule dawn-of-battle 7.6
 * @rule dawn-of-battle 7.9
 * @rule dawn-of-battle 7.12
 */
export function movementTable(index: BoardIndex, start: Placement, budget: number, policy: IndexedMovePolicy): E.Either<HexError, MoveTable> {
  return searchWith(index, start, budget, policy, (rows) => ({
    index,
    start: rows.start,
    budget,
    count: rows.count,
    cell: rows.cell.slice(0, rows.count),
    facing: rows.facing.slice(0, rows.count),
    cost: rows.cost.slice(0, rows.count),
    stop: rows.stop.slice(0, rows.count),
    canEnd: rows.canEnd.slice(0, rows.count),
    prev: rows.prev.slice(0, rows.count),
  }));
}

/**
 * The search's rows before they are copied out: a {@link MoveTable} without `index` and
 * `budget`, whose arrays are views of reused scratch arrays, valid only inside the `read`
 * callback of {@link searchWith} (entries `0 .. count − 1`). Internal (not exported from the
 * package).
 */
export type SearchRows = Omit<MoveTable, 'index' | 'budget'>;

/**
 * Checks what every search and path check starts from: a playable start hex (its cell), a
 * facing 0..5 and a finite non-negative budget. Internal: shared by {@link searchWith} and
 * `validateTablePath`, so both refuse bad input with the same messages.
 */
export function checkStart(index: BoardIndex, start: Placement, budget: number): E.Either<HexError, number> {
  const h = checkHex(start.hex);
  if (E.isLeft(h)) return h;
  const cell = cellIndex(index, h.right);
  if (cell < 0) return E.left(hexError('off-board', `Hex ${h.right.q},${h.right.r} is not a playable hex of this board.`));
  if (!isFacing(start.facing)) return E.left(hexError('bad-facing', `A facing must be an integer 0..5 (a vertex), got ${String(start.facing)}.`));
  if (typeof budget !== 'number' || !Number.isFinite(budget) || budget < 0) {
    return E.left(hexError('bad-range', `A movement budget must be a finite non-negative number, got ${String(budget)}.`));
  }
  return E.right(cell);
}

/**
 * Validates the input, runs the search and hands its rows to `read`, which copies out what it
 * needs (a {@link MoveTable}, or node objects for `movementRange`, with no intermediate copy).
 * `read` may instead keep the rows' arrays past its return, as long as `live()` (its second
 * argument) says they still hold this search's rows: they are overwritten only by a later
 * search in the same `slot` (a small integer naming one set of reused arrays, so a caller can
 * hold the rows of a few searches at once). Internal (not exported from the package): used by
 * {@link movementTable}, `movementRange` and the Dawn of Battle move lists.
 */
export function searchWith<T>(index: BoardIndex, start: Placement, budget: number, policy: IndexedMovePolicy, read: (rows: SearchRows, live: () => boolean) => T, slot = 0): E.Either<HexError, T> {
  const checked = checkStart(index, start, budget);
  if (E.isLeft(checked)) return checked;
  const cell = checked.right;
  const sc = acquire(index.size, slot);
  sc.busy = true;
  try {
    const placed = { hex: index.cells[cell] as Hex, facing: start.facing };
    const count = run(sc, placed, cell, index, budget, policy);
    // Every run on these arrays takes the next generation number first (a fresh scratch made
    // for a re-entrant search, or after a wrap, is never run again: its rows stay).
    const gen = sc.gen;
    const live = (): boolean => sc.gen === gen;
    return E.right(read({ start: placed, count, cell: sc.outCell, facing: sc.outFacing, cost: sc.outCost, stop: sc.outStop, canEnd: sc.outEnd, prev: sc.outPrev }, live));
  } finally {
    release(sc);
  }
}

/**
 * What each (facing, direction) allows under a policy: `kind` 0 none, 1 forward, 2 sidestep;
 * `freeA`/`freeB` the facings a forward step may end with (−1: none). It depends only on
 * `moves`, `freeTurn` and whether `sidestepCost` is given, so the 8 possible tables are built
 * once (from {@link stepKind}, so the search and the validator read a policy alike).
 */
interface StepTable {
  readonly dirs: Int8Array;
  readonly nDirs: Int8Array;
  readonly kind: Int8Array;
  readonly freeA: Int8Array;
  readonly freeB: Int8Array;
}
const stepTables: Array<StepTable | undefined> = [];

function stepTableOf(policy: StepShape): StepTable {
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
  // The allowed directions of each facing, listed at f·6 (`nDirs[f]` of them).
  const dirs = new Int8Array(36);
  const nDirs = new Int8Array(6);
  for (let f = 0; f < 6; f++) for (let d = 0; d < 6; d++) if (kind[f * 6 + d] !== 0) dirs[f * 6 + nDirs[f]!++] = d;
  const table = { kind, freeA, freeB, dirs, nDirs };
  stepTables[id] = table;
  return table;
}

/**
 * State numbering: `local << 5 | facing << 2 | stop` (32 slots per cell, decoded with shifts and
 * masks; slots with facing 6 or 7 or stop 3 are unused), where `local` numbers the cells in the
 * order one search first meets them (see `Scratch.local`): the per-state arrays a search writes
 * are then a few dense kilobytes, not spread over the whole board's (cache misses were much of
 * a search's time in a running program).
 */
const SHIFT = 5;

/**
 * Scratch arrays reused across searches so a search allocates only its result. `dist` is kept
 * at +Infinity between searches (each search resets the states it touched), so a relaxation
 * is one comparison. A policy callback that itself starts a search (re-entrancy) gets fresh
 * arrays.
 */
interface Scratch {
  gen: number;
  busy: boolean;
  /** Per cell: its local number in the search of generation `localStamp[cell]`; per local number, the cell. */
  local: Int32Array;
  localStamp: Int32Array;
  cellOf: Int32Array;
  /** Per state: best cost (+Infinity: not reached), predecessor state, row in the output. */
  dist: Float64Array;
  prev: Int32Array;
  row: Int32Array;
  /** The states given a finite `dist` in this search (to reset afterwards). */
  touched: Int32Array;
  nTouched: number;
  /** Per (local cell, stop status), at `local << 2 | stop`: the generation in which a state there was first expanded. */
  firstAt: Int32Array;
  /** Per (local cell entered, direction), at `local << 3 | d`: callback answers (NaN / −1: not asked yet) and their stamp. */
  enter: Float64Array;
  side: Float64Array;
  stop: Int8Array;
  cacheStamp: Int32Array;
  /** Per local cell: may end here (asked once per search). */
  end: Int8Array;
  endStamp: Int32Array;
  /** The output rows (at most 18 per cell). */
  outCell: Int32Array;
  outFacing: Uint8Array;
  outCost: Float64Array;
  outStop: Uint8Array;
  outEnd: Uint8Array;
  outPrev: Int32Array;
  /**
   * The queue: bucket stacks threaded through typed arrays (`head`, `qState`, `qNext`, `qLen`,
   * `cur`), or a binary heap (`heapCost`, `heapState`, `heapSize`) once `heapMode`. The search
   * keeps the bucket fields in locals and syncs them here around the slow paths.
   */
  heapCost: Float64Array;
  heapState: Int32Array;
  heapSize: number;
  heapMode: boolean;
  head: Int32Array;
  qState: Int32Array;
  qNext: Int32Array;
  qLen: number;
  cur: number;
  /** Successors of the state being expanded: at most 5 rotations + 2 × 2 free facings + 4 other steps. */
  candS: Int32Array;
  candC: Float64Array;
}

function makeScratch(size: number): Scratch {
  const states = size << SHIFT;
  const rows = size * 18;
  return {
    gen: 0,
    busy: false,
    local: new Int32Array(size),
    localStamp: new Int32Array(size),
    cellOf: new Int32Array(size),
    dist: new Float64Array(states).fill(Infinity),
    prev: new Int32Array(states),
    row: new Int32Array(states),
    touched: new Int32Array(rows),
    nTouched: 0,
    firstAt: new Int32Array(size << 2),
    enter: new Float64Array(size * 8),
    side: new Float64Array(size * 8),
    stop: new Int8Array(size * 8),
    cacheStamp: new Int32Array(size * 8),
    end: new Int8Array(size),
    endStamp: new Int32Array(size),
    outCell: new Int32Array(rows),
    outFacing: new Uint8Array(rows),
    outCost: new Float64Array(rows),
    outStop: new Uint8Array(rows),
    outEnd: new Uint8Array(rows),
    outPrev: new Int32Array(rows),
    heapCost: new Float64Array(1024),
    heapState: new Int32Array(1024),
    heapSize: 0,
    heapMode: false,
    head: new Int32Array(16),
    qState: new Int32Array(1024),
    qNext: new Int32Array(1024),
    qLen: 0,
    cur: 0,
    candS: new Int32Array(16),
    candC: new Float64Array(16),
  };
}

/** The reused scratch arrays, one set per slot (see {@link searchWith}); made on first use. */
const shared: Scratch[] = [];

function acquire(size: number, slot: number): Scratch {
  const sc = shared[slot];
  if (sc !== undefined && sc.busy) return makeScratch(size);
  if (sc === undefined || sc.end.length < size) {
    shared[slot] = makeScratch(Math.max(size, 64));
  } else if (sc.gen >= 0x7ffffff0) {
    shared[slot] = makeScratch(sc.end.length);
  }
  return shared[slot]!;
}

/** Puts every state the search reached back to +Infinity (also after a throwing callback). */
function release(sc: Scratch): void {
  const { dist, touched } = sc;
  for (let i = 0; i < sc.nTouched; i++) dist[touched[i] as number] = Infinity;
  sc.nTouched = 0;
  sc.busy = false;
}

/** A usable cost (finite, ≥ 0) or −1. */
function costOf(c: number | null | undefined): number {
  return c !== null && c !== undefined && c >= 0 && c < Infinity ? c : -1;
}

/** A stop answer as a code (anything but 1 or 2 counts as 0, continue). */
function stopCodeOf(x: number | undefined): StopCode {
  return x === 1 || x === 2 ? x : 0;
}

/** Pushes state `s` at cost `c` on the heap. */
function heapPush(sc: Scratch, c: number, s: number): void {
  let heapCost = sc.heapCost;
  let heapState = sc.heapState;
  if (sc.heapSize === heapCost.length) {
    const nc = new Float64Array(heapCost.length * 2);
    nc.set(heapCost);
    const ns = new Int32Array(heapState.length * 2);
    ns.set(heapState);
    heapCost = sc.heapCost = nc;
    heapState = sc.heapState = ns;
  }
  let i = sc.heapSize++;
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
}

/** Removes the top of the heap. */
function heapPop(sc: Scratch): void {
  const { heapCost, heapState } = sc;
  const n = --sc.heapSize;
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
}

/**
 * Queues state `s` at cost `c`, the slow path (the fast one is inline in the search): growing
 * the bucket arrays, or, at the first fractional cost, moving every bucket entry to the heap
 * (in the order each bucket received them) and using the heap from then on.
 */
function enqueueSlow(sc: Scratch, s: number, c: number, nBuckets: number): void {
  if (!sc.heapMode) {
    if ((c | 0) === c) {
      if (sc.qLen === sc.qState.length) {
        const ns = new Int32Array(sc.qLen * 2);
        ns.set(sc.qState);
        const nn = new Int32Array(sc.qLen * 2);
        nn.set(sc.qNext);
        sc.qState = ns;
        sc.qNext = nn;
      }
      sc.qState[sc.qLen] = s;
      sc.qNext[sc.qLen] = sc.head[c] as number;
      sc.head[c] = sc.qLen++;
      return;
    }
    sc.heapMode = true;
    const { head, qState, qNext } = sc;
    const order: number[] = [];
    for (let k = sc.cur; k < nBuckets; k++) {
      order.length = 0;
      for (let e = head[k] as number; e >= 0; e = qNext[e] as number) order.push(qState[e] as number);
      for (let i = order.length - 1; i >= 0; i--) heapPush(sc, k, order[i] as number);
      head[k] = -1;
    }
  }
  heapPush(sc, c, s);
}

type StepFn = (to: number, from: number, dir: Direction, side: number) => number;

/** Runs the search into the scratch's output rows; returns the number of rows. */
function run(sc: Scratch, start: Placement, startCell: number, index: BoardIndex, budget: number, policy: IndexedMovePolicy): number {
  const { step, open } = index;
  const gen = ++sc.gen;
  const { dist, prev, row, touched, firstAt, enter, side, stop: stopC, cacheStamp, end, endStamp, local, localStamp, cellOf } = sc;
  const { outCell, outFacing, outCost, outStop, outEnd, outPrev, candS, candC } = sc;
  // Each rule is an array (read directly) or a callback (asked once per (cell, direction)).
  const ec = policy.enterCost;
  const enterArr = typeof ec === 'function' ? null : ec;
  const enterFn = typeof ec === 'function' ? ec : null;
  const ssc = policy.sidestepCost;
  const sideArr = ssc === undefined || typeof ssc === 'function' ? null : ssc;
  const sideFn = typeof ssc === 'function' ? ssc : null;
  const sideCost = policy.sideCost ?? null;
  const so = policy.stopOn;
  const stopArr = so === undefined || typeof so === 'function' ? null : so;
  const stopFn = typeof so === 'function' ? so : null;
  const me = policy.mayEnd;
  const endArr = me === undefined || typeof me === 'function' ? null : me;
  const endFn = typeof me === 'function' ? me : null;
  const rc = policy.rotationCost === undefined ? 1 : policy.rotationCost;
  // Rotation: a constant cost (≥ 0), none (−1), or asked per rotation (a function).
  const rotationFn = typeof rc === 'function' ? rc : null;
  const constRotation = rotationFn !== null ? -1 : costOf(rc as number | null);
  const { kind, freeA, freeB, dirs, nDirs } = stepTableOf(policy);

  // The queue: buckets per integer cost (Dial's algorithm: O(1) per operation) while every cost
  // seen is an integer, which is what wargames use; the first fractional cost moves everything
  // to the binary heap. (`(c | 0) === c` is the integer test: costs never exceed the budget,
  // which is at most 4095 in bucket mode.) Each bucket is a stack (last in, first out) threaded
  // through typed arrays: entry e holds state qState[e] and the next entry down qNext[e];
  // head[c] is the top of bucket c (−1: empty). The bucket fields live in locals here (a hot
  // loop reads locals faster than fields), synced with the scratch around the slow path.
  const nBuckets = Math.floor(budget) + 1;
  let heapMode = nBuckets > 4096;
  if (!heapMode && sc.head.length < nBuckets) sc.head = new Int32Array(Math.max(nBuckets, 2 * sc.head.length));
  const head = sc.head;
  if (!heapMode) head.fill(-1, 0, nBuckets);
  let qState = sc.qState;
  let qNext = sc.qNext;
  let qLen = 0;
  let cur = 0;
  sc.heapSize = 0;
  sc.heapMode = heapMode;

  // Local cell numbers, given as cells are first met (the start is 0).
  localStamp[startCell] = gen;
  local[startCell] = 0;
  cellOf[0] = startCell;
  let nLocal = 1;
  const s0 = start.facing << 2;
  dist[s0] = 0;
  prev[s0] = -1;
  touched[0] = s0;
  let nTouched = 1;
  if (heapMode) heapPush(sc, 0, s0);
  else {
    qState[0] = s0;
    qNext[0] = -1;
    head[0] = 0;
    qLen = 1;
  }
  let count = 0;

  try {
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
        if (sc.heapSize === 0) break;
        c = sc.heapCost[0] as number;
        s = sc.heapState[0] as number;
        heapPop(sc);
      }
      // A stale entry (the state was reached more cheaply since). A state is queued again only
      // at a strictly lower cost and costs are non-negative, so once expanded it never returns.
      if (c > (dist[s] as number)) continue;
      const lc = s >> SHIFT;
      const cell = cellOf[lc] as number;
      const f = (s >> 2) & 7;
      const flag = s & 3;

      // Record the state.
      const ps = prev[s] as number;
      let canEnd = 1;
      if (cell !== startCell) {
        if (endArr !== null) canEnd = endArr[cell] === 0 ? 0 : 1;
        else if (endFn !== null) {
          if (endStamp[lc] !== gen) {
            endStamp[lc] = gen;
            end[lc] = endFn(cell) ? 1 : 0;
          }
          canEnd = end[lc] as number;
        }
      }
      row[s] = count;
      outCell[count] = cell;
      outFacing[count] = f;
      outCost[count] = c;
      outStop[count] = flag;
      outEnd[count] = canEnd;
      outPrev[count] = ps >= 0 ? (row[ps] as number) : -1;
      count++;
      if (flag === 2) continue;

      let nCand = 0;
      // Rotations in place (keep the stop status). With a constant cost, only the first state
      // expanded in a (cell, stop status) can improve the other facings there: every later one
      // costs at least as much.
      if (constRotation >= 0) {
        const fk = (lc << 2) | flag;
        if (firstAt[fk] !== gen) {
          firstAt[fk] = gen;
          const base = (lc << SHIFT) | flag;
          const rcost = c + constRotation;
          for (let g = 0; g < 6; g++) {
            if (g === f) continue;
            candS[nCand] = base | (g << 2);
            candC[nCand++] = rcost;
          }
        }
      } else if (rotationFn !== null) {
        const base = (lc << SHIFT) | flag;
        for (let g = 0; g < 6; g++) {
          if (g === f) continue;
          const r = costOf(rotationFn(f as Facing, g as Facing, cell));
          if (r >= 0) {
            candS[nCand] = base | (g << 2);
            candC[nCand++] = c + r;
          }
        }
      }

      // Moves (not after a stop).
      if (flag === 0) {
        const fd = f * 6;
        const last = fd + (nDirs[f] as number);
        for (let j = fd; j < last; j++) {
          const d = dirs[j] as number;
          const k = kind[fd + d] as number;
          const n = cell + (step[d] as number);
          if (open[n] === 0) continue;
          if (localStamp[n] !== gen) {
            localStamp[n] = gen;
            local[n] = nLocal;
            cellOf[nLocal++] = n;
          }
          const ln = local[n] as number;
          const slot = d < 3 ? cell * 3 + d : n * 3 + d - 3;
          // Callback answers are cached per (cell entered, direction) for this search.
          const key = (ln << 3) | d;
          if (cacheStamp[key] !== gen && (enterFn !== null || sideFn !== null || stopFn !== null)) {
            cacheStamp[key] = gen;
            enter[key] = NaN;
            side[key] = NaN;
            stopC[key] = -1;
          }
          let cost: number;
          if (k === 1) {
            if (enterArr !== null) cost = enterArr[n] as number;
            else {
              cost = enter[key] as number;
              if (cost !== cost) {
                cost = costOf((enterFn as StepFn)(n, cell, d as Direction, slot));
                enter[key] = cost;
              }
            }
          } else if (sideArr !== null) cost = sideArr[n] as number;
          else {
            cost = side[key] as number;
            if (cost !== cost) {
              cost = costOf((sideFn as StepFn)(n, cell, d as Direction, slot));
              side[key] = cost;
            }
          }
          // `!(x >= 0)` also rejects NaN; −1 marks a refused callback step. Infinity fails the
          // budget test.
          if (!(cost >= 0)) continue;
          if (sideCost !== null) {
            cost += sideCost[slot] as number;
            if (!(cost >= 0)) continue;
          }
          if (c + cost > budget) continue;
          let stopCode: number;
          if (stopArr !== null) stopCode = stopCodeOf(stopArr[n]);
          else if (stopFn !== null) {
            stopCode = stopC[key] as number;
            if (stopCode < 0) {
              stopCode = stopCodeOf(stopFn(n, cell));
              stopC[key] = stopCode;
            }
          } else stopCode = 0;
          const nb = (ln << SHIFT) | stopCode;
          const nc = c + cost;
          if (k === 1) {
            candS[nCand] = nb | ((freeA[fd + d] as number) << 2);
            candC[nCand++] = nc;
            const b = freeB[fd + d] as number;
            if (b >= 0) {
              candS[nCand] = nb | (b << 2);
              candC[nCand++] = nc;
            }
          } else {
            candS[nCand] = nb | (f << 2);
            candC[nCand++] = nc;
          }
        }
      }

      // Relax the successors: one copy of the hot code, no call per candidate.
      for (let j = 0; j < nCand; j++) {
        const t = candS[j] as number;
        const nc = candC[j] as number;
        const old = dist[t] as number;
        if (nc < old && nc <= budget) {
          if (old === Infinity) touched[nTouched++] = t;
          dist[t] = nc;
          prev[t] = s;
          if (!heapMode && (nc | 0) === nc && qLen < qState.length) {
            qState[qLen] = t;
            qNext[qLen] = head[nc] as number;
            head[nc] = qLen++;
          } else {
            sc.qLen = qLen;
            sc.cur = cur;
            enqueueSlow(sc, t, nc, nBuckets);
            heapMode = sc.heapMode;
            qLen = sc.qLen;
            qState = sc.qState;
            qNext = sc.qNext;
          }
        }
      }
    }
  } finally {
    sc.nTouched = nTouched;
  }
  return count;
}
