/**
 * Simulation throughput: games per second per ruleset with random agents, on one thread (the
 * baseline) and on the library's worker pool with every core, with the ratio (the scaling),
 * plus the greedy agent's win rate against the random agent over 1,000 games.
 *
 * Three timings per ruleset, each also given per CPU-second and with the load other processes
 * put on the machine meanwhile (from /proc/stat, Linux only) so a figure taken on a busy machine
 * reads as such:
 * - one thread: `simulate()` in this thread, after a warm-up run, on the built package (the code
 *   the worker threads and the command run);
 * - warm pool: `simulateParallel({ workers: pool })` (strategos/node) on a pool opened once with `openWorkerPool` and
 *   warmed by one run (steady state: what a long run or a reused pool gets); one thread and the
 *   pool are timed in STRATEGOS_SCALING_ROUNDS (default 3) alternating pairs, the median pair's
 *   ratio reported, since this kind of machine drifts by a third from minute to minute;
 * - the machine's ceiling (Dawn of Battle): independent warm processes, one alone against one
 *   per core at once, in alternating pairs too (see `ceiling`);
 * - end to end: the built command, `strategos simulate --workers 1` against `--workers auto`,
 *   each a fresh process (what a user gets: `auto` plays in the command's thread and one
 *   worker per other core, and every thread pays its own JIT warm-up, about 2.5 CPU-seconds
 *   for Dawn of Battle, most of it V8 compiling on background threads), with the CPU-seconds
 *   `auto` spent beyond `--workers 1`; for Dawn of Battle also a run of 10,000 games, long
 *   enough for the warm-up to be a small share.
 *
 * Environment: STRATEGOS_BENCH_RULESETS=dawn-of-battle,dba picks rulesets (the dice-race test
 * fixture, a trivial game, is `dice-race`); STRATEGOS_GREEDY_GAMES (default 1000) sets the
 * greedy-vs-random count; STRATEGOS_GREEDY_RULESETS (default: every ruleset with a greedy
 * agent) says which rulesets play it. DBA's 1,000 greedy games are the longest part (about
 * 300 CPU-seconds, so two or three minutes on two cores):
 * `STRATEGOS_GREEDY_RULESETS=dawn-of-battle npx vitest bench --run bench/sim.bench.ts` skips them.
 */
import { execFileSync, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as E from 'fp-ts/lib/Either.js';
import { afterAll, bench, describe } from 'vitest';
import { autoWorkers } from '../src/node/pool.js';
import type { ParallelOptions } from '../src/node/simulate.js';
import type { WorkerPool } from '../src/node/worker-pool.js';
import type { SimulateOptions, SimulationDocument } from '../src/sim/run.js';
import type { AnyRulesetKit } from '../src/sim/types.js';
import { ensureBuilt, root } from '../test/cli/build.js';

const built = await ensureBuilt();
// The calling thread runs the built package, as the worker threads (dist/worker.js) and the
// command do: vitest's own module transform turns every call across modules into a property
// read on a namespace object, which made the same games about 1.6× slower in this thread than on
// a worker and so inflated the pool's ratio.
// Node's own `require` of the CommonJS build, which vitest does not transform.
type SimModule = typeof import('../src/sim/index.js');
type NodeModule = typeof import('../src/node/index.js');
const { simulate } = createRequire(import.meta.url)(join(root, 'dist/sim/index.cjs')) as SimModule;
const { simulateParallel, openWorkerPool } = createRequire(import.meta.url)(join(root, 'dist/node/index.cjs')) as NodeModule;
const { kits } = createRequire(import.meta.url)(join(root, 'dist/registry/index.cjs')) as typeof import('../src/registry/index.js');
const { diceRaceSim } = (await import(pathToFileURL(built.fixture).href)) as typeof import('../test/sim/fixtures/dice-race.js');
const workerFile = pathToFileURL(join(root, 'dist/worker.js')).href;
const cores = autoWorkers();
const GREEDY_GAMES = Number(process.env['STRATEGOS_GREEDY_GAMES'] ?? 1000);
const greedyRulesets = process.env['STRATEGOS_GREEDY_RULESETS']?.split(',');
const picked = process.env['STRATEGOS_BENCH_RULESETS']?.split(',');

interface Subject {
  readonly id: string;
  readonly label: string;
  readonly sim: AnyRulesetKit;
  /** Games per timing: a few seconds on one thread at the ruleset's pace. */
  readonly games: number;
  /**
   * A second end-to-end run, long enough (10-20 s on one thread) for every thread's JIT
   * warm-up to be a small share: where `--workers auto` shows what the cores give.
   */
  readonly longRun?: number;
  readonly module?: { readonly url: string };
}
const pace: Readonly<Record<string, number>> = { 'dawn-of-battle': 2000, dba: 24 };
const longRuns: Readonly<Record<string, number>> = { 'dawn-of-battle': 10_000 };
const subjects: Subject[] = [
  ...Object.entries(kits)
    .filter(([id]) => picked === undefined || picked.includes(id))
    .map(([id, sim]) => ({ id, label: id, sim: sim!, games: pace[id] ?? 50, ...(longRuns[id] === undefined ? {} : { longRun: longRuns[id] }) })),
  ...(picked === undefined || picked.includes('dice-race')
    ? [{ id: 'dice-race', label: 'dice-race (test fixture)', sim: diceRaceSim as AnyRulesetKit, games: 20_000, module: { url: pathToFileURL(built.fixture).href } }]
    : []),
];

function options(s: Subject, agents: string[], games: number): SimulateOptions {
  const name = s.sim.defaultScenario ?? Object.keys(s.sim.scenarios ?? {})[0]!;
  return { ruleset: s.sim, scenario: s.sim.scenarios![name]!.scenario, scenarioName: name, games, seed: 'bench', agents, rotate: true };
}
const onThreads = (s: Subject, o: SimulateOptions, workers: number | WorkerPool): ParallelOptions => ({ ...o, workers, workerFile, ...(s.module ? { rulesetModule: s.module } : {}) });

/** CPU milliseconds the whole machine has spent busy so far (Linux), else `null`. */
function machineBusyMs(): number | null {
  try {
    const f = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
    // user nice system irq softirq steal, in clock ticks (100 per second on Linux).
    return ((f[0] ?? 0) + (f[1] ?? 0) + (f[2] ?? 0) + (f[5] ?? 0) + (f[6] ?? 0) + (f[7] ?? 0)) * 10;
  } catch {
    return null;
  }
}

/** CPU milliseconds of this process's finished children (Linux), else `null`. */
function childrenCpuMs(): number | null {
  try {
    // Fields after the command name; cutime and cstime are the 14th and 15th of them.
    const f = readFileSync('/proc/self/stat', 'utf8').split(') ')[1]!.split(' ');
    return (Number(f[13]) + Number(f[14])) * 10;
  } catch {
    return null;
  }
}

interface Timing {
  readonly doc: { readonly recordsHash: string; readonly summary: SimulationDocument['summary'] };
  readonly gamesPerSecond: number;
  readonly gamesPerCpuSecond: number | null;
  /** Cores other processes kept busy meanwhile, or `null` where it cannot be read. */
  readonly othersCores: number | null;
}

async function timed(games: number, run: () => Promise<E.Either<unknown, SimulationDocument>> | E.Either<unknown, SimulationDocument>): Promise<Timing> {
  const busy0 = machineBusyMs();
  const cpu0 = process.cpuUsage();
  const t0 = performance.now();
  const r = await run();
  const wall = performance.now() - t0;
  const cpu = process.cpuUsage(cpu0);
  const busy1 = machineBusyMs();
  if (E.isLeft(r)) throw new Error(`the bench run failed: ${JSON.stringify(r.left)}`);
  const ownMs = (cpu.user + cpu.system) / 1000;
  return {
    doc: r.right,
    gamesPerSecond: (games * 1000) / wall,
    gamesPerCpuSecond: (games * 1000) / ownMs,
    othersCores: busy0 === null || busy1 === null ? null : Math.max(0, busy1 - busy0 - ownMs) / wall,
  };
}

/** Runs the built command in a fresh process and times it (its CPU time from /proc, where readable). */
function timedCommand(games: number, args: ReadonlyArray<string>): Timing {
  const busy0 = machineBusyMs();
  const kids0 = childrenCpuMs();
  const t0 = performance.now();
  const out = execFileSync(process.execPath, [built.cli, 'simulate', ...args, '--games', String(games), '--json', '--quiet'], { maxBuffer: 1 << 30, encoding: 'utf8' });
  const wall = performance.now() - t0;
  const busy1 = machineBusyMs();
  const kids1 = childrenCpuMs();
  const ownMs = kids0 === null || kids1 === null ? null : kids1 - kids0;
  const doc = JSON.parse(out) as SimulationDocument;
  return {
    doc,
    gamesPerSecond: (games * 1000) / wall,
    gamesPerCpuSecond: ownMs === null || ownMs === 0 ? null : (games * 1000) / ownMs,
    othersCores: busy0 === null || busy1 === null || ownMs === null ? null : Math.max(0, busy1 - busy0 - ownMs) / wall,
  };
}

/**
 * The machine's own ceiling for this workload: `processes` independent processes (nothing shared:
 * no isolate, heap or messages), each warmed up by `warm` games, then all playing `games` games
 * at once (bench/ceiling-games.cjs). Returns their summed games/s. One process alone against
 * every core's worth is what the cores can give at best; a pool's ratio is judged against it
 * (on a virtual machine two "cores" may share one physical core, or V8's own background threads
 * of a lone process may already be using the second one).
 */
async function ceiling(ruleset: string, processes: number, warm: number, games: number): Promise<{ readonly gamesPerSecond: number; readonly gamesPerCpuSecond: number }> {
  const kids = Array.from({ length: processes }, () => spawn(process.execPath, [join(root, 'bench/ceiling-games.cjs'), ruleset, String(warm), String(games)], { stdio: ['pipe', 'pipe', 'inherit'] }));
  const lines = kids.map((k) => {
    let buf = '';
    const wanted: Array<(line: string) => void> = [];
    k.stdout.setEncoding('utf8').on('data', (d: string) => {
      buf += d;
      for (let i = buf.indexOf('\n'); i >= 0; i = buf.indexOf('\n')) {
        const line = buf.slice(0, i);
        buf = buf.slice(i + 1);
        wanted.shift()?.(line);
      }
    });
    return (): Promise<string> => new Promise((resolve) => wanted.push(resolve));
  });
  const ready = lines.map((next) => next());
  const results = lines.map((next) => next());
  await Promise.all(ready);
  for (const k of kids) k.stdin.write('go\n');
  const done = (await Promise.all(results)).map((l) => JSON.parse(l) as { games: number; wall: number; cpu: number });
  const sum = (f: (r: (typeof done)[number]) => number): number => done.reduce((a, r) => a + f(r), 0);
  return { gamesPerSecond: sum((r) => r.games / r.wall), gamesPerCpuSecond: sum((r) => r.games) / sum((r) => r.cpu) };
}

/** Pairs of measurements per comparison (odd, so the median is one of them). */
const ROUNDS = Number(process.env['STRATEGOS_SCALING_ROUNDS'] ?? 3);

/** `ROUNDS` pairs of `a` and `b`, taken alternately (a then b, b then a, ...) so both see the same drift. */
async function alternated<T>(a: () => Promise<T>, b: () => Promise<T>): Promise<Array<readonly [T, T]>> {
  const out: Array<readonly [T, T]> = [];
  for (let r = 0; r < ROUNDS; r++) {
    if (r % 2 === 0) {
      const x = await a();
      out.push([x, await b()]);
    } else {
      const y = await b();
      out.push([await a(), y]);
    }
  }
  return out;
}

/** The index of the median of `xs` (the upper one for an even count). */
function medianIndex(xs: ReadonlyArray<number>): number {
  const order = xs.map((x, i) => [x, i] as const).sort((p, q) => p[0] - q[0]);
  return order[Math.floor(order.length / 2)]![1];
}
const median = (xs: ReadonlyArray<number>): number => xs[medianIndex(xs)]!;

const fmt = (t: Timing): string =>
  `${t.gamesPerSecond.toFixed(1)} games/s (${t.gamesPerCpuSecond === null ? '' : `${t.gamesPerCpuSecond.toFixed(1)} per CPU-s, `}${t.othersCores === null ? 'load not readable' : `others busy ${t.othersCores.toFixed(2)} cores`})`;
const ratio = (a: Timing, b: Timing): string => `×${(b.gamesPerSecond / a.gamesPerSecond).toFixed(2)}`;
/** The CPU-seconds the run on every core spent beyond the one-thread run (mostly each extra thread's JIT warm-up). */
const extraCpu = (games: number, a: Timing, b: Timing): string =>
  a.gamesPerCpuSecond === null || b.gamesPerCpuSecond === null ? '' : `, ${(games / b.gamesPerCpuSecond - games / a.gamesPerCpuSecond).toFixed(1)} CPU-s more`;

const pool = await openWorkerPool({ workers: cores, workerFile, ...(subjects.some((s) => s.module) ? { rulesetModule: subjects.find((s) => s.module)!.module! } : {}) });
if (E.isLeft(pool)) throw new Error(pool.left.message);
afterAll(() => pool.right.close());
console.log(`[sim bench] ${cores} cores; load average ${(await import('node:os')).loadavg().map((l) => l.toFixed(2)).join(' ')}`);

for (const s of subjects) {
  const random = options(s, ['random'], s.games);
  simulate(options(s, ['random'], Math.max(1, Math.ceil(s.games / 4)))); // warm this thread's JIT
  await simulateParallel(onThreads(s, random, pool.right)); // warm the pool's threads the same way
  // The machine's speed drifts by up to a third from minute to minute: each comparison is made
  // in ROUNDS alternating pairs and the median of the pairs' ratios is reported.
  const pairs = await alternated(
    () => timed(s.games, () => simulate(random)),
    () => timed(s.games, () => simulateParallel(onThreads(s, random, pool.right))),
  );
  const poolRatios = pairs.map(([one, warm]) => warm.gamesPerSecond / one.gamesPerSecond);
  const [one, warm] = pairs[medianIndex(poolRatios)]!;
  console.log(
    `[sim bench] ${s.label}, ${s.games} games, warm threads, ${ROUNDS} alternating pairs: 1 thread ${fmt(one)}; ${cores} workers (open pool) ${fmt(warm)} (the median pair): ` +
      `×${median(poolRatios).toFixed(2)} for ${cores} cores (pairs ${poolRatios.map((r) => `×${r.toFixed(2)}`).join(', ')}); records ${pairs.every(([a, b]) => a.doc.recordsHash === b.doc.recordsHash) ? 'identical' : 'DIFFER'}`,
  );
  if (s.longRun !== undefined && cores > 1) {
    // Only for a ruleset fast enough that a few seconds of games make a steady measurement.
    const runs = await alternated(
      () => ceiling(s.id, 1, s.games / 2, s.games),
      () => ceiling(s.id, cores, s.games / 2, s.games),
    );
    const ratios = runs.map(([alone, together]) => together.gamesPerSecond / alone.gamesPerSecond);
    const [alone, together] = runs[medianIndex(ratios)]!;
    console.log(
      `[sim bench] ${s.label}, machine ceiling (independent warm processes, ${s.games} games each, ${ROUNDS} alternating pairs): 1 process ${alone.gamesPerSecond.toFixed(1)} games/s ` +
        `(${alone.gamesPerCpuSecond.toFixed(1)} per CPU-s); ${cores} at once ${together.gamesPerSecond.toFixed(1)} games/s in all (${together.gamesPerCpuSecond.toFixed(1)} per CPU-s) (the median pair): ` +
        `×${median(ratios).toFixed(2)} (pairs ${ratios.map((r) => `×${r.toFixed(2)}`).join(', ')}); the open pool's median ×${median(poolRatios).toFixed(2)} is ${((100 * median(poolRatios)) / median(ratios)).toFixed(0)}% of it`,
    );
  }
  const pick = s.module ? ['--ruleset-module', built.fixture] : ['--ruleset', s.id];
  const cliArgs = [...pick, '--agents', 'random', '--rotate', '--seed', 'bench'];
  for (const cliGames of [s.games * 2, ...(s.longRun === undefined ? [] : [s.longRun])]) {
    const cliOne = timedCommand(cliGames, [...cliArgs, '--workers', '1']);
    const cliAll = timedCommand(cliGames, [...cliArgs, '--workers', 'auto']);
    console.log(
      `[sim bench] ${s.label}, ${cliGames} games, end to end (strategos simulate, fresh process): --workers 1 ${fmt(cliOne)}; --workers auto ${fmt(cliAll)}: ` +
        `${ratio(cliOne, cliAll)}${extraCpu(cliGames, cliOne, cliAll)}; records ${cliAll.doc.recordsHash === cliOne.doc.recordsHash ? 'identical' : 'DIFFER'}`,
    );
  }
  if (s.sim.agents?.['greedy'] !== undefined && GREEDY_GAMES > 0 && (greedyRulesets === undefined || greedyRulesets.includes(s.id))) {
    const g = await timed(GREEDY_GAMES, () => simulateParallel(onThreads(s, options(s, ['greedy', 'random'], GREEDY_GAMES), pool.right)));
    const sum = g.doc.summary;
    const rate = (agent: string) => {
      const a = sum.agents.find((x) => x.agent === agent)!;
      return `${(100 * a.winRate.rate).toFixed(1)}% (95% CI ${(100 * a.winRate.low).toFixed(1)}–${(100 * a.winRate.high).toFixed(1)}%)`;
    };
    console.log(
      `[sim bench] ${s.label}: over ${GREEDY_GAMES} games (sides rotating) greedy wins ${rate('greedy')}, random wins ${rate('random')}, ` +
        `drawn ${(100 * sum.draws.rate.rate).toFixed(1)}%, unfinished ${sum.games - sum.finished}${sum.games > sum.finished ? ` (${Object.entries(sum.unfinished).map(([k, v]) => `${k} ${v}`).join(', ')})` : ''}; ${fmt(g)}`,
    );
  }

  describe(`simulate ${s.label}: ${s.games} games, random agents`, () => {
    bench('one thread (baseline)', () => {
      simulate(random);
    }, { iterations: 1, warmupIterations: 0 });
    bench(`simulateParallel({ workers: pool of ${cores} })`, async () => {
      await simulateParallel(onThreads(s, random, pool.right));
    }, { iterations: 1, warmupIterations: 0 });
  });
}
