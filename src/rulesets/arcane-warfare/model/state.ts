/**
 * The state of a game: plain JSON, with its format version, the identity of the data it was set
 * up with and the generator, so a saved game continues identically.
 * @module
 */
import type { Outcome } from '../../../core/ruleset.js';
import type { DataIdentity } from '../../../core/state-header.js';
import type { RngState } from '../../../random/rng.js';
import type { CommandKind, GameSize } from '../data/game-sizes.js';
import type { Topography } from '../data/terrain-tables.js';
import type { Readings } from './options.js';
import type { TerrainKind, ScenarioPoint } from './scenario.js';

/** The format version of saved Arcane Warfare states. */
export const ARCANE_STATE_VERSION = 2;

/** A unit on the table (or off it). Its base is `x, y, heading, width, depth` as in `strategos/plane`. */
export interface ArcaneUnit {
  readonly id: string;
  readonly side: string;
  readonly type: string;
  readonly x: number;
  readonly y: number;
  readonly heading: number;
  readonly width: number;
  readonly depth: number;
  /** The ally command that alone orders it, or null (§2.5.1). */
  readonly ally: string | null;
  /**
   * On the table (`active`), destroyed (§9.5) or removed. A shaken unit (§9.3) stays `active`, an
   * obstacle like any other, and is listed in the state's `shaken`.
   */
  readonly status: 'active' | 'shaken' | 'destroyed' | 'removed';
  /** The command centre that ordered it this turn (§6.1), or null. */
  readonly orderedBy: string | null;
  /** Move impulses made this turn (§6.12: the second and third are marches). */
  readonly impulses: number;
  /** True once a Cumbersome unit has paid its first-move MIP this turn (§11.1). */
  readonly cumbersomePaid: boolean;
  /** The foot type a mounted unit with the dismounting ability becomes (§6.16); absent otherwise. */
  readonly dismountsAs?: string;
  /** The feature it hides in while in ambush (§4.4); absent once revealed, or never hidden. */
  readonly ambush?: string;
  /** The turn it came on from off the table (§12): that turn it counts as within command radius, ordered by the closest command centre only. */
  readonly arrivedOnTurn?: number;
}

/** An off-board group (§12): its units wait off the table until the arrival die brings them. */
export interface OffBoardGroup {
  readonly id: string;
  readonly side: string;
  /** The side edge it attacks from: secret until announced (§12). */
  readonly edge: 'west' | 'east';
  /** Its units, at the poses where they come on. */
  readonly units: ReadonlyArray<ArcaneUnit>;
  /** Waiting for a 6; coming on next turn (the edge announced); arrived; or lost. */
  readonly status: 'waiting' | 'coming' | 'arrived' | 'lost';
  /** Added to later arrival dice after two attacks cancelled each other (§12.2). */
  readonly bonus: number;
}

/** The weather (Appendix B, optional): the score on the weather table and whether it is checked again next turn. */
export interface ArcaneWeather {
  readonly score: number;
  /** The first orders roll of the turn was a double: the weather is checked in the next reset phase. */
  readonly checkNextTurn: boolean;
}

/** A command centre's orders dice this turn (§5.2.2, §5.3). */
export interface OrdersDice {
  /** The message die as rolled (§5.2.2.2.1: it arrives showing its original value). */
  readonly message: number;
  /** The MIP die as rolled. */
  readonly rolledMip: number;
  /** The MIP score after delivery (§5.2.2.2.1). */
  readonly mip: number;
  /** The score that orders activation: the message value, halved on each hold back (§5.3). */
  readonly score: number;
  /** MIP not yet spent. */
  readonly mipLeft: number;
  /** True once its activation has ended (§5.3). */
  readonly done: boolean;
}

/** A command centre (§2.5.1, §10.1): a round stand, not a unit. */
export interface ArcaneCommandCentre {
  readonly id: string;
  readonly side: string;
  readonly kind: CommandKind;
  readonly regular: boolean;
  readonly x: number;
  readonly y: number;
  readonly diameter: number;
  readonly status: 'active' | 'removed';
  readonly dice: OrdersDice | null;
}

/** A terrain feature on the table. */
export interface ArcaneFeature {
  readonly id: string;
  readonly kind: TerrainKind;
  readonly polygon: ReadonlyArray<ScenarioPoint>;
}

/** A pair of orders dice rolled but not yet given to a command centre. */
export interface HeldPair {
  readonly message: number;
  readonly mip: number;
  /** True for the pair first rolled for the SCo (§5.2.2.2). */
  readonly first: boolean;
}

/** The player who assigns orders next, with the first pair already rolled for their SCo (§5.2.2.2). */
export interface NextAssignment {
  readonly player: string;
  readonly message: number;
  readonly mip: number;
}

/** Where the game is in the turn sequence (§5). */
export type ArcanePhase =
  /** Phase 1 (§5.1): `player` may redress ranks, then passes; the attacker first. */
  | { readonly tag: 'reset'; readonly player: string }
  /**
   * Phase 2, small game (§5.2.2.1): both regular SCos decide at once whether to swap their dice;
   * `written` holds each choice (null: not yet), hidden from the other player until both are in.
   */
  | {
      readonly tag: 'orders-written';
      readonly written: Readonly<Record<string, boolean | null>>;
      /** The pairs rolled for the SCos deciding (thrown openly). */
      readonly pairs: Readonly<Record<string, { readonly message: number; readonly mip: number }>>;
    }
  /** Phase 2 (§5.2.2.2): `player` gives orders dice to their command centres; `then` assigns next, with its first pair. */
  | { readonly tag: 'orders-assign'; readonly player: string; readonly then: NextAssignment | null; readonly held: HeldPair | null }
  /** Phase 3 (§5.3): command centres activate by message score; `active` is the one issuing orders. */
  | { readonly tag: 'movement'; readonly active: string | null }
  /**
   * Phase 4 (§5.4, §10.2): `player` may rally shaken units, then passes to `then`; `tried` lists
   * the units a rally was tried on this turn and `used` the command centres other than an SCo
   * that made their one attempt.
   */
  | { readonly tag: 'rally'; readonly player: string; readonly then: string | null; readonly tried: ReadonlyArray<string>; readonly used: ReadonlyArray<string> }
  /** Phase 5 (§5.5): `player` may make the initiative move; the attacker first. */
  | { readonly tag: 'initiative'; readonly player: string; readonly then: string | null }
  | { readonly tag: 'over' };

/** An Arcane Warfare game state. */
export interface ArcaneState {
  readonly version: number;
  readonly data: DataIdentity;
  readonly rng: RngState;
  readonly scenario: string;
  readonly size: GameSize;
  readonly readings: Readings;
  readonly preset: 'starter' | null;
  readonly players: readonly [string, string];
  readonly attacker: string;
  readonly edges: Readonly<Record<string, 'south' | 'north'>>;
  readonly board: { readonly width: number; readonly height: number };
  readonly terrain: ReadonlyArray<ArcaneFeature>;
  readonly units: Readonly<Record<string, ArcaneUnit>>;
  readonly commands: Readonly<Record<string, ArcaneCommandCentre>>;
  readonly turn: number;
  readonly turnLimit: number;
  /** Players whose initiative move (§5.5) is used this turn. */
  readonly initiativeUsed: ReadonlyArray<string>;
  readonly phase: ArcanePhase;
  /** Units shaken (§9.3): on the table, fleeing each turn until rallied or destroyed. */
  readonly shaken: ReadonlyArray<string>;
  /** Units that moved into close combat this turn over open ground only (§11.1 Charge). */
  readonly charged: ReadonlyArray<string>;
  /** Units that conformed this turn (§7.8.2: at most once a turn); absent when none has. */
  readonly conformed?: ReadonlyArray<string>;
  readonly result: Outcome | null;
  /** The topography (§3.3), when the scenario names it. */
  readonly topography?: Topography;
  /** The weather, when the optional weather rules are played (Appendix B). */
  readonly weather?: ArcaneWeather;
  /** Off-board groups (§12), by id, when the scenario keeps any back. */
  readonly offBoard?: Readonly<Record<string, OffBoardGroup>>;
  /** The last turn a Slow Shot unit of each army fired (§8.7), by player; absent before any has. */
  readonly slowShotFired?: Readonly<Record<string, number>>;
}
