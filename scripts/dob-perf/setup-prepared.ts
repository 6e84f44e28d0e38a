// CPU time of setup alone (the bench's 20-v-20 battle): the raw scenario (decoded and checked on
// every call) against the same scenario prepared once (`prepareScenario`), interleaved.
//   TMPDIR=$PWD/node_modules/.perf node scripts/dob-perf/run.mjs setup-prepared [n]
import * as E from 'fp-ts/lib/Either.js';
import { dawnOfBattle, prepareScenario, type Scenario } from '../../src/dawn-of-battle/index.js';
import { battle } from './workload.js';

const n = Number(process.argv[2] ?? 2000);
const p = prepareScenario(battle);
if (E.isLeft(p)) throw new Error(p.left.message);
const prepared = p.right;
const time = (sc: Scenario, tag: string): number => {
  const t0 = process.cpuUsage();
  for (let i = 0; i < n; i++) dawnOfBattle.setup(sc, { seed: `${tag}${i}` });
  const t = process.cpuUsage(t0);
  return (t.user + t.system) / n;
};
for (let w = 0; w < 2; w++) {
  time(battle, 'w');
  time(prepared, 'w');
}
let raw = 0;
let prep = 0;
for (let r = 0; r < 6; r++) {
  raw += time(battle, `r${r}-`);
  prep += time(prepared, `r${r}-`);
}
console.log(`setup: raw ${(raw / 6).toFixed(1)} cpu µs, prepared ${(prep / 6).toFixed(1)} cpu µs, prepared/raw ${(prep / raw).toFixed(3)}`);
