/**
 * What happens to a unit that is disrupted or eliminated, wherever the cause: the flip, leader
 * casualty checks, the army loss track and the panic trigger.
 * @module
 */
import { casualtyCheckWithUnit } from './command-control.js';
import { emit, unitForWrite, type Ctx } from '../../kernel/context.js';
import { counterOf, isCampLike, isCannon, lossValue } from '../../query/derived.js';
import type { UnitState } from '../../model/state.js';
import { headsForDisruption, headsForElimination } from '../15-optional/taking-heads.js';

/**
 * Flips a unit to its disrupted side. `involuntary` disruptions (combat, pass-through, panic,
 * leaving a charging unit's zone) trigger the leader casualty check (§6.4, ruling DOB-R20). A charging
 * unit that becomes disrupted loses its charge (§7.11.4). Cannon have no disrupted side.
 * `unit` may be a unit read from the working state: the change goes to the command's copy of it.
 * @rule dawn-of-battle 6.4
 * @rule dawn-of-battle 7.11.4
 * @ruling DOB-R20
 */
export function disrupt(ctx: Ctx, unit: UnitState, involuntary: boolean, section: string, reason: string): void {
  // The unit as it is now (`unit` may be a copy read before this command changed it).
  const now = ctx.s.units[unit.id]!;
  if (now.status === 'disrupted' || isCannon(ctx.s, now)) return;
  const u = unitForWrite(ctx, unit.id)!;
  u.status = 'disrupted';
  if (u.charge) {
    u.charge = false;
    if (u.marker === 'none') u.marker = 'active';
    emit(ctx, 'charge-cancelled', ['7.11.4'], { unit: u.id });
  }
  emit(ctx, 'unit-disrupted', [section], { unit: u.id, reason });
  if (involuntary) headsForDisruption(ctx, u, section);
  if (involuntary && u.hex !== null) casualtyCheckWithUnit(ctx, u, u.hex);
}

/**
 * Eliminates a unit: its good-order strength goes on the army loss track (§12.1); reaching the
 * panic level queues an army panic for when the current action is done (§12.2); losing the Camp
 * or War Wagon counts for §13.2; leaders in its hex check for casualties (§6.4). `unit` may be a
 * unit read from the working state: the change goes to the command's copy of it.
 * @rule dawn-of-battle 12.1
 * @rule dawn-of-battle 12.2
 * @rule dawn-of-battle 6.4
 */
export function eliminate(ctx: Ctx, unit: UnitState, section: string, reason: string, countsLoss = true, leaderCheck = true): void {
  if (ctx.s.units[unit.id]!.where === 'eliminated') return;
  const u = unitForWrite(ctx, unit.id)!;
  const at = u.hex;
  u.where = 'eliminated';
  u.hex = null;
  u.marker = 'none';
  u.charge = false;
  const p = ctx.s.players[u.side];
  const before = p.losses;
  if (countsLoss) p.losses = Math.min(99, p.losses + lossValue(ctx.s, u));
  if (isCampLike(ctx.s, u)) p.campLost = true;
  emit(ctx, 'unit-eliminated', [section, '12.1'], { unit: u.id, side: u.side, unitType: counterOf(ctx.s, u).type, reason, losses: p.losses });
  headsForElimination(ctx, u);
  // A melee whose attacker advances into the hex checks its leaders as overrun instead (§10.2.6, §6.4).
  if (at !== null && leaderCheck) casualtyCheckWithUnit(ctx, u, at);
  if (before < p.panicLevel && p.losses >= p.panicLevel && !ctx.panics.includes(u.side)) ctx.panics.push(u.side);
}
