/**
 * The command's worker pool: the library's (src/sim/pool.ts), with the worker entry built next
 * to the command (dist/worker.js) and failures as command errors.
 */
import * as E from 'fp-ts/lib/Either.js';
import { playOnThreads } from '../sim/pool.js';
import type { RunPlan } from '../sim/run.js';
import type { AnyRulesetKit, GameRecord } from '../sim/types.js';
import { CliError } from './errors.js';
import type { RulesetRef } from './load.js';

export { autoWorkers } from '../sim/pool.js';

/** The built worker entry next to the built command (dist/worker.js). */
export const DEFAULT_WORKER_FILE = new URL('./worker.js', import.meta.url).href;

/** Plays a plan on `threads` threads (this one and `threads − 1` fresh workers, closed after). */
export async function runInWorkers(
  sim: AnyRulesetKit,
  ref: RulesetRef,
  plan: RunPlan,
  threads: number,
  batchSize: number | undefined,
  onBatch: (games: number) => void,
): Promise<GameRecord[]> {
  const r = await playOnThreads(sim, ref, plan, threads, DEFAULT_WORKER_FILE, batchSize, onBatch);
  if (E.isLeft(r)) throw new CliError(r.left.message);
  return r.right;
}
