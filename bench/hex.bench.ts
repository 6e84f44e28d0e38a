/**
 * strategos/hex against honeycomb-grid on the same work, in the same run (so the ratios
 * compare like with like), plus the full movement range of a 6-MP unit on a Dawn of Battle
 * board with terrain. Run: `npx vitest bench --run bench/hex.bench.ts`.
 *
 * Fairness: honeycomb is called through its cheapest public paths (the pure `distance`
 * function rather than a Grid method; traversers called directly with the hex factory), on the
 * same coordinate pairs as ours.
 */
import { afterAll, bench, describe } from 'vitest';
import * as E from 'fp-ts/lib/Either.js';
import * as HC from 'honeycomb-grid';
import {
  dawnOfBattleBoard, distance, fromOffset, hex, hexKey, hexsideBetween, hexsideKey, line, crossedHexes, movementRange, neighbor,
  neighbors, range, type Hex, type MovePolicy, type Direction,
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
const hcLines = lines.map(([a, b]) => [{ q: a.q, r: a.r }, { q: b.q, r: b.r }] as const);
const createHex = (c?: HC.HexCoordinates) => new Tile(c);
const HC_DIRS = [HC.Direction.NE, HC.Direction.E, HC.Direction.SE, HC.Direction.SW, HC.Direction.W, HC.Direction.NW];

let sink = 0;

describe('distance (256 pairs)', () => {
  bench('strategos/hex distance', () => {
    for (const [a, b] of pairs) sink += distance(a, b);
  });
  bench('honeycomb-grid distance', () => {
    for (const [a, b] of hcPairs) sink += HC.distance(hcSettings, a, b);
  });
});

describe('neighbours (256 hexes × 6)', () => {
  bench('strategos/hex neighbors', () => {
    for (const [a] of pairs) sink += neighbors(a).length;
  });
  bench('honeycomb-grid neighborOf × 6', () => {
    for (const h of hcHexes) for (const d of HC_DIRS) sink += HC.neighborOf(h, d).q;
  });
});

describe('a 10-hex line (256 lines)', () => {
  bench('strategos/hex line (both nudges)', () => {
    for (const [a, b] of lines) sink += line(a, b).hexes.length;
  });
  bench('strategos/hex crossedHexes (exact, both nudges)', () => {
    for (const [a, b] of lines) sink += crossedHexes(a, b).hexes.length;
  });
  bench('honeycomb-grid line traverser', () => {
    for (const [a, b] of hcLines) sink += HC.line<InstanceType<typeof Tile>>({ start: a, stop: b })(createHex).length;
  });
});

describe('all hexes within range 3 (256 centres)', () => {
  bench('strategos/hex range', () => {
    for (const [a] of pairs) sink += range(a, 3).length;
  });
  bench('honeycomb-grid spiral traverser', () => {
    for (const [a] of hcPairs) sink += HC.spiral<InstanceType<typeof Tile>>({ start: a, radius: 3 })(createHex).length;
  });
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
const policy: MovePolicy = {
  enterCost: (to, from) => {
    const t = cost[board.hexes[hexKey(to)] as Terrain];
    if (t === null) return null;
    const s = hexsideBetween(from, to);
    return E.isRight(s) && board.sides[hexsideKey(s.right)] === 'wall' ? t + 1 : t;
  },
  stopOn: (to) => (board.hexes[hexKey(to)] === 'stream' ? 'end' : enemyZoc.has(hexKey(to)) ? 'rotate-only' : 'continue'),
  sidestepCost: (to) => {
    const t = cost[board.hexes[hexKey(to)] as Terrain];
    return t === null ? null : Math.max(2, t);
  },
};
const start = { hex: fromOffset({ col: 7, row: 7 }, 'odd-q'), facing: 1 as const };
const samples: number[] = [];

describe('movement range: 6 MP, 16 × 15 board with terrain, walls, a stream and a ZOC', () => {
  bench('strategos/hex movementRange (policy with sidestep)', () => {
    const t0 = performance.now();
    const r = movementRange(board, start, 6, policy);
    samples.push(performance.now() - t0);
    if (E.isRight(r)) sink += r.right.nodes.length;
  });
});

afterAll(() => {
  if (samples.length === 0) return;
  const sorted = [...samples].sort((a, b) => a - b);
  const p = (x: number): number => (sorted[Math.floor(x * (sorted.length - 1))] as number) * 1000;
  // Reported, never asserted (no test asserts a wall-clock time).
  console.log(`movementRange p50 = ${p(0.5).toFixed(1)} µs, p90 = ${p(0.9).toFixed(1)} µs over ${samples.length} runs (sink ${sink > 0 ? 'ok' : '0'})`);
});
