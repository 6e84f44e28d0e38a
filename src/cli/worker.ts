/**
 * The worker-thread entry (built to dist/worker.js), used by the command and by the library's
 * `simulate({ workers })`: plays a batch with the same pure function the sequential run uses.
 */
import { playWorkerTask, type WorkerResult, type WorkerTask } from '../sim/worker-task.js';

export type { WorkerResult, WorkerTask } from '../sim/worker-task.js';

/** Plays one batch. */
export default function playBatch(msg: WorkerTask): Promise<WorkerResult> {
  return playWorkerTask(msg);
}
