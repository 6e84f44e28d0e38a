/**
 * Worker threads for `simulate({ workers })` and the `strategos` command (Node only; loaded on
 * demand, so the rest of `strategos/sim` stays free of Node built-ins). Each thread plays whole
 * batches with the same pure batch function as the sequential run; every game's seed comes
 * from its index and records are put back in index order, so a run on the pool equals the
 * sequential run, record for record.
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
import type { WorkerResult, WorkerTask } from './worker-task.js';

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

/** A pool of worker threads playing batches. */
export class BatchPool {
  private readonly pool: Piscina<WorkerTask, WorkerResult>;

  /** Starts `workers` threads running `workerFile` (a file URL or path of the built worker entry). */
  constructor(workers: number, workerFile: string) {
    this.pool = new Piscina<WorkerTask, WorkerResult>({ filename: workerFile, minThreads: workers, maxThreads: workers, idleTimeout: 1000 });
  }

  /**
   * Plays batches of the plug-in `ref` points to; `onBatch` is called with each finished batch's
   * size. The records come back in the order of the tasks, or the first failure.
   */
  async run(ref: RulesetRef, tasks: ReadonlyArray<BatchTask>, onBatch: (games: number) => void = () => {}): Promise<E.Either<SimError, GameRecord[]>> {
    let failure: SimError | null = null;
    const parts = await Promise.all(
      tasks.map(async (task) => {
        let r: WorkerResult;
        try {
          r = await this.pool.run({ ref, task });
        } catch (e) {
          r = { ok: false, message: `worker thread failed: ${(e as Error).message}` };
        }
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

  /** Stops the threads (the process can then exit). */
  destroy(): Promise<void> {
    return this.pool.destroy();
  }
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
    return await pool.run(ref, tasks, onBatch);
  } finally {
    await pool.destroy();
  }
}
