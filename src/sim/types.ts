import type { Outcome, PlayerId } from '../core/ruleset.js';

// The kit's types (agents, narrators, odds, bundled scenarios, data files) are core's; the
// simulator re-exports them so `strategos/sim` users find them where they use them.
export type {
  Agent,
  AgentContext,
  AnyRulesetKit,
  BundledScenario,
  DataFileKind,
  GameStatsHook,
  Narration,
  Narrator,
  OddsHook,
  OddsReport,
  OddsRow,
  RulesetKit,
} from '../core/kit.js';

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
  /** True when the game used data the library reconstructed rather than the publisher's. */
  readonly reconstructed: boolean;
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
