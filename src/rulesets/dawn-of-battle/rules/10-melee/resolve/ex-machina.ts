/**
 * ex Machina (§14.6): cards 71 and 72 (or any card whose chart is an ex Machina chart) replace
 * the melee charts with a die duel.
 * @module
 */
import type { MeleeCardFace, SettledResult } from './chart.js';
import type { MeleeRole } from './strengths.js';

/** True when a card carries an ex Machina chart (§14.6). */
export function isExMachina(card: MeleeCardFace): boolean {
  return card.melee.kind === 'exMachina';
}

/**
 * Which chart each side reads (§14.6.1): when only one card is ex Machina, the other card is
 * discarded unused and both sides read the ex Machina card; when both are, each reads its own;
 * when neither is, `null` (the normal charts apply).
 * @rule dawn-of-battle 14.6.1
 */
export function exMachinaPreemption(
  attackerCard: MeleeCardFace,
  defenderCard: MeleeCardFace,
): { readonly chart: { readonly attacker: MeleeCardFace; readonly defender: MeleeCardFace }; readonly discarded: MeleeRole | null } | null {
  const a = isExMachina(attackerCard);
  const d = isExMachina(defenderCard);
  if (!a && !d) return null;
  if (a && d) return { chart: { attacker: attackerCard, defender: defenderCard }, discarded: null };
  const card = a ? attackerCard : defenderCard;
  return { chart: { attacker: card, defender: card }, discarded: a ? 'defender' : 'attacker' };
}

/**
 * The die modifier an ex Machina chart gives at a final melee strength (§14.6.2), or `null` when
 * the card is not ex Machina or lacks the row.
 * @rule dawn-of-battle 14.6.2
 */
export function exMachinaModifier(card: MeleeCardFace, strength: number): number | null {
  if (card.melee.kind !== 'exMachina') return null;
  return card.melee.dieMods[String(strength)] ?? null;
}

/** What to do when both modified results are equal (ruling DOB-R47). */
export type ExMachinaTie = 'bothD' | 'redraw';

/** The outcome of one ex Machina die duel. */
export type ExMachinaDuel =
  | { readonly kind: 'decided'; readonly winner: MeleeRole; readonly attacker: SettledResult; readonly defender: SettledResult; readonly band: 'more' | 'double' | 'triple' }
  | { readonly kind: 'tie'; readonly attacker: SettledResult; readonly defender: SettledResult }
  | { readonly kind: 'redraw' };

/**
 * Settles the duel from the two modified results (the second §14.6.2, "Determine Melee
 * Outcome"). The higher result wins and its unit takes a d. The loser takes d when the winner's
 * result is higher but less than double, D when at least double but less than triple, E when at
 * least triple. Rulings where the text is silent: a loser at 0 or below against a positive winner
 * is beaten more than three times over, E (ruling DOB-R47); a winner at 0 or below (only both
 * non-positive results can give that) has doubled nothing, so the loser takes d (ruling DOB-R47); a tie gives
 * both units a d (`'bothD'`, ruling DOB-R47) or asks for new draws (`'redraw'`).
 * @rule dawn-of-battle 14.6.2
 * @ruling DOB-R47
 */
export function exMachinaDuel(attackerResult: number, defenderResult: number, tie: ExMachinaTie = 'bothD'): ExMachinaDuel {
  if (attackerResult === defenderResult) return tie === 'redraw' ? { kind: 'redraw' } : { kind: 'tie', attacker: 'd', defender: 'd' };
  const winner: MeleeRole = attackerResult > defenderResult ? 'attacker' : 'defender';
  const w = Math.max(attackerResult, defenderResult);
  const l = Math.min(attackerResult, defenderResult);
  let band: 'more' | 'double' | 'triple';
  if (w <= 0) band = 'more';
  else if (l <= 0 || w >= 3 * l) band = 'triple';
  else if (w >= 2 * l) band = 'double';
  else band = 'more';
  const loser: SettledResult = band === 'triple' ? 'E' : band === 'double' ? 'D' : 'd';
  return winner === 'attacker'
    ? { kind: 'decided', winner, attacker: 'd', defender: loser, band }
    : { kind: 'decided', winner, attacker: loser, defender: 'd', band };
}
