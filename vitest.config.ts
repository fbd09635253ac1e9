import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    // A shared 2-core machine can take several seconds for a first render or a PGlite start;
    // timing is measured by bench/, never by tests, so the timeout only catches hangs.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    // Two files at a time even on two cores: the server suites spend much of their time waiting on
    // PostgreSQL, another process (measured on 2 cores: 372 s with two workers, ~14 min with one).
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
})
