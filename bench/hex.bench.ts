/**
 * strategos/hex against honeycomb-grid on the same work, in the same run (so the ratios
 * compare like with like), plus the full movement range of a 6-MP unit on a Dawn of Battle
 * board with terrain. Run: `npx vitest bench --run bench/hex.bench.ts`.
 *
 * Fairness: honeycomb is called through its cheapest public paths (the pure `distance`
 * function rather than a Grid method; traversers called directly with the hex factory), on the
 * same coordinate pairs as ours.
 *
 * Lines: ours does at least the same work as honeycomb's. `line` returns `{ hexes, alternate }` as
 * the issue asks: it walks the line once and works out the second (ε-nudged) hex only at the
 * steps where the first meets an exact tie, so on these lines (none runs along a hexside) both
 * produce one 10-hex sequence. Both sides materialise every hex of the line: honeycomb a class
 * instance per hex, `line` a plain `{ q, r }` object literal per hex (one shape throughout).
 *
 * Movement: the same rules three ways (checked to agree before timing): an index policy of
 * per-cell and per-side arrays (`movementTable`), a hex-valued callback policy on string keys
 * (`movementRange`), and a naive search as the baseline. p50, p90 and p50 ratios are printed
 * after the run.
 */
import { afterAll, bench, describe } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import * as HC from 'honeycomb-grid';
import {
  boardIndex, cellValues, dawnOfBattleBoard, distance, fromOffset, hex, hexKey, hexsideBetween, hexsideKey, line, crossedHexes, movementRange,
  movementTable, neighbor, neighbors, range, rangeOfTable, sideValues, STOP_CONTINUE, STOP_END, STOP_ROTATE_ONLY,
  type Hex, type IndexedMovePolicy, type MovePolicy, type Direction,
} from '../src/hex/index.js';

// ---- shared inputs: 256 coordinate pairs, 10-hex lines (distance 9 → 10 hexes) ----
const pairs: Array<[Hex, Hex]> = [];
let seed = 12345;
const rnd = (n: number): number => {
  seed = (seed * 1103515245 + 12345) % 2147483648;
  return seed % n;
};
for (let i = 0; i < 256; i++) pairs.push([hex(rnd(40) - 20, rnd(40) - 20), hex(rnd(40) - 20, rnd(40) - 20)]);
const lines: Array<[Hex, Hex]> = [];
for (let i = 0; i < 256; i++) {
  const a = hex(rnd(40) - 20, rnd(40) - 20);
  // a random target at distance exactly 9
  const b = fromRing(a, 9, rnd(54));
  lines.push([a, b]);
}
function fromRing(c: Hex, n: number, k: number): Hex {
  let h = hex(c.q - n, c.r);
  for (let i = 0; i < k; i++) h = neighbor(h, Math.floor(i / n) as Direction);
  return h;
}

const Tile = HC.defineHex({ orientation: HC.Orientation.POINTY });
const hcGrid = new HC.Grid(Tile);
const hcSettings = { offset: -1 as const, orientation: HC.Orientation.POINTY };
const hcPairs = pairs.map(([a, b]) => [{ q: a.q, r: a.r }, { q: b.q, r: b.r }] as const);
const hcHexes = pairs.map(([a]) => new Tile({ q: a.q, r: a.r }));
const hcHexesB = pairs.map(([, b]) => new Tile({ q: b.q, r: b.r }));
const hcLines = lines.map(([a, b]) => [{ q: a.q, r: a.r }, { q: b.q, r: b.r }] as const);
const createHex = (c?: HC.HexCoordinates) => new Tile(c);
const HC_DIRS = [HC.Direction.NE, HC.Direction.E, HC.Direction.SE, HC.Direction.SW, HC.Direction.W, HC.Direction.NW];

let sink = 0;
// Local bindings for every function under test, ours and honeycomb's alike: the test runner
// rewrites imports into property reads on a module object, which would otherwise add a getter
// call to every iteration of the loops below.
const ourDistance = distance;
const ourNeighbors = neighbors;
const ourLine = line;
const ourCrossed = crossedHexes;
const ourRange = range;
const ourMovementRange = movementRange;
const ourMovementTable = movementTable;
const hcDistance = HC.distance;
const hcNeighborOf = HC.neighborOf;
const hcLine = HC.line;
const hcSpiral = HC.spiral;
const N = pairs.length;
const As = pairs.map(([a]) => a);
const Bs = pairs.map(([, b]) => b);
const hcAs = hcPairs.map(([a]) => a);
const hcBs = hcPairs.map(([, b]) => b);
const LAs = lines.map(([a]) => a);
const LBs = lines.map(([, b]) => b);
const hcLAs = hcLines.map(([a]) => a);
const hcLBs = hcLines.map(([, b]) => b);
const opts = { time: 1500, warmupTime: 300 };

describe('distance (256 pairs)', () => {
  bench('strategos/hex distance', () => {
    for (let i = 0; i < N; i++) sink += ourDistance(As[i]!, Bs[i]!);
  }, opts);
  bench('honeycomb-grid distance', () => {
    for (let i = 0; i < N; i++) sink += hcDistance(hcSettings, hcAs[i]!, hcBs[i]!);
  }, opts);
  bench('honeycomb-grid Grid#distance on Hex instances (the idiomatic call)', () => {
    for (let i = 0; i < N; i++) sink += hcGrid.distance(hcHexes[i]!, hcHexesB[i]!);
  }, opts);
});

describe('neighbours (256 hexes × 6)', () => {
  bench('strategos/hex neighbors', () => {
    for (let i = 0; i < N; i++) sink += ourNeighbors(As[i]!)[5].q;
  }, opts);
  bench('honeycomb-grid neighborOf × 6', () => {
    for (let i = 0; i < N; i++) {
      const h = hcHexes[i]!;
      for (let d = 0; d < 6; d++) sink += hcNeighborOf(h, HC_DIRS[d]!).q;
    }
  }, opts);
});

describe('a 10-hex line (256 lines)', () => {
  bench('strategos/hex line (both nudges)', () => {
    for (let i = 0; i < N; i++) sink += ourLine(LAs[i]!, LBs[i]!).hexes.length;
  }, opts);
  bench('strategos/hex crossedHexes (exact, both nudges)', () => {
    for (let i = 0; i < N; i++) sink += ourCrossed(LAs[i]!, LBs[i]!).hexes.length;
  }, opts);
  bench('honeycomb-grid line traverser', () => {
    for (let i = 0; i < N; i++) sink += hcLine<InstanceType<typeof Tile>>({ start: hcLAs[i]!, stop: hcLBs[i]! })(createHex).length;
  }, opts);
  bench('honeycomb-grid Grid#traverse(line) (the idiomatic call)', () => {
    for (let i = 0; i < N; i++) sink += hcGrid.traverse(HC.line<InstanceType<typeof Tile>>({ start: hcLAs[i]!, stop: hcLBs[i]! })).size;
  }, opts);
});

describe('all hexes within range 3 (256 centres)', () => {
  bench('strategos/hex range', () => {
    for (let i = 0; i < N; i++) sink += ourRange(As[i]!, 3).length;
  }, opts);
  bench('honeycomb-grid spiral traverser', () => {
    for (let i = 0; i < N; i++) sink += hcSpiral<InstanceType<typeof Tile>>({ start: hcAs[i]!, radius: 3 })(createHex).length;
  }, opts);
});

// ---- movement: a 6-MP unit on the 16 × 15 Dawn of Battle board with terrain ----
type Terrain = 'clear' | 'rough' | 'woods' | 'hill' | 'stream' | 'river';
const terrainAt = (col: number, row: number): Terrain => {
  if (col === 11) return row === 4 ? 'clear' : 'river'; // a river with one ford-like gap
  if ((col + 2 * row) % 7 === 0) return 'woods';
  if ((3 * col + row) % 11 === 0) return 'rough';
  if ((col * row) % 13 === 5) return 'hill';
  if (col === 4 && row > 3) return 'stream';
  return 'clear';
};
const board0 = dawnOfBattleBoard<Terrain>({ data: (_h, col, row) => terrainAt(col, row) });
// a wall on a few hexsides
const walls: Record<string, 'wall'> = {};
for (let row = 2; row < 9; row++) {
  const a = fromOffset({ col: 6, row }, 'odd-q');
  const s = hexsideBetween(a, neighbor(a, 1));
  if (E.isRight(s)) walls[hexsideKey(s.right)] = 'wall';
}
const board = { ...board0, sides: walls };
const cost: Record<Terrain, number | null> = { clear: 1, rough: 2, woods: 2, hill: 2, stream: 1, river: null };
const enemyZoc = new Set([fromOffset({ col: 9, row: 9 }, 'odd-q'), fromOffset({ col: 9, row: 10 }, 'odd-q')].map(hexKey));
// The policy reads records through the keys the search hands over (no string building).
const policy: MovePolicy = {
  enterCost: (_to, _from, _d, toKey, sideKey) => {
    const t = cost[board.hexes[toKey] as Terrain];
    if (t === null) return null;
    return board.sides[sideKey] === 'wall' ? t + 1 : t;
  },
  stopOn: (_to, _from, toKey) => (board.hexes[toKey] === 'stream' ? 'end' : enemyZoc.has(toKey) ? 'rotate-only' : 'continue'),
  sidestepCost: (_to, _from, _d, toKey, sideKey) => {
    const t = cost[board.hexes[toKey] as Terrain];
    if (t === null) return null;
    return board.sides[sideKey] === 'wall' ? Math.max(2, t) + 1 : Math.max(2, t);
  },
};
// The same rules in index form: per-cell and per-side arrays built once per board (a ruleset
// would rebuild only the ZOC/occupancy arrays per search), read by the search with no call.
const index = boardIndex(board);
const terrainCost = cellValues(index, board, (_h, t) => cost[t] ?? NaN);
const indexed: IndexedMovePolicy = {
  enterCost: terrainCost,
  sideCost: sideValues(index, board, (s) => (s === 'wall' ? 1 : 0)),
  sidestepCost: terrainCost.map((t) => Math.max(2, t)),
  stopOn: cellValues(index, board, (h, t) => (t === 'stream' ? STOP_END : enemyZoc.has(hexKey(h)) ? STOP_ROTATE_ONLY : STOP_CONTINUE), 0),
};
const keysOf = (from: Hex, to: Hex): [string, string] => {
  const s = hexsideBetween(from, to);
  return [hexKey(to), E.isRight(s) ? hexsideKey(s.right) : ''];
};
const start = { hex: fromOffset({ col: 7, row: 7 }, 'odd-q'), facing: 1 as const };
/** Per-call times (ms) of each movement task, for the p50s printed after the run. */
const samples: Record<'callbacks' | 'indexed' | 'naive', number[]> = { callbacks: [], indexed: [], naive: [] };

/**
 * Baseline for the ratio: the same search written the obvious way (string-keyed Map of states,
 * array sorted as a priority queue, the same policy callbacks), as a ruleset might write it
 * inline. It computes the same costs (checked once below).
 */
function naiveRange(budget: number): Map<string, number> {
  const best = new Map<string, number>();
  const queue: Array<[number, Hex, number, number]> = [[0, start.hex, start.facing, 0]];
  const seen = new Map<string, number>();
  while (queue.length > 0) {
    queue.sort((x, y) => x[0] - y[0]);
    const [c, h, f, stop] = queue.shift()!;
    const k = `${hexKey(h)}/${f}/${stop}`;
    if (seen.has(k)) continue;
    seen.set(k, c);
    const ek = `${hexKey(h)}/${f}`;
    if (!best.has(ek)) best.set(ek, c);
    if (stop === 2) continue;
    for (let g = 0; g < 6; g++) if (g !== f && c + 1 <= budget) queue.push([c + 1, h, g, stop]);
    if (stop !== 0) continue;
    for (let d = 0; d < 6; d++) {
      const rel = (d - f + 6) % 6;
      const to = neighbor(h, d as Direction);
      if (!(hexKey(to) in board.hexes)) continue;
      let cost: number | null = null;
      let facings: number[] = [];
      if (rel === 0) [cost, facings] = [policy.enterCost(to, h, d as Direction, ...keysOf(h, to)), [f, (f + 5) % 6]];
      else if (rel === 1) [cost, facings] = [policy.enterCost(to, h, d as Direction, ...keysOf(h, to)), [f, (f + 1) % 6]];
      else if (rel === 2 || rel === 5) [cost, facings] = [policy.sidestepCost!(to, h, d as Direction, ...keysOf(h, to)), [f]];
      if (cost === null || c + cost > budget) continue;
      const st = policy.stopOn!(to, h, hexKey(to));
      for (const g of facings) queue.push([c + cost, to, g, st === 'end' ? 2 : st === 'rotate-only' ? 1 : 0]);
    }
  }
  return best;
}
{
  // The baseline must agree with the library before its time means anything.
  const r = movementRange(board, start, 6, policy);
  const ours = new Map<string, number>();
  if (E.isRight(r)) for (const n of r.right.nodes) if (!ours.has(`${hexKey(n.hex)}/${n.facing}`)) ours.set(`${hexKey(n.hex)}/${n.facing}`, n.cost);
  const theirs = naiveRange(6);
  const same = ours.size === theirs.size && [...ours].every(([k, v]) => theirs.get(k) === v);
  if (!same) console.log('WARNING: naive baseline disagrees with movementRange');
  const t = movementTable(index, start, 6, indexed);
  const viaIndex = E.isRight(t) ? rangeOfTable(t.right).nodes.map((n) => `${hexKey(n.hex)}/${n.facing}/${n.cost}`).join(' ') : '';
  const viaHex = E.isRight(r) ? r.right.nodes.map((n) => `${hexKey(n.hex)}/${n.facing}/${n.cost}`).join(' ') : '-';
  if (viaIndex !== viaHex) console.log('WARNING: the index-form policy disagrees with the hex-valued one');
}

describe('movement range: 6 MP, 16 × 15 board with terrain, walls, a stream and a ZOC', () => {
  bench('strategos/hex movementTable (index policy: cell and side arrays)', () => {
    const t0 = performance.now();
    const r = ourMovementTable(index, start, 6, indexed);
    samples.indexed.push(performance.now() - t0);
    if (E.isRight(r)) sink += r.right.count;
  }, opts);
  bench('strategos/hex movementRange (hex policy: callbacks on string keys)', () => {
    const t0 = performance.now();
    const r = ourMovementRange(board, start, 6, policy);
    samples.callbacks.push(performance.now() - t0);
    if (E.isRight(r)) sink += r.right.nodes.length;
  }, opts);
  bench('baseline: the same search written naively (Map of string keys, sorted array)', () => {
    const t0 = performance.now();
    sink += naiveRange(6).size;
    samples.naive.push(performance.now() - t0);
  }, opts);
});

afterAll(() => {
  // Reported, never asserted (no test asserts a wall-clock time).
  const p50 = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor((xs.length - 1) / 2)]! * 1000;
  const p90 = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(0.9 * (xs.length - 1))]! * 1000;
  const rows = (['indexed', 'callbacks', 'naive'] as const).filter((k) => samples[k].length > 0);
  if (rows.length === 0) return;
  const naive = samples.naive.length > 0 ? p50(samples.naive) : NaN;
  const names = { indexed: 'movementTable (index policy)', callbacks: 'movementRange (hex policy)', naive: 'naive baseline' };
  for (const k of rows) {
    const ratio = k === 'naive' ? '' : `, ${(naive / p50(samples[k])).toFixed(0)}× faster than the naive baseline (p50 ratio)`;
    console.log(`${names[k]}: p50 = ${p50(samples[k]).toFixed(1)} µs, p90 = ${p90(samples[k]).toFixed(1)} µs over ${samples[k].length} runs${ratio}`);
  }
  if (samples.indexed.length > 0 && samples.callbacks.length > 0) {
    console.log(`index policy vs hex policy: ${(p50(samples.callbacks) / p50(samples.indexed)).toFixed(2)}× (p50 ratio; sink ${sink > 0 ? 'ok' : '0'})`);
  }
});
