// Fails the docs build when the rule index is missing or a citation is malformed, so a typo in
// an @rule tag (no section, unknown ruleset) or an @ruling tag (an id docs/rulings/ does not
// define) cannot slip into the reference.
import { readFileSync } from 'node:fs';

const known = new Set(['dawn-of-battle', 'dba', 'dbm', 'dbmm', 'arcane-warfare']);
const { citations, rulings = [] } = JSON.parse(readFileSync('docs/rule-index.json', 'utf8'));
const bad = citations.filter((c) => !known.has(c.ruleset) || !/^[0-9A-Za-z]/.test(c.section));
for (const c of bad) console.error(`bad @rule on ${c.symbol} (${c.file}): "${c.ruleset} ${c.section}"`);
const unknown = rulings.filter((r) => r.defined === null);
for (const r of unknown) console.error(`unknown @ruling on ${r.symbol} (${r.file}): "${r.id}" is defined in no docs/rulings/*.md`);
console.log(
  `rule index: ${citations.length} citations, ${new Set(citations.map((c) => `${c.ruleset} ${c.section}`)).size} sections, ` +
    `${rulings.length} ruling citations, ${new Set(rulings.map((r) => r.id)).size} rulings`,
);
if (bad.length > 0 || unknown.length > 0) process.exit(1);
