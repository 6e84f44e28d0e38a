import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    setupFiles: ['test/fc-setup.ts'],
    testTimeout: 120_000,
    // Vitest's default for a run is one worker fewer than the cores: one worker on CI's two-core
    // machine, where the suite is CPU-bound and most of its time is module loading per file.
    maxWorkers: Math.max(1, availableParallelism()),
    benchmark: { include: ['bench/**/*.bench.ts'] },
  },
});
