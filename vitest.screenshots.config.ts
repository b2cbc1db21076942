import { defineConfig } from 'vitest/config';
import e2e, { SCREENSHOT_SPECS } from './vitest.e2e.config.ts';

/** `npm run screenshots`: the browser set-up of the journeys, for the screenshot cases only. */
export default defineConfig({ test: { ...e2e.test, include: SCREENSHOT_SPECS, exclude: [] } });
