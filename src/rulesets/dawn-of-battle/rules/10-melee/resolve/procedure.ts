/**
 * The yes/no questions of the melee procedure around the arithmetic (§10.2.2, §10.2.6, §10.2.7,
 * §11.4): who may withdraw before combat and how far, who must advance, who may continue a
 * charge, and how long a looting leader is away. The searches (the withdrawal path, the advance
 * move) belong to the movement module; these decide whether and how far.
 * @module
 */
import { cite, type Citation } from '../../../../../core/citation.js';
import type { Size } from '../../../data/formats.js';
import { moraleCheckPasses } from '../../../query/derived.js';

/** A yes/no answer with the rule that decided it. */
export interface Ruling {
  readonly allowed: boolean;
  readonly reason: string;
  readonly citation: Citation;
}

const DOB = 'dawn-of-battle';
const yes = (reason: string, section: string): Ruling => ({ allowed: true, reason, citation: cite(DOB, section) });
const no = (reason: string, section: string): Ruling => ({ allowed: false, reason, citation: cite(DOB, section) });

/** What withdrawal before combat looks at in the defender. */
export interface WithdrawingUnit {
  readonly size: Size;
  readonly category: 'infantry' | 'cavalry' | 'special';
  readonly condition: 'good' | 'disrupted';
  readonly done: boolean;
  /** Movement allowance of the side showing (good order, since only good-order units withdraw). */
  readonly movement: number;
}

/** What withdrawal before combat looks at in the attacker. */
export interface WithdrawalAttacker {
  readonly size: Size;
  readonly movement: number;
}

/**
 * May the defender withdraw before combat (§10.2.2)? A light unit in good order without Done!
 * may, from a non-light attacker or a light one with a lower movement allowance; a cavalry unit
 * in good order may, from any attacker with a lower movement allowance (and, like the light unit,
 * only without Done!, ruling DOB-R33). Camps, War Wagons and other special units may not. A charging
 * unit withdrawing cancels its charge (§7.11.4); whether a legal withdrawal hex exists is the
 * movement search's question (§10.2.2: if none, the unit stays and fights).
 * @rule dawn-of-battle 10.2.2
 * @rule dawn-of-battle 7.11.3
 * @ruling DOB-R33
 */
export function mayWithdraw(defender: WithdrawingUnit, attacker: WithdrawalAttacker): Ruling {
  if (defender.condition !== 'good') return no('only units in good order withdraw', '10.2.2');
  if (defender.done) return no('a unit marked Done! does not withdraw (ruling DOB-R33 for cavalry)', '10.2.2');
  if (defender.category === 'special') return no('only light units and cavalry withdraw', '10.2.2');
  if (defender.size === 'L') {
    if (attacker.size !== 'L') return yes('a light unit withdraws from a non-light attacker', '10.2.2');
    if (attacker.movement < defender.movement) return yes('a light unit withdraws from a slower light attacker', '10.2.2');
  }
  if (defender.category === 'cavalry' && attacker.movement < defender.movement) return yes('cavalry withdraws from a slower attacker', '10.2.2');
  return no('the attacker is not slower (or, for a light unit, is light and not slower)', '10.2.2');
}

/**
 * How many movement points a withdrawal may use (§10.2.2): half the movement allowance, rounded
 * up. The unit flips to disrupted before it moves, so the allowance is the disrupted side's by
 * default (§10.2.2); pass the good-order value to measure it from the good-order side.
 * @rule dawn-of-battle 10.2.2
 */
export function withdrawalAllowance(movement: number): number {
  return Math.ceil(Math.max(0, movement) / 2);
}

/** What decides the advance after combat. */
export interface AdvanceSituation {
  /** The defender was eliminated in this melee, or withdrew before it. */
  readonly hexVacated: boolean;
  /** The attacker was itself eliminated (results apply together, ruling DOB-R39). */
  readonly attackerEliminated: boolean;
  /** The attacker eliminated a Camp or War Wagon and is removed to loot it (§11.4). */
  readonly attackerLooting: boolean;
  /** The scenario makes this unit disciplined (§15.6). */
  readonly disciplined: boolean;
}

/**
 * The advance after combat (§10.2.6): when the defender was eliminated or withdrew, the attacker
 * must move straight into the empty hex, ignoring zones of control and without turning; a
 * disciplined unit may choose (§15.6). There is no advance for an attacker that was eliminated or
 * removed to loot (ruling DOB-R40).
 * @rule dawn-of-battle 10.2.6
 * @rule dawn-of-battle 15.6
 * @ruling DOB-R40
 */
export function advanceAfterCombat(s: AdvanceSituation): 'must' | 'may' | 'none' {
  if (!s.hexVacated || s.attackerEliminated || s.attackerLooting) return 'none';
  return s.disciplined ? 'may' : 'must';
}

/** What decides a continuance. */
export interface ContinuanceSituation {
  readonly advanced: boolean;
  readonly charging: boolean;
  readonly condition: 'good' | 'disrupted' | 'eliminated';
  readonly category: 'infantry' | 'cavalry' | 'special';
  readonly size: Size;
  readonly continuanceUsed: boolean;
  /** An enemy unit, or a lone enemy leader, now in its zone of control. */
  readonly enemyInZone: boolean;
}

/**
 * May a unit melee again at once after its advance (§10.2.7, changed in this edition)? Only a
 * charging, good-order, non-light cavalry unit with an enemy unit or lone leader in its zone of
 * control, once per unit; it keeps its charge bonus.
 * @rule dawn-of-battle 10.2.7
 */
export function mayContinue(s: ContinuanceSituation): Ruling {
  if (!s.advanced) return no('continuance follows an advance after combat', '10.2.7');
  if (s.continuanceUsed) return no('a unit continues only once', '10.2.7');
  if (!s.charging) return no('only charging units continue', '10.2.7');
  if (s.condition !== 'good') return no('only units in good order continue', '10.2.7');
  if (s.category !== 'cavalry' || s.size === 'L') return no('only non-light cavalry continue', '10.2.7');
  if (!s.enemyInZone) return no('no enemy unit or lone leader in its zone of control', '10.2.7');
  return yes('charging good-order non-light cavalry with an enemy in its zone of control', '10.2.7');
}

/**
 * How many turns ahead on the Turn track a leader stacked with a looting unit goes (§11.4): it
 * checks morale; passing, or failing by one or two, sends it two turns ahead; failing by more
 * sends it that many turns ahead.
 * @rule dawn-of-battle 11.4
 */
export function lootingDelay(die: number, modifier: number, morale: number): number {
  if (moraleCheckPasses(die, modifier, morale)) return 2;
  return Math.max(2, die + modifier - morale);
}
