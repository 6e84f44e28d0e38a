/**
 * Small state edits the combat outcome makes: placing, destroying and shaking units.
 * @module
 */
import type { Base, Pose } from '../../../../plane/base.js';
import { rule } from '../../data/cite.js';
import type { ArcaneEvent } from '../../model/events.js';
import type { ArcaneState, ArcaneUnit } from '../../model/state.js';

/** A unit's pose. */
export function poseOf(u: ArcaneUnit): Pose {
  return { x: u.x, y: u.y, heading: u.heading };
}

/** The state with unit `id` at base `b`. */
export function place(state: ArcaneState, id: string, b: Base): ArcaneState {
  const u = state.units[id]!;
  return { ...state, units: { ...state.units, [id]: { ...u, x: b.x, y: b.y, heading: b.heading } } };
}

/**
 * Destroys a unit (§9.5): off the table for good. An Expendable is disabled and removed instead,
 * which is not a destruction (§9.5, §11.1).
 * @rule arcane-warfare 9.5
 */
export function destroy(state: ArcaneState, id: string, reason: string, events: ArcaneEvent[], section = '9.5'): ArcaneState {
  const u = state.units[id];
  if (u === undefined || u.status !== 'active') return state;
  const removed = reason.startsWith('disabled');
  events.push({ type: 'unit-destroyed', unit: id, reason, citations: [rule(section)] });
  return {
    ...state,
    units: { ...state.units, [id]: { ...u, status: removed ? 'removed' : 'destroyed' } },
    shaken: state.shaken.filter((s) => s !== id),
  };
}
