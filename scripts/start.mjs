#!/usr/bin/env node
// `npm start`: the first run. Builds the library only when dist/ is missing or older than src/
// (saying so, since it takes half a minute on a small machine), then runs `strategos demo`.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const root = join(import.meta.dirname, '..');
const cli = join(root, 'dist', 'cli.js');

/** The newest modification time of any file under `dir`. */
function newest(dir) {
  let t = 0;
  for (const f of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (f.isFile()) t = Math.max(t, statSync(join(f.parentPath ?? f.path, f.name)).mtimeMs);
  }
  return t;
}

if (!existsSync(cli) || newest(join(root, 'src')) > statSync(cli).mtimeMs) {
  process.stderr.write('Building strategos first (once, until src/ changes; about 30 s on two cores)...\n');
  const started = Date.now();
  const manifest = createRequire(import.meta.url).resolve('tsup/package.json');
  const tsup = join(dirname(manifest), JSON.parse(readFileSync(manifest, 'utf8')).bin.tsup);
  const b = spawnSync(process.execPath, [tsup, '--silent'], { cwd: root, stdio: 'inherit' });
  if (b.status !== 0) process.exit(b.status ?? 1);
  process.stderr.write(`Built in ${((Date.now() - started) / 1000).toFixed(0)} s.\n\n`);
}
const r = spawnSync(process.execPath, [cli, 'demo', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
