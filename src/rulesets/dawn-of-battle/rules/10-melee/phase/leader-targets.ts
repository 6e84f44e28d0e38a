/**
 * Which leader melees may happen (§15.12.2, Code of Honor), asked of a state: lone leaders, the
 * lone enemy leaders in a unit's front hexes, the leader melees a side may initiate. Kept apart
 * from the fighting (leader-combat.ts) so eligibility and advances can ask without importing it.
 * @module
 */
import { isCampLike, leadersAt, occupancy, type Occupancy } from '../../../query/derived.js';
import { hexKey, neighbors, step } from '../../../model/geometry.js';
import { isDummyLeader } from '../../15-optional/setup-options.js';
import type { DobState, LeaderState, Side, UnitState } from '../../../model/state.js';
import { other } from '../../../model/side.js';

/**
 * True for a leader alone in its hex on the map: no friendly combat unit with it (§15.12.2).
 * @rule dawn-of-battle 15.12.2
 */
export function isLoneLeader(s: DobState, l: LeaderState, occ: Occupancy = occupancy(s)): boolean {
  if (l.where !== 'map' || l.hex === null) return false;
  return !(occ.get(hexKey(l.hex)) ?? []).some((u) => u.side === l.side);
}

/** Leaders fight alone only under the Code of Honor, and a leader only once a turn. */
export function mayFight(s: DobState, l: LeaderState, occ: Occupancy): boolean {
  return s.options.supplementary.codeOfHonor && isLoneLeader(s, l, occ) && (s.ext.leaderFought?.[l.id] ?? 0) !== s.turn;
}

/** The lone enemy leaders in `u`'s front hexes (its zone of control, §7.6). */
export function loneLeaderTargets(s: DobState, u: UnitState, occ: Occupancy = occupancy(s)): LeaderState[] {
  if (u.hex === null) return [];
  const out: LeaderState[] = [];
  for (const d of [u.facing, u.facing + 1]) {
    const h = step(u.hex, d);
    if ((occ.get(hexKey(h)) ?? []).length > 0) continue;
    for (const l of leadersAt(s, h, other(u.side))) out.push(l);
  }
  return out.sort((a, b) => (a.id < b.id ? -1 : 1));
}

/**
 * The leader melees `side` may initiate now (§15.12.2): its units against lone enemy leaders in
 * their front hexes, and its lone leaders against enemy units in any adjacent hex (ruling DOB-R58).
 * `unitMayAttack` is the melee cycle's own test for the unit (unmarked, not a Camp or cannon...).
 * @rule dawn-of-battle 15.12.2
 * @ruling DOB-R58
 */
export function leaderMelees(s: DobState, side: Side, unitMayAttack: (u: UnitState) => boolean): Array<{ unit: string; target: string }> {
  if (!s.options.supplementary.codeOfHonor || (s.phase.kind === 'melee' && s.phase.impetuous !== undefined)) return [];
  const occ = occupancy(s);
  const out: Array<{ unit: string; target: string }> = [];
  for (const id of Object.keys(s.units).sort()) {
    const u = s.units[id]!;
    if (!unitMayAttack(u)) continue;
    for (const l of loneLeaderTargets(s, u, occ)) if (isDummyLeader(l) || mayFight(s, l, occ)) out.push({ unit: u.id, target: l.id });
  }
  for (const id of Object.keys(s.leaders).sort()) {
    const l = s.leaders[id]!;
    if (l.side !== side || isDummyLeader(l) || !mayFight(s, l, occ)) continue;
    for (const h of neighbors(l.hex!)) {
      for (const e of occ.get(hexKey(h)) ?? []) if (e.side !== side && !isCampLike(s, e) && e.where === 'map') out.push({ unit: l.id, target: e.id });
    }
  }
  return out;
}
