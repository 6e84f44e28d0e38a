/**
 * Loading a saved state from an untrusted file: decoded by the ruleset's state codec (which
 * refuses wrong shapes, unknown keys and other format versions) and then checked by asking it
 * what any user of a state asks first — who plays, who must decide, what is legal, what each
 * player sees — so a state that decodes but does not hang together is refused here, with a
 * message, rather than failing later inside a frontend, an agent or a worker.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { decode } from './decode.js';
import type { DecodeIssue } from './errors.js';
import { commandDecodeViolation, type ReplayError, type ReplayResult } from './replay.js';
import type { Ruleset } from './ruleset.js';
import { aleaFromSeed } from '../random/rng.js';

/** Why a saved state was refused. */
export interface StateLoadError {
  readonly kind: 'state-error';
  /** `malformed-state`: the state codec refused it; `inconsistent-state`: it decodes but the ruleset cannot use it. */
  readonly code: 'malformed-state' | 'inconsistent-state';
  readonly message: string;
  readonly issues?: ReadonlyArray<DecodeIssue>;
}

/** The part of a ruleset {@link loadState} uses. */
export type LoadableRuleset<S> = Pick<
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  Ruleset<any, S, any, any, any, any, any, any>,
  'id' | 'stateCodec' | 'players' | 'pending' | 'legalCommands' | 'sampleCommands' | 'view' | 'outcome'
>;

/**
 * Decodes `input` with `ruleset.stateCodec` and checks it can be played: `players`, `pending`,
 * `outcome`, `legalCommands` (of everyone and of each player), a small `sampleCommands` and each
 * player's `view` must all answer without throwing. The state returned is the decoded one.
 */
export function loadState<S>(ruleset: LoadableRuleset<S>, input: unknown): E.Either<StateLoadError, S> {
  const d = decode(ruleset.stateCodec, input);
  if (E.isLeft(d)) {
    return E.left({ kind: 'state-error', code: 'malformed-state', message: `This is not a ${ruleset.id} state this library reads:\n${d.left.message}`, issues: d.left.issues });
  }
  const s = d.right;
  try {
    const players = ruleset.players(s);
    ruleset.pending(s);
    ruleset.outcome(s);
    ruleset.legalCommands(s);
    ruleset.sampleCommands?.(s, aleaFromSeed('load-state'), 2);
    for (const p of players) {
      ruleset.legalCommands(s, p);
      ruleset.view(s, p);
    }
  } catch (e) {
    const why = e instanceof Error ? e.message : String(e);
    return E.left({ kind: 'state-error', code: 'inconsistent-state', message: `This ${ruleset.id} state decodes but does not hang together (${why.split('\n')[0]}); it may have been edited by hand.` });
  }
  return E.right(s);
}

/**
 * Continues a game from a saved state (untrusted JSON): the state is loaded with
 * {@link loadState}, then each command is decoded and applied as {@link replay} does. The first
 * command refused stops it and is reported with its index and the state before it.
 */
export function replayFromState<S, C, Ev>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  ruleset: LoadableRuleset<S> & Pick<Ruleset<any, S, any, any, any, any, any, any>, 'commandCodec' | 'apply'>,
  saved: unknown,
  commands: ReadonlyArray<unknown>,
): E.Either<StateLoadError | ReplayError, ReplayResult<S, Ev>> {
  const loaded = loadState(ruleset, saved);
  if (E.isLeft(loaded)) return loaded;
  let state = loaded.right;
  const events: Ev[] = [];
  for (let index = 0; index < commands.length; index++) {
    const decoded = decode(ruleset.commandCodec, commands[index]);
    if (E.isLeft(decoded)) return E.left({ kind: 'command', index, state, violation: commandDecodeViolation(decoded.left) });
    const step = ruleset.apply(state, decoded.right as C);
    if (E.isLeft(step)) return E.left({ kind: 'command', index, state, violation: step.left });
    state = step.right.state;
    for (const ev of step.right.events as ReadonlyArray<Ev>) events.push(ev);
  }
  return E.right({ state, events });
}
