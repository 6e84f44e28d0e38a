// `npm run fuzz`: bundles tools/fuzz/main.ts with esbuild (as the CLI tests bundle their
// fixture) and runs it with the arguments given, e.g. `npm run fuzz -- --commands 100000`.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
// Inside the checkout (git-ignored .tmp/), so the bundle finds the package's dependencies.
mkdirSync(join(here, '../../.tmp'), { recursive: true });
const dir = mkdtempSync(join(here, '../../.tmp/fuzz-'));
const out = join(dir, 'fuzz.mjs');
try {
  await build({ entryPoints: [join(here, 'main.ts')], bundle: true, platform: 'node', format: 'esm', outfile: out, logLevel: 'warning', packages: 'external', absWorkingDir: join(here, '../..') });
  const r = spawnSync(process.execPath, [out, ...process.argv.slice(2)], { stdio: 'inherit', cwd: join(here, '../..') });
  process.exitCode = r.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
