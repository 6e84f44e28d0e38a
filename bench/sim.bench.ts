/**
 * Simulation throughput: games per second per ruleset with random agents, on one thread (the
 * baseline) and on the library's worker pool with every core, with the ratio (the scaling),
 * plus the greedy agent's win rate against the random agent over 1,000 games.
 *
 * Three timings per ruleset, each also given per CPU-second and with the load other processes
 * put on the machine meanwhile (from /proc/stat, Linux only) so a figure taken on a busy machine
 * reads as such:
 * - one thread: `simulate()` in this thread, after a warm-up run;
 * - warm pool: `simulate({ workers: pool })` on a pool opened once with `openWorkerPool` and
 *   warmed by one run (steady state: what a long run or a reused pool gets);
 * - fresh pool: `simulate({ workers: cores })`, which starts and stops its threads (what one
 *   `strategos simulate --workers auto` of this size gets, start-up and JIT warm-up included).
 *
 * Environment: STRATEGOS_BENCH_RULESETS=dawn-of-battle,dba picks rulesets (the dice-race test
 * fixture, a trivial game, is `dice-race`); STRATEGOS_GREEDY_GAMES (default 1000) sets the
 * greedy-vs-random count; STRATEGOS_GREEDY_RULESETS (default `dawn-of-battle`) says which
 * rulesets play it, because DBA's 1,000 games take minutes:
 * `STRATEGOS_GREEDY_RULESETS=dawn-of-battle,dba npx vitest bench --run bench/sim.bench.ts`.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import * as E from 'fp-ts/lib/Either.js';
import { afterAll, bench, describe } from 'vitest';
import { autoWorkers } from '../src/sim/pool.js';
import { builtinSims } from '../src/sim/rulesets/index.js';
import { simulate, type ParallelOptions, type SimulateOptions, type SimulationDocument } from '../src/sim/run.js';
import type { AnyRulesetSim } from '../src/sim/types.js';
import { openWorkerPool, type WorkerPool } from '../src/sim/worker-pool.js';
import { diceRaceSim } from '../test/sim/fixtures/dice-race.js';
import { ensureBuilt, root } from '../test/cli/build.js';

const built = await ensureBuilt();
const workerFile = pathToFileURL(join(root, 'dist/worker.js')).href;
const cores = autoWorkers();
const GREEDY_GAMES = Number(process.env['STRATEGOS_GREEDY_GAMES'] ?? 1000);
const greedyRulesets = (process.env['STRATEGOS_GREEDY_RULESETS'] ?? 'dawn-of-battle').split(',');
const picked = process.env['STRATEGOS_BENCH_RULESETS']?.split(',');

interface Subject {
  readonly id: string;
  readonly label: string;
  readonly sim: AnyRulesetSim;
  /** Games per timing: a few seconds on one thread at the ruleset's pace. */
  readonly games: number;
  readonly module?: { readonly url: string };
}
const pace: Readonly<Record<string, number>> = { 'dawn-of-battle': 400, dba: 24 };
const subjects: Subject[] = [
  ...Object.entries(builtinSims)
    .filter(([id]) => picked === undefined || picked.includes(id))
    .map(([id, sim]) => ({ id, label: id, sim, games: pace[id] ?? 50 })),
  ...(picked === undefined || picked.includes('dice-race')
    ? [{ id: 'dice-race', label: 'dice-race (test fixture)', sim: diceRaceSim as AnyRulesetSim, games: 20_000, module: { url: pathToFileURL(built.fixture).href } }]
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

interface Timing {
  readonly doc: SimulationDocument;
  readonly gamesPerSecond: number;
  readonly gamesPerCpuSecond: number;
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

const fmt = (t: Timing): string => `${t.gamesPerSecond.toFixed(1)} games/s (${t.gamesPerCpuSecond.toFixed(1)} per CPU-s${t.othersCores === null ? '' : `, others busy ${t.othersCores.toFixed(2)} cores`})`;

const pool = await openWorkerPool({ workers: cores, workerFile, ...(subjects.some((s) => s.module) ? { rulesetModule: subjects.find((s) => s.module)!.module! } : {}) });
if (E.isLeft(pool)) throw new Error(pool.left.message);
afterAll(() => pool.right.close());
console.log(`[sim bench] ${cores} cores; load average ${(await import('node:os')).loadavg().map((l) => l.toFixed(2)).join(' ')}`);

for (const s of subjects) {
  const random = options(s, ['random'], s.games);
  simulate(options(s, ['random'], Math.max(1, Math.ceil(s.games / 4)))); // warm this thread's JIT
  await simulate(onThreads(s, random, pool.right)); // warm the pool's threads the same way
  const one = await timed(s.games, () => simulate(random));
  const warm = await timed(s.games, () => simulate(onThreads(s, random, pool.right)));
  const fresh = await timed(s.games, () => simulate(onThreads(s, random, cores)));
  const same = [warm, fresh].every((t) => t.doc.recordsHash === one.doc.recordsHash);
  console.log(
    `[sim bench] ${s.label}, ${s.games} games: 1 thread ${fmt(one)}; ` +
      `${cores} workers, warm pool ${fmt(warm)} = ×${(warm.gamesPerSecond / one.gamesPerSecond).toFixed(2)}; ` +
      `fresh pool (start-up included) ${fmt(fresh)} = ×${(fresh.gamesPerSecond / one.gamesPerSecond).toFixed(2)}; records ${same ? 'identical' : 'DIFFER'}`,
  );
  if (s.sim.agents?.['greedy'] !== undefined && GREEDY_GAMES > 0 && greedyRulesets.includes(s.id)) {
    const g = await timed(GREEDY_GAMES, () => simulate(onThreads(s, options(s, ['greedy', 'random'], GREEDY_GAMES), pool.right)));
    const sum = g.doc.summary;
    const rate = (agent: string) => {
      const a = sum.agents.find((x) => x.agent === agent)!;
      return `${(100 * a.winRate.rate).toFixed(1)}% (95% CI ${(100 * a.winRate.low).toFixed(1)}–${(100 * a.winRate.high).toFixed(1)}%)`;
    };
    console.log(
      `[sim bench] ${s.label}: over ${GREEDY_GAMES} games (sides rotating) greedy wins ${rate('greedy')}, random wins ${rate('random')}, ` +
        `drawn ${(100 * sum.draws.rate.rate).toFixed(1)}%, unfinished ${sum.games - sum.finished}; ${fmt(g)}`,
    );
  }

  describe(`simulate ${s.label}: ${s.games} games, random agents`, () => {
    bench('one thread (baseline)', () => {
      simulate(random);
    }, { iterations: 1, warmupIterations: 0 });
    bench(`simulate({ workers: pool of ${cores} })`, async () => {
      await simulate(onThreads(s, random, pool.right));
    }, { iterations: 1, warmupIterations: 0 });
  });
}
