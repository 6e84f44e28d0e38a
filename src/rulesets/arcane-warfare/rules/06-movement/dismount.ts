/**
 * Dismounting (§6.16): a mounted unit bought with the ability (0.5 AP) becomes its foot
 * equivalent in its own movement phase, for no MIP, away from the enemy, and stays in place for
 * the rest of the phase; it never mounts again.
 * @module
 */
import { polygonOf, type Base } from '../../../../plane/base.js';
import { normalizeHeading } from '../../../../plane/angle.js';
import { rule, ruling } from '../../data/cite.js';
import { DISMOUNT, IMPULSES } from '../../data/movement.js';
import { statsOf, type UnitStats } from '../../data/units.js';
import { done, refused, type Applied } from '../../kernel/result.js';
import { activationCandidates } from '../05-sequence/activation.js';
import type { ArcaneState, ArcaneUnit } from '../../model/state.js';
import { baseDistance, baseOf, enemiesOf, polygonOnFeature } from '../../query/geometry.js';

/**
 * Why a unit may not be given the dismounting ability as `foot` (§6.16), or null: the unit is
 * mounted and the foot type a known foot type.
 * @rule arcane-warfare 6.16
 */
export function dismountProblem(mounted: UnitStats, foot: string): string | null {
  if (!mounted.mounted) return `only a mounted unit may dismount (§6.16), not ${mounted.type.code}`;
  const f = statsOf(foot);
  if (typeof f === 'string') return `its dismounted type: ${f}`;
  if (f.mounted) return `it dismounts as foot, not as ${foot} (§6.16)`;
  return null;
}

/**
 * Where the foot unit stands (ruling AW-R43): its front edge on the mounted unit's front edge,
 * facing the same way, or on its rear edge, facing the other way. Either lies within the mounted
 * base, foot being shallower.
 * @rule arcane-warfare 6.16
 * @ruling AW-R43
 */
export function dismountedBase(u: ArcaneUnit, depth: number, edge: 'front' | 'rear'): Base {
  if (edge === 'front') return { x: u.x, y: u.y, heading: u.heading, width: u.width, depth };
  const h = (u.heading * Math.PI) / 180;
  return { x: u.x - Math.cos(h) * u.depth, y: u.y - Math.sin(h) * u.depth, heading: normalizeHeading(u.heading + 180), width: u.width, depth };
}

/** True when one of `player`'s command centres is active, or is the next to activate, in the movement phase. */
function ownMovement(state: ArcaneState, player: string): boolean {
  const p = state.phase;
  if (p.tag !== 'movement') return false;
  if (p.active !== null) return state.commands[p.active]?.side === player;
  return activationCandidates(state).some((c) => c.side === player);
}

/**
 * Why `unit` may not dismount now, or null (§6.16): in the movement phase while one of its
 * player's command centres is active or next to activate (ruling AW-R43), a unit with the ability that has not moved
 * this turn, no closer than 200 p to any enemy.
 * @rule arcane-warfare 6.16
 * @ruling AW-R43
 */
export function whyNotDismount(state: ArcaneState, player: string, unitId: string): string | null {
  if (!ownMovement(state, player)) return 'a unit dismounts in its own movement phase, while one of its command centres is active (§6.16)';
  const u = state.units[unitId];
  if (u === undefined || u.status !== 'active' || u.side !== player) return `${unitId} is not one of ${player}'s units on the table`;
  if (u.dismountsAs === undefined) return `${unitId} was not bought with the dismounting ability (§6.16)`;
  if (u.impulses > 0) return `${unitId} has moved this turn; a dismounting unit stays in place for the whole phase (§6.16)`;
  const b = baseOf(u);
  for (const e of enemiesOf(state, u.side)) if (baseDistance(b, baseOf(e)) < DISMOUNT.enemyClearance - 1e-6) return `${unitId} is closer than ${DISMOUNT.enemyClearance} p to ${e.id} (§6.16)`;
  return null;
}

/**
 * A unit dismounts (§6.16): no MIP; it becomes its foot type where ruling AW-R43 puts it, loses the
 * ability, and makes no move impulse for the rest of the phase.
 * @rule arcane-warfare 6.16
 * @ruling AW-R43
 */
export function dismount(state: ArcaneState, player: string, unitId: string, edge: 'front' | 'rear'): Applied {
  const why = whyNotDismount(state, player, unitId);
  if (why !== null) return refused(state.phase.tag === 'movement' ? 'cannot-dismount' : 'wrong-phase', `${why}.`, rule('6.16'));
  const u = state.units[unitId]!;
  const foot = statsOf(u.dismountsAs!) as UnitStats;
  const b = dismountedBase(u, foot.depth, edge);
  const poly = polygonOf(b);
  if (state.terrain.some((f) => f.kind === 'impassable' && polygonOnFeature(poly, f))) return refused('cannot-dismount', 'The dismounted unit would stand on impassable ground.', rule('3.1'));
  const { dismountsAs: _gone, ...rest } = u;
  const mountedType = u.type;
  // No further impulse this phase: the foot unit starts with its turn's impulses used (§6.16).
  const next: ArcaneUnit = { ...rest, type: foot.type.code, x: b.x, y: b.y, heading: b.heading, depth: foot.depth, impulses: IMPULSES.foot };
  return done({ ...state, units: { ...state.units, [unitId]: next } }, [
    { type: 'unit-dismounted', player, unit: unitId, from: mountedType, to: foot.type.code, pose: { x: b.x, y: b.y, heading: b.heading }, citations: [rule('6.16'), ruling('AW-R43')] },
  ]);
}
