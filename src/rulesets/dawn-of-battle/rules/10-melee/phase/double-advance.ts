/**
 * The advance decision's legal commands (§10.2.6, §15.6, §15.7): a disciplined attacker may stay;
 * after a double attack that emptied both hexes the attacker picks the hex it advances into
 * (ruling DOB-R40), one command per hex.
 * @ruling DOB-R40
 * @module
 */
import type { DobCommand } from '../../../model/commands.js';
import type { DobState, Side } from '../../../model/state.js';
import { advanceChoices } from './cycle.js';
import type { MeleeInProgress } from '../../../model/melee-phase.js';

/**
 * The `advance` commands at the melee's advance step.
 * @rule dawn-of-battle 10.2.6
 * @rule dawn-of-battle 15.6
 * @rule dawn-of-battle 15.7
 */
export function advanceCommands(s: DobState, m: MeleeInProgress, side: Side): DobCommand[] {
  const att = s.units[m.attacker]!;
  const hexes = advanceChoices(s, m);
  const out: DobCommand[] = hexes.length > 1
    ? hexes.map((to): DobCommand => ({ type: 'advance', player: side, advance: true, to }))
    : [{ type: 'advance', player: side, advance: true }];
  if (s.options.melee.disciplined.includes(att.id)) out.push({ type: 'advance', player: side, advance: false });
  return out;
}
