/**
 * The ruleset contract: the one shape every rule system has, so a frontend, a server, the
 * simulator and a bot handle any of them the same way.
 * @module
 */
import type { Either } from 'fp-ts/lib/Either.js';
import type * as t from 'io-ts';
import type { Citation, RulesetId } from './citation.js';
import type { RuleViolation, SetupError } from './errors.js';
import type { RngState } from '../random/rng.js';

/** A side in a game. Rulesets name their own (e.g. `'A'`/`'B'`, `'red'`/`'blue'`). */
export type PlayerId = string;

/** What every command has: a kebab-case `type` and the `player` giving it. */
export interface CommandShape {
  readonly type: string;
  readonly player: PlayerId;
}

/** What every event has: a kebab-case `type` and the rules it applied (possibly none). */
export interface EventShape {
  readonly type: string;
  readonly citations: ReadonlyArray<Citation>;
}

/** What one successful command produced: the next state and what happened, in order. */
export interface Step<S, E> {
  readonly state: S;
  readonly events: ReadonlyArray<E>;
}

/**
 * One decision open now: `player` must give a command of the kind `kind` (a ruleset's own
 * string-literal union, e.g. `'bid-initiative'`); `citation` is the rule that asks for it.
 */
export interface Decision<Kind extends string = string, P extends PlayerId = PlayerId> {
  readonly player: P;
  readonly kind: Kind;
  readonly prompt: string;
  readonly citation?: Citation;
}

/** The result of a finished game, the same fields in every ruleset. */
export interface Outcome<P extends PlayerId = PlayerId> {
  /** The winning side, or `null` for a draw. */
  readonly winner: P | null;
  /** The ruleset's own victory level, e.g. `'decisive'`, `'marginal'`, `'draw'`. */
  readonly level: string;
  /**
   * What the ruleset scores, per side, higher being better for the side that has them (victory
   * points, enemy losses inflicted, ...); the ruleset's guide says what they count.
   */
  readonly points: Readonly<Record<P, number>>;
  /** Why the game ended, in a sentence. */
  readonly reason: string;
  readonly citations: ReadonlyArray<Citation>;
  /** True when the game used any value the library reconstructed rather than the publisher's. */
  readonly reconstructed: boolean;
  /** The ids of the library's rulings the game played with where they differ from the default. */
  readonly rulings: ReadonlyArray<string>;
}

/** Options every ruleset's `setup` accepts. */
export interface SetupOptions<O = unknown> {
  /** The seed of the game's generator; seed + command log replays a game exactly. */
  readonly seed: string;
  /** Ruleset-specific options (optional rules, data overrides). */
  readonly options?: O;
}

/**
 * The contract every rule system implements. Every function is pure and total: none throws,
 * mutates its inputs, keeps a reference to the caller's command, or reads the clock or
 * `Math.random`. An illegal command comes back as `Left(RuleViolation)` with the rule that
 * forbids it, and the caller's state is untouched; a fault of the library itself is a `Left`
 * with code `internal-error`.
 *
 * Type parameters: the scenario, the state, the command and event unions, the options, what a
 * player may see (`V`), and the string-literal unions of violation codes and decision kinds.
 */
export interface Ruleset<
  Sc,
  S,
  C extends CommandShape,
  Ev extends EventShape,
  O = unknown,
  V = unknown,
  Code extends string = string,
  Kind extends string = string,
> {
  readonly id: RulesetId;
  /** The edition of the rules this implementation follows. */
  readonly edition: string;
  /** The format version of this ruleset's saved states: a state of another version is refused by `stateCodec`. */
  readonly stateVersion: number;
  /** Untrusted scenario JSON in, typed scenario out. Exact: unknown keys are refused. */
  readonly scenarioCodec: t.Type<Sc, unknown, unknown>;
  /** Untrusted command JSON in, typed command out. Exact: unknown keys are refused. */
  readonly commandCodec: t.Type<C, unknown, unknown>;
  /** A saved game from an untrusted file in, a state `apply` can continue from out. */
  readonly stateCodec: t.Type<S, unknown, unknown>;
  /** Untrusted options JSON in, typed options out. Exact: unknown keys are refused. */
  readonly optionsCodec: t.Type<O, unknown, unknown>;
  /** Builds the initial state. */
  setup(scenario: Sc, opts: SetupOptions<O>): Either<SetupError, S>;
  /** The sides of the game, in seating order (agent lists assign them in this order). */
  players(state: S): ReadonlyArray<PlayerId>;
  /** The verdict `apply` would give for `command` (`null`: it would be accepted), without the new state. */
  check(state: S, command: C): RuleViolation<Code> | null;
  /** Applies one command. */
  apply(state: S, command: C): Either<RuleViolation<Code>, Step<S, Ev>>;
  /**
   * Every decision open now, possibly several players at once (orders written at the same
   * time, hidden placement); `[]` when the game is over.
   */
  pending(state: S): ReadonlyArray<Decision<Kind>>;
  /** Every legal discrete choice in this state, of every deciding player or of `player` only. */
  legalCommands(state: S, player?: PlayerId): ReadonlyArray<C>;
  /** A sample of legal free-form commands (moves on a table), drawn with the caller's generator. */
  sampleCommands?(state: S, rng: RngState, n: number, player?: PlayerId): ReadonlyArray<C>;
  /** What `player` may see of the game: for a frontend or a server sending each player their part. */
  view(state: S, player: PlayerId): V;
  /**
   * A full state in which everything `player` cannot see (face-down leaders, the other hands,
   * the order of the decks, the generator) is re-dealt from `rng`: what an agent or a search
   * plans on, so no bot can see what its player could not. Two states that differ only in what
   * `player` cannot see give the same result for the same `rng`.
   */
  determinize(state: S, player: PlayerId, rng: RngState): S;
  /** The events `player` may be told of (hiding what `view` hides). */
  filterEvents(events: ReadonlyArray<Ev>, player: PlayerId): ReadonlyArray<Ev>;
  /** The result once the game is over, otherwise `null`. */
  outcome(state: S): Outcome | null;
}

/** Any ruleset, for code that handles them generically (the registry, the simulator). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRuleset = Ruleset<any, any, any, any, any, any, any, any>;

/* eslint-disable @typescript-eslint/no-explicit-any */
/** The scenario type of a ruleset. */
export type ScenarioOf<R> = R extends Ruleset<infer Sc, any, any, any, any, any, any, any> ? Sc : never;
/** The state type of a ruleset. */
export type StateOf<R> = R extends Ruleset<any, infer S, any, any, any, any, any, any> ? S : never;
/** The command type of a ruleset. */
export type CommandOf<R> = R extends Ruleset<any, any, infer C, any, any, any, any, any> ? C : never;
/** The event type of a ruleset. */
export type EventOf<R> = R extends Ruleset<any, any, any, infer Ev, any, any, any, any> ? Ev : never;
/** The options type of a ruleset. */
export type OptionsOf<R> = R extends Ruleset<any, any, any, any, infer O, any, any, any> ? O : never;
/** The view type of a ruleset. */
export type ViewOf<R> = R extends Ruleset<any, any, any, any, any, infer V, any, any> ? V : never;
/* eslint-enable @typescript-eslint/no-explicit-any */
