// Bundles one of the TypeScript scripts beside this file with esbuild and runs it:
//   node scripts/dob-perf/run.mjs identity|profile [args...]
// (extra node flags, e.g. --cpu-prof, go before the script: node --cpu-prof scripts/dob-perf/run.mjs ...
// profiles the bundler too; prefer NODE_FLAGS="--cpu-prof" node scripts/dob-perf/run.mjs profile).
import { build } from 'esbuild';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const [name, ...args] = process.argv.slice(2);
const out = path.join(process.env.TMPDIR ?? '/tmp', `dob-perf-${name}-${process.pid}.mjs`);
await build({ entryPoints: [path.join(here, `${name}.ts`)], bundle: true, platform: 'node', format: 'esm', outfile: out, sourcemap: 'inline', logLevel: 'error', packages: 'external' });
const flags = (process.env.NODE_FLAGS ?? '').split(' ').filter(Boolean);
const r = spawnSync(process.execPath, [...flags, '--enable-source-maps', out, ...args], { stdio: 'inherit' });
process.exit(r.status ?? 1);
