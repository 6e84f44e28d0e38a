/**
 * The shapes of rule outcomes that the state and the events carry: melee strengths and results
 * (§10.2), a ranged attack's factors (§8.5), an elephant control effect (§15.8.3). Types only;
 * the rule chapters compute them.
 * @module
 */
import type { Citation } from '../../../core/citation.js';
import type { MeleeEntry } from '../data/formats.js';

/** What a result finally does, once any morale check is settled: nothing, d, D or E. */
export type SettledResult = 'n' | 'd' | 'D' | 'E';

/** A unit's condition before a result is applied. */
export type UnitCondition = 'good' | 'disrupted';

/** A unit's condition after a result: still in good order, disrupted, or eliminated. */
export type UnitFate = UnitCondition | 'eliminated';

/** A morale check made for a chart result (§9.1, §10.2.5). */
export interface MoraleCheck {
  /** The die drawn. */
  readonly die: number;
  /** Row modifier plus any other draw modifiers (fatigue, church). */
  readonly modifier: number;
  readonly morale: number;
  /** Natural 1, or die + modifier ≤ morale. */
  readonly passed: boolean;
}

/** A chart result settled against one unit. */
export interface SettledChartResult {
  readonly entry: MeleeEntry;
  readonly check: MoraleCheck | null;
  readonly result: SettledResult;
  readonly before: UnitCondition;
  readonly after: UnitFate;
  readonly citations: ReadonlyArray<Citation>;
}

/** Per side values. */
export interface BothSides<T> {
  readonly attacker: T;
  readonly defender: T;
}

/** What happened to one unit. */
export interface UnitOutcome {
  readonly result: SettledResult;
  readonly before: UnitCondition;
  readonly after: UnitFate;
  /** The chart entry read against this unit and its morale check (normal charts only). */
  readonly chart: SettledChartResult | null;
}

/** One round of the ex Machina die duel. */
export interface ExMachinaRound {
  readonly die: BothSides<number>;
  readonly total: BothSides<number>;
}

/** The full record of a resolved melee, ready to go into an event. */
export interface MeleeResolution {
  readonly mode: 'chart' | 'exMachina';
  /** Card numbers of the melee cards (drawn or played). */
  readonly meleeCards: BothSides<number>;
  /** The side whose melee card an ex Machina card pre-empted (§14.6.1). */
  readonly discarded: MeleeRole | null;
  /** The unit outcomes: `attacker` is what the attacking unit suffered. */
  readonly attacker: UnitOutcome;
  readonly defender: UnitOutcome;
  /** ex Machina: the chart modifiers and each round of draws (more than one only after redraw ties). */
  readonly exMachina: { readonly modifier: BothSides<number>; readonly rounds: ReadonlyArray<ExMachinaRound>; readonly winner: MeleeRole | null } | null;
  /** Cards taken from each draw pile (the played card not counted). */
  readonly used: BothSides<number>;
  readonly citations: ReadonlyArray<Citation>;
}

/** A melee side: the attacker or the defender. */
export type MeleeRole = 'attacker' | 'defender';

/** Where the attacker stands relative to the defender's facing (§7.3, §10.2.3.3). */
export type AttackVector = 'front' | 'flank' | 'rear';

/** The step of the melee procedure an adjustment belongs to. */
export type MeleeStep =
  | 'size-ratio'
  | 'clash-of-shields'
  | 'attack-vector'
  | 'terrain'
  | 'defender-done'
  | 'exertion'
  | 'other'
  | 'base'
  | 'leader'
  | 'event'
  | 'clamp';

/**
 * One line of the breakdown. `applies: 'net'` lines add `value` to the attacker's-view total;
 * `'attacker'`/`'defender'` lines add it to that side's strength after the base. A line the
 * rules switch off (e.g. terrain in an elephant melee) keeps value 0 and says why in `excluded`.
 */
export interface MeleeAdjustment {
  readonly step: MeleeStep;
  readonly label: string;
  readonly applies: 'net' | MeleeRole;
  readonly value: number;
  readonly citation: Citation;
  readonly excluded?: string;
}

/** The result of `baseMeleeStrengths` (§10.2.3). */
export interface MeleeStrengths {
  /** Final melee strength of each side, −6…+6: the row each reads on its melee card. */
  readonly attacker: number;
  readonly defender: number;
  /** The summed §10.2.3 adjustments from the attacker's point of view. */
  readonly net: number;
  /** Base strengths (§10.2.3): `net` and `−net` (clamped only with `clampBaseToo`). */
  readonly base: { readonly attacker: number; readonly defender: number };
  /** Strengths compared for the size ratio, after doubling, tripling and halving. */
  readonly effectiveStrength: { readonly attacker: number; readonly defender: number };
  /** An elephant is in this melee: only the §15.8.1 modifiers applied. */
  readonly elephantMelee: boolean;
  readonly breakdown: ReadonlyArray<MeleeAdjustment>;
}

/** The outcome of one ranged attack, with every factor. */
export interface RangedBreakdown {
  readonly lead: string;
  readonly supporters: ReadonlyArray<string>;
  readonly target: string;
  readonly draws: ReadonlyArray<number>;
  readonly attack: number;
  readonly defenseDie: number;
  readonly missileDefense: number;
  readonly terrainDefense: number;
  readonly defense: number;
  readonly result: 'none' | 'disrupted' | 'eliminated';
}

/** What the control table does. */
export type ElephantControlEffect = 'none' | 'balk' | 'frightened' | 'stampede';
