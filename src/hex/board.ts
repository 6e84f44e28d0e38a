/**
 * A board: the set of playable hexes, with data per hex (terrain, elevation...) and per hexside
 * (rivers, walls, slopes). Plain JSON records keyed by {@link hexKey} and {@link hexsideKey}, so
 * a board can live in game state or a scenario file as it is.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { checkHex, hexKey, parseHexKey, type Hex } from './coords.js';
import { neighbors, type Orientation } from './directions.js';
import { hexError, type HexError } from './errors.js';
import { boxCells, MAX_BOARD_CELLS } from './limits.js';
import { fromOffset, type OffsetKind } from './offset.js';
import { hexsideBetween, hexsideKey, parseHexsideKey, type Hexside } from './sides.js';

/**
 * A board. `hexes` holds exactly the playable hexes (a hex not in it is off the map or
 * unplayable); `sides` holds data for the hexsides that have any. `orientation` and `offset`
 * say how the printed map is drawn and numbered (for layouts and labels); the geometry does
 * not depend on them.
 */
export interface Board<H = null, S = never> {
  readonly orientation: Orientation;
  readonly offset: OffsetKind;
  readonly hexes: Readonly<Record<string, H>>;
  readonly sides: Readonly<Record<string, S>>;
}

/** Options of {@link rectangleBoard}. */
export interface RectangleOptions<H> {
  /** Number of columns and rows of the printed grid. */
  readonly columns: number;
  readonly rows: number;
  /** Offset numbering; the orientation follows (`-r` pointy-top, `-q` flat-top). */
  readonly offset: OffsetKind;
  /** Data for each hex, from its axial and offset coordinates. */
  readonly data: (h: Hex, col: number, row: number) => H;
}

/**
 * A rectangular board of `columns × rows` hexes in offset coordinates (columns `0..columns−1`,
 * rows `0..rows−1`). Non-integer or negative sizes give `Left('bad-range')`.
 */
export function rectangleBoard<H>(opts: RectangleOptions<H>): E.Either<HexError, Board<H, never>> {
  const { columns, rows, offset } = opts;
  if (!Number.isSafeInteger(columns) || columns < 0 || !Number.isSafeInteger(rows) || rows < 0) {
    return E.left(hexError('bad-range', `Board size must be non-negative integers, got ${String(columns)} × ${String(rows)}.`));
  }
  if ((columns + 3) * (rows + 3) > MAX_BOARD_CELLS) {
    return E.left(hexError('board-too-large', `A ${columns} × ${rows} board is larger than the ${MAX_BOARD_CELLS} cells supported.`));
  }
  const hexes: Record<string, H> = {};
  for (let col = 0; col < columns; col++) {
    for (let row = 0; row < rows; row++) {
      const h = fromOffset({ col, row }, offset);
      hexes[hexKey(h)] = opts.data(h, col, row);
    }
  }
  return E.right({ orientation: offset.endsWith('q') ? 'flat' : 'pointy', offset, hexes, sides: {} });
}

/** Options of {@link dawnOfBattleBoard}. */
export interface DawnOfBattleBoardOptions<H> {
  /** Two maps mated along the half-hex column edge for an epic battle (15 × 32). Default false. */
  readonly mated?: boolean;
  /** Hex orientation; the rules do not say (ruling DOB-R5). Default `'flat'`. */
  readonly orientation?: Orientation;
  /** Data for each hex; default `null`. */
  readonly data?: (h: Hex, col: number, row: number) => H;
}

/**
 * The Dawn of Battle battle area: 16 columns × 15 rows of playable hexes (32 columns when two
 * maps are mated). The shaded half-hexes along the map's top and bottom edges and the mating
 * column of half-hexes are not playable, so they are not in the board (§2.1).
 *
 * The rules give only "a 15 by 16 grid" and "15 by 32" when mated; which axis is which, the
 * orientation and the numbering are not printed. The library's reading (ruling DOB-R5):
 * flat-top hexes, `odd-q` columns, the 16 (32) along the mating direction, so mating
 * doubles the column count. Scenario data may build any other shape with {@link rectangleBoard}.
 * @rule dawn-of-battle 2.1
 * @ruling DOB-R5
 */
export function dawnOfBattleBoard<H = null>(opts: DawnOfBattleBoardOptions<H> = {}): Board<H, never> {
  const orientation = opts.orientation ?? 'flat';
  const data = opts.data ?? ((): H => null as H);
  const board = rectangleBoard({ columns: opts.mated === true ? 32 : 16, rows: 15, offset: orientation === 'flat' ? 'odd-q' : 'odd-r', data });
  // Sizes are constants, so the Left branch cannot happen; fall back to an empty board for totality.
  return E.isRight(board) ? board.right : { orientation, offset: 'odd-q', hexes: {}, sides: {} };
}

/** True when `h` is a playable hex of the board. */
export function onBoard<H, S>(board: Board<H, S>, h: Hex): boolean {
  return Object.prototype.hasOwnProperty.call(board.hexes, hexKey(h));
}

/**
 * Validates untrusted input as a playable hex of the board: `Left('not-integer')` for a bad
 * hex, `Left('off-board')` for a hex the board does not have.
 */
export function checkOnBoard<H, S>(board: Board<H, S>, value: unknown): E.Either<HexError, Hex> {
  const h = checkHex(value);
  if (E.isLeft(h)) return h;
  return onBoard(board, h.right) ? h : E.left(hexError('off-board', `Hex ${h.right.q},${h.right.r} is not a playable hex of this board.`));
}

/** The data of a hex, or `undefined` when the hex is not on the board. */
export function hexData<H, S>(board: Board<H, S>, h: Hex): H | undefined {
  const k = hexKey(h);
  return Object.prototype.hasOwnProperty.call(board.hexes, k) ? board.hexes[k] : undefined;
}

/** The data of a hexside, or `undefined` when it has none. */
export function sideData<H, S>(board: Board<H, S>, s: Hexside): S | undefined {
  const k = hexsideKey(s);
  return Object.prototype.hasOwnProperty.call(board.sides, k) ? board.sides[k] : undefined;
}

/** The data of the side between two neighbours (`undefined` when none or not adjacent). */
export function sideDataBetween<H, S>(board: Board<H, S>, a: Hex, b: Hex): S | undefined {
  const s = hexsideBetween(a, b);
  return E.isRight(s) ? sideData(board, s.right) : undefined;
}

/** A copy of the board with the data of hex `h` replaced; `Left('off-board')` if it is not playable. */
export function withHexData<H, S>(board: Board<H, S>, h: Hex, data: H): E.Either<HexError, Board<H, S>> {
  if (!onBoard(board, h)) return E.left(hexError('off-board', `Hex ${h.q},${h.r} is not a playable hex of this board.`));
  return E.right({ ...board, hexes: { ...board.hexes, [hexKey(h)]: data } });
}

/**
 * A copy of the board with data on the side between neighbours `a` and `b` (a river, a wall).
 * `Left('not-adjacent')` if they are not neighbours, `Left('off-board')` if neither is playable.
 */
export function withSideData<H, S, T>(board: Board<H, S>, a: Hex, b: Hex, data: T): E.Either<HexError, Board<H, S | T>> {
  const s = hexsideBetween(a, b);
  if (E.isLeft(s)) return s;
  if (!onBoard(board, a) && !onBoard(board, b)) return E.left(hexError('off-board', `Neither ${a.q},${a.r} nor ${b.q},${b.r} is on the board.`));
  return E.right({ ...board, sides: { ...board.sides, [hexsideKey(s.right)]: data } });
}

/** The playable hexes, sorted by `q` then `r`. */
export function boardHexes<H, S>(board: Board<H, S>): Hex[] {
  const out: Hex[] = [];
  for (const k of Object.keys(board.hexes)) {
    const h = parseHexKey(k);
    if (E.isRight(h)) out.push(h.right);
  }
  return out.sort((a, b) => a.q - b.q || a.r - b.r);
}

/** The playable neighbours of `h`, in direction order. */
export function boardNeighbors<H, S>(board: Board<H, S>, h: Hex): Hex[] {
  return neighbors(h).filter((n) => onBoard(board, n));
}

/**
 * Validates an untrusted board's keys: every hex key parses, every side key is canonical, and
 * orientation/offset are known values. The data values are the caller's to check.
 */
export function checkBoardShape(value: unknown): E.Either<HexError, Board<unknown, unknown>> {
  if (typeof value !== 'object' || value === null) return E.left(hexError('bad-key', 'A board must be an object { orientation, offset, hexes, sides }.'));
  const b = value as Partial<Record<keyof Board, unknown>>;
  if (b.orientation !== 'flat' && b.orientation !== 'pointy') return E.left(hexError('bad-key', `board.orientation must be 'flat' or 'pointy', got ${String(b.orientation)}.`));
  if (b.offset !== 'odd-q' && b.offset !== 'even-q' && b.offset !== 'odd-r' && b.offset !== 'even-r') return E.left(hexError('bad-key', `board.offset must be odd-q, even-q, odd-r or even-r, got ${String(b.offset)}.`));
  if (typeof b.hexes !== 'object' || b.hexes === null) return E.left(hexError('bad-key', 'board.hexes must be a record keyed by "q,r".'));
  if (typeof b.sides !== 'object' || b.sides === null) return E.left(hexError('bad-key', 'board.sides must be a record keyed by "q,r~d".'));
  const hexKeys = Object.keys(b.hexes);
  for (const k of hexKeys) {
    const h = parseHexKey(k);
    if (E.isLeft(h)) return E.left(hexError('bad-key', `board.hexes["${k}"]: ${h.left.message}`));
  }
  // The compiled index follows the box, not the hex count: refuse a board too spread out for it.
  const cells = boxCells(hexKeys);
  if (cells > MAX_BOARD_CELLS) {
    return E.left(hexError('board-too-large', `board.hexes: the hexes span a box of ${cells} cells; at most ${MAX_BOARD_CELLS} are supported (keep a board within about 1,000 × 1,000 hexes).`));
  }
  for (const k of Object.keys(b.sides)) {
    const s = parseHexsideKey(k);
    if (E.isLeft(s)) return E.left(hexError('bad-key', `board.sides["${k}"]: ${s.left.message}`));
  }
  return E.right(value as Board<unknown, unknown>);
}
