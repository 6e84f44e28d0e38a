#!/usr/bin/env node
// Runs every example script against the fresh build, so the examples in the repo cannot rot:
// each must exit 0 within its time limit.
import { execFileSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', 'examples');
const scripts = readdirSync(root, { recursive: true })
  .filter((f) => typeof f === 'string' && f.endsWith('.mjs'))
  .sort();
for (const file of scripts) {
  execFileSync(process.execPath, [join(root, file)], { stdio: ['ignore', 'ignore', 'inherit'], timeout: 180_000 });
  console.log(`example ok: ${file}`);
}
