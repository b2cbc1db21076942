import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { openStore, type Store } from '../db/client.ts';

export const MIGRATIONS_DIR = path.resolve(import.meta.dirname, '../db/migrations');

let template: Promise<Blob> | undefined;

/** A migrated PGlite dumped once per worker: each test store loads it in well under a second. */
function migratedTemplate(): Promise<Blob> {
  template ??= (async () => {
    const client = new PGlite();
    await migrate(drizzle(client), { migrationsFolder: MIGRATIONS_DIR });
    const dump = await client.dumpDataDir('none');
    await client.close();
    return dump;
  })();
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
