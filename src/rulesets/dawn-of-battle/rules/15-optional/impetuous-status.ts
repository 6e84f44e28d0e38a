/**
 * What impetuousness (§15.5) changes elsewhere, asked of a state: whether an army has lost its
 * restraint this turn, the missile defense that follows, and whether the impetuous melee runs.
 * Read-only questions, kept apart from the phase itself so the ranged and melee chapters can ask
 * them without importing the phase.
 * @module
 */
import { faceOf } from '../../query/derived.js';
import type { DobState, Side, UnitState } from '../../model/state.js';

/**
 * True for a unit the scenario names impetuous whose army has lost restraint this turn and not
 * panicked since: it has −1 missile defense and −1 melee strength (§15.5.1.2, ruling DOB-R51).
 * @rule dawn-of-battle 15.5.1.2
 * @ruling DOB-R51
 */
export function hasLostRestraint(s: DobState, u: UnitState): boolean {
  const lost = s.ext.restraintLost;
  if (lost === undefined || lost[u.side] !== s.turn || s.players[u.side].panics > 0) return false;
  return s.options.supplementary.impetuous.includes(u.id);
}

/**
 * A unit's missile defense (§8.5.3) with the impetuous −1 (§15.5.1.2).
 * @rule dawn-of-battle 15.5.1.2
 */
export function missileDefenseOf(s: DobState, u: UnitState): number {
  return faceOf(s, u).missileDefense - (hasLostRestraint(s, u) ? 1 : 0);
}

/** True when `side` has units the scenario names impetuous (ruling DOB-R50 reads the barbarian rule by it). */
export function hasImpetuousUnits(s: DobState, side: Side): boolean {
  return s.options.supplementary.impetuous.some((id) => s.units[id]?.side === side);
}

/** True while the impetuous melee phase runs (§15.5.1.3). */
export function inImpetuousMelee(s: DobState): boolean {
  return s.phase.kind === 'melee' && s.phase.impetuous !== undefined;
}

/**
 * In the impetuous melee only the engaged impetuous units may initiate (§15.5.1.3); elsewhere
 * this allows any unit.
 * @rule dawn-of-battle 15.5.1.3
 */
export function impetuousMayInitiate(s: DobState, u: UnitState): boolean {
  const ph = s.phase;
  return ph.kind !== 'melee' || ph.impetuous === undefined || ph.impetuous.includes(u.id);
}
