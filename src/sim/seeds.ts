import { aleaFromSeed, fork, forkFamily, forkNumbered, type ForkFamily, type RngState } from '../random/rng.js';
import type { PlayerId } from '../core/ruleset.js';

/**
 * The seed of game `index` in a run seeded `runSeed`. It depends on nothing else, so a game's
 * result does not depend on how many workers or shards played the run, and any game can be
 * replayed alone from its record.
 */
export function gameSeed(runSeed: string, index: number): string {
  return `${runSeed}/game/${index}`;
}

/**
 * The stream an agent playing `player` draws from at `ply`: a {@link fork} of the game seed's
 * generator keyed by side and ply. It is never the game's own stream, so an agent cannot see
 * (or shift) the dice and cards still to come.
 */
export function agentRng(seedOfGame: string, player: PlayerId, ply: number): RngState {
  return agentRngFrom(aleaFromSeed(seedOfGame), player, ply);
}

/** {@link agentRng} from the game seed's generator, built once per game. */
export function agentRngFrom(gameBase: RngState, player: PlayerId, ply: number): RngState {
  return fork(gameBase, `${agentLabel(player)}${ply}`);
}

/** The fork label of `player`'s agent streams, without the ply. */
function agentLabel(player: PlayerId): string {
  return `agent/${player}/ply/`;
}

/**
 * The agents' streams of one game (the hot path of a simulation): {@link agentRngFrom} for any
 * side and ply, each side's label prefix hashed once per game, so a ply hashes only its number.
 */
export class AgentStreams {
  private readonly base: RngState;
  private readonly families = new Map<PlayerId, ForkFamily>();

  constructor(gameBase: RngState) {
    this.base = gameBase;
  }

  /** The stream `player`'s agent draws from at `ply`: the same as {@link agentRngFrom}. */
  at(player: PlayerId, ply: number): RngState {
    let f = this.families.get(player);
    if (f === undefined) {
      f = forkFamily(this.base, agentLabel(player));
      this.families.set(player, f);
    }
    return forkNumbered(f, ply);
  }
}

/** A contiguous slice of a run's games: `from` inclusive, `to` exclusive. */
export interface GameRange {
  readonly from: number;
  readonly to: number;
}

/**
 * The games of shard `index` (1-based) of `count`: contiguous, in order, together covering
 * 0..games-1 exactly once, with sizes differing by at most one.
 */
export function shardRange(games: number, index: number, count: number): GameRange {
  return { from: Math.floor(((index - 1) * games) / count), to: Math.floor((index * games) / count) };
}

/** Splits a range into batches of at most `size` games, in order (the unit of work for a worker). */
export function batches(range: GameRange, size: number): GameRange[] {
  const out: GameRange[] = [];
  const step = Math.max(1, Math.floor(size));
  for (let from = range.from; from < range.to; from += step) out.push({ from, to: Math.min(range.to, from + step) });
  return out;
}
