#!/usr/bin/env node
// Checks the imports of src/ against the layers of the design (docs: "Layout"):
//
//   random → core → hex, plane → rulesets (dbx below the others) → sim → node → cli
//
// A file may import its own folder and any layer below; never a layer above, never a sibling
// at its own level (hex and plane, or two rulesets other than dbx). The composition roots
// (src/index.ts, src/registry/index.ts, src/rulesets/registry.ts and each subpath entry folder
// src/<id>/ that is not itself a layer) may import any layer below node; only sim, node, cli
// and other roots may import a registry, only roots may import an entry folder. Node built-ins
// (node:*, fs, os, ...) and piscina are imported only under node/ and cli/, and so are Node's
// globals read (process, Buffer, setImmediate, __dirname, require, ...). No import cycle
// anywhere, counting type-only and dynamic imports (a cycle of types still ties the modules'
// designs together). Known exceptions are listed below, each with the issue that removes it.
//
// Imports are read with TypeScript's own scanner (ts.preProcessFile), so every form counts:
// import, import type, export ... from, import('...'), require('...').
//
//   node scripts/check-imports.mjs [root]     (root: the folder holding src/; default: the repo)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

/**
 * Cycles allowed, by the folder every file of the cycle lies in. Each names the issue that
 * breaks it; remove the entry when it is closed.
 */
const ALLOWED_CYCLES = [
  // None left: Dawn of Battle's 51-file cycle (issue #27) went with its split into layers.
  // An entry reads { folder: 'src/<folder>/', issue: '#N' }.
];

/**
 * Layer crossings allowed, by importing folder and imported folder, each with the fix that
 * removes it.
 */
const ALLOWED_CROSSINGS = [
  // None left: DBA's import of sim/ (issue #19) went with the move to core's RulesetKit.
  // An entry reads { from: 'src/<folder>/', to: 'src/<folder>/', why: 'issue #N: what removes it' }.
];

const NODE_BUILTINS = new Set(builtinModules.flatMap((m) => [m, `node:${m}`]));
const NODE_ONLY_PACKAGES = new Set(['piscina']);
/** Node's globals that a browser lacks: used outside node/ and cli/, a browser bundle breaks at run time. */
const NODE_GLOBALS = new Set(['process', 'Buffer', 'setImmediate', 'clearImmediate', '__dirname', '__filename', 'require']);

/** The Node globals a file reads (identifiers in expressions, not property names or declarations). */
function nodeGlobals(file, text) {
  const found = new Set();
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const visit = (n) => {
    if (ts.isIdentifier(n) && NODE_GLOBALS.has(n.text)) {
      const p = n.parent;
      const named = p && 'name' in p && p.name === n;
      const typeOnly = p && (ts.isTypeReferenceNode(p) || ts.isTypeQueryNode(p) || ts.isQualifiedName(p));
      if (!named && !typeOnly && !(p && ts.isPropertyAccessExpression(p) && p.name === n)) found.add(n.text);
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return found;
}

/** A layer: its rank (lower is lower), and a group name (files of one group may import each other). */
function layerOf(file) {
  const p = file.split(sep).join('/');
  const m = /^src\/([^/]+)(?:\/([^/]+))?/.exec(p);
  if (m === null) return { rank: -1, group: 'outside', root: false };
  const [, top, sub] = m;
  if (p === 'src/index.ts' || p === 'src/registry/index.ts' || p === 'src/rulesets/registry.ts') return { rank: 4.5, group: 'registry', root: true, registry: true };
  switch (top) {
    case 'random':
      return { rank: 0, group: 'random', root: false };
    case 'core':
      return { rank: 1, group: 'core', root: false };
    case 'hex':
    case 'plane':
      return { rank: 2, group: top, root: false };
    case 'rulesets':
      return sub === 'dbx' ? { rank: 3, group: 'rulesets/dbx', root: false } : { rank: 4, group: `rulesets/${sub}`, root: false };
    case 'sim':
      return { rank: 5, group: 'sim', root: false };
    case 'node':
      return { rank: 6, group: 'node', root: false };
    case 'cli':
      return { rank: 7, group: 'cli', root: false };
    default:
      // src/<id>/index.ts: a subpath's thin entry (dawn-of-battle, dba, dbx, ...).
      return { rank: 4.5, group: `entry/${top}`, root: true, entry: true };
  }
}

function listTs(dir) {
  const out = [];
  for (const e of readdirSync(dir)) {
    const f = join(dir, e);
    if (statSync(f).isDirectory()) out.push(...listTs(f));
    else if (e.endsWith('.ts') && !e.endsWith('.d.ts')) out.push(f);
  }
  return out;
}

function resolveLocal(fromFile, spec, known) {
  const base = resolve(dirname(fromFile), spec);
  const candidates = [base.replace(/\.(m?)js$/, '.$1ts'), base, `${base}.ts`, join(base, 'index.ts')];
  return candidates.find((c) => known.has(c)) ?? null;
}

/**
 * The import graph of `root`/src: for each file (relative to root), the local files it imports
 * and the packages it imports (bare specifiers).
 */
export function importGraph(root) {
  const files = listTs(join(root, 'src'));
  const known = new Set(files);
  const graph = new Map();
  for (const f of files) {
    const text = readFileSync(f, 'utf8');
    const info = ts.preProcessFile(text, true, true);
    const local = new Set();
    const packages = new Set();
    // preProcessFile does not report `export * as name from '...'`: read those with a pattern.
    const namespaceReexports = [...text.matchAll(/^\s*export\s*\*\s*as\s+[\w$]+\s+from\s*['"]([^'"]+)['"]/gm)].map((m) => ({ fileName: m[1] }));
    for (const { fileName: spec } of [...info.importedFiles, ...namespaceReexports]) {
      if (spec.startsWith('.')) {
        const target = resolveLocal(f, spec, known);
        if (target !== null) local.add(relative(root, target).split(sep).join('/'));
      } else packages.add(spec);
    }
    const rel = relative(root, f).split(sep).join('/');
    const nodeOnly = /^src\/(node|cli)\//.test(rel);
    graph.set(rel, { local: [...local].sort(), packages: [...packages].sort(), globals: nodeOnly ? [] : [...nodeGlobals(f, text)].sort() });
  }
  return graph;
}

/** Strongly connected components with more than one file (or a file importing itself): Tarjan. */
export function cycles(graph) {
  let index = 0;
  const idx = new Map();
  const low = new Map();
  const stack = [];
  const on = new Set();
  const out = [];
  const visit = (v) => {
    // Iterative over a work stack: src/ is deep enough for recursion to matter on small stacks.
    const work = [[v, 0]];
    idx.set(v, index);
    low.set(v, index++);
    stack.push(v);
    on.add(v);
    while (work.length > 0) {
      const top = work[work.length - 1];
      const [u, i] = top;
      const next = graph.get(u)?.local ?? [];
      if (i < next.length) {
        top[1]++;
        const w = next[i];
        if (!graph.has(w)) continue;
        if (!idx.has(w)) {
          idx.set(w, index);
          low.set(w, index++);
          stack.push(w);
          on.add(w);
          work.push([w, 0]);
        } else if (on.has(w)) low.set(u, Math.min(low.get(u), idx.get(w)));
        continue;
      }
      work.pop();
      if (work.length > 0) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(u)));
      }
      if (low.get(u) === idx.get(u)) {
        const comp = [];
        let w;
        do {
          w = stack.pop();
          on.delete(w);
          comp.push(w);
        } while (w !== u);
        const selfLoop = comp.length === 1 && (graph.get(u)?.local ?? []).includes(u);
        if (comp.length > 1 || selfLoop) out.push(comp.sort());
      }
    }
  };
  for (const v of [...graph.keys()].sort()) if (!idx.has(v)) visit(v);
  return out;
}

/** One cycle through `start` inside `component`, as a file chain ending where it began. */
export function cycleChain(graph, component, start = component[0]) {
  const inside = new Set(component);
  const prev = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const u = queue.shift();
    for (const w of graph.get(u).local) {
      if (!inside.has(w)) continue;
      if (w === start) {
        const chain = [start];
        for (let x = u; x !== null && x !== start; x = prev.get(x)) chain.splice(1, 0, x);
        return [...chain, start];
      }
      if (!prev.has(w)) {
        prev.set(w, u);
        queue.push(w);
      }
    }
  }
  return [...component, start];
}

/**
 * The layers inside a ruleset (DESIGN "Layout"): model/ and data/ at the bottom, then query/,
 * kernel/, rules/ (its chapters import each other, without cycles), and on top every other file
 * (reduce, legal, view, ruleset, index, kit/ ...). `null` outside a ruleset's folder.
 */
const INNER = { model: 0, data: 0, query: 1, kernel: 2, rules: 3 };
function innerOf(file) {
  const m = /^src\/rulesets\/[^/]+\/(?:([^/]+)\/)?[^/]+$/.exec(file.split(sep).join('/')) ?? /^src\/rulesets\/[^/]+\/([^/]+)\//.exec(file.split(sep).join('/'));
  if (m === null) return null;
  const sub = m[1];
  return sub !== undefined && sub in INNER ? { rank: INNER[sub], name: `${sub}/` } : { rank: 4, name: 'the top (reduce, legal, view, ...)' };
}

/** Why `from` may not import `to`, or `null` when the layers allow it. */
export function crossing(from, to) {
  const a = layerOf(from);
  const b = layerOf(to);
  if (a.group === b.group) {
    // Inside one ruleset: model/data < query < kernel < rules < the top.
    const ia = innerOf(from);
    const ib = innerOf(to);
    if (ia === null || ib === null || ib.rank <= ia.rank) return null;
    return `inside ${a.group}/, ${ia.name} is below ${ib.name} and cannot import it`;
  }
  if (b.entry && !a.root) return `${to} is a subpath entry (a composition root): only roots import it`;
  if (b.registry && !a.root && a.rank < 5) return `${to} lists the rulesets (a composition root): only sim, node, cli and roots import it`;
  if (a.root) return b.rank >= 6 ? `${from} is a composition root that must bundle for a browser; it cannot import ${b.group}/` : null;
  if (b.rank < a.rank) return null;
  if (b.rank === a.rank) return `${a.group}/ and ${b.group}/ are siblings at one level: neither imports the other`;
  return `${a.group}/ is below ${b.group}/ and cannot import it`;
}

/** Every problem of the tree at `root`: cycles, layer crossings and Node-only imports, as lines. */
export function check(root) {
  const graph = importGraph(root);
  const problems = [];
  const allowed = [];
  const used = new Set();
  for (const comp of cycles(graph)) {
    const chain = cycleChain(graph, comp).join('\n    → ');
    const ok = ALLOWED_CYCLES.find((a) => comp.every((f) => f.startsWith(a.folder)));
    if (ok) {
      used.add(ok);
      allowed.push(`a cycle of ${comp.length} files inside ${ok.folder} (allowed until issue ${ok.issue})`);
    }
    else problems.push(`import cycle (${comp.length} files):\n    ${chain}`);
  }
  for (const [from, { local, packages, globals }] of graph) {
    for (const g of globals) problems.push(`Node global outside node/ and cli/: ${from} uses "${g}" (a browser has none)`);
    for (const to of local) {
      const why = crossing(from, to);
      if (why === null) continue;
      const ok = ALLOWED_CROSSINGS.find((a) => from.startsWith(a.from) && to.startsWith(a.to));
      if (ok) {
        used.add(ok);
        allowed.push(`${from} → ${to} (allowed: ${ok.why})`);
      }
      else problems.push(`layer crossing: ${from} → ${to}\n    ${why}`);
    }
    const layer = layerOf(from);
    if (layer.group === 'node' || layer.group === 'cli') continue;
    for (const p of packages) {
      const name = p.startsWith('@') ? p.split('/').slice(0, 2).join('/') : p.split('/')[0];
      if (NODE_BUILTINS.has(p) || NODE_BUILTINS.has(name) || NODE_ONLY_PACKAGES.has(name)) problems.push(`Node-only import outside node/ and cli/: ${from} imports "${p}"`);
    }
  }
  // An exception nothing needs any more is reported, so the list shrinks as the fixes land.
  for (const a of [...ALLOWED_CYCLES, ...ALLOWED_CROSSINGS]) {
    if (!used.has(a)) allowed.push(`unused, remove it from the script: ${a.folder ?? `${a.from} → ${a.to}`}`);
  }
  return { files: graph.size, problems, allowed };
}

/**
 * The script's verdict on the tree at `root` as an exit code and the lines it prints, so tests
 * can run it in-process (loading TypeScript's scanner once) instead of spawning it per case.
 */
export function run(root) {
  if (!existsSync(join(root, 'src'))) return { code: 2, out: [], err: [`check-imports: no src/ folder in ${root}`] };
  const { files, problems, allowed } = check(root);
  const out = allowed.map((a) => (a.startsWith('unused') ? `check-imports: note: exception ${a}` : `check-imports: known exception: ${a}`));
  if (problems.length > 0) {
    const err = [`check-imports: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${files} files of src/ (layers: random → core → hex, plane → rulesets → sim → node → cli; the rules are at the top of scripts/check-imports.mjs):\n`];
    return { code: 1, out, err: [...err, ...problems.map((p) => `  ${p}`)] };
  }
  out.push(`check-imports: ${files} files, no cycle, no layer crossing, no Node-only import or global outside node/ and cli/`);
  return { code: 0, out, err: [] };
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const r = run(resolve(process.argv[2] ?? join(import.meta.dirname, '..')));
  for (const line of r.out) console.log(line);
  for (const line of r.err) console.error(line);
  process.exit(r.code);
}
