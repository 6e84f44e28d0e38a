// Boards whose hexes are far apart: the compiled index follows the bounding box, so a board too
// spread out is refused (`board-too-large`) instead of allocating gigabytes, aborting the process
// or throwing a RangeError (issue #28). Ordinary boards compile exactly as before.
import * as E from 'fp-ts/lib/Either.js';
import { describe, expect, it } from 'vitest';
import {
  boardIndex, boardTooLarge, checkBoardShape, dawnOfBattleBoard, hex, hexKey, MAX_BOARD_CELLS, movementRange, rectangleBoard, validatePath,
  type Board, type MovePolicy,
} from '../../src/hex/index.js';

const clear: MovePolicy = { enterCost: () => 1, moves: 'any' };

/** Three hexes: two neighbours at the origin and one `far` hexes away. */
function spread(far: number): Board<null, never> {
  return { orientation: 'flat', offset: 'odd-q', hexes: { [hexKey(hex(0, 0))]: null, [hexKey(hex(1, 0))]: null, [hexKey(hex(far, -far))]: null }, sides: {} };
}

describe('boards spread far apart (issue #28)', () => {
  for (const far of [3_000, 20_000, 100_000]) {
    it(`a 3-hex board with one hex ${far} away is refused, in little time and memory`, () => {
      const board = spread(far);
      const before = process.memoryUsage().rss;
      const range = movementRange(board, { hex: hex(0, 0), facing: 0 }, 3, clear);
      expect(E.isLeft(range) && range.left.code).toBe('board-too-large');
      const path = validatePath(board, { hex: hex(0, 0), facing: 0 }, 3, clear, [{ kind: 'enter', hex: hex(1, 0), facing: 0 }]);
      expect(E.isLeft(path) && path.left.code).toBe('board-too-large');
      expect(boardIndex(board).size).toBe(0);
      expect(boardTooLarge(board)).toMatch(/at most 1048576/);
      const shape = checkBoardShape(board);
      expect(E.isLeft(shape) && shape.left.code).toBe('board-too-large');
      expect(E.isLeft(shape) && shape.left.message).toMatch(/^board\.hexes: the hexes span a box of \d+ cells/);
      // Well under what the box would take (a 3,000-hex box was 2.6 GB).
      expect(process.memoryUsage().rss - before).toBeLessThan(200 * 1024 * 1024);
    });
  }

  it('a board just inside the limit still compiles; one just past it is refused', () => {
    // A (n+3)×(n+3) box: n = 1020 fits in 2^20 cells, n = 1022 does not.
    const inside = spread(0);
    const ok: Board<null, never> = { ...inside, hexes: { '0,0': null, '1020,1020': null } };
    expect(boardTooLarge(ok)).toBeNull();
    expect(E.isRight(checkBoardShape(ok))).toBe(true);
    const past: Board<null, never> = { ...inside, hexes: { '0,0': null, '1022,1022': null } };
    expect((1022 + 3) ** 2).toBeGreaterThan(MAX_BOARD_CELLS);
    expect(boardTooLarge(past)).not.toBeNull();
  });

  it('rectangleBoard refuses a size past the limit instead of building it', () => {
    const r = rectangleBoard({ columns: 100_000, rows: 100_000, offset: 'odd-q', data: () => null });
    expect(E.isLeft(r) && r.left.code).toBe('board-too-large');
  });

  it('ordinary boards compile as before (the dense index)', () => {
    const b = dawnOfBattleBoard();
    expect(boardTooLarge(b)).toBeNull();
    const index = boardIndex(b);
    expect(index.playable.length).toBe(16 * 15);
    expect(index.size).toBe(index.width * Math.round(index.size / index.width));
    expect(E.isRight(movementRange(b, { hex: hex(3, 3), facing: 0 }, 3, clear))).toBe(true);
  });
});
