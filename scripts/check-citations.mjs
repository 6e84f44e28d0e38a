// Fails when the package cites something its readers cannot open, or a ruling nobody wrote down.
//
// 1. The words "digest" and "errata" (any case, as words) name the team's private reading notes,
//    as do the notes' file names ("dba-1x-facts.md"), and ids such as "A-48" or "X-14" their
//    items. They must not appear in src/, test/, docs/ (outside docs/internals/, a diary for
//    maintainers) or README.md: code, tests and docs cite the book's sections and the library's
//    own rulings instead. Not counted: a method call (`hash.digest('hex')`), and an id the same
//    file uses as a quoted string ('A-1', 'A-1u'): a Dawn of Battle unit or leader id.
// 2. Every ruling id (`DOB-R12`, `DBA-R4`, `AW-R1`, ...) used in src/, test/, docs/ or README.md, in an
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
// Not a method call: `createHash(...).digest('hex')` is Node's crypto.
// The notes' files are named too ("dba-1x-facts.md").
const PRIVATE = /(?<!\.)\b(digest|errata)\b(?!\s*\()|\b[\w-]+-facts\.md\b/i;
// The notes' own item ids ("A-48", "M-9", "X-14", "G-18", "WE-05"), in code and prose (not in
// SVG path data, where "M-8.5" is a move-to).
const PRIVATE_ID = /\b(?:A|M|X|G|WE)-\d+[a-z]?\b/g;
// Files whose job is to hold what this check refuses (the checkers' own tests, and a test that
// searches provenance for the words): never scanned.
const FIXTURES = new Set([
  'test/scripts/check-citations.test.ts',
  'test/scripts/check-rule-index.test.ts',
  'test/rulesets/dba/provenance-audit.test.ts',
]);
const PROSE_FILE = /\.(ts|mts|cts|js|mjs|cjs|md)$/;
// A TSDoc block tag: at the start of a comment line (`* @ruling DOB-R5`), not `@ruling` in prose.
const TAG = /^\s*(?:\/\*\*|\*)?\s*@ruling\b[ \t]*(\S*)/;

const rel = (p) => relative(root, p).split(sep).join('/');

function walk(dir, out = []) {
  if (!existsSync(dir)) return out;
  for (const name of readdirSync(dir).sort()) {
    const p = join(dir, name);
    const r = rel(p);
    if (SKIP.some((s) => r === s || r.startsWith(s)) || FIXTURES.has(r) || name === 'node_modules') continue;
    if (statSync(p).isDirectory()) walk(p, out);
    else if (TEXT.test(name)) out.push(p);
  }
  return out;
}

const allowPath = join(root, 'scripts/check-citations-allow.json');
/** @type {Array<{ path: string, issue: string }>} */
const allow = existsSync(allowPath) ? JSON.parse(readFileSync(allowPath, 'utf8')).allow : [];
const allowed = (r) => allow.find((a) => (a.path.endsWith('/') ? r.startsWith(a.path) : r === a.path));

const files = [...walk(join(root, 'src')), ...walk(join(root, 'test')), ...walk(join(root, 'docs')), ...(existsSync(join(root, 'README.md')) ? [join(root, 'README.md')] : [])];
const { defined, problems } = readRulings(root);
const errors = [...problems];
const used = new Set();
let tolerated = 0;

for (const p of files) {
  const r = rel(p);
  const text = readFileSync(p, 'utf8');
  const lines = text.split('\n');
  const entry = allowed(r);
  // Ids this file uses as quoted strings ('A-1', "B-2u"): game pieces, not the notes' items.
  const pieces = new Set([...text.matchAll(/['"`]((?:A|M|X|G|WE)-\d+[a-z]?)['"`]/g)].map((q) => q[1]));
  const privateId = (line) => [...line.matchAll(PRIVATE_ID)].find((m) => !pieces.has(m[0])) ?? null;
  lines.forEach((line, i) => {
    const where = `${r}:${i + 1}`;
    const m = PRIVATE.exec(line) ?? (PROSE_FILE.test(r) ? privateId(line) : null);
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
