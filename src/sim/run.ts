import * as E from 'fp-ts/lib/Either.js';
import { canonicalJson } from '../core/canonical-json.js';
import { stateHash } from '../core/hash.js';
import { batchPlayer, decodeScenario, resolveAgents, type BatchTask } from './batch.js';
import { simError, type SimError } from './errors.js';
import { builtinRef, type RulesetRef } from './ref.js';
import { batches, gameSeed, shardRange, type GameRange } from './seeds.js';
import { guidedBatches, threadsToUse, type GameQueue } from './schedule.js';
import { summarize, type Summary } from './summary.js';
import type { AnyRulesetKit, GameRecord } from './types.js';
import { isWorkerPool, type WorkerPool } from './worker-pool.js';

/** The ply limit when neither the run nor the ruleset gives one. */
export const DEFAULT_MAX_PLIES = 10_000;
/**
 * Games per batch unless the run says otherwise, and the most a thread takes at once on a
 * pool (where batches shrink towards the end of the run, see {@link GameQueue}): big enough to
 * amortise a worker round trip, small enough for a progress bar to move.
 */
export const DEFAULT_BATCH_SIZE = 50;
/** The format tag of a simulation document (bumped when its shape changes). */
export const SIMULATION_FORMAT = 'strategos-simulation/1';

/** Inputs of a run. */
export interface SimulateOptions {
  /** The ruleset with its simulation hooks. */
  readonly ruleset: AnyRulesetKit;
  /** The scenario as JSON (a file's contents); decoded with the ruleset's scenario codec. */
  readonly scenario: unknown;
  /** A name for the scenario in the output (a file name or a bundled scenario's name). */
  readonly scenarioName?: string;
  readonly games: number;
  readonly seed: string;
  /** Agent names by side, in the ruleset's player order; one name plays every side. */
  readonly agents: ReadonlyArray<string>;
  /** Ruleset options for `setup`. */
  readonly options?: unknown;
  /** The guard against endless games (commands per game); see {@link DEFAULT_MAX_PLIES}. */
  readonly maxPlies?: number;
  /** Rotate agents over the sides game by game, so each plays each side equally often. */
  readonly rotate?: boolean;
  /** Play only shard `index` (1-based) of `count`; merge the shards' documents afterwards. */
  readonly shard?: { readonly index: number; readonly count: number };
  /** Games per batch (the unit of work; it does not change the results). */
  readonly batchSize?: number;
  /** Called after each batch with games done and games in this run. */
  readonly onProgress?: (done: number, total: number) => void;
}

/** A run on worker threads (Node only): {@link SimulateOptions} and how many threads. */
export interface ParallelOptions extends SimulateOptions {
  /**
   * Play on this many threads (`'auto'`: one per core): the calling thread, which plays a game
   * at a time and lets its event loop run every few milliseconds, and `workers − 1` worker
   * threads started for this run and stopped after it. Or on an open {@link WorkerPool} (from
   * {@link openWorkerPool}), which stays open and leaves the calling thread free. The records
   * are the same as a sequential run's. A worker finds the ruleset again by id when it is a
   * built-in plug-in, else through {@link ParallelOptions.rulesetModule}. Without `batchSize`,
   * threads take batches that shrink towards the end of the run, at most
   * {@link DEFAULT_BATCH_SIZE} games (see {@link GameQueue}).
   */
  readonly workers: number | 'auto' | WorkerPool;
  /** For a plug-in ruleset: the module (file URL) exporting it, and the export's name. */
  readonly rulesetModule?: { readonly url: string; readonly exportName?: string };
  /** The built worker entry (default: `worker.js` in the package's dist/ folder). */
  readonly workerFile?: string;
}

/** What was run: everything needed to reproduce it, and to check that shards belong together. */
export interface RunSpec {
  readonly ruleset: string;
  readonly edition: string;
  readonly scenario: { readonly name: string; readonly hash: string };
  readonly options: unknown;
  readonly seed: string;
  readonly games: number;
  readonly agents: ReadonlyArray<string>;
  readonly rotate: boolean;
  readonly maxPlies: number;
}

/** Which slice of the run a shard played. */
export interface ShardInfo {
  readonly index: number;
  readonly count: number;
  readonly from: number;
  readonly to: number;
}

/**
 * The result of a run or a shard: the records, their summary, and a hash of the records that
 * is equal for equal results whatever the number of workers or shards.
 */
export interface SimulationDocument {
  readonly format: typeof SIMULATION_FORMAT;
  readonly run: RunSpec;
  /** `null` for a whole run (or a merge of all its shards). */
  readonly shard: ShardInfo | null;
  readonly records: ReadonlyArray<GameRecord>;
  readonly summary: Summary;
  readonly recordsHash: string;
}

/** A checked run, ready to be played in batches by any executor. */
export interface RunPlan {
  readonly spec: RunSpec;
  readonly shard: ShardInfo | null;
  readonly range: GameRange;
  /** The batches to play, in order. */
  readonly tasks: ReadonlyArray<BatchTask>;
}

const isWhole = (n: unknown, lo: number): n is number => typeof n === 'number' && Number.isSafeInteger(n) && n >= lo;

/**
 * Checks a run's inputs and splits it into batches. The scenario is decoded (every failing
 * path reported) and set up once, so a bad scenario fails here rather than in every game.
 */
export function planRun(opts: SimulateOptions): E.Either<SimError, RunPlan> {
  const sim = opts.ruleset;
  if (!isWhole(opts.games, 1)) return E.left(simError('bad-games', `games must be a whole number of at least 1, got ${String(opts.games)}.`));
  if (typeof opts.seed !== 'string' || opts.seed === '') return E.left(simError('bad-seed', 'seed must be a non-empty string.'));
  const maxPlies = opts.maxPlies ?? sim.maxPlies ?? DEFAULT_MAX_PLIES;
  if (!isWhole(maxPlies, 1)) return E.left(simError('bad-max-plies', `maxPlies must be a whole number of at least 1, got ${String(maxPlies)}.`));
  const batchSize = opts.batchSize ?? DEFAULT_BATCH_SIZE;
  if (!isWhole(batchSize, 1)) return E.left(simError('bad-batch-size', `batchSize must be a whole number of at least 1, got ${String(batchSize)}.`));
  let shard: ShardInfo | null = null;
  let range: GameRange = { from: 0, to: opts.games };
  if (opts.shard !== undefined) {
    const { index, count } = opts.shard;
    if (!isWhole(count, 1) || !isWhole(index, 1) || index > count) {
      return E.left(simError('bad-shard', `shard must be i/n with 1 <= i <= n, got ${String(index)}/${String(count)}.`));
    }
    if (count > opts.games) return E.left(simError('bad-shard', `cannot split ${opts.games} games into ${count} shards.`));
    range = shardRange(opts.games, index, count);
    if (count > 1) shard = { index, count, ...range };
  }
  const scenario = decodeScenario(sim, opts.scenario);
  if (E.isLeft(scenario)) return scenario;
  const agents = resolveAgents(sim, opts.agents);
  if (E.isLeft(agents)) return agents;
  if (agents.right.length === 0) return E.left(simError('unknown-agent', 'at least one agent is needed.'));
  const options = opts.options ?? null;
  const probe = sim.ruleset.setup(scenario.right, options === null ? { seed: gameSeed(opts.seed, 0) } : { seed: gameSeed(opts.seed, 0), options });
  if (E.isLeft(probe)) {
    const e = probe.left;
    const where = e.citations.map((c) => `${c.ruleset} ${c.section}`).join(', ');
    const paths = e.issues ? `\n${e.issues.map((i) => `${i.path}: expected ${i.expected}, got ${i.got}`).join('\n')}` : '';
    return E.left(simError('setup-refused', `The scenario cannot be set up (${e.code}): ${e.message}${where ? ` [${where}]` : ''}${paths}`));
  }
  const players = sim.ruleset.players(probe.right);
  let names = [...opts.agents];
  if (names.length === 1 && players.length > 1) names = players.map(() => names[0]!);
  if (names.length !== players.length) {
    return E.left(simError('agent-count', `${sim.ruleset.id} has ${players.length} sides (${players.join(', ')}) but ${names.length} agents were given.`));
  }
  const spec: RunSpec = {
    ruleset: sim.ruleset.id,
    edition: sim.ruleset.edition,
    scenario: { name: opts.scenarioName ?? 'scenario', hash: stateHash(opts.scenario) },
    options,
    seed: opts.seed,
    games: opts.games,
    agents: names,
    rotate: opts.rotate ?? false,
    maxPlies,
  };
  const tasks = batches(range, batchSize).map((b): BatchTask => ({
    scenario: opts.scenario,
    options,
    seed: opts.seed,
    agents: names,
    rotate: spec.rotate,
    maxPlies,
    from: b.from,
    to: b.to,
  }));
  const plan: RunPlan = { spec, shard, range, tasks };
  decodedScenarios.set(plan, { scenario: scenario.right });
  return E.right(plan);
}

// The scenario each plan decoded and prepared, for playing it in this thread (plans stay plain data).
const decodedScenarios = new WeakMap<RunPlan, { readonly scenario: unknown }>();

/** The hash of a list of records (canonical JSON), equal for equal results. */
export function recordsHash(records: ReadonlyArray<GameRecord>): string {
  return stateHash(records);
}

/** Assembles a run's document from its records, in index order. */
export function buildDocument(plan: Pick<RunPlan, 'spec' | 'shard'>, records: ReadonlyArray<GameRecord>): SimulationDocument {
  const sorted = [...records].sort((a, b) => a.index - b.index);
  return { format: SIMULATION_FORMAT, run: plan.spec, shard: plan.shard, records: sorted, summary: summarize(sorted), recordsHash: recordsHash(sorted) };
}

/**
 * Plays a run (or one shard of it). Without `workers`: in this thread, pure and synchronous.
 * With `workers` (Node only): on that many worker threads, returning a promise of the same
 * document — every game's seed comes from its index, so the number of threads (like the
 * number of shards) never changes a record.
 */
export function simulate(opts: ParallelOptions): Promise<E.Either<SimError, SimulationDocument>>;
export function simulate(opts: SimulateOptions): E.Either<SimError, SimulationDocument>;
export function simulate(opts: SimulateOptions | ParallelOptions): E.Either<SimError, SimulationDocument> | Promise<E.Either<SimError, SimulationDocument>> {
  const plan = planRun(opts);
  if ('workers' in opts && opts.workers !== undefined) return E.isLeft(plan) ? Promise.resolve(plan) : simulateInWorkers(opts, plan.right);
  if (E.isLeft(plan)) return plan;
  return playSequentially(opts, plan.right);
}

function playSequentially(opts: SimulateOptions, plan: RunPlan): E.Either<SimError, SimulationDocument> {
  const records: GameRecord[] = [];
  const total = plan.range.to - plan.range.from;
  // Every task of a plan has the same scenario, options and agents (only the games differ): one
  // player for them all, on the scenario the plan decoded and prepared (so its forces are
  // checked and placed once per run, for the probe and every game).
  const first = plan.tasks[0];
  if (first === undefined) return E.right(buildDocument(plan, records));
  const play = batchPlayer(opts.ruleset, first, decodedScenarios.get(plan));
  if (E.isLeft(play)) return play;
  for (const task of plan.tasks) {
    records.push(...play.right(task.from, task.to));
    opts.onProgress?.(records.length, total);
  }
  return E.right(buildDocument(plan, records));
}

async function simulateInWorkers(opts: ParallelOptions, plan: RunPlan): Promise<E.Either<SimError, SimulationDocument>> {
  const requested = opts.workers;
  const open = isWorkerPool(requested) ? requested : null;
  if (open === null && requested !== 'auto' && !isWhole(requested, 1)) {
    return E.left(simError('bad-workers', `workers must be a whole number of at least 1 or "auto", got ${String(requested)}.`));
  }
  const m = opts.rulesetModule;
  const ref: RulesetRef | null = m !== undefined ? { kind: 'module', url: m.url, exportName: m.exportName ?? null } : builtinRef(opts.ruleset);
  if (ref === null) {
    return E.left(simError('workers-need-module', `worker threads cannot receive ${opts.ruleset.ruleset.id}'s plug-in object: give rulesetModule (the file URL of the module exporting it).`));
  }
  const total = plan.range.to - plan.range.from;
  let done = 0;
  const onBatch = (n: number): void => {
    done += n;
    opts.onProgress?.(done, total);
  };
  if (open !== null) {
    const maxBatch = opts.batchSize ?? DEFAULT_BATCH_SIZE;
    const ranges = guidedBatches(plan.range, open.threads, maxBatch, opts.batchSize !== undefined);
    const records = await open.runBatches(ref, ranges.map((b) => ({ ...plan.tasks[0]!, from: b.from, to: b.to })), onBatch);
    return E.isLeft(records) ? records : E.right(buildDocument(plan, records.right));
  }
  // Node-only code, loaded only when threads are asked for.
  const pool = await import('./pool.js');
  const threads = threadsToUse(total, requested === 'auto' ? pool.autoWorkers() : (requested as number), opts.batchSize);
  if (threads <= 1) return playSequentially(opts, plan);
  const file = opts.workerFile ?? pool.defaultWorkerFile();
  if (file === null) return E.left(simError('no-worker-file', 'the built worker entry (dist/worker.js) was not found next to the library; give workerFile.'));
  const records = await pool.playOnThreads(opts.ruleset, ref, plan, threads, file, opts.batchSize, onBatch);
  return E.isLeft(records) ? records : E.right(buildDocument(plan, records.right));
}

/** A plan's games split into batches of `size` instead (the records do not change). */
export function rebatch(plan: Pick<RunPlan, 'range' | 'tasks'>, size: number): BatchTask[] {
  const first = plan.tasks[0];
  if (first === undefined) return [];
  return batches(plan.range, size).map((b) => ({ ...first, from: b.from, to: b.to }));
}

/** True when two run specs describe the same run (canonical JSON equality). */
export function sameRun(a: RunSpec, b: RunSpec): boolean {
  return canonicalJson(a) === canonicalJson(b);
}
