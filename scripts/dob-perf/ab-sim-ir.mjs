// `ab-sim.mjs … ir` with V8's hash and random seeds fixed (--hash-seed, --random-seed), so a
// tree counted twice gives (nearly) the same instructions: the default random hash seed moves
// hash-table work between runs by a percent or two, as much as the changes being measured.
//   node scripts/dob-perf/ab-sim-ir.mjs <base-tree> <new-tree> [games] [seed]
import { build } from 'esbuild';
import { count as countInstructions } from './valgrind-count.mjs';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const [baseTree, newTree, gamesArg = '100', seedArg = '1'] = process.argv.slice(2);

async function bundle(tree, tag) {
  const src = (p) => JSON.stringify(path.resolve(tree, p));
  const entry = path.join('/tmp', `dob-ab-sim-ir-entry-${tag}-${process.pid}.ts`);
  const out = path.join('/tmp', `dob-ab-sim-ir-${tag}-${process.pid}.mjs`);
  writeFileSync(entry, [
    "import * as E from 'fp-ts/lib/Either.js';",
    `import { simulate } from ${src('src/sim/run.ts')};`,
    `import { dawnOfBattleKit as dawnOfBattleSim } from ${src('src/rulesets/dawn-of-battle/kit/index.ts')};`,
    `import { battle } from ${src('scripts/dob-perf/workload.ts')};`,
    'const n = Number(process.env.DOB_AB_SIM_GAMES);',
    "const r = n > 0 ? simulate({ ruleset: dawnOfBattleSim, scenario: battle, games: n, seed: 'ir', agents: ['random'] }) : null;",
    'if (r !== null && E.isLeft(r)) throw new Error(r.left.message);',
    'console.log(`plies ${r === null ? 0 : r.right.records.reduce((a, g) => a + g.plies, 0)}`);',
  ].join('\n'));
  await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', outfile: out, logLevel: 'error', nodePaths: [path.resolve(tree, 'node_modules')] });
  return out;
}

const count = (file, games) => countInstructions(file, [], { DOB_AB_SIM_GAMES: String(games) }, [`--hash-seed=${seedArg}`, `--random-seed=${seedArg}`]);

const games = Number(gamesArg);
const files = [await bundle(baseTree, 'base'), await bundle(newTree, 'new')];
const [b0, bn, n0, nn] = await Promise.all([count(files[0], 0), count(files[0], games), count(files[1], 0), count(files[1], games)]);
const per = (zero, full) => (full.ir - zero.ir) / games;
const fmt = (x) => `${(x / 1e6).toFixed(2)} M`;
console.log(`sim random agent, ${games} games, V8 seeds ${seedArg}: base ${fmt(per(b0, bn))} instructions/game (${bn.plies} plies), new ${fmt(per(n0, nn))} (${nn.plies} plies), new/base ${(per(n0, nn) / per(b0, bn)).toFixed(4)}`);
