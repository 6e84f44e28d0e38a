/**
 * Which leader melees may happen (§15.12.2, Code of Honor), asked of a state: lone leaders, the
 * lone enemy leaders in a unit's front hexes, the leader melees a side may initiate. Kept apart
 * from the fighting (leader-combat.ts) so eligibility and advances can ask without importing it.
 * @module
 */
import { isCampLike, leadersAt, occupancy, type Occupancy } from '../../../query/derived.js';
import { hexKey, neighbors, sameHex, step, type Hex } from '../../../model/geometry.js';
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
 * A leader melee `side` may initiate: its unit against the lone enemy leaders of a hex, named by
 * the hex (ruling DOB-R62: their identities may be hidden), or its lone leader against an enemy unit.
 */
export type LeaderMelee = { readonly unit: string; readonly targetHex: Hex } | { readonly unit: string; readonly target: string };

/** A lone enemy leader that may answer a unit's attack under the Code of Honor: a dummy (§15.13) or one free to fight. */
const mayAnswer = (s: DobState, l: LeaderState, occ: Occupancy): boolean => isDummyLeader(l) || mayFight(s, l, occ);

/**
 * The leader that answers `u`'s attack on hex `h` (ruling DOB-R62): of the lone enemy leaders in
 * that front hex that may fight (`fit`), the first by id; undefined when there is none.
 * @rule dawn-of-battle 15.12.2
 * @ruling DOB-R62
 */
export function hexDefender(s: DobState, u: UnitState, h: Hex, fit: (l: LeaderState) => boolean, occ: Occupancy = occupancy(s)): LeaderState | undefined {
  return loneLeaderTargets(s, u, occ).find((l) => l.hex !== null && sameHex(l.hex, h) && fit(l));
}

/** The distinct hexes of `leaders`, in their order. */
export function hexesOf(leaders: ReadonlyArray<LeaderState>): Hex[] {
  const out: Hex[] = [];
  for (const l of leaders) if (l.hex !== null && !out.some((h) => sameHex(h, l.hex!))) out.push({ q: l.hex.q, r: l.hex.r });
  return out;
}

/**
 * The leader melees `side` may initiate now (§15.12.2): its units against the lone enemy leaders
 * in their front hexes (the hex named, ruling DOB-R62), and its lone leaders against enemy units
 * in any adjacent hex (ruling DOB-R58). `unitMayAttack` is the melee cycle's own test for the unit
 * (unmarked, not a Camp or cannon...).
 * @rule dawn-of-battle 15.12.2
 * @ruling DOB-R58
 * @ruling DOB-R62
 */
export function leaderMelees(s: DobState, side: Side, unitMayAttack: (u: UnitState) => boolean): LeaderMelee[] {
  if (!s.options.supplementary.codeOfHonor || (s.phase.kind === 'melee' && s.phase.impetuous !== undefined)) return [];
  const occ = occupancy(s);
  const out: LeaderMelee[] = [];
  for (const id of Object.keys(s.units).sort()) {
    const u = s.units[id]!;
    if (!unitMayAttack(u)) continue;
    for (const h of hexesOf(loneLeaderTargets(s, u, occ).filter((l) => mayAnswer(s, l, occ)))) out.push({ unit: u.id, targetHex: h });
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

/**
 * The leader that answers `u`'s attack on hex `h` under the Code of Honor (ruling DOB-R62): the
 * first by id of the lone enemy leaders there that are dummies or free to fight.
 * @rule dawn-of-battle 15.12.2
 * @ruling DOB-R62
 */
export function initiateDefender(s: DobState, u: UnitState, h: Hex): LeaderState | undefined {
  const occ = occupancy(s);
  return hexDefender(s, u, h, (l) => mayAnswer(s, l, occ), occ);
}
