// Bundles a TypeScript entry of a source tree with esbuild into the temporary folder, everything
// included (fp-ts, io-ts, seedrandom too), so it runs from there and shares no code with another
// bundle in the same process (neither sees the other's objects in its inline caches).
import { build } from 'esbuild';
import path from 'node:path';

/** Bundles `<tree>/scripts/dba-perf/<name>.ts`; returns the output file. */
export async function bundle(tree, name, tag, sourcemap = false) {
  const outfile = path.join(process.env.TMPDIR ?? '/tmp', `dba-perf-${name}-${tag}-${process.pid}.mjs`);
  await build({ entryPoints: [path.join(tree, 'scripts/dba-perf', `${name}.ts`)], bundle: true, platform: 'node', format: 'esm', outfile, logLevel: 'error', ...(sourcemap ? { sourcemap: 'inline' } : {}) });
  return outfile;
}
