import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

/**
 * Library entries are derived from the package's `exports` map, so adding a subpath means
 * adding one line to package.json: `./hex` builds from `src/hex/index.ts` to `dist/hex/index.*`.
 */
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  exports: Record<string, unknown>;
};
const entry: Record<string, string> = {};
for (const key of Object.keys(pkg.exports)) {
  if (key === './package.json') continue;
  const name = key === '.' ? 'index' : `${key.slice(2)}/index`;
  entry[name] = key === '.' ? 'src/index.ts' : `src/${key.slice(2)}/index.ts`;
}

export default defineConfig({
  entry,
  format: ['esm', 'cjs'],
  dts: true,
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
  target: 'node20',
  platform: 'neutral',
  external: ['fp-ts', 'io-ts', 'seedrandom', 'piscina'],
});
