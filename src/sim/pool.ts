/**
 * Worker threads for `simulate({ workers })`, {@link openWorkerPool} and the `strategos`
 * command (Node only; loaded on demand, so the rest of `strategos/sim` stays free of Node
 * built-ins). Each thread plays whole batches with the same pure batch function as the
 * sequential run; every game's seed comes from its index and records are put back in index
 * order, so a run on the pool equals the sequential run, record for record.
 *
 * Where the time goes, and why the pool is shaped this way: a thread's start (a V8 isolate,
 * loading the worker bundle) and its JIT warm-up (the first few dozen games run unoptimised)
 * cost about as much as a hundred Dawn of Battle games, once per thread. So threads are started
 * once and kept for as many runs as the caller likes ({@link BatchPool} stays open until
 * `destroy`), and {@link BatchPool.warm} pays the start before a run is timed. What crosses the
 * thread boundary per task is small: the task (scenario JSON, a few kilobytes) in, the compact
 * game records out (never logs or states).
 * @module
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as E from 'fp-ts/lib/Either.js';
import { Piscina } from 'piscina';
import { simError, type SimError } from './errors.js';
import type { RulesetRef } from './ref.js';
import type { BatchTask } from './batch.js';
import type { GameRecord } from './types.js';
import type { WorkerPool } from './worker-pool.js';
import type { WorkerMessage, WorkerResult } from './worker-task.js';

/** Threads for `workers: 'auto'`: the cores this process may use. */
export function autoWorkers(): number {
  return availableParallelism();
}

function thisFile(): string | null {
  // CommonJS builds have __filename; ES modules have import.meta.url.
  if (typeof __filename === 'string') return __filename;
  const url = (import.meta as { url?: string }).url;
  return typeof url === 'string' && url.startsWith('file:') ? fileURLToPath(url) : null;
}

/**
 * The built worker entry (`dist/worker.js`) as a file URL, found next to this module or one
 * folder up (the package's dist/ layout), or `null` when running from sources.
 */
export function defaultWorkerFile(): string | null {
  const here = thisFile();
  if (here === null) return null;
  for (const dir of [dirname(here), join(dirname(here), '..')]) {
    const f = join(dir, 'worker.js');
    if (existsSync(f)) return pathToFileURL(f).href;
  }
  return null;
}

/** A pool of worker threads playing batches, started once and reused until destroyed. */
export class BatchPool implements WorkerPool {
  private readonly pool: Piscina<WorkerMessage, WorkerResult>;

  /** Starts `threads` threads running `workerFile` (a file URL or path of the built worker entry). */
  constructor(
    readonly threads: number,
    workerFile: string,
  ) {
    // No idle timeout: the threads live as long as the pool, so a second run pays no start-up.
    // Piscina unrefs idle threads, so an open pool does not keep the process alive.
    this.pool = new Piscina<WorkerMessage, WorkerResult>({ filename: workerFile, minThreads: threads, maxThreads: threads, idleTimeout: Number.MAX_SAFE_INTEGER });
  }

  /**
   * Waits until every thread has started, loaded the worker entry and (with `ref`) the
   * ruleset's plug-in: one ping per thread, sent together so each idle thread takes one.
   */
  async warm(ref: RulesetRef | null = null): Promise<E.Either<SimError, void>> {
    const pings = Array.from({ length: this.threads }, () => this.send({ ping: true, ref }));
    const answers = await Promise.all(pings);
    const bad = answers.find((a) => !a.ok);
    return bad !== undefined && !bad.ok ? E.left(simError('worker-failed', bad.message)) : E.right(undefined);
  }

  /**
   * Plays batches of the plug-in `ref` points to; `onBatch` is called with each finished batch's
   * size. The records come back in the order of the tasks, or the first failure.
   */
  async runBatches(ref: RulesetRef, tasks: ReadonlyArray<BatchTask>, onBatch: (games: number) => void = () => {}): Promise<E.Either<SimError, GameRecord[]>> {
    let failure: SimError | null = null;
    const parts = await Promise.all(
      tasks.map(async (task) => {
        if (failure !== null) return [];
        const r = await this.send({ ref, task });
        if (!r.ok) {
          failure ??= simError('worker-failed', r.message);
          return [];
        }
        onBatch(r.records.length);
        return r.records;
      }),
    );
    return failure !== null ? E.left(failure) : E.right(parts.flat());
  }

  /** Stops the threads. */
  close(): Promise<void> {
    return this.pool.destroy();
  }

  private async send(msg: WorkerMessage): Promise<WorkerResult> {
    try {
      return await this.pool.run(msg);
    } catch (e) {
      return { ok: false, message: `worker thread failed: ${(e as Error).message}` };
    }
  }
}

/** Starts a pool of `threads` threads and waits until every one is ready (see {@link BatchPool.warm}). */
export async function startPool(threads: number, workerFile: string, ref: RulesetRef | null = null): Promise<E.Either<SimError, BatchPool>> {
  const pool = new BatchPool(threads, workerFile);
  const ready = await pool.warm(ref);
  if (E.isLeft(ready)) {
    await pool.close();
    return ready;
  }
  return E.right(pool);
}

/** Plays batches on a fresh pool of `workers` threads and closes it. */
export async function runInWorkers(
  ref: RulesetRef,
  tasks: ReadonlyArray<BatchTask>,
  workers: number,
  workerFile: string,
  onBatch: (games: number) => void = () => {},
): Promise<E.Either<SimError, GameRecord[]>> {
  const pool = new BatchPool(Math.max(1, Math.min(workers, tasks.length)), workerFile);
  try {
    return await pool.runBatches(ref, tasks, onBatch);
  } finally {
    await pool.close();
  }
}
