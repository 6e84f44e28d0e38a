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

/**
 * Plays a planned run's batches on a pool of worker threads. Every game's seed comes from its
 * index, and the records are put back in index order, so the result equals the sequential run.
 */
export async function runInWorkers(ref: RulesetRef, plan: RunPlan, workers: number, onBatch: (games: number) => void): Promise<GameRecord[]> {
  const pool = new Piscina<WorkerTask, WorkerResult>({
    filename: new URL('./worker.js', import.meta.url).href,
    minThreads: workers,
    maxThreads: workers,
    idleTimeout: 1000,
  });
  try {
    const parts = await Promise.all(
      plan.tasks.map(async (task) => {
        const r = await pool.run({ ref, task });
        if (!r.ok) throw new CliError(r.message);
        onBatch(r.records.length);
        return r.records;
      }),
    );
    return parts.flat();
  } finally {
    await pool.destroy();
  }
}
