import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// Each case writes a tiny package (exports map and src/) and runs the real script on its sources.
const script = resolve(import.meta.dirname, '../../scripts/check-browser-bundles.mjs');
const scratch = mkdtempSync(join(tmpdir(), 'strategos-check-bundles-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const entry = (sub: string) => ({ import: { types: `./dist/${sub}/index.d.ts`, default: `./dist/${sub}/index.js` } });
const pkg = JSON.stringify({ name: 'fixture', type: 'module', exports: { '.': entry('.'), './game': entry('game'), './node': entry('node'), './package.json': './package.json' } });

let n = 0;
function run(files: Record<string, string>): { code: number | null; out: string } {
  const root = join(scratch, String(n++));
  for (const [path, text] of Object.entries({ 'package.json': pkg, ...files })) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  const r = spawnSync(process.execPath, [script, '--src', '--root', root], { encoding: 'utf8' });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

const clean = {
  'src/index.ts': 'export const kernel = 1;\n',
  'src/game/index.ts': "export { rules } from '../rules/rules.js';\n",
  'src/rules/rules.ts': 'export const rules = [1, 2, 3].map((x) => x * 2);\n',
  // strategos/node may use Node: it is never bundled for a browser.
  'src/node/index.ts': "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
};

describe('check-browser-bundles: every subpath but strategos/node bundles for a browser', () => {
  it('passes a package whose browser subpaths use no Node built-in, and prints their sizes', () => {
    const r = run(clean);
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/strategos\/game\s+[\d.]+ KB minified\s+[\d.]+ KB gzipped/);
    expect(r.out).not.toContain('strategos/node ');
  });

  it('fails on a Node built-in reached through other modules, naming the chain from the entry', () => {
    const r = run({ ...clean, 'src/rules/rules.ts': "import { helper } from './helper.js';\nexport const rules = helper;\n", 'src/rules/helper.ts': "import { cpus } from 'os';\nexport const helper = () => cpus().length;\n" });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/strategos\/game reaches "os" \(Node only\):\s+src\/game\/index\.ts\s+→ src\/rules\/rules\.ts\s+→ src\/rules\/helper\.ts\s+→ os/);
  });

  it('fails on node:* and on piscina, dynamic imports included', () => {
    const r = run({ ...clean, 'src/index.ts': "export const load = () => import('./pool.js');\n", 'src/pool.ts': "import 'node:worker_threads';\nimport { Piscina } from 'piscina';\nexport const P = Piscina;\n" });
    expect(r.code).toBe(1);
    expect(r.out).toContain('strategos reaches "node:worker_threads"');
    expect(r.out).toContain('strategos reaches "piscina"');
  });

  it("prints Dawn of Battle's 60 KB budget line, over budget reported without failing", () => {
    // 300 KB of pseudo-random hex digits: about 150 KB gzipped, far over the budget.
    let x = 1;
    const next = (): number => ((x ^= x << 13), (x ^= x >>> 17), (x ^= x << 5), (x >>> 28) & 15); // xorshift32
    const digits = Array.from({ length: 300_000 }, () => next().toString(16)).join('');
    const big = { ...clean, 'src/dawn-of-battle/index.ts': `export const data = '${digits}';\n` };
    const r = spawnSync(process.execPath, [script, '--src', '--root', (() => {
      const root = join(scratch, 'budget');
      const files: Record<string, string> = { ...big, 'package.json': JSON.stringify({ type: 'module', exports: { '.': entry('.'), './dawn-of-battle': entry('dawn-of-battle') } }) };
      for (const [path, text] of Object.entries(files)) {
        mkdirSync(dirname(join(root, path)), { recursive: true });
        writeFileSync(join(root, path), text);
      }
      return root;
    })()], { encoding: 'utf8' });
    expect(r.stdout).toMatch(/budget strategos\/dawn-of-battle: [\d.]+ KB gzipped, budget 60\.0 KB: over by [\d.]+ KB \(reported, not enforced/);
    expect(r.status).toBe(0);
  });
});
