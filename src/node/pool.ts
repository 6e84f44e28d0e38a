/**
 * Worker threads for {@link simulateParallel}, {@link openWorkerPool} and the `strategos`
 * command (Node only, so it lives in `strategos/node`, never reached from `strategos/sim`,
 * which bundles for a browser). Each thread plays whole batches with the same pure batch function as the
 * sequential run; every game's seed comes from its index and records are put back in index
 * order, so a run on the pool equals the sequential run, record for record.
 *
 * Where the time goes, and why the pool is shaped this way: every V8 isolate (the calling
 * thread and each worker) compiles the rulesets' code for itself. A fresh thread's first Dawn
 * of Battle games run in the interpreter while TurboFan compiles on V8's background threads,
 * about 2 CPU-seconds per isolate in all, as much as several hundred warm games, and a
 * thread's start (an isolate, loading the worker bundle) adds about 0.2 s. So:
 * - a run on a thread count plays in the calling thread too, as one of the N (it has loaded
 *   everything already), and starts N−1 workers: one isolate fewer to start and warm;
 * - games are handed out on demand from one queue ({@link GameQueue}), so a worker still
 *   starting or warming up takes fewer games instead of holding the others up at the end;
 * - callers running many simulations keep threads warm across runs ({@link BatchPool} stays
 *   open until closed, {@link BatchPool.warm} pays the start before a run is timed).
 * What crosses the thread boundary per task is small: the task (scenario JSON, a few
 * kilobytes) in, the compact game records out (never logs or states).
 * @module
 */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as E from 'fp-ts/lib/Either.js';
import { Piscina } from 'piscina';
import { simError, type SimError } from '../sim/errors.js';
import type { RulesetRef } from './ref.js';
import { batchPlayer, type BatchTask, type GamePlayer } from '../sim/batch.js';
import { GameQueue } from '../sim/schedule.js';
import { DEFAULT_BATCH_SIZE, type RunPlan } from '../sim/run.js';
import type { AnyRulesetKit, GameRecord } from '../sim/types.js';
import type { WorkerPool } from './worker-pool.js';
import type { WorkerMessage, WorkerResult } from './worker-task.js';

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

/** A pool of worker threads playing batches, started once and reused until destroyed. */
export class BatchPool implements WorkerPool {
  private readonly pool: Piscina<WorkerMessage, WorkerResult>;

  /**
   * Starts `threads` threads running `workerFile` (a file URL or path of the built worker
   * entry), each holding up to `lanes` tasks. Two lanes suit a pool whose calling thread plays
   * too: while it plays (and so answers no message), each worker already holds its next batch.
   * An open pool keeps one, so that {@link BatchPool.warm}'s pings reach every thread (piscina
   * would hand a second ping to the first thread up rather than wait for the next).
   */
  constructor(
    readonly threads: number,
    workerFile: string,
    private readonly lanes = 1,
  ) {
    // No idle timeout: the threads live as long as the pool, so a second run pays no start-up.
    // Piscina unrefs idle threads, so an open pool does not keep the process alive.
    this.pool = new Piscina<WorkerMessage, WorkerResult>({
      filename: workerFile,
      minThreads: threads,
      maxThreads: threads,
      idleTimeout: Number.MAX_SAFE_INTEGER,
      concurrentTasksPerWorker: lanes,
    });
  }

  /**
   * Waits until every thread has started, loaded the worker entry and (with `ref`) the
   * ruleset's plug-in: one ping per thread, sent together so each idle thread takes one.
   */
  async warm(ref: RulesetRef | null = null): Promise<E.Either<SimError, void>> {
    const pings = Array.from({ length: this.threads }, () => this.send({ ping: true, ref }));
    const answers = await Promise.all(pings);
    const bad = answers.find((a) => !a.ok);
    return bad !== undefined && !bad.ok ? E.left(simError('worker-failed', bad.message)) : E.right(undefined);
  }

  /**
   * Plays batches of the plug-in `ref` points to; `onBatch` is called with each finished batch's
   * size. The records come back in the order of the tasks, or the first failure.
   */
  async runBatches(ref: RulesetRef, tasks: ReadonlyArray<BatchTask>, onBatch: (games: number) => void = () => {}): Promise<E.Either<SimError, GameRecord[]>> {
    let failure: SimError | null = null;
    const parts = await Promise.all(
      tasks.map(async (task) => {
        if (failure !== null) return [];
        const r = await this.send({ ref, task });
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

  /**
   * Plays the games of `queue` with `template`'s run: one loop per lane of each thread, each
   * sending the next batch as soon as its last one came back. At the first
   * failure the queue hands out nothing more and the sink keeps the failure.
   */
  async playQueue(ref: RulesetRef, template: BatchTask, queue: GameQueue, sink: RecordSink): Promise<void> {
    const lane = async (): Promise<void> => {
      for (let r = queue.take(); r !== null; r = queue.take()) {
        const res = await this.send({ ref, task: { ...template, from: r.from, to: r.to } });
        if (!res.ok) {
          sink.fail(simError('worker-failed', res.message));
          queue.close();
          return;
        }
        sink.add(res.records);
      }
    };
    await Promise.all(Array.from({ length: this.threads * this.lanes }, lane));
  }

  /** Stops the threads. */
  close(): Promise<void> {
    return this.pool.destroy();
  }

  private async send(msg: WorkerMessage): Promise<WorkerResult> {
    try {
      return await this.pool.run(msg);
    } catch (e) {
      return { ok: false, message: `worker thread failed: ${(e as Error).message}` };
    }
  }
}

/** Where the records of a run's batches go, whichever thread played them. */
export class RecordSink {
  readonly records: GameRecord[] = [];
  failure: SimError | null = null;

  constructor(private readonly onBatch: (games: number) => void) {}

  add(records: ReadonlyArray<GameRecord>): void {
    this.records.push(...records);
    this.onBatch(records.length);
  }

  fail(e: SimError): void {
    this.failure ??= e;
  }

  result(): E.Either<SimError, GameRecord[]> {
    return this.failure !== null ? E.left(this.failure) : E.right(this.records);
  }
}

/** How long the calling thread plays before it lets the event loop run (worker answers, progress). */
const SLICE_MS = 10;

/**
 * The calling thread's share of a run: one game at a time from the shared queue, yielding to
 * the event loop every {@link SLICE_MS} so the workers' answers are handled and their next
 * batches sent while it plays.
 */
async function playHere(queue: GameQueue, play: GamePlayer, sink: RecordSink): Promise<void> {
  for (;;) {
    const until = performance.now() + SLICE_MS;
    const done: GameRecord[] = [];
    for (let r = queue.take(1); r !== null; r = performance.now() < until ? queue.take(1) : null) done.push(...play(r.from, r.to));
    if (done.length === 0) return;
    sink.add(done);
    await new Promise<void>((resolve) => setImmediate(resolve));
  }
}

/** Starts a pool of `threads` threads and waits until every one is ready (see {@link BatchPool.warm}). */
export async function startPool(threads: number, workerFile: string, ref: RulesetRef | null = null): Promise<E.Either<SimError, BatchPool>> {
  const pool = new BatchPool(threads, workerFile);
  const ready = await pool.warm(ref);
  if (E.isLeft(ready)) {
    await pool.close();
    return ready;
  }
  return E.right(pool);
}

/** A run for {@link runInWorkers}: its games, one task of it (for everything but the games), how to split it. */
export interface ThreadedRun {
  readonly template: BatchTask;
  readonly range: { readonly from: number; readonly to: number };
  /** Games per batch; guided (shrinking batches, at most this many games) unless `fixedBatches`. */
  readonly maxBatch: number;
  readonly fixedBatches: boolean;
}

/**
 * Plays a run on `threads` threads and stops the workers: with `here` (the calling thread's
 * player for the run), the calling thread plays as one of the threads and `threads − 1` workers
 * start; without, `threads` workers do. Starts the workers before anything else, so they load
 * while the calling thread plays its first games.
 */
export async function runInWorkers(
  ref: RulesetRef,
  run: ThreadedRun,
  threads: number,
  workerFile: string,
  here: GamePlayer | null,
  onBatch: (games: number) => void = () => {},
): Promise<E.Either<SimError, GameRecord[]>> {
  const workers = here === null ? threads : threads - 1;
  const pool = workers > 0 ? new BatchPool(workers, workerFile, here === null ? 1 : 2) : null;
  const queue = new GameQueue(run.range, threads, run.maxBatch, run.fixedBatches);
  const sink = new RecordSink(onBatch);
  try {
    const remote = pool === null ? Promise.resolve() : pool.playQueue(ref, run.template, queue, sink);
    if (here !== null) await playHere(queue, here, sink).catch((e: unknown) => {
      queue.close();
      throw e;
    });
    await remote;
    return sink.result();
  } finally {
    await pool?.close();
  }
}

/**
 * Plays a planned run on `threads` threads, the calling thread being one of them (it plays
 * `sim`, the workers find it again from `ref`). Without `batchSize`, batches are guided (see
 * {@link GameQueue}) and at most {@link DEFAULT_BATCH_SIZE} games.
 */
export async function playOnThreads(
  sim: AnyRulesetKit,
  ref: RulesetRef,
  plan: Pick<RunPlan, 'range' | 'tasks'>,
  threads: number,
  workerFile: string,
  batchSize: number | undefined,
  onBatch: (games: number) => void = () => {},
): Promise<E.Either<SimError, GameRecord[]>> {
  const template = plan.tasks[0];
  if (template === undefined) return E.right([]);
  const here = batchPlayer(sim, template);
  if (E.isLeft(here)) return here;
  const run: ThreadedRun = { template, range: plan.range, maxBatch: batchSize ?? DEFAULT_BATCH_SIZE, fixedBatches: batchSize !== undefined };
  return runInWorkers(ref, run, threads, workerFile, here.right, onBatch);
}
