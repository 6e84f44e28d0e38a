/**
 * How a run's games are handed to threads: on demand, from one queue, so a thread that starts
 * late (a worker still loading) or plays slowly (a thread still warming its JIT) simply takes
 * fewer games. Which thread plays a game never changes its record (its seed comes from its
 * index), so the schedule is free to adapt.
 * @module
 */
import type { GameRange } from './seeds.js';

/** Batches a run aims for per thread when it sizes them itself (see {@link GameQueue}). */
export const SHARES_PER_THREAD = 4;

/**
 * The run's games, handed out in contiguous batches in index order. Without a fixed size the
 * batches shrink as the run goes on (guided self-scheduling): each is the remaining games
 * divided by `threads × SHARES_PER_THREAD`, between 1 and `maxBatch`. Early batches are big
 * (few round trips), the last ones small, so the threads finish together instead of one
 * thread playing a long last batch while the others idle.
 */
export class GameQueue {
  private next: number;
  private closed = false;

  constructor(
    private readonly range: GameRange,
    private readonly threads: number,
    private readonly maxBatch: number,
    /** Every batch is `maxBatch` games (the run asked for that batch size). */
    private readonly fixed = false,
  ) {
    this.next = range.from;
  }

  /** Games not handed out yet. */
  get left(): number {
    return this.closed ? 0 : this.range.to - this.next;
  }

  /** The next batch (at most `limit` games), or `null` when every game is handed out or the queue is closed. */
  take(limit = Number.POSITIVE_INFINITY): GameRange | null {
    const left = this.left;
    if (left <= 0) return null;
    const guided = Math.ceil(left / (Math.max(1, this.threads) * SHARES_PER_THREAD));
    const size = Math.max(1, Math.min(left, limit, this.maxBatch, this.fixed ? this.maxBatch : guided));
    const from = this.next;
    this.next += size;
    return { from, to: this.next };
  }

  /** Hands out nothing more (a batch failed: the run stops as soon as the batches in flight end). */
  close(): void {
    this.closed = true;
  }
}

/** The batches a {@link GameQueue} hands out, in order (for a pool that queues every task at once). */
export function guidedBatches(range: GameRange, threads: number, maxBatch: number, fixed = false): GameRange[] {
  const queue = new GameQueue(range, threads, maxBatch, fixed);
  const out: GameRange[] = [];
  for (let r = queue.take(); r !== null; r = queue.take()) out.push(r);
  return out;
}

/**
 * Threads worth using for a run of `games` when `workers` are asked for: no more than the
 * games, and one (play in the calling thread, start nothing) when a given batch size puts the
 * whole run in one batch.
 */
export function threadsToUse(games: number, workers: number, batchSize?: number): number {
  return batchSize !== undefined && batchSize >= games ? 1 : Math.max(1, Math.min(workers, games));
}
