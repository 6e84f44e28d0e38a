import type { Either } from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import type { Citation, RulesetId } from './citation.js';
import type { RuleViolation, SetupError } from './errors.js';
import type { RngState } from '../random/rng.js';
import type { AnyRuleset, PlayerId, SetupOptions, Step } from './ruleset.js';
import { blindState } from './blind.js';

// The first contract, kept only while the built-in rulesets move to the second (ruleset.ts).
// Not exported from the package.

/**
 * Who must decide what now. `kind` names the decision (e.g. `'bid-initiative'`,
 * `'activate-or-pass'`); `citation` is the rule that asks for it.
 */
export interface DecisionV1 {
  readonly player: PlayerId;
  readonly kind: string;
  readonly prompt: string;
  readonly citation?: Citation;
}

/** The result of a finished game. */
export interface OutcomeV1 {
  /** The winning side, or `null` for a draw. */
  readonly winner: PlayerId | null;
  /** The ruleset's own victory level, e.g. `'decisive'`, `'marginal'`, `'draw'`. */
  readonly level: string;
  /** Points per side where the ruleset scores points (victory points, losses, ...). */
  readonly points: Readonly<Record<PlayerId, number>>;
  /** Why the game ended, in a sentence. */
  readonly reason: string;
  readonly citations: ReadonlyArray<Citation>;
  /** True when the game used any value the library reconstructed rather than the publisher's. */
  readonly reconstructedData: boolean;
}

/**
 * The contract every rule system implements. All functions are pure and total: they never
 * throw, never mutate their inputs and never read the clock or `Math.random`. An illegal
 * command comes back as `Left(RuleViolation)` and the caller's state is untouched.
 */
export interface RulesetV1<Scenario, State, Command, Event, Options = unknown> {
  readonly id: RulesetId;
  /** The edition of the rules this implementation follows. */
  readonly edition: string;
  /** Untrusted scenario JSON in, typed scenario out. */
  readonly scenarioCodec: t.Type<Scenario, unknown, unknown>;
  /** Untrusted command JSON in, typed command out. */
  readonly commandCodec: t.Type<Command, unknown, unknown>;
  /** Builds the initial state. */
  setup(scenario: Scenario, opts: SetupOptions<Options>): Either<SetupError, State>;
  /** Applies one command. */
  apply(state: State, command: Command): Either<RuleViolation, Step<State, Event>>;
  /** Who must decide what now; `null` when the game is over. */
  pending(state: State): DecisionV1 | null;
  /** Every legal discrete choice in this state (free-form moves are offered by `sampleCommands`). */
  legalCommands(state: State): ReadonlyArray<Command>;
  /** A sample of legal free-form commands (moves on a table), drawn with the caller's generator. */
  sampleCommands?(state: State, rng: RngState, n: number): ReadonlyArray<Command>;
  /** The result once the game is over, otherwise `null`. */
  outcome(state: State): OutcomeV1 | null;
}

/** Any ruleset, for code that handles them generically (the registry, the simulator). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRulesetV1 = RulesetV1<any, any, any, any, any>;

/**
 * A first-contract ruleset seen through the second, while the built-in rulesets move: `pending`
 * as a list, `check` through `apply`, the view the whole state, events unfiltered, no state
 * codec beyond "an object". Given the sides and the determinized state the plug-in had.
 */
export function rulesetFromV1(
  rs: AnyRulesetV1,
  hooks: { players(state: unknown): ReadonlyArray<PlayerId>; determinize?(state: unknown, player: PlayerId, rng: RngState): unknown },
): AnyRuleset {
  const anyObject = new t.Type<unknown, unknown, unknown>('state', (u): u is unknown => typeof u === 'object' && u !== null, (u, c) => (typeof u === 'object' && u !== null ? t.success(u) : t.failure(u, c)), (a) => a);
  return {
    id: rs.id,
    edition: rs.edition,
    stateVersion: 0,
    scenarioCodec: rs.scenarioCodec,
    commandCodec: rs.commandCodec,
    stateCodec: anyObject,
    optionsCodec: t.unknown,
    setup: (sc, opts) => rs.setup(sc, opts),
    players: (s) => hooks.players(s),
    check: (s, c) => {
      const r = rs.apply(s, c);
      return r._tag === 'Left' ? r.left : null;
    },
    apply: (s, c) => rs.apply(s, c),
    pending: (s) => {
      const d = rs.pending(s);
      return d === null ? [] : [d];
    },
    legalCommands: (s, player) => {
      const all = rs.legalCommands(s);
      return player === undefined ? all : all.filter((c: { player?: unknown; side?: unknown }) => (c.player ?? c.side) === player);
    },
    ...(rs.sampleCommands
      ? {
          sampleCommands: (s: unknown, rng: RngState, n: number, player?: PlayerId) => {
            const all = rs.sampleCommands!(s, rng, n);
            return player === undefined ? all : all.filter((c: { player?: unknown; side?: unknown }) => (c.player ?? c.side) === player);
          },
        }
      : {}),
    view: (s) => s,
    determinize: (s, player, rng) => (hooks.determinize ? hooks.determinize(s, player, rng) : blindState(s, rng)),
    filterEvents: (events) => events,
    outcome: (s) => {
      const o = rs.outcome(s);
      if (o === null) return null;
      const { reconstructedData, ...rest } = o;
      return { ...rest, reconstructed: reconstructedData, rulings: [] };
    },
  };
}
