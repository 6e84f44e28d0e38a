// A/B in one process: bundles workload.ts from two source trees and interleaves whole games of
// each (old, new, new, old, ...), so both see the same machine load; CPU time per variant
// (process.cpuUsage around each game). Prints the rates and the ratio of CPU per game.
//   node scripts/dba-perf/ab.mjs <base-tree> <new-tree> [games per variant] [warm-up games]
import { bundle } from './bundle.mjs';

const [baseTree, newTree, gamesArg = '40', warmArg = '15'] = process.argv.slice(2);
const variants = [await import(await bundle(baseTree, 'workload', 'base')), await import(await bundle(newTree, 'workload', 'new'))];
const cpu = [0, 0];
const commands = [0, 0];
for (let w = 0; w < Number(warmArg); w++) for (const v of variants) v.playGame(`ab-warm-${w}`);
const games = Number(gamesArg);
for (let g = 0; g < games; g++) {
  for (const v of g % 2 === 0 ? [0, 1] : [1, 0]) {
    const t0 = process.cpuUsage();
    commands[v] += variants[v].playGame(`ab-${g}`);
    const t = process.cpuUsage(t0);
    cpu[v] += (t.user + t.system) / 1e6;
  }
}
const rate = (v) => games / cpu[v];
console.log(`${games} games each: base ${rate(0).toFixed(1)} games/cpu-s (${commands[0]} commands), new ${rate(1).toFixed(1)} games/cpu-s (${commands[1]} commands); new/base CPU per game ${(cpu[1] / cpu[0]).toFixed(3)}`);
