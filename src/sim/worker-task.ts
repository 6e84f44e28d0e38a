/**
 * What a worker thread does with one batch: find the plug-in from its ref (once per thread) and
 * play the batch with the same pure function the sequential run uses. The built worker entry
 * (`dist/worker.js`) exports this as its default.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { runBatch, type BatchTask } from './batch.js';
import { loadRulesetRef, type RulesetRef } from './ref.js';
import type { GameRecord } from './types.js';

/** A message to a worker: which plug-in, which games. */
export interface WorkerTask {
  readonly ref: RulesetRef;
  readonly task: BatchTask;
}

/** A worker's answer: the records, or why the batch failed. */
export type WorkerResult = { readonly ok: true; readonly records: GameRecord[] } | { readonly ok: false; readonly message: string };

/** Plays one batch in this thread. */
export async function playWorkerTask(msg: WorkerTask): Promise<WorkerResult> {
  try {
    const sim = await loadRulesetRef(msg.ref);
    if (E.isLeft(sim)) return { ok: false, message: sim.left.message };
    const r = runBatch(sim.right, msg.task);
    return E.isLeft(r) ? { ok: false, message: r.left.message } : { ok: true, records: r.right };
  } catch (e) {
    return { ok: false, message: `games ${msg.task.from}..${msg.task.to - 1}: ${(e as Error).message}` };
  }
}
