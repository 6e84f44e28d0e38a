// The decisive bench row's workload (bench/dob-games.cjs) from source, for `node --cpu-prof`:
// `simulate` runs of 20 games of the 20-v-20 battle with the random agent, so each run's own
// costs (planning, the scenario's decoding and preparation, the document) are in the profile.
//   NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" node scripts/dob-perf/run.mjs sim-runs 50
import * as E from 'fp-ts/lib/Either.js';
import { simulate } from '../../src/sim/run.js';
import { dawnOfBattleKit as dawnOfBattleSim } from '../../src/rulesets/dawn-of-battle/kit/index.js';
import { battle } from './workload.js';

const runs = Number(process.argv[2] ?? 50);
const GAMES_PER_RUN = 20;
const run = (i: number): number => {
  const r = simulate({ ruleset: dawnOfBattleSim, scenario: battle, games: GAMES_PER_RUN, seed: `bench-battle-run-${i % 50}`, agents: ['random'] });
  if (E.isLeft(r)) throw new Error(r.left.message);
  return r.right.records.reduce((a, g) => a + g.plies, 0);
};
for (let i = 0; i < 10; i++) run(i);
const t0 = process.cpuUsage();
let plies = 0;
for (let i = 0; i < runs; i++) plies += run(i);
const cpu = process.cpuUsage(t0);
const sec = (cpu.user + cpu.system) / 1e6;
console.log(`${runs} runs of ${GAMES_PER_RUN} games (${plies} plies) in ${sec.toFixed(2)} cpu s = ${((runs * GAMES_PER_RUN) / sec).toFixed(1)} games/cpu-s`);
