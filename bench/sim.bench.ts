/**
 * Simulation throughput: games per second per ruleset with random agents, on one thread (the
 * baseline) and on the library's worker pool with every core (`simulate({ workers })`), plus
 * the greedy agent's win rate against the random agent for each ruleset that has one (1,000
 * games unless STRATEGOS_GREEDY_GAMES says otherwise; played on the pool). Rulesets: the
 * library's built-in plug-ins and the dice-race test fixture (a trivial game, for scale).
 * STRATEGOS_BENCH_RULESETS=dawn-of-battle,dba picks rulesets.
 */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { bench, describe } from 'vitest';
import { autoWorkers } from '../src/sim/pool.js';
import { builtinSims } from '../src/sim/rulesets/index.js';
import { simulate, type ParallelOptions, type SimulateOptions } from '../src/sim/run.js';
import type { AnyRulesetSim } from '../src/sim/types.js';
import { diceRaceSim } from '../test/sim/fixtures/dice-race.js';
import { ensureBuilt, root } from '../test/cli/build.js';

const built = await ensureBuilt();
const workerFile = pathToFileURL(join(root, 'dist/worker.js')).href;
const cores = autoWorkers();
const GREEDY_GAMES = Number(process.env['STRATEGOS_GREEDY_GAMES'] ?? 1000);
const picked = process.env['STRATEGOS_BENCH_RULESETS']?.split(',');

interface Subject {
  readonly label: string;
  readonly sim: AnyRulesetSim;
  /** Games per timing: enough to take a few seconds at the ruleset's pace. */
  readonly games: number;
  readonly module?: { readonly url: string };
}
const pace: Readonly<Record<string, number>> = { 'dawn-of-battle': 100, dba: 8 };
const subjects: Subject[] = [
  ...Object.entries(builtinSims)
    .filter(([id]) => picked === undefined || picked.includes(id))
    .map(([id, sim]) => ({ label: id, sim, games: pace[id] ?? 50 })),
  ...(picked === undefined || picked.includes('dice-race') ? [{ label: 'dice-race (test fixture)', sim: diceRaceSim as AnyRulesetSim, games: 2000, module: { url: pathToFileURL(built.fixture).href } }] : []),
];

function options(s: Subject, agents: string[], games: number): SimulateOptions {
  const name = s.sim.defaultScenario ?? Object.keys(s.sim.scenarios ?? {})[0]!;
  return { ruleset: s.sim, scenario: s.sim.scenarios![name]!.scenario, scenarioName: name, games, seed: 'bench', agents, rotate: true, batchSize: Math.max(1, Math.ceil(games / (cores * 4))) };
}
const parallel = (s: Subject, o: SimulateOptions): ParallelOptions => ({ ...o, workers: cores, workerFile, ...(s.module ? { rulesetModule: s.module } : {}) });

for (const s of subjects) {
  const random = options(s, ['random'], s.games);
  await simulate(parallel(s, random)); // warm the threads' JIT once before timing
  const t0 = performance.now();
  const seq = simulate(random);
  const t1 = performance.now();
  const par = await simulate(parallel(s, random));
  const t2 = performance.now();
  if (E.isLeft(seq) || E.isLeft(par)) throw new Error('the bench run failed');
  const one = (s.games * 1000) / (t1 - t0);
  const all = (s.games * 1000) / (t2 - t1);
  console.log(
    `[sim bench] ${s.label}: ${one.toFixed(1)} games/s on 1 thread, ${all.toFixed(1)} games/s on ${cores} workers (×${(all / one).toFixed(2)} for ${cores} cores; ` +
      `records ${seq.right.recordsHash === par.right.recordsHash ? 'identical' : 'DIFFER'})`,
  );
  if (s.sim.agents?.['greedy'] !== undefined && GREEDY_GAMES > 0) {
    const g = await simulate(parallel(s, options(s, ['greedy', 'random'], GREEDY_GAMES)));
    if (E.isRight(g)) {
      const sum = g.right.summary;
      const rate = (agent: string) => {
        const a = sum.agents.find((x) => x.agent === agent)!;
        return `${(100 * a.winRate.rate).toFixed(1)}% (95% CI ${(100 * a.winRate.low).toFixed(1)}–${(100 * a.winRate.high).toFixed(1)}%)`;
      };
      console.log(`[sim bench] ${s.label}: over ${GREEDY_GAMES} games greedy wins ${rate('greedy')}, random wins ${rate('random')}, drawn ${(100 * sum.draws.rate.rate).toFixed(1)}%`);
    }
  }

  describe(`simulate ${s.label}: ${s.games} games, random agents`, () => {
    bench('one thread (baseline)', () => {
      simulate(random);
    }, { iterations: 1, warmupIterations: 0 });
    bench(`simulate({ workers: ${cores} })`, async () => {
      await simulate(parallel(s, random));
    }, { iterations: 1, warmupIterations: 0 });
  });
}
