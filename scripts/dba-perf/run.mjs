// Bundles one of the TypeScript scripts beside this file with esbuild and runs it:
//   node scripts/dba-perf/run.mjs profile|hashes [args...]
// (everything bundled, so the output runs from the temporary folder; node flags through NODE_FLAGS, e.g. NODE_FLAGS="--cpu-prof --cpu-prof-dir=/tmp/prof").
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const [name, ...args] = process.argv.slice(2);
const out = path.join(process.env.TMPDIR ?? '/tmp', `dba-perf-${name}-${process.pid}.mjs`);
await build({ entryPoints: [path.join(here, `${name}.ts`)], bundle: true, platform: 'node', format: 'esm', outfile: out, sourcemap: 'inline', logLevel: 'error' });
const flags = (process.env.NODE_FLAGS ?? '').split(' ').filter(Boolean);
const r = spawnSync(process.execPath, [...flags, '--enable-source-maps', out, ...args], { stdio: 'inherit' });
process.exit(r.status ?? 1);
