/**
 * Ranged combat (§8): range, arc of fire, line of sight, lead and supporting units, the attack
 * and defense draws, rapid fire (§8.6) and early gunpowder range (§8.7.1).
 * @module
 */
import type { DobViolationCode } from '../../model/violation-codes.js';
import { drawCard } from '../02-components/cards.js';
import { emit, refuse, type Ctx } from '../../kernel/context.js';
import { TERRAIN } from '../../data/terrain.js';
import { counterOf, faceOf, isCampLike, isCannon, occupancy, strengthOf, terrainAt, type Occupancy } from '../../query/derived.js';
import { disrupt, eliminate } from '../06-command-control/effects.js';
import { distance, hexKey, inArc, line, type Hex } from '../../model/geometry.js';
import type { DobState, UnitState } from '../../model/state.js';
import { missileDefenseOf } from '../15-optional/impetuous-status.js';
import type { RangedBreakdown } from '../../model/results.js';
export type { RangedBreakdown } from '../../model/results.js';

/**
 * Early gunpowder draws (§8.7.1): strength minus the distance in hexes; 0 or less cannot fire.
 * Pre-melee fire is at distance 0 (§8.7.2).
 * @rule dawn-of-battle 8.7.1
 */
export function gunpowderDraws(strength: number, distanceInHexes: number): number {
  return Math.max(0, strength - distanceInHexes);
}

/** Why a line of sight is open or blocked: each candidate line and what blocks it. */
export interface LosReport {
  readonly clear: boolean;
  /** The one or two centre-to-centre lines tried (two when the line runs along hexsides, §8.4.3). */
  readonly lines: ReadonlyArray<{ readonly hexes: ReadonlyArray<Hex>; readonly blockedBy: ReadonlyArray<{ readonly hex: Hex; readonly why: string }> }>;
}

/**
 * Line of sight (§8.4): not needed between adjacent hexes; otherwise blocked by hill, town and
 * woods hexes and by non-light combat units in the hexes crossed (end hexes excluded). If firer or
 * target is on a hill, medium and heavy units in non-blocking terrain do not block; hills always
 * do (§8.4.2). A line along hexsides is blocked only when both sides are (§8.4.3): the line is
 * nudged a hair either way and sight is clear when either nudged line is (ruling DOB-R28).
 * @rule dawn-of-battle 8.4
 * @rule dawn-of-battle 8.4.1
 * @rule dawn-of-battle 8.4.2
 * @rule dawn-of-battle 8.4.3
 * @ruling DOB-R28
 */
export function lineOfSight(s: DobState, from: Hex, to: Hex, occ: Occupancy = occupancy(s)): LosReport {
  if (distance(from, to) <= 1) return { clear: true, lines: [] };
  const onHill = terrainAt(s, from) === 'hill' || terrainAt(s, to) === 'hill';
  const l = line(from, to);
  const candidates = sameList(l.hexes, l.alternate) ? [l.hexes] : [l.hexes, l.alternate];
  const lines = candidates.map((hexes) => {
    const blockedBy: Array<{ hex: Hex; why: string }> = [];
    for (let i = 1; i < hexes.length - 1; i++) {
      const why = blockerIn(s, hexes[i]!, onHill, occ);
      if (why !== null) blockedBy.push({ hex: hexes[i]!, why });
    }
    return { hexes, blockedBy };
  });
  return { clear: lines.some((x) => x.blockedBy.length === 0), lines };
}

/**
 * {@link lineOfSight}'s `clear`, without the report (stops at the first clear line). The
 * occupancy may be given as a function building it, called only when a line is long enough to
 * need it.
 */
function hasLineOfSight(s: DobState, from: Hex, to: Hex, occupancyOrBuild: Occupancy | (() => Occupancy)): boolean {
  if (distance(from, to) <= 1) return true;
  const occ = typeof occupancyOrBuild === 'function' ? occupancyOrBuild() : occupancyOrBuild;
  const onHill = terrainAt(s, from) === 'hill' || terrainAt(s, to) === 'hill';
  const l = line(from, to);
  if (lineClear(s, l.hexes, onHill, occ)) return true;
  return !sameList(l.hexes, l.alternate) && lineClear(s, l.alternate, onHill, occ);
}

function lineClear(s: DobState, hexes: ReadonlyArray<Hex>, onHill: boolean, occ: Occupancy): boolean {
  for (let i = 1; i < hexes.length - 1; i++) if (blockerIn(s, hexes[i]!, onHill, occ) !== null) return false;
  return true;
}

/**
 * What blocks sight in hex `h` crossed by a line (its terrain, or the first non-light unit
 * there unless firer or target is on a hill), or `null` (§8.4.1, §8.4.2).
 */
function blockerIn(s: DobState, h: Hex, onHill: boolean, occ: Occupancy): string | null {
  const terr = terrainAt(s, h);
  if (TERRAIN[terr].blocksLos) return terr;
  if (onHill) return null; // §8.4.2: M and H units in non-blocking terrain do not block.
  const units = occ.get(hexKey(h));
  if (units !== undefined) for (const u of units) if (faceOf(s, u).size !== 'L') return `unit ${u.id}`;
  return null;
}

function sameList(a: ReadonlyArray<Hex>, b: ReadonlyArray<Hex>): boolean {
  return a.length === b.length && a.every((h, i) => h.q === b[i]!.q && h.r === b[i]!.r);
}

/** The number of cards a unit draws against a target at `dist` (0 when it cannot fire that far). */
export function attackDraws(s: DobState, u: UnitState, dist: number): number {
  return drawsByDistance(s, u)(dist);
}

/** {@link attackDraws} for one unit at any distance, its counter and face read once. */
function drawsByDistance(s: DobState, u: UnitState): (dist: number) => number {
  if (counterOf(s, u).gunpowder) {
    const strength = strengthOf(s, u);
    return (dist) => gunpowderDraws(strength, dist);
  }
  const { missileAttack, missileRange } = faceOf(s, u);
  if (missileAttack === null || missileRange === null) return () => 0;
  return (dist) => (dist <= missileRange ? missileAttack : 0);
}

/** True when the unit can fire at all (a missile or gunpowder unit; cannon only unlimbered, §8.7.2.8). */
export function isMissileUnit(s: DobState, u: UnitState): boolean {
  const c = counterOf(s, u);
  if (c.type === 'AY') return u.status === 'good';
  return c.gunpowder || faceOf(s, u).missileAttack !== null;
}

/**
 * The first check `firer` fails shooting at `target` (one of the numbered checks below), or 0
 * when it may fire. A number, so the callers that only ask whether a shot is possible (every
 * candidate target of every unit, in `legalCommands` and `sampleCommands`) build no message.
 */
function fireBlock(s: DobState, firer: UnitState, target: UnitState, occ: Occupancy | (() => Occupancy)): number {
  if (firer.where !== 'map' || firer.hex === null) return 1;
  if (target.where !== 'map' || target.hex === null) return 2;
  if (target.side === firer.side) return 3;
  if (!isMissileUnit(s, firer)) return 4;
  if (isCannon(s, target)) return 5;
  if (isCampLike(s, target)) return 6;
  if (attackDraws(s, firer, distance(firer.hex, target.hex)) < 1) return 7;
  if (!isCampLike(s, firer) && !inArc(firer.hex, firer.facing, target.hex)) return 8;
  if (!hasLineOfSight(s, firer.hex, target.hex, occ)) return 9;
  return 0;
}

/**
 * True when `firer` may shoot at `target` now: {@link whyCannotFire} gives `null`. The occupancy
 * may be given as a function building it (on first use: only a line of sight needs it).
 * @rule dawn-of-battle 8.2
 * @rule dawn-of-battle 8.3
 * @rule dawn-of-battle 8.4
 */
export function canFireAt(s: DobState, firer: UnitState, target: UnitState, occ: Occupancy | (() => Occupancy)): boolean {
  return fireBlock(s, firer, target, occ) === 0;
}

/**
 * {@link canFireAt} for one firer and many targets, the same answers: the firer's own checks
 * (on the map, able to fire, its range and draws) are made once, and each target is checked
 * cheapest first (side, range, untargetable types, arc, then the line of sight). For the callers
 * that scan every unit for a target or a supporter (`legalCommands`, `sampleCommands`).
 * @rule dawn-of-battle 8.2
 * @rule dawn-of-battle 8.3
 * @rule dawn-of-battle 8.4
 * @rule dawn-of-battle 8.7.2.5
 * @rule dawn-of-battle 11.3
 */
export function fireTest(s: DobState, firer: UnitState, occ: Occupancy | (() => Occupancy)): (target: UnitState) => boolean {
  const from = firer.hex;
  if (firer.where !== 'map' || from === null || !isMissileUnit(s, firer)) return () => false;
  const side = firer.side;
  const facing = firer.facing;
  const anyArc = isCampLike(s, firer);
  const draws = drawsByDistance(s, firer);
  return (t) => {
    if (t.side === side || t.where !== 'map' || t.hex === null) return false;
    if (draws(distance(from, t.hex)) < 1) return false;
    const type = counterOf(s, t).type;
    // Cannon (§8.7.2.5), Camps and War Wagons (§11.3) cannot be targeted.
    if (type === 'AY' || type === 'CAMP' || type === 'WW') return false;
    if (!anyArc && !inArc(from, facing, t.hex)) return false;
    return hasLineOfSight(s, from, t.hex, occ);
  };
}

/**
 * Why `firer` cannot shoot at `target` (range §8.2, arc §8.3, line of sight §8.4, untargetable
 * cannon §8.7.2.5 and Camps §11.3), or `null` when it can.
 * @rule dawn-of-battle 8.2
 * @rule dawn-of-battle 8.3
 * @rule dawn-of-battle 8.7.2.5
 * @rule dawn-of-battle 11.3
 */
export function whyCannotFire(s: DobState, firer: UnitState, target: UnitState, occ: Occupancy): { code: DobViolationCode; section: string; message: string } | null {
  switch (fireBlock(s, firer, target, occ)) {
    case 0: return null;
    case 1: return { code: 'not-on-map', section: '8.0', message: `${firer.id} is not on the map.` };
    case 2: return { code: 'no-target', section: '8.0', message: `${target.id} is not on the map.` };
    case 3: return { code: 'friendly-target', section: '8.3', message: 'Only enemy units may be targeted.' };
    case 4: return { code: 'not-missile', section: '8.1', message: `${firer.id} cannot fire.` };
    case 5: return { code: 'cannon-untargetable', section: '8.7.2.5', message: 'Cannon cannot be targeted by ranged fire.' };
    case 6: return { code: 'camp-immune', section: '11.3', message: 'Camps and War Wagons are immune to ranged fire.' };
    case 7: return { code: 'out-of-range', section: counterOf(s, firer).gunpowder ? '8.7.1' : '8.2', message: `${target.id} is out of ${firer.id}'s range.` };
    case 8: return { code: 'out-of-arc', section: '8.3', message: `${target.id} is outside ${firer.id}'s arc of fire.` };
    default: return { code: 'no-line-of-sight', section: '8.4', message: `No line of sight from ${firer.id} to ${target.id}.` };
  }
}

/**
 * Resolves one ranged attack (§8.5): the attacker draws `draws` cards and keeps the highest, +1
 * per supporter; the defender draws one and adds its missile defense and terrain bonus; a higher
 * attack disrupts the target, or eliminates it if already disrupted. Marks Done! are the
 * caller's (rapid fire marks the lead only after its last attack).
 * @rule dawn-of-battle 8.5
 * @rule dawn-of-battle 8.5.1
 * @rule dawn-of-battle 8.5.2
 * @rule dawn-of-battle 8.5.3
 * @rule dawn-of-battle 8.5.4
 */
export function resolveRanged(
  ctx: Ctx, lead: UnitState, supporters: ReadonlyArray<UnitState>, target: UnitState, draws: number, mods: { attack: number; defense: number } = { attack: 0, defense: 0 },
): RangedBreakdown {
  const s = ctx.s;
  const dice: number[] = [];
  for (let i = 0; i < draws; i++) dice.push(drawCard(ctx, lead.side, `ranged attack by ${lead.id}`).die);
  const attack = Math.max(...dice) + mods.attack + supporters.length;
  const defenseDie = drawCard(ctx, target.side, `ranged defense of ${target.id}`).die + mods.defense;
  const md = missileDefenseOf(s, target);
  const td = TERRAIN[terrainAt(s, target.hex!)].missileDefense;
  const defense = defenseDie + md + td;
  let result: RangedBreakdown['result'] = 'none';
  if (attack > defense) result = target.status === 'disrupted' ? 'eliminated' : 'disrupted';
  const breakdown: RangedBreakdown = {
    lead: lead.id, supporters: supporters.map((u) => u.id), target: target.id, draws: dice, attack,
    defenseDie, missileDefense: md, terrainDefense: td, defense, result,
  };
  emit(ctx, 'ranged-attack', ['8.5.2', '8.5.3', '8.5.4'], { breakdown });
  if (result === 'disrupted') disrupt(ctx, target, true, '8.5.4', `ranged fire by ${lead.id}`);
  else if (result === 'eliminated') eliminate(ctx, target, '8.5.4', `ranged fire by ${lead.id}`);
  return breakdown;
}

/**
 * Legal rapid-fire plans (§8.6.1, ruling DOB-R29): partitions of the multiple into attacks of 1–3 combined
 * shots, e.g. ×3 → [1,1,1], [1,2], [2,1], [3].
 * @rule dawn-of-battle 8.6
 * @ruling DOB-R29
 */
export function rapidFirePlanValid(multiple: number, plan: ReadonlyArray<number>): boolean {
  if (plan.length === 0) return false;
  let sum = 0;
  for (const p of plan) {
    if (!Number.isInteger(p) || p < 1 || p > 3) return false;
    sum += p;
  }
  return sum === multiple;
}

/** Refuses unless `firer` can shoot `target`. */
export function requireCanFire(s: DobState, firer: UnitState, target: UnitState, occ: Occupancy): void {
  const why = whyCannotFire(s, firer, target, occ);
  if (why) refuse(why.code, why.message, why.section);
}
