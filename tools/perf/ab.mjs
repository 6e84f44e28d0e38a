#!/usr/bin/env node
// The A/B harness: runs one of a tree's bench scripts (bench/<name>.cjs, which prints one JSON
// line with `games`, `wall` and `cpu`) in two built trees, alternating fresh processes, and
// prints each run's games per second and per CPU-second, the pair ratios (B over A) and their
// medians. Alternation keeps the machine's slow and fast phases from favouring either tree.
//
//   node tools/perf/ab.mjs <treeA> <treeB> <script> <pairs> [script args...]
//   node tools/perf/ab.mjs /work/base . dob-games 6 80 100
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';

const [treeA, treeB, script, pairsArg, ...args] = process.argv.slice(2);
if (treeA === undefined || treeB === undefined || script === undefined) {
  console.error('usage: node tools/perf/ab.mjs <treeA> <treeB> <script> <pairs> [script args...]');
  process.exit(2);
}
const pairs = Number(pairsArg ?? 5);
const run = (tree) => {
  const out = execFileSync(process.execPath, [join(resolve(tree), 'bench', `${script}.cjs`), ...args], { encoding: 'utf8' });
  const r = JSON.parse(out.trim().split('\n').pop());
  return { rate: r.games / r.wall, cpuRate: r.games / r.cpu, check: r.first ?? r.finals ?? '' };
};
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const wall = [];
const cpu = [];
for (let i = 0; i < pairs; i++) {
  // Each pair starts with the other tree, so neither always runs first.
  const [first, second] = i % 2 === 0 ? [treeA, treeB] : [treeB, treeA];
  const r1 = run(first);
  const r2 = run(second);
  const [a, b] = first === treeA ? [r1, r2] : [r2, r1];
  wall.push(b.rate / a.rate);
  cpu.push(b.cpuRate / a.cpuRate);
  console.log(`pair ${i + 1}: A ${a.rate.toFixed(1)}/s (${a.cpuRate.toFixed(1)}/cpu-s)  B ${b.rate.toFixed(1)}/s (${b.cpuRate.toFixed(1)}/cpu-s)  B/A ${(b.rate / a.rate).toFixed(3)} wall, ${(b.cpuRate / a.cpuRate).toFixed(3)} cpu`);
}
console.log(`median B/A: ${median(wall).toFixed(3)} wall, ${median(cpu).toFixed(3)} per CPU-second over ${pairs} pairs`);
