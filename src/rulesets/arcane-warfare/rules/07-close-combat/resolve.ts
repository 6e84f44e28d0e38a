/**
 * The close combat phase (§5.7, §7.3): every close combat on the table is fought, one round each.
 * @module
 */
import { rule, ruling } from '../../data/cite.js';
import { COMBAT_MODIFIERS as CM } from '../../data/combat.js';
import { d6 } from '../../kernel/dice.js';
import type { ArcaneEvent } from '../../model/events.js';
import type { ArcaneState } from '../../model/state.js';
import { statsOfUnit } from '../../query/geometry.js';
import { applyLoss } from '../09-combat-outcome/loss.js';
import { destroy } from '../09-combat-outcome/units.js';
import { combatKind, combatsOf, type Combat } from './contacts.js';
import { combatFactor } from './modifiers.js';
import { supportsFor } from './support.js';

/**
 * Fights every close combat found at the start of the phase (§5.7, §7.1: mandatory, one round per
 * unit), in the order of ruling AW-R19 (frontal first, then by unit id), skipping any whose units
 * are no longer in that contact. Each side throws a die and adds its modified factor (§7.3);
 * Exploit adds 1 to a higher natural die, then Armour takes 1 from a winner against an Armour
 * unit (§11.1, ruling AW-R25); the lower score loses (§9), equal scores have no effect except
 * that an Expendable is removed (§11.1).
 * @rule arcane-warfare 5.7
 * @rule arcane-warfare 7.3
 * @rule arcane-warfare 9
 * @rule arcane-warfare 11.1
 * @ruling AW-R19
 * @ruling AW-R25
 */
export function closeCombatPhase(state0: ArcaneState, events: ArcaneEvent[]): ArcaneState {
  let state = state0;
  const combats = combatsOf(state);
  for (const c of combats) {
    const a = state.units[c.unit]!;
    const b = state.units[c.enemy]!;
    if (a.status !== 'active' || b.status !== 'active' || combatKind(a, b) !== c.kind) continue;
    state = fight(state, c, combatsOf(state), events);
  }
  return state;
}

function fight(state0: ArcaneState, c: Combat, combats: ReadonlyArray<Combat>, events: ArcaneEvent[]): ArcaneState {
  let state = state0;
  const a = state.units[c.unit]!;
  const b = state.units[c.enemy]!;
  const fa = combatFactor(state, a, b, c, combats);
  const fb = combatFactor(state, b, a, c, combats);
  const supA = supportsFor(state, a, b, combats);
  const supB = supportsFor(state, b, a, combats);
  const [da, s1] = d6(state);
  const [db, s2] = d6(s1);
  state = s2;
  let sa = fa.value + da;
  let sb = fb.value + db;
  const ta = [...fa.terms, `die ${da}`];
  const tb = [...fb.terms, `die ${db}`];
  const as = statsOfUnit(a);
  const bs = statsOfUnit(b);
  if (as.characteristics.includes('Exploit') && da > db) {
    sa += CM.exploit;
    ta.push('Exploit +1');
  }
  if (bs.characteristics.includes('Exploit') && db > da) {
    sb += CM.exploit;
    tb.push('Exploit +1');
  }
  if (sa > sb && bs.characteristics.includes('Armour')) {
    sa += CM.armour;
    ta.push('against Armour -1');
  } else if (sb > sa && as.characteristics.includes('Armour')) {
    sb += CM.armour;
    tb.push('against Armour -1');
  }
  const loser = sa < sb ? a : sb < sa ? b : null;
  events.push({
    type: 'combat-fought',
    unit: a.id,
    enemy: b.id,
    kind: c.kind,
    factors: { [a.id]: fa.value, [b.id]: fb.value },
    dice: { [a.id]: da, [b.id]: db },
    scores: { [a.id]: sa, [b.id]: sb },
    modifiers: { [a.id]: ta, [b.id]: tb },
    loser: loser?.id ?? null,
    citations: [rule('7.3'), rule('7.4'), ruling('AW-R19')],
  });
  if (loser === null) {
    for (const u of [a, b]) if (statsOfUnit(u).characteristics.includes('Expendable')) state = destroy(state, u.id, 'disabled on a drawn combat (Expendable)', events, '11.1');
    return state;
  }
  const winner = loser.id === a.id ? b : a;
  // The winner's front edge is against the loser unless the loser is the contactor in flank or rear combat.
  const toFront = c.kind === 'frontal' || winner.id === c.unit;
  return applyLoss(state, { loser: loser.id, winner: winner.id, difference: Math.abs(sa - sb), toFront, supporters: loser.id === a.id ? supA : supB }, combats, events);
}
