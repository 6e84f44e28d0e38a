// Bundles one of the TypeScript scripts beside this file with esbuild and runs it:
//   node scripts/dba-perf/run.mjs profile|hashes|validate|allocs [args...]
// (node flags through NODE_FLAGS, e.g. NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof").
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { bundle } from './bundle.mjs';

const tree = path.join(path.dirname(fileURLToPath(import.meta.url)), '../..');
const [name, ...args] = process.argv.slice(2);
const out = await bundle(tree, name, 'run', true);
const flags = (process.env.NODE_FLAGS ?? '').split(' ').filter(Boolean);
const r = spawnSync(process.execPath, [...flags, '--enable-source-maps', out, ...args], { stdio: 'inherit' });
process.exit(r.status ?? 1);
