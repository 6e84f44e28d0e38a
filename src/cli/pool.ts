import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import type { RunPlan } from '../sim/run.js';
import type { GameRecord } from '../sim/types.js';
import { CliError } from './errors.js';
import type { RulesetRef } from './load.js';
import type { WorkerResult, WorkerTask } from './worker.js';

/** Threads for `--workers auto`: the cores this process may use. */
export function autoWorkers(): number {
  return availableParallelism();
}

/** The built worker entry next to the built command (dist/worker.js). */
export const DEFAULT_WORKER_FILE = new URL('./worker.js', import.meta.url).href;

/**
 * A pool of worker threads playing batches. Every game's seed comes from its index and the
 * records are put back in index order, so a run on the pool equals the sequential run.
 */
export class BatchPool {
  private readonly pool: Piscina<WorkerTask, WorkerResult>;

  constructor(workers: number, workerFile: string = DEFAULT_WORKER_FILE) {
    this.pool = new Piscina<WorkerTask, WorkerResult>({ filename: workerFile, minThreads: workers, maxThreads: workers, idleTimeout: 1000 });
  }

  /** Plays a planned run's batches; `onBatch` is called with each finished batch's size. */
  async run(ref: RulesetRef, plan: RunPlan, onBatch: (games: number) => void = () => {}): Promise<GameRecord[]> {
    const parts = await Promise.all(
      plan.tasks.map(async (task) => {
        const r = await this.pool.run({ ref, task });
        if (!r.ok) throw new CliError(r.message);
        onBatch(r.records.length);
        return r.records;
      }),
    );
    return parts.flat();
  }

  /** Stops the threads (the process can then exit). */
  destroy(): Promise<void> {
    return this.pool.destroy();
  }
}

/** Plays a planned run on a fresh pool of `workers` threads and closes it. */
export async function runInWorkers(ref: RulesetRef, plan: RunPlan, workers: number, onBatch: (games: number) => void): Promise<GameRecord[]> {
  const pool = new BatchPool(workers);
  try {
    return await pool.run(ref, plan, onBatch);
  } finally {
    await pool.destroy();
  }
}
