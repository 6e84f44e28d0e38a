/**
 * How the search and the validator read a {@link MovePolicy}: the one place that turns a policy
 * into costs and allowed steps, so the two can never disagree. Internal (not exported from the
 * package).
 * @module
 */
import type { Hex } from './coords.js';
import type { Direction } from './directions.js';
import type { Facing } from './facing.js';
import type { MovePolicy } from './policy.js';

/** Normalises a cost: finite and non-negative, or null. */
export function costOrNull(c: number | null): number | null {
  return c !== null && Number.isFinite(c) && c >= 0 ? c : null;
}

/** The paid rotation cost under a policy, or null when that rotation is not allowed. */
export function rotationCostOf(policy: MovePolicy, from: Facing, to: Facing, at: Hex): number | null {
  if (from === to) return null;
  const rc = policy.rotationCost === undefined ? 1 : policy.rotationCost;
  if (rc === null) return null;
  return costOrNull(typeof rc === 'number' ? rc : rc(from, to, at));
}

/** How a step in direction `d` from facing `f` counts: forward (with its free facings), sidestep, or not at all. */
export function stepKind(policy: MovePolicy, f: Facing, d: Direction): { kind: 'forward'; facings: ReadonlyArray<Facing> } | { kind: 'sidestep' } | null {
  const k = (d - f + 6) % 6;
  const free = policy.freeTurn !== false;
  if (k === 0) return { kind: 'forward', facings: free ? [f, ((f + 5) % 6) as Facing] : [f] };
  if (k === 1) return { kind: 'forward', facings: free ? [f, ((f + 1) % 6) as Facing] : [f] };
  if (policy.moves === 'any') return { kind: 'forward', facings: [f] };
  if ((k === 2 || k === 5) && policy.sidestepCost !== undefined) return { kind: 'sidestep' };
  return null;
}
