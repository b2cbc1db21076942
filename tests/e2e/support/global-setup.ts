import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { TestProject } from 'vitest/node';
import { openStore } from '../../../src/server/db/client.ts';
import { measurements, realEstateObjects } from '../../../src/server/db/schema.ts';
import { issueDemoCredentials } from '../../../src/server/services/demo-credentials.ts';
import { demoAddresses } from '../../../src/server/services/demo-neighbourhood.ts';
import { assertChromium } from './chromium.ts';
import { FIXTURE_FLOW } from './flow-fixture.ts';
import { STARTANALYSE_ORGANISER } from './organisers.ts';
import { WORKING_GROUP_MEMBER } from './working-group-member.ts';

const root = path.resolve(import.meta.dirname, '../../..');

export interface E2eEnvironment {
  baseUrl: string;
  /** A second campaign, in Preference mode with help switched off, picked by host name (Chromium resolves *.localhost to loopback). */
  preferenceBaseUrl: string;
  credentialsDir: string;
  /** Activation letters (the CLI's `letters`) for the demo addresses no credentials file holds, QR links to baseUrl. */
  lettersPdf: string;
  outboxDir: string;
  screenshotDir: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    e2e: E2eEnvironment;
  }
}

/**
 * Seeds a fresh demo neighbourhood, issues letter codes (before the server starts: the embedded store
 * allows one process), then starts the built server on a free port with a mail outbox folder.
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
  await addDemoHouses(env.DATA_DIR!, 42);
  const single = cli('demo', 'credentials', '--count', '86', '--json');
  const multi = cli('demo', 'credentials', '--count', '1', '--multi', '--json');
  single.forEach((c, i) =>
    fs.writeFileSync(path.join(credentialsDir, `single-${String(i).padStart(2, '0')}.json`), JSON.stringify(c)),
  );
  multi.forEach((c, i) => fs.writeFileSync(path.join(credentialsDir, `multi-${i}.json`), JSON.stringify(c)));
  // The demo campaign's working-group list, for the working-group sign-in (working-group.spec.ts).
  execFileSync(
    process.execPath,
    ['dist/server/cli/main.js', 'measurement', 'set', '--working-group-emails', WORKING_GROUP_MEMBER],
    { cwd: root, env, encoding: 'utf8' },
  );
  // A second organiser of the demo campaign, so the console's two specs never sign in as one address (organisers.ts).
  execFileSync(process.execPath, ['dist/server/cli/main.js', 'organiser', 'add', '--email', STARTANALYSE_ORGANISER], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  const preference = await seedPreferenceCampaign(env.DATA_DIR!);
  preference.forEach((c, i) => fs.writeFileSync(path.join(credentialsDir, `preference-${i}.json`), JSON.stringify(c)));

  const port = await freePort();
  const baseUrl = `http://localhost:${port}`;
  // Letters are printed before the server starts (one process per embedded store), for the addresses that have
  // no code yet, so the QR links reach this server and no credentials file shares their codes.
  const lettersPdf = path.join(tmp, 'letters.pdf');
  execFileSync(process.execPath, ['dist/server/cli/main.js', 'letters', lettersPdf, '--url', baseUrl], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  const server: ChildProcess = spawn(process.execPath, ['dist/server/main.js'], {
    cwd: root,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilReady(`${baseUrl}/readyz`, server);

  const screenshotDir = path.join(root, 'test-results', 'screenshots');
  fs.mkdirSync(screenshotDir, { recursive: true });
  project.provide('e2e', {
    baseUrl,
    preferenceBaseUrl: `http://${PREFERENCE_HOST}:${port}`,
    credentialsDir,
    lettersPdf,
    outboxDir: path.join(tmp, 'outbox'),
    screenshotDir,
  });

  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(tmp, { recursive: true, force: true });
  };
}

const PREFERENCE_HOST = 'voorkeur.localhost';

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
    await store.db.insert(realEstateObjects).values(
      demoAddresses()
        .filter((a) => a.houseLetter === null)
        .slice(0, count)
        .map((a, i) => ({
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilReady(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The server stopped during start-up (exit ${server.exitCode}).`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`The server did not become ready within 30 s (${url}).`);
}
