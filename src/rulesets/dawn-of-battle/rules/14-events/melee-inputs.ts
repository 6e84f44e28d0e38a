/**
 * Turning events played into a melee into the melee arithmetic's inputs (§10.2.3.7, §10.2.4.2,
 * §14.6): strength bonuses and penalties, other adjustments, die modifiers for the ex Machina
 * draws and for morale checks.
 * @module
 */
import type { EventBonus, MeleeRole, OtherAdjustment } from '../10-melee/resolve/strengths.js';
import type { EffectTarget, EventDef } from '../../data/event-effects.js';

/** An event played for one side of a melee. */
export interface PlayedEvent {
  /** The side whose player played it. */
  readonly by: MeleeRole;
  readonly event: EventDef;
}

/** The melee inputs the played events give. */
export interface MeleeEventInputs {
  /** For `baseMeleeStrengths`' `eventBonuses` (§10.2.4.2). */
  readonly eventBonuses: ReadonlyArray<EventBonus>;
  /** For `baseMeleeStrengths`' `other` (§10.2.3.7). */
  readonly other: ReadonlyArray<OtherAdjustment>;
  /** For `resolveMelee`'s `dieModifiers`: effects on the ex Machina draws (§14.6). */
  readonly dieModifiers: { readonly attacker: number; readonly defender: number };
  /** Added to each side's morale-check draws in this melee (§10.2.5). */
  readonly moraleDrawModifiers: { readonly attacker: number; readonly defender: number };
  /** True when an event played converts the melee to ex Machina (§14.6). */
  readonly exMachinaPlayed: { readonly attacker: boolean; readonly defender: boolean };
}

const otherSide = (r: MeleeRole): MeleeRole => (r === 'attacker' ? 'defender' : 'attacker');
const aimed = (by: MeleeRole, target: EffectTarget): MeleeRole => (target === 'own' ? by : otherSide(by));

/**
 * Collects the melee-relevant effects of the events played into one melee: `meleeStrength` as
 * event bonuses after the base (Heroics on own unit +2, Ground Down on the enemy −1),
 * `meleeAdjustment` as other adjustments before it, `dieModifier` on ex Machina or morale draws.
 * Other effects do not bear on the arithmetic and are left to the reducer.
 * @rule dawn-of-battle 10.2.3.7
 * @rule dawn-of-battle 10.2.4.2
 * @rule dawn-of-battle 14.6
 */
export function meleeEventInputs(played: ReadonlyArray<PlayedEvent>): MeleeEventInputs {
  const eventBonuses: EventBonus[] = [];
  const other: OtherAdjustment[] = [];
  const die = { attacker: 0, defender: 0 };
  const morale = { attacker: 0, defender: 0 };
  const exMachina = { attacker: false, defender: false };
  for (const { by, event } of played) {
    for (const e of event.effects) {
      if (e.kind === 'meleeStrength') eventBonuses.push({ target: aimed(by, e.target), value: e.value, label: `${event.title} (${by})` });
      else if (e.kind === 'meleeAdjustment') other.push({ side: aimed(by, e.target), value: e.value, label: `${event.title} (${by})`, section: '10.2.3.7', source: 'event' });
      else if (e.kind === 'dieModifier' && e.draw === 'ex-machina') die[aimed(by, e.target)] += e.value;
      else if (e.kind === 'dieModifier' && e.draw === 'morale') morale[aimed(by, e.target)] += e.value;
      else if (e.kind === 'exMachina') exMachina[by] = true;
    }
  }
  return { eventBonuses, other, dieModifiers: die, moraleDrawModifiers: morale, exMachinaPlayed: exMachina };
}
