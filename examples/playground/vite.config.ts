// The playground builds against the library's sources (no `npm run build` needed): every
// `strategos/<subpath>` import resolves to src/<subpath>/index.ts, and fp-ts / io-ts to their
// ES-module builds, as the README's "Bundling for the web" tells a web app to.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const src = fileURLToPath(new URL('../../src/', import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: './',
  resolve: {
    alias: [
      { find: /^strategos$/, replacement: `${src}index.ts` },
      { find: /^strategos\/(.+)$/, replacement: `${src}$1/index.ts` },
      { find: /^fp-ts\/lib\/(.+)$/, replacement: 'fp-ts/es6/$1' },
      { find: /^io-ts$/, replacement: 'io-ts/es6/index.js' },
    ],
  },
  build: { outDir: 'dist', emptyOutDir: true, chunkSizeWarningLimit: 2000 },
  server: { port: 5178 },
});
