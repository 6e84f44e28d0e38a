/**
 * The melee in progress (§10.2) as plain JSON inside the `melee` phase, and the scenario's melee
 * options (§15.6 discipline, §15.7 double attack, the ex Machina tie and
 * leader-casualty rulings).
 * @module
 */
import * as t from 'io-ts';
import { closed, intRange, oneOf } from '../data/codec-helpers.js';
import type { Hex } from './geometry.js';
import type { MeleeRole, SettledResult } from './results.js';
import type { Side } from './side.js';

/**
 * The decision a melee waits for, in the order of §10.2 and ruling DOB-R31:
 * - `withdraw`: the defender's owner withdraws before combat or stands (§10.2.2);
 * - `fire`: the defender's owner fires its gunpowder defender before the melee or not (§8.7.2);
 * - `panicFire`: the attacked missile unit fires at its attacker or not, and `pressAttack`: an
 *   attacker disrupted by it presses on or not (§15.9, melee-phase/panic-fire.ts);
 * - `exertAttacker`, `exertDefender`: action chits discarded for exertion (§5.5, §10.2.3.6);
 * - `events`: each side in turn may play an event from its hand (§10.2.4.2, §14.6);
 * - `advance`: a disciplined attacker advances into the vacated hex or not (§15.6);
 * - `continue`: a charging cavalry unit attacks again or stops (§10.2.7).
 * @ruling DOB-R31
 */
export type MeleeStep = 'withdraw' | 'fire' | 'panicFire' | 'pressAttack' | 'exertAttacker' | 'exertDefender' | 'events' | 'advance' | 'continue';

/** An event card played into the current melee. */
export interface PlayedCard {
  readonly by: MeleeRole;
  readonly card: string;
}

/** One melee (or the two halves of a double attack, §15.7, and a continuance, §10.2.7). */
export interface MeleeInProgress {
  /** The attacking unit and its side. */
  readonly attacker: string;
  readonly side: Side;
  /** The defender of the melee now being fought. */
  defender: string;
  /** Defenders still to fight in this activation (the second half of a double attack). */
  queue: string[];
  /** A double attack (§15.7): the attacker fights at half strength and its results are held. */
  readonly double: boolean;
  /** This melee is a continuance (§10.2.7). */
  continuance: boolean;
  step: MeleeStep;
  /** Action points paid at initiation to capture the cannon in the target hex (§8.7.2.5). */
  capture: boolean;
  exertion: { attacker: number; defender: number };
  played: PlayedCard[];
  /** Whose turn it is in the event window, and how many passes in a row. */
  eventTurn: MeleeRole;
  eventPasses: number;
  /** Results against the attacker held until both halves of a double attack are fought (§15.7). */
  held: SettledResult[];
  /** Hexes emptied by the defenders (eliminated or withdrawn), for the advance (§10.2.6). */
  vacated: Hex[];
  /** Leaders of the eliminated defender whose §6.4 check waits on the advance decision. */
  leaderCheck: Hex | null;
  /** Every unit that defended in this activation, marked Done! at the end (§10.2.8). */
  defenders: string[];
  /** A reinforcing unit attacking a blocked entry hex from the hex assumed just off the map (§7.8). */
  offMap: Hex | null;
  /**
   * A melee with a lone leader on one side (§15.12.2): `attacker` or `defender` is a leader id.
   * It has the exertion and event steps only; absent in every other melee.
   */
  loneLeader?: true;
}

/**
 * A melee just begun: nothing exerted, played, held or vacated yet; the first decision is
 * `step` (withdrawal unless said).
 */
export function newMelee(
  attacker: string,
  side: Side,
  defender: string,
  o: { readonly queue?: string[]; readonly capture?: boolean; readonly step?: MeleeStep; readonly offMap?: Hex | null } = {},
): MeleeInProgress {
  const queue = o.queue ?? [];
  return {
    attacker, side, defender, queue, double: queue.length > 0, continuance: false, step: o.step ?? 'withdraw',
    capture: o.capture ?? false, exertion: { attacker: 0, defender: 0 }, played: [], eventTurn: 'attacker', eventPasses: 0,
    held: [], vacated: [], leaderCheck: null, defenders: [], offMap: o.offMap ?? null,
  };
}

/** The melee options of a scenario (`options.melee`); every field optional. */
export interface MeleeScenarioOptions {
  /** §15.6: units (by id) that may choose not to advance. */
  readonly disciplined?: ReadonlyArray<string>;
  /** §15.7: allow double attacks. */
  readonly doubleAttack?: boolean;
  /**
   * §15.7: the least strength that may split (default 6, a reconstruction).
   * @ruling DOB-R52
   */
  readonly doubleAttackMinStrength?: number;
  /**
   * Equal ex Machina results give both units a d (`'bothD'`, default) or are drawn again
   * (`'redraw'`).
   * @ruling DOB-R47
   */
  readonly exMachinaTie?: 'bothD' | 'redraw';
  /**
   * Ruling DOB-R21: a d or D result on a unit that is already disrupted still calls for the
   * §6.4 leader casualty draw (`true`, default), or only a real flip does (`false`).
   * @ruling DOB-R21
   */
  readonly casualtyOnEveryResult?: boolean;
}

/** The resolved melee options (defaults filled in). */
export interface MeleeOptions {
  readonly disciplined: ReadonlyArray<string>;
  readonly doubleAttack: boolean;
  readonly doubleAttackMinStrength: number;
  readonly exMachinaTie: 'bothD' | 'redraw';
  readonly casualtyOnEveryResult: boolean;
}

/** Codec of {@link MeleeScenarioOptions}. */
export const meleeScenarioOptionsCodec: t.Type<MeleeScenarioOptions, MeleeScenarioOptions, unknown> = closed(
  t.partial({
    disciplined: t.array(t.string),
    doubleAttack: t.boolean,
    doubleAttackMinStrength: intRange(1, 20),
    exMachinaTie: oneOf(['bothD', 'redraw'] as const),
    casualtyOnEveryResult: t.boolean,
  }),
) as unknown as t.Type<MeleeScenarioOptions, MeleeScenarioOptions, unknown>;

/** Fills in the defaults of the melee options. */
export function resolveMeleeOptions(o: MeleeScenarioOptions | undefined): MeleeOptions {
  return {
    disciplined: [...(o?.disciplined ?? [])],
    doubleAttack: o?.doubleAttack ?? false,
    doubleAttackMinStrength: o?.doubleAttackMinStrength ?? 6,
    exMachinaTie: o?.exMachinaTie ?? 'bothD',
    casualtyOnEveryResult: o?.casualtyOnEveryResult ?? true,
  };
}
