/**
 * What a worker thread does with a message: find the plug-in from its ref (once per thread) and
 * play the batch with the same pure function the sequential run uses, or answer a ping (the
 * pool's start-up check). The built worker entry (`dist/worker.js`) exports this as its default.
 * @module
 */
import * as E from 'fp-ts/lib/Either.js';
import { runBatch, type BatchTask } from '../sim/batch.js';
import { loadRulesetRef, type RulesetRef } from './ref.js';
import type { GameRecord } from '../sim/types.js';

/** A message to a worker: which plug-in, which games. */
export interface WorkerTask {
  readonly ref: RulesetRef;
  readonly task: BatchTask;
}

/** A ping: answered once the thread is up and (with a ref) has loaded that plug-in. */
export interface WorkerPing {
  readonly ping: true;
  readonly ref: RulesetRef | null;
}

/** Anything the pool sends a worker. */
export type WorkerMessage = WorkerTask | WorkerPing;

/** A worker's answer: the records (none for a ping), or why the message failed. */
export type WorkerResult = { readonly ok: true; readonly records: GameRecord[] } | { readonly ok: false; readonly message: string };

/** Plays one batch (or answers a ping) in this thread. */
export async function playWorkerTask(msg: WorkerMessage): Promise<WorkerResult> {
  try {
    if ('ping' in msg) {
      if (msg.ref === null) return { ok: true, records: [] };
      const sim = await loadRulesetRef(msg.ref);
      return E.isLeft(sim) ? { ok: false, message: sim.left.message } : { ok: true, records: [] };
    }
    const sim = await loadRulesetRef(msg.ref);
    if (E.isLeft(sim)) return { ok: false, message: sim.left.message };
    const r = runBatch(sim.right, msg.task);
    return E.isLeft(r) ? { ok: false, message: r.left.message } : { ok: true, records: r.right };
  } catch (e) {
    const where = 'ping' in msg ? 'starting a worker' : `games ${msg.task.from}..${msg.task.to - 1}`;
    return { ok: false, message: `${where}: ${(e as Error).message}` };
  }
}
