import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { openWorkerPool, simulateParallel } from '../../src/node/index.js';
import { kits } from '../../src/registry/index.js';
import { GameQueue, SHARES_PER_THREAD, guidedBatches, planRun, rebatch, simulate, threadsToUse, type AnyRulesetKit, type GameRange, type SimulateOptions } from '../../src/sim/index.js';
import { ensureBuilt, root } from '../cli/build.js';
import { diceRaceSim } from '../sim/fixtures/dice-race.js';

// The worker threads run the built package (dist/worker.js), the test thread runs the sources:
// equal records prove the result does not depend on where, or on how many threads, games run.
let workerFile = '';
let fixtureUrl = '';
beforeAll(async () => {
  const built = await ensureBuilt();
  workerFile = pathToFileURL(join(root, 'dist/worker.js')).href;
  fixtureUrl = pathToFileURL(built.fixture).href;
}, 900_000);

const dob = kits['dawn-of-battle']!;
const dobRun: SimulateOptions = { ruleset: dob, scenario: dob.scenarios!['default']!.scenario, games: 8, seed: 'threads', agents: ['greedy', 'random'], rotate: true, batchSize: 2 };

describe('simulateParallel: a run on worker threads', () => {
  it('gives the same records on two worker threads as in this thread (Dawn of Battle, greedy against random)', async () => {
    const seq = simulate(dobRun);
    const par = await simulateParallel({ ...dobRun, workers: 2, workerFile });
    if (E.isLeft(seq) || E.isLeft(par)) throw new Error('run failed');
    expect(par.right.recordsHash).toBe(seq.right.recordsHash);
    expect(par.right.records).toEqual(seq.right.records);
  });

  it('runs a plug-in ruleset given as a module, with progress, identical to the sequential run', async () => {
    const opts: SimulateOptions = { ruleset: diceRaceSim as AnyRulesetKit, scenario: { target: 30, players: ['red', 'blue'] }, games: 60, seed: 'threads', agents: ['random'], batchSize: 7 };
    const seen: number[] = [];
    const par = await simulateParallel({ ...opts, workers: 3, workerFile, rulesetModule: { url: fixtureUrl }, onProgress: (done) => seen.push(done) });
    const seq = simulate(opts);
    if (E.isLeft(seq) || E.isLeft(par)) throw new Error('run failed');
    expect(par.right.recordsHash).toBe(seq.right.recordsHash);
    expect(seen[seen.length - 1]).toBe(60);
  });

  it('plays in the calling thread too on a thread count, not on an open pool', async () => {
    // The calling thread plays this counting copy; the workers load the fixture module itself.
    let setups = 0;
    const counting = { ...diceRaceSim, ruleset: { ...diceRaceSim.ruleset, setup: (...a: Parameters<typeof diceRaceSim.ruleset.setup>) => (setups++, diceRaceSim.ruleset.setup(...a)) } } as AnyRulesetKit;
    const opts: SimulateOptions = { ruleset: counting, scenario: { target: 30, players: ['red', 'blue'] }, games: 400, seed: 'here', agents: ['random'] };
    const par = await simulateParallel({ ...opts, workers: 2, workerFile, rulesetModule: { url: fixtureUrl } });
    const here = setups - 1; // planRun sets the scenario up once to check it
    const seq = simulate({ ...opts, ruleset: diceRaceSim as AnyRulesetKit });
    if (E.isLeft(seq) || E.isLeft(par)) throw new Error('run failed');
    expect(par.right.records).toEqual(seq.right.records);
    expect(here).toBeGreaterThan(0);

    const pool = await openWorkerPool({ workers: 2, workerFile, rulesetModule: { url: fixtureUrl } });
    if (E.isLeft(pool)) throw new Error(pool.left.message);
    setups = 0;
    const onPool = await simulateParallel({ ...opts, workers: pool.right, rulesetModule: { url: fixtureUrl } });
    await pool.right.close();
    if (E.isLeft(onPool)) throw new Error(onPool.left.message);
    expect(onPool.right.records).toEqual(seq.right.records);
    expect(setups).toBe(1);
  });

  it('one worker plays in this thread (no worker file needed)', async () => {
    const r = await simulateParallel({ ...dobRun, games: 2, workers: 1, workerFile: 'file:///nowhere/worker.js' });
    expect(E.isRight(r)).toBe(true);
  });

  it('refuses what threads cannot do, with a reason', async () => {
    const custom = { ...diceRaceSim } as AnyRulesetKit;
    const noModule = await simulateParallel({ ruleset: custom, scenario: { target: 30, players: ['red', 'blue'] }, games: 4, seed: 's', agents: ['random'], batchSize: 1, workers: 2, workerFile });
    expect(E.isLeft(noModule) && noModule.left.code).toBe('workers-need-module');
    const bad = await simulateParallel({ ...dobRun, workers: 0 });
    expect(E.isLeft(bad) && bad.left.code).toBe('bad-workers');
    const badGames = await simulateParallel({ ...dobRun, games: 0, workers: 2 });
    expect(E.isLeft(badGames) && badGames.left.code).toBe('bad-games');
  });
});

describe('openWorkerPool: threads started once for many runs', () => {
  it('plays several runs on one pool, each identical to the sequential run, whatever the batch size', async () => {
    const pool = await openWorkerPool({ workers: 2, workerFile });
    if (E.isLeft(pool)) throw new Error(pool.left.message);
    try {
      expect(pool.right.threads).toBe(2);
      // Random agents: cheap games, so the runs are about the pool, not the greedy agent.
      const { batchSize: _, ...run } = { ...dobRun, agents: ['random'], games: 12 };
      const seq = simulate(run);
      if (E.isLeft(seq)) throw new Error('run failed');
      for (const batchSize of [undefined, 1, 5]) {
        const par = await simulateParallel({ ...run, ...(batchSize === undefined ? {} : { batchSize }), workers: pool.right });
        if (E.isLeft(par)) throw new Error(par.left.message);
        expect(par.right.records).toEqual(seq.right.records);
      }
      // A shard played on the pool is the same slice of the sequential run.
      const shard = await simulateParallel({ ...run, shard: { index: 2, count: 3 }, workers: pool.right });
      if (E.isLeft(shard)) throw new Error('run failed');
      expect(shard.right.records).toEqual(seq.right.records.filter((r) => r.index >= shard.right.shard!.from && r.index < shard.right.shard!.to));
    } finally {
      await pool.right.close();
    }
  });

  it('loads a plug-in module in every thread when opened, and says so when it cannot', async () => {
    const ok = await openWorkerPool({ workers: 2, workerFile, rulesetModule: { url: fixtureUrl } });
    if (E.isLeft(ok)) throw new Error(ok.left.message);
    const opts: SimulateOptions = { ruleset: diceRaceSim as AnyRulesetKit, scenario: { target: 30, players: ['red', 'blue'] }, games: 40, seed: 'pool', agents: ['random'] };
    const par = await simulateParallel({ ...opts, workers: ok.right, rulesetModule: { url: fixtureUrl } });
    await ok.right.close();
    const seq = simulate(opts);
    if (E.isLeft(seq) || E.isLeft(par)) throw new Error('run failed');
    expect(par.right.recordsHash).toBe(seq.right.recordsHash);

    const bad = await openWorkerPool({ workers: 2, workerFile, rulesetModule: { url: 'file:///nowhere/ruleset.js' } });
    expect(E.isLeft(bad) && bad.left.code).toBe('worker-failed');
    expect(E.isLeft(bad) && bad.left.message).toMatch(/cannot load ruleset module file:\/\/\/nowhere\/ruleset\.js/);
    const zero = await openWorkerPool({ workers: 0, workerFile });
    expect(E.isLeft(zero) && zero.left.code).toBe('bad-workers');
  });
});

describe('batches for a pool', () => {
  const sizes = (rs: ReadonlyArray<GameRange>) => rs.map((r) => r.to - r.from);
  const covers = (rs: ReadonlyArray<GameRange>, from: number, to: number) => rs.every((r, i) => r.from === (i === 0 ? from : rs[i - 1]!.to)) && rs[rs.length - 1]!.to === to;

  it('hands out every game once, in order, in batches that shrink to single games at the end', () => {
    const rs = guidedBatches({ from: 100, to: 900 }, 2, 50);
    expect(covers(rs, 100, 900)).toBe(true);
    const s = sizes(rs);
    expect(Math.max(...s)).toBe(50);
    expect(s.every((n, i) => i === 0 || n <= s[i - 1]!)).toBe(true);
    expect(s.slice(-3)).toEqual([1, 1, 1]);
    // Each batch is an eighth of what is left (2 threads × SHARES_PER_THREAD) once that is under 50.
    const left = 900 - rs[12]!.from;
    expect(s[12]).toBe(Math.min(50, Math.ceil(left / (2 * SHARES_PER_THREAD))));
    expect(s[12]).toBeLessThan(50);
  });

  it('keeps a given batch size, takes fewer on request, and stops when closed', () => {
    expect(sizes(guidedBatches({ from: 0, to: 23 }, 4, 5, true))).toEqual([5, 5, 5, 5, 3]);
    const q = new GameQueue({ from: 0, to: 10 }, 2, 50);
    expect(q.take(1)).toEqual({ from: 0, to: 1 });
    expect(q.take()).toEqual({ from: 1, to: 1 + Math.ceil(9 / (2 * SHARES_PER_THREAD)) });
    expect(q.left).toBe(9 - Math.ceil(9 / (2 * SHARES_PER_THREAD)));
    q.close();
    expect(q.take()).toBeNull();
    expect(q.left).toBe(0);
  });

  it('uses no more threads than games, and one when a given batch holds the whole run', () => {
    expect(threadsToUse(3, 4)).toBe(3);
    expect(threadsToUse(1000, 2)).toBe(2);
    expect(threadsToUse(40, 2, 40)).toBe(1);
    expect(threadsToUse(41, 2, 40)).toBe(2);
  });

  it('re-splits a plan into contiguous batches covering the same games', () => {
    const plan = planRun({ ...dobRun, games: 23, batchSize: 50 });
    if (E.isLeft(plan)) throw new Error('plan failed');
    const tasks = rebatch(plan.right, 5);
    expect(tasks.map((t) => [t.from, t.to])).toEqual([[0, 5], [5, 10], [10, 15], [15, 20], [20, 23]]);
    expect(tasks.every((t) => t.seed === dobRun.seed && t.scenario === dobRun.scenario)).toBe(true);
  });
});
