/**
 * The DBA game state: plain JSON, with the generator inside. Elements and camps are records
 * keyed by id; the phase is a tagged union; the resolved data tables travel with the state so a
 * game never depends on anything outside it.
 * @module
 */
import type { Citation } from '../../core/citation.js';
import type { Outcome } from '../../core/ruleset.js';
import type { DataIdentity, StateHeader } from '../../core/state-header.js';
import type { RngState } from '../../random/rng.js';
import type { DbxCamp, DbxElement } from '../dbx/elements.js';
import type { CombatTotal } from '../dbx/dice.js';
import type { DbaData } from './data/index.js';
import type { OutcomeKind } from './data/outcomes.js';
import type { DbaTroopType } from './data/troop-types.js';
import type { DbaOptions } from './options.js';
import type { Placement } from './scenario.js';
import type { TerrainFeature } from './terrain.js';

/** A table edge, numbered as the sheet's low scorer numbers them: 1 south, 2 west, 3 north, 4 east (clockwise). */
export type EdgeNo = 1 | 2 | 3 | 4;

/** The bound's sequence as an explicit phase machine. */
export type DbaPhase =
  | { readonly tag: 'allocate-edges'; readonly player: string }
  | { readonly tag: 'place-camp'; readonly player: string }
  | { readonly tag: 'deploy'; readonly player: string }
  | { readonly tag: 'move'; readonly player: string; readonly pips: number; readonly pipsUsed: number }
  | { readonly tag: 'shoot'; readonly player: string }
  | { readonly tag: 'combat'; readonly player: string; readonly pairs: ReadonlyArray<readonly [string, string]> }
  | { readonly tag: 'over' };

/** What happened in the current bound that later rules look back at. */
export interface BoundRecord {
  /** Moves made by each element this bound. */
  readonly moves: Readonly<Record<string, number>>;
  /** Elements that shot (or shot back) this bound. */
  readonly shot: ReadonlyArray<string>;
  /** Elements shot at this bound, with the shooters' types. */
  readonly shotAt: Readonly<Record<string, ReadonlyArray<string>>>;
  /** For each element, the enemies whose front edge it moved into contact with this bound. */
  readonly contacted: Readonly<Record<string, ReadonlyArray<string>>>;
  /** Elements that have fought a close combat this bound. */
  readonly fought: ReadonlyArray<string>;
}

/** One army as the scenario gives it: camp position and each element's type, general flag and default placement. */
export interface ArmyPlan {
  readonly camp: number;
  /** An element of the army named to garrison the camp instead of camp followers (A:142: "or other garrison"); absent for camp followers. */
  readonly garrison?: string;
  readonly elements: Readonly<Record<string, { readonly type: DbaTroopType; readonly general: boolean; readonly deploy: Placement | null }>>;
}

/** The deployment record: dice-off, edge numbers, base edges. */
export interface DeploymentRecord {
  readonly dice: Readonly<Record<string, ReadonlyArray<number>>>;
  readonly high: string;
  readonly low: string;
  /** The two adjacent edges that got the numbers 5 and 6, once allocated. */
  readonly fiveSix: readonly [EdgeNo, EdgeNo] | null;
  readonly baseDie: number | null;
  readonly baseEdge: Readonly<Record<string, EdgeNo>> | null;
}

/** The format version of DBA states this library writes and reads (see {@link DbaState.version}). */
export const DBA_STATE_VERSION = 1;

/** The state of a DBA game. */
export interface DbaState extends StateHeader {
  /** The state format ({@link DBA_STATE_VERSION}): a saved game of another format is refused by the state codec. */
  readonly version: typeof DBA_STATE_VERSION;
  /**
   * Which tables the game was set up with: `'defaults'` for the library's own, else the override
   * table's `source` (or `'overrides'`); `hash` is the hash of `tables`.
   */
  readonly data: DataIdentity;
  readonly ruleset: 'dba';
  readonly edition: '1.2';
  readonly rng: RngState;
  readonly options: DbaOptions;
  /** The resolved tables the reducer reads (the library's values merged with the user's overrides). */
  readonly tables: DbaData;
  /** The provenance kind of every data value (`stated`, `public`, `proxy:dbm`, `proxy:dba`, `inferred`, `user`), by key. */
  readonly sources: Readonly<Record<string, string>>;
  /** True when any value in `data` is not the publisher's or the user's. */
  readonly reconstructed: boolean;
  readonly table: { readonly width: number; readonly height: number };
  readonly terrain: ReadonlyArray<TerrainFeature>;
  readonly players: readonly [string, string];
  readonly deployment: DeploymentRecord;
  /** Each army's default placements and camp position from the scenario (edge-relative). */
  readonly plans: Readonly<Record<string, ArmyPlan>>;
  readonly elements: Readonly<Record<string, DbxElement>>;
  readonly camps: Readonly<Record<string, DbxCamp>>;
  /** Bound number (1 is the high scorer's first bound); 0 during deployment. */
  readonly bound: number;
  readonly phase: DbaPhase;
  readonly record: BoundRecord;
  readonly result: Outcome<string> | null;
}

/** A combat or shooting resolution, with both totals and their factor breakdowns. */
export interface CombatReport {
  readonly kind: 'close-combat' | 'shooting';
  readonly a: CombatTotal;
  readonly b: CombatTotal;
  /** The element with the lower total, or `null` when equal. */
  readonly loser: string | null;
  readonly band: 'equal' | 'less' | 'half';
  /** The outcome for each element affected. */
  readonly outcomes: Readonly<Record<string, OutcomeKind>>;
}

/** Everything that can happen, each with the rules it applied; a union told apart by `type` (see `DBA_EVENT_TYPES`). */
export type DbaEvent =
  /** The deployment dice-off: each side's throws (ties thrown again) and the high scorer (A:5). */
  | { readonly type: 'dice-off'; readonly dice: Readonly<Record<string, ReadonlyArray<number>>>; readonly high: string; readonly citations: ReadonlyArray<Citation> }
  /** The high scorer numbered two adjacent edges 5 and 6 (A:5). */
  | { readonly type: 'edges-allocated'; readonly player: string; readonly fiveSix: readonly [EdgeNo, EdgeNo]; readonly citations: ReadonlyArray<Citation> }
  /** The die for the base edges, and each side's base edge (A:5). */
  | { readonly type: 'base-edge-diced'; readonly die: number; readonly baseEdge: Readonly<Record<string, EdgeNo>>; readonly citations: ReadonlyArray<Citation> }
  /** A camp was placed on its side's base edge (A:5). */
  | { readonly type: 'camp-placed'; readonly player: string; readonly camp: DbxCamp; readonly citations: ReadonlyArray<Citation> }
  /** A side deployed these elements (A:5). */
  | { readonly type: 'deployed'; readonly player: string; readonly elements: ReadonlyArray<string>; readonly citations: ReadonlyArray<Citation> }
  /** A bound began: the moving player and its PIP die. */
  | { readonly type: 'bound-started'; readonly bound: number; readonly player: string; readonly pipDie: number; readonly citations: ReadonlyArray<Citation> }
  /** The bound moved on from one step to the next (`move`, `shoot`, `combat`). */
  | { readonly type: 'phase'; readonly from: string; readonly to: string; readonly citations: ReadonlyArray<Citation> }
  /** Elements moved: `cost` the paces charged (largest front-corner distance), `pips` the PIPs spent. */
  | { readonly type: 'moved'; readonly elements: ReadonlyArray<string>; readonly cost: number; readonly pips: number; readonly citations: ReadonlyArray<Citation> }
  /** An element contacted on its flank or rear turned to face the enemy. */
  | { readonly type: 'turned-to-face'; readonly element: string; readonly toward: string; readonly citations: ReadonlyArray<Citation> }
  /** A close combat or a shot resolved, with both factor breakdowns and the outcomes. */
  | { readonly type: 'combat'; readonly report: CombatReport; readonly citations: ReadonlyArray<Citation> }
  /** An element recoiled `distance` paces, or was stopped short by `stoppedBy`. */
  | { readonly type: 'recoiled'; readonly element: string; readonly distance: number; readonly stoppedBy: string | null; readonly citations: ReadonlyArray<Citation> }
  /** A friend was pushed back by a recoiling element. */
  | { readonly type: 'pushed-back'; readonly element: string; readonly distance: number; readonly citations: ReadonlyArray<Citation> }
  /** An element fled `distance` paces. */
  | { readonly type: 'fled'; readonly element: string; readonly distance: number; readonly citations: ReadonlyArray<Citation> }
  /** An element was destroyed, and why. */
  | { readonly type: 'destroyed'; readonly element: string; readonly reason: string; readonly citations: ReadonlyArray<Citation> }
  /** An element was lost other than by destruction (off the table, from a camp), and how. */
  | { readonly type: 'lost'; readonly element: string; readonly reason: string; readonly citations: ReadonlyArray<Citation> }
  /** A winner followed up its beaten enemy. */
  | { readonly type: 'pursued'; readonly element: string; readonly citations: ReadonlyArray<Citation> }
  /** An enemy element took `camp` (the side whose camp it is). */
  | { readonly type: 'camp-occupied'; readonly camp: string; readonly by: string; readonly citations: ReadonlyArray<Citation> }
  /** The game ended, with its outcome. */
  | { readonly type: 'game-over'; readonly outcome: Outcome; readonly citations: ReadonlyArray<Citation> };
