// Fails when the package cites something its readers cannot open, or a ruling nobody wrote down.
//
// 1. The words "digest" and "errata" (any case, as words) name the team's private reading notes,
//    and ids such as "A-48" or "X-14" their items. They must not appear in src/, docs/ (outside
//    docs/internals/, a diary for maintainers) or README.md: code and docs cite the book's
//    sections and the library's own rulings instead.
// 2. Every ruling id (`DOB-R12`, `DBA-R4`, `AW-R1`, ...) used in src/, docs/ or README.md, in an
//    `@ruling` tag or in prose, must be defined by a docs/rulings/*.md file (see
//    docs/rulings/README.md for the forms a definition takes); an `@ruling` tag must name one.
//
// Files still being converted are listed in scripts/check-citations-allow.json: each entry a
// file or a folder (ending in "/") and the issue that will clear it. An entry that no longer
// matches a file citing private notes is reported, so the list only shrinks.
//
// Usage: node scripts/check-citations.mjs [root]   (root defaults to the current directory)
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { readRulings, RULING_ID } from './rulings-defined.mjs';

const root = resolve(process.argv[2] ?? '.');
const TEXT = /\.(ts|mts|cts|js|mjs|cjs|md|json|txt|svg|html|css)$/;
// Generated output: the API site and the rule index are rebuilt from the sources checked here.
const SKIP = ['docs/internals/', 'docs/api/', 'docs/rule-index.json'];
const PRIVATE = /\b(digest|errata)\b/i;
// The notes' own item ids ("A-48", "M-9", "X-14", "G-18", "WE-05"), in code and prose (not in
// SVG path data, where "M-8.5" is a move-to).
const PRIVATE_ID = /\b(?:A|M|X|G|WE)-\d+[a-z]?\b/;
const PROSE_FILE = /\.(ts|mts|cts|js|mjs|cjs|md)$/;
// A TSDoc block tag: at the start of a comment line (`* @ruling DOB-R5`), not `@ruling` in prose.
const TAG = /^\s*(?:\/\*\*|\*)?\s*@ruling\b[ \t]*(\S*)/;

const rel = (p) => relative(root, p).split(sep).join('/');

function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    const r = rel(p);
    if (SKIP.some((s) => r === s || r.startsWith(s)) || name === 'node_modules') continue;
    if (statSync(p).isDirectory()) walk(p, out);
    else if (TEXT.test(name)) out.push(p);
  }
  return out;
}

const allowPath = join(root, 'scripts/check-citations-allow.json');
/** @type {Array<{ path: string, issue: string }>} */
const allow = existsSync(allowPath) ? JSON.parse(readFileSync(allowPath, 'utf8')).allow : [];
const allowed = (r) => allow.find((a) => (a.path.endsWith('/') ? r.startsWith(a.path) : r === a.path));

const files = [...walk(join(root, 'src')), ...walk(join(root, 'docs')), ...(existsSync(join(root, 'README.md')) ? [join(root, 'README.md')] : [])];
const { defined, problems } = readRulings(root);
const errors = [...problems];
const used = new Set();
let tolerated = 0;

for (const p of files) {
  const r = rel(p);
  const lines = readFileSync(p, 'utf8').split('\n');
  const entry = allowed(r);
  lines.forEach((line, i) => {
    const where = `${r}:${i + 1}`;
    const m = PRIVATE.exec(line) ?? (PROSE_FILE.test(r) ? PRIVATE_ID.exec(line) : null);
    if (m) {
      if (entry) { tolerated++; used.add(entry); }
      else errors.push(`${where}: cites private reading notes ("${m[0]}"); cite the book's section or a ruling (docs/rulings/)`);
    }
    const t = TAG.exec(line);
    if (t) {
      if (!/^(?:DOB|DBA|DBM|DBMM|AW)-R\d+$/.test(t[1].replace(/[.,;:)]+$/, ''))) errors.push(`${where}: @ruling needs a ruling id (DOB-R1, DBA-R2, ...), got "${t[1]}"`);
    }
    if (r === 'docs/rulings/README.md') return; // its ids are examples of the scheme
    for (const id of line.matchAll(RULING_ID)) {
      if (!defined.has(id[0])) errors.push(`${where}: ruling ${id[0]} is defined in no docs/rulings/*.md`);
    }
  });
}

for (const e of errors) console.error(e);
const stale = allow.filter((a) => !used.has(a));
for (const a of stale) console.warn(`allow-list entry ${a.path} (${a.issue}) no longer cites private notes: remove it`);
console.log(
  `citations: ${files.length} files, ${defined.size} rulings defined, ${tolerated} private-note citations tolerated in ${used.size} allow-listed entr${used.size === 1 ? 'y' : 'ies'}, ${errors.length} error(s)`,
);
if (errors.length > 0) process.exit(1);
