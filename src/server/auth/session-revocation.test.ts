import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { openStore } from '../db/client.ts';
import { appWithCampaign, seedCampaign, signUpHousehold, type Household } from '../testing/households.ts';
import type { TestApp } from '../testing/test-app.ts';
import { MIGRATIONS_DIR } from '../testing/test-store.ts';
import { api } from '../testing/api.ts';
import { UNTIL_IT_HAPPENS } from '../../contract/testing/wait-limit.ts';

const mailer = { send: async () => {}, close: async () => {} };

describe('ending a session while it is cached', () => {
  let t: TestApp;
  let m: number;
  beforeAll(async () => ({ t, m } = await appWithCampaign()));
  afterAll(async () => t.close());

  const progress = (h: Household) => api(t).as(h).getProgress();

  it('rejects the session at once after logout', async () => {
    const h = await signUpHousehold(t.app, t.store.db, m);
    expect((await progress(h)).statusCode).toBe(200);
    await api(t)
      .as(h)
      .killSession({ params: { sessionId: h.sessionId } });
    expect((await progress(h)).statusCode).toBe(401);
    expect((await api(t).validateSession({ params: { measurementId: m, sessionId: h.sessionId } })).json()).toEqual({
      isValid: false,
    });
  });

  it('rejects the oldest session at once when a sixth sign-in passes the cap', async () => {
    const h = await signUpHousehold(t.app, t.store.db, m);
    expect((await progress(h)).statusCode).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      const again = await api(t).activate({
        params: { measurementId: m },
        body: { postalCode: h.postalCode, houseNumber: h.houseNumber, activationCode: h.activationCode },
        remoteAddress: '10.1.1.1',
      });
      expect(again.json().isValid).toBe(true);
    }
    expect((await progress(h)).statusCode).toBe(401);
  });

  it('rejects every session of a participator at once after they delete their data', async () => {
    const h = await signUpHousehold(t.app, t.store.db, m);
    expect((await progress(h)).statusCode).toBe(200);
    await api(t).as(h).deleteMyData();
    expect((await progress(h)).statusCode).toBe(401);
  });

  it('still expires an idle session that was cached', async () => {
    const h = await signUpHousehold(t.app, t.store.db, m);
    expect((await progress(h)).statusCode).toBe(200);
    t.advanceClock(60 * 60 * 1000 + 1000);
    expect((await progress(h)).statusCode).toBe(401);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL database', () => {
  const name = `bw_instances_${randomBytes(5).toString('hex')}`;
  let admin: pg.Client;
  let url: URL;

  beforeAll(async () => {
    url = new URL(process.env.TEST_DATABASE_URL!);
    url.pathname = `/${name}`;
    admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`create database ${name}`);
  });
  afterAll(async () => {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it('rejects a session on the other instance as soon as it logs out on one', async () => {
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIR: '/nonexistent' });
    const [storeA, storeB] = await Promise.all(
      [1, 2].map(() => openStore({ kind: 'postgres', url: url.toString(), poolSize: 3 }, MIGRATIONS_DIR)),
    );
    const a = await buildApp({ store: storeA!, config, mailer });
    const b = await buildApp({ store: storeB!, config, mailer });
    try {
      const m = await seedCampaign(storeA!.db);
      const h = await signUpHousehold(a, storeA!.db, m);
      const onB = () => api(b).as(h).getProgress();
      expect((await onB()).statusCode).toBe(200);
      await api(a)
        .as(h)
        .killSession({ params: { sessionId: h.sessionId } });
      // NOTIFY arrives within milliseconds; far below the cache's 10-second bound.
      await vi.waitFor(async () => expect((await onB()).statusCode).toBe(401), UNTIL_IT_HAPPENS);
    } finally {
      await a.close();
      await b.close();
      await storeA!.close();
      await storeB!.close();
    }
  });
});
