/**
 * API benchmark (issue #4): a mixed resident journey against the real app on PGlite and, when a server is
 * reachable, PostgreSQL, next to a bare Fastify hello-world route measured in the same run. Each server runs
 * in a process of its own (bench/support/bench-server.ts) and autocannon drives it from this one, as in
 * the bench method's (docs/decisions/0007-request-path-caches-and-bench-method.md) load table that the targets are scaled from. Loopback only; each autocannon run lasts a
 * few seconds. Prints one line per store:
 *   api: <journey req/s> req/s on <pglite|postgres> (hello-world <n>/s, ratio <r>, p99 <ms> ms)
 * and, with CROWD_CONNECTIONS (200) connections for CROWD_DURATION_S (10 s), the tail a crowd sees:
 *   api at 200 connections on <pglite|postgres>: p99 <ms> ms, p99.9 <ms> ms (<n> requests, <n> timed out)
 * Targets (2 cores): PostgreSQL ≥ 10 % of hello-world with p99 < 100 ms; PGlite ≥ 3 % with p99 < 250 ms;
 * at 200 connections p99.9 ≤ 1 s on both (issue #23.6, docs/decisions/0111-pglite-time-slices.md).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import pg from 'pg';
import type { Household } from '../src/server/testing/households.ts';

interface AutocannonRequest {
  method?: string;
  path?: string;
  headers?: Record<string, string>;
  body?: string;
  setupRequest?: (req: AutocannonRequest, context: Record<string, unknown>) => AutocannonRequest;
}
interface AutocannonResult {
  requests: { average: number };
  latency: { p99: number; p99_9: number; totalCount: number };
  non2xx: number;
  errors: number;
  timeouts: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  requests?: AutocannonRequest[];
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const CROWD_CONNECTIONS = Number(process.env.BENCH_CROWD_CONNECTIONS ?? 200);
const CROWD_DURATION_S = Number(process.env.BENCH_CROWD_DURATION_S ?? 10);
const SERVER = path.join(import.meta.dirname, 'support/bench-server.ts');

interface Running {
  child: ChildProcess;
  url: string;
  households: Household[];
}

/** Starts a server under test in its own process and waits for its ready line. */
async function startServer(...args: string[]): Promise<Running> {
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER, ...args], { stdio: ['ignore', 'pipe', 'inherit'] });
  const lines = createInterface({ input: child.stdout! });
  const first = await new Promise<string>((resolve, reject) => {
    lines.once('line', resolve);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });
  const ready = JSON.parse(first) as { url: string; households: Household[] };
  return { child, ...ready };
}

async function stopServer(running: Running): Promise<void> {
  running.child.kill('SIGTERM');
  await new Promise((resolve) => running.child.once('exit', resolve));
}

async function helloWorld(): Promise<AutocannonResult> {
  const server = await startServer('hello');
  try {
    await autocannon({ url: `${server.url}/hello`, connections: CONNECTIONS, duration: 1 });
    return await autocannon({ url: `${server.url}/hello`, connections: CONNECTIONS, duration: DURATION_S });
  } finally {
    await stopServer(server);
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
      method: 'POST',
      path: '/api/1/answers/record',
      body: JSON.stringify({
        measurementId: h.measurementId,
        participatorId: h.participatorId,
        realEstateId: h.realEstateId,
        flowId: 'houseDetails',
        questionCode: 'FamilySize',
        value: '3',
      }),
    })),
    step((h) => ({
      method: 'PUT',
      path: `/api/1/measurements/measurement/${h.measurementId}/realestate/${h.realEstateId}/participator/${h.participatorId}/history/flow/houseDetails`,
      body: JSON.stringify({ history: 'welcome|family|gas', percentage: 40 }),
    })),
    step((h) => ({
      method: 'GET',
      path: `/api/1/measurements/measurement/${h.measurementId}/realestate/${h.realEstateId}/participator/${h.participatorId}/history/`,
    })),
    step((h) => ({ method: 'GET', path: `/api/1/${h.measurementId}/advice/${h.bagCode}` })),
    step((h) => ({ method: 'GET', path: `/api/1/reports/${h.measurementId}/${h.bagCode}/GasUsage` })),
    step((h) => ({ method: 'GET', path: `/api/1/reports/${h.measurementId}/${h.bagCode}/heatloss` })),
  ];
}

async function runJourney(
  args: string[],
  connections = CONNECTIONS,
  durationS = DURATION_S,
): Promise<AutocannonResult> {
  const server = await startServer(...args);
  try {
    // Warm-up: JIT, prepared plans and the advice cache.
    await autocannon({ url: server.url, connections, duration: 1, requests: journey(server.households) });
    return await autocannon({
      url: server.url,
      connections,
      duration: durationS,
      requests: journey(server.households),
    });
  } finally {
    await stopServer(server);
  }
}

/**
 * The tail a crowd of residents sees. A request that timed out (autocannon gives up after 10 s) is not in the
 * latency histogram, so when more than one in a thousand did, p99.9 is reported as at least the timeout.
 */
function crowdLine(kind: string, result: AutocannonResult): string {
  const total = result.latency.totalCount + result.timeouts;
  const p999 = result.timeouts > total / 1000 ? '≥ 10000' : String(result.latency.p99_9);
  return `api at ${CROWD_CONNECTIONS} connections on ${kind}: p99 ${result.latency.p99} ms, p99.9 ${p999} ms (${total} requests, ${result.timeouts} timed out)`;
}

/** the bench method's (docs/decisions/0007-request-path-caches-and-bench-method.md) reference point for scale: a bare route doing one indexed SELECT on the same store. */
async function oneSelect(...args: string[]): Promise<AutocannonResult> {
  const server = await startServer('one-select', ...args);
  try {
    await autocannon({ url: `${server.url}/one`, connections: CONNECTIONS, duration: 1 });
    return await autocannon({ url: `${server.url}/one`, connections: CONNECTIONS, duration: DURATION_S });
  } finally {
    await stopServer(server);
  }
}

function reference(kind: string, result: AutocannonResult, hello: AutocannonResult): string {
  return `reference: one SELECT route ${Math.round(result.requests.average)} req/s on ${kind} (ratio ${(result.requests.average / hello.requests.average).toFixed(3)})`;
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

console.log(reference('pglite', await oneSelect('pglite'), hello));
console.log(line('pglite', await runJourney(['pglite']), hello));
console.log(crowdLine('pglite', await runJourney(['pglite'], CROWD_CONNECTIONS, CROWD_DURATION_S)));

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
  try {
    console.log(reference('postgres', await oneSelect(dbUrl.toString()), hello));
    console.log(line('postgres', await runJourney(['postgres', dbUrl.toString()]), hello));
    console.log(
      crowdLine('postgres', await runJourney(['postgres', dbUrl.toString()], CROWD_CONNECTIONS, CROWD_DURATION_S)),
    );
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  }
}
