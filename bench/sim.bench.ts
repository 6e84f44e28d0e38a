/**
 * Simulation throughput: games per second per ruleset with random agents, on one thread (the
 * baseline) and on a worker pool with every core, plus the greedy agent's win rate against the
 * random agent over 1,000 games for each ruleset that has a greedy agent. Rulesets: every one
 * in the command's catalog, and the dice-race test fixture (so the bench runs before any lands).
 */
import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { afterAll, bench, describe } from 'vitest';
import { catalog } from '../src/cli/catalog.js';
import type { RulesetRef } from '../src/cli/load.js';
import { autoWorkers, BatchPool } from '../src/cli/pool.js';
import { planRun, simulate, type RunPlan, type SimulateOptions } from '../src/sim/run.js';
import type { AnyRulesetSim } from '../src/sim/types.js';
import { diceRaceSim } from '../test/sim/fixtures/dice-race.js';
import { ensureBuilt, root } from '../test/cli/build.js';

const GAMES = 400;
const built = await ensureBuilt();
const workerFile = pathToFileURL(join(root, 'dist/worker.js')).href;
const cores = autoWorkers();

interface Subject {
  readonly label: string;
  readonly sim: AnyRulesetSim;
  readonly ref: RulesetRef;
}
const subjects: Subject[] = [
  ...Object.entries(catalog).map(([id, sim]) => ({ label: id, sim, ref: { kind: 'builtin', id } as const })),
  { label: 'dice-race (test fixture)', sim: diceRaceSim as AnyRulesetSim, ref: { kind: 'module', url: pathToFileURL(built.fixture).href, exportName: null } },
];

function options(sim: AnyRulesetSim, agents: string[], games: number): SimulateOptions {
  const name = sim.defaultScenario ?? Object.keys(sim.scenarios ?? {})[0]!;
  return { ruleset: sim, scenario: sim.scenarios![name]!.scenario, scenarioName: name, games, seed: 'bench', agents, rotate: true, batchSize: Math.ceil(games / (cores * 4)) };
}

for (const s of subjects) {
  const plan = planRun(options(s.sim, ['random'], GAMES));
  if (E.isLeft(plan)) throw new Error(plan.left.message);
  const p: RunPlan = plan.right;
  const pool = new BatchPool(cores, workerFile);
  afterAll(() => pool.destroy());
  await pool.run(s.ref, p); // warm the threads and their JIT before timing

  // Plain games/s figures and the greedy agent's strength, printed once per ruleset.
  const t0 = performance.now();
  simulate(options(s.sim, ['random'], GAMES));
  const t1 = performance.now();
  await pool.run(s.ref, p);
  const t2 = performance.now();
  const seq = (GAMES * 1000) / (t1 - t0);
  const par = (GAMES * 1000) / (t2 - t1);
  console.log(`[sim bench] ${s.label}: ${seq.toFixed(0)} games/s on 1 thread, ${par.toFixed(0)} games/s on ${cores} workers (×${(par / seq).toFixed(2)})`);
  if (s.sim.agents?.['greedy'] !== undefined) {
    const g = simulate(options(s.sim, ['greedy', 'random'], 1000));
    if (E.isRight(g)) {
      const a = g.right.summary.agents.find((x) => x.agent === 'greedy')!;
      console.log(`[sim bench] ${s.label}: greedy beats random in ${(100 * a.winRate.rate).toFixed(1)}% of 1,000 games (95% CI ${(100 * a.winRate.low).toFixed(1)}–${(100 * a.winRate.high).toFixed(1)}%)`);
    }
  }

  describe(`simulate ${s.label}: ${GAMES} games, random agents`, () => {
    bench('one thread (baseline)', () => {
      simulate(options(s.sim, ['random'], GAMES));
    });
    bench(`worker pool, ${cores} threads`, async () => {
      await pool.run(s.ref, p);
    });
  });
}
