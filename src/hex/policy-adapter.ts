/**
 * The hex-valued {@link MovePolicy} as an {@link IndexedMovePolicy}: each index callback looks
 * up the hex and the ready-made keys of the cells it is given and asks the hex callback. This is
 * how `movementRange` and `validatePath` run the one index-based search and validator.
 * @module
 */
import type { Hex } from './coords.js';
import type { BoardIndex } from './board-index.js';
import type { Direction } from './directions.js';
import type { Facing } from './facing.js';
import type { IndexedMovePolicy, StopCode } from './indexed-policy.js';
import type { MovePolicy, StopRule } from './policy.js';
import { costOrNull } from './policy-rules.js';

const STOP_CODE: Readonly<Record<StopRule, StopCode>> = { continue: 0, 'rotate-only': 1, end: 2 };

/** A hex callback's cost answer in index form (−1: impossible). */
function costCode(c: number | null): number {
  return costOrNull(c) ?? -1;
}

/**
 * The index form of a hex-valued policy on a board's index. Costs the hex policy gives as
 * `null`, negative or non-finite become −1 (impossible), stop rules become {@link StopCode}s.
 */
export function indexedPolicy(index: BoardIndex, policy: MovePolicy): IndexedMovePolicy {
  const { cells, keys, sideKeys } = index;
  const hexAt = (c: number): Hex => cells[c] as Hex;
  const { enterCost, sidestepCost, stopOn, mayEnd } = policy;
  const rc = policy.rotationCost;
  const out: {
    -readonly [K in keyof IndexedMovePolicy]: IndexedMovePolicy[K];
  } = {
    enterCost: (to, from, dir, side) => costCode(enterCost(hexAt(to), hexAt(from), dir, keys[to] as string, sideKeys[side] as string)),
  };
  if (policy.moves !== undefined) out.moves = policy.moves;
  if (policy.freeTurn !== undefined) out.freeTurn = policy.freeTurn;
  if (rc !== undefined) out.rotationCost = typeof rc === 'function' ? (from: Facing, to: Facing, cell: number) => costCode(rc(from, to, hexAt(cell))) : rc;
  if (sidestepCost !== undefined) {
    out.sidestepCost = (to: number, from: number, dir: Direction, side: number) => costCode(sidestepCost(hexAt(to), hexAt(from), dir, keys[to] as string, sideKeys[side] as string));
  }
  if (stopOn !== undefined) out.stopOn = (to: number, from: number) => STOP_CODE[stopOn(hexAt(to), hexAt(from), keys[to] as string)] ?? 0;
  if (mayEnd !== undefined) out.mayEnd = (cell: number) => mayEnd(hexAt(cell), keys[cell] as string);
  return out;
}
