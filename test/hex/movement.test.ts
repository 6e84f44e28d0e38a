import { describe, expect } from 'vitest';
import { test } from '@fast-check/vitest';
import * as E from 'fp-ts/lib/Either.js';
import {
  bestEndings, costTo, dawnOfBattleBoard, facingHexes, farthestFrom, fromOffset, hex, hexKey, movementRange,
  neighbor, pathTo, reachable, stepOf, turn, validatePath, distance,
  type Direction, type Facing, type Hex, type MovePolicy, type MoveStep,
} from '../../src/hex/index.js';
import { arbWorld, bruteForce } from './worlds.js';

describe('§7 movement search', () => {
  test.prop([arbWorld], { numRuns: 300 })('search costs equal the sum of step costs and match brute force on small random boards', (w) => {
    const range = movementRange(w.board, w.start, w.budget, w.policy);
    expect(E.isRight(range)).toBe(true);
    if (E.isLeft(range)) return;
    const got = new Map<string, number>();
    for (const n of reachable(range.right)) {
      got.set(`${hexKey(n.hex)},${n.facing}`, n.cost);
      const steps = pathTo(range.right, n.index);
      const v = validatePath(w.board, w.start, w.budget, w.policy, steps);
      expect(v).toEqual(E.right(expect.objectContaining({ end: { hex: n.hex, facing: n.facing }, cost: n.cost })));
      if (E.isRight(v)) expect(v.right.stepCosts.reduce((a, b) => a + b, 0)).toBe(n.cost);
    }
    expect(got).toEqual(bruteForce(w));
  });

  test.prop([arbWorld], { numRuns: 100 })('nodes come in order of cost and each links to a cheaper-or-equal predecessor', (w) => {
    const range = movementRange(w.board, w.start, w.budget, w.policy);
    if (E.isLeft(range)) throw new Error('unexpected');
    const nodes = range.right.nodes;
    expect(nodes[0]).toMatchObject({ hex: w.start.hex, facing: w.start.facing, cost: 0, prev: -1, canEnd: true });
    for (let i = 1; i < nodes.length; i++) {
      expect(nodes[i]!.cost).toBeGreaterThanOrEqual(nodes[i - 1]!.cost);
      expect(nodes[i]!.prev).toBeLessThan(i);
      expect(nodes[i]!.cost).toBeLessThanOrEqual(w.budget);
    }
  });
});

/** Clear terrain everywhere on the Dawn of Battle board: 1 MP per hex (§7.1), rotation 1 MP (§7.4). */
const dob = dawnOfBattleBoard();
const clear: MovePolicy = { enterCost: () => 1 };
const mid = fromOffset({ col: 7, row: 7 }, 'odd-q');

describe('§7 worked movement examples A–C (geometry reconstructed)', () => {
  const f: Facing = 1;
  const ahead = (h: Hex, d: number): Hex => neighbor(h, d as Direction);
  test('A: good-order HI enters f, then f again with the free turn left: 2 MP, facing f−1', () => {
    const a = ahead(mid, f);
    const b = ahead(a, f);
    const v = validatePath(dob, { hex: mid, facing: f }, 4, clear, [
      { kind: 'enter', hex: a, facing: f },
      { kind: 'enter', hex: b, facing: turn(f, -1) },
    ]);
    expect(v).toEqual(E.right({ end: { hex: b, facing: turn(f, -1) }, cost: 2, stepCosts: [1, 1], stop: 'continue' }));
  });
  test('B: enter, enter, then rotate toward the other side: 3 MP', () => {
    const a = ahead(mid, f);
    const b = ahead(a, f);
    const v = validatePath(dob, { hex: mid, facing: f }, 3, clear, [
      { kind: 'enter', hex: a, facing: f },
      { kind: 'enter', hex: b, facing: f },
      { kind: 'rotate', facing: turn(f, 1) },
    ]);
    expect(E.isRight(v) && v.right.cost).toBe(3);
  });
  test('C: rotate 180° for 1 MP, then two moves: 3 MP; any rotation costs the same 1 MP (§7.4)', () => {
    const back = turn(f, 3);
    const a = ahead(mid, back);
    const b = ahead(a, back);
    const v = validatePath(dob, { hex: mid, facing: f }, 3, clear, [
      { kind: 'rotate', facing: back },
      { kind: 'enter', hex: a, facing: back },
      { kind: 'enter', hex: b, facing: back },
    ]);
    expect(E.isRight(v) && v.right.cost).toBe(3);
  });
});

describe('§7.3 / §7.6 / §7.9 rules through the policy', () => {
  test('only front hexes may be entered; the free turn keeps the entered hex in front', () => {
    const r = movementRange(dob, { hex: mid, facing: 0 }, 1, { ...clear, rotationCost: null });
    if (E.isLeft(r)) throw new Error('unexpected');
    const ends = reachable(r.right).filter((n) => n.cost === 1);
    expect(ends.map((n) => `${hexKey(n.hex)}/${n.facing}`).sort()).toEqual(
      [`${hexKey(neighbor(mid, 0))}/0`, `${hexKey(neighbor(mid, 0))}/5`, `${hexKey(neighbor(mid, 1))}/0`, `${hexKey(neighbor(mid, 1))}/1`].sort(),
    );
  });

  test('entering an enemy ZOC stops movement but allows rotation; an "end" hex allows nothing more', () => {
    const zoc = neighbor(mid, 0);
    const policy: MovePolicy = { ...clear, stopOn: (to) => (hexKey(to) === hexKey(zoc) ? 'rotate-only' : 'continue') };
    const r = movementRange(dob, { hex: mid, facing: 0 }, 6, policy);
    if (E.isLeft(r)) throw new Error('unexpected');
    const inZoc = r.right.nodes.filter((n) => hexKey(n.hex) === hexKey(zoc));
    expect(inZoc.every((n) => n.stop === 'rotate-only')).toBe(true);
    expect(new Set(inZoc.map((n) => n.facing)).size).toBe(6); // it may rotate to any vertex
    r.right.nodes.forEach((n, i) => {
      if (n.prev >= 0 && r.right.nodes[n.prev]!.stop !== 'continue') expect(stepOf(r.right, i)!.kind).toBe('rotate');
    });
    const v = validatePath(dob, { hex: mid, facing: 0 }, 6, policy, [
      { kind: 'enter', hex: zoc, facing: 0 },
      { kind: 'enter', hex: neighbor(zoc, 0), facing: 0 },
    ]);
    expect(E.isLeft(v) && [v.left.step, v.left.fault]).toEqual([1, 'stopped']);
    const stream: MovePolicy = { ...clear, stopOn: (to) => (hexKey(to) === hexKey(zoc) ? 'end' : 'continue') };
    const v2 = validatePath(dob, { hex: mid, facing: 0 }, 6, stream, [{ kind: 'enter', hex: zoc, facing: 0 }, { kind: 'rotate', facing: 3 }]);
    expect(E.isLeft(v2) && v2.left.fault).toBe('stopped');
  });

  test('a unit passes through a hex it may not end in, if it can pay for the hex beyond (§7.9)', () => {
    const friend = neighbor(mid, 0);
    const policy: MovePolicy = { ...clear, mayEnd: (h) => hexKey(h) !== hexKey(friend) };
    const r1 = movementRange(dob, { hex: mid, facing: 0 }, 1, policy);
    const r2 = movementRange(dob, { hex: mid, facing: 0 }, 2, policy);
    if (E.isLeft(r1) || E.isLeft(r2)) throw new Error('unexpected');
    expect(costTo(r1.right, friend)).toBeNull();
    expect(costTo(r2.right, neighbor(friend, 0))).toBe(2);
    const v = validatePath(dob, { hex: mid, facing: 0 }, 2, policy, [{ kind: 'enter', hex: friend, facing: 0 }]);
    expect(E.isLeft(v) && [v.left.step, v.left.fault]).toEqual([1, 'may-not-end']);
  });

  test('sidestep into a flank hex keeps the facing (§7.12)', () => {
    const policy: MovePolicy = { ...clear, sidestepCost: () => 2 };
    const f: Facing = 0;
    const [leftFlank] = facingHexes(mid, f).flank;
    const v = validatePath(dob, { hex: mid, facing: f }, 2, policy, [{ kind: 'enter', hex: leftFlank, facing: f }]);
    expect(E.isRight(v) && v.right.cost).toBe(2);
    const no = validatePath(dob, { hex: mid, facing: f }, 2, clear, [{ kind: 'enter', hex: leftFlank, facing: f }]);
    expect(E.isLeft(no) && no.left.fault).toBe('not-front');
  });
});

describe('bad paths are Left with the first illegal step and the reason', () => {
  const start = { hex: mid, facing: 0 as Facing };
  const a = neighbor(mid, 0);
  const cases: Array<[string, ReadonlyArray<MoveStep>, number, string]> = [
    ['skips a hex', [{ kind: 'enter', hex: neighbor(a, 0), facing: 0 }], 0, 'not-adjacent'],
    ['non-integer hex', [{ kind: 'enter', hex: { q: 1.5, r: 2 } as Hex, facing: 0 }], 0, 'bad-hex'],
    ['off the board', [{ kind: 'enter', hex: hex(-5, -5), facing: 0 }], 0, 'off-board'],
    ['a rear hex', [{ kind: 'enter', hex: neighbor(mid, 3), facing: 0 }], 0, 'not-front'],
    ['a facing that is not free', [{ kind: 'enter', hex: a, facing: 3 }], 0, 'facing-not-free'],
    ['over budget', [{ kind: 'enter', hex: a, facing: 0 }, { kind: 'enter', hex: neighbor(a, 0), facing: 0 }, { kind: 'enter', hex: neighbor(neighbor(a, 0), 0), facing: 0 }], 2, 'over-budget'],
    ['a rotation to the same facing', [{ kind: 'rotate', facing: 0 }], 0, 'no-rotation'],
    ['a bad facing', [{ kind: 'rotate', facing: 7 as Facing }], 0, 'bad-step'],
    ['a bad step', [{ kind: 'jump' } as unknown as MoveStep], 0, 'bad-step'],
  ];
  for (const [name, steps, index, f] of cases) {
    test(name, () => {
      const v = validatePath(dob, start, 2, clear, steps);
      expect(E.isLeft(v)).toBe(true);
      if (E.isLeft(v)) {
        expect(v.left.step).toBe(index);
        expect(v.left.fault).toBe(f);
        expect(v.left.message).toMatch(/^Step \d+: /);
      }
    });
  }
  test('bad start, facing or budget', () => {
    expect(E.isLeft(movementRange(dob, { hex: hex(-9, -9), facing: 0 }, 3, clear))).toBe(true);
    expect(E.isLeft(movementRange(dob, { hex: mid, facing: 6 as Facing }, 3, clear))).toBe(true);
    expect(E.isLeft(movementRange(dob, { hex: mid, facing: 0 }, -1, clear))).toBe(true);
    expect(E.isLeft(movementRange(dob, { hex: mid, facing: 0 }, NaN, clear))).toBe(true);
    expect(E.isLeft(validatePath(dob, { hex: { q: 0.5, r: 0 } as Hex, facing: 0 }, 3, clear, []))).toBe(true);
  });
  test('a throwing-free policy returning junk costs is treated as impassable', () => {
    const junk: MovePolicy = { enterCost: () => NaN };
    const r = movementRange(dob, start, 6, junk);
    expect(E.isRight(r) && r.right.nodes.every((n) => hexKey(n.hex) === hexKey(mid))).toBe(true);
  });
});

describe('§10.2.2 / §12.4 as far away as possible', () => {
  test('farthestFrom returns every endable state at the maximum distance from the threats', () => {
    const threat = neighbor(mid, 0);
    const r = movementRange(dob, { hex: mid, facing: 3 }, 3, clear);
    if (E.isLeft(r)) throw new Error('unexpected');
    const best = farthestFrom(r.right, [threat]);
    const all = reachable(r.right);
    const maxD = Math.max(...all.map((n) => distance(n.hex, threat)));
    expect(best.score).toBe(maxD);
    expect(best.nodes.length).toBe(all.filter((n) => distance(n.hex, threat) === maxD).length);
    expect(best.nodes.length).toBeGreaterThan(0);
  });
});

describe('policy variations', () => {
  test('§7.4 a rotation cost function: per-vertex cost, and forbidding some rotations', () => {
    const perVertex: MovePolicy = {
      ...clear,
      rotationCost: (from, to) => {
        const k = Math.abs(from - to);
        return Math.min(k, 6 - k);
      },
    };
    const r = movementRange(dob, { hex: mid, facing: 0 }, 3, perVertex);
    if (E.isLeft(r)) throw new Error('unexpected');
    expect(costTo(r.right, mid, 3)).toBe(3);
    expect(costTo(r.right, mid, 1)).toBe(1);
    const v = validatePath(dob, { hex: mid, facing: 0 }, 3, perVertex, [{ kind: 'rotate', facing: 3 }]);
    expect(E.isRight(v) && v.right.cost).toBe(3);
    const noBack: MovePolicy = { ...clear, rotationCost: (from, to) => (Math.abs(from - to) === 3 ? null : 1) };
    const w = validatePath(dob, { hex: mid, facing: 0 }, 3, noBack, [{ kind: 'rotate', facing: 3 }]);
    expect(E.isLeft(w) && w.left.fault).toBe('no-rotation');
  });

  test('§11.1 a 360° unit (moves: any) enters every neighbour and keeps its facing', () => {
    const ww: MovePolicy = { ...clear, moves: 'any', rotationCost: null };
    const r = movementRange(dob, { hex: mid, facing: 2 }, 1, ww);
    if (E.isLeft(r)) throw new Error('unexpected');
    const oneStep = reachable(r.right).filter((n) => n.cost === 1);
    for (const d of [0, 1, 2, 3, 4, 5] as Direction[]) {
      expect(oneStep.some((n) => hexKey(n.hex) === hexKey(neighbor(mid, d)))).toBe(true);
    }
    // off the front pair the facing is kept; the front pair still allows the free turn
    expect(oneStep.filter((n) => hexKey(n.hex) === hexKey(neighbor(mid, 5))).map((n) => n.facing)).toEqual([2]);
  });

  test('the range is plain data: JSON round trip keeps it whole', () => {
    const r = movementRange(dob, { hex: mid, facing: 0 }, 3, clear);
    if (E.isLeft(r)) throw new Error('unexpected');
    expect(JSON.parse(JSON.stringify(r.right))).toEqual(r.right);
  });

  test('a policy that starts a search from inside a callback gets a correct, independent answer', () => {
    const inner = movementRange(dob, { hex: mid, facing: 0 }, 2, clear);
    let nested: unknown = null;
    const reentrant: MovePolicy = {
      enterCost: () => {
        if (nested === null) nested = movementRange(dob, { hex: mid, facing: 0 }, 2, clear);
        return 1;
      },
    };
    const outer = movementRange(dob, { hex: mid, facing: 0 }, 2, reentrant);
    expect(nested).toEqual(inner);
    expect(outer).toEqual(inner);
  });

  test('farthestFrom with no threats scores every ending Infinity; bestEndings takes any score', () => {
    const r = movementRange(dob, { hex: mid, facing: 0 }, 2, clear);
    if (E.isLeft(r)) throw new Error('unexpected');
    expect(farthestFrom(r.right, []).score).toBe(Infinity);
    expect(farthestFrom(r.right, []).nodes.length).toBe(reachable(r.right).length);
    const cheapest = bestEndings(r.right, (n) => -n.cost);
    expect(cheapest.score === 0 || Object.is(cheapest.score, -0)).toBe(true);
    expect(cheapest.nodes.map((n) => n.index)).toEqual([0]);
  });
});
