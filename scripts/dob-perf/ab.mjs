// A/B in one process: bundles workload.ts from two source trees and interleaves their runs, so
// both see the same machine load. CPU time per variant (process.cpuUsage around each slice).
//   node scripts/dob-perf/ab.mjs <base-tree> <new-tree> apply|battle|example [rounds]
import { build } from 'esbuild';
import path from 'node:path';
import { interleave } from './interleave.mjs';

const [baseTree, newTree, mode = 'battle', roundsArg = '20'] = process.argv.slice(2);
const rounds = Number(roundsArg);
async function load(tree, tag) {
  const out = path.join('/tmp', `dob-ab-${tag}-${process.pid}.mjs`);
  await build({ entryPoints: [path.join(tree, 'scripts/dob-perf/workload.ts')], bundle: true, platform: 'node', format: 'esm', outfile: out, logLevel: 'error' });
  // Everything bundled (fp-ts, io-ts, seedrandom too): the two variants share no code, so neither
  // sees inline caches polluted by the other's objects.
  return import(out);
}
const variants = [await load(baseTree, 'base'), await load(newTree, 'new')];
function slice(v, r) {
  const m = variants[v];
  let n = 0;
  if (mode === 'apply') for (let i = 0; i < 20; i++) n += m.applyBatch();
  else for (let g = 0; g < 3; g++) { m.playGame(`ab-${r}-${g}`, mode === 'battle' ? m.battle : m.example); n += 1; }
  return n;
}
const { cpu, work } = interleave(slice, rounds);
const unit = mode === 'apply' ? 'commands' : 'games';
const rate = (v) => work[v] / cpu[v];
console.log(`${mode}: base ${rate(0).toFixed(mode === 'apply' ? 0 : 1)} ${unit}/cpu-s, new ${rate(1).toFixed(mode === 'apply' ? 0 : 1)} ${unit}/cpu-s, new/base ${(rate(1) / rate(0)).toFixed(3)}`);
