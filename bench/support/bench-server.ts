/**
 * A server under test for bench/api.bench.ts, in its own process (as in production: the load generator
 * does not share the server's event loop). Usage: bench-server.ts hello | pglite | postgres <url>
 * | one-select pglite | one-select <postgres url>.
 * Prints one JSON line `{ url, households }` when ready, serves until SIGTERM.
 */
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../../src/server/app.ts';
import { loadConfig } from '../../src/server/config.ts';
import { sql } from 'drizzle-orm';
import { openStore, queryRows, type Store } from '../../src/server/db/client.ts';
import { seedCampaign, signUpHousehold, type Household } from '../../src/server/testing/households.ts';
import { MIGRATIONS_DIR } from '../../src/server/testing/test-store.ts';

const HOUSEHOLDS = 12;
const [kind, databaseUrl] = process.argv.slice(2);

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

let app: FastifyInstance;
let store: Store | undefined;
const households: Household[] = [];
if (kind === 'hello') {
  app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
} else if (kind === 'one-select') {
  // the bench method's (docs/decisions/0007-request-path-caches-and-bench-method.md) reference point: a bare route doing one indexed SELECT, nothing else.
  const onPostgres = databaseUrl?.startsWith('postgres');
  const store = await openStore(
    onPostgres ? { kind: 'postgres', url: databaseUrl!, poolSize: 10 } : { kind: 'pglite-memory' },
    MIGRATIONS_DIR,
  );
  const m = await seedCampaign(store.db);
  app = Fastify({ logger: false });
  app.get('/one', async () => {
    const [row] = await queryRows<{ street: string }>(
      store.db,
      sql`select street from real_estate_objects where measurement_id = ${m} and bag_code = '0344010000000001'`,
    );
    return { street: row?.street };
  });
  app.addHook('onClose', () => store.close());
} else {
  store = await openStore(
    kind === 'postgres' ? { kind: 'postgres', url: databaseUrl!, poolSize: 10 } : { kind: 'pglite-memory' },
    MIGRATIONS_DIR,
  );
  app = await buildApp({
    store,
    config: loadConfig({ LOG_LEVEL: 'silent', WEB_DIR: '/nonexistent' }),
    mailer: { send: async () => {}, close: async () => {} },
  });
  const m = await seedCampaign(store.db);
  for (let i = 0; i < HOUSEHOLDS; i += 1) {
    const h = await signUpHousehold(app, store.db, m, { ip: '127.0.0.2' });
    const ids = { measurementId: m, participatorId: h.participatorId, realEstateId: h.realEstateId };
    await app.inject({
      method: 'POST',
      url: '/api/1/answers/record',
      headers: h.headers,
      payload: { ...ids, flowId: 'onboarding', questionCode: 'GasUsage', value: String(900 + 50 * i) },
    });
    await app.inject({
      method: 'POST',
      url: '/api/1/flow/sync',
      headers: h.headers,
      payload: { ...ids, flowId: 'onboarding' },
    });
    households.push(h);
  }
}
const url = await listen(app);
process.stdout.write(`${JSON.stringify({ url, households })}\n`);
process.once('SIGTERM', () => {
  void (async () => {
    await app.close();
    await store?.close();
    process.exit(0);
  })();
});
