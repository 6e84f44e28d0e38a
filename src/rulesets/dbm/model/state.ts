/**
 * The state of a DBM game: plain JSON, with its format version, the identity of the tables it
 * was set up with, the resolved config and the generator, so a saved game continues identically.
 * @module
 */
import type { Outcome } from '../../../core/ruleset.js';
import type { DataIdentity } from '../../../core/state-header.js';
import type { RngState } from '../../../random/rng.js';
import type { DbxElement } from '../../dbx/elements.js';
import type { DbmConfig, DbmConfigSources } from '../data/config.js';
import type { DbmWeatherReport, WeatherRisk, Compass } from '../data/weather.js';
import type { DbmFeature } from './terrain.js';
import type { DbmClimate, DbmDrill, DbmGeneralRole, DbmGrade, DbmScale, DbmSeason, DbmTroopFlags, DbmTroopType } from './troop.js';

/** The format version of saved DBM states. */
export const DBM_STATE_VERSION = 2;

/**
 * What an element is, for the whole game (its place on the table is in `elements`): troop kind,
 * flags, the rear element of a double base, its command and general role, its cost and element
 * equivalents. Kept apart from the table geometry so the DBx engine's moves, which rebuild
 * `DbxElement`s, never lose it.
 */
export interface DbmTroop {
  readonly id: string;
  readonly side: string;
  /** Its command; baggage has none (`null`) until it is assigned after deployment (p.15, L1144-1146). */
  readonly command: string | null;
  readonly type: DbmTroopType;
  readonly grade: DbmGrade;
  readonly drill: DbmDrill;
  readonly flags: DbmTroopFlags;
  /** The rear element of a double base (p.10, L746-772), or `null`. */
  readonly rear: { readonly type: DbmTroopType; readonly grade: DbmGrade; readonly drill: DbmDrill } | null;
  /** The general this element carries, or `null`. */
  readonly general: DbmGeneralRole | null;
  /** The army-list entry it was fielded from. */
  readonly entry: string;
  readonly cost: number;
  /** Element equivalents (p.25, L2089-2111), the rear element's included. */
  readonly ele: number;
}

/** A command (p.11, L778-786). */
export interface DbmCommand {
  readonly id: string;
  readonly side: string;
  readonly role: DbmGeneralRole;
  /** The general's element. */
  readonly general: string;
  /** Its elements' ids (the general's included; baggage once assigned). */
  readonly elements: ReadonlyArray<string>;
  /** Element equivalents at the start (p.25): baggage excluded. */
  readonly originalEle: number;
}

/** One side's army: its name, list, aggression and home climate, and its cost. */
export interface DbmArmyState {
  readonly name: string;
  readonly list: string;
  readonly example: boolean;
  readonly aggression: number;
  readonly climate: DbmClimate;
  readonly points: number;
  readonly cost: number;
}

/** One round of set-up dice (p.12, L850-855). */
export interface SetupRound {
  readonly raw: Readonly<Record<string, number>>;
  readonly adjusted: Readonly<Record<string, number>>;
}

/** What the set-up dicing decided (p.12, L850-860). */
export interface SetupResult {
  readonly invader: string;
  readonly defender: string;
  readonly season: DbmSeason;
  readonly climate: DbmClimate;
  /** Hours after midnight at which deployment ends: the sum of every raw die thrown (L856, L983). */
  readonly deploymentEnds: number;
  readonly weatherScore: number;
  /** The direction the invader faces (L858-859). */
  readonly invaderFaces: 'west' | 'east';
  /** The last raw die of the invader and of the defender. */
  readonly lastDice: Readonly<Record<string, number>>;
  readonly moonlit: boolean;
}

/** The weather now: the start-of-battle report, plus what has started or ended since. */
export interface DbmWeather extends DbmWeatherReport {
  /** Rain, snow or a dust-storm falling now, or `null`. */
  readonly falling: WeatherRisk | null;
  /** The wind now (it backs and veers during the battle). */
  readonly windNow: Compass | null;
}

/** The clock (p.13, L983): the hour, and the defender's bounds completed in it. */
export interface DbmClock {
  readonly hour: number;
  readonly defenderBounds: number;
  readonly sunrise: number;
  readonly sunset: number;
}

/** A command's PIP die this bound (p.16, L1202-1213). */
export interface PipDie {
  readonly score: number;
  readonly left: number;
}

/** What each element did in the bound `bound` (p.16-18a): read as empty in any other bound. */
export interface BoundMoves {
  readonly bound: number;
  /** Elements that made a tactical move (L1257: one each per bound). */
  readonly tactical: ReadonlyArray<string>;
  /** Elements that marched, with how many marches each made (L1437). */
  readonly marches: Readonly<Record<string, number>>;
  /** Commands whose general has had his −1 PIP this bound (L1217). */
  readonly bonusUsed: ReadonlyArray<string>;
}

/**
 * Morale (p.25a): the commands demoralised for the rest of the game, the commands whose general
 * is lost (`pending` until their next PIP die has been tested against their losses, then
 * `tested`), and the sides whose army is defeated. Losses themselves are not stored: they are
 * read from the elements' status, so they can never disagree with the table.
 */
export interface DbmMorale {
  readonly demoralised: ReadonlyArray<string>;
  readonly generalLost: Readonly<Record<string, 'pending' | 'tested'>>;
  readonly defeated: ReadonlyArray<string>;
}

/** Where the game is (p.12-16). */
export type DbmPhase =
  /** Both players nominate a season (p.12, L852-853), openly and in any order. */
  | { readonly tag: 'nominate-season'; readonly nominated: Readonly<Record<string, DbmSeason | null>> }
  /** `player` places their baggage (p.15, L1120-1124): the defender first. */
  | { readonly tag: 'deploy-baggage'; readonly player: string }
  /** `player` deploys one command (p.15, L1128-1131): alternately, the defender first. */
  | { readonly tag: 'deploy-command'; readonly player: string }
  /** `player` assigns their baggage to a command (p.15, L1144-1146). */
  | { readonly tag: 'assign-baggage'; readonly player: string }
  /** `player`'s bound (p.16); `step` is where in it. */
  | { readonly tag: 'bound'; readonly player: string; readonly step: 'move' }
  | { readonly tag: 'over' };

/** A DBM game state. */
export interface DbmState {
  readonly version: number;
  readonly data: DataIdentity;
  readonly rng: RngState;
  readonly scenario: string;
  readonly config: DbmConfig;
  readonly configSources: DbmConfigSources;
  readonly strict: boolean;
  readonly players: readonly [string, string];
  readonly scale: DbmScale;
  readonly table: { readonly width: number; readonly depth: number };
  /** Each player's base edge: the first player's is the south edge (y = 0). */
  readonly edges: Readonly<Record<string, 'south' | 'north'>>;
  readonly armies: Readonly<Record<string, DbmArmyState>>;
  readonly troops: Readonly<Record<string, DbmTroop>>;
  /** Elements on the table (deployed), by id. */
  readonly elements: Readonly<Record<string, DbxElement>>;
  readonly commands: Readonly<Record<string, DbmCommand>>;
  readonly terrain: ReadonlyArray<DbmFeature>;
  readonly setupRounds: ReadonlyArray<SetupRound>;
  readonly setup: SetupResult | null;
  readonly weather: DbmWeather | null;
  readonly clock: DbmClock | null;
  /** Commands deployed so far, in order. */
  readonly deployed: ReadonlyArray<string>;
  /** The bound number (1 for the invader's first), 0 before the battle. */
  readonly bound: number;
  readonly boundLimit: number;
  /** PIP dice of the moving player's commands this bound. */
  readonly pips: Readonly<Record<string, PipDie>>;
  /** Who moved this bound (the bound chapters, p.16-20), `null` before the first move. */
  readonly boundMoves: BoundMoves | null;
  readonly phase: DbmPhase;
  /** Demoralised commands, lost generals and defeated armies (p.25a). */
  readonly morale: DbmMorale;
  readonly result: Outcome | null;
}
