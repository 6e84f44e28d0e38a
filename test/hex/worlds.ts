/**
 * Random small movement worlds for the search's property tests, and an independent brute-force
 * search to check it against.
 */
import { fc } from '@fast-check/vitest';
import * as E from 'fp-ts/lib/Either.js';
import {
  boardIndex, cellValues, directionTo, facingHexes, fromOffset, hex, hexKey, hexsideBetween, hexsideKey, neighbor, rectangleBoard, sideValues, turn,
  STOP_CONTINUE, STOP_END, STOP_ROTATE_ONLY,
  type Board, type BoardIndex, type Direction, type Facing, type Hex, type IndexedMovePolicy, type MovePolicy, type StopRule,
} from '../../src/hex/index.js';

/** A random small world: a board with terrain costs (null = impassable), side costs, stop hexes and no-end hexes. */
export interface World {
  board: Board<{ cost: number | null; stop: StopRule; noEnd: boolean }, number | null>;
  policy: MovePolicy;
  start: { hex: Hex; facing: Facing };
  budget: number;
}

export const arbWorld: fc.Arbitrary<World> = fc
  .record({
    cols: fc.integer({ min: 2, max: 6 }),
    rows: fc.integer({ min: 2, max: 6 }),
    cells: fc.array(
      fc.record({
        cost: fc.oneof(fc.constant<number | null>(null), fc.integer({ min: 0, max: 3 }), fc.constant(1), fc.constant(1.5)), // 1.5 exercises the heap
        stop: fc.constantFrom<StopRule>('continue', 'continue', 'continue', 'rotate-only', 'end'),
        noEnd: fc.boolean(),
        hole: fc.integer({ min: 0, max: 9 }),
      }),
      { minLength: 36, maxLength: 36 },
    ),
    sideCosts: fc.array(fc.tuple(fc.integer({ min: 0, max: 35 }), fc.integer({ min: 0, max: 5 }), fc.oneof(fc.constant<number | null>(null), fc.integer({ min: 1, max: 2 }))), { maxLength: 8 }),
    rotation: fc.oneof(fc.constant<number | null>(1), fc.constant<number | null>(0), fc.constant<number | null>(null), fc.constant<number | null>(2)),
    freeTurn: fc.boolean(),
    moves: fc.constantFrom<'front' | 'any'>('front', 'front', 'any'),
    sidestep: fc.boolean(),
    startIndex: fc.integer({ min: 0, max: 35 }),
    facing: fc.constantFrom<Facing>(0, 1, 2, 3, 4, 5),
    budget: fc.integer({ min: 0, max: 6 }),
  })
  .map((w) => {
    const rect = rectangleBoard({
      columns: w.cols,
      rows: w.rows,
      offset: 'odd-q',
      data: (_h, col, row) => {
        const c = w.cells[col * 6 + row]!;
        return { cost: c.cost, stop: c.stop, noEnd: c.noEnd };
      },
    });
    if (E.isLeft(rect)) throw new Error('unreachable');
    // Punch holes (unplayable hexes), never the start.
    const startHex = fromOffset({ col: w.startIndex % w.cols, row: Math.floor(w.startIndex / w.cols) % w.rows }, 'odd-q');
    const hexes: Record<string, { cost: number | null; stop: StopRule; noEnd: boolean }> = {};
    let i = 0;
    for (const [k, v] of Object.entries(rect.right.hexes)) {
      if (w.cells[i++ % 36]!.hole !== 0 || k === hexKey(startHex)) hexes[k] = v;
    }
    const sides: Record<string, number | null> = {};
    const keys = Object.keys(hexes);
    for (const [idx, d, c] of w.sideCosts) {
      const k = keys[idx % keys.length]!;
      const [q, r] = k.split(',').map(Number) as [number, number];
      const s = hexsideBetween(hex(q, r), neighbor(hex(q, r), d as Direction));
      if (E.isRight(s)) sides[hexsideKey(s.right)] = c;
    }
    const board = { ...rect.right, hexes, sides };
    const data = (h: Hex) => hexes[hexKey(h)]!;
    const sideCost = (a: Hex, b: Hex): number | null => {
      const s = hexsideBetween(a, b);
      if (E.isLeft(s)) return null;
      const k = hexsideKey(s.right);
      return k in sides ? sides[k]! : 0;
    };
    const policy: MovePolicy = {
      enterCost: (to, from, _d, toKey, sideKey) => {
        if (toKey !== hexKey(to)) throw new Error('toKey is not hexKey(to)');
        const sk = hexsideBetween(from, to);
        if (E.isLeft(sk) || sideKey !== hexsideKey(sk.right)) throw new Error('sideKey is not the side crossed');
        const t = data(to).cost;
        const s = sideCost(from, to);
        return t === null || s === null ? null : t + s;
      },
      moves: w.moves,
      freeTurn: w.freeTurn,
      rotationCost: w.rotation,
      // A sidestep costs max(2, terrain) (§7.12) plus the side crossed.
      ...(w.sidestep ? { sidestepCost: (to: Hex, from: Hex) => (data(to).cost === null || sideCost(from, to) === null ? null : Math.max(2, data(to).cost!) + sideCost(from, to)!) } : {}),
      stopOn: (to) => data(to).stop,
      mayEnd: (h) => !data(h).noEnd,
    };
    return { board, policy, start: { hex: startHex, facing: w.facing }, budget: w.budget };
  });

/**
 * Brute force, written independently of the search: label-correcting depth-first exploration of
 * every step sequence (a state is re-explored whenever it is reached more cheaply), straight
 * from the rules as stated, returning the cheapest endable cost per "q,r,f".
 */
export function bruteForce(w: World): Map<string, number> {
  const { board, policy, start, budget } = w;
  const best = new Map<string, number>();
  const ends = new Map<string, number>();
  const on = (h: Hex) => hexKey(h) in board.hexes;
  const rot = (from: Facing, to: Facing): number | null => {
    const rc = policy.rotationCost;
    if (rc === null || from === to) return null;
    return typeof rc === 'number' ? rc : 1;
  };
  const visit = (h: Hex, f: Facing, stop: StopRule, cost: number): void => {
    const k = `${hexKey(h)},${f},${stop}`;
    if ((best.get(k) ?? Infinity) <= cost) return;
    best.set(k, cost);
    if (hexKey(h) === hexKey(start.hex) || policy.mayEnd!(h, hexKey(h))) {
      const ek = `${hexKey(h)},${f}`;
      if ((ends.get(ek) ?? Infinity) > cost) ends.set(ek, cost);
    }
    if (stop === 'end') return;
    for (let g = 0 as Facing; g < 6; g = (g + 1) as Facing) {
      const r = rot(f, g);
      if (r !== null && cost + r <= budget) visit(h, g, stop, cost + r);
    }
    if (stop !== 'continue') return;
    const { front, flank } = facingHexes(h, f);
    const options: Array<[Hex, Facing[], 'enter' | 'side']> = [];
    options.push([front[0], policy.freeTurn ? [f, turn(f, -1)] : [f], 'enter']);
    options.push([front[1], policy.freeTurn ? [f, turn(f, 1)] : [f], 'enter']);
    if (policy.moves === 'any') {
      for (const x of [...flank, ...facingHexes(h, f).rear]) options.push([x, [f], 'enter']);
    } else if (policy.sidestepCost !== undefined) {
      for (const x of flank) options.push([x, [f], 'side']);
    }
    for (const [to, facings, how] of options) {
      if (!on(to)) continue;
      const d = directionTo(h, to)!;
      const side = hexsideBetween(h, to);
      const sk = E.isRight(side) ? hexsideKey(side.right) : '';
      const c = how === 'enter' ? policy.enterCost(to, h, d, hexKey(to), sk) : policy.sidestepCost!(to, h, d, hexKey(to), sk);
      if (c === null || cost + c > budget) continue;
      for (const g of facings) visit(to, g, policy.stopOn!(to, h, hexKey(to)), cost + c);
    }
  };
  visit(start.hex, start.facing, 'continue', 0);
  return ends;
}


/**
 * The same world's rules as an index-form policy, written two ways: with per-cell and per-side
 * arrays (the fast path), and with index callbacks reading the board records.
 */
export function indexedForms(w: World): { index: BoardIndex; arrays: IndexedMovePolicy; callbacks: IndexedMovePolicy } {
  const index = boardIndex(w.board);
  const common = {
    ...(w.policy.moves !== undefined ? { moves: w.policy.moves } : {}),
    ...(w.policy.freeTurn !== undefined ? { freeTurn: w.policy.freeTurn } : {}),
    ...(w.policy.rotationCost !== undefined ? { rotationCost: w.policy.rotationCost as number | null } : {}),
  };
  const sideStep = w.policy.sidestepCost !== undefined;
  const arrays: IndexedMovePolicy = {
    ...common,
    enterCost: cellValues(index, w.board, (_h, d) => d.cost ?? NaN),
    sideCost: sideValues(index, w.board, (c) => c ?? Infinity),
    ...(sideStep ? { sidestepCost: cellValues(index, w.board, (_h, d) => (d.cost === null ? NaN : Math.max(2, d.cost))) } : {}),
    stopOn: cellValues(index, w.board, (_h, d) => (d.stop === 'end' ? STOP_END : d.stop === 'rotate-only' ? STOP_ROTATE_ONLY : STOP_CONTINUE), 0),
    mayEnd: cellValues(index, w.board, (_h, d) => (d.noEnd ? 0 : 1), 0),
  };
  const cell = (c: number) => w.board.hexes[index.keys[c]!]!;
  const side = (slot: number): number | null => {
    const k = index.sideKeys[slot]!;
    return k in w.board.sides ? w.board.sides[k]! : 0;
  };
  const step = (base: (t: number) => number) => (to: number, _from: number, _d: Direction, slot: number): number => {
    const t = cell(to).cost;
    const s = side(slot);
    return t === null || s === null ? -1 : base(t) + s;
  };
  const rc = w.policy.rotationCost;
  const callbacks: IndexedMovePolicy = {
    ...common,
    // The per-rotation callback path, answering what the constant would.
    ...(typeof rc === 'number' ? { rotationCost: () => rc } : {}),
    enterCost: step((t) => t),
    ...(sideStep ? { sidestepCost: step((t) => Math.max(2, t)) } : {}),
    stopOn: (to) => { const st = cell(to).stop; return st === 'end' ? STOP_END : st === 'rotate-only' ? STOP_ROTATE_ONLY : STOP_CONTINUE; },
    mayEnd: (c) => !cell(c).noEnd,
  };
  return { index, arrays, callbacks };
}
