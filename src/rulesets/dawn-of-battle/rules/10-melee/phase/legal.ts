/**
 * Every legal melee decision now (§10.2), so an agent can play the melee cycle through.
 * @module
 */
import type { DobCommand } from '../../../model/commands.js';
import { occupancy, type Occupancy } from '../../../query/derived.js';
import { sortedUnitIds } from '../../../query/unit-order.js';
import { inImpetuousMelee } from '../../15-optional/impetuous-status.js';
import type { DobState, Phase, Side } from '../../../model/state.js';
import { attackerHex, cannonWith, distinctHexes, doubleAttackTargets, frontEnemyTest, mayAttack, offMapTargets, targetsOf, withdrawalEnds } from './eligibility.js';
import { playableCards } from './events.js';
import { panicFireCommands } from './panic-fire.js';
import { continuanceLeaderTargets, leaderMelees } from './leader-combat.js';
import { advanceCommands } from './double-advance.js';

/** The legal commands of the `melee` phase. */
export function meleeCommands(s: DobState, ph: Extract<Phase, { kind: 'melee' }>): DobCommand[] {
  const side = ph.toAct;
  const m = ph.melee;
  if (m === null) return initiateCommands(s, ph, side);
  const att = s.units[m.attacker]!;
  const def = s.units[m.defender]!;
  switch (m.step) {
    case 'withdraw': {
      const ends = withdrawalEnds(s, def, att, attackerHex(s, m));
      return [{ type: 'withdraw', player: side, withdraw: false }, ...distinctHexes(ends ?? []).map((to): DobCommand => ({ type: 'withdraw', player: side, withdraw: true, to }))];
    }
    case 'fire':
      return [{ type: 'melee-fire', player: side, fire: true }, { type: 'melee-fire', player: side, fire: false }];
    case 'panicFire':
    case 'pressAttack':
      return panicFireCommands(ph, m);
    case 'exertAttacker':
    case 'exertDefender': {
      const out: DobCommand[] = [];
      for (let n = 0; n <= s.players[side].unspent; n++) out.push({ type: 'exert', player: side, chits: n });
      return out;
    }
    case 'events': {
      const role = m.eventTurn;
      return [{ type: 'pass-melee-event', player: side }, ...playableCards(s, m, side, role).map((card): DobCommand => ({ type: 'play-melee-event', player: side, card }))];
    }
    case 'advance':
      return advanceCommands(s, m, side);
    case 'continue':
      return [
        { type: 'continue-charge', player: side, target: null },
        ...targetsOf(s, att).map((t): DobCommand => ({ type: 'continue-charge', player: side, target: t.id })),
        ...continuanceLeaderTargets(s, att).map((h): DobCommand => ({ type: 'continue-charge', player: side, targetHex: h })),
      ];
  }
}

/**
 * The melee phase's opening choices (§10.2.1): pass (unless a charger must attack, §7.11.4) or
 * any melee a unit (or, under the Code of Honor, a leader) may start. The same list as asking
 * `chargersThatMustAttack` and `targetsOf` of every unit, cheaper: a unit with no enemy in
 * either front hex (read off per-cell marks) has no target, so only the units facing an enemy
 * build the occupancy and ask `targetsOf`; a charger must attack exactly when it has one.
 * @rule dawn-of-battle 10.2.1
 * @rule dawn-of-battle 7.11.4
 */
function initiateCommands(s: DobState, ph: Extract<Phase, { kind: 'melee' }>, side: Side): DobCommand[] {
  const out: DobCommand[] = [];
  let occ: Occupancy | null = null;
  const facesEnemy = frontEnemyTest(s, side);
  const allMustAttack = inImpetuousMelee(s);
  let mustAttack = false;
  for (const id of sortedUnitIds(s.units)) {
    const u = s.units[id]!;
    if (u.side === side && u.where === 'reserve') {
      for (const o of offMapTargets(s, u, ph.offMapAttacks, (occ ??= occupancy(s)))) out.push({ type: 'initiate-melee', player: side, unit: u.id, target: o.target.id });
      continue;
    }
    if (!mayAttack(s, u, side)) continue;
    // No enemy in either front hex: no target, no double attack (it needs two).
    if (facesEnemy(u) === false) continue;
    const targets = targetsOf(s, u, (occ ??= occupancy(s)));
    if (targets.length > 0 && (u.charge || allMustAttack)) mustAttack = true;
    for (const t of targets) {
      out.push({ type: 'initiate-melee', player: side, unit: u.id, target: t.id });
      const guns = cannonWith(s, t, occ).length;
      if (guns > 0 && s.players[side].unspent >= guns) out.push({ type: 'initiate-melee', player: side, unit: u.id, target: t.id, capture: true });
    }
    const both = doubleAttackTargets(s, u, occ);
    if (both !== null) out.push({ type: 'initiate-melee', player: side, unit: u.id, target: both[0]!.id, second: both[1]!.id });
  }
  for (const o of leaderMelees(s, side, (u) => mayAttack(s, u, side))) out.push({ type: 'initiate-melee', player: side, ...o });
  if (!mustAttack) out.unshift({ type: 'pass-melee', player: side });
  return out;
}
