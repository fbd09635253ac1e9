import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    // Vitest's default is one worker fewer than the cores: one on CI's 2-core machine, where the
    // server suites spend much of their time waiting on PostgreSQL, on child processes and on I/O,
    // and the main process is idle. Two workers there (every file already has its own databases,
    // temporary folders and free ports).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // A shared 2-core machine can take several seconds for a first render or a PGlite start;
    // timing is measured by bench/, never by tests, so the timeout only catches hangs.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
