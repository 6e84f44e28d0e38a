// CPU time of strategos/sim's random agents on Dawn of Battle (the default battle, or the bench's
// 20-v-20 battle with `battle`), one thread, for `node --cpu-prof`:
//   NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof" node scripts/dob-perf/run.mjs sim-random default 1000
import * as E from 'fp-ts/lib/Either.js';
import { simulate } from '../../src/sim/run.js';
import { dawnOfBattleKit as dawnOfBattleSim } from '../../src/rulesets/dawn-of-battle/kit/index.js';
import { battle } from './workload.js';

const which = process.argv[2] ?? 'default';
const n = Number(process.argv[3] ?? 1000);
const scenario = which === 'battle' ? battle : dawnOfBattleSim.scenarios!['default']!.scenario;
const run = (games: number, seed: string): number => {
  const r = simulate({ ruleset: dawnOfBattleSim, scenario, games, seed, agents: ['random'] });
  if (E.isLeft(r)) throw new Error(r.left.message);
  return r.right.records.reduce((a, g) => a + g.plies, 0);
};
run(Math.ceil(n / 4), 'warm');
const t0 = process.cpuUsage();
const w0 = performance.now();
const plies = run(n, 'bench');
const cpu = process.cpuUsage(t0);
const sec = (cpu.user + cpu.system) / 1e6;
const wall = (performance.now() - w0) / 1000;
console.log(`${which}: ${n} games (${plies} plies) in ${sec.toFixed(2)} cpu s / ${wall.toFixed(2)} wall s = ${(n / sec).toFixed(1)} games/cpu-s, ${(n / wall).toFixed(1)} games/wall-s`);
