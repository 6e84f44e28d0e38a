/**
 * Worker threads kept for many runs (Node only). `simulateParallel({ workers: 4 })` starts its
 * threads and stops them when the run ends; a caller running many simulations (a parameter
 * sweep, a benchmark, a server) opens a pool once ({@link openWorkerPool}) and passes it as
 * `workers`, so no run pays for starting threads or warming their JIT again.
 * @module
 */
import type * as E from 'fp-ts/lib/Either.js';
import type { BatchTask } from '../sim/batch.js';
import type { SimError } from '../sim/errors.js';
import type { RulesetRef } from './ref.js';
import type { GameRecord } from '../sim/types.js';

/** Open worker threads that play batches; pass it as `simulateParallel({ workers: pool })`. */
export interface WorkerPool {
  /** How many threads the pool runs. */
  readonly threads: number;
  /**
   * Plays batches of the plug-in `ref` points to, spread over the threads; `onBatch` is called
   * with each finished batch's size. The records come back in the order of the tasks, or the
   * first failure. (`simulateParallel` calls this; call it directly only to schedule batches yourself.)
   */
  runBatches(ref: RulesetRef, tasks: ReadonlyArray<BatchTask>, onBatch?: (games: number) => void): Promise<E.Either<SimError, GameRecord[]>>;
  /** Stops the threads. An open pool does not keep the process alive. */
  close(): Promise<void>;
}

/** How to open a {@link WorkerPool}. */
export interface WorkerPoolOptions {
  /** Threads to start (`'auto'`: one per core this process may use). */
  readonly workers: number | 'auto';
  /** The built worker entry (default: `worker.js` in the package's dist/ folder). */
  readonly workerFile?: string;
  /** Also load this plug-in module in every thread before returning (a file URL and export name). */
  readonly rulesetModule?: { readonly url: string; readonly exportName?: string };
}

/** True when `workers` is an open pool rather than a thread count. */
export function isWorkerPool(workers: unknown): workers is WorkerPool {
  return typeof workers === 'object' && workers !== null && typeof (workers as WorkerPool).runBatches === 'function';
}
