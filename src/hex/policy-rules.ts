/**
 * How the search and the validator read a policy: the one place that turns a policy into
 * costs and allowed steps, so the two can never disagree. Internal (not exported from the
 * package).
 * @module
 */
import type { Direction } from './directions.js';
import type { Facing } from './facing.js';
import type { IndexedMovePolicy, StepCost, StopCode } from './indexed-policy.js';

/** The part of a policy (either form) that decides which steps a facing allows. */
export interface StepShape {
  readonly moves?: 'front' | 'any';
  readonly freeTurn?: boolean;
  readonly sidestepCost?: unknown;
}

/** Normalises a cost: finite and non-negative, or null. */
export function costOrNull(c: number | null): number | null {
  return c !== null && Number.isFinite(c) && c >= 0 ? c : null;
}

/** True for a usable cost: finite and non-negative (false for −1, NaN, Infinity). */
export function isCost(c: number): boolean {
  return c >= 0 && c < Infinity;
}

/** How a step in direction `d` from facing `f` counts: forward (with its free facings), sidestep, or not at all. */
export function stepKind(policy: StepShape, f: Facing, d: Direction): { kind: 'forward'; facings: ReadonlyArray<Facing> } | { kind: 'sidestep' } | null {
  const k = (d - f + 6) % 6;
  const free = policy.freeTurn !== false;
  if (k === 0) return { kind: 'forward', facings: free ? [f, ((f + 5) % 6) as Facing] : [f] };
  if (k === 1) return { kind: 'forward', facings: free ? [f, ((f + 1) % 6) as Facing] : [f] };
  if (policy.moves === 'any') return { kind: 'forward', facings: [f] };
  if ((k === 2 || k === 5) && policy.sidestepCost !== undefined) return { kind: 'sidestep' };
  return null;
}

/**
 * The cost of one step under an index-form rule (callback or per-cell array) plus the side
 * cost, as the search computes it: −1 when impossible.
 */
export function stepCostOf(rule: StepCost, sideCost: IndexedMovePolicy['sideCost'], to: number, from: number, d: Direction, side: number): number {
  let c = typeof rule === 'function' ? rule(to, from, d, side) : (rule[to] as number);
  if (!(c >= 0 && c < Infinity)) return -1;
  if (sideCost !== undefined) c += sideCost[side] as number;
  return c >= 0 && c < Infinity ? c : -1;
}

/** The stop code on entering `to` from `from` under an index-form policy. */
export function stopCodeAt(policy: IndexedMovePolicy, to: number, from: number): StopCode {
  const so = policy.stopOn;
  const x = so === undefined ? 0 : typeof so === 'function' ? so(to, from) : so[to];
  return x === 1 || x === 2 ? x : 0;
}

/** Whether an index-form policy lets a move end in `cell`. */
export function mayEndAt(policy: IndexedMovePolicy, cell: number): boolean {
  const me = policy.mayEnd;
  return me === undefined || (typeof me === 'function' ? me(cell) : me[cell] !== 0);
}
