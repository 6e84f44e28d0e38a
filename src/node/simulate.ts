/**
 * Simulation on worker threads: {@link simulateParallel} (a run on a thread count or an open
 * pool) and {@link openWorkerPool}. The records equal the sequential `simulate`'s from
 * `strategos/sim`: every game's seed comes from its index, whatever thread plays it.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { simError, type SimError } from '../sim/errors.js';
import { builtinRef, type RulesetRef } from './ref.js';
import { buildDocument, DEFAULT_BATCH_SIZE, planRun, simulate, type SimulateOptions, type SimulationDocument } from '../sim/run.js';
import { guidedBatches, threadsToUse, type GameQueue } from '../sim/schedule.js';
import { autoWorkers, defaultWorkerFile, playOnThreads, startPool } from './pool.js';
import { isWorkerPool, type WorkerPool, type WorkerPoolOptions } from './worker-pool.js';

/** A run on worker threads: {@link SimulateOptions} and how many threads. */
export interface ParallelOptions extends SimulateOptions {
  /**
   * Play on this many threads (`'auto'`: one per core): the calling thread, which plays a game
   * at a time and lets its event loop run every few milliseconds, and `workers − 1` worker
   * threads started for this run and stopped after it. Or on an open {@link WorkerPool} (from
   * {@link openWorkerPool}), which stays open and leaves the calling thread free. The records
   * are the same as a sequential run's. A worker finds the ruleset again by id when it is a
   * built-in plug-in, else through {@link ParallelOptions.rulesetModule}. Without `batchSize`,
   * threads take batches that shrink towards the end of the run, at most
   * {@link DEFAULT_BATCH_SIZE} games (see {@link GameQueue}).
   */
  readonly workers: number | 'auto' | WorkerPool;
  /** For a plug-in ruleset: the module (file URL) exporting it, and the export's name. */
  readonly rulesetModule?: { readonly url: string; readonly exportName?: string };
  /** The built worker entry (default: `worker.js` in the package's dist/ folder). */
  readonly workerFile?: string;
}

const isWhole = (n: unknown, lo: number): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= lo;

/**
 * Plays a run (or one shard of it) on worker threads and resolves to the same document the
 * sequential `simulate` gives. One thread (a count of 1, or a run too small to split) plays in
 * this thread without starting a worker. Refusals, beyond `simulate`'s: `bad-workers`,
 * `workers-need-module` (a plug-in given as an object, not a module), `no-worker-file`,
 * `worker-failed`.
 */
export async function simulateParallel(opts: ParallelOptions): Promise<E.Either<SimError, SimulationDocument>> {
  const plan = planRun(opts);
  if (E.isLeft(plan)) return plan;
  const requested = opts.workers;
  const open = isWorkerPool(requested) ? requested : null;
  if (open === null && requested !== 'auto' && !isWhole(requested, 1)) {
    return E.left(simError('bad-workers', `workers must be a whole number of at least 1 or "auto", got ${String(requested)}.`));
  }
  const m = opts.rulesetModule;
  const ref: RulesetRef | null = m !== undefined ? { kind: 'module', url: m.url, exportName: m.exportName ?? null } : builtinRef(opts.ruleset);
  if (ref === null) {
    return E.left(simError('workers-need-module', `worker threads cannot receive ${opts.ruleset.ruleset.id}'s plug-in object: give rulesetModule (the file URL of the module exporting it).`));
  }
  const run = plan.right;
  const total = run.range.to - run.range.from;
  let done = 0;
  const onBatch = (n: number): void => {
    done += n;
    opts.onProgress?.(done, total);
  };
  if (open !== null) {
    const maxBatch = opts.batchSize ?? DEFAULT_BATCH_SIZE;
    const ranges = guidedBatches(run.range, open.threads, maxBatch, opts.batchSize !== undefined);
    const records = await open.runBatches(ref, ranges.map((b) => ({ ...run.tasks[0]!, from: b.from, to: b.to })), onBatch);
    return E.isLeft(records) ? records : E.right(buildDocument(run, records.right));
  }
  // More threads than cores only add memory (each is an isolate): capped at the machine's cores.
  const threads = threadsToUse(total, requested === 'auto' ? autoWorkers() : Math.min(requested as number, autoWorkers()), opts.batchSize);
  if (threads <= 1) return simulate(opts);
  const file = opts.workerFile ?? defaultWorkerFile();
  if (file === null) return E.left(simError('no-worker-file', 'the built worker entry (dist/worker.js) was not found next to the library; give workerFile.'));
  const records = await playOnThreads(opts.ruleset, ref, run, threads, file, opts.batchSize, onBatch);
  return E.isLeft(records) ? records : E.right(buildDocument(run, records.right));
}

/**
 * Starts worker threads and resolves once every thread has loaded the worker entry (and the
 * plug-in module, when given), so the first run on the pool is timed like every later one.
 * Refusals: `bad-workers`, `no-worker-file`, `worker-failed` (a thread could not start or load
 * the module; the message says why).
 */
export async function openWorkerPool(opts: WorkerPoolOptions): Promise<E.Either<SimError, WorkerPool>> {
  const requested = opts.workers;
  if (requested !== 'auto' && !isWhole(requested, 1)) {
    return E.left(simError('bad-workers', `workers must be a whole number of at least 1 or "auto", got ${String(requested)}.`));
  }
  const file = opts.workerFile ?? defaultWorkerFile();
  if (file === null) return E.left(simError('no-worker-file', 'the built worker entry (dist/worker.js) was not found next to the library; give workerFile.'));
  const m = opts.rulesetModule;
  const ref: RulesetRef | null = m === undefined ? null : { kind: 'module', url: m.url, exportName: m.exportName ?? null };
  return startPool(requested === 'auto' ? autoWorkers() : Math.min(requested, autoWorkers()), file, ref);
}
