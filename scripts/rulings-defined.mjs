// The ruling ids docs/rulings/*.md define, where, and the anchor a link to each uses. Shared by
// check-citations, the typedoc plugin and check-rule-index, so all three read one format (see
// docs/rulings/README.md): a heading, a table row's first cell, or a bold line opening with the id.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A ruling id: a ruleset's prefix, "-R", a number. */
export const RULING_ID = /\b(?:DOB|DBA|DBM|DBMM|AW)-R\d+\b/g;
const DEFINITION = /^(?:(#{1,6})\s+|\|\s*|[-*]\s+(?=\*\*)|(?=\*\*))\**((?:DOB|DBA|DBM|DBMM|AW)-R\d+)\b/;

/** GitHub's anchor for a heading: lower case, punctuation dropped, each space a hyphen. */
export function slug(heading) {
  return heading.trim().toLowerCase().replace(/[^\p{L}\p{N} _-]/gu, '').replace(/ /g, '-');
}

/**
 * @param {string} root the repository root
 * @returns {{ defined: Map<string, { file: string, line: number, anchor: string }>, problems: string[] }}
 */
export function readRulings(root) {
  const defined = new Map();
  const problems = [];
  const dir = join(root, 'docs/rulings');
  if (!existsSync(dir)) return { defined, problems };
  for (const name of readdirSync(dir).sort()) {
    if (!name.endsWith('.md') || name === 'README.md') continue;
    const file = `docs/rulings/${name}`;
    readFileSync(join(dir, name), 'utf8').split('\n').forEach((text, i) => {
      const m = DEFINITION.exec(text);
      if (!m) return;
      const id = m[2];
      const at = defined.get(id);
      if (at) problems.push(`${file}:${i + 1}: ${id} is already defined at ${at.file}:${at.line}`);
      else defined.set(id, { file, line: i + 1, anchor: m[1] ? slug(text.slice(m[1].length)) : id.toLowerCase() });
    });
  }
  return { defined, problems };
}
