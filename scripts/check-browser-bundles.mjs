#!/usr/bin/env node
// Bundles every public subpath but `strategos/node` for a browser, as a web app would: esbuild
// `--bundle --platform=browser --minify`, with fp-ts and io-ts aliased to their ES builds (the
// README's "Bundling for the web"). Fails, naming the import chain, when a bundle reaches a Node
// built-in (node:*, fs, os, path, worker_threads, ...) or piscina; prints each subpath's
// minified and gzipped size, and fails when one is over its size budget.
//
//   node scripts/check-browser-bundles.mjs            bundles dist/<subpath>/index.js (npm run build first)
//   node scripts/check-browser-bundles.mjs --src      bundles src/<subpath>/index.ts instead
//   node scripts/check-browser-bundles.mjs --analyze dawn-of-battle
//                                                     also lists what makes up that bundle
//   node scripts/check-browser-bundles.mjs --budgets budgets.json
//                                                     checks against other budgets ({ subpath: { gzip: bytes } })
//
// Sizes are in KB of 1,024 bytes, gzip at zlib's default level.
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

// --root <dir>: check another tree (the tests' fixtures); default: this repository.
const rootAt = process.argv.indexOf('--root');
const root = rootAt >= 0 ? resolve(process.argv[rootAt + 1]) : resolve(import.meta.dirname, '..');
const KB = 1024;

/**
 * Size budgets (gzipped), one per browser subpath, for a web app importing the whole subpath:
 * a bundle over its `gzip` ceiling fails the check. The ceilings sit about 10% above each
 * subpath's size when they were set, so a subpath cannot grow unnoticed; raise one only with a
 * reason. A `target` is where a subpath should get to: printed, not enforced, with its `why`.
 * `--budgets <file.json>` replaces this table (the script's tests use it).
 */
export const BUDGETS = {
  // The kernel: the contract, decoding, replay, the game store (11.8 KB when the registry moved
  // out to a subpath of its own in issue #19; 217 KB before).
  '.': { gzip: 14 * KB },
  // The composition root: the registry brings every built-in ruleset with its kit (Arcane
  // Warfare's joined at 171 KB; with DBM 3.x and Arcane Warfare's combat 215 KB). Only an app
  // that offers every ruleset imports it.
  './registry': { gzip: 238 * KB },
  // The seeded generator, dice, decks and exact odds.
  './random': { gzip: 9.5 * KB },
  // The ruleset alone (setup, apply, legal commands, views, codecs, data): what a frontend plays with.
  './dawn-of-battle': {
    gzip: 90 * KB,
    target: 60 * KB,
    why: "issue #19's target; the reducer alone (`apply`) bundles to about 62 KB, so the rule code itself must shrink",
  },
  // Agents, narrator and odds: they bring the whole ruleset with them.
  './dawn-of-battle/kit': { gzip: 100 * KB },
  // Design Your Own (§17): costs, armies, terrain, random battles. 16.0 KB from dist/ (14.9 from
  // src/) once the scenario codec refused unknown keys (issue #28), which its random battles use.
  './dawn-of-battle/design': { gzip: 17.5 * KB },
  // Movement range, line of sight, ranged, rally and melee odds, the melee preview.
  './dawn-of-battle/calculators': { gzip: 29 * KB },
  // Hex-grid geometry and search, and the hex scene renderer (16 KB with it).
  './hex': { gzip: 17.5 * KB },
  // Free-form geometry of bases on a table.
  './plane': { gzip: 23 * KB },
  // The simulator without workers (generic: no ruleset code).
  './sim': { gzip: 16 * KB },
  // The DBx family engine (22 KB; 27.7 KB with movement, shooting, the combat driver and the bound;
  // 30.3 KB with the move sampler, proposal screen and move driver moved from DBA).
  './dbx': { gzip: 33 * KB },
  // The DBA ruleset on the DBx engine.
  './dba': { gzip: 69 * KB },
  // DBA's agents, narrator and odds, with the ruleset.
  './dba/kit': { gzip: 68 * KB },
  // DBM 3.x, part I (armies, pre-battle, deployment, bounds; about 36 KB when it landed, 49.5 KB
  // with the bound's PIPs, march and tactical moves; 57.6 KB with its kit, its scene and the
  // calculators exported). Part II (shooting, close combat, outcomes, victory) is to come: a
  // whole DBx ruleset with its kit is DBA's 66 KB plus DBM's larger army and pre-battle rules.
  './dbm': { gzip: 80 * KB },
  // Arcane Warfare: part I was 46 KB; with close combat, outcomes, rally and victory 57.7 KB; with
  // set-up, weather, roads, dismounting and off-board arrivals 65.3 KB; with its scene 68.6 KB.
  // Shooting (§8) is to come.
  './arcane-warfare': { gzip: 78 * KB },
  // The boardgame.io adapter (boardgame.io itself stays external).
  './boardgame-io': { gzip: 4.5 * KB },
};

/** Subpaths that may use Node: never bundled for a browser. */
const NODE_ONLY_SUBPATHS = new Set(['./node', './package.json']);

const NODE_ONLY = new Set([...builtinModules, 'piscina']);
const isNodeOnly = (spec) => spec.startsWith('node:') || NODE_ONLY.has(spec.split('/')[0]);

/** Resolves fp-ts/lib and io-ts to their ES-module builds, as the README tells web bundlers to. */
const esBuilds = {
  name: 'es-builds',
  setup(b) {
    b.onResolve({ filter: /^fp-ts\/lib\// }, (a) => b.resolve(a.path.replace('fp-ts/lib/', 'fp-ts/es6/'), { kind: a.kind, resolveDir: a.resolveDir }));
    b.onResolve({ filter: /^io-ts\/lib\// }, (a) => b.resolve(a.path.replace('io-ts/lib/', 'io-ts/es6/'), { kind: a.kind, resolveDir: a.resolveDir }));
    b.onResolve({ filter: /^io-ts$/ }, (a) => b.resolve('io-ts/es6/index.js', { kind: a.kind, resolveDir: a.resolveDir }));
  },
};

/**
 * Records every Node-only import the bundle reaches and keeps it out (external), so the build
 * finishes and the metafile shows the way to it. A built-in that a package's `browser` field
 * maps away (seedrandom's `crypto`) resolves as esbuild would and is not reported.
 */
function nodeGuard(found) {
  return {
    name: 'node-guard',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, async (a) => {
        if (a.pluginData?.guarded || !isNodeOnly(a.path)) return undefined;
        const r = await b.resolve(a.path, { kind: a.kind, resolveDir: a.resolveDir, importer: a.importer, pluginData: { guarded: true } });
        if (r.errors.length === 0 && a.path.split('/')[0] !== 'piscina') return undefined;
        found.push({ spec: a.path, importer: a.importer });
        return { path: a.path, external: true };
      });
    },
  };
}

/** Bundles one entry file; the minified code, its metafile and the Node-only imports reached. */
/** Optional peer dependencies (boardgame.io) stay external, as a web app installs them itself. */
const PEERS = Object.keys(JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).peerDependencies ?? {});

async function bundle(entry) {
  const found = [];
  const r = await build({
    external: PEERS.flatMap((p) => [p, `${p}/*`]),
    entryPoints: [entry],
    absWorkingDir: root,
    bundle: true,
    platform: 'browser',
    format: 'esm',
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
    plugins: [esBuilds, nodeGuard(found)],
  });
  return { code: r.outputFiles[0].contents, metafile: r.metafile, found };
}

/** The shortest import chain from `entry` to `target` in a metafile, as paths relative to the repo. */
function chain(metafile, entry, target) {
  const start = relative(root, entry);
  const goal = relative(root, target);
  const prev = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const u = queue.shift();
    if (u === goal) {
      const out = [];
      for (let x = u; x !== null; x = prev.get(x)) out.unshift(x);
      return out;
    }
    for (const i of metafile.inputs[u]?.imports ?? []) {
      if (i.external || prev.has(i.path)) continue;
      prev.set(i.path, u);
      queue.push(i.path);
    }
  }
  return [start, '…', goal];
}

/** The modules of a bundle by minified bytes, largest first, and the same summed by folder. */
function composition(metafile) {
  const out = Object.values(metafile.outputs)[0];
  const files = Object.entries(out.inputs)
    .map(([path, i]) => ({ path: path.replace(/^.*node_modules\//, 'node_modules/'), bytes: i.bytesInOutput }))
    .sort((a, b) => b.bytes - a.bytes);
  const folders = new Map();
  for (const f of files) {
    const dir = f.path.replace(/\/[^/]+$/, '');
    folders.set(dir, (folders.get(dir) ?? 0) + f.bytes);
  }
  return { files, folders: [...folders].sort((a, b) => b[1] - a[1]) };
}

const kb = (n) => `${(n / KB).toFixed(1)} KB`;

async function main(argv) {
  const fromSrc = argv.includes('--src');
  const ai = argv.indexOf('--analyze');
  const analyze = ai >= 0 ? `./${argv[ai + 1]}` : null;
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  const bi = argv.indexOf('--budgets');
  const budgets = bi >= 0 ? JSON.parse(readFileSync(resolve(argv[bi + 1]), 'utf8')) : BUDGETS;
  const subpaths = Object.keys(pkg.exports).filter((s) => !NODE_ONLY_SUBPATHS.has(s));
  const entryOf = (s, src) => {
    const name = s === '.' ? 'index' : `${s.slice(2)}/index`;
    return join(root, src ? (s === '.' ? 'src/index.ts' : `src/${s.slice(2)}/index.ts`) : `dist/${name}.js`);
  };
  const failures = [];
  const rows = [];
  const notes = [];
  for (const s of subpaths) {
    const entry = entryOf(s, fromSrc);
    if (!existsSync(entry)) {
      failures.push(`${s}: ${relative(root, entry)} does not exist (run \`npm run build\` first, or pass --src)`);
      continue;
    }
    const b = await bundle(entry);
    const name = s === '.' ? 'strategos' : `strategos/${s.slice(2)}`;
    if (b.found.length > 0) {
      // The built files are chunks; the sources name the modules, so show the chain through them.
      const src = fromSrc ? b : await bundle(entryOf(s, true));
      const srcEntry = fromSrc ? entry : entryOf(s, true);
      const seen = new Set();
      for (const f of src.found.length > 0 ? src.found : b.found) {
        const key = `${f.importer}|${f.spec}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const path = chain(src.found.length > 0 ? src.metafile : b.metafile, src.found.length > 0 ? srcEntry : entry, f.importer);
        failures.push(`${name} reaches "${f.spec}" (Node only):\n    ${[...path, f.spec].join('\n    → ')}`);
      }
    }
    const gz = gzipSync(b.code).length;
    const budget = budgets[s];
    rows.push({ name, min: b.code.length, gz, budget: budget?.gzip });
    if (budget === undefined) {
      notes.push(`${name} has no size budget: add one to BUDGETS in scripts/check-browser-bundles.mjs`);
    } else {
      if (gz > budget.gzip) failures.push(`${name} is ${kb(gz)} gzipped, over its budget of ${kb(budget.gzip)} by ${kb(gz - budget.gzip)}`);
      if (budget.target !== undefined && gz > budget.target) notes.push(`${name} is over its target of ${kb(budget.target)} by ${kb(gz - budget.target)} (not enforced: ${budget.why})`);
    }
    if (analyze === s) {
      // From the sources, so modules have their names (the built files are shared chunks).
      const a = fromSrc ? b : await bundle(entryOf(s, true));
      const c = composition(a.metafile);
      const lines = [`what makes up ${name}, bundled from src/ (minified bytes before gzip; ${a.code.length} in all, ${gzipSync(a.code).length} gzipped):`, '  by folder:'];
      for (const [dir, n] of c.folders.slice(0, 25)) lines.push(`    ${String(n).padStart(8)}  ${dir}`);
      lines.push('  largest modules:');
      for (const f of c.files.slice(0, 25)) lines.push(`    ${String(f.bytes).padStart(8)}  ${f.path}`);
      notes.push(lines.join('\n'));
    }
  }
  const width = Math.max(...rows.filter((r) => r.name).map((r) => r.name.length));
  console.log(`browser bundles (esbuild --platform=browser --minify, fp-ts/io-ts ES builds; from ${fromSrc ? 'src/' : 'dist/'}):`);
  for (const r of rows) {
    const budget = r.budget === undefined ? 'no budget' : `budget ${kb(r.budget).padStart(8)}${r.gz > r.budget ? '  OVER' : ''}`;
    console.log(`  ${r.name.padEnd(width)}  ${kb(r.min).padStart(9)} minified  ${kb(r.gz).padStart(8)} gzipped  ${budget}`);
  }
  for (const n of notes) console.log(n);
  if (failures.length > 0) {
    console.error(`\ncheck-browser-bundles: ${failures.length} problem${failures.length === 1 ? '' : 's'} (every subpath but strategos/node must bundle for a browser, within its size budget):`);
    for (const f of failures) console.error(`  ${f}`);
    process.exit(1);
  }
  console.log(`check-browser-bundles: ${rows.filter((r) => r.name).length} subpaths bundle for a browser with no Node built-in and no piscina, within their size budgets`);
}

// Run as a script (the tests also import BUDGETS from it).
if (process.argv[1] !== undefined && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await main(process.argv.slice(2));
