import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { linguiMacros } from './vite.config.ts';

export default defineConfig({
  // The web's texts are Lingui macros (record 0140): tests run them as the build does; without a loaded catalogue
  // they read the Dutch source (src/web/testing/dutch-messages.ts activates it).
  plugins: [linguiMacros(), lingui()],
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/unit/**/*.test.ts'],
    // Web component tests opt in per file with `// @vitest-environment happy-dom`.
    environment: 'node',
    // Makes the migrated PGlite template once, on disk, for every worker and file (src/server/testing/pglite-template.ts).
    globalSetup: ['src/server/testing/global-setup.ts'],
    setupFiles: ['src/web/testing/dutch-messages.ts'],
    // PGlite runs in WASM on the test worker; two cores, so keep two workers.
    maxWorkers: 2,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
