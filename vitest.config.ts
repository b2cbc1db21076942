import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts'],
    // Web component tests opt in per file with `// @vitest-environment happy-dom`.
    environment: 'node',
    // Makes the migrated PGlite template once, on disk, for every worker and file (src/server/testing/pglite-template.ts).
    globalSetup: ['src/server/testing/global-setup.ts'],
    // PGlite runs in WASM on the test worker; two cores, so keep two workers.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
