import type * as t from 'io-ts';
import type { Either } from 'fp-ts/lib/Either.js';
import type { Citation } from '../core/citation.js';
import type { PlayerId } from '../core/ruleset.js';
import type { DecisionV1 as Decision, OutcomeV1 as Outcome, RulesetV1 as Ruleset } from '../core/legacy-ruleset.js';
import type { RngState } from '../random/rng.js';

/**
 * What an agent sees when it must decide. `state` is the deciding player's view of the game
 * (the ruleset's {@link RulesetSim.view}, or the state with its future draws re-randomised),
 * built on first read; `rng` is the agent's own stream for this ply, forked from the game seed,
 * so it can never read or disturb the game's future draws.
 */
export interface AgentContext<S, C> {
  /** The deciding player's view: a full state with everything hidden from the player re-dealt. */
  readonly state: S;
  readonly player: PlayerId;
  readonly decision: Decision;
  /** Commands applied so far in this game (0 for the first decision). */
  readonly ply: number;
  readonly rng: RngState;
  /** The ruleset and its simulation hooks, for look-ahead with `apply` or exact odds. */
  readonly sim: RulesetSim<unknown, S, C>;
  /** Every legal discrete choice of the deciding player (computed once, on demand). */
  legal(): ReadonlyArray<C>;
  /** Up to `n` free-form commands from the ruleset's `sampleCommands`, or none. */
  sample(n: number, rng: RngState): ReadonlyArray<C>;
}

/**
 * A player that picks a command for the decision in front of it. Agents are stateless: all
 * they know comes from the context, so a game replays from its seed alone. `choose` returns
 * `null` when it has nothing to offer (recorded as a stuck game, never thrown).
 */
export interface Agent<S = unknown, C = unknown> {
  readonly name: string;
  /** The command to play in this context, or `null` when the agent has none. */
  choose(ctx: AgentContext<S, C>): C | null;
}

/**
 * Per-ruleset statistics the simulator cannot guess from the contract: the turn (or bound)
 * reached, and the losses of each side in the ruleset's own unit (elements, strength points,
 * units). Both are optional; records leave them `null` when absent.
 */
export interface GameStatsHook<S> {
  /** The turn (or bound) the game has reached. */
  turn?(state: S): number;
  /** Losses so far per side, in the ruleset's own unit. */
  losses?(state: S): Readonly<Record<PlayerId, number>>;
  /** Whether the game so far used reconstructed data (for unfinished games; a finished game's outcome says it). */
  reconstructedData?(state: S): boolean;
}

/** A sentence about a command or an event, with the rules it applied. */
export interface Narration {
  readonly text: string;
  readonly citations: ReadonlyArray<Citation>;
}

/**
 * Turns a ruleset's commands and events into plain sentences. Either method may return
 * `null` to fall back to the generic narration (the event tag and its citations); an event
 * narrated with an empty `text` is book-keeping, left out of the narrated battle.
 */
export interface Narrator<S, C, Ev> {
  /** A sentence for `command`, about to be played by `player` in `state`. */
  command?(command: C, ctx: { readonly state: S; readonly player: PlayerId }): Narration | null;
  /** A sentence for `event`, with `state` the state after the command that produced it. */
  event?(event: Ev, ctx: { readonly state: S }): Narration | null;
}

/** One line of an odds report: an outcome and its probability (exact fraction when known). */
export interface OddsRow {
  readonly label: string;
  readonly probability: number;
  readonly exact?: string;
}

/** The exact odds of one combat, as a ruleset's odds calculator reports them. */
export interface OddsReport {
  readonly title: string;
  readonly rows: ReadonlyArray<OddsRow>;
  readonly citations: ReadonlyArray<Citation>;
  readonly notes?: ReadonlyArray<string>;
}

/**
 * A ruleset's odds calculator for the `odds` command: `usage` documents the short description
 * (e.g. `attacker=5 defender=4 flank`), `compute` parses it and answers or explains the error.
 */
export interface OddsHook {
  readonly usage: string;
  /** Parses the description (command-line words) and computes the odds, or says what is wrong. */
  compute(args: ReadonlyArray<string>): Either<string, OddsReport>;
}

/** A scenario shipped with a ruleset, as JSON for its scenario codec. */
export interface BundledScenario {
  readonly description: string;
  readonly scenario: unknown;
  /** True when the scenario (or data it relies on) was reconstructed rather than published. */
  readonly reconstructed: boolean;
}

/**
 * A data file a user may supply (a deck, counters, a table), for `strategos validate`. The
 * codec reports structural problems with paths; `check` adds rule-level problems, each a
 * `path: message` line.
 */
export interface DataFileKind {
  readonly description: string;
  readonly codec: t.Type<unknown, unknown, unknown>;
  /** Rule-level problems of a decoded file, one `path: message` line each (none when valid). */
  check?(value: unknown): ReadonlyArray<string>;
}

/**
 * The simulation plug-in point: a ruleset plus the optional hooks the simulator, the agents,
 * the narrator and the CLI use. Each ruleset exports one of these next to its `Ruleset`; the
 * simulator needs nothing else and changes for no ruleset.
 */
export interface RulesetSim<Sc = unknown, S = unknown, C = unknown, Ev = unknown, O = unknown> {
  readonly ruleset: Ruleset<Sc, S, C, Ev, O>;
  /** The sides of a game, in the order agent lists (`--agents greedy,random`) assign them. */
  players(state: S): ReadonlyArray<PlayerId>;
  /**
   * What `player` may know of `state`, as a full state to plan on: everything hidden from the
   * player (face-down leaders, the opponent's hand, the order of the decks, the generator)
   * re-dealt from `rng`, the agent's own stream. Two states that differ only in what `player`
   * cannot see must give the same view for the same `rng`. When omitted, agents see the state
   * with every generator and deck draw pile re-randomised ({@link blindState}).
   *
   * The simulator takes `legalCommands` and `sampleCommands` from the true state (legality is
   * what a referee would confirm), so a view must not change the deciding player's legal
   * commands; the tests of each ruleset's plug-in check this over whole games.
   */
  view?(state: S, player: PlayerId, rng: RngState): S;
  readonly stats?: GameStatsHook<S>;
  /**
   * True when the ruleset's `sampleCommands` draws (roughly uniformly) from every legal command,
   * not only free-form moves: the random agent then plays one sample instead of enumerating
   * `legalCommands` at every decision.
   */
  readonly samplesEveryCommand?: boolean;
  /**
   * A decoded scenario made ready for many games (e.g. checked and frozen once), which `setup`
   * must answer exactly as it answers the scenario itself. The simulator calls it once per
   * batch, after decoding; when omitted, games are set up from the decoded scenario.
   */
  prepareScenario?(decoded: Sc): Sc;
  /** Named agents beyond the generic `random`, e.g. `greedy`. */
  readonly agents?: Readonly<Record<string, Agent<S, C>>>;
  readonly narrator?: Narrator<S, C, Ev>;
  readonly odds?: OddsHook;
  /** Scenarios shipped with the ruleset, by name. */
  readonly scenarios?: Readonly<Record<string, BundledScenario>>;
  /** The name in `scenarios` used when none is given. */
  readonly defaultScenario?: string;
  /** The ply limit used when a run gives none (the default is {@link DEFAULT_MAX_PLIES}). */
  readonly maxPlies?: number;
  /** Data files `strategos validate` knows for this ruleset, by kind (`scenario` is implicit). */
  readonly dataFiles?: Readonly<Record<string, DataFileKind>>;
}

/** A plug-in over any types, for code that handles rulesets generically. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRulesetSim = RulesetSim<any, any, any, any, any>;

/**
 * How a game ended. `finished`: the ruleset reported an outcome. The others are unfinished
 * games, recorded rather than thrown: `ply-limit` (the guard against endless games),
 * `stalled` (no outcome and nobody to decide), `no-move` (the agent had nothing to play),
 * `illegal-command` (an agent's command was refused), `setup-error`.
 */
export type GameStatus = 'finished' | 'ply-limit' | 'stalled' | 'no-move' | 'illegal-command' | 'setup-error';

/** One simulated game. Plain JSON; the same inputs give the same record on any machine. */
export interface GameRecord {
  /** The game's index in the run (0-based). */
  readonly index: number;
  /** The game's seed, derived from the run seed and the index: replays the game on its own. */
  readonly seed: string;
  /** Which agent played each side. */
  readonly agents: Readonly<Record<PlayerId, string>>;
  readonly status: GameStatus;
  readonly winner: PlayerId | null;
  /** The ruleset's victory level, `null` for an unfinished game. */
  readonly level: string | null;
  readonly points: Readonly<Record<PlayerId, number>>;
  /** Commands applied. */
  readonly plies: number;
  /** Turns or bounds reached, when the ruleset's stats hook reports them. */
  readonly turns: number | null;
  /** Losses per side, when the ruleset's stats hook reports them. */
  readonly losses: Readonly<Record<PlayerId, number>> | null;
  readonly reconstructedData: boolean;
  /** The outcome's reason, or what stopped an unfinished game. */
  readonly reason: string;
  /** `stateHash` of the final state (empty for a setup error). */
  readonly finalHash: string;
}

/** One applied command in a game log, with the events it produced. */
export interface LogEntry {
  readonly ply: number;
  readonly player: PlayerId;
  /** The command as JSON (encoded with the ruleset's command codec). */
  readonly command: unknown;
  readonly events: ReadonlyArray<unknown>;
}

/** A replayable record of one game: scenario, seed and every command, with its events. */
export interface GameLog {
  readonly format: 'strategos-log/1';
  readonly ruleset: string;
  readonly edition: string;
  readonly scenario: unknown;
  readonly options: unknown;
  readonly seed: string;
  readonly agents: Readonly<Record<PlayerId, string>>;
  readonly entries: ReadonlyArray<LogEntry>;
  readonly status: GameStatus;
  readonly outcome: Outcome | null;
  readonly finalHash: string;
}
