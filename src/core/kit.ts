/**
 * A ruleset's kit: what is not the rules but what people want with them. Bundled scenarios,
 * data-file kinds, agents, a narrator, odds calculators and statistics hooks. The simulator,
 * the `strategos` command and a frontend find them here; each ruleset owns its kit.
 * @module
 */
import type { Either } from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import type { Citation } from './citation.js';
import type { CommandShape, Decision, EventShape, PlayerId, Ruleset } from './ruleset.js';
import type { RngState } from '../random/rng.js';

/**
 * What an agent sees when it must decide. `state` is the deciding player's determinized state
 * (the ruleset's `determinize`: everything hidden from the player re-dealt), built on first
 * read; `rng` is the agent's own stream for this ply, forked from the game seed, so it can never
 * read or disturb the game's future draws.
 */
export interface AgentContext<S, C> {
  /** The deciding player's determinized state. */
  readonly state: S;
  readonly player: PlayerId;
  readonly decision: Decision;
  /** Commands applied so far in this game (0 for the first decision). */
  readonly ply: number;
  readonly rng: RngState;
  /** The ruleset's kit, for look-ahead with `apply` or exact odds. */
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly kit: RulesetKit<any, S, any, any, any>;
  /** Every legal discrete choice of the deciding player (computed once, on demand). */
  legal(): ReadonlyArray<C>;
  /** Up to `n` free-form commands of the deciding player from the ruleset's `sampleCommands`, or none. */
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
 * Per-ruleset statistics the simulator cannot read from the contract: the turn (or bound)
 * reached, and the losses of each side in the ruleset's own unit (elements, strength points,
 * units). Both optional; records leave them `null` when absent.
 */
export interface GameStatsHook<S> {
  /** The turn (or bound) the game has reached. */
  turn?(state: S): number;
  /** Losses so far per side, in the ruleset's own unit. */
  losses?(state: S): Readonly<Record<PlayerId, number>>;
  /** Whether the game so far used reconstructed data (for unfinished games; a finished game's outcome says it). */
  reconstructed?(state: S): boolean;
}

/** A sentence about a command or an event, with the rules it applied. */
export interface Narration {
  readonly text: string;
  readonly citations: ReadonlyArray<Citation>;
}

/**
 * Turns a ruleset's commands and events into plain sentences. An event narrated with an empty
 * `text` is book-keeping, left out of a narrated battle; `command` may return `null` to fall
 * back to the generic narration (the command's type).
 */
export interface Narrator<S, C, Ev> {
  /** A sentence for `command`, about to be played by `player` in `state`. */
  command?(command: C, ctx: { readonly state: S; readonly player: PlayerId }): Narration | null;
  /** A sentence for `event`, with `state` the state after the command that produced it. */
  event(event: Ev, ctx: { readonly state: S }): Narration;
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
  /**
   * What {@link OddsHook.inState} takes after a scenario file (e.g. `<element id> <element id>`);
   * absent when the calculator reads short descriptions only.
   */
  readonly inStateUsage?: string;
  /**
   * The odds of a combat as it stands in `state`, a state the kit's own ruleset set up (from a
   * scenario or a mid-game position file): `args` name the pieces, as `inStateUsage` says.
   */
  inState?(state: unknown, args: ReadonlyArray<string>): Either<string, OddsReport>;
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

/** A ruleset and everything that is not the rules: what the simulator, the command line and frontends use. */
export interface RulesetKit<Sc = unknown, S = unknown, C extends CommandShape = CommandShape, Ev extends EventShape = EventShape, O = unknown> {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  readonly ruleset: Ruleset<Sc, S, C, Ev, O, any, any, any>;
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
   * batch, after decoding.
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
  /** The ply limit a simulation uses when a run gives none. */
  readonly maxPlies?: number;
  /** Data files `strategos validate` knows for this ruleset, by kind (`scenario` is implicit). */
  readonly dataFiles?: Readonly<Record<string, DataFileKind>>;
}

/** A kit over any types, for code that handles rulesets generically. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRulesetKit = RulesetKit<any, any, any, any, any>;
