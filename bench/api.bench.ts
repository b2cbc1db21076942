/**
 * API benchmark (issue #4): a mixed resident journey against the real app on PGlite and, when a server is
 * reachable, PostgreSQL, next to a bare Fastify hello-world route measured in the same run. Loopback only;
 * each autocannon run lasts a few seconds. Prints one line per store:
 *   api: <journey req/s> req/s on <pglite|postgres> (hello-world <n>/s, ratio <r>, p99 <ms> ms)
 * Targets (2 cores): PostgreSQL ≥ 10 % of hello-world with p99 < 100 ms; PGlite ≥ 3 % with p99 < 250 ms.
 */
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp } from '../src/server/app.ts';
import { loadConfig } from '../src/server/config.ts';
import { openStore, type Store } from '../src/server/db/client.ts';
import { signUpHousehold, seedCampaign, type Household } from '../src/server/routes/testing/households.ts';
import { MIGRATIONS_DIR } from '../src/server/testing/test-store.ts';

interface AutocannonRequest { method?: string; path?: string; headers?: Record<string, string>; body?: string; setupRequest?: (req: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest }
interface AutocannonResult { requests: { average: number }; latency: { p99: number }; non2xx: number; errors: number; timeouts: number }
type Autocannon = (options: { url: string; connections: number; duration: number; requests?: AutocannonRequest[] }) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const HOUSEHOLDS = 12;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function helloWorld(): Promise<AutocannonResult> {
  const app = Fastify({ logger: false });
  app.get('/hello', async () => ({ hello: 'world' }));
  const url = await listen(app);
  try {
    return await autocannon({ url: `${url}/hello`, connections: CONNECTIONS, duration: DURATION_S });
  } finally {
    await app.close();
  }
}

/** validate → progress → record answer → history → advice → gas report → heat-loss report, per resident. */
function journey(households: Household[]): AutocannonRequest[] {
  let next = 0;
  const json = { 'content-type': 'application/json' };
  const step = (build: (h: Household) => AutocannonRequest): AutocannonRequest => ({
    setupRequest: (req, context) => {
      // A new resident for every round of the journey.
      if (!context.h) context.h = households[next++ % households.length];
      const h = context.h as Household;
      const r = build(h);
      return { ...req, ...r, headers: { ...h.headers, ...(r.body ? json : {}) } };
    },
  });
  return [
    step((h) => ({ method: 'GET', path: `/api/1/session/validate/${h.measurementId}/${h.sessionId}` })),
    step((h) => ({ method: 'GET', path: `/api/1/progress/${h.measurementId}/${h.participatorId}/${h.realEstateId}` })),
    step((h) => ({
      method: 'POST', path: '/api/1/answers/record',
      body: JSON.stringify({ measurementId: h.measurementId, participatorId: h.participatorId, realEstateId: h.realEstateId, flowId: 'houseDetails', questionCode: 'FamilySize', value: '3' }),
    })),
    step((h) => ({
      method: 'PUT', path: `/api/1/measurements/measurement/${h.measurementId}/realestate/${h.realEstateId}/participator/${h.participatorId}/history/flow/houseDetails`,
      body: JSON.stringify({ history: 'welcome|family|gas', percentage: 40 }),
    })),
    step((h) => ({ method: 'GET', path: `/api/1/measurements/measurement/${h.measurementId}/realestate/${h.realEstateId}/participator/${h.participatorId}/history/` })),
    step((h) => ({ method: 'GET', path: `/api/1/${h.measurementId}/advice/${h.bagCode}` })),
    step((h) => ({ method: 'GET', path: `/api/1/reports/${h.measurementId}/${h.bagCode}/GasUsage` })),
    step((h) => ({ method: 'GET', path: `/api/1/reports/${h.measurementId}/${h.bagCode}/heatloss` })),
  ];
}

async function runJourney(store: Store): Promise<AutocannonResult> {
  const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIR: '/nonexistent' });
  const app = await buildApp({ store, config, mailer: { send: async () => {}, close: async () => {} } });
  try {
    const m = await seedCampaign(store.db);
    const households: Household[] = [];
    for (let i = 0; i < HOUSEHOLDS; i += 1) {
      const h = await signUpHousehold(app, store.db, m, { ip: '127.0.0.2' });
      const ids = { measurementId: m, participatorId: h.participatorId, realEstateId: h.realEstateId };
      await app.inject({ method: 'POST', url: '/api/1/answers/record', headers: h.headers, payload: { ...ids, flowId: 'onboarding', questionCode: 'GasUsage', value: String(900 + 50 * i) } });
      await app.inject({ method: 'POST', url: '/api/1/flow/sync', headers: h.headers, payload: { ...ids, flowId: 'onboarding' } });
      households.push(h);
    }
    const url = await listen(app);
    // Warm-up: JIT, prepared statements and the advice cache.
    await autocannon({ url, connections: CONNECTIONS, duration: 1, requests: journey(households) });
    return await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, requests: journey(households) });
  } finally {
    await app.close();
  }
}

async function postgresServer(): Promise<string | undefined> {
  const url = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 1000 });
  try {
    await client.connect();
    await client.end();
    return url;
  } catch {
    return undefined;
  }
}

function line(kind: string, result: AutocannonResult, hello: AutocannonResult): string {
  const rps = result.requests.average;
  const ratio = rps / hello.requests.average;
  const failures = result.non2xx + result.errors + result.timeouts;
  return `api: ${Math.round(rps)} req/s on ${kind} (hello-world ${Math.round(hello.requests.average)}/s, ratio ${ratio.toFixed(3)}, p99 ${result.latency.p99} ms)${failures ? ` — ${failures} failed responses` : ''}`;
}

const hello = await helloWorld();

const pglite = await openStore({ kind: 'pglite-memory' }, MIGRATIONS_DIR);
try {
  console.log(line('pglite', await runJourney(pglite), hello));
} finally {
  await pglite.close();
}

const server = await postgresServer();
if (!server) {
  console.log('api: postgres skipped (no TEST_DATABASE_URL and no server on 127.0.0.1:5432)');
} else {
  const name = `bw_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: server });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const dbUrl = new URL(server);
  dbUrl.pathname = `/${name}`;
  const store = await openStore({ kind: 'postgres', url: dbUrl.toString(), poolSize: 10 }, MIGRATIONS_DIR);
  try {
    console.log(line('postgres', await runJourney(store), hello));
  } finally {
    await store.close();
    // pg's pool may still be closing idle connections; a forced drop would kill them mid-close.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
