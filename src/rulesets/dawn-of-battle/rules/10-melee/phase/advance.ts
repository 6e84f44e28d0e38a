/**
 * After the fighting (§10.2.6–10.2.8, §8.7.2.5, §11.4): cannon destroyed or captured, the advance
 * into the vacated hex, looting, and whether a charging unit may continue.
 * @module
 */
import { carryLeaders, overrunLeaders } from '../../06-command-control/command-control.js';
import { drawCard } from '../../02-components/cards.js';
import { emit, replaceUnit, unitForWrite, type Ctx } from '../../../kernel/context.js';
import { counterOf, effectiveMorale, faceOf, isCannon, leadersAt, lossValue } from '../../../query/derived.js';
import { unitsIn } from '../../../query/hex-units.js';
import { eliminate } from '../../06-command-control/effects.js';
import type { Hex } from '../../../model/geometry.js';
import { lootingDelay, mayContinue } from '../resolve/procedure.js';
import type { Side, UnitState } from '../../../model/state.js';
import { targetsOf } from './eligibility.js';
import { loneLeaderTargets } from './leader-targets.js';

/**
 * Captures a cannon (§8.7.2.5): it changes sides, limbered, marked Done!; its strength X goes on
 * its old owner's loss track as if destroyed (ruling DOB-R30), which may set off that army's panic.
 * @rule dawn-of-battle 8.7.2.5
 * @ruling DOB-R30
 */
export function captureCannon(ctx: Ctx, c: UnitState, by: Side): void {
  const s = ctx.s;
  const p = s.players[c.side];
  const before = p.losses;
  p.losses = Math.min(99, p.losses + lossValue(s, c));
  replaceUnit(ctx, { ...c, side: by, status: 'disrupted', marker: 'done', charge: false, hex: c.hex === null ? null : { q: c.hex.q, r: c.hex.r } });
  emit(ctx, 'cannon-captured', ['8.7.2.5'], { unit: c.id, from: c.side, by, losses: p.losses });
  if (before < p.panicLevel && p.losses >= p.panicLevel && !ctx.panics.includes(c.side)) ctx.panics.push(c.side);
}

/**
 * Settles the enemy cannon in a hex the attacker has emptied (§8.7.2.5): captured when the
 * attacker paid for them, else destroyed. Returns true when captured cannon now stand there.
 * @rule dawn-of-battle 8.7.2.5
 */
export function settleCannon(ctx: Ctx, at: Hex, attacker: UnitState, capture: boolean): boolean {
  const guns = unitsIn(ctx.s, at).filter((x) => x.side !== attacker.side && isCannon(ctx.s, x));
  for (const g of guns) {
    if (capture) captureCannon(ctx, g, attacker.side);
    else eliminate(ctx, g, '8.7.2.5', `destroyed in melee by ${attacker.id}`);
  }
  return capture && guns.length > 0;
}

/**
 * The advance after combat (§10.2.6): straight into the vacated hex, no movement points, zones
 * of control ignored, facing kept (ruling DOB-R40). Enemy cannon left there are destroyed or
 * captured first (§8.7.2.5); a non-light attacker cannot share the hex with captured cannon
 * (§8.7.2.6), so it then stays (ruling). Leaders of the enemy left alone there are overrun (§6.4).
 * Returns true when the unit moved.
 * @rule dawn-of-battle 10.2.6
 * @rule dawn-of-battle 8.7.2.5
 * @rule dawn-of-battle 6.4
 * @ruling DOB-R40
 */
export function advanceInto(ctx: Ctx, attacker: UnitState, to: Hex, capture: boolean): boolean {
  const captured = settleCannon(ctx, to, attacker, capture);
  if (captured && faceOf(ctx.s, attacker).size !== 'L') {
    emit(ctx, 'no-advance', ['10.2.6', '8.7.2.6'], { unit: attacker.id, reason: 'captured cannon hold the hex and only a light unit may stack with them' });
    return false;
  }
  const from = attacker.hex!;
  unitForWrite(ctx, attacker.id)!.hex = { q: to.q, r: to.r };
  carryLeaders(ctx, attacker.side, from, to, 1);
  emit(ctx, 'advanced', ['10.2.6'], { unit: attacker.id, from, to });
  const enemy: Side = attacker.side === 'A' ? 'B' : 'A';
  if (leadersAt(ctx.s, to, enemy).length > 0) overrunLeaders(ctx, to, attacker.side);
  return true;
}

/**
 * Looting (§11.4): the unit that destroyed a Camp or War Wagon leaves the game without counting
 * as a loss; each leader with it checks morale and goes ahead on the Turn track by
 * {@link lootingDelay} turns (it comes back only if that box is reached, ruling DOB-R42).
 * @rule dawn-of-battle 11.4
 * @ruling DOB-R42
 */
export function loot(ctx: Ctx, looter: UnitState): void {
  const s = ctx.s;
  const at = looter.hex;
  // Off the map (§7.8) the leaders with it are its group's reinforcing leaders.
  const leaders = at === null
    ? Object.values(s.leaders).filter((l) => l.side === looter.side && l.where === 'reserve' && l.reinforcement === looter.reinforcement)
    : leadersAt(s, at, looter.side);
  const morale = effectiveMorale(s, looter.side);
  emit(ctx, 'looting', ['11.4'], { unit: looter.id, leaders: leaders.map((l) => l.id) });
  eliminate(ctx, looter, '11.4', 'looting the enemy camp', false, false);
  for (const l of leaders) {
    const die = drawCard(ctx, l.side, `looting morale check (${l.id})`).die;
    const delay = lootingDelay(die, 0, morale);
    l.where = 'track';
    l.hex = null;
    l.returnTurn = s.turn + delay;
    emit(ctx, 'leader-looting', ['11.4'], { leader: l.id, die, morale, delay, returnTurn: l.returnTurn });
  }
}

/**
 * May the attacker continue after its advance (§10.2.7)?
 * @rule dawn-of-battle 10.2.7
 */
export function continuanceAllowed(ctx: Ctx, attacker: UnitState, advanced: boolean): boolean {
  const s = ctx.s;
  if (attacker.where !== 'map') return false;
  return mayContinue({
    advanced,
    charging: attacker.charge,
    condition: attacker.status,
    category: counterOf(s, attacker).category,
    size: faceOf(s, attacker).size,
    continuanceUsed: attacker.continuanceUsed,
    enemyInZone: targetsOf(s, attacker).length > 0 || loneLeaderTargets(s, attacker).length > 0,
  }).allowed;
}
