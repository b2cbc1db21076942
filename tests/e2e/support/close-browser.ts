import { afterAll } from 'vitest';
import { closeBrowser } from './e2e.ts';

// A setup file runs for every spec file, also when a worker shares its process between files (vitest.e2e.config.ts):
// each file closes the Chromium it opened.
afterAll(closeBrowser);
