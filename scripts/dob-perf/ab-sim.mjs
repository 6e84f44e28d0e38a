// A/B of strategos/sim's random agent (the bench's third row: `simulate` with `randomAgent`, one
// `sampleCommands` draw per decision) on the bench's 20-v-20 battle, in one process: bundles the
// same small entry from two source trees and interleaves their runs (CPU time per variant), as
// ab.mjs does for the bench agent. Setup goes through the simulator, so this sees what the
// simulator does once per batch (e.g. preparing the scenario).
//   node scripts/dob-perf/ab-sim.mjs <base-tree> <new-tree> [rounds] [games-per-slice]
import { build } from 'esbuild';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { interleave } from './interleave.mjs';

const [baseTree, newTree, roundsArg = '20', perArg = '6'] = process.argv.slice(2);
const rounds = Number(roundsArg);
const per = Number(perArg);
async function load(tree, tag) {
  const entry = path.join('/tmp', `dob-ab-sim-entry-${tag}-${process.pid}.ts`);
  const out = path.join('/tmp', `dob-ab-sim-${tag}-${process.pid}.mjs`);
  const src = (p) => JSON.stringify(path.resolve(tree, p));
  writeFileSync(entry, [
    `import * as E from 'fp-ts/lib/Either.js';`,
    `import { simulate } from ${src('src/sim/run.ts')};`,
    `import { dawnOfBattleSim } from ${src('src/sim/rulesets/dawn-of-battle/index.ts')};`,
    `import { randomScenario } from ${src('src/dawn-of-battle/index.ts')};`,
    `const r = randomScenario('strategos/bench-battle', { budget: 200 });`,
    `if (E.isLeft(r)) throw new Error(r.left.message);`,
    `const battle = r.right.scenario;`,
    `export function run(games, seed) {`,
    `  const x = simulate({ ruleset: dawnOfBattleSim, scenario: battle, games, seed, agents: ['random'] });`,
    `  if (E.isLeft(x)) throw new Error(x.left.message);`,
    `  return x.right.records.reduce((a, g) => a + g.plies, 0);`,
    `}`,
  ].join('\n'));
  // Everything bundled: the two variants share no code (no inline caches polluted by the other).
  await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', outfile: out, logLevel: 'error', nodePaths: [path.resolve(tree, 'node_modules')] });
  return import(out);
}
const variants = [await load(baseTree, 'base'), await load(newTree, 'new')];
// Each slice's work is its plies, so differing games between the trees show up below.
const { cpu, work: plies } = interleave((v, r) => variants[v].run(per, `ab-sim-${r}`), rounds);
if (plies[0] !== plies[1]) console.log(`note: different games (plies ${plies[0]} vs ${plies[1]})`);
const rate = (v) => (rounds * per) / cpu[v];
console.log(`sim random agent, battle: base ${rate(0).toFixed(1)} games/cpu-s, new ${rate(1).toFixed(1)} games/cpu-s, new/base ${(rate(1) / rate(0)).toFixed(3)}`);
