/**
 * The game state: plain JSON, records keyed by id, the generator inside. Static data (counters,
 * cards, Clash of Shields, turn track, map) is carried in the state so a game is self-contained;
 * it is never modified.
 * @module
 */
import type { Citation } from '../../../core/citation.js';
import type { DataIdentity } from '../../../core/state-header.js';
import type { Deck } from '../../../random/deck.js';
import type { RngState } from '../../../random/rng.js';
import type { DataSet } from '../data/formats.js';
import type { TerrainId } from '../data/terrain.js';
import type { VictoryLevel } from '../data/victory-tables.js';
import type { Dir, Hex } from './geometry.js';
import type { MeleeInProgress, MeleeOptions } from './melee-phase.js';
import type { EventsFile } from '../data/deck-events.js';
import type { DieDrawn, ExtState, WindowBefore } from './ext-state.js';
import type { DobCommand } from './commands.js';
import type { Side } from './side.js';
import type { Supplementary } from './supplementary.js';

export { other, SIDES, type Side } from './side.js';

/** Unit markers (§2.3.1, §2.3.3): none, Active! or Done!. */
export type Marker = 'none' | 'active' | 'done';

/**
 * A combat unit. `status` is the side showing: `'good'` / `'disrupted'` (for cannon: unlimbered /
 * limbered, §8.7.2.7). `where` is `'map'` (then `hex` is set), `'reserve'` (a reinforcement not
 * yet entered, `reinforcement` names its group) or `'eliminated'`. Read only: a state's units are
 * shared between successive states, and `apply` changes a unit only through a copy of it
 * (`unitForWrite` in context.ts).
 */
export interface UnitState {
  readonly id: string;
  readonly side: Side;
  readonly counter: string;
  readonly where: 'map' | 'reserve' | 'eliminated';
  readonly hex: Hex | null;
  readonly facing: Dir;
  readonly status: 'good' | 'disrupted';
  readonly marker: Marker;
  /** Carries a Charge marker (§2.3.2, §7.11). */
  readonly charge: boolean;
  /** Scenario strength X (cannon, §3.3.4), else `null`. */
  readonly strength: number | null;
  /** Rapid fire multiple (§8.6): 0, 2 or 3. */
  readonly rapidFire: number;
  readonly reinforcement: string | null;
  /** Continuance used this turn (§10.2.7; melee is the next issue's). */
  readonly continuanceUsed: boolean;
}

/** A unit `apply` may change: its own copy for the command in progress (context.ts). */
export type WritableUnit = { -readonly [K in keyof UnitState]: UnitState[K] };

/**
 * A leader (`command-range-combat`, §2.5). `where`: `'aside'` (off the map between 4.1 and 4.4),
 * `'map'`, `'track'` (wounded or looting, back on `returnTurn`, §6.4, §11.4), `'killed'`, or
 * `'reserve'` (arrives with a reinforcement group).
 */
export interface LeaderState {
  readonly id: string;
  readonly side: Side;
  readonly name: string;
  readonly command: number;
  readonly range: number;
  readonly combat: number;
  where: 'aside' | 'map' | 'track' | 'killed' | 'reserve';
  hex: Hex | null;
  returnTurn: number | null;
  /** Face up (used to activate) or still hidden from the opponent (§2.5.1, §4.4). */
  revealed: boolean;
  /** Still able to form formations this turn (§5.2 note 3, §6.3). */
  canForm: boolean;
  /** Hexes moved with its unit this turn (ruling DOB-R18). */
  moved: number;
  reinforcement: string | null;
}

/** One player's resources and tallies. */
export interface PlayerState {
  deck: Deck<string>;
  /** Event cards held (§14). */
  hand: string[];
  /** Chits left in the pool: 7 (or the scenario's number) minus banked chits (§2.3.4, §13.5). */
  chitPool: number;
  /** Unspent action points this turn (§4.2). */
  unspent: number;
  /** Chits banked for the handicap, per turn box (§5.7). */
  banked: Array<{ turn: number; count: number }>;
  panicLevel: number;
  /** Army losses (§2.3.5, §12.1). */
  losses: number;
  /** Cumulative fatigue (§14.5.3). */
  fatigue: number;
  /** Times this army has panicked (§13.1, §12.6). */
  panics: number;
  /** Glorious Slaughter points for killed leaders: 5 + 5 per command point each (§13.3). */
  killedLeaderPoints: number;
  /** This army's Camp or War Wagon was captured or destroyed (§13.2). */
  campLost: boolean;
  /** Victory points assigned by the scenario (§13.4). */
  scenarioVp: number;
  /** Passed in this turn's action cycle (§5.0): no more actions this turn. */
  passed: boolean;
  /** Reinforcement groups already brought on (§7.8). */
  entered: string[];
}

/** An activation in progress (§5.2, §5.3): the units that have not acted yet and the one acting. */
export interface Activation {
  readonly kind: 'formation' | 'unit' | 'reinforcement';
  /** The reinforcement group entering (§7.8), else `null`. */
  readonly group: string | null;
  /** Units already entered through each entry hex this activation (§7.8 column penalty). */
  entries: Record<string, number>;
  readonly leader: string | null;
  readonly action: 'move' | 'fire' | 'moveAndFire' | 'fireAndMove';
  remaining: string[];
  /** A unit between the two halves of move-and-fire / fire-and-move, or firing rapid fire. */
  current: { unit: string; stage: 'move' | 'fire'; plan: number[] } | null;
}

/**
 * Where the sequence of play stands (§4). Every phase that waits for a player names `toAct`.
 * - `initiative`: the die-modification window before one initiative draw (§4.3, §5.4);
 * - `initiativeBid`: the bidding after the draws (§5.1);
 * - `placeLeaders` (§4.4), `action` (§4.5), `melee` (§4.6), `turnEnd` (§4.7), `over`.
 */
export type Phase =
  | {
      kind: 'initiative';
      drawer: Side;
      toAct: Side;
      /** The die modification agreed so far (§5.4), −1..+1. */
      mod: number;
      declines: number;
      spent: number;
      results: { A: number | null; B: number | null };
      /** Turn-1 ties redrawn so far (§4.3). */
      ties: number;
    }
  | { kind: 'initiativeBid'; leader: Side; toAct: Side }
  | {
      kind: 'dieMod';
      /** Whose die result is about to be drawn. */
      drawer: Side;
      toAct: Side;
      mod: number;
      declines: number;
      spent: number;
      /** What the draw is for, to carry on with once the window closes. */
      resume: DieResume;
      /** The phase to return to. */
      returnTo: Phase;
    }
  | { kind: 'placeLeaders'; toAct: Side }
  | PanicBidPhase
  | DeployPhase
  | { kind: 'action'; toAct: Side; chooseFirst: boolean; activation: Activation | null }
  /**
   * `offMapAttacks`: entry hexes already attacked from off the map this turn (§7.8).
   * `impetuous`: present only in the impetuous melee phase (§15.5.1.3), the units that may (and must) attack.
   * `returnTo`: present only in a stampeding elephant's melee (§15.8.3), the phase it interrupted,
   * which comes back when that one melee ends.
   */
  | { kind: 'melee'; toAct: Side; passed: Side[]; melee: MeleeInProgress | null; offMapAttacks: string[]; impetuous?: string[]; returnTo?: Phase }
  | { kind: 'turnEnd'; toAct: Side; done: Side[] }
  | EventWindowPhase
  | ImpetuousPhase
  | { kind: 'over' };

/**
 * What a die-modification window (§5.4, `dieModWindows: 'all'`) interrupts: a ranged attack
 * (first the attack result, then the defense result), a rally (the first listed unit draws),
 * leader casualty checks, a fatigue or end-of-game draw, or the handicap draws.
 */
export type DieResume =
  | {
      kind: 'fire';
      command: { type: 'fire'; player: Side; lead: string; supporters: string[]; target: string; plan?: number[] };
      attackMod: number | null;
    }
  | { kind: 'rally'; side: Side; units: string[]; formation: boolean; bought: boolean }
  /** Leader casualty checks (§6.4) still to draw, the first one next. */
  | { kind: 'casualty'; checks: CasualtyCheck[] }
  /** The random events (§14.5) at turn end, held before side `order[next]`'s fatigue or end-of-game draw. */
  | { kind: 'randomEvent'; cards: { A: string; B: string }; next: number; extraTurn: number }
  /** The handicap draws (§13.5) at the end of the game; `draws` holds those already made. */
  | { kind: 'handicap'; how: { suddenDeathWinner?: Side; reason?: string }; draws: { A?: boolean; B?: boolean } };

/** One leader casualty check (§6.4): with its unit (a black second draw kills) or overrun (gray). */
export interface CasualtyCheck {
  readonly leader: string;
  readonly overrun: boolean;
}

/**
 * Tournament balancing (§15.2), before deployment: the two players, called by the sides the
 * scenario gives them as seats, bid panic points in turn; the winner then chooses an army.
 */
export interface PanicBidPhase {
  readonly kind: 'panicBid';
  toAct: Side;
  /** The standing bid: the seat that made it and the points (`null` before any bid). */
  high: { seat: Side; points: number } | null;
  /** The seat that won and now chooses an army; `null` while bidding goes on. */
  chooser: Side | null;
}

/**
 * Free deployment (§15.1): side B places its Camp, then its units, then side A's Camp; side A
 * moves its Camp up to three hexes, then places its units and leaders.
 */
export interface DeployPhase {
  readonly kind: 'deploy';
  step: 'campB' | 'unitsB' | 'campA' | 'adjustCampA' | 'unitsA';
  toAct: Side;
  /** Where B put A's Camp: A's adjustment is measured from it (§15.1.2). */
  campFrom: Hex | null;
}

/** One line of the final victory-point tally. */
export interface VpItem {
  readonly side: Side;
  readonly points: number;
  readonly section: string;
  readonly reason: string;
}

/** The end of a game (§13). */
export interface GameResult {
  readonly winner: Side | null;
  readonly level: VictoryLevel;
  readonly points: { readonly A: number; readonly B: number };
  readonly reason: string;
  readonly items: ReadonlyArray<VpItem>;
  readonly citations: ReadonlyArray<Citation>;
}

/** A reinforcement group (§7.8), as the scenario gives it. */
export interface ReinforcementGroup {
  readonly side: Side;
  readonly turn: number;
  readonly entryHexes: ReadonlyArray<Hex>;
  readonly leaders: ReadonlyArray<string>;
}

/** Resolved options (scenario options with defaults filled in). */
export interface DobOptions {
  readonly quickerPlay: boolean;
  readonly noDraws: boolean;
  readonly suddenDeathInclusive: boolean;
  readonly panicMayExitMap: boolean;
  readonly dieModWindows: 'initiative' | 'all' | 'none';
  /** The supplementary rules in force (§15.3–15.13). */
  readonly supplementary: Supplementary;
  /** Events attached to cards by an events file (§14), or `null` for the deck's named events. */
  readonly events: EventsFile | null;
  /** §15.1 free deployment. */
  readonly freeDeployment: boolean;
  /** §15.2 tournament balancing: bid panic points for the choice of army. */
  readonly tournamentBalancing: boolean;
  /** Melee options (§15.4, §15.6, §15.7, rulings). */
  readonly melee: MeleeOptions;
}

/** The complete game state. */
export interface DobState {
  readonly ruleset: 'dawn-of-battle';
  /** The state format version (the ruleset's `stateVersion`). */
  readonly version: 1;
  readonly scenario: { readonly id: string; readonly title: string };
  /** Which data the game was set up with: `'defaults'` and the hash of the shipped data set, or a name and the hash of `dataFiles`. */
  readonly data: DataIdentity;
  /**
   * The data files in use when they are not the shipped defaults; `null` for the defaults
   * (`DEFAULT_DATA`, which `data` identifies by hash, so the state stays small).
   */
  readonly dataFiles: DataSet | null;
  readonly map: { readonly width: number; readonly height: number; readonly terrain: Readonly<Record<string, TerrainId>> };
  readonly options: DobOptions;
  /** True when any data file in use is not authoritative (the shipped defaults). */
  readonly reconstructed: boolean;
  rng: RngState;
  turn: number;
  readonly lastTurn: number;
  /** Initiative holder and the marker's box on the holder's track (§2.3.7, §4.3). */
  initiative: { holder: Side | null; box: number };
  phase: Phase;
  players: { A: PlayerState; B: PlayerState };
  units: Record<string, UnitState>;
  leaders: Record<string, LeaderState>;
  /** Reinforcement groups by id (static, from the scenario). */
  readonly groups: Readonly<Record<string, ReinforcementGroup>>;
  /**
   * The game's result once declared. It stands when `phase` is `over`; under re-dos (§15.3.2) the
   * last command's re-do window may still be open over it (`outcome` waits for that).
   */
  result: GameResult | null;
  /** Events in play, elephants and the supplementary rules' running state (§14, §15). */
  ext: ExtState;
  /** Commands applied so far. */
  ply: number;
}

/**
 * The impetuousness phase (§15.5), between leader placement and the action cycle.
 * - `restraint`: the checking sides state their chits (`restraint`), initiative player first;
 * - `move`: the side `toAct` moves its impetuous units one at a time (`impetuous-move`).
 */
export interface ImpetuousPhase {
  readonly kind: 'impetuous';
  step: 'restraint' | 'move';
  toAct: Side;
  /** The sides that check restraint this turn, initiative player first. */
  readonly checking: ReadonlyArray<Side>;
  /** Chits each side declared (`null` until it has). */
  bids: { A: number | null; B: number | null };
  /** The sides that lost restraint, initiative player first (the melee order too). */
  lost: Side[];
  /** Impetuous units still to make their move (of every side that lost restraint). */
  movers: string[];
  /** Units that engaged or began engaged: they attack in the impetuous melee (§15.5.1.3). */
  engaged: string[];
  /** Move-and-fire units that have fired (§15.5.1.2); absent until one does. */
  fired?: string[];
  /** A move-and-fire unit that has moved and may now fire (§15.5.1.2), else absent. */
  firing?: string;
}

/** An initiative draw (§4.3) waiting for its event window: who draws, the results so far, the turn-1 ties. */
export interface InitiativeResume {
  readonly kind: 'initiative';
  readonly drawer: Side;
  readonly results: { readonly A: number | null; readonly B: number | null };
  readonly ties: number;
}

/** What to carry on with when an event window closes. */
export type WindowResume = DieResume | InitiativeResume | { readonly kind: 'melee'; readonly data: Readonly<Record<string, unknown>> } | { readonly kind: 'redo' };

/**
 * A re-do window (§15.3.2): the command whose die results are shown, the state before it (with the
 * cards discarded for re-dos so far) and the re-dos made, so that a re-do replays the command
 * with that die result drawn again. `base` holds hidden information (hands, deck order): `viewFor`
 * leaves it out.
 */
export interface RedoWindow {
  readonly base: DobState;
  readonly command: DobCommand;
  /** The ordinals re-drawn so far, in the order the re-dos were made. */
  readonly plan: ReadonlyArray<number>;
  /** The command's die results as they stand. */
  readonly draws: ReadonlyArray<DieDrawn>;
}

/**
 * An event window (§14.2): before a draw or result is resolved, each player in turn, the
 * initiative player first, may play an event or pass; the window closes when both have passed in
 * a row. With `before: 'redo'` it is the re-do window after a command's die results (§15.3.2):
 * each player in turn may discard an event card to have one of them drawn again, or pass.
 */
export interface EventWindowPhase {
  readonly kind: 'eventWindow';
  readonly before: WindowBefore;
  toAct: Side;
  /** Passes in a row; two close the window. */
  passes: number;
  readonly resume: WindowResume;
  /** The re-do window's command and die results (§15.3.2); only with `before: 'redo'`. */
  readonly redo?: RedoWindow;
  readonly returnTo: Phase;
}
