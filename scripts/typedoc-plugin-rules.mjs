// A typedoc plugin that collects every @rule citation into docs/rule-index.json: for each
// citation, the ruleset, the section, the documented symbol and its source file. This is the
// "which code implements which section" table rules lawyers ask for. Beside the sections it lists
// the library's own rulings (@ruling DOB-R12), each with the symbol and file citing it, and turns
// the id in the rendered @ruling tag into a link to its entry in docs/rulings/.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { Converter, ReflectionKind } from 'typedoc';
import { readRulings } from './rulings-defined.mjs';

const OUTPUT = 'docs/rule-index.json';
// API pages sit two folders below docs/ (docs/api/functions/x.html), like sourceLinkTemplate's.
const RULINGS_LINK = '../../rulings/';

/** @param {import('typedoc').Application} app */
export function load(app) {
  /** @type {Array<{ ruleset: string, section: string, text: string, symbol: string, file: string }>} */
  let entries = [];
  /** @type {Array<{ id: string, symbol: string, file: string, defined: string | null }>} */
  let rulings = [];
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    entries = [];
    rulings = [];
    const { defined } = readRulings(process.cwd());
    for (const reflection of context.project.getReflectionsByKind(ReflectionKind.All)) {
      const comments = [reflection.comment, ...(reflection.signatures ?? []).map((s) => s.comment)].filter(Boolean);
      const source = reflection.sources?.[0];
      const file = source ? relative(process.cwd(), source.fullFileName) : '';
      for (const comment of comments) {
        for (const tag of comment.blockTags) {
          const text = tag.content.map((part) => part.text).join('').trim();
          if (tag.tag === '@ruling') {
            const id = text.split(/\s+/)[0] ?? '';
            const at = defined.get(id);
            rulings.push({ id, symbol: reflection.getFullName(), file, defined: at ? `${at.file}#${at.anchor}` : null });
            if (at) tag.content = linkTo(id, at, text.slice(id.length));
            continue;
          }
          if (tag.tag !== '@rule') continue;
          const [ruleset = '', section = '', ...rest] = text.split(/\s+/);
          entries.push({
            ruleset,
            section: section.replace(/^§/, '').replace(/[,;]$/, ''),
            text: rest.join(' '),
            symbol: reflection.getFullName(),
            file,
          });
        }
      }
    }
    // Written outside the HTML output folder (which the renderer cleans), so it is produced by
    // `--emit none` too.
    write();
  });
  function write() {
    const sorted = [...entries].sort((a, b) =>
      a.ruleset.localeCompare(b.ruleset) || compareSections(a.section, b.section) || a.symbol.localeCompare(b.symbol));
    const byId = [...rulings].sort((a, b) => compareIds(a.id, b.id) || a.symbol.localeCompare(b.symbol));
    mkdirSync(dirname(OUTPUT), { recursive: true });
    writeFileSync(OUTPUT, `${JSON.stringify({ citations: sorted, rulings: byId }, null, 2)}\n`);
  }
}

/** The tag's content with the id as a link to its entry (a plain URL: typedoc leaves it as is). */
function linkTo(id, at, rest) {
  const url = `${RULINGS_LINK}${at.file.slice('docs/rulings/'.length)}#${at.anchor}`;
  /** @type {import('typedoc').CommentDisplayPart[]} */
  const parts = [{ kind: 'inline-tag', tag: '@link', text: id, target: url }];
  if (rest.trim() !== '') parts.push({ kind: 'text', text: rest });
  return parts;
}

function compareIds(a, b) {
  const [pa = '', na = ''] = a.split('-R');
  const [pb = '', nb = ''] = b.split('-R');
  return pa.localeCompare(pb) || Number(na) - Number(nb) || a.localeCompare(b);
}

function compareSections(a, b) {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < Math.max(pa.length, pb.length); i++) {
    const d = (pa[i] ?? -1) - (pb[i] ?? -1);
    if (d !== 0 && !Number.isNaN(d)) return d;
  }
  return a.localeCompare(b);
}
