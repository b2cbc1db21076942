import { defineConfig } from 'vitest/config';
import e2e, { SCREENSHOT_SPECS } from './vitest.e2e.config.ts';

/** `npm run screenshots`: the journeys and the screenshot cases, with pictures (scripts/e2e.mjs sets them on). */
export default defineConfig({
  plugins: e2e.plugins,
  test: { ...e2e.test, include: [...(e2e.test?.include ?? []), ...SCREENSHOT_SPECS], exclude: [] },
});
