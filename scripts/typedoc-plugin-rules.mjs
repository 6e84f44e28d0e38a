// A typedoc plugin that collects every @rule citation into docs/rule-index.json: for each
// citation, the ruleset, the section, the documented symbol and its source file. This is the
// "which code implements which section" table rules lawyers ask for.
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { Converter, ReflectionKind } from 'typedoc';

const OUTPUT = 'docs/rule-index.json';

/** @param {import('typedoc').Application} app */
export function load(app) {
  /** @type {Array<{ ruleset: string, section: string, text: string, symbol: string, file: string }>} */
  let entries = [];
  app.converter.on(Converter.EVENT_RESOLVE_END, (context) => {
    entries = [];
    for (const reflection of context.project.getReflectionsByKind(ReflectionKind.All)) {
      const comments = [reflection.comment, ...(reflection.signatures ?? []).map((s) => s.comment)].filter(Boolean);
      for (const comment of comments) {
        for (const tag of comment.blockTags) {
          if (tag.tag !== '@rule') continue;
          const text = tag.content.map((part) => part.text).join('').trim();
          const [ruleset = '', section = '', ...rest] = text.split(/\s+/);
          const source = reflection.sources?.[0];
          entries.push({
            ruleset,
            section: section.replace(/^§/, '').replace(/[,;]$/, ''),
            text: rest.join(' '),
            symbol: reflection.getFullName(),
            file: source ? relative(process.cwd(), source.fullFileName) : '',
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
    mkdirSync(dirname(OUTPUT), { recursive: true });
    writeFileSync(OUTPUT, `${JSON.stringify({ citations: sorted }, null, 2)}\n`);
  }
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
