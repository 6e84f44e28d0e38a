/**
 * Line of sight that explains itself. The line between the two hex centres is walked twice,
 * nudged ε to each side ({@link crossedHexes}); each walk lists the hexes it crosses and which
 * of them block and why (the caller's predicate decides). Where the two walks differ the line
 * runs along hexsides (or grazes a vertex), and the result names those sides, so the ruleset's
 * own rule can decide. The default combination is Dawn of Battle's: the line is clear when at
 * least one nudged walk is clear, which is "blocked only if blocking terrain lies on both
 * sides" plus "shift it away from the blocking hex a smidgeon" (§8.4.3, ruling DOB-R28).
 * @rule dawn-of-battle 8.4
 * @rule dawn-of-battle 8.4.3
 * @ruling DOB-R28
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { hexKey, type Hex } from './coords.js';
import { hexError, type HexError } from './errors.js';
import { crossedHexes } from './line.js';
import type { Hexside } from './sides.js';
import { onBoard, type Board } from './board.js';

/**
 * Decides whether one crossed hex blocks the line: return a short reason (`'woods'`,
 * `'heavy infantry at 3,4'`) to block, or `null` when it does not. `index` is the position of
 * `hex` in `path` (the walk being tested), so a predicate can look at the ends (Dawn of Battle's
 * hill exception, §8.4.2, depends on what the firer and target stand on).
 */
export type BlockPredicate = (hex: Hex, index: number, path: ReadonlyArray<Hex>) => string | null;

/** One hex that blocked a walk, and the predicate's reason. */
export interface Blocker {
  readonly hex: Hex;
  readonly reason: string;
}

/** One nudged walk: the hexes crossed (ends included), the blockers among them, and the verdict. */
export interface SightPath {
  /** `'left'` or `'right'` of the direction of travel (see {@link crossedHexes}). */
  readonly side: 'left' | 'right';
  readonly hexes: ReadonlyArray<Hex>;
  /** Blocking hexes among those tested, in order along the line. */
  readonly blockers: ReadonlyArray<Blocker>;
  readonly clear: boolean;
}

/**
 * How the two nudged walks combine when they differ: `'either'` — clear when at least one walk
 * is clear (Dawn of Battle §8.4.3, the default); `'both'` — clear only when both are (the
 * stricter convention some games use).
 */
export type SightRule = 'either' | 'both';

/** Options of {@link lineOfSight}. */
export interface SightOptions {
  /** Default `'either'`. */
  readonly rule?: SightRule;
  /** Test the two end hexes too. Default false: the firer's and target's own hexes never block (§8.4). */
  readonly includeEnds?: boolean;
}

/** The verdict with its explanation. */
export interface LineOfSight {
  readonly from: Hex;
  readonly to: Hex;
  readonly clear: boolean;
  /** One walk when the line is unambiguous, two (left, right) when the nudges differ. */
  readonly paths: readonly [SightPath] | readonly [SightPath, SightPath];
  /** The hexsides the line runs along (empty unless it does). */
  readonly sides: ReadonlyArray<Hexside>;
  /** A sentence saying why: which hexes blocked on which walk, and how the rule combined them. */
  readonly explanation: string;
}

/**
 * Line of sight from `from` to `to`, with `blocks` deciding each crossed hex (see
 * {@link BlockPredicate}). The firer's and the target's hexes are not tested unless
 * `includeEnds`. Adjacent or identical hexes have nothing in between and are always clear.
 * @rule dawn-of-battle 8.4
 * @rule dawn-of-battle 8.4.3
 */
export function lineOfSight(from: Hex, to: Hex, blocks: BlockPredicate, options: SightOptions = {}): LineOfSight {
  const rule = options.rule ?? 'either';
  const includeEnds = options.includeEnds ?? false;
  const walk = crossedHexes(from, to);
  const left = testPath('left', walk.hexes, blocks, includeEnds);
  if (walk.alternate === null) {
    return { from, to, clear: left.clear, paths: [left], sides: [], explanation: explainOne(left) };
  }
  const right = testPath('right', walk.alternate, blocks, includeEnds);
  const clear = rule === 'either' ? left.clear || right.clear : left.clear && right.clear;
  return { from, to, clear, paths: [left, right], sides: walk.sides, explanation: explainTwo(left, right, rule, clear, walk.sides.length) };
}

/**
 * {@link lineOfSight} between two playable hexes of a board: `Left('off-board')` when either
 * end is not playable. Crossed hexes off the board are passed to the predicate like any other.
 */
export function lineOfSightOnBoard<H, S>(board: Board<H, S>, from: Hex, to: Hex, blocks: BlockPredicate, options: SightOptions = {}): E.Either<HexError, LineOfSight> {
  for (const h of [from, to]) {
    if (!onBoard(board, h)) return E.left(hexError('off-board', `Hex ${h.q},${h.r} is not a playable hex of this board.`));
  }
  return E.right(lineOfSight(from, to, blocks, options));
}

function testPath(side: 'left' | 'right', hexes: ReadonlyArray<Hex>, blocks: BlockPredicate, includeEnds: boolean): SightPath {
  const blockers: Blocker[] = [];
  const last = hexes.length - 1;
  for (let i = includeEnds ? 0 : 1; i <= (includeEnds ? last : last - 1); i++) {
    const h = hexes[i] as Hex;
    const reason = blocks(h, i, hexes);
    if (reason !== null) blockers.push({ hex: h, reason });
  }
  return { side, hexes, blockers, clear: blockers.length === 0 };
}

function describe(p: SightPath): string {
  return p.blockers.map((b) => `${hexKey(b.hex)} (${b.reason})`).join(', ');
}

function explainOne(p: SightPath): string {
  const crossed = p.hexes.length - 2;
  if (p.clear) return `Clear: the line crosses ${Math.max(0, crossed)} hex${crossed === 1 ? '' : 'es'} between the ends and none blocks.`;
  return `Blocked by ${describe(p)}.`;
}

function explainTwo(l: SightPath, r: SightPath, rule: SightRule, clear: boolean, sides: number): string {
  const where = sides > 0 ? `The line runs along ${sides} hexside${sides === 1 ? '' : 's'}` : 'The line passes exactly through a vertex';
  const each = `left of the line: ${l.clear ? 'clear' : `blocked by ${describe(l)}`}; right: ${r.clear ? 'clear' : `blocked by ${describe(r)}`}`;
  const verdict =
    rule === 'either'
      ? clear
        ? 'clear, because one side is clear (§8.4.3)'
        : 'blocked, because both sides are blocked (§8.4.3)'
      : clear
        ? 'clear on both sides'
        : 'blocked, because this rule needs both sides clear';
  return `${where}; ${each}. Verdict: ${verdict}.`;
}
