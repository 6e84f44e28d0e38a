/**
 * The shooting phase (§5.6, §8): shooters take turns, each shooting once at its best target; a
 * target that can shoot back does (§8, §8.3); the loser recoils and tests morale (§9, §8.6, §9.1.2).
 * @module
 */
import { rule, ruling } from '../../data/cite.js';
import { COMBAT_MODIFIERS as CM, MORALE } from '../../data/combat.js';
import { SHOOTING_MODIFIERS as SM } from '../../data/shooting.js';
import { d6 } from '../../kernel/dice.js';
import type { ArcaneEvent } from '../../model/events.js';
import type { ArcaneState, ArcaneUnit } from '../../model/state.js';
import { defenderOf, otherPlayer, statsOfUnit } from '../../query/geometry.js';
import { combatsOf, onTable } from '../07-close-combat/contacts.js';
import { alignedBehind } from '../07-close-combat/modifiers.js';
import { weatherOf } from '../04-setup/weather.js';
import { characterTerms, moraleTest } from '../09-combat-outcome/morale.js';
import { recoilUnit } from '../09-combat-outcome/recoil.js';
import { destroy } from '../09-combat-outcome/units.js';
import { protectedTarget } from './area.js';
import { canShootBack, engagedUnits, shotsOf, type Shot, type ShootingContext } from './targets.js';

/** A side's factor in a shooting round: the basic factor by the opponent's class and the modifiers before the roll. */
export interface ShotFactor {
  readonly value: number;
  readonly terms: ReadonlyArray<string>;
}

/**
 * The factor of `x` against `enemy` in a shooting round (§8.4, §8.5, §11.1, Appendix B):
 * the basic factor by the enemy's class; when `x` is shooting, Rear Shot (+1 with a unit of the
 * same type and rating aligned behind, ruling AW-R63), Slow Shot against close-order troops (+1)
 * and the weather's shooting modifier.
 * @rule arcane-warfare 8.4
 * @rule arcane-warfare 8.5
 * @rule arcane-warfare 11.1
 * @rule arcane-warfare B
 * @ruling AW-R63
 */
export function shotFactor(state: ArcaneState, x: ArcaneUnit, enemy: ArcaneUnit, shooting: boolean): ShotFactor {
  const xs = statsOfUnit(x);
  const es = statsOfUnit(enemy);
  let value = es.mounted ? xs.vsMounted : xs.vsFoot;
  const terms = [`${es.mounted ? 'against mounted' : 'against foot'} ${value}`];
  if (!shooting) return { value, terms };
  if (xs.characteristics.includes('Rear Shot')) {
    const b = alignedBehind(state, x);
    if (b !== null && b.type === x.type) {
      value += SM.rearShot;
      terms.push(`Rear Shot (${b.id}) +1`);
    }
  }
  if (xs.characteristics.includes('Slow Shot') && es.closeOrder) {
    value += SM.slowShotVsCloseOrder;
    terms.push('Slow Shot against close order +1');
  }
  const w = weatherOf(state);
  if (w !== null && w.shootingCm !== 0) {
    value += w.shootingCm;
    terms.push(`${w.name} ${w.shootingCm > 0 ? '+' : ''}${w.shootingCm}`);
  }
  return { value, terms };
}

/**
 * The shooting phase (§5.6, ruling AW-R61): the defender's shooters first, then the sides
 * alternate, each side's next unit (by id) with a target shooting at its best one. The phase ends
 * when no unit of either side can shoot.
 * @rule arcane-warfare 5.6
 * @rule arcane-warfare 8
 * @ruling AW-R61
 */
export function shootingPhase(state0: ArcaneState, events: ArcaneEvent[]): ArcaneState {
  let state = state0;
  const engaged = engagedUnits(state);
  const done = new Set<string>();
  const recoiled = new Set<string>();
  let side = defenderOf(state);
  for (let guard = 0; guard < 1000; guard++) {
    const ctx: ShootingContext = { engaged, done };
    let next = nextShot(state, side, ctx);
    if (next === null) {
      side = otherPlayer(state, side);
      next = nextShot(state, side, ctx);
      if (next === null) break;
    }
    state = shoot(state, next.shooter, next.shot, ctx, done, recoiled, events);
    side = otherPlayer(state, side);
  }
  return state;
}

function nextShot(state: ArcaneState, side: string, ctx: ShootingContext): { shooter: ArcaneUnit; shot: Shot } | null {
  for (const u of onTable(state)) {
    if (u.side !== side) continue;
    const shots = shotsOf(state, u, ctx);
    if (shots.length > 0) return { shooter: u, shot: shots[0]! };
  }
  return null;
}

/**
 * One shooting round (§8.5, §9, §11.1): both throw a die; Exploit adds 1 to a higher natural
 * die; a Protected target that would lose adds 1 (§8.4); the winner against an Armour unit takes
 * 1 off unless it is a Slow Shot unit shooting (§11.1). A shooter that loses to a target that
 * could not shoot back ignores the result (§8).
 * @rule arcane-warfare 8.4
 * @rule arcane-warfare 8.5
 * @rule arcane-warfare 9
 * @rule arcane-warfare 11.1
 */
function shoot(state0: ArcaneState, shooter: ArcaneUnit, shot: Shot, ctx: ShootingContext, done: Set<string>, recoiled: Set<string>, events: ArcaneEvent[]): ArcaneState {
  let state = state0;
  const target = state.units[shot.target]!;
  const returned = canShootBack(state, target, shooter, ctx);
  done.add(shooter.id);
  if (returned) done.add(target.id);
  const fa = shotFactor(state, shooter, target, true);
  const fb = shotFactor(state, target, shooter, returned);
  const [da, s1] = d6(state);
  const [db, s2] = d6(s1);
  state = s2;
  const r = score({ shooter, target, fa, fb, da, db, returned, protect: protectedTarget(state, shooter, target, shot.edge) });
  const slow = [shooter, ...(returned ? [target] : [])].filter((u) => statsOfUnit(u).characteristics.includes('Slow Shot'));
  // §8.7: the army of each Slow Shot unit that fired may not fire Slow Shot next turn.
  for (const u of slow) state = { ...state, slowShotFired: { ...(state.slowShotFired ?? {}), [u.side]: state.turn } };
  const ignored = r.loser === shooter.id && !returned;
  events.push({
    type: 'shot-fired',
    shooter: shooter.id,
    target: target.id,
    edge: shot.edge,
    returned,
    factors: { [shooter.id]: fa.value, [target.id]: fb.value },
    dice: { [shooter.id]: da, [target.id]: db },
    scores: r.scores,
    modifiers: r.terms,
    loser: r.loser,
    ignored,
    citations: [rule('8'), rule('8.4'), rule('8.5'), ruling('AW-R61')],
  });
  if (r.loser === null) {
    for (const u of [shooter, target]) if (statsOfUnit(u).characteristics.includes('Expendable')) state = destroy(state, u.id, 'disabled on a drawn combat (Expendable)', events, '11.1');
    return state;
  }
  if (ignored) return state;
  const inRear = r.loser === target.id && shot.edge === 'rear';
  return shootingLoss(state, r.loser, r.difference, inRear, recoiled, events);
}

interface ScoreInput {
  readonly shooter: ArcaneUnit;
  readonly target: ArcaneUnit;
  readonly fa: ShotFactor;
  readonly fb: ShotFactor;
  readonly da: number;
  readonly db: number;
  readonly returned: boolean;
  readonly protect: boolean;
  /** A close-combat round scored the same way (no one is shooting; odds only). */
  readonly close?: boolean;
}

/**
 * The scores of a shooting round (§8.4, §8.5, §11.1), from the factors and the dice.
 * @rule arcane-warfare 8.4
 * @rule arcane-warfare 8.5
 * @rule arcane-warfare 11.1
 */
export function score(i: ScoreInput): { scores: Record<string, number>; terms: Record<string, string[]>; loser: string | null; difference: number } {
  const { shooter, target } = i;
  const as = statsOfUnit(shooter);
  const bs = statsOfUnit(target);
  let sa = i.fa.value + i.da;
  let sb = i.fb.value + i.db;
  const ta = [...i.fa.terms, `die ${i.da}`];
  const tb = [...i.fb.terms, `die ${i.db}`];
  if (as.characteristics.includes('Exploit') && i.da > i.db) {
    sa += CM.exploit;
    ta.push('Exploit +1');
  }
  if (bs.characteristics.includes('Exploit') && i.db > i.da) {
    sb += CM.exploit;
    tb.push('Exploit +1');
  }
  if (i.protect && i.close !== true && sb < sa) {
    sb += SM.protected;
    tb.push('Protected +1');
  }
  // Armour (§11.1): ignored when the winner is a Slow Shot unit shooting.
  const slowShooting = (u: ArcaneUnit, shooting: boolean) => i.close !== true && shooting && statsOfUnit(u).characteristics.includes('Slow Shot');
  if (sa > sb && bs.characteristics.includes('Armour') && !slowShooting(shooter, true)) {
    sa += CM.armour;
    ta.push('against Armour -1');
  } else if (sb > sa && as.characteristics.includes('Armour') && !slowShooting(target, i.returned)) {
    sb += CM.armour;
    tb.push('against Armour -1');
  }
  const loser = sa < sb ? shooter.id : sb < sa ? target.id : null;
  return { scores: { [shooter.id]: sa, [target.id]: sb }, terms: { [shooter.id]: ta, [target.id]: tb }, loser, difference: Math.abs(sa - sb) };
}

/**
 * What losing a shooting round does (§9, §8.6, §9.1.2, §9.3): baggage is destroyed, an
 * Expendable removed, a shaken loser destroyed; others recoil (not when shot in the rear, which
 * counts as blocked; a second recoil from shooting in the same turn counts as blocked) and test
 * morale on the difference, with no vulnerability (close combat only, §9.2.2).
 * @rule arcane-warfare 8.6
 * @rule arcane-warfare 9.1
 * @rule arcane-warfare 9.1.2
 * @rule arcane-warfare 9.2
 * @rule arcane-warfare 9.3
 */
function shootingLoss(state0: ArcaneState, id: string, difference: number, inRear: boolean, recoiled: Set<string>, events: ArcaneEvent[]): ArcaneState {
  let state = state0;
  const u = state.units[id]!;
  const s = statsOfUnit(u);
  if (s.characteristics.includes('Destroyed on losing combat')) return destroy(state, id, 'baggage lost a combat', events, '7.7');
  if (s.characteristics.includes('Expendable')) return destroy(state, id, 'disabled on losing a combat (Expendable)', events, '11.1');
  if (state.shaken.includes(id)) return destroy(state, id, 'shaken and lost a shooting round', events, '9.3');
  let blocked = inRear;
  const terms: string[] = [`lost by ${difference}`];
  if (!inRear) {
    const r = recoilUnit(state, id, combatsOf(state), events);
    state = r.state;
    if (r.destroyed) return state;
    blocked = r.blocked || recoiled.has(id);
    recoiled.add(id);
  }
  let bv = difference;
  for (const [n, v] of characterTerms(s)) {
    bv += v;
    terms.push(`${n} ${v > 0 ? '+' : ''}${v}`);
  }
  if (blocked) {
    bv += MORALE.blockedRecoil;
    terms.push(inRear ? 'shot in the rear: blocked +2' : 'recoil blocked +2');
  }
  return moraleTest(state, id, bv, terms, events);
}
