/**
 * Validation of a proposed move, step by step, under the same policy as the search (either form):
 * it either accepts the whole path (end state and total cost) or names the first illegal step
 * and why. A path the search returns always validates to the same cost.
 * @rule dawn-of-battle 7.1
 * @rule dawn-of-battle 7.3
 * @rule dawn-of-battle 7.4
 * @rule dawn-of-battle 7.6
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { checkHex, type Hex } from './coords.js';
import { checkOnBoard, type Board } from './board.js';
import { boardIndex, boardTooLarge, cellIndex, sideIndex, type BoardIndex } from './board-index.js';
import { directionTo } from './directions.js';
import { hexError, type HexError } from './errors.js';
import { isFacing, type Facing } from './facing.js';
import type { IndexedMovePolicy, StepCost, StopCode } from './indexed-policy.js';
import { indexedPolicy } from './policy-adapter.js';
import type { MovePolicy, MoveStep, Placement, StopRule } from './policy.js';
import { isCost, mayEndAt, stepCostOf, stepKind, stopCodeAt } from './policy-rules.js';
import { checkStart } from './search.js';

/**
 * Why a step is illegal (the `fault` of the returned {@link HexError}, whose `step` is the
 * step's index; a fault after the last step has `step` equal to the number of steps):
 * - `bad-step`: not an `enter` or `rotate` step, or a bad facing;
 * - `bad-hex`: the hex is not integer coordinates;
 * - `off-board`: the hex is not playable;
 * - `not-adjacent`: the hex is not a neighbour of the current one (the path skips hexes);
 * - `not-front`: the neighbour is not one the facing allows (front hexes only, §7.3);
 * - `impassable`: the policy gives no cost for entering;
 * - `facing-not-free`: the facing after entering is not one of the free choices (§7.3; rotate
 *   as a separate, paid step);
 * - `stopped`: the unit already had to stop (§7.6) and this step moves (or rotates after an
 *   `'end'` stop);
 * - `no-rotation`: rotation to that facing is not allowed or is to the same facing;
 * - `over-budget`: the step costs more than the points left;
 * - `may-not-end`: the path ends in a hex the move may not end in (§7.9).
 */
export type StepFault =
  | 'bad-step'
  | 'bad-hex'
  | 'off-board'
  | 'not-adjacent'
  | 'not-front'
  | 'impassable'
  | 'facing-not-free'
  | 'stopped'
  | 'no-rotation'
  | 'over-budget'
  | 'may-not-end';

/** An accepted path: where it ends, what it cost, and each step's cost. */
export interface ValidPath {
  readonly end: Placement;
  readonly cost: number;
  readonly stepCosts: ReadonlyArray<number>;
  /** The stop status at the end (`'continue'` unless a must-stop hex was entered). */
  readonly stop: StopRule;
}

const fault = (i: number, f: StepFault, message: string, code: HexError['code'] = 'illegal-step'): E.Either<HexError, never> =>
  E.left(hexError(code, `Step ${i + 1}: ${message}`, i, f));

/**
 * Checks `steps` from `start` within `budget` under `policy`. Returns the end placement and cost,
 * or `Left` naming the first illegal step (`step` index, `fault` tag, readable message).
 * @rule dawn-of-battle 7.1
 * @rule dawn-of-battle 7.3
 * @rule dawn-of-battle 7.4
 * @rule dawn-of-battle 7.6
 * @rule dawn-of-battle 7.9
 * @rule dawn-of-battle 7.12
 */
export function validatePath<H, S>(board: Board<H, S>, start: Placement, budget: number, policy: MovePolicy, steps: ReadonlyArray<MoveStep>): E.Either<HexError, ValidPath> {
  const at = checkOnBoard(board, start.hex);
  if (E.isLeft(at)) return at;
  const index = boardIndex(board);
  if (index.size === 0) return E.left(hexError('board-too-large', boardTooLarge(board) ?? 'The board has no hexes.'));
  return validateTablePath(index, { hex: at.right, facing: start.facing }, budget, indexedPolicy(index, policy), steps);
}

const STOP_RULES: ReadonlyArray<StopRule> = ['continue', 'rotate-only', 'end'];

/**
 * {@link validatePath} for an {@link IndexedMovePolicy} on a board's index: the same checks,
 * faults and messages, reading the policy exactly as {@link movementTable} does.
 * @rule dawn-of-battle 7.1
 * @rule dawn-of-battle 7.3
 * @rule dawn-of-battle 7.4
 * @rule dawn-of-battle 7.6
 * @rule dawn-of-battle 7.9
 * @rule dawn-of-battle 7.12
 */
export function validateTablePath(index: BoardIndex, start: Placement, budget: number, policy: IndexedMovePolicy, steps: ReadonlyArray<MoveStep>): E.Either<HexError, ValidPath> {
  const checked = checkStart(index, start, budget);
  if (E.isLeft(checked)) return checked;
  const startCell = checked.right;
  if (!Array.isArray(steps)) return E.left(hexError('illegal-step', 'A path must be an array of steps.', 0, 'bad-step'));
  const rc = policy.rotationCost === undefined ? 1 : policy.rotationCost;
  let cell = startCell;
  let h: Hex = index.cells[startCell] as Hex;
  let f: Facing = start.facing;
  let cost = 0;
  let stop: StopCode = 0;
  const stepCosts: number[] = [];
  for (let i = 0; i < steps.length; i++) {
    const st = steps[i] as MoveStep | null | undefined;
    if (typeof st !== 'object' || st === null || (st.kind !== 'enter' && st.kind !== 'rotate')) return fault(i, 'bad-step', 'a step must be { kind: "enter", hex, facing } or { kind: "rotate", facing }.');
    if (!isFacing(st.facing)) return fault(i, 'bad-step', `facing must be an integer 0..5, got ${String(st.facing)}.`, 'bad-facing');
    const left = budget - cost;
    if (st.kind === 'rotate') {
      if (stop === 2) return fault(i, 'stopped', 'the unit had to end its move on entering the previous hex, so it may not rotate.');
      const r = st.facing === f || rc === null ? -1 : typeof rc === 'number' ? rc : rc(f, st.facing, cell);
      if (!isCost(r)) return fault(i, 'no-rotation', st.facing === f ? `the unit already faces vertex ${f}.` : `rotating from vertex ${f} to ${st.facing} is not allowed here.`);
      if (r > left) return fault(i, 'over-budget', `rotating costs ${r} but only ${left} movement points are left.`);
      cost += r;
      stepCosts.push(r);
      f = st.facing;
      continue;
    }
    const target = checkHex(st.hex);
    if (E.isLeft(target)) return fault(i, 'bad-hex', target.left.message, 'not-integer');
    const to = target.right;
    const toCell = cellIndex(index, to);
    if (toCell < 0) return fault(i, 'off-board', `hex ${to.q},${to.r} is not a playable hex.`, 'off-board');
    const d = directionTo(h, to);
    if (d === null) return fault(i, 'not-adjacent', `hex ${to.q},${to.r} is not adjacent to ${h.q},${h.r}; a move may not skip hexes.`, 'not-adjacent');
    if (stop !== 0) return fault(i, 'stopped', `the unit had to stop on entering ${h.q},${h.r}.`);
    const k = stepKind(policy, f, d);
    if (k === null) return fault(i, 'not-front', `hex ${to.q},${to.r} is not a front hex of a unit facing vertex ${f}; units move only into their front hexes.`);
    const side = sideIndex(index, cell, d);
    const c = stepCostOf(k.kind === 'forward' ? policy.enterCost : (policy.sidestepCost as StepCost), policy.sideCost, toCell, cell, d, side);
    if (!isCost(c)) return fault(i, 'impassable', `hex ${to.q},${to.r} cannot be entered from ${h.q},${h.r}.`);
    const allowed = k.kind === 'forward' ? k.facings : [f];
    if (!allowed.includes(st.facing)) {
      return fault(i, 'facing-not-free', `entering ${to.q},${to.r} the unit may face ${allowed.join(' or ')} for free, not ${st.facing}; rotate as a separate step.`);
    }
    if (c > left) return fault(i, 'over-budget', `entering ${to.q},${to.r} costs ${c} but only ${left} movement points are left.`);
    cost += c;
    stepCosts.push(c);
    stop = stopCodeAt(policy, toCell, cell);
    cell = toCell;
    h = index.cells[toCell] as Hex;
    f = st.facing;
  }
  if (cell !== startCell && !mayEndAt(policy, cell)) {
    return fault(steps.length, 'may-not-end', `the move may not end in ${h.q},${h.r}.`);
  }
  return E.right({ end: { hex: h, facing: f }, cost, stepCosts, stop: STOP_RULES[stop] as StopRule });
}
