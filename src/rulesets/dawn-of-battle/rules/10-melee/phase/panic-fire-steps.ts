/**
 * When panic fire (§15.9) comes into a melee and who decides it, asked of the melee in progress:
 * the melee cycle reads these to step through a melee, the panic-fire commands to resolve one.
 * @module
 */
import { counterOf } from '../../../query/derived.js';
import { distance, inArc } from '../../../model/geometry.js';
import { attackDraws } from '../../08-ranged/ranged.js';
import type { DobState, Side, UnitState } from '../../../model/state.js';
import type { MeleeInProgress, MeleeStep } from '../../../model/melee-phase.js';

/**
 * May `defender` panic-fire at `attacker` (§15.9)? The option is on; a non-gunpowder missile unit
 * on the map without Done!; the attacker on the map, in range and in its arc (ruling DOB-R55).
 * @rule dawn-of-battle 15.9
 * @ruling DOB-R55
 */
export function mayPanicFire(s: DobState, defender: UnitState, attacker: UnitState): boolean {
  if (s.options.supplementary.panicFire !== true) return false;
  if (defender.where !== 'map' || defender.hex === null || defender.marker === 'done' || counterOf(s, defender).gunpowder) return false;
  if (attacker.where !== 'map' || attacker.hex === null) return false;
  if (attackDraws(s, defender, distance(defender.hex, attacker.hex)) < 1) return false;
  return inArc(defender.hex, defender.facing, attacker.hex);
}

/**
 * The step after pre-melee gunpowder fire: panic fire when the defender may, else exertion.
 * @rule dawn-of-battle 15.9
 */
export function stepAfterPreMeleeFire(s: DobState, m: MeleeInProgress): MeleeStep {
  return m.offMap === null && mayPanicFire(s, s.units[m.defender]!, s.units[m.attacker]!) ? 'panicFire' : 'exertAttacker';
}

/** Who decides at a panic-fire step: the defender fires, the attacker presses. */
export function panicFireDecider(m: MeleeInProgress): Side {
  return m.step === 'panicFire' ? (m.side === 'A' ? 'B' : 'A') : m.side;
}
