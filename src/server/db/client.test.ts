import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it, vi } from 'vitest';
import { MIGRATIONS_DIR } from '../testing/test-store.ts';
import { openStore, queryRows } from './client.ts';
import { DataDirInUseError } from './data-dir-lock.ts';
import { UNTIL_IT_HAPPENS } from '../../contract/testing/wait-limit.ts';

describe('the store', () => {
  it('refuses a second opener of one embedded data dir, and lets it in after the first closes', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'buurtwarmte-lock-'));
    try {
      const first = await openStore({ kind: 'pglite', dataDir }, MIGRATIONS_DIR);
      expect(first.isNew).toBe(true);
      // Pretend another live process holds the lock (our own pid is not treated as foreign).
      fs.writeFileSync(path.join(dataDir, 'buurtwarmte.pid'), String(process.ppid));
      await expect(openStore({ kind: 'pglite', dataDir }, MIGRATIONS_DIR)).rejects.toBeInstanceOf(DataDirInUseError);
      fs.writeFileSync(path.join(dataDir, 'buurtwarmte.pid'), String(process.pid));
      await first.close();
      const second = await openStore({ kind: 'pglite', dataDir }, MIGRATIONS_DIR);
      expect(second.isNew).toBe(false);
      await second.close();
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it.runIf(process.env.TEST_DATABASE_URL)(
    'lets several instances start at once on PostgreSQL: one migrates, the others wait',
    async () => {
      const serverUrl = process.env.TEST_DATABASE_URL!;
      const name = `bw_migrate_${randomBytes(5).toString('hex')}`;
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      try {
        const url = new URL(serverUrl);
        url.pathname = `/${name}`;
        const stores = await Promise.all(
          [1, 2, 3].map(() => openStore({ kind: 'postgres', url: url.toString(), poolSize: 2 }, MIGRATIONS_DIR)),
        );
        const [tables] = await queryRows<{ n: number }>(
          stores[0]!.db,
          sql`select count(*)::int as n from pg_tables where schemaname = 'public'`,
        );
        expect(tables!.n).toBeGreaterThan(10);
        await Promise.all(stores.map((s) => s.close()));
      } finally {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.end();
      }
    },
  );

  it.runIf(process.env.TEST_DATABASE_URL)(
    'reconnects a LISTEN connection the server dropped, reports the loss and the gap, and hears later NOTIFYs',
    async () => {
      const store = await openStore(
        { kind: 'postgres', url: process.env.TEST_DATABASE_URL!, poolSize: 2 },
        MIGRATIONS_DIR,
      );
      const channel = `bw_listen_${randomBytes(4).toString('hex')}`;
      const heard: string[] = [];
      const events = { errors: 0, gaps: 0 };
      const stop = await store.listen(channel, (payload) => heard.push(payload), {
        onError: () => void (events.errors += 1),
        onGap: () => void (events.gaps += 1),
      });
      try {
        await store.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity
          where pid <> pg_backend_pid() and query = ${`listen "${channel}"`}`);
        await vi.waitFor(() => expect(events.gaps).toBe(1), UNTIL_IT_HAPPENS);
        expect(events.errors).toBeGreaterThanOrEqual(1);
        await store.db.execute(sql`select pg_notify(${channel}, 'after')`);
        await vi.waitFor(() => expect(heard).toEqual(['after']), UNTIL_IT_HAPPENS);
      } finally {
        await stop();
        await store.close();
      }
    },
  );
});
