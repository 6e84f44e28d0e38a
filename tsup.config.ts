import { readFileSync, rmSync } from 'node:fs';
import { defineConfig, type Options } from 'tsup';

/**
 * Library entries are derived from the package's `exports` map, so adding a subpath means
 * adding one line to package.json: `./hex` builds from `src/hex/index.ts` to `dist/hex/index.*`.
 */
const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  version: string;
  exports: Record<string, unknown>;
};
const entry: Record<string, string> = {};
for (const key of Object.keys(pkg.exports)) {
  if (key === './package.json') continue;
  const name = key === '.' ? 'index' : `${key.slice(2)}/index`;
  entry[name] = key === '.' ? 'src/index.ts' : `src/${key.slice(2)}/index.ts`;
}

/** Files the Node-only build writes into dist/, which the library build's clean must keep. */
const nodeOutputs = ['cli.js', 'worker.js', 'node-chunks/**'];

/** Resolves `fp-ts/lib/*` and `io-ts` to their ES-module builds (`es6/`), for the Node-only bundles. */
const esModuleDependencies: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'es-module-dependencies',
  setup(build) {
    build.onResolve({ filter: /^fp-ts\/lib\// }, (a) => build.resolve(a.path.replace('fp-ts/lib/', 'fp-ts/es6/'), { kind: a.kind, resolveDir: a.resolveDir }));
    build.onResolve({ filter: /^io-ts$/ }, (a) => build.resolve('io-ts/es6/index.js', { kind: a.kind, resolveDir: a.resolveDir }));
  },
};

/**
 * Empties dist/node-chunks/ when the Node-only build starts: the library build's clean keeps that
 * folder (the two builds run at once), so without this every build would leave its old chunks.
 */
const cleanNodeChunks: NonNullable<Options['esbuildPlugins']>[number] = {
  name: 'clean-node-chunks',
  setup(build) {
    build.onStart(() => rmSync(new URL('./dist/node-chunks', import.meta.url), { recursive: true, force: true }));
  },
};

export default defineConfig([
  {
  entry,
  format: ['esm', 'cjs'],
  dts: true,
  splitting: true,
  treeshake: true,
  // No source maps: the built code is unminified and keeps the sources' names, and
  // maps of bundled code were three quarters of the tarball.
  sourcemap: false,
  // Both builds run at once into dist/: the library's clean keeps the Node build's files.
  clean: nodeOutputs.map((f) => `!${f}`),
  target: 'node20',
  platform: 'neutral',
  external: ['fp-ts', 'io-ts', 'seedrandom', 'piscina'],
  },
  /**
   * Node-only ESM: the `strategos` command and the worker-thread entry it loads by URL
   * (`new URL('./worker.js', import.meta.url)`). The two share their code through chunks of
   * their own in dist/node-chunks/ (the library's chunks are not reused: see below), so the
   * library is in the package twice, not three times, and the two builds never write the same
   * file. fp-ts, io-ts and seedrandom are bundled in, from
   * fp-ts's and io-ts's ES-module builds so only what is used is kept: imported from
   * node_modules they are CommonJS, which Node scans with its module lexer in every thread that
   * imports them (about 0.1 CPU-second per worker thread, and as much again to JIT-compile the
   * lexer). piscina stays external (only the command's thread loads it).
   */
  {
    entry: { cli: 'src/cli/main.ts', worker: 'src/cli/worker.ts' },
    format: ['esm'],
    dts: false,
    splitting: true,
    treeshake: true,
    sourcemap: false,
    clean: false,
    esbuildOptions(options) {
      options.chunkNames = 'node-chunks/[name]-[hash]';
    },
    target: 'node20',
    platform: 'node',
    external: ['piscina'],
    noExternal: ['fp-ts', 'io-ts', 'seedrandom'],
    esbuildPlugins: [esModuleDependencies, cleanNodeChunks],
    define: { STRATEGOS_VERSION: JSON.stringify(pkg.version) },
  },
]);
