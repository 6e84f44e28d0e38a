/**
 * Missile unit panic fire (§15.9, option `panicFire`): a missile unit without Done! that is
 * attacked in melee may fire at its attacker before the melee is resolved, at −1 to its attack
 * (ruling DOB-R55), and is marked Done! whatever happens. If that fire disrupts the attacker, the
 * attacker's player may still press the attack or call it off; if it eliminates an attacker that
 * was already disrupted, the melee is cancelled (ruling DOB-R55, as §8.7.2.2).
 *
 * Rulings (ours): panic fire comes after withdrawal and pre-melee gunpowder fire (ruling DOB-R31,
 * its last step); it is for non-gunpowder missile units (gunpowder units have their own pre-melee fire,
 * §8.7.2); the attacker must be in range and in the firer's arc (ruling DOB-R55; adjacent, so no line of
 * sight is needed), no supporters; an attacker off the map (§7.8) cannot be fired at; an attack
 * called off still marks the attacker Done! (it engaged, §10.2.8).
 * @ruling DOB-R31
 * @ruling DOB-R55
 * @module
 */
import { emit, refuse, unitForWrite, type Ctx } from '../../../kernel/context.js';
import { distance } from '../../../model/geometry.js';
import { attackDraws, resolveRanged } from '../../08-ranged/ranged.js';
import type { Phase, Side } from '../../../model/state.js';
import { nextFight, proceed } from './cycle.js';
import type { MeleeInProgress, MeleeStep } from '../../../model/melee-phase.js';
import type { PanicFireCommand } from '../../../model/panic-fire-commands.js';
export { isPanicFireCommand, panicFireCommandCodec, type PanicFireCommand } from '../../../model/panic-fire-commands.js';
export { mayPanicFire, stepAfterPreMeleeFire, panicFireDecider } from './panic-fire-steps.js';


/** The modifier panic fire takes on the firer's attack (§15.9, ruling DOB-R55). */
export const PANIC_FIRE_MODIFIER = -1;

type MeleePhase = Extract<Phase, { kind: 'melee' }>;

function panicStep(ctx: Ctx, who: Side, step: MeleeStep): MeleeInProgress {
  const ph = ctx.s.phase;
  if (ph.kind !== 'melee' || ph.melee === null) return refuse('wrong-phase', 'No melee is waiting for panic fire now.', '15.9');
  if (ph.melee.step !== step) refuse('wrong-step', `The melee is waiting for its ${ph.melee.step} decision.`, '15.9');
  if (ph.toAct !== who) refuse('wrong-player', `It is ${ph.toAct}'s decision in the melee.`, '15.9');
  return ph.melee;
}

/**
 * `panicFire` (§15.9): the defender fires (−1, Done! whatever happens) or holds. An attacker that
 * was disrupted by it may press on (`pressAttack`); one eliminated cancels the melee.
 * @rule dawn-of-battle 15.9
 */
function panicFireCommand(ctx: Ctx, cmd: Extract<PanicFireCommand, { type: 'panic-fire' }>): void {
  const s = ctx.s;
  const m = panicStep(ctx, cmd.player, 'panicFire');
  const att = unitForWrite(ctx, m.attacker)!;
  const def = unitForWrite(ctx, m.defender)!;
  if (!cmd.fire) {
    m.step = 'exertAttacker';
    proceed(ctx);
    return;
  }
  const before = att.status;
  const draws = attackDraws(s, def, distance(def.hex!, att.hex!));
  emit(ctx, 'panic-fire', ['15.9'], { firer: def.id, target: att.id, draws, modifier: PANIC_FIRE_MODIFIER });
  const shot = resolveRanged(ctx, def, [], att, draws, { attack: PANIC_FIRE_MODIFIER, defense: 0 });
  def.marker = 'done';
  if (att.where !== 'map') {
    emit(ctx, 'melee-cancelled', ['15.9', '8.7.2.2'], { attacker: att.id, defender: def.id, reason: 'the attacker was eliminated by panic fire' });
    m.defenders.push(def.id);
    nextFight(ctx, m);
  } else if (shot.result === 'disrupted' && before === 'good') {
    m.step = 'pressAttack';
  } else {
    m.step = 'exertAttacker';
  }
  proceed(ctx);
}

/**
 * `pressAttack` (§15.9): the attacker disrupted by panic fire goes on with the melee (at its
 * disrupted strength) or calls it off (both stay where they are; the fight is not fought).
 * @rule dawn-of-battle 15.9
 */
function pressAttackCommand(ctx: Ctx, cmd: Extract<PanicFireCommand, { type: 'press-attack' }>): void {
  const m = panicStep(ctx, cmd.player, 'pressAttack');
  if (cmd.press) {
    m.step = 'exertAttacker';
  } else {
    emit(ctx, 'melee-cancelled', ['15.9'], { attacker: m.attacker, defender: m.defender, reason: 'the attacker called off its attack after panic fire' });
    m.defenders.push(m.defender);
    nextFight(ctx, m);
  }
  proceed(ctx);
}

/** Runs one panic-fire command. */
export function dispatchPanicFire(ctx: Ctx, c: PanicFireCommand): void {
  if (c.type === 'panic-fire') panicFireCommand(ctx, c);
  else pressAttackCommand(ctx, c);
}

/** The legal commands at a panic-fire step. */
export function panicFireCommands(ph: MeleePhase, m: MeleeInProgress): PanicFireCommand[] {
  const who = ph.toAct;
  return m.step === 'panicFire'
    ? [{ type: 'panic-fire', player: who, fire: true }, { type: 'panic-fire', player: who, fire: false }]
    : [{ type: 'press-attack', player: who, press: true }, { type: 'press-attack', player: who, press: false }];
}
