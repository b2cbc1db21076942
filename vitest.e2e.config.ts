import { configDefaults, defineConfig } from 'vitest/config';

/** The screenshot cases: pictures for people to look at, run by `npm run screenshots` and not by `npm test`. */
export const SCREENSHOT_SPECS = ['tests/e2e/screenshots.spec.ts'];

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.spec.ts'],
    exclude: [...configDefaults.exclude, ...SCREENSHOT_SPECS],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    setupFiles: ['tests/e2e/support/close-browser.ts'],
    environment: 'node',
    // A worker runs its spec files one after the other in one process instead of a fresh process per file: Node
    // keeps playwright-core, axe-core and zod loaded (docs/decisions/0137). Every file still gets its own Chromium
    // (close-browser.ts) and every test its own browser context.
    isolate: false,
    // One server and one Chromium per worker on two cores.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
