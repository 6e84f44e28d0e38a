// Instructions per whole game of two source trees, counted by valgrind (cachegrind, no cache
// simulation) with node --single-threaded: a load-independent A/B for a shared machine, where CPU
// time swings by ±30 % with the other processes. Each tree runs twice, with `games` games and
// with none (module loading, scenario building, the JIT's start), and the difference is divided
// by `games`; the four runs go in parallel (each is one thread). Takes about a minute for 20 games.
//   node scripts/dob-perf/instructions.mjs <base-tree> <new-tree> [battle|example|sim] [games]
// Each tree needs its node_modules (for a `git worktree add` tree, a symlink to this checkout's).
// The count includes the garbage collector and the compiler (on the main thread with
// --single-threaded); repeated runs agree within about 1–2 %.
import { build } from 'esbuild';
import { count } from './valgrind-count.mjs';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const [baseTree, newTree, mode = 'battle', gamesArg = '20'] = process.argv.slice(2);
const games = Number(gamesArg);

async function bundle(tree, tag) {
  const entry = path.join('/tmp', `dob-ir-entry-${tag}-${process.pid}.ts`);
  const out = path.join('/tmp', `dob-ir-${tag}-${process.pid}.mjs`);
  const workload = JSON.stringify(path.resolve(tree, 'scripts/dob-perf/workload.ts'));
  // `sim`: the battle through strategos/sim's `simulate` with its random agent, one game per call
  // (the bench's third row; setup goes through the simulator's batch preparation).
  const sim = [
    "import * as E from 'fp-ts/lib/Either.js';",
    `import { simulate } from ${JSON.stringify(path.resolve(tree, 'src/sim/run.ts'))};`,
    `import { dawnOfBattleKit as dawnOfBattleSim } from ${JSON.stringify(path.resolve(tree, 'src/rulesets/dawn-of-battle/kit/index.ts'))};`,
    `import { battle } from ${workload};`,
    'const n = Number(process.argv[2]);',
    "const r = n === 0 ? null : simulate({ ruleset: dawnOfBattleSim, scenario: battle, games: n, seed: 'bench-battle-sim', agents: ['random'] });",
    'if (r !== null && E.isLeft(r)) throw new Error(r.left.message);',
    'const plies = r === null ? 0 : r.right.records.reduce((a, g) => a + g.plies, 0);',
  ];
  writeFileSync(entry, [
    ...(mode === 'sim' ? sim : [
      `import { battle, example, playGame } from ${workload};`,
      'const n = Number(process.argv[2]);',
      'let plies = 0;',
      `for (let i = 0; i < n; i++) plies += playGame(\`bench-battle-\${i % 50}\`, ${mode === 'battle' ? 'battle' : 'example'});`,
    ]),
    'console.log(`plies ${plies}`);',
  ].join('\n'));
  await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', outfile: out, logLevel: 'error', nodePaths: [path.resolve(tree, 'node_modules')] });
  return out;
}

const countRun = (file, n) => count(file, [String(n)]);

const files = [await bundle(baseTree, 'base'), await bundle(newTree, 'new')];
const [b0, bn, n0, nn] = await Promise.all([countRun(files[0], 0), countRun(files[0], games), countRun(files[1], 0), countRun(files[1], games)]);
const per = (zero, full) => (full.ir - zero.ir) / games;
const fmt = (x) => `${(x / 1e6).toFixed(1)} M`;
console.log(`${mode}, ${games} games: base ${fmt(per(b0, bn))} instructions/game (${bn.plies} plies), new ${fmt(per(n0, nn))} (${nn.plies} plies), new/base ${(per(n0, nn) / per(b0, bn)).toFixed(3)}`);
