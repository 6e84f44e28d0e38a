// typedoc: one module per package subpath (read from the exports map, so a new subpath needs no
// change here), a custom @rule block tag for rule citations, and validation strict enough that
// an undocumented export fails the docs build.
import { readFileSync } from 'node:fs';
import { OptionDefaults } from 'typedoc';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const entryPoints = Object.keys(pkg.exports)
  .filter((k) => k !== './package.json')
  .map((k) => (k === '.' ? 'src/index.ts' : `src/${k.slice(2)}/index.ts`));

/** @type {Partial<import('typedoc').TypeDocOptions>} */
export default {
  entryPoints,
  out: 'docs/api',
  name: 'strategos',
  readme: 'README.md',
  blockTags: [...OptionDefaults.blockTags, '@rule', '@ruling'],
  plugin: ['./scripts/typedoc-plugin-rules.mjs'],
  // No public git remote yet: link sources by repository path.
  disableGit: true,
  sourceLinkTemplate: '../../{path}#L{line}',
  excludePrivate: true,
  excludeInternal: true,
  validation: { notExported: true, invalidLink: true, notDocumented: true },
  requiredToBeDocumented: ['Function', 'Variable', 'TypeAlias', 'Interface', 'Class', 'Enum'],
  treatWarningsAsErrors: true,
  navigation: { includeCategories: true, includeGroups: true },
};
