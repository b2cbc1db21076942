import { execFile, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { openStore, queryRows } from '../../src/server/db/client.ts';

const root = path.resolve(import.meta.dirname, '../..');
const execFileAsync = promisify(execFile);
const tsxArgs = ['--import', 'tsx'];
/** What only a hang exceeds here (every wait of this file: a process start, a mail in the outbox, a test). */
const HANG_LIMIT = 300_000;
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'buurtwarmte-process-'));
afterAll(() => fs.rmSync(tmp, { recursive: true, force: true }));

interface Running {
  child: ChildProcess;
  url: string;
  port: number;
  output: () => string;
}

/** The start-up line names the port the server got: tests let it pick one (PORT=0), so no probe races other sockets. */
const RUNS_AT = /Buurtwarmte runs at http:\/\/localhost:(\d+) /;

/**
 * Every server a test started: one whose test failed or ran out of time before its own stop is killed after the
 * file, so no server of a failed run stays behind holding its port and store.
 */
const started = new Set<ChildProcess>();
afterAll(() => {
  for (const child of started) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
});

async function startServer(dataDir: string): Promise<Running> {
  let output = '';
  const child = spawn(process.execPath, [...tsxArgs, 'src/server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      WEB_DIR: '/nonexistent',
    },
  });
  started.add(child);
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  // No deadline of its own: a start that hangs is caught by the test's time limit, and a slow one (two suites on two
  // cores took over 45 s, issue #35.12) is only slow.
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    const port = RUNS_AT.exec(output)?.[1];
    const url = `http://127.0.0.1:${port}`;
    if (
      port &&
      (await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      ))
    )
      return { child, url, port: Number(port), output: () => output };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function stop(running: Running): Promise<number | null> {
  running.child.kill('SIGTERM');
  return new Promise((resolve) => running.child.once('exit', (code) => resolve(code)));
}

async function rowCounts(dataDir: string): Promise<Record<string, number>> {
  const store = await openStore({ kind: 'pglite', dataDir }, path.join(root, 'src/server/db/migrations'));
  try {
    const tables = await queryRows<{ tablename: string }>(
      store.db,
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    );
    const counts: Record<string, number> = {};
    for (const { tablename } of tables) {
      const [row] = await queryRows<{ n: number }>(store.db, sql.raw(`select count(*)::int as n from "${tablename}"`));
      counts[tablename] = row!.n;
    }
    return counts;
  } finally {
    await store.close();
  }
}

const cli = (dataDir: string, ...args: string[]) =>
  execFileAsync(process.execPath, [...tsxArgs, 'src/server/cli/main.ts', ...args], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });

// Each test starts real processes (tsx compiles the server at every start, PGlite opens its store): beside a second
// suite on two cores one test took over two minutes (issue #35.12). The limit catches a hang, not a slow machine.
describe('the server process', { timeout: HANG_LIMIT }, () => {
  const runMain = (env: Record<string, string>) =>
    execFileAsync(process.execPath, [...tsxArgs, 'src/server/main.ts'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: '', WEB_DIR: '/nonexistent', ...env },
      timeout: HANG_LIMIT,
    }).then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number | null; stderr: string }) => error,
    );

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT="abc" — expected a number'],
    [
      { HOST: '256.1.1.1' },
      'Invalid configuration: HOST="256.1.1.1" — expected an IP address or a host name, such as 127.0.0.1 or 0.0.0.0',
    ],
  ])('refuses a bad setting (%o) with one line that names the variable', async (env, line) => {
    const result = await runMain(env);
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([line]);
  });

  it('stops at once with one line naming DATA_DIR when the data directory cannot be made', async () => {
    const result = await runMain({ DATA_DIR: '/proc/buurtwarmte-nope', PORT: '0' });
    expect(result.code).toBe(1);
    expect(result.stderr.trim().split('\n')).toEqual([
      'Cannot open the embedded database in /proc/buurtwarmte-nope: that folder cannot be created (its parent does not exist or does not allow it). Check DATABASE_URL and DATA_DIR (README, Configuration).',
    ]);
  });

  it('leaves no data directory behind when the port is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as net.AddressInfo;
    onTestFinished(() => new Promise<void>((resolve) => blocker.close(() => resolve())));
    const dataDir = path.join(tmp, 'port-taken');
    const result = await runMain({ DATA_DIR: dataDir, PORT: String(port) });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain(`Port ${port} is already in use`);
    expect(fs.existsSync(dataDir)).toBe(false);
  });

  it('seeds the demo on a new data dir, prints a way in, and keeps every row across SIGTERM and restart', async () => {
    const dataDir = path.join(tmp, 'restart');
    const first = await startServer(dataDir);
    onTestFinished(async () => {
      if (first.child.exitCode === null) await stop(first);
    });
    const code = /postcode (\w+), house number (\d+), activation code ([A-Z0-9-]{12})/.exec(first.output());
    // Without PUBLIC_URL, letters would carry a link to this machine: the start says so (issue #35.13).
    expect(first.output()).toContain('PUBLIC_URL is not set: mailed links and the QR codes on letters point to');
    expect(code, first.output()).not.toBeNull();
    const measurement = (await (await fetch(`${first.url}/api/1/measurements/measurement`)).json()) as {
      id: number;
      name: string;
    };
    expect(measurement.name).toBe('Demowijk');
    const activation = await fetch(`${first.url}/api/1/realestateobjects/activate/${measurement.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ postalCode: code![1], houseNumber: Number(code![2]), activationCode: code![3] }),
    });
    expect(activation.status).toBe(200);
    // The working group's view works out of the box too (issue 27.4): the printed member gets a link in the outbox.
    const member = /werkgroep\/inloggen and enter (\S+);/.exec(first.output())?.[1];
    expect(member, first.output()).toBe('lid@demowijk.buurtwarmte.nl');
    const sent = await fetch(`${first.url}/api/1/workinggroup/session/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: member, measurementId: measurement.id }),
    });
    expect(sent.status).toBe(200);
    const outbox = path.join(dataDir, 'outbox');
    await vi.waitFor(
      () => {
        const mails = fs.existsSync(outbox)
          ? fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'))
          : [];
        expect(mails.some((m) => m.includes('/werkgroep/inloggen?code=') && m.includes(member!))).toBe(true);
      },
      { timeout: HANG_LIMIT, interval: 100 },
    );
    // And the campaign console, as the printed organiser (issue 27.4).
    const organiser = /beheer\/inloggen and enter (\S+);/.exec(first.output())?.[1];
    expect(organiser, first.output()).toBe('organisator@demowijk.buurtwarmte.nl');
    const asked = await fetch(`${first.url}/api/1/organiser/session/send`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: organiser }),
    });
    expect(asked.status).toBe(200);
    await vi.waitFor(
      () => {
        const mails = fs.readdirSync(outbox).map((f) => fs.readFileSync(path.join(outbox, f), 'utf8'));
        // The link names the port the server got, not the PORT=0 it was given.
        const link = `http://localhost:${first.port}/beheer/inloggen?code=`;
        expect(mails.some((m) => m.includes(link) && m.includes(organiser!))).toBe(true);
      },
      { timeout: HANG_LIMIT, interval: 100 },
    );
    expect(await stop(first)).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'buurtwarmte.pid'))).toBe(false);

    const before = await rowCounts(dataDir);
    expect(before.real_estate_objects).toBeGreaterThanOrEqual(40);
    expect(before.participators).toBe(1);
    expect(before.sessions).toBe(1);

    const second = await startServer(dataDir);
    expect(second.output()).not.toContain('created');
    expect(await stop(second)).toBe(0);
    const after = await rowCounts(dataDir);
    // The second start prints a fresh letter code: one more activation code, nothing else changes.
    expect({ ...after, activation_codes: after.activation_codes! - 1 }).toEqual(before);
  });

  it('reissues a letter code for one address: the new code signs in, the old ones no longer do', async () => {
    const dataDir = path.join(tmp, 'reissue');
    const { stdout } = await cli(dataDir, 'demo', 'credentials', '--count', '1', '--json');
    const [old] = JSON.parse(stdout) as {
      postalCode: string;
      houseNumber: number;
      activationCode: string;
      measurementId: number;
    }[];
    const reissued = await cli(
      dataDir,
      'codes',
      'reissue',
      '--postcode',
      old!.postalCode,
      '--huisnummer',
      String(old!.houseNumber),
    );
    const code = /: ([A-Z2-9]{3}-[A-Z2-9]{4}-[A-Z2-9]{3}) /.exec(reissued.stdout)?.[1];
    expect(code, reissued.stdout).toBeDefined();
    const unknown = await cli(dataDir, 'codes', 'reissue', '--postcode', '9999ZZ', '--huisnummer', '1').then(
      () => ({ code: 0, stderr: '' }),
      (error: { code: number; stderr: string }) => error,
    );
    expect(unknown.code).toBe(2);
    expect(unknown.stderr.trim()).toMatch(/^No home of campaign \d+ at 9999ZZ 1\.$/);
    const running = await startServer(dataDir);
    try {
      const activate = (activationCode: string) =>
        fetch(`${running.url}/api/1/realestateobjects/activate/${old!.measurementId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ postalCode: old!.postalCode, houseNumber: old!.houseNumber, activationCode }),
        }).then((r) => r.json() as Promise<{ isValid: boolean }>);
      expect((await activate(old!.activationCode)).isValid).toBe(false);
      expect((await activate(code!)).isValid).toBe(true);
    } finally {
      await stop(running);
    }
  });

  it('prints working credential sets, and refuses in one line while the server holds the embedded store', async () => {
    const dataDir = path.join(tmp, 'cli');
    const { stdout } = await cli(dataDir, 'demo', 'credentials', '--count', '3', '--json');
    const credentials = JSON.parse(stdout) as {
      measurementId: number;
      realEstateId: number;
      bagCode: string;
      postalCode: string;
      houseNumber: number;
      activationCode: string;
    }[];
    expect(credentials).toHaveLength(3);
    expect(new Set(credentials.map((c) => c.realEstateId)).size).toBe(3);
    for (const c of credentials)
      expect(c).toMatchObject({
        bagCode: expect.stringMatching(/^\d{16}$/),
        activationCode: expect.stringMatching(/^[A-Z2-9]{3}-[A-Z2-9]{4}-[A-Z2-9]{3}$/),
      });

    const running = await startServer(dataDir);
    try {
      const busy = await cli(dataDir, 'demo', 'credentials').then(
        () => ({ code: 0, stderr: '' }),
        (error: { code: number; stderr: string }) => error,
      );
      expect(busy.code).toBe(2);
      expect(busy.stderr.trim()).toMatch(
        /^The embedded database in .* is in use by another process \(pid \d+\)\. Stop the server first, or set DATABASE_URL/,
      );
      for (const c of credentials) {
        const response = await fetch(`${running.url}/api/1/realestateobjects/activate/${c.measurementId}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            postalCode: c.postalCode,
            houseNumber: c.houseNumber,
            activationCode: c.activationCode,
          }),
        });
        expect(response.status).toBe(200);
        expect(await response.json()).toMatchObject({
          isValid: true,
          realEstateObjects: [expect.objectContaining({ id: c.realEstateId })],
        });
      }
    } finally {
      await stop(running);
    }
  });
});
