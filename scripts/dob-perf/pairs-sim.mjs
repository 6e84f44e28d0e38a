// The decisive bench row's pattern (simulate runs of 20 games of the 20-v-20 battle, the random
// agent) in two source trees, each in fresh processes, alternating (A B, then B A, ...), so
// neither shares a heap, a JIT or an import order with the other:
//   node scripts/dob-perf/pairs-sim.mjs <base-tree> <new-tree> [pairs] [runs]
// Prints each process's games per CPU second (V8's helper threads included) and the median of
// the pairs' new/base ratios. Each tree needs its node_modules.
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const [baseTree, newTree, pairsArg = '6', runsArg = '40'] = process.argv.slice(2);

async function bundle(tree, tag) {
  const src = (p) => JSON.stringify(path.resolve(tree, p));
  const entry = path.join('/tmp', `dob-pairs-entry-${tag}-${process.pid}.ts`);
  const out = path.join('/tmp', `dob-pairs-${tag}-${process.pid}.mjs`);
  writeFileSync(entry, [
    "import * as E from 'fp-ts/lib/Either.js';",
    `import { simulate } from ${src('src/sim/run.ts')};`,
    `import { dawnOfBattleKit as dawnOfBattleSim } from ${src('src/rulesets/dawn-of-battle/kit/index.ts')};`,
    `import { randomScenario } from ${src('src/dawn-of-battle/index.ts')};`,
    "const designed = randomScenario('strategos/bench-battle', { budget: 200 });",
    'if (E.isLeft(designed)) throw new Error(designed.left.message);',
    'const run = (i: number): void => {',
    "  const r = simulate({ ruleset: dawnOfBattleSim, scenario: designed.right.scenario, games: 20, seed: `bench-battle-run-${i % 50}`, agents: ['random'] });",
    '  if (E.isLeft(r)) throw new Error(r.left.message);',
    '};',
    'const runs = Number(process.argv[2]);',
    'for (let i = 0; i < 80; i++) run(i);',
    'const c0 = process.cpuUsage();',
    'for (let i = 0; i < runs; i++) run(i);',
    'const c = process.cpuUsage(c0);',
    'console.log((runs * 20) / ((c.user + c.system) / 1e6));',
  ].join('\n'));
  await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', outfile: out, logLevel: 'error', nodePaths: [path.resolve(tree, 'node_modules')] });
  return out;
}

const files = [await bundle(baseTree, 'base'), await bundle(newTree, 'new')];
const rate = (v) => Number(spawnSync(process.execPath, [files[v], runsArg], { encoding: 'utf8' }).stdout.trim());
const ratios = [];
for (let p = 0; p < Number(pairsArg); p++) {
  const order = p % 2 === 0 ? [0, 1] : [1, 0];
  const r = [0, 0];
  for (const v of order) r[v] = rate(v);
  ratios.push(r[1] / r[0]);
  console.log(`pair ${p}: base ${r[0].toFixed(1)}, new ${r[1].toFixed(1)} games/cpu-s, new/base ${(r[1] / r[0]).toFixed(3)}`);
}
ratios.sort((a, b) => a - b);
console.log(`median new/base ${ratios[Math.floor(ratios.length / 2)].toFixed(3)} (of ${ratios.length} pairs; range ${ratios[0].toFixed(3)}-${ratios.at(-1).toFixed(3)})`);
