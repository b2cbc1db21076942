import { configDefaults, defineConfig } from 'vitest/config';
import { linguiMacros } from './vite.config.ts';

/** The screenshot cases: pictures for people to look at, run by `npm run screenshots` and not by `npm test`. */
export const SCREENSHOT_SPECS = ['tests/e2e/screenshots.spec.ts'];

export default defineConfig({
  // The support files make a household's answers with the questionnaires' own rules (gold-resident.ts), whose texts
  // are Lingui macros (record 0145): compiled as in the unit tests, read in Dutch as the app stores them.
  plugins: [linguiMacros()],
  test: {
    include: ['tests/e2e/**/*.spec.ts'],
    exclude: [...configDefaults.exclude, ...SCREENSHOT_SPECS],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    setupFiles: ['tests/e2e/support/close-browser.ts', 'src/web/testing/dutch-messages.ts'],
    environment: 'node',
    // A worker runs its spec files one after the other in one process instead of a fresh process per file: Node
    // keeps playwright-core, axe-core and zod loaded (docs/decisions/0137). Every file still gets its own Chromium
    // (close-browser.ts) and every test its own browser context.
    isolate: false,
    // One server and one Chromium per worker on two cores.
    maxWorkers: 2,
    // A timeout catches a journey that hangs, not one that is slow: beside a second `npm test` on two cores (the gate
    // of issue #35) journeys ran three to five times slower and three file-upload journeys passed 60 s. Times are measured in `npm run bench`, never by a timeout.
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
