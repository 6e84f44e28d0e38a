/**
 * Who may fight whom (§10.2.1, §7.11.4, §11.3, §8.7.2.5, §15.7), the attack vector (§10.2.3.3),
 * and where a withdrawing unit goes (§10.2.2).
 * @module
 */
import { counterOf, faceOf, isCampLike, isCannon, onMap, occupancy, type Occupancy } from '../../../query/derived.js';
import { cellOf, gridOf, type Grid } from '../../../query/grid.js';
import { groupReady } from '../../07-movement/reinforcement-groups.js';
import { distance, facingHexes, hexKey, neighbors, sameHex, step, type Hex } from '../../../model/geometry.js';
import { moveEnv, reachable, type Reach } from '../../07-movement/movement.js';
import { mayDoubleAttack } from '../resolve/double-attack.js';
import { mayWithdraw, withdrawalAllowance } from '../resolve/procedure.js';
import type { AttackVector } from '../resolve/strengths.js';
import type { DobState, Side, UnitState } from '../../../model/state.js';
import type { MeleeInProgress } from '../../../model/melee-phase.js';
import { impetuousMayInitiate, inImpetuousMelee } from '../../15-optional/impetuous-status.js';
import { leaderMelees } from './leader-targets.js';

/**
 * May `u` initiate a melee now (§10.2.1)? An unmarked unit of `side` on the map; Camps and War
 * Wagons never initiate (§11.3), nor do cannon (ruling DOB-R30).
 * @rule dawn-of-battle 10.2.1
 * @rule dawn-of-battle 11.3
 * @ruling DOB-R30
 */
export function mayAttack(s: DobState, u: UnitState, side: Side): boolean {
  if (u.side !== side || u.where !== 'map' || u.hex === null || u.marker !== 'none') return false;
  return !isCampLike(s, u) && !isCannon(s, u) && impetuousMayInitiate(s, u);
}

/**
 * The enemy units `u` may attack: those in its two front hexes (its zone of control, §7.6). In a
 * hex holding a cannon and a light unit only the light unit is the target (§8.7.2.5); a hex of
 * cannon alone is attacked through its first cannon.
 * @rule dawn-of-battle 10.2.1
 * @rule dawn-of-battle 8.7.2.5
 */
export function targetsOf(s: DobState, u: UnitState, occ: Occupancy = occupancy(s)): UnitState[] {
  if (u.hex === null) return [];
  const out: UnitState[] = [];
  for (const d of [u.facing, u.facing + 1]) {
    const here = (occ.get(hexKey(step(u.hex, d))) ?? []).filter((x) => x.side !== u.side);
    const unit = here.find((x) => !isCannon(s, x)) ?? [...here].sort((a, b) => (a.id < b.id ? -1 : 1))[0];
    if (unit !== undefined) out.push(unit);
  }
  return out;
}

/** The cannon stacked in `target`'s hex (itself included when it is a cannon). */
export function cannonWith(s: DobState, target: UnitState, occ: Occupancy = occupancy(s)): UnitState[] {
  if (target.hex === null) return [];
  return (occ.get(hexKey(target.hex)) ?? []).filter((x) => x.side === target.side && isCannon(s, x));
}

/**
 * True when `side` has a unit that can attack now (on the map, or from off it, §7.8). It runs
 * after every melee-phase command, so the on-map test reads per-cell marks of enemy units
 * instead of building the occupancy map ({@link targetsOf} is non-empty exactly when an enemy
 * unit stands in one of the two front hexes).
 */
export function canInitiateAny(s: DobState, side: Side): boolean {
  let occ: Occupancy | null = null;
  const attacked = s.phase.kind === 'melee' ? s.phase.offMapAttacks : [];
  const units = s.units;
  const facesEnemy = frontEnemyTest(s, side);
  for (const id in units) {
    const u = units[id]!;
    if (mayAttack(s, u, side) && (facesEnemy(u) ?? targetsOf(s, u, (occ ??= occupancy(s))).length > 0)) return true;
    if (u.side === side && u.where === 'reserve' && offMapTargets(s, s.units[id]!, attacked, (occ ??= occupancy(s))).length > 0) return true;
  }
  return leaderMelees(s, side, (u) => mayAttack(s, u, side)).length > 0;
}

/**
 * Whether a unit of `side` on the map has an enemy unit in one of its two front hexes (so
 * {@link targetsOf} is non-empty), read off per-cell marks of the enemy units made once per
 * call; `undefined` when a unit stands off the grid (then ask `targetsOf`). Use the test before
 * the next call (the marks are reused).
 */
export function frontEnemyTest(s: DobState, side: Side): (u: UnitState) => boolean | undefined {
  const g = gridOf(s);
  const marks = enemyMarks(g, s.units, side);
  const gen = markGen;
  // cell-number offsets of the six directions (a local name: `step` is geometry's hex step)
  const offset = g.index.step;
  return (u) => {
    const c = marks === null ? -1 : cellOf(g, u.hex!);
    if (c < 0) return undefined;
    return marks![c + offset[u.facing]!] === gen || marks![c + offset[(u.facing + 1) % 6]!] === gen;
  };
}

// Per-cell marks reused across calls: a cell holds an enemy unit when its mark is the current generation.
let markArray = new Int32Array(0);
let markGen = 0;

/** Marks the cells of the units on the map not of `side` (generation `markGen`); `null` if one stands off the grid. */
function enemyMarks(g: Grid, units: DobState['units'], side: Side): Int32Array | null {
  if (markArray.length < g.index.size || markGen >= 0x7ffffff0) {
    markArray = new Int32Array(Math.max(g.index.size, markArray.length));
    markGen = 0;
  }
  markGen += 1;
  for (const id in units) {
    const x = units[id]!;
    if (x.side === side || x.where !== 'map' || x.hex === null) continue;
    const c = cellOf(g, x.hex);
    if (c < 0) return null;
    markArray[c] = markGen;
  }
  return markArray;
}

/**
 * The hex assumed just off the map next to an entry hex (§7.8): its first neighbour, in
 * direction order, that lies off the map (ruling: the book does not say which), or `null`.
 * @rule dawn-of-battle 7.8
 */
export function offMapHex(s: DobState, entry: Hex): Hex | null {
  return neighbors(entry).find((h) => !onMap(s, h)) ?? null;
}

/**
 * The blocked entry hexes a reinforcing unit may attack from off the map (§7.8): its group's turn
 * has come, an enemy unit stands in one of the group's entry hexes, and that hex has not been
 * attacked from off the map this turn.
 * @rule dawn-of-battle 7.8
 */
export function offMapTargets(s: DobState, u: UnitState, attacked: ReadonlyArray<string>, occ: Occupancy = occupancy(s)): Array<{ target: UnitState; entry: Hex; from: Hex }> {
  if (u.where !== 'reserve' || u.reinforcement === null || inImpetuousMelee(s)) return [];
  if (isCampLike(s, u) || isCannon(s, u) || !groupReady(s, u.side, u.reinforcement).includes(u.id)) return [];
  const out: Array<{ target: UnitState; entry: Hex; from: Hex }> = [];
  for (const entry of s.groups[u.reinforcement]!.entryHexes) {
    const from = offMapHex(s, entry);
    if (from === null || attacked.includes(hexKey(entry))) continue;
    const here = (occ.get(hexKey(entry)) ?? []).filter((x) => x.side !== u.side);
    const unit = here.find((x) => !isCannon(s, x)) ?? [...here].sort((a, b) => (a.id < b.id ? -1 : 1))[0];
    if (unit !== undefined && !out.some((o) => o.target.id === unit.id)) out.push({ target: unit, entry, from });
  }
  return out;
}

/**
 * The charging units of `side` that still must attack (§7.11.4: a charging unit must attack an
 * enemy unit in its front hexes unless it withdrew or was disrupted).
 * @rule dawn-of-battle 7.11.4
 */
export function chargersThatMustAttack(s: DobState, side: Side): string[] {
  const occ = occupancy(s);
  const out: string[] = [];
  const units = s.units; // a local: `rec[id]` in a for-in over `rec` takes V8's fast path
  for (const id in units) {
    const u = units[id]!;
    // In the impetuous melee every engaged impetuous unit must attack too (§15.5.1.3, ruling DOB-R51).
    if ((u.charge || inImpetuousMelee(s)) && mayAttack(s, u, side) && targetsOf(s, u, occ).length > 0) out.push(id);
  }
  return out.sort();
}

/**
 * The sector of the defender's facing that holds the attacker's hex (§10.2.3.3, ruling DOB-R34).
 * @rule dawn-of-battle 10.2.3.3
 * @ruling DOB-R34
 */
export function vectorOf(defender: UnitState, attackerHex: Hex): AttackVector {
  const f = facingHexes(defender.hex!, defender.facing);
  if (f.flank.some((h) => sameHex(h, attackerHex))) return 'flank';
  if (f.rear.some((h) => sameHex(h, attackerHex))) return 'rear';
  return 'front';
}

/**
 * May `u` split its strength against both front hexes (§15.7, with the option on)?
 * @rule dawn-of-battle 15.7
 */
export function doubleAttackTargets(s: DobState, u: UnitState, occ: Occupancy = occupancy(s)): UnitState[] | null {
  if (!s.options.melee.doubleAttack) return null;
  const t = targetsOf(s, u, occ);
  const strength = u.strength ?? faceOf(s, u).strength;
  return mayDoubleAttack(strength, t.length === 2, s.options.melee.doubleAttackMinStrength) ? t : null;
}

/**
 * Where `defender` may withdraw from `attackerHex` (§10.2.2): `null` when it may not withdraw at
 * all; otherwise the reachable ends farthest from the attacker, tied ends all listed (the owner
 * picks, ruling DOB-R33), empty when no end is farther than where it stands (it then fights, ruling DOB-R33).
 * The search moves the unit as it will be, disrupted, with half its disrupted movement rounded up
 * (§10.2.2), never into an enemy zone of control, under the stacking rules.
 * @rule dawn-of-battle 10.2.2
 * @rule dawn-of-battle 7.11.3
 * @ruling DOB-R33
 */
export function withdrawalEnds(s: DobState, defender: UnitState, attacker: UnitState, attackerHex: Hex): Reach[] | null {
  if (defender.hex === null) return null;
  const c = counterOf(s, defender);
  const ruling = mayWithdraw(
    { size: faceOf(s, defender).size, category: c.category, condition: defender.status, done: defender.marker === 'done', movement: faceOf(s, defender).movement },
    { size: faceOf(s, attacker).size, movement: faceOf(s, attacker).movement },
  );
  if (!ruling.allowed || isCampLike(s, defender) || isCannon(s, defender)) return null;
  const probe: UnitState = { ...defender, status: 'disrupted' };
  const mp = withdrawalAllowance(faceOf(s, probe).movement);
  const ends = reachable(s, probe, moveEnv(s, defender.side), { mp, zoc: 'never', allowExit: false, chargeOnly: false });
  const here = distance(defender.hex, attackerHex);
  let best = here;
  for (const r of ends) best = Math.max(best, distance(r.to, attackerHex));
  if (best <= here) return [];
  return ends
    .filter((r) => distance(r.to, attackerHex) === best && !sameHex(r.to, defender.hex!))
    .sort((a, b) => (hexKey(a.to) < hexKey(b.to) ? -1 : hexKey(a.to) > hexKey(b.to) ? 1 : a.facing - b.facing));
}

/** The distinct hexes of a list of ends, in order. */
export function distinctHexes(ends: ReadonlyArray<Reach>): Hex[] {
  const out: Hex[] = [];
  for (const r of ends) if (!out.some((h) => sameHex(h, r.to))) out.push(r.to);
  return out;
}

/** Where the attacker of a melee stands: its hex, or the hex assumed off the map (§7.8). */
export function attackerHex(s: DobState, m: MeleeInProgress): Hex {
  return s.units[m.attacker]!.hex ?? m.offMap!;
}
