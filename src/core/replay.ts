import * as E from 'fp-ts/lib/Either.js';
import { decode } from './decode.js';
import type { DecodeError, RuleViolation, SetupError } from './errors.js';
import type * as t from 'io-ts';
import type { SetupOptions, Step } from './ruleset.js';

/** The part of a ruleset a replay uses. */
export interface Replayable<Sc, S, C, Ev, O> {
  readonly commandCodec: t.Type<C, unknown, unknown>;
  /** Builds the initial state. */
  setup(scenario: Sc, opts: SetupOptions<O>): E.Either<SetupError, S>;
  /** Applies one command. */
  apply(state: S, command: C): E.Either<RuleViolation, Step<S, Ev>>;
}

/** Why a replay stopped. */
export type ReplayError =
  | { readonly kind: 'setup'; readonly error: SetupError }
  /** Command `index` (0-based) did not decode or was refused; `state` is the state before it. */
  | {
      readonly kind: 'command';
      readonly index: number;
      readonly violation: RuleViolation;
      readonly state: unknown;
    };

/** The end of a successful replay: the final state and every event, in order. */
export interface ReplayResult<S, Ev> {
  readonly state: S;
  readonly events: ReadonlyArray<Ev>;
}

/**
 * Plays a game from its scenario, seed and command log. Commands may be untrusted JSON: each
 * is decoded with the ruleset's command codec first. The first command that fails to decode or
 * is refused stops the replay and is reported with its index.
 */
export function replay<Sc, S, C, Ev, O>(
  ruleset: Replayable<Sc, S, C, Ev, O>,
  scenario: Sc,
  opts: SetupOptions<O>,
  commands: ReadonlyArray<unknown>,
): E.Either<ReplayError, ReplayResult<S, Ev>> {
  const initial = ruleset.setup(scenario, opts);
  if (E.isLeft(initial)) return E.left({ kind: 'setup', error: initial.left });
  let state = initial.right;
  const events: Ev[] = [];
  for (let index = 0; index < commands.length; index++) {
    const decoded = decode(ruleset.commandCodec, commands[index]);
    if (E.isLeft(decoded)) {
      return E.left({ kind: 'command', index, state, violation: commandDecodeViolation(decoded.left) });
    }
    const step = ruleset.apply(state, decoded.right);
    if (E.isLeft(step)) return E.left({ kind: 'command', index, state, violation: step.left });
    state = step.right.state;
    for (const ev of step.right.events) events.push(ev);
  }
  return E.right({ state, events });
}

/** Turns a command decode failure into the violation `apply` would give for garbage input. */
export function commandDecodeViolation(error: DecodeError): RuleViolation {
  return {
    kind: 'rule-violation',
    code: 'malformed-command',
    message: `The command is not well formed:\n${error.message}`,
    citations: [{ ruleset: 'strategos', section: 'commands', note: 'commands must match the ruleset command codec' }],
    issues: error.issues,
  };
}
