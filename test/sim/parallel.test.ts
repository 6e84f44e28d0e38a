import { pathToFileURL } from 'node:url';
import { join } from 'node:path';
import * as E from 'fp-ts/lib/Either.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { builtinSims, simulate, type AnyRulesetSim, type SimulateOptions } from '../../src/sim/index.js';
import { ensureBuilt, root } from '../cli/build.js';
import { diceRaceSim } from './fixtures/dice-race.js';

// The worker threads run the built package (dist/worker.js), the test thread runs the sources:
// equal records prove the result does not depend on where, or on how many threads, games run.
let workerFile = '';
let fixtureUrl = '';
beforeAll(async () => {
  const built = await ensureBuilt();
  workerFile = pathToFileURL(join(root, 'dist/worker.js')).href;
  fixtureUrl = pathToFileURL(built.fixture).href;
}, 900_000);

const dob = builtinSims['dawn-of-battle']!;
const dobRun: SimulateOptions = { ruleset: dob, scenario: dob.scenarios!['default']!.scenario, games: 8, seed: 'threads', agents: ['greedy', 'random'], rotate: true, batchSize: 2 };

describe('simulate({ workers })', () => {
  it('gives the same records on two worker threads as in this thread (Dawn of Battle, greedy against random)', async () => {
    const seq = simulate(dobRun);
    const par = await simulate({ ...dobRun, workers: 2, workerFile });
    if (E.isLeft(seq) || E.isLeft(par)) throw new Error('run failed');
    expect(par.right.recordsHash).toBe(seq.right.recordsHash);
    expect(par.right.records).toEqual(seq.right.records);
  });

  it('runs a plug-in ruleset given as a module, with progress, identical to the sequential run', async () => {
    const opts: SimulateOptions = { ruleset: diceRaceSim as AnyRulesetSim, scenario: { target: 30, players: ['red', 'blue'] }, games: 60, seed: 'threads', agents: ['random'], batchSize: 7 };
    const seen: number[] = [];
    const par = await simulate({ ...opts, workers: 3, workerFile, rulesetModule: { url: fixtureUrl }, onProgress: (done) => seen.push(done) });
    const seq = simulate(opts);
    if (E.isLeft(seq) || E.isLeft(par)) throw new Error('run failed');
    expect(par.right.recordsHash).toBe(seq.right.recordsHash);
    expect(seen[seen.length - 1]).toBe(60);
  });

  it('one worker plays in this thread (no worker file needed)', async () => {
    const r = await simulate({ ...dobRun, games: 2, workers: 1, workerFile: 'file:///nowhere/worker.js' });
    expect(E.isRight(r)).toBe(true);
  });

  it('refuses what threads cannot do, with a reason', async () => {
    const custom = { ...diceRaceSim } as AnyRulesetSim;
    const noModule = await simulate({ ruleset: custom, scenario: { target: 30, players: ['red', 'blue'] }, games: 4, seed: 's', agents: ['random'], batchSize: 1, workers: 2, workerFile });
    expect(E.isLeft(noModule) && noModule.left.code).toBe('workers-need-module');
    const bad = await simulate({ ...dobRun, workers: 0 });
    expect(E.isLeft(bad) && bad.left.code).toBe('bad-workers');
    const badGames = await simulate({ ...dobRun, games: 0, workers: 2 });
    expect(E.isLeft(badGames) && badGames.left.code).toBe('bad-games');
  });
});
