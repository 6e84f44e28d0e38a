/**
 * The command's worker pool: the library's (src/sim/pool.ts), with the worker entry built next
 * to the command (dist/worker.js) and failures as command errors.
 */
import * as E from 'fp-ts/lib/Either.js';
import { runInWorkers as runOnPool } from '../sim/pool.js';
import type { BatchTask } from '../sim/batch.js';
import type { GameRecord } from '../sim/types.js';
import { CliError } from './errors.js';
import type { RulesetRef } from './load.js';

export { autoWorkers } from '../sim/pool.js';

/** The built worker entry next to the built command (dist/worker.js). */
export const DEFAULT_WORKER_FILE = new URL('./worker.js', import.meta.url).href;

/** Plays batches on a fresh pool of `workers` threads and closes it. */
export async function runInWorkers(ref: RulesetRef, tasks: ReadonlyArray<BatchTask>, workers: number, onBatch: (games: number) => void): Promise<GameRecord[]> {
  const r = await runOnPool(ref, tasks, workers, DEFAULT_WORKER_FILE, onBatch);
  if (E.isLeft(r)) throw new CliError(r.left.message);
  return r.right;
}
