// CPU time of warm DBA games, for `node --cpu-prof`:
//   NODE_FLAGS=--cpu-prof node scripts/dba-perf/run.mjs profile [games] [warm-up games]
import { playGame } from './workload.js';

const n = Number(process.argv[2] ?? 40);
const warm = Number(process.argv[3] ?? 15);
for (let w = 0; w < warm; w++) playGame(`warm-${w}`);
const t0 = process.cpuUsage();
let commands = 0;
for (let i = 0; i < n; i++) commands += playGame(`prof-${i}`);
const t = process.cpuUsage(t0);
const sec = (t.user + t.system) / 1e6;
console.log(`${n} warm games (${commands} commands) in ${sec.toFixed(2)} cpu s = ${(n / sec).toFixed(1)} games/cpu-s, ${((sec * 1000) / commands).toFixed(3)} ms/command`);
