/**
 * `strategos/boardgame-io`: any strategos ruleset as a [boardgame.io](https://boardgame.io)
 * game, for people who already run boardgame.io clients, servers and lobbies. boardgame.io is an
 * optional peer dependency: install it next to strategos to use this subpath.
 *
 * One move, `play`, takes a strategos command. The players boardgame.io seats as `'0'`, `'1'`,
 * ... are the ruleset's `players(state)` in seating order. Who may move comes from `pending`
 * (several players at once where the rules have simultaneous decisions), what each client
 * receives from `view` and `filterEvents`, the end of the game from `outcome`, and the moves a
 * bot may try from `legalCommands` and `sampleCommands`.
 * @module boardgame-io
 */
import type { CommandShape, EventShape, Outcome, PlayerId, Ruleset } from '../core/ruleset.js';
import type { RuleViolation } from '../core/errors.js';
import { decode } from '../core/decode.js';
import { aleaFromSeed } from '../random/rng.js';

/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyRules = Ruleset<any, any, any, any, any, any, any, any>;
/* eslint-enable @typescript-eslint/no-explicit-any */

/** A refused command, as the adapter keeps it: who gave it, the command, and the ruleset's verdict. */
export interface Refusal {
  readonly player: PlayerId;
  readonly command: unknown;
  readonly violation: RuleViolation;
}

/** The game state boardgame.io holds on the server (its `G`). Plain JSON. */
export interface StrategosG<S = unknown, E extends EventShape = EventShape> {
  /** The ruleset's full state. */
  readonly state: S;
  /** The events of the last command applied. */
  readonly events: ReadonlyArray<E>;
  /** Commands applied so far. */
  readonly ply: number;
  /** The seed the game was set up with (sampled bot moves derive from it and the ply). */
  readonly seed: string;
  /** With `refusals: 'record'`: the last refused command of each seat, else nothing. */
  readonly refusals: Readonly<Record<string, Refusal>>;
}

/**
 * What one client receives (`playerView`): the ruleset's `view` for its player, the events it
 * may be told of, its own last refusal, and the commands it may give now (what a bot or a
 * frontend offers). A spectator (no player id) gets `view: null` and no commands.
 */
export interface StrategosPlayerG<V = unknown, C = unknown, E extends EventShape = EventShape> {
  readonly player: PlayerId | null;
  readonly view: V | null;
  readonly events: ReadonlyArray<E>;
  readonly ply: number;
  readonly refusal: Refusal | null;
  readonly commands: ReadonlyArray<C>;
}

/** How the game ends for boardgame.io: the seat of the winner (or a draw) and the ruleset's outcome. */
export type StrategosGameover = ({ readonly winner: string } | { readonly draw: true }) & { readonly outcome: Outcome };

/** Options of {@link toBoardgameGame}. */
export interface BoardgameOptions<O = unknown> {
  /** The game's seed, unless the match's `setupData.seed` gives one. Default `'boardgame.io'`. */
  readonly seed?: string;
  /** The ruleset's options (optional rules, data overrides), decoded by its `optionsCodec`. */
  readonly options?: O;
  /** The game's name in boardgame.io (lobbies, storage). Default the ruleset's id. */
  readonly name?: string;
  /**
   * What a refused command does. `'invalid-move'` (default): the move returns boardgame.io's
   * `INVALID_MOVE`, the state is untouched, and `onRefusal` hears the reason. `'record'`: the
   * state is untouched too, but the refusal is written to `G.refusals` so the player's client
   * sees the reason in its view (boardgame.io's invalid-move error carries no reason).
   */
  readonly refusals?: 'invalid-move' | 'record';
  /** Called with each refusal (for a server's log, or to tell the client another way). */
  readonly onRefusal?: (refusal: Refusal) => void;
  /** Free-form commands `ai.enumerate` adds from `sampleCommands` (default 8). */
  readonly samples?: number;
}

/**
 * boardgame.io's marker for a refused move (its `INVALID_MOVE` export, the string itself): this
 * subpath loads nothing of boardgame.io, so it bundles and type-checks without it.
 */
export const INVALID_MOVE = 'INVALID_MOVE';

/** The events a boardgame.io hook may call that this game uses. */
export interface BoardgameEvents {
  /** Makes exactly these seats active (boardgame.io's null stage: the game's moves). */
  setActivePlayers(players: string[]): void;
}

/**
 * The boardgame.io game {@link toBoardgameGame} returns, typed without boardgame.io's own types
 * (which need their dependencies' types to check): pass it to boardgame.io's `Client` or
 * `Server` as any game.
 */
export interface BoardgameGame<S, C, E extends EventShape, V> {
  readonly name: string;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** The ruleset the game plays. */
  readonly ruleset: Ruleset<unknown, S, C & CommandShape, E, unknown, V>;
  /** The ruleset's setup, seeded by `setupData.seed` or the game's seed. */
  setup(context: unknown, setupData?: { seed?: unknown }): StrategosG<S, E>;
  readonly turn: {
    /** Activates the seats `pending` names. */
    onBegin(context: { G: StrategosG<S, E>; events: BoardgameEvents }): void;
    /** After each command, activates the seats `pending` names. */
    onMove(context: { G: StrategosG<S, E>; events: BoardgameEvents }): void;
  };
  readonly moves: {
    readonly play: {
      readonly client: false;
      /** Applies one strategos command of the seat's player, or refuses it. */
      move(context: { G: StrategosG<S, E>; playerID: string }, command: unknown): StrategosG<S, E> | typeof INVALID_MOVE;
    };
  };
  /** The ruleset's outcome, once there is one. */
  endIf(context: { G: StrategosG<S, E> }): StrategosGameover | undefined;
  /** What the seat's player may see, and the commands it may give. */
  playerView(context: { G: StrategosG<S, E>; playerID?: string | null }): StrategosPlayerG<V, C, E>;
  readonly ai: {
    /** The moves a bot may try: legal commands and sampled free-form ones. */
    enumerate(G: StrategosG<S, E> | StrategosPlayerG<V, C, E>, ctx: unknown, playerID: string): Array<{ move: 'play'; args: [C] }>;
  };
}

/** The raw object behind an Immer draft: boardgame.io hands moves a draft of G. */
function undraft<T>(value: T): T {
  // Immer keeps a draft's state under this well-known symbol, its base being the original. Reading
  // the original keeps the ruleset's reducer off proxies (slow, and a proxy must not leak into
  // the next state); anything else is already a plain object.
  const st = (value as unknown as Record<symbol, { base_?: T } | undefined>)[Symbol.for('immer-state')];
  if (st !== undefined && st.base_ !== undefined) return st.base_;
  return value;
}

/**
 * The boardgame.io game of `ruleset` on `scenario`. The scenario and options are decoded by the
 * ruleset's codecs now, so a bad scenario fails here (a `TypeError` with the reason), never in a
 * match.
 */
export function toBoardgameGame<Sc, S, C extends CommandShape, E extends EventShape, O, V>(
  ruleset: Ruleset<Sc, S, C, E, O, V>,
  scenario: unknown,
  opts: BoardgameOptions<O> = {},
): BoardgameGame<S, C, E, V> {
  const rules = ruleset as unknown as AnyRules;
  const sc = decode(rules.scenarioCodec, scenario);
  if (sc._tag === 'Left') throw new TypeError(`scenario refused: ${sc.left.message}`);
  let options: O | undefined;
  if (opts.options !== undefined) {
    const o = decode(rules.optionsCodec, opts.options);
    if (o._tag === 'Left') throw new TypeError(`options refused: ${o.left.message}`);
    options = o.right as O;
  }
  const setupState = (seed: string): S => {
    const r = ruleset.setup(sc.right as Sc, options === undefined ? { seed } : { seed, options });
    if (r._tag === 'Left') throw new TypeError(`setup refused: ${r.left.message}`);
    return r.right;
  };
  const probe = setupState(opts.seed ?? 'boardgame.io');
  const players = ruleset.players(probe);
  const seatOf = (p: PlayerId): string => String(players.indexOf(p));
  const playerOf = (seat: string | null | undefined): PlayerId | null => (seat === null || seat === undefined ? null : (players[Number(seat)] ?? null));
  const samples = opts.samples ?? 8;

  /** The seats that must decide now (boardgame.io puts a list of seats in its null stage: the game's moves). */
  const activeOf = (state: S): string[] => [...new Set(ruleset.pending(state).map((d) => seatOf(d.player)))];

  /** The commands `player` may give now: every legal discrete one, then a few sampled free-form ones. */
  const commandsOf = (G: StrategosG<S, E>, player: PlayerId): C[] => {
    const state = G.state;
    const out = [...ruleset.legalCommands(state, player)];
    if (ruleset.sampleCommands !== undefined && samples > 0) {
      out.push(...ruleset.sampleCommands(state, aleaFromSeed(`${G.seed}/bgio/${G.ply}`), samples, player));
    }
    return out;
  };

  const game: BoardgameGame<S, C, E, V> = {
    ruleset: ruleset as unknown as BoardgameGame<S, C, E, V>['ruleset'],
    name: opts.name ?? ruleset.id,
    minPlayers: players.length,
    maxPlayers: players.length,
    setup: (_context, setupData) => {
      const seed = typeof setupData?.seed === 'string' ? setupData.seed : (opts.seed ?? 'boardgame.io');
      return { state: setupState(seed), events: [], ply: 0, seed, refusals: {} };
    },
    turn: {
      onBegin: ({ G, events }) => events.setActivePlayers(activeOf(undraft(G).state)),
      onMove: ({ G, events }) => events.setActivePlayers(activeOf(undraft(G).state)),
    },
    moves: {
      play: {
        // Only the master applies commands: a client holds a view, not the state.
        client: false,
        move: ({ G, playerID }, command: unknown) => {
          const g = undraft(G);
          const player = playerOf(playerID);
          const decoded = decode(rules.commandCodec, command);
          let violation: RuleViolation | null = null;
          let next: { state: S; events: ReadonlyArray<E> } | null = null;
          if (decoded._tag === 'Left') {
            violation = { kind: 'rule-violation', code: 'malformed-command', message: decoded.left.message, citations: [] };
          } else if (player === null || (decoded.right as C).player !== player) {
            violation = { kind: 'rule-violation', code: 'not-your-command', message: `seat ${String(playerID)} plays ${String(player)}, not ${(decoded.right as C).player}`, citations: [] };
          } else {
            const r = ruleset.apply(g.state, decoded.right as C);
            if (r._tag === 'Left') violation = r.left;
            else next = r.right;
          }
          if (next !== null) {
            const { [playerID]: _cleared, ...refusals } = g.refusals;
            return { state: next.state, events: next.events, ply: g.ply + 1, seed: g.seed, refusals };
          }
          const refusal: Refusal = { player: player ?? String(playerID), command, violation: violation! };
          opts.onRefusal?.(refusal);
          if (opts.refusals === 'record') return { ...g, refusals: { ...g.refusals, [playerID]: refusal } };
          return INVALID_MOVE;
        },
      },
    },
    endIf: ({ G }) => {
      const o = ruleset.outcome(undraft(G).state);
      if (o === null) return undefined;
      return (o.winner === null ? { draw: true, outcome: o } : { winner: seatOf(o.winner), outcome: o }) as StrategosGameover;
    },
    playerView: ({ G, playerID }) => {
      const player = playerOf(playerID);
      const pg: StrategosPlayerG<V, C, E> = player === null
        ? { player: null, view: null, events: [], ply: G.ply, refusal: null, commands: [] }
        : {
          player, view: ruleset.view(G.state, player), events: ruleset.filterEvents(G.events, player), ply: G.ply,
          refusal: G.refusals[String(playerID)] ?? null, commands: commandsOf(G, player),
        };
      return pg;
    },
    ai: {
      enumerate: (G, _ctx, playerID) => {
        // A client holds its player's view with its commands; the master holds the state.
        const list = 'commands' in G ? G.commands : playerOf(playerID) === null ? [] : commandsOf(G, playerOf(playerID)!);
        return list.map((c) => ({ move: 'play' as const, args: [c] as [C] }));
      },
    },
  };
  return game;
}

/** The player view a client holds, typed: what {@link toBoardgameGame}'s `playerView` sends. */
export function playerG<V = unknown, C = unknown, E extends EventShape = EventShape>(G: unknown): StrategosPlayerG<V, C, E> {
  return G as StrategosPlayerG<V, C, E>;
}
