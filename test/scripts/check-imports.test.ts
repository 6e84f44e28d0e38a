import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

// Each case writes a tiny src/ tree and runs the real script on it: exit code and messages. The
// script runs in-process (spawning it per case cost ~1.5 s each, mostly loading TypeScript); one
// case spawns it to check that the command line prints and exits the same way.
const script = resolve(import.meta.dirname, '../../scripts/check-imports.mjs');
type Verdict = { code: number; out: string[]; err: string[] };
const { run: check } = (await import(pathToFileURL(script).href)) as { run: (root: string) => Verdict };
const scratch = mkdtempSync(join(tmpdir(), 'strategos-check-imports-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

let n = 0;
function write(files: Record<string, string>): string {
  const root = join(scratch, String(n++));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

function run(files: Record<string, string>): { code: number | null; out: string } {
  const r = check(write(files));
  return { code: r.code, out: [...r.out, ...r.err].join('\n') };
}

function spawned(files: Record<string, string>): { code: number | null; out: string } {
  const r = spawnSync(process.execPath, [script, write(files)], { encoding: 'utf8' });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

const base = {
  'src/random/rng.ts': 'export const seed = 1;\n',
  'src/core/errors.ts': "import { seed } from '../random/rng.js';\nexport const e = seed;\n",
  'src/hex/coords.ts': "import type { e } from '../core/errors.js';\nexport type Q = typeof e;\n",
  'src/rulesets/dbx/engine.ts': "import '../../hex/coords.js';\nexport const dbx = 1;\n",
  'src/rulesets/dba/rules.ts': "import { dbx } from '../dbx/engine.js';\nexport const dba = dbx;\n",
  'src/sim/play.ts': "import { dba } from '../rulesets/dba/rules.js';\nexport const play = dba;\n",
  'src/node/pool.ts': "import { readFileSync } from 'node:fs';\nimport { Piscina } from 'piscina';\nimport { play } from '../sim/play.js';\nexport { readFileSync, Piscina, play };\n",
  'src/cli/main.ts': "import '../node/pool.js';\nimport { basename } from 'path';\nexport { basename };\n",
  'src/dba/index.ts': "export * from '../rulesets/dba/rules.js';\n",
  'src/index.ts': "export * from './core/errors.js';\n",
};

describe('check-imports: the layers of DESIGN "Layout" and no cycles', () => {
  it('passes a tree that imports only downward, with Node built-ins and piscina only in node/ and cli/', () => {
    const r = spawned(base);
    expect(r.out).toContain('no cycle, no layer crossing');
    expect(r.code).toBe(0);
  });

  it('fails on a cycle, type-only and dynamic imports included, and prints the file chain', () => {
    const r = spawned({
      ...base,
      'src/core/a.ts': "import type { B } from './b.js';\nexport type A = B | 1;\n",
      'src/core/b.ts': "export type B = 2;\nexport const load = () => import('./a.js');\n",
    });
    expect(r.code).toBe(1);
    expect(r.out).toMatch(/import cycle \(2 files\):\s+src\/core\/a\.ts\s+→ src\/core\/b\.ts\s+→ src\/core\/a\.ts/);
  });

  it('counts `export * as name from` (which TypeScript\'s scanner does not report) as an import', () => {
    const r = run({
      ...base,
      'src/core/a.ts': "export * as b from './b.js';\n",
      'src/core/b.ts': "import './a.js';\nexport const x = 1;\n",
    });
    expect(r.code).toBe(1);
    expect(r.out).toContain('import cycle (2 files)');
  });

  it('fails on a cycle wholly inside one ruleset (no exception is left: issue #27 removed it)', () => {
    const inside = { 'src/rulesets/dawn-of-battle/a.ts': "import './b.js';\n", 'src/rulesets/dawn-of-battle/b.ts': "import './a.js';\n" };
    const r = run({ ...base, ...inside });
    expect(r.code).toBe(1);
    expect(r.out).toContain('import cycle (2 files)');
    expect(r.out).not.toContain('known exception');
  });

  it("keeps a ruleset's inner layers: model/data < query < kernel < rules < the top", () => {
    const layered = {
      'src/rulesets/dba/model/state.ts': "import type { T } from '../data/terrain.js';\nexport type S = T;\n",
      'src/rulesets/dba/data/terrain.ts': 'export type T = 1;\n',
      'src/rulesets/dba/query/derived.ts': "import type { S } from '../model/state.js';\nexport type D = S;\n",
      'src/rulesets/dba/kernel/context.ts': "import type { D } from '../query/derived.js';\nexport type C = D;\n",
      'src/rulesets/dba/rules/07-movement/move.ts': "import type { C } from '../../kernel/context.js';\nexport type M = C;\n",
      'src/rulesets/dba/reduce.ts': "import type { M } from './rules/07-movement/move.js';\nexport type R = M;\n",
    };
    const ok = run({ ...base, ...layered });
    expect(ok.out).toContain('no cycle, no layer crossing');
    expect(ok.code).toBe(0);
    const up = run({ ...base, ...layered, 'src/rulesets/dba/query/derived.ts': "import type { C } from '../kernel/context.js';\nexport type D = C;\n", 'src/rulesets/dba/kernel/context.ts': 'export type C = 1;\n' });
    expect(up.code).toBe(1);
    expect(up.out).toContain('layer crossing: src/rulesets/dba/query/derived.ts → src/rulesets/dba/kernel/context.ts');
    expect(up.out).toContain('query/ is below kernel/');
    const fromModel = run({ ...base, ...layered, 'src/rulesets/dba/data/terrain.ts': "import type { M } from '../rules/07-movement/move.js';\nexport type T = M;\n", 'src/rulesets/dba/rules/07-movement/move.ts': 'export type M = 1;\n' });
    expect(fromModel.code).toBe(1);
    expect(fromModel.out).toContain('data/ is below rules/');
    const toTop = run({ ...base, ...layered, 'src/rulesets/dba/rules/07-movement/move.ts': "import type { R } from '../../reduce.js';\nexport type M = 1;\nexport type X = R;\n", 'src/rulesets/dba/reduce.ts': 'export type R = 1;\n' });
    expect(toTop.code).toBe(1);
    expect(toTop.out).toContain('rules/ is below the top');
  });

  it('fails on an upward import and on an import between siblings, naming both files', () => {
    const up = run({ ...base, 'src/core/errors.ts': "import { play } from '../sim/play.js';\nexport const e = play;\n" });
    expect(up.code).toBe(1);
    expect(up.out).toContain('layer crossing: src/core/errors.ts → src/sim/play.ts');
    expect(up.out).toContain('core/ is below sim/ and cannot import it');
    const sideways = run({ ...base, 'src/plane/base.ts': "import '../hex/coords.js';\n" });
    expect(sideways.code).toBe(1);
    expect(sideways.out).toContain('plane/ and hex/ are siblings');
    const rulesets = run({ ...base, 'src/rulesets/dbm/x.ts': "import '../dba/rules.js';\n" });
    expect(rulesets.code).toBe(1);
    expect(rulesets.out).toContain('layer crossing: src/rulesets/dbm/x.ts → src/rulesets/dba/rules.ts');
  });

  it('fails on node/ reached from anything but cli/, and on Node-only imports elsewhere', () => {
    const fromSim = run({ ...base, 'src/sim/run.ts': "export const load = () => import('../node/pool.js');\n" });
    expect(fromSim.code).toBe(1);
    expect(fromSim.out).toContain('sim/ is below node/');
    const fromRoot = run({ ...base, 'src/index.ts': "export * from './node/pool.js';\n" });
    expect(fromRoot.code).toBe(1);
    expect(fromRoot.out).toContain('composition root that must bundle for a browser');
    const builtin = run({ ...base, 'src/sim/files.ts': "import { readFileSync } from 'fs';\nimport type { Piscina } from 'piscina';\nexport { readFileSync };\nexport type P = Piscina;\n" });
    expect(builtin.code).toBe(1);
    expect(builtin.out).toContain('src/sim/files.ts imports "fs"');
    expect(builtin.out).toContain('src/sim/files.ts imports "piscina"');
  });

  it("fails on Node's globals outside node/ and cli/, not on properties of the same name", () => {
    const r = run({ ...base, 'src/sim/yield.ts': 'export const later = (f: () => void) => setImmediate(f);\nexport const env = () => process.env;\n' });
    expect(r.code).toBe(1);
    expect(r.out).toContain('src/sim/yield.ts uses "process"');
    expect(r.out).toContain('src/sim/yield.ts uses "setImmediate"');
    const names = run({ ...base, 'src/sim/names.ts': 'export const step = { process: 1, require: 2 };\nexport const n = step.process + step.require;\n', 'src/cli/tick.ts': 'export const tick = () => setImmediate(() => process.exit(0));\n' });
    expect(names.code).toBe(0);
  });
});
