/**
 * Builds what the command-line tests run: the package (`tsup`, the real build, so the tests
 * exercise dist/cli.js and dist/worker.js as users get them) when dist/ is older than the
 * sources, and the dice-race fixture as a plug-in module. `npm test` runs vitest before its own
 * build step, so the tests cannot assume dist/ exists; test files share the build through a lock.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build } from 'esbuild';

export const root = resolve(import.meta.dirname, '../..');
const tag = createHash('sha256').update(root).digest('hex').slice(0, 12);
/** A scratch directory for this checkout's built fixture. */
export const scratch = join(tmpdir(), `strategos-cli-test-${tag}`);
const lock = join(tmpdir(), `strategos-build-${tag}.lock`);

function newest(path: string): number {
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let m = st.mtimeMs;
  for (const e of readdirSync(path)) m = Math.max(m, newest(join(path, e)));
  return m;
}

async function withLock<T>(fn: () => Promise<T>): Promise<T> {
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (existsSync(lock) && Date.now() - statSync(lock).mtimeMs > 300_000) rmSync(lock, { recursive: true, force: true });
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${lock}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  try {
    return await fn();
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

/** Paths of the built command and the built fixture plug-in. */
export interface Built {
  readonly cli: string;
  readonly fixture: string;
}

/** Builds dist/ if stale and the fixture plug-in; safe to call from several test files at once. */
export function ensureBuilt(): Promise<Built> {
  return withLock(async () => {
    const outputs = ['dist/cli.js', 'dist/worker.js', 'dist/sim/index.js', 'dist/node/index.js'].map((p) => join(root, p));
    const inputs = Math.max(newest(join(root, 'src')), newest(join(root, 'package.json')), newest(join(root, 'tsup.config.ts')));
    const fresh = outputs.every((p) => existsSync(p) && statSync(p).mtimeMs >= inputs);
    if (!fresh) {
      execFileSync(process.execPath, [join(root, 'node_modules/tsup/dist/cli-default.js'), '--silent'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    }
    mkdirSync(scratch, { recursive: true });
    const fixture = join(scratch, 'dice-race.mjs');
    await build({
      entryPoints: [join(root, 'test/sim/fixtures/dice-race.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: fixture,
      logLevel: 'silent',
    });
    return { cli: join(root, 'dist/cli.js'), fixture };
  });
}
