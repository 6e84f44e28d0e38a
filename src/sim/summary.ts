import type { PlayerId } from '../core/ruleset.js';
import { histogram, spread, wilson, type Bin, type Interval, type Spread } from './stats.js';
import type { GameRecord, GameStatus } from './types.js';

/** Results of one side over a run. Rates are over all games, unfinished ones included. */
export interface SideSummary {
  readonly player: PlayerId;
  readonly wins: number;
  readonly winRate: Interval;
  /** Points over finished games, when the ruleset scores them. */
  readonly points: Spread | null;
  /** Losses over all games, when the ruleset's stats hook reports them. */
  readonly losses: Spread | null;
}

/** Results of one agent over every side it played. */
export interface AgentSummary {
  readonly agent: string;
  /** Sides played (a game where it played both sides counts twice). */
  readonly games: number;
  readonly wins: number;
  readonly winRate: Interval;
}

/** Distribution of game length over finished games, in turns when the ruleset reports them, else plies. */
export interface LengthSummary {
  readonly unit: 'turns' | 'plies';
  readonly spread: Spread | null;
  readonly histogram: ReadonlyArray<Bin>;
}

/** The aggregate of a run: computed from the records alone, so merged shards give the same summary. */
export interface Summary {
  readonly games: number;
  readonly finished: number;
  /** Unfinished games by status (`ply-limit`, `stalled`, ...). */
  readonly unfinished: Readonly<Partial<Record<GameStatus, number>>>;
  readonly draws: { readonly count: number; readonly rate: Interval };
  readonly sides: ReadonlyArray<SideSummary>;
  readonly agents: ReadonlyArray<AgentSummary>;
  /** Finished games by victory level. */
  readonly levels: Readonly<Record<string, number>>;
  readonly length: LengthSummary;
  readonly plies: Spread | null;
  /** Games that used reconstructed (not published) data. */
  readonly reconstructedGames: number;
}

/** Summarises records (in index order). Pure: equal records give an equal summary. */
export function summarize(records: ReadonlyArray<GameRecord>): Summary {
  const n = records.length;
  const players: PlayerId[] = [];
  const agentsSeen: string[] = [];
  for (const r of records) {
    for (const [p, a] of Object.entries(r.agents)) {
      if (!players.includes(p)) players.push(p);
      if (!agentsSeen.includes(a)) agentsSeen.push(a);
    }
    for (const p of Object.keys(r.points)) if (!players.includes(p)) players.push(p);
  }
  const finished = records.filter((r) => r.status === 'finished');
  const unfinished: Partial<Record<GameStatus, number>> = {};
  for (const r of records) if (r.status !== 'finished') unfinished[r.status] = (unfinished[r.status] ?? 0) + 1;
  const draws = finished.filter((r) => r.winner === null).length;
  const levels: Record<string, number> = {};
  for (const r of finished) if (r.level !== null) levels[r.level] = (levels[r.level] ?? 0) + 1;

  const sides: SideSummary[] = players.map((player) => {
    const wins = records.filter((r) => r.winner === player).length;
    const pts = finished.flatMap((r) => (r.points[player] === undefined ? [] : [r.points[player]]));
    const losses = records.flatMap((r) => (r.losses?.[player] === undefined ? [] : [r.losses[player]]));
    return { player, wins, winRate: wilson(wins, n), points: spread(pts), losses: spread(losses) };
  });
  const agents: AgentSummary[] = agentsSeen.map((agent) => {
    let games = 0;
    let wins = 0;
    for (const r of records) {
      for (const [p, a] of Object.entries(r.agents)) {
        if (a !== agent) continue;
        games++;
        if (r.winner === p) wins++;
      }
    }
    return { agent, games, wins, winRate: wilson(wins, games) };
  });
  const byTurns = finished.length > 0 && finished.every((r) => r.turns !== null);
  const lengths = finished.map((r) => (byTurns ? r.turns! : r.plies));
  return {
    games: n,
    finished: finished.length,
    unfinished,
    draws: { count: draws, rate: wilson(draws, n) },
    sides,
    agents,
    levels,
    length: { unit: byTurns ? 'turns' : 'plies', spread: spread(lengths), histogram: histogram(lengths) },
    plies: spread(records.map((r) => r.plies)),
    reconstructedGames: records.filter((r) => r.reconstructed).length,
  };
}
