/**
 * The game store: the small client a frontend wants instead of wiring `apply` by hand. It keeps
 * the current state and the history (undo/redo), tells subscribers about every change, hands
 * out each player's view and events, and saves the game as its log (scenario, seed, options
 * and commands), which {@link loadGame} plays back. Plain TypeScript, no framework.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import * as t from 'io-ts';
import { decode } from './decode.js';
import type { DecodeError, RuleViolation, SetupError } from './errors.js';
import { commandDecodeViolation } from './replay.js';
import type { CommandShape, Decision, EventShape, Outcome, PlayerId, Ruleset, Step } from './ruleset.js';

/** A saved game: everything needed to play it again exactly. Plain JSON. */
export interface SavedGame {
  readonly format: 'strategos-game/1';
  readonly ruleset: string;
  readonly edition: string;
  /** The scenario as JSON (encoded with the ruleset's scenario codec). */
  readonly scenario: unknown;
  readonly seed: string;
  /** The ruleset options as JSON, or `null` for none. */
  readonly options: unknown;
  /** Every command of the game's current line, in order, as JSON. */
  readonly commands: ReadonlyArray<unknown>;
}

/** Codec of a {@link SavedGame} (its scenario, options and commands are checked by the ruleset on load). */
export const savedGameCodec: t.Type<SavedGame, SavedGame, unknown> = t.exact(
  t.type({
    format: t.literal('strategos-game/1'),
    ruleset: t.string,
    edition: t.string,
    scenario: t.unknown,
    seed: t.string,
    options: t.unknown,
    commands: t.readonlyArray(t.unknown),
  }),
  'saved game',
) as unknown as t.Type<SavedGame, SavedGame, unknown>;

/** What changed in a store: the state now and the events that led to it. */
export interface GameChange<S, Ev> {
  readonly cause: 'dispatch' | 'undo' | 'redo';
  readonly state: S;
  /** The events of the command applied (`dispatch`, `redo`) or taken back (`undo`). */
  readonly events: ReadonlyArray<Ev>;
}

/** A game in progress, held for a frontend. Every method is synchronous. */
export interface Game<S, C extends CommandShape, Ev extends EventShape, V> {
  readonly ruleset: Ruleset<unknown, S, C, Ev, unknown, V>;
  /** The current state (never changed in place: each change is a new object). */
  readonly state: S;
  /**
   * Decodes `command` (untrusted JSON is fine: unknown keys are refused) and applies it. On
   * success the state moves on, the redo line is dropped and subscribers are told; a refused
   * command changes nothing and comes back as `Left` with the reason and the rule.
   */
  dispatch(command: unknown): E.Either<RuleViolation, Step<S, Ev>>;
  /** The verdict `dispatch` would give, without applying (`null`: it would be accepted). */
  check(command: unknown): RuleViolation | null;
  /** Calls `listener` after every change; returns the function that unsubscribes it. */
  subscribe(listener: (change: GameChange<S, Ev>) => void): () => void;
  /** Steps back one command (whether the rules allow a take-back is the frontend's business). */
  undo(): boolean;
  /** Re-applies the command last undone. */
  redo(): boolean;
  readonly canUndo: boolean;
  readonly canRedo: boolean;
  /** Commands applied so far on the current line. */
  readonly plies: number;
  /** Every decision open now. */
  pending(): ReadonlyArray<Decision>;
  /** Every legal discrete choice now, of every deciding player or of `player` only. */
  legalCommands(player?: PlayerId): ReadonlyArray<C>;
  /** The result once the game is over, otherwise `null`. */
  outcome(): Outcome | null;
  /** What `player` may see now. */
  viewFor(player: PlayerId): V;
  /** Every event so far on the current line, or only those `player` may be told of. */
  events(player?: PlayerId): ReadonlyArray<Ev>;
  /** The game as a log to save; {@link loadGame} restores it. */
  save(): SavedGame;
}

/** Why a saved game could not be loaded. */
export type LoadError =
  | { readonly kind: 'decode-error'; readonly error: DecodeError }
  | { readonly kind: 'wrong-ruleset'; readonly message: string }
  | { readonly kind: 'setup'; readonly error: SetupError }
  /** Command `index` (0-based) of the log was refused. */
  | { readonly kind: 'command'; readonly index: number; readonly violation: RuleViolation };

interface Entry<S, Ev> {
  readonly command: unknown;
  readonly state: S;
  readonly events: ReadonlyArray<Ev>;
}

/** Options of {@link createGame}. */
export interface CreateGameOptions<O> {
  readonly seed: string;
  readonly options?: O;
}

/**
 * Starts a game: decodes `scenario` and `options` with the ruleset's codecs (untrusted JSON is
 * fine) and sets it up with `seed`.
 */
export function createGame<Sc, S, C extends CommandShape, Ev extends EventShape, O, V>(
  ruleset: Ruleset<Sc, S, C, Ev, O, V>,
  scenario: unknown,
  opts: CreateGameOptions<O>,
): E.Either<SetupError, Game<S, C, Ev, V>> {
  const sc = decode(ruleset.scenarioCodec, scenario);
  if (E.isLeft(sc)) return E.left(decodeSetupError('scenario', sc.left));
  let options: O | undefined;
  if (opts.options !== undefined) {
    const o = decode(ruleset.optionsCodec, opts.options);
    if (E.isLeft(o)) return E.left(decodeSetupError('options', o.left));
    options = o.right;
  }
  const setup = ruleset.setup(sc.right, options === undefined ? { seed: opts.seed } : { seed: opts.seed, options });
  if (E.isLeft(setup)) return setup;
  const saved: Omit<SavedGame, 'commands'> = {
    format: 'strategos-game/1',
    ruleset: ruleset.id,
    edition: ruleset.edition,
    scenario: jsonCopy(ruleset.scenarioCodec.encode(sc.right)),
    seed: opts.seed,
    options: options === undefined ? null : jsonCopy(ruleset.optionsCodec.encode(options)),
  };
  return E.right(new Store(ruleset as unknown as Ruleset<unknown, S, C, Ev, unknown, V>, setup.right, saved));
}

/**
 * Restores a saved game (untrusted JSON is fine): sets it up again and replays its commands,
 * so the state is exactly the one saved. The first command refused stops the load.
 */
export function loadGame<Sc, S, C extends CommandShape, Ev extends EventShape, O, V>(
  ruleset: Ruleset<Sc, S, C, Ev, O, V>,
  saved: unknown,
): E.Either<LoadError, Game<S, C, Ev, V>> {
  const doc = decode(savedGameCodec, saved);
  if (E.isLeft(doc)) return E.left({ kind: 'decode-error', error: doc.left });
  const d = doc.right;
  if (d.ruleset !== ruleset.id) return E.left({ kind: 'wrong-ruleset', message: `This game was saved by the ${d.ruleset} ruleset, not ${ruleset.id}.` });
  if (d.edition !== ruleset.edition) {
    return E.left({ kind: 'wrong-ruleset', message: `This game was saved with ${d.ruleset} edition "${d.edition}"; this library plays edition "${ruleset.edition}".` });
  }
  const created = createGame(ruleset, d.scenario, d.options === null ? { seed: d.seed } : { seed: d.seed, options: d.options as O });
  if (E.isLeft(created)) return E.left({ kind: 'setup', error: created.left });
  const game = created.right;
  for (let index = 0; index < d.commands.length; index++) {
    const r = game.dispatch(d.commands[index]);
    if (E.isLeft(r)) return E.left({ kind: 'command', index, violation: r.left });
  }
  return E.right(game);
}

function jsonCopy(value: unknown): unknown {
  return value === undefined ? null : JSON.parse(JSON.stringify(value));
}

function decodeSetupError(what: string, error: DecodeError): SetupError {
  return {
    kind: 'setup-error',
    code: `malformed-${what}`,
    message: `The ${what} is not well formed:\n${error.message}`,
    citations: [{ ruleset: 'strategos', section: what, note: `the ${what} must match the ruleset's ${what} codec` }],
    issues: error.issues,
  };
}

class Store<S, C extends CommandShape, Ev extends EventShape, V> implements Game<S, C, Ev, V> {
  /** The line of play: entries[0..cursor) are applied, entries[cursor..) can be redone. */
  private readonly entries: Entry<S, Ev>[] = [];
  private cursor = 0;
  private readonly listeners = new Set<(change: GameChange<S, Ev>) => void>();

  constructor(
    readonly ruleset: Ruleset<unknown, S, C, Ev, unknown, V>,
    private readonly initial: S,
    private readonly saved: Omit<SavedGame, 'commands'>,
  ) {}

  get state(): S {
    return this.cursor === 0 ? this.initial : this.entries[this.cursor - 1]!.state;
  }

  get canUndo(): boolean {
    return this.cursor > 0;
  }

  get canRedo(): boolean {
    return this.cursor < this.entries.length;
  }

  get plies(): number {
    return this.cursor;
  }

  private decoded(command: unknown): E.Either<RuleViolation, C> {
    const c = decode(this.ruleset.commandCodec, command);
    return E.isLeft(c) ? E.left(commandDecodeViolation(c.left)) : c;
  }

  dispatch(command: unknown): E.Either<RuleViolation, Step<S, Ev>> {
    const c = this.decoded(command);
    if (E.isLeft(c)) return c;
    const step = this.ruleset.apply(this.state, c.right);
    if (E.isLeft(step)) return step;
    this.entries.length = this.cursor;
    // A copy: a codec may hand back the caller's own object, which the caller may change later.
    this.entries.push({ command: jsonCopy(this.ruleset.commandCodec.encode(c.right)), state: step.right.state, events: step.right.events });
    this.cursor++;
    this.tell({ cause: 'dispatch', state: step.right.state, events: step.right.events });
    return step;
  }

  check(command: unknown): RuleViolation | null {
    const c = this.decoded(command);
    return E.isLeft(c) ? c.left : this.ruleset.check(this.state, c.right);
  }

  subscribe(listener: (change: GameChange<S, Ev>) => void): () => void {
    // A listener subscribed twice is told twice: each subscription is its own.
    const own = (change: GameChange<S, Ev>): void => listener(change);
    this.listeners.add(own);
    return () => {
      this.listeners.delete(own);
    };
  }

  undo(): boolean {
    if (this.cursor === 0) return false;
    const undone = this.entries[--this.cursor]!;
    this.tell({ cause: 'undo', state: this.state, events: undone.events });
    return true;
  }

  redo(): boolean {
    if (this.cursor === this.entries.length) return false;
    const redone = this.entries[this.cursor++]!;
    this.tell({ cause: 'redo', state: redone.state, events: redone.events });
    return true;
  }

  pending(): ReadonlyArray<Decision> {
    return this.ruleset.pending(this.state);
  }

  legalCommands(player?: PlayerId): ReadonlyArray<C> {
    return this.ruleset.legalCommands(this.state, player);
  }

  outcome(): Outcome | null {
    return this.ruleset.outcome(this.state);
  }

  viewFor(player: PlayerId): V {
    return this.ruleset.view(this.state, player);
  }

  events(player?: PlayerId): ReadonlyArray<Ev> {
    const all: Ev[] = [];
    for (let i = 0; i < this.cursor; i++) {
      const evs = this.entries[i]!.events;
      for (const ev of player === undefined ? evs : this.ruleset.filterEvents(evs, player)) all.push(ev);
    }
    return all;
  }

  save(): SavedGame {
    return { ...this.saved, commands: this.entries.slice(0, this.cursor).map((e) => jsonCopy(e.command)) };
  }

  private tell(change: GameChange<S, Ev>): void {
    for (const listener of [...this.listeners]) listener(change);
  }
}
