/**
 * Every legal melee decision now (§10.2), so an agent can play the melee cycle through.
 * @module
 */
import type { DobCommand } from '../commands.js';
import { occupancy } from '../derived.js';
import type { DobState, Phase } from '../state.js';
import { attackerHex, cannonWith, chargersThatMustAttack, distinctHexes, doubleAttackTargets, mayAttack, offMapTargets, targetsOf, withdrawalEnds } from './eligibility.js';
import { playableCards } from './events.js';
import { panicFireCommands } from './panic-fire.js';
import { continuanceLeaderTargets, leaderMelees } from './leader-combat.js';
import { advanceCommands } from './double-advance.js';

/** The legal commands of the `melee` phase. */
export function meleeCommands(s: DobState, ph: Extract<Phase, { kind: 'melee' }>): DobCommand[] {
  const side = ph.toAct;
  const m = ph.melee;
  if (m === null) {
    const out: DobCommand[] = [];
    if (chargersThatMustAttack(s, side).length === 0) out.push({ type: 'passMelee', side });
    const occ = occupancy(s);
    for (const id of Object.keys(s.units).sort()) {
      const u = s.units[id]!;
      if (u.side === side && u.where === 'reserve') {
        for (const o of offMapTargets(s, u, ph.offMapAttacks, occ)) out.push({ type: 'initiateMelee', side, unit: u.id, target: o.target.id });
        continue;
      }
      if (!mayAttack(s, u, side)) continue;
      for (const t of targetsOf(s, u, occ)) {
        out.push({ type: 'initiateMelee', side, unit: u.id, target: t.id });
        const guns = cannonWith(s, t, occ).length;
        if (guns > 0 && s.players[side].unspent >= guns) out.push({ type: 'initiateMelee', side, unit: u.id, target: t.id, capture: true });
      }
      const both = doubleAttackTargets(s, u, occ);
      if (both !== null) out.push({ type: 'initiateMelee', side, unit: u.id, target: both[0]!.id, second: both[1]!.id });
    }
    for (const o of leaderMelees(s, side, (u) => mayAttack(s, u, side))) out.push({ type: 'initiateMelee', side, unit: o.unit, target: o.target });
    return out;
  }
  const att = s.units[m.attacker]!;
  const def = s.units[m.defender]!;
  switch (m.step) {
    case 'withdraw': {
      const ends = withdrawalEnds(s, def, att, attackerHex(s, m));
      return [{ type: 'withdraw', side, withdraw: false }, ...distinctHexes(ends ?? []).map((to): DobCommand => ({ type: 'withdraw', side, withdraw: true, to }))];
    }
    case 'fire':
      return [{ type: 'meleeFire', side, fire: true }, { type: 'meleeFire', side, fire: false }];
    case 'panicFire':
    case 'pressAttack':
      return panicFireCommands(ph, m);
    case 'exertAttacker':
    case 'exertDefender': {
      const out: DobCommand[] = [];
      for (let n = 0; n <= s.players[side].unspent; n++) out.push({ type: 'exert', side, chits: n });
      return out;
    }
    case 'events': {
      const role = m.eventTurn;
      return [{ type: 'passMeleeEvent', side }, ...playableCards(s, m, side, role).map((card): DobCommand => ({ type: 'playMeleeEvent', side, card }))];
    }
    case 'advance':
      return advanceCommands(s, m, side);
    case 'continue':
      return [
        { type: 'continueCharge', side, target: null },
        ...targetsOf(s, att).map((t): DobCommand => ({ type: 'continueCharge', side, target: t.id })),
        ...continuanceLeaderTargets(s, att).map((id): DobCommand => ({ type: 'continueCharge', side, target: id })),
      ];
  }
}
