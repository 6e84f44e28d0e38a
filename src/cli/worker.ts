/**
 * The worker-thread entry (built to dist/worker.js): loads the ruleset named by the task's ref
 * once per thread and plays a batch with the same pure function the sequential run uses.
 */
import * as E from 'fp-ts/lib/Either.js';
import { runBatch, type BatchTask } from '../sim/batch.js';
import type { GameRecord } from '../sim/types.js';
import { loadRuleset, type RulesetRef } from './load.js';

/** A message to the worker. */
export interface WorkerTask {
  readonly ref: RulesetRef;
  readonly task: BatchTask;
}

/** The worker's answer: the records, or why the batch failed. */
export type WorkerResult = { readonly ok: true; readonly records: GameRecord[] } | { readonly ok: false; readonly message: string };

/** Plays one batch. */
export default async function playBatch(msg: WorkerTask): Promise<WorkerResult> {
  try {
    const sim = await loadRuleset(msg.ref);
    const r = runBatch(sim, msg.task);
    return E.isLeft(r) ? { ok: false, message: r.left.message } : { ok: true, records: r.right };
  } catch (e) {
    return { ok: false, message: `games ${msg.task.from}..${msg.task.to - 1}: ${(e as Error).message}` };
  }
}
