// The final state hash (stateHash, as `simulate` takes it of every game) in two source trees, on
// the same final states of the bench's 20-v-20 battle played by each tree's reducer and sampler
// (so a tree that writes its objects in another key order is measured on its own states):
//   node scripts/dob-perf/ab-hash.mjs <base-tree> <new-tree> [states] [rounds]
// Prints interleaved CPU µs per hash of each, and fails if any hash differs.
import { build } from 'esbuild';
import { writeFileSync } from 'node:fs';
import path from 'node:path';

const [baseTree, newTree, nArg = '50', roundsArg = '10'] = process.argv.slice(2);

async function bundle(tree, tag) {
  const src = (p) => JSON.stringify(path.resolve(tree, p));
  const entry = path.join('/tmp', `dob-ab-hash-entry-${tag}-${process.pid}.ts`);
  const out = path.join('/tmp', `dob-ab-hash-${tag}-${process.pid}.mjs`);
  writeFileSync(entry, [
    "import * as E from 'fp-ts/lib/Either.js';",
    `import { stateHash } from ${src('src/core/hash.ts')};`,
    `import { aleaFromSeed, drawInt } from ${src('src/random/index.ts')};`,
    `import { dawnOfBattle } from ${src('src/dawn-of-battle/index.ts')};`,
    `import { battle } from ${src('scripts/dob-perf/workload.ts')};`,
    'export { stateHash };',
    'export function finalState(seed: string): unknown {',
    '  const r = dawnOfBattle.setup(battle, { seed });',
    '  if (E.isLeft(r)) throw new Error(r.left.message);',
    '  let s = r.right;',
    '  let rng = aleaFromSeed(`${seed}-agent`);',
    "  for (let ply = 0; s.phase.kind !== 'over' && ply < 20000; ply++) {",
    '    const cmds = dawnOfBattle.sampleCommands!(s, rng, 1);',
    '    const d = drawInt(rng, 0, cmds.length - 1);',
    '    rng = d.rng;',
    '    const step = dawnOfBattle.apply(s, cmds[d.value]!);',
    '    if (E.isLeft(step)) throw new Error(step.left.message);',
    '    s = step.right.state;',
    '  }',
    '  return s;',
    '}',
  ].join('\n'));
  await build({ entryPoints: [entry], bundle: true, platform: 'node', format: 'esm', outfile: out, logLevel: 'error', nodePaths: [path.resolve(tree, 'node_modules')] });
  return import(out);
}

const trees = [await bundle(baseTree, 'base'), await bundle(newTree, 'new')];
const n = Number(nArg);
const states = trees.map((t) => Array.from({ length: n }, (_, i) => t.finalState(`ab-hash-${i}`)));
const hashes = trees.map((t, v) => states[v].map((s) => t.stateHash(s)));
for (let i = 0; i < n; i++) if (hashes[0][i] !== hashes[1][i]) throw new Error(`state ${i}: base ${hashes[0][i]}, new ${hashes[1][i]}`);
const cpu = [0, 0];
const REPEAT = 10;
const slice = (v) => {
  const t0 = process.cpuUsage();
  for (let r = 0; r < REPEAT; r++) for (const s of states[v]) trees[v].stateHash(s);
  const t = process.cpuUsage(t0);
  return t.user + t.system;
};
for (let w = 0; w < 3; w++) { slice(0); slice(1); }
const rounds = Number(roundsArg);
for (let r = 0; r < rounds; r++) for (const v of r % 2 === 0 ? [0, 1] : [1, 0]) cpu[v] += slice(v);
const per = (v) => cpu[v] / (rounds * REPEAT * n);
console.log(`stateHash of ${n} final states (same hashes): base ${per(0).toFixed(1)} cpu-µs, new ${per(1).toFixed(1)} cpu-µs, new/base ${(per(1) / per(0)).toFixed(3)}`);
