// Where the library implements a rule: the playground answers a click on a citation from the
// rule index the docs build writes (docs/rule-index.json: each `@rule` and `@ruling` tag of the
// sources with its symbol and file), so citations work offline, without a hosted site. The index
// is generated (`npm run docs:check` writes it), so a fresh checkout may not have it: the glob
// then finds nothing and the panel says so.
const found = import.meta.glob<{ citations: unknown[]; rulings: unknown[] }>('../../../docs/rule-index.json', { eager: true, import: 'default' });
const index: { citations: unknown[]; rulings: unknown[] } = Object.values(found)[0] ?? { citations: [], rulings: [] };

/** Whether the rule index was there when the playground was built. */
export const hasRuleIndex = Object.keys(found).length > 0;

interface IndexedCitation {
  readonly ruleset: string;
  readonly section: string;
  readonly symbol: string;
  readonly file: string;
}
interface IndexedRuling {
  readonly id: string;
  readonly symbol: string;
  readonly file: string;
  readonly defined: string;
}

const citations = index.citations as ReadonlyArray<IndexedCitation>;
const rulings = index.rulings as ReadonlyArray<IndexedRuling>;

/** The section a citation names, without its note ("A:5: all troops..." is section "A:5"). */
function sectionKey(section: string): string {
  return section.split(':').length > 2 ? section.split(':').slice(0, 2).join(':') : section;
}

/** What implements `ruleset` `section`: symbols with their files, and rulings cited beside them. */
export function implementations(ruleset: string, section: string): { symbols: Array<{ symbol: string; file: string }>; rulings: Array<{ id: string; defined: string }> } {
  const key = sectionKey(section);
  const hits = citations.filter((c) => c.ruleset === ruleset && (c.section === section || c.section === key || c.section.startsWith(`${key} `) || c.section.startsWith(`${key}.`)));
  const seen = new Set<string>();
  const symbols = hits.filter((c) => !seen.has(c.symbol) && seen.add(c.symbol) !== undefined).map((c) => ({ symbol: c.symbol, file: c.file }));
  const files = new Set(symbols.map((s) => s.file));
  const ids = new Set<string>();
  const rs = rulings.filter((r) => files.has(r.file) && !ids.has(r.id) && ids.add(r.id) !== undefined).map((r) => ({ id: r.id, defined: r.defined }));
  return { symbols, rulings: rs };
}
