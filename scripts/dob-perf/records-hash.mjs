// A few simulation runs' recordsHash (and their games' final hashes, folded), in one or more
// source trees, to check that a change leaves simulated games exactly as they were:
//   node scripts/dob-perf/records-hash.mjs /work/base8 .
// Runs: the bench's 20-v-20 battle and the default scenario with random agents, the default
// scenario greedy against random (it reads the views and the agents' streams), and DBA.
import { build } from 'esbuild';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const trees = process.argv.slice(2);
for (const [i, tree] of trees.entries()) {
  const src = (p) => JSON.stringify(path.resolve(tree, p));
  const entry = path.join('/tmp', `records-hash-entry-${i}-${process.pid}.ts`);
  const out = path.join('/tmp', `records-hash-${i}-${process.pid}.mjs`);
  writeFileSync(entry, [
    "import * as E from 'fp-ts/lib/Either.js';",
    `import { simulate } from ${src('src/sim/run.ts')};`,
    `import { dawnOfBattleKit as dawnOfBattleSim } from ${src('src/rulesets/dawn-of-battle/kit/index.ts')};`,
    `import { dbaSimWithGreedy as dbaSim } from ${src('src/sim/rulesets/dba.ts')};`,
    `import { battle } from ${src('scripts/dob-perf/workload.ts')};`,
    'const runs = [',
    "  ['dob battle random', { ruleset: dawnOfBattleSim, scenario: battle, games: 40, seed: 'rh', agents: ['random'] }],",
    "  ['dob default random', { ruleset: dawnOfBattleSim, scenario: dawnOfBattleSim.scenarios.default.scenario, games: 40, seed: 'rh', agents: ['random'] }],",
    "  ['dob default greedy-random', { ruleset: dawnOfBattleSim, scenario: dawnOfBattleSim.scenarios.default.scenario, games: 6, seed: 'rh', agents: ['greedy', 'random'], rotate: true }],",
    "  ['dba random', { ruleset: dbaSim, scenario: Object.values(dbaSim.scenarios)[0].scenario, games: 20, seed: 'rh', agents: ['random'] }],",
    '];',
    'for (const [name, spec] of runs) {',
    '  const r = simulate(spec);',
    '  if (E.isLeft(r)) { console.log(name, r.left.message); continue; }',
    "  console.log(`${name}: recordsHash ${r.right.recordsHash} plies ${r.right.records.reduce((a, g) => a + g.plies, 0)} last ${r.right.records.at(-1).finalHash}`);",
    '}',
  ].join('\n'));
  await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', outfile: out, logLevel: 'error', nodePaths: [path.resolve(tree, 'node_modules')] });
  console.log(`# ${tree}`);
  await import(out);
}
