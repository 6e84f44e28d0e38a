/**
 * The worker-thread entry (built to dist/worker.js), used by the command and by
 * `strategos/node`'s `simulateParallel` and `openWorkerPool`: plays a batch with the same pure
 * function the sequential run uses.
 */
import { playWorkerTask, type WorkerMessage, type WorkerResult } from '../node/worker-task.js';

export type { WorkerMessage, WorkerPing, WorkerResult, WorkerTask } from '../node/worker-task.js';

/** Plays one batch, or answers a ping. */
export default function playBatch(msg: WorkerMessage): Promise<WorkerResult> {
  return playWorkerTask(msg);
}
