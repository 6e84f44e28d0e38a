// Separate processes, alternated: bundles profile.ts from two source trees once, then runs them
// in turn (base, new, new, base, ...) `runs` times each; each run measures the CPU time of its
// own warm games. Prints the median and the minimum CPU per game of each and their ratios (the
// minimum is the run least disturbed by other load on the machine).
//   node scripts/dba-perf/alternate.mjs <base-tree> <new-tree> [runs] [games] [warm-up games]
import { spawnSync } from 'node:child_process';
import { bundle } from './bundle.mjs';

const [baseTree, newTree, runsArg = '6', games = '20', warm = '10'] = process.argv.slice(2);
const bundles = [await bundle(baseTree, 'profile', 'base'), await bundle(newTree, 'profile', 'new')];
const secs = [[], []];
for (let r = 0; r < Number(runsArg); r++) {
  for (const v of r % 2 === 0 ? [0, 1] : [1, 0]) {
    const p = spawnSync(process.execPath, [bundles[v], games, warm], { encoding: 'utf8' });
    const m = /in ([\d.]+) cpu s/.exec(p.stdout);
    if (m === null) throw new Error(p.stdout + p.stderr);
    secs[v].push(Number(m[1]) / Number(games));
  }
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const min = (xs) => Math.min(...xs);
const ms = (x) => `${(x * 1000).toFixed(1)} ms`;
console.log(`CPU per warm game over ${runsArg} runs of ${games} games each: base median ${ms(median(secs[0]))} min ${ms(min(secs[0]))}; new median ${ms(median(secs[1]))} min ${ms(min(secs[1]))}`);
console.log(`new/base: median ${(median(secs[1]) / median(secs[0])).toFixed(3)}, min ${(min(secs[1]) / min(secs[0])).toFixed(3)}; games per CPU-second at the minimum: base ${(1 / min(secs[0])).toFixed(1)}, new ${(1 / min(secs[1])).toFixed(1)}`);
