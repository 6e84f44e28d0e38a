/**
 * The size ratio adjustment (§10.2.3.1).
 * @module
 */

/**
 * The size ratio adjustment, signed from the attacker's side (§10.2.3.1): the stronger unit gets
 * the whole ratio of the two strengths, rounded down (6 to 3 is +2, 9 to 3 is +3), but at least +1
 * when it is stronger at all (6 to 4 is +1); equal strengths give 0 (§10.2.4 note). It is positive
 * when the attacker is stronger and negative when the defender is.
 *
 * The strengths are the effective ones: the caller applies charge doubling (not against pikemen,
 * §7.11.2), barbarian tripling (§15.4) and double-attack halving (§15.7) first, as
 * {@link baseMeleeStrengths} does. A side of strength 0 against a positive one (a lone leader
 * with combat bonus 0, §15.12.2) gives the stronger side +6, the most any melee strength can be
 * (ruling DOB-R36). Strengths below 0 or not finite count as 0.
 * @rule dawn-of-battle 10.2.3.1
 * @ruling DOB-R36
 */
export function sizeRatioAdjustment(attackerStrength: number, defenderStrength: number): number {
  const a = Number.isFinite(attackerStrength) && attackerStrength > 0 ? attackerStrength : 0;
  const d = Number.isFinite(defenderStrength) && defenderStrength > 0 ? defenderStrength : 0;
  if (a === d) return 0;
  const hi = Math.max(a, d);
  const lo = Math.min(a, d);
  const magnitude = lo === 0 ? 6 : Math.max(1, Math.floor(hi / lo));
  return a > d ? magnitude : -magnitude;
}
