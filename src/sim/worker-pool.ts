/**
 * Worker threads kept for many runs (Node only). `simulate({ workers: 4 })` starts its threads
 * and stops them when the run ends; a caller running many simulations (a parameter sweep, a
 * benchmark, a server) opens a pool once and passes it as `workers`, so no run pays for
 * starting threads or warming their JIT again. The pool module is loaded on demand, keeping
 * `strategos/sim` free of Node built-ins.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import type { BatchTask } from './batch.js';
import { simError, type SimError } from './errors.js';
import type { RulesetRef } from './ref.js';
import type { GameRecord } from './types.js';

/** Open worker threads that play batches; pass it as `simulate({ workers: pool })`. */
export interface WorkerPool {
  /** How many threads the pool runs. */
  readonly threads: number;
  /**
   * Plays batches of the plug-in `ref` points to, spread over the threads; `onBatch` is called
   * with each finished batch's size. The records come back in the order of the tasks, or the
   * first failure. (`simulate` calls this; call it directly only to schedule batches yourself.)
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

/**
 * Starts worker threads and resolves once every thread has loaded the worker entry (and the
 * plug-in module, when given), so the first run on the pool is timed like every later one.
 * Refusals: `bad-workers`, `no-worker-file`, `worker-failed` (a thread could not start or load
 * the module; the message says why).
 */
export async function openWorkerPool(opts: WorkerPoolOptions): Promise<E.Either<SimError, WorkerPool>> {
  const requested = opts.workers;
  if (requested !== 'auto' && !(typeof requested === 'number' && Number.isSafeInteger(requested) && requested >= 1)) {
    return E.left(simError('bad-workers', `workers must be a whole number of at least 1 or "auto", got ${String(requested)}.`));
  }
  const pool = await import('./pool.js');
  const file = opts.workerFile ?? pool.defaultWorkerFile();
  if (file === null) return E.left(simError('no-worker-file', 'the built worker entry (dist/worker.js) was not found next to the library; give workerFile.'));
  const m = opts.rulesetModule;
  const ref: RulesetRef | null = m === undefined ? null : { kind: 'module', url: m.url, exportName: m.exportName ?? null };
  return pool.startPool(requested === 'auto' ? pool.autoWorkers() : requested, file, ref);
}

/** True when `workers` is an open pool rather than a thread count. */
export function isWorkerPool(workers: unknown): workers is WorkerPool {
  return typeof workers === 'object' && workers !== null && typeof (workers as WorkerPool).runBatches === 'function';
}
