import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/fc-setup.ts'],
    testTimeout: 120_000,
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});
