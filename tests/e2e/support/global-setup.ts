import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { endpoints } from '../../../src/contract/endpoints.ts';
import { organiserSignInSchema } from '../../../src/contract/organisers.ts';
import { openStore } from '../../../src/server/db/client.ts';
import { measurements, realEstateObjects } from '../../../src/server/db/schema.ts';
import { issueDemoCredentials } from '../../../src/server/demo/credentials.ts';
import { demoAddresses } from '../../../src/server/demo/neighbourhood.ts';
import { fillPath } from '../../../src/server/testing/calls.ts';
import { assertChromium } from './chromium.ts';
import { FIXTURE_FLOW } from './flow-fixture.ts';
import { LANGUAGES_ORGANISER, LETTERS_ORGANISER, PROGRESS_ORGANISER, STARTANALYSE_ORGANISER } from './organisers.ts';
import { LANGUAGES_MEMBER, PROGRESS_MEMBER, WORKING_GROUP_MEMBER } from './working-group-member.ts';
import { WAIT_LIMIT_MS } from '../../../src/contract/testing/wait-limit.ts';

const root = path.resolve(import.meta.dirname, '../../..');

export interface E2eEnvironment {
  baseUrl: string;
  /** A second campaign, in Preference mode with help switched off, picked by host name (Chromium resolves *.localhost to loopback). */
  preferenceBaseUrl: string;
  credentialsDir: string;
  /** Activation letters (the console's) for the demo addresses no credentials file holds, QR links to baseUrl. */
  lettersPdf: string;
  outboxDir: string;
  screenshotDir: string;
  /**
   * Whether the journeys take their pictures for people to look at (`npm run screenshots` sets
   * BUURTWARMTE_PICTURES=1). `npm test` leaves them out: a full-page PNG of a long page costs a second or more, and
   * a picture asserts nothing (issue #37.5).
   */
  pictures: boolean;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eEnvironment;
  }
}

/**
 * Seeds a fresh demo neighbourhood, issues letter codes (before the server starts: the embedded store
 * allows one process), then starts the built server on a port the system chooses (PORT=0, read from its start-up
 * line: a probed free port could be taken before the server listened) with a mail outbox folder, and prints the
 * letters through the console, whose QR links name that port.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  assertChromium();
  for (const file of ['dist/server/main.js', 'dist/server/cli/main.js', 'dist/web/index.html']) {
    if (!fs.existsSync(path.join(root, file)))
      throw new Error(`${file} is missing: run \`npm run build\` first (npm run test:e2e does).`);
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'buurtwarmte-e2e-'));
  // The campaign's content plus the fixture flow that flow-fixture.ts serves in the browser: the server accepts
  // answers only under the codes its content records (issue 26.5), so it must know the fixture's codes too.
  const contentDir = path.join(tmp, 'content');
  fs.cpSync(path.join(root, 'content'), contentDir, { recursive: true });
  fs.copyFileSync(FIXTURE_FLOW, path.join(contentDir, 'flows', 'e2e-every-step.json'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    CONTENT_DIR: contentDir,
    DATA_DIR: path.join(tmp, 'data'),
    OUTBOX_DIR: path.join(tmp, 'outbox'),
    LOG_LEVEL: 'warn',
    DEMO_SEED: 'never',
  };
  delete env.DATABASE_URL;

  const cli = (...args: string[]) =>
    JSON.parse(
      execFileSync(process.execPath, ['dist/server/cli/main.js', ...args], { cwd: root, env, encoding: 'utf8' }),
    ) as unknown[];
  const credentialsDir = path.join(tmp, 'credentials');
  fs.mkdirSync(credentialsDir);
  // Every journey signs up a household of its own: the demo's 48 addresses are too few, so the demo campaign gets
  // more houses on its streets (house numbers from 101) before the codes are issued.
  execFileSync(process.execPath, ['dist/server/cli/main.js', 'demo', 'seed'], { cwd: root, env, encoding: 'utf8' });
  // route-progress.spec.ts and group-languages.spec.ts sign up ten households each (support/households-with-steps.ts),
  // advice-to-action.spec.ts one, questionnaires.spec.ts a second one made Gold through the API
  // (support/gold-resident.ts), the language journeys (languages.spec.ts, questionnaires-in-english.spec.ts) some
  // twenty more, and one-label-everywhere.spec.ts up to twelve until a home has a registered label.
  await addDemoHouses(env.DATA_DIR!, 114);
  const single = cli('demo', 'credentials', '--count', '158', '--json');
  const multi = cli('demo', 'credentials', '--count', '1', '--multi', '--json');
  single.forEach((c, i) =>
    fs.writeFileSync(path.join(credentialsDir, `single-${String(i).padStart(2, '0')}.json`), JSON.stringify(c)),
  );
  multi.forEach((c, i) => fs.writeFileSync(path.join(credentialsDir, `multi-${i}.json`), JSON.stringify(c)));
  // The demo campaign's working-group list, for the working-group sign-in (working-group.spec.ts).
  execFileSync(
    process.execPath,
    [
      'dist/server/cli/main.js',
      'measurement',
      'set',
      '--working-group-emails',
      `${WORKING_GROUP_MEMBER},${PROGRESS_MEMBER},${LANGUAGES_MEMBER}`,
    ],
    { cwd: root, env, encoding: 'utf8' },
  );
  // More organisers of the demo campaign, so no two sign in as one address at once (organisers.ts).
  for (const email of [STARTANALYSE_ORGANISER, LETTERS_ORGANISER, PROGRESS_ORGANISER, LANGUAGES_ORGANISER])
    execFileSync(process.execPath, ['dist/server/cli/main.js', 'organiser', 'add', '--email', email], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
  const preference = await seedPreferenceCampaign(env.DATA_DIR!);
  preference.forEach((c, i) => fs.writeFileSync(path.join(credentialsDir, `preference-${i}.json`), JSON.stringify(c)));

  const cdn = await startPhotoCdn();
  const server: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: { ...env, PORT: '0', CDN_URL: cdn.url },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const stop = async () => {
    server.kill('SIGTERM');
    if (server.exitCode === null) await new Promise((resolve) => server.once('exit', resolve));
    await cdn.close();
  };
  let port: number;
  // The letters for the addresses that have no code yet, so no credentials file shares their codes.
  const lettersPdf = path.join(tmp, 'letters.pdf');
  try {
    port = await portWhenReady(server);
    fs.writeFileSync(lettersPdf, await lettersFromConsole(`http://localhost:${port}`, env.OUTBOX_DIR!));
  } catch (error) {
    await stop();
    throw error;
  }
  const baseUrl = `http://localhost:${port}`;

  const screenshotDir = path.join(root, 'test-results', 'screenshots');
  fs.mkdirSync(screenshotDir, { recursive: true });
  project.provide('e2e', {
    baseUrl,
    preferenceBaseUrl: `http://${PREFERENCE_HOST}:${port}`,
    credentialsDir,
    lettersPdf,
    outboxDir: path.join(tmp, 'outbox'),
    screenshotDir,
    pictures: process.env.BUURTWARMTE_PICTURES === '1',
  });

  return async () => {
    await stop();
    fs.rmSync(tmp, { recursive: true, force: true });
  };
}

const PREFERENCE_HOST = 'voorkeur.localhost';

/** A 1 × 1 transparent PNG: every photo the campaign's CDN serves in the journeys. */
const TRANSPARENT_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/**
 * The campaign's photo CDN (the ambassador on /welkom, the questionnaires' pictures) on a loopback host of its own, so
 * pages load their photos as they would in a neighbourhood. Every other outside host fails in Chromium's resolver
 * (support/chromium.ts): the machine has no network beyond loopback.
 */
async function startPhotoCdn(): Promise<{ url: string; close: () => Promise<void> }> {
  const cdn = http.createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'max-age=3600' });
    response.end(TRANSPARENT_PNG);
  });
  await new Promise<void>((resolve) => cdn.listen(0, resolve));
  const { port } = cdn.address() as { port: number };
  return {
    url: `http://cdn.localhost:${port}`,
    close: () => new Promise((resolve) => cdn.close(() => resolve())),
  };
}

/**
 * A second campaign that has moved on to its preference phase, without the help panel, on a host name of its own: the server picks the
 * campaign by host (issue #4), so journeys see real Preference-mode answers instead of rewritten ones.
 */
async function addDemoHouses(dataDir: string, count: number): Promise<void> {
  const store = await openStore({ kind: 'pglite', dataDir }, path.join(root, 'src/server/db/migrations'));
  try {
    const [demo] = await store.db
      .select({ id: measurements.id })
      .from(measurements)
      .where(eq(measurements.isDefault, true));
    // The demo's houses without a letter, over again where more are asked for: each copy its own number and BAG code.
    const houses = demoAddresses().filter((a) => a.houseLetter === null);
    await store.db.insert(realEstateObjects).values(
      Array.from({ length: count }, (_, i) => houses[i % houses.length]!).map((a, i) => ({
        ...a,
        houseNumber: 101 + 2 * i,
        bagCode: `0344019${String(i + 1).padStart(9, '0')}`,
        measurementId: demo!.id,
      })),
    );
  } finally {
    await store.close();
  }
}

async function seedPreferenceCampaign(dataDir: string): Promise<unknown[]> {
  const store = await openStore({ kind: 'pglite', dataDir }, path.join(root, 'src/server/db/migrations'));
  try {
    const [campaign] = await store.db
      .insert(measurements)
      .values({
        name: 'Voorkeurwijk',
        mode: 'Preference',
        showHelp: false,
        hosts: [PREFERENCE_HOST],
        ambassadorName: 'Bram Jansen',
        ambassadorIntroduction: 'Ik help je kiezen.',
        workingGroupName: 'Werkgroep Voorkeurwijk',
        workingGroupEmail: 'werkgroep@voorkeurwijk.localhost',
      })
      .returning({ id: measurements.id });
    await store.db.insert(realEstateObjects).values(
      demoAddresses()
        .slice(0, 6)
        .map((a) => ({ ...a, measurementId: campaign!.id })),
    );
    return await issueDemoCredentials(store.db, campaign!.id, 6, { now: new Date() });
  } finally {
    await store.close();
  }
}

/** The port in the server's start-up line, once it answers /readyz there. */
async function portWhenReady(server: ChildProcess): Promise<number> {
  let output = '';
  const collect = (chunk: Buffer) => (output += chunk.toString());
  server.stdout!.on('data', collect);
  const deadline = Date.now() + WAIT_LIMIT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped during start-up (exit ${server.exitCode}).`);
    const port = /Buurtwarmte runs at http:\/\/localhost:(\d+) /.exec(output)?.[1];
    try {
      if (port && (await fetch(`http://localhost:${port}/readyz`)).ok) {
        // From here on its output is read and dropped, as before: the journeys look at pages and mails.
        server.stdout!.off('data', collect).resume();
        return Number(port);
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become ready within 30 s: ${output}`);
}

/** The demo campaign's letters as an organiser prints them: signed in by the mailed link, then the console's call. */
async function lettersFromConsole(baseUrl: string, outboxDir: string): Promise<Buffer> {
  const call = async (path: string, init: RequestInit = {}) => {
    const res = await fetch(`${baseUrl}${path}`, init);
    if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${res.status}: ${await res.text()}`);
    return res;
  };
  const json = { 'content-type': 'application/json' };
  await call(endpoints.sendOrganiserLink.path, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email: LETTERS_ORGANISER }),
  });
  const code = await mailedCode(outboxDir, LETTERS_ORGANISER);
  const { session } = organiserSignInSchema.parse(
    await (await call(fillPath(endpoints.exchangeOrganiserCode.path, { code }), { method: 'POST' })).json(),
  );
  if (!session) throw new Error(`The sign-in link for ${LETTERS_ORGANISER} gave no session.`);
  const { id } = (await (await call(endpoints.getMeasurement.path)).json()) as { id: number };
  const letters = await call(fillPath(endpoints.printOrganiserLetters.path, { measurementId: id }), {
    method: 'POST',
    headers: { ...json, authorization: `Organiser ${session.id}` },
    body: JSON.stringify({ replace: false }),
  });
  return Buffer.from(await letters.arrayBuffer());
}

async function mailedCode(outboxDir: string, to: string): Promise<string> {
  const deadline = Date.now() + WAIT_LIMIT_MS;
  while (Date.now() < deadline) {
    for (const file of fs.existsSync(outboxDir) ? fs.readdirSync(outboxDir) : []) {
      try {
        const mail = JSON.parse(fs.readFileSync(path.join(outboxDir, file), 'utf8')) as { to: string; text: string };
        const code = mail.to === to ? /[?&]code=([A-Za-z0-9_-]{43})/.exec(mail.text)?.[1] : undefined;
        if (code) return code;
      } catch {
        // a mail still being written is read on the next round
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No sign-in link for ${to} arrived in ${outboxDir}.`);
}
