/**
 * The supplementary rules of §15.3–15.13 as scenario options: what the scenario file says, its
 * codec fields, and the resolved form the game state carries (`state.options.supplementary`).
 * Each option is off unless the scenario turns it on (§15.0: players combine them as they agree).
 * Discipline (§15.6) and double attack (§15.7) are melee options (`options.melee`, the melee
 * procedure's); the barbarian charge (§15.4) is declared in play and read by the melee.
 * @module
 */
import * as t from 'io-ts';
import { oneOf } from '../data/codec-helpers.js';
import type { Side } from './side.js';


/** One dismounting (§15.10): the unit and, for cataphracts, which infantry it becomes. */
export interface DismountChoice {
  readonly unit: string;
  /** Cataphracts (CT/HT) become Heavy Archers (`'HA'`, default) or Medium Infantry (`'MI'`). */
  readonly as?: 'HA' | 'MI';
}

/** The §15.3–15.13 options as a scenario file gives them (all optional). */
export interface SupplementaryScenarioOptions {
  /** §15.3.1: a real die replaces die-result draws; a natural 1 sets off a panic check. */
  readonly physicalDice?: boolean;
  /**
   * §15.3.2: discard an event card to have a die result drawn again.
   * @ruling DOB-R11
   */
  readonly reDos?: boolean;
  /**
   * §15.4: the sides the scenario calls barbarian (Light Infantry ×3 for one turn).
   * @ruling DOB-R50
   */
  readonly barbarian?: ReadonlyArray<Side>;
  /**
   * §15.5: the impetuous units, by id (the scenario's special rules name them).
   * @ruling DOB-R51
   */
  readonly impetuous?: ReadonlyArray<string>;
  /**
   * §15.9: attacked missile units may fire at their attacker before the melee.
   * @ruling DOB-R55
   */
  readonly panicFire?: boolean;
  /**
   * §15.10: cavalry units each side dismounts at setup (side A's first).
   * @ruling DOB-R56
   */
  readonly dismount?: { readonly A?: ReadonlyArray<DismountChoice>; readonly B?: ReadonlyArray<DismountChoice> };
  /**
   * §15.11: Taking Heads replaces Glorious Slaughter (§13.3).
   * @ruling DOB-R57
   */
  readonly takingHeads?: boolean;
  /**
   * §15.12: the Code of Honor (leaders shift up to four hexes instead of being re-placed).
   * @ruling DOB-R58
   */
  readonly codeOfHonor?: boolean;
  /**
   * §15.13: each side gets one dummy leader.
   * @ruling DOB-R59
   */
  readonly dummyLeaders?: boolean;
}

/** The resolved options in the state: every field present. */
export interface Supplementary {
  readonly physicalDice: boolean;
  readonly reDos: boolean;
  readonly barbarian: ReadonlyArray<Side>;
  readonly impetuous: ReadonlyArray<string>;
  /** §15.9 missile unit panic fire; present (true) only when on, so states of games without it are unchanged. */
  readonly panicFire?: true;
  readonly dismount: { readonly A: ReadonlyArray<DismountChoice>; readonly B: ReadonlyArray<DismountChoice> };
  readonly takingHeads: boolean;
  readonly codeOfHonor: boolean;
  readonly dummyLeaders: boolean;
}

/** Every option off. */
export const NO_SUPPLEMENTARY: Supplementary = {
  physicalDice: false, reDos: false, barbarian: [], impetuous: [], dismount: { A: [], B: [] }, takingHeads: false, codeOfHonor: false, dummyLeaders: false,
};

const side = oneOf(['A', 'B'] as const, '"A" | "B"');
const dismountList = t.array(t.intersection([t.type({ unit: t.string }), t.partial({ as: oneOf(['HA', 'MI'] as const, '"HA" | "MI"') })]));

/**
 * The codec fields of the §15.3–15.13 options, spread into the scenario's `options` codec.
 * @rule dawn-of-battle 15.0
 */
export const supplementaryOptionProps = {
  physicalDice: t.boolean,
  reDos: t.boolean,
  barbarian: t.array(side),
  impetuous: t.array(t.string),
  panicFire: t.boolean,
  dismount: t.partial({ A: dismountList, B: dismountList }),
  takingHeads: t.boolean,
  codeOfHonor: t.boolean,
  dummyLeaders: t.boolean,
};

/**
 * Fills in the defaults: every option off unless the scenario says otherwise.
 * @rule dawn-of-battle 15.0
 */
export function resolveSupplementary(o: SupplementaryScenarioOptions): Supplementary {
  return {
    physicalDice: o.physicalDice ?? false,
    reDos: o.reDos ?? false,
    barbarian: [...(o.barbarian ?? [])],
    impetuous: [...(o.impetuous ?? [])],
    ...(o.panicFire === true ? { panicFire: true as const } : {}),
    dismount: { A: [...(o.dismount?.A ?? [])], B: [...(o.dismount?.B ?? [])] },
    takingHeads: o.takingHeads ?? false,
    codeOfHonor: o.codeOfHonor ?? false,
    dummyLeaders: o.dummyLeaders ?? false,
  };
}
