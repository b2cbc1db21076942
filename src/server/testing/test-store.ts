import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openStore, queryRows, type Store } from '../db/client.ts';
import { ensureMigratedTemplate, MIGRATIONS_DIR } from './pglite-template.ts';

export { MIGRATIONS_DIR };

let template: Promise<Blob> | undefined;

/**
 * The migrated template, read once per worker process (vitest.config.ts lets a worker run its server files in one
 * process) or once per file where each file has a process of its own (`npm run test:isolated`): vitest's global
 * setup made it before the workers started (src/server/testing/global-setup.ts), so here it is only loaded from disk.
 */
function migratedTemplate(): Promise<Blob> {
  template ??= ensureMigratedTemplate().then((file) => new Blob([fs.readFileSync(file)]));
  return template;
}

/**
 * A fresh, empty, migrated store: PostgreSQL when TEST_DATABASE_URL is set (a new database per call,
 * dropped on close), otherwise an in-memory PGlite.
 */
export async function openTestStore(): Promise<Store> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return openStore({ kind: 'pglite-memory', loadDataDir: await migratedTemplate() }, MIGRATIONS_DIR);
  const name = `bw_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const store = await openStore({ kind: 'postgres', url: url.toString(), poolSize: 5 }, MIGRATIONS_DIR);
  return {
    ...store,
    close: async () => {
      await store.close();
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`drop database if exists ${name} with (force)`);
      await cleanup.end();
    },
  };
}

/**
 * Empties every table of the store and restarts its ids: the store as the migrated template left it (the migrations
 * insert no rows), at the price of one statement instead of a new store — so a test can have a world of its own
 * cheaply (src/server/testing/world.ts, docs/decisions/0134).
 */
export async function emptyStore(store: Store): Promise<void> {
  const tables = await queryRows<{ name: string }>(
    store.db,
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  );
  if (tables.length === 0) return;
  await store.db.execute(sql.raw(`truncate ${tables.map((t) => t.name).join(', ')} restart identity cascade`));
}
