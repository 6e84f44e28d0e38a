import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
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

  // 300 KB of pseudo-random hex digits: about 150 KB gzipped.
  let x = 1;
  const next = (): number => ((x ^= x << 13), (x ^= x >>> 17), (x ^= x << 5), (x >>> 28) & 15); // xorshift32
  const digits = Array.from({ length: 300_000 }, () => next().toString(16)).join('');
  const big = { ...clean, 'src/game/index.ts': `export const data = '${digits}';\n` };
  const withBudgets = (files: Record<string, string>, budgets: object) => {
    const root = join(scratch, String(n++));
    for (const [path, text] of Object.entries({ 'package.json': pkg, 'budgets.json': JSON.stringify(budgets), ...files })) {
      mkdirSync(dirname(join(root, path)), { recursive: true });
      writeFileSync(join(root, path), text);
    }
    const r = spawnSync(process.execPath, [script, '--src', '--root', root, '--budgets', join(root, 'budgets.json')], { encoding: 'utf8' });
    return { code: r.status, out: `${r.stdout}${r.stderr}` };
  };
  const KB = 1024;

  it('fails a subpath over its size budget, naming it and the excess', () => {
    const r = withBudgets(big, { '.': { gzip: 10 * KB }, './game': { gzip: 100 * KB } });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/strategos\/game is 1\d\d\.\d KB gzipped, over its budget of 100\.0 KB by \d+\.\d KB/);
    expect(r.out).toMatch(/strategos\/game\s+[\d.]+ KB minified\s+[\d.]+ KB gzipped\s+budget\s+100\.0 KB\s+OVER/);
  });

  it('passes within budget, and reports a target not reached without failing', () => {
    const r = withBudgets(big, { '.': { gzip: 10 * KB }, './game': { gzip: 200 * KB, target: 60 * KB, why: 'the rule code must shrink' } });
    expect(r.code).toBe(0);
    expect(r.out).toMatch(/strategos\/game is over its target of 60\.0 KB by \d+\.\d KB \(not enforced: the rule code must shrink\)/);
    expect(r.out).toContain('within their size budgets');
  });

  it('names a subpath that has no budget', () => {
    const r = withBudgets(clean, { '.': { gzip: 10 * KB } });
    expect(r.code).toBe(0);
    expect(r.out).toContain('strategos/game has no size budget');
  });
});

describe("check-browser-bundles: the package's own budgets", () => {
  it('give every browser subpath of package.json a budget, and only those; every target says why', async () => {
    const { BUDGETS } = (await import(script)) as { BUDGETS: Record<string, { gzip: number; target?: number; why?: string }> };
    const exported = Object.keys((JSON.parse(readFileSync(resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { exports: object }).exports);
    const browser = exported.filter((s) => s !== './node' && s !== './package.json');
    expect(Object.keys(BUDGETS).sort()).toEqual(browser.sort());
    for (const b of Object.values(BUDGETS)) if (b.target !== undefined) expect(b.why).toBeTruthy();
  });

  it("keeps strategos/dawn-of-battle's target at issue #19's 60 KB", async () => {
    const { BUDGETS } = (await import(script)) as { BUDGETS: Record<string, { gzip: number; target?: number }> };
    expect(BUDGETS['./dawn-of-battle']?.target).toBe(60 * 1024);
  });
});
