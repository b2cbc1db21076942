import { Writable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.ts';
import { hashSecret } from './auth/secrets.ts';
import { loadConfig } from './config.ts';
import { queryRows, type Store } from './db/client.ts';
import {
  helpRequests,
  incorrectDataReports,
  loginLinks,
  participators,
  rateLimitCounters,
  sessions,
} from './db/schema.ts';
import { loggerOptions } from './logger.ts';
import type { MailMessage, Mailer } from './mail/mailer.ts';
import { seedCampaign, signUpHousehold, type Household } from './testing/households.ts';
import { emptyStore, openTestStore } from './testing/test-store.ts';
import { resendWorkingGroupMail, runHousekeeping, sweepExpired, SWEEP_INTERVAL_MS } from './housekeeping.ts';
import { BackgroundJobs } from './background-jobs.ts';
import { LIMITS, limitKey } from './http/rate-limits.ts';
import { pathOf } from './testing/api.ts';
import { UNTIL_IT_HAPPENS } from '../contract/testing/wait-limit.ts';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Log lines as parsed JSON, from a pino logger that writes to memory. */
function capturedLog() {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write: (chunk, _enc, done) => {
      for (const l of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(l));
      done();
    },
  });
  return { lines, stream, log: pino(loggerOptions('info'), stream) };
}

/** Fails while `failing` is set, like an SMTP server that is down; records every attempt and every delivery. */
function flakyMailer() {
  const state = { failing: true, attempts: [] as MailMessage[], sent: [] as MailMessage[] };
  const mailer: Mailer = {
    send: async (message) => {
      state.attempts.push(message);
      if (state.failing) throw Object.assign(new Error(`550 mailbox ${message.to} unavailable`), { code: 'EENVELOPE' });
      state.sent.push(message);
    },
    close: async () => {},
  };
  return { state, mailer };
}

// Each test builds its own world (issue #37.5): the file's store emptied, a fresh app, failing mailer and household,
// so it runs alone and in any order.
describe('housekeeping', () => {
  let store: Store;
  let app: FastifyInstance;
  let h: Household;
  let background: BackgroundJobs;
  let flaky: ReturnType<typeof flakyMailer>;
  const t0 = Date.now();
  const at = (ms: number) => new Date(t0 + ms);

  beforeAll(async () => {
    store = await openTestStore();
  });
  afterAll(async () => store.close());
  beforeEach(async () => {
    flaky = flakyMailer();
    await emptyStore(store);
    const config = loadConfig({ LOG_LEVEL: 'silent', WEB_DIR: '/nonexistent' });
    background = new BackgroundJobs(flaky.mailer);
    app = await buildApp({ store, config, mailer: flaky.mailer, background, now: () => new Date() });
    await app.ready();
    const m = await seedCampaign(store.db);
    h = await signUpHousehold(app, store.db, m);
  });
  afterEach(async () => {
    await app.close();
    await background.settle();
  });

  it('deletes sessions that are revoked or past their idle or absolute limit, and keeps live ones', async () => {
    const now = at(30 * DAY);
    const session = (name: string, values: { createdAt: Date; lastSeenAt: Date; revokedAt?: Date }) => ({
      idHash: hashSecret(`housekeeping-${name}`),
      participatorId: h.participatorId,
      measurementId: h.measurementId,
      createdAt: values.createdAt,
      lastSeenAt: values.lastSeenAt,
      absoluteExpiresAt: new Date(values.createdAt.getTime() + 12 * HOUR),
      revokedAt: values.revokedAt ?? null,
    });
    const ago = (ms: number) => new Date(now.getTime() - ms);
    await store.db
      .insert(sessions)
      .values([
        session('live', { createdAt: ago(2 * HOUR), lastSeenAt: ago(59 * MINUTE) }),
        session('revoked', { createdAt: ago(10 * MINUTE), lastSeenAt: ago(MINUTE), revokedAt: ago(MINUTE) }),
        session('idle', { createdAt: ago(2 * HOUR), lastSeenAt: ago(61 * MINUTE) }),
        session('over-age', { createdAt: ago(12 * HOUR + MINUTE), lastSeenAt: ago(MINUTE) }),
      ]);
    const before = await store.db.select().from(sessions).where(eq(sessions.participatorId, h.participatorId));
    const counts = await sweepExpired(store.db, now);
    const left = await store.db
      .select({ idHash: sessions.idHash })
      .from(sessions)
      .where(eq(sessions.participatorId, h.participatorId));
    expect(left.map((s) => s.idHash)).toEqual([hashSecret('housekeeping-live')]);
    // The sign-up session (idle for 30 days by `now`) goes too.
    expect(counts.sessions).toBe(before.length - 1);
  });

  it('deletes login links that are used or expired, and keeps an unused live one', async () => {
    const now = at(0);
    const link = (name: string, expiresAt: Date, usedAt: Date | null) => ({
      tokenHash: hashSecret(`link-${name}`),
      participatorId: h.participatorId,
      measurementId: h.measurementId,
      expiresAt,
      usedAt,
      createdAt: now,
    });
    await store.db
      .insert(loginLinks)
      .values([link('live', at(MINUTE), null), link('used', at(MINUTE), at(-MINUTE)), link('expired', at(-1), null)]);
    expect((await sweepExpired(store.db, now)).loginLinks).toBe(2);
    expect(
      (await store.db.select({ tokenHash: loginLinks.tokenHash }).from(loginLinks)).map((l) => l.tokenHash),
    ).toEqual([hashSecret('link-live')]);
  });

  it('deletes a rate-limit counter once its window ended more than a day ago, by the window of its own limit', async () => {
    const now = at(0);
    const started = (ms: number) => at(-ms);
    const key = (limit: (typeof LIMITS)[keyof typeof LIMITS], subject: string) => limitKey(limit, subject);
    await store.db.insert(rateLimitCounters).values([
      // 15-minute window: ended a day and a second ago, or a day minus a minute ago.
      { key: key(LIMITS.activationPerAddress, 'gone'), count: 3, windowStartedAt: started(DAY + 15 * MINUTE + 1000) },
      { key: key(LIMITS.activationPerAddress, 'kept'), count: 3, windowStartedAt: started(DAY + 14 * MINUTE) },
      // Started as long ago as the first, but an hour's window ended less than a day ago.
      { key: key(LIMITS.loginLinkPerEmail, 'kept'), count: 1, windowStartedAt: started(DAY + 15 * MINUTE + 1000) },
      { key: key(LIMITS.loginLinkPerEmail, 'gone'), count: 1, windowStartedAt: started(DAY + HOUR + 1000) },
      // A key of no known limit is judged by the longest window.
      { key: 'unknown:0123', count: 1, windowStartedAt: started(DAY + HOUR + 1000) },
    ]);
    const counts = await sweepExpired(store.db, now);
    expect(counts.rateLimitCounters).toBeGreaterThanOrEqual(3);
    const mine = [
      key(LIMITS.activationPerAddress, 'gone'),
      key(LIMITS.activationPerAddress, 'kept'),
      key(LIMITS.loginLinkPerEmail, 'kept'),
      key(LIMITS.loginLinkPerEmail, 'gone'),
      'unknown:0123',
    ];
    const left = (await store.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters))
      .map((r) => r.key)
      .filter((k) => mine.includes(k))
      .sort();
    expect(left).toEqual([key(LIMITS.activationPerAddress, 'kept'), key(LIMITS.loginLinkPerEmail, 'kept')].sort());
  });

  it('resends a help request and a report whose mail failed, after 10 minutes, with the stored contact, once', async () => {
    await store.db
      .update(participators)
      .set({ nickname: 'Zqxj Opgeslagen', email: 'zqxj.opgeslagen@example.test' })
      .where(eq(participators.id, h.participatorId));
    const ids = { measurementId: h.measurementId, participatorId: h.participatorId };
    await app.inject({
      method: 'POST',
      url: pathOf('requestHelp'),
      headers: h.headers,
      payload: { ...ids, message: 'Wie helpt met de meter?', url: '/mijnhuis' },
    });
    await app.inject({
      method: 'POST',
      url: pathOf('confirmIncorrectData'),
      headers: h.headers,
      payload: {
        ...ids,
        realEstateId: h.realEstateId,
        nickname: 'Zqxj Formulier',
        email: 'zqxj.formulier@example.test',
        message: 'Bouwjaar klopt niet.',
      },
    });
    await background.settle();
    expect(flaky.state.attempts.map((m) => m.kind).sort()).toEqual(['help-request', 'incorrect-data']);
    // The first attempt used what the resident typed in the report form.
    expect(flaky.state.attempts.find((m) => m.kind === 'incorrect-data')!.text).toContain(
      'zqxj.formulier@example.test',
    );
    // Older than a week: no longer resent.
    const [stale] = await store.db
      .insert(helpRequests)
      .values({ ...ids, message: 'Oud', url: '/', createdAt: at(-8 * DAY) })
      .returning({ id: helpRequests.id });
    flaky.state.attempts.length = 0;

    const { log } = capturedLog();
    const deps = (ms: number) => ({ db: store.db, mailer: flaky.mailer, log, now: () => at(ms) });
    expect(await runHousekeeping(deps(5 * MINUTE))).toMatchObject({ resent: 0, resendFailed: 0 });
    expect(flaky.state.attempts).toHaveLength(0);
    expect(await runHousekeeping(deps(5 * MINUTE + SWEEP_INTERVAL_MS))).toMatchObject({ resent: 0, resendFailed: 2 });
    flaky.state.failing = false;
    expect(await runHousekeeping(deps(5 * MINUTE + 2 * SWEEP_INTERVAL_MS))).toMatchObject({
      resent: 2,
      resendFailed: 0,
    });
    expect(flaky.state.sent.map((m) => [m.kind, m.to])).toEqual([
      ['help-request', 'werkgroep@demowijk.buurtwarmte.nl'],
      ['incorrect-data', 'werkgroep@demowijk.buurtwarmte.nl'],
    ]);
    expect(flaky.state.sent[0]!.text).toContain('Wie helpt met de meter?');
    // The form's name and e-mail were never stored: the resend names the participator's own.
    expect(flaky.state.sent[1]!.text).toContain('zqxj.opgeslagen@example.test');
    expect(flaky.state.sent[1]!.text).toContain('Zqxj Opgeslagen');
    expect(flaky.state.sent[1]!.text).toContain(h.postalCode);
    const unmailed = await queryRows<{ id: number }>(
      store.db,
      sql`select id from help_requests where mailed_at is null union all select id from incorrect_data_reports where mailed_at is null`,
    );
    expect(unmailed.map((r) => r.id)).toEqual([stale!.id]);

    expect(await runHousekeeping(deps(5 * MINUTE + 3 * SWEEP_INTERVAL_MS))).toMatchObject({
      resent: 0,
      resendFailed: 0,
    });
    expect(flaky.state.sent).toHaveLength(2);
  });

  it('resends each mail once when several instances sweep at the same time', async () => {
    const ids = { measurementId: h.measurementId, participatorId: h.participatorId };
    await store.db
      .insert(helpRequests)
      .values([1, 2, 3].map((i) => ({ ...ids, message: `Vraag ${i}`, url: '/', createdAt: at(DAY) })));
    await store.db.insert(incorrectDataReports).values({ ...ids, message: 'Melding', createdAt: at(DAY) });
    flaky.state.failing = false;
    flaky.state.sent.length = 0;
    const { log } = capturedLog();
    const now = at(DAY + HOUR);
    const results = await Promise.all(
      Array.from({ length: 4 }, () =>
        resendWorkingGroupMail({ db: store.db, mailer: flaky.mailer, log, now: () => now }, now),
      ),
    );
    expect(results.reduce((sum, r) => sum + r.resent, 0)).toBe(4);
    expect(flaky.state.sent.map((m) => m.kind).sort()).toEqual([
      'help-request',
      'help-request',
      'help-request',
      'incorrect-data',
    ]);
    const sweeps = await Promise.all(Array.from({ length: 4 }, () => sweepExpired(store.db, now)));
    expect(sweeps.every((s) => s.sessions >= 0)).toBe(true);
  });

  it('logs one line per sweep with the counts only', async () => {
    const { lines, log } = capturedLog();
    await runHousekeeping({ db: store.db, mailer: flaky.mailer, log, now: () => at(40 * DAY) });
    expect(lines).toHaveLength(1);
    const { level, time, pid, hostname, ...rest } = lines[0]!;
    expect([level, typeof time, typeof pid, typeof hostname]).toEqual([30, 'number', 'number', 'string']);
    expect(rest).toEqual({
      event: 'housekeeping.swept',
      sessions: expect.any(Number),
      loginLinks: expect.any(Number),
      rateLimitCounters: expect.any(Number),
      resent: 0,
      resendFailed: 0,
      msg: 'housekeeping',
    });
  });

  it('logs a failed sweep by the kind of error, never its message, and does not throw', async () => {
    const { lines, log } = capturedLog();
    const broken = Object.create(store.db, {
      delete: {
        value: () => {
          throw new Error('delete failed for zqxj@example.test');
        },
      },
    }) as Store['db'];
    expect(await runHousekeeping({ db: broken, mailer: flaky.mailer, log, now: () => at(0) })).toBeUndefined();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, event: 'housekeeping.failed', error: { type: 'Error' } });
    expect(JSON.stringify(lines)).not.toContain('zqxj@example.test');
  });
});

describe('the housekeeping timer of buildApp', () => {
  afterEach(() => vi.useRealTimers());

  it('sweeps every 10 minutes and stops when the app closes', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const store = await openTestStore();
    const { lines, stream } = capturedLog();
    const app = await buildApp({
      store,
      config: loadConfig({ LOG_LEVEL: 'info', WEB_DIR: '/nonexistent' }),
      mailer: flakyMailer().mailer,
      logStream: stream,
    });
    await app.ready();
    const swept = () => lines.filter((l) => l.event === 'housekeeping.swept').length;
    try {
      vi.advanceTimersByTime(SWEEP_INTERVAL_MS - 1);
      expect(swept()).toBe(0);
      vi.advanceTimersByTime(1);
      await vi.waitFor(() => expect(swept()).toBe(1), UNTIL_IT_HAPPENS);
      vi.advanceTimersByTime(SWEEP_INTERVAL_MS);
      await vi.waitFor(() => expect(swept()).toBe(2), UNTIL_IT_HAPPENS);
    } finally {
      await app.close();
      await store.close();
    }
    expect(vi.getTimerCount()).toBe(0);
  });
});
