import { configDefaults, defineConfig } from 'vitest/config';

/** The screenshot cases: pictures for people to look at, run by `npm run screenshots` and not by `npm test`. */
export const SCREENSHOT_SPECS = ['tests/e2e/screenshots.spec.ts'];

export default defineConfig({
  test: {
    include: ['tests/e2e/**/*.spec.ts'],
    exclude: [...configDefaults.exclude, ...SCREENSHOT_SPECS],
    globalSetup: ['tests/e2e/support/global-setup.ts'],
    environment: 'node',
    // One server and one Chromium per worker on two cores.
    maxWorkers: 2,
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
