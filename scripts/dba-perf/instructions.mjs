// Instructions per whole DBA game of two source trees, counted by valgrind (cachegrind without
// cache simulation; node --single-threaded so the compiler and the garbage collector count too,
// and --predictable with fixed hash and random seeds so that V8 sizes its heap and hashes alike
// in every run: the same tree twice gives the same count, whatever the machine's load). The
// games are the vitest bench's "dba full random games" (seeds bench-0 … bench-9, 80 bounds),
// played `games` times round; a run with no games is subtracted (module loading). The count
// includes the games' warm-up, so fewer games weigh the JIT's work more.
// scripts/dob-perf/instructions.mjs does the same for Dawn of Battle.
//   node scripts/dba-perf/instructions.mjs <base-tree> <new-tree> [games]
import { execFile } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { build } from 'esbuild';

const run = promisify(execFile);
const [baseTree, newTree, gamesArg = '20'] = process.argv.slice(2);
const n = Number(gamesArg);
const dir = process.env.TMPDIR ?? '/tmp';

/** The bench's games of one tree as a self-contained script taking the number of games. */
async function gamesScript(tree, tag) {
  const src = path.join(dir, `dba-ir-${tag}-${process.pid}.ts`);
  const out = src.replace(/\.ts$/, '.mjs');
  const workload = JSON.stringify(path.resolve(tree, 'scripts/dba-perf/workload.ts'));
  writeFileSync(src, `import { playGame } from ${workload};\nlet c = 0;\nfor (let i = 0; i < Number(process.argv[2]); i++) c += playGame(\`bench-\${i % 10}\`);\nconsole.log('commands', c);\n`);
  await build({ entryPoints: [src], bundle: true, platform: 'node', format: 'esm', outfile: out, logLevel: 'error', nodePaths: [path.resolve(tree, 'node_modules')] });
  return out;
}

/** Valgrind's instruction total for one run of a script, and the commands its games played. */
async function instructions(script, games) {
  const args = ['--tool=cachegrind', '--cache-sim=no', '--cachegrind-out-file=/dev/null', process.execPath, '--single-threaded', '--predictable', '--hash-seed=1', '--random-seed=1', script, String(games)];
  const { stdout, stderr } = await run('valgrind', args, { maxBuffer: 1 << 24 });
  const refs = stderr.match(/I\s+refs:\s+([\d,]+)/);
  const played = stdout.match(/commands (\d+)/);
  if (!refs || !played) throw new Error(`valgrind gave no count:\n${stderr}`);
  return { refs: Number(refs[1].split(',').join('')), played: Number(played[1]) };
}

const scripts = await Promise.all([gamesScript(baseTree, 'base'), gamesScript(newTree, 'new')]);
const runs = await Promise.all(scripts.flatMap((s) => [instructions(s, 0), instructions(s, n)]));
const perGame = [0, 1].map((v) => (runs[2 * v + 1].refs - runs[2 * v].refs) / n);
const millions = (x) => `${(x / 1e6).toFixed(1)} M`;
console.log(`${n} games each: base ${millions(perGame[0])} instructions a game (${runs[1].played} commands), new ${millions(perGame[1])} (${runs[3].played} commands); new/base ${(perGame[1] / perGame[0]).toFixed(3)}`);
