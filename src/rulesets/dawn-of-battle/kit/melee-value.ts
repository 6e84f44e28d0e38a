/**
 * What a melee is worth to the attacker, from Dawn of Battle's exact melee odds: the strengths
 * read off the state as the reducer reads them (§10.2.3), the odds over the cards left in each
 * side's draw pile (§10.2.5), each unit's fate weighted (eliminated 2, disrupted 1).
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import {
  baseMeleeStrengths,
  cardDef,
  effectiveMorale,
  geometry,
  meleeContext,
  TERRAIN,
  type DobState,
  type MeleeInProgress,
  type Side,
  type UnitFate,
  type UnitState,
} from '../index.js';
import { meleeOdds } from '../rules/10-melee/resolve/odds.js';

const fateCost = (before: UnitState['status'], after: UnitFate): number => (after === 'eliminated' ? 2 : after === 'disrupted' && before === 'good' ? 1 : 0);

/** The cards a side draws from next (the discard pile counted in when the draw pile is short). */
function pile(s: DobState, side: Side): ReturnType<typeof cardDef>[] {
  const p = s.players[side].deck;
  const ids = p.drawPile.length >= 4 ? p.drawPile : [...p.drawPile, ...p.discardPile];
  return ids.map((id) => cardDef(s, id));
}

/**
 * Expected damage done minus damage taken when `attacker` melees `defender` now, with no
 * exertion and no events (0 when the calculators refuse the situation).
 * @rule dawn-of-battle 10.2.3
 * @rule dawn-of-battle 10.2.5
 */
export function meleeValue(s: DobState, attacker: string, defender: string): number {
  const att = s.units[attacker];
  const def = s.units[defender];
  if (att === undefined || def === undefined || att.hex === null || def.hex === null) return 0;
  // A melee about to start: only the fields the arithmetic reads matter.
  const m = {
    attacker, side: att.side, defender, queue: [], double: false, continuance: false, capture: false,
    exertion: { attacker: 0, defender: 0 }, played: [], eventTurn: 'attacker', eventPasses: 0, held: [], vacated: [], leaderCheck: null, defenders: [],
  } as unknown as MeleeInProgress;
  const strengths = baseMeleeStrengths(meleeContext(s, m));
  if (E.isLeft(strengths)) return 0;
  const odds = meleeOdds(
    {
      strengths: { attacker: strengths.right.attacker, defender: strengths.right.defender },
      condition: { attacker: att.status, defender: def.status },
      morale: {
        attacker: { morale: effectiveMorale(s, att.side), drawModifier: TERRAIN[s.map.terrain[geometry.hexKey(att.hex)] ?? 'clear'].moraleDraw },
        defender: { morale: effectiveMorale(s, def.side), drawModifier: TERRAIN[s.map.terrain[geometry.hexKey(def.hex)] ?? 'clear'].moraleDraw },
      },
      exMachinaTie: s.options.melee.exMachinaTie,
    },
    { attacker: pile(s, att.side), defender: pile(s, def.side) },
  );
  if (E.isLeft(odds)) return 0;
  let v = 0;
  for (const o of odds.right.outcomes) v += o.probability * (fateCost(def.status, o.defenderAfter) - fateCost(att.status, o.attackerAfter));
  return v;
}
