#!/usr/bin/env node
// Instruction counts, A against B: runs one workload (tools/perf/workloads/<name>.cjs, which takes
// the tree as its first argument and prints one JSON line with `games` and `hashes`) on two built
// trees under valgrind's callgrind, with V8's flags fixed (`--single-threaded`: compilation and
// GC on the main thread, so the count does not depend on thread timing), and prints each tree's
// instructions per game, B over A, and whether both played the same games (the hashes). On a
// shared, noisy machine this is the comparison to trust; wall time is not. Both trees run at
// once (counts do not depend on load). `--out <dir>` keeps the callgrind files for
// callgrind_annotate.
//
//   node tools/perf/instructions.mjs <treeA> <treeB> <workload> [workload args...] [--out dir]
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { join, resolve } from 'node:path';

const argv = process.argv.slice(2);
const outAt = argv.indexOf('--out');
const outDir = outAt >= 0 ? resolve(argv.splice(outAt, 2)[1]) : null;
const [treeA, treeB, workload, ...args] = argv;
if (treeA === undefined || treeB === undefined || workload === undefined) {
  console.error('usage: node tools/perf/instructions.mjs <treeA> <treeB> <workload> [args...] [--out dir]');
  process.exit(2);
}
const script = join(fileURLToPath(new URL('.', import.meta.url)), 'workloads', `${workload}.cjs`);
const V8_FLAGS = ['--single-threaded', '--max-semi-space-size=16'];

function count(tree, tag) {
  const out = outDir === null ? '/dev/null' : join(outDir, `callgrind.${tag}.out`);
  const vg = ['--tool=callgrind', '--collect-atstart=yes', '--smc-check=all-non-file', `--callgrind-out-file=${out}`];
  return new Promise((done, fail) => {
    const p = spawn('valgrind', [...vg, process.execPath, ...V8_FLAGS, script, resolve(tree), ...args]);
    let stdout = '';
    let stderr = '';
    p.stdout.on('data', (d) => (stdout += d));
    p.stderr.on('data', (d) => (stderr += d));
    p.on('close', () => {
      const ir = /Collected\s*:\s*(\d+)/.exec(stderr);
      const line = stdout.trim().split('\n').pop() ?? '';
      if (ir === null || !line.startsWith('{')) return fail(new Error(`no count for ${tree}:\n${stderr.slice(-2000)}\n${stdout}`));
      done({ ir: Number(ir[1]), ...JSON.parse(line) });
    });
  });
}

const [a, b] = await Promise.all([count(treeA, 'A'), count(treeB, 'B')]);
const per = (r) => r.ir / r.games;
console.log(`A ${treeA}: ${a.games} games, ${a.ir.toLocaleString('en')} instructions, ${Math.round(per(a)).toLocaleString('en')} per game`);
console.log(`B ${treeB}: ${b.games} games, ${b.ir.toLocaleString('en')} instructions, ${Math.round(per(b)).toLocaleString('en')} per game`);
console.log(`B/A ${(per(b) / per(a)).toFixed(4)}; same games: ${JSON.stringify(a.hashes) === JSON.stringify(b.hashes) ? 'yes' : 'NO'} (${(a.hashes ?? []).join(' ')})`);
