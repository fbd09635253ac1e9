import { defineConfig } from 'vitest/config'

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx'],
    environment: 'node',
    // A shared 2-core machine can take several seconds for a first render or a PGlite start;
    // timing is measured by bench/, never by tests, so the timeout only catches hangs.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
