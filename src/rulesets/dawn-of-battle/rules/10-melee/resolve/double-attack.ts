/**
 * Double attack (§15.7): a strong enough unit splits its strength in half, rounding up, to attack
 * the enemies in both its front hexes. Each half is its own melee; leader bonuses count in both,
 * every other modifier only in the attack it belongs to; the attacker's results are held until
 * both are resolved (see `applyHeldResults`).
 * @module
 */
import { reconstructed, type Provenance } from '../../../../../core/provenance.js';
import type { MeleeAttacker, MeleeContext } from './strengths.js';

/**
 * The least strength that may split (§15.7 says only "sufficiently large"; ruling DOB-R52). The
 * default 6 is a reconstruction: the only example is a phalanx of strength 6.
 * @ruling DOB-R52
 */
export const DOUBLE_ATTACK_MIN_STRENGTH: { readonly value: number; readonly provenance: Provenance } = {
  value: 6,
  provenance: reconstructed('§15.7 gives no threshold; its only example is a strength-6 phalanx (ruling DOB-R52)'),
};

/**
 * May a unit of this printed strength double attack (§15.7)? It needs an enemy in each front hex
 * and at least `minStrength` (default {@link DOUBLE_ATTACK_MIN_STRENGTH}).
 * @rule dawn-of-battle 15.7
 */
export function mayDoubleAttack(strength: number, enemiesInBothFrontHexes: boolean, minStrength: number = DOUBLE_ATTACK_MIN_STRENGTH.value): boolean {
  return enemiesInBothFrontHexes && Number.isFinite(strength) && strength >= minStrength;
}

/** One of the two attacks: everything in a melee context except the attacker. */
export type DoubleAttackHalf = Omit<MeleeContext, 'attacker'>;

/**
 * The two melee contexts of a double attack (§15.7): the same attacker, marked to fight at half
 * strength rounded up, with its leader bonuses in both; each half keeps its own defender, vector,
 * terrain, exertion and events.
 * @rule dawn-of-battle 15.7
 */
export function doubleAttackContexts(attacker: MeleeAttacker, first: DoubleAttackHalf, second: DoubleAttackHalf): readonly [MeleeContext, MeleeContext] {
  const split: MeleeAttacker = { ...attacker, doubleAttack: true };
  return [
    { ...first, attacker: split },
    { ...second, attacker: split },
  ];
}
