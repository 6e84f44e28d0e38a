// Instructions per whole DBA game of two source trees, counted by valgrind (cachegrind, no cache
// simulation) with node --single-threaded: a load-independent A/B for a shared machine, where CPU
// time swings by ±10–30 % with the other processes. The games are the vitest bench's "dba full
// random games" (seeds bench-0 … bench-9, 80 bounds). Each tree runs twice, with `games` games
// and with none (module loading, the JIT's start), and the difference is divided by `games`;
// the four runs go in parallel (each is one thread). The count includes the garbage collector
// and the compiler (on the main thread with --single-threaded).
//   node scripts/dba-perf/instructions.mjs <base-tree> <new-tree> [games]
// Each tree needs its node_modules (a symlink to this checkout's will do).
import { build } from 'esbuild';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const [baseTree, newTree, gamesArg = '20'] = process.argv.slice(2);
const games = Number(gamesArg);

async function bundle(tree, tag) {
  const dir = process.env.TMPDIR ?? '/tmp';
  const entry = path.join(dir, `dba-ir-entry-${tag}-${process.pid}.ts`);
  const out = path.join(dir, `dba-ir-${tag}-${process.pid}.mjs`);
  writeFileSync(entry, [
    `import { playGame } from ${JSON.stringify(path.resolve(tree, 'scripts/dba-perf/workload.ts'))};`,
    'const n = Number(process.argv[2]);',
    'let commands = 0;',
    'for (let i = 0; i < n; i++) commands += playGame(`bench-${i % 10}`);',
    'console.log(`commands ${commands}`);',
  ].join('\n'));
  await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', outfile: out, logLevel: 'error', nodePaths: [path.resolve(tree, 'node_modules')] });
  return out;
}

function count(file, n) {
  return new Promise((resolve, reject) => {
    const p = spawn('valgrind', ['--tool=cachegrind', '--cache-sim=no', '--cachegrind-out-file=/dev/null', process.execPath, '--single-threaded', file, String(n)]);
    let text = '';
    p.stdout.on('data', (d) => (text += d));
    p.stderr.on('data', (d) => (text += d));
    p.on('close', () => {
      const ir = /I\s+refs:\s+([\d,]+)/.exec(text);
      const commands = /commands (\d+)/.exec(text);
      if (ir === null || commands === null) reject(new Error(`no count from valgrind:\n${text}`));
      else resolve({ ir: Number(ir[1].replace(/,/g, '')), commands: Number(commands[1]) });
    });
  });
}

const files = [await bundle(baseTree, 'base'), await bundle(newTree, 'new')];
const [b0, bn, n0, nn] = await Promise.all([count(files[0], 0), count(files[0], games), count(files[1], 0), count(files[1], games)]);
const per = (zero, full) => (full.ir - zero.ir) / games;
const fmt = (x) => `${(x / 1e6).toFixed(1)} M`;
console.log(`${games} games: base ${fmt(per(b0, bn))} instructions/game (${bn.commands} commands), new ${fmt(per(n0, nn))} (${nn.commands} commands), new/base ${(per(n0, nn) / per(b0, bn)).toFixed(3)}`);
