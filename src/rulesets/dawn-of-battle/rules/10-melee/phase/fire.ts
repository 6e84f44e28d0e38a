/**
 * Pre-melee gunpowder fire (§8.7.2): gunpowder units not marked Done! fire at range 0 when they
 * attack or are attacked, simultaneously (§8.7.2.1); a cannon stacked with the defender fires on
 * its own (§8.7.2.3); the melee is cancelled when the attacker is eliminated and counts as won
 * when the defender is (§8.7.2.2).
 * @module
 */
import { emit, unitForWrite, type Ctx } from '../../../kernel/context.js';
import { counterOf, isCampLike, isCannon } from '../../../query/derived.js';
import { unitsIn } from '../../../query/hex-units.js';
import { attackDraws, resolveRanged } from '../../08-ranged/ranged.js';
import type { DobState, UnitState } from '../../../model/state.js';

/** True when `u` can fire before a melee: a gunpowder unit without Done!, unlimbered if a cannon, with draws at range 0. */
export function mayFireBeforeMelee(s: DobState, u: UnitState): boolean {
  if (u.where !== 'map' || u.marker === 'done' || !counterOf(s, u).gunpowder) return false;
  if (isCannon(s, u) && u.status !== 'good') return false;
  return attackDraws(s, u, 0) > 0;
}

/** The cannon of the defender's side stacked in its hex that will fire before the melee (§8.7.2.3). */
export function stackedCannonFiring(s: DobState, defender: UnitState): UnitState[] {
  if (defender.hex === null) return [];
  return unitsIn(s, defender.hex).filter((x) => x.id !== defender.id && x.side === defender.side && isCannon(s, x) && mayFireBeforeMelee(s, x));
}

/**
 * Fires every shot of the pre-melee volley: each firer's draws are fixed before any result is
 * applied (simultaneous fire, §8.7.2.1), then the shots resolve one by one as ranged attacks at
 * range 0 (§8.5), every firer is marked Done! (ruling DOB-R31), and a shot at a unit already
 * eliminated is not taken. Rulings: the attacker always fires when it can (it is marked Done! by
 * the melee anyway), and so does a cannon stacked with the defender; ranged fire cannot touch a
 * cannon or a Camp (§8.7.2.5, §11.3), so nobody fires at them.
 * @rule dawn-of-battle 8.7.2
 * @rule dawn-of-battle 8.7.2.1
 * @rule dawn-of-battle 8.7.2.3
 * @ruling DOB-R31
 */
export function volley(ctx: Ctx, attacker: UnitState, defenders: ReadonlyArray<UnitState>, fires: { readonly attacker: boolean; readonly defender: boolean }): void {
  const s = ctx.s;
  const target = defenders.find((d) => !isCannon(s, d)) ?? null;
  const shots: Array<{ firer: UnitState; target: UnitState; draws: number }> = [];
  if (fires.attacker && target !== null && !isCampLike(s, target) && mayFireBeforeMelee(s, attacker)) shots.push({ firer: attacker, target, draws: attackDraws(s, attacker, 0) });
  for (const d of defenders) {
    const fired = isCannon(s, d) ? mayFireBeforeMelee(s, d) : fires.defender && mayFireBeforeMelee(s, d);
    if (fired) shots.push({ firer: d, target: attacker, draws: attackDraws(s, d, 0) });
  }
  if (shots.length === 0) return;
  emit(ctx, 'pre-melee-fire', ['8.7.2', '8.7.2.1'], { shots: shots.map((x) => ({ firer: x.firer.id, target: x.target.id, draws: x.draws })) });
  // Each shot reads its units as they are now (an earlier shot may have changed them).
  const now = (u: UnitState): UnitState => s.units[u.id]!;
  for (const shot of shots) {
    if (now(shot.target).where !== 'map') continue;
    resolveRanged(ctx, now(shot.firer), [], now(shot.target), shot.draws);
  }
  for (const shot of shots) if (now(shot.firer).where === 'map') unitForWrite(ctx, shot.firer.id)!.marker = 'done';
}
