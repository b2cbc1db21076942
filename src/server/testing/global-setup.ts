import { ensureMigratedTemplate } from './pglite-template.ts';

/**
 * Vitest's global setup: the migrated PGlite template is made (or found) once, before any worker starts, so two
 * workers never migrate side by side on a two-core machine and every test file only loads it.
 */
export default async function setup(): Promise<void> {
  if (!process.env.TEST_DATABASE_URL) await ensureMigratedTemplate();
}
