// CPU time of setup alone (the 20-v-20 battle), for --cpu-prof.
import { dawnOfBattle } from '../../src/dawn-of-battle/index.js';
import { battle } from './workload.js';
const n = Number(process.argv[2] ?? 2000);
for (let i = 0; i < 200; i++) dawnOfBattle.setup(battle, { seed: `w${i}` });
const t0 = process.cpuUsage();
for (let i = 0; i < n; i++) dawnOfBattle.setup(battle, { seed: `s${i}` });
const t = process.cpuUsage(t0);
console.log(`setup: ${((t.user + t.system) / n).toFixed(1)} cpu µs each`);
