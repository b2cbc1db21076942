import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';
import { linguiMacros } from './vite.config.ts';

export default defineConfig({
  // The web's texts are Lingui macros (record 0140): tests run them as the build does; without a loaded catalogue
  // they read the Dutch source (src/web/testing/dutch-messages.ts activates it).
  plugins: [linguiMacros(), lingui()],
  test: {
    // Web component tests opt in per file with `// @vitest-environment happy-dom`.
    environment: 'node',
    // Makes the migrated PGlite template once, on disk, for every worker and file (src/server/testing/pglite-template.ts).
    globalSetup: ['src/server/testing/global-setup.ts'],
    setupFiles: ['src/web/testing/dutch-messages.ts'],
    // PGlite runs in WASM on the test worker; two cores, so keep two workers.
    maxWorkers: 2,
    // A timeout catches a test that hangs, not one that is slow: beside a second `npm test` on two cores (the gate of
    // issue #35) a file that opens two fresh PGlite stores took over 30 s. Times are measured in `npm run bench`.
    testTimeout: 90_000,
    hookTimeout: 90_000,
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: [
            'src/engine/**/*.test.ts',
            'src/contract/**/*.test.ts',
            'src/vocabulary/**/*.test.ts',
            'src/server/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          // One process per worker runs its files one after the other, instead of a fresh process per file: Node
          // keeps what it loaded from node_modules (fastify, zod, drizzle, PGlite's WASM) while each file still
          // evaluates the project's own modules anew (docs/decisions/0137). These files mock no module and stub no
          // global, and each builds its own world (0134); `npm run test:isolated` still runs every server file in a
          // fresh process of its own (its `--isolate` overrides this).
          isolate: false,
        },
      },
      {
        extends: true,
        // The web's component tests mock modules and switch environments per file: each keeps a fresh module graph.
        test: { name: 'web', include: ['src/web/**/*.test.ts', 'src/web/**/*.test.tsx'] },
      },
    ],
  },
});
