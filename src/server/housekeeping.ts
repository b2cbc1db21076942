import { and, asc, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import { organiserSessionKind } from './auth/organiser-sessions.ts';
import { residentSessionKind } from './auth/sessions.ts';
import { workingGroupSessionKind } from './auth/working-group-sessions.ts';
import { queryRows, type Db } from './db/client.ts';
import { helpRequests, incorrectDataReports, measurements } from './db/schema.ts';
import { safeErrorForLog } from './logger.ts';
import { hit, LIMITS, type RateLimit } from './http/rate-limits.ts';
import { mailHelpRequest, mailIncorrectDataReport, type WorkingGroupMailDeps } from './working-group/mail.ts';
import type { LinkConfig } from './services/sign-in.ts';
import { sendDueReminders } from './steps/reminders.ts';

/**
 * Housekeeping (docs/security.md I6, privacy statement: data is kept only as long as it is needed).
 * Every 10 minutes each instance deletes what no longer has a use and resends working-group mail that never
 * went out. Several instances at once are harmless: the deletes are idempotent, and resending takes a turn
 * (see RESEND_TURN) so one mail is not sent twice.
 */
export const SWEEP_INTERVAL_MS = 10 * 60_000;
const DAY_MS = 24 * 60 * 60_000;
/** Rate-limit counters stay a day after their window ends: long enough to look into an attack, then gone. */
const COUNTER_GRACE_MS = DAY_MS;
/** Unmailed requests are resent once the route's own attempt (with the mailer's retries) is surely over... */
export const RESEND_AFTER_MS = 10 * 60_000;
/** ...and no longer after a week: by then the question has gone stale, and the resident can ask again. */
export const RESEND_UNTIL_MS = 7 * DAY_MS;
/** Per kind and sweep; SMTP that is down fails every mail after its retries, so stop after a few in a row. */
const RESEND_BATCH = 50;
const MAX_FAILURES_IN_A_ROW = 3;
/**
 * One instance resends per sweep interval: a fixed-window counter (the rate-limit store's atomic upsert)
 * that only the first sweeper of the window sees at 1. Shorter than the interval, so every sweep of a lone
 * instance gets its turn.
 */
export const RESEND_TURN: RateLimit = { name: 'housekeeping:resend', limit: 1, windowMs: SWEEP_INTERVAL_MS - 60_000 };

export interface SweepCounts {
  sessions: number;
  loginLinks: number;
  rateLimitCounters: number;
}

export interface ResendCounts {
  resent: number;
  resendFailed: number;
}

/**
 * Deletes sessions that are revoked or past their idle or absolute limit (they can never sign anyone in
 * again), login links that are used or expired, and rate-limit counters whose window ended more than a day ago.
 */
export async function sweepExpired(db: Db, now: Date): Promise<SweepCounts> {
  // Residents', working-group members' (docs/decisions/0065) and organisers' (0106) by the same rules, counted together.
  const dead = [];
  for (const kind of [residentSessionKind, workingGroupSessionKind, organiserSessionKind])
    dead.push(await kind.sweep(db, now));
  const oldCounters = await queryRows<{ key: string }>(
    db,
    sql`
    delete from rate_limit_counters where window_started_at < ${counterCutoff(now)} returning key`,
  );
  return {
    sessions: dead.reduce((sum, d) => sum + d.sessions, 0),
    loginLinks: dead.reduce((sum, d) => sum + d.links, 0),
    rateLimitCounters: oldCounters.length,
  };
}

/** The window start before which a counter's window ended more than COUNTER_GRACE_MS ago, per limit (keys are `<name>:<hash>`). */
function counterCutoff(now: Date) {
  const limits: RateLimit[] = [...Object.values(LIMITS), RESEND_TURN];
  const before = (windowMs: number) =>
    sql`${new Date(now.getTime() - windowMs - COUNTER_GRACE_MS).toISOString()}::timestamptz`;
  const cases = limits.map(
    (l) => sql`when left(key, ${l.name.length + 1}::int) = ${`${l.name}:`} then ${before(l.windowMs)}`,
  );
  return sql`case ${sql.join(cases, sql` `)} else ${before(Math.max(...limits.map((l) => l.windowMs)))} end`;
}

/**
 * Help requests and incorrect-data reports whose mail failed even after the mailer's retries: older than
 * RESEND_AFTER_MS, younger than RESEND_UNTIL_MS, in a campaign that has a working-group address. Sent with
 * the same functions the routes use, which mark `mailed_at`.
 */
export async function resendWorkingGroupMail(deps: WorkingGroupMailDeps, now: Date): Promise<ResendCounts> {
  const counts: ResendCounts = { resent: 0, resendFailed: 0 };
  if ((await hit(deps.db, RESEND_TURN, 'working-group-mail', now)).count > RESEND_TURN.limit) return counts;
  const after = new Date(now.getTime() - RESEND_UNTIL_MS);
  const before = new Date(now.getTime() - RESEND_AFTER_MS);
  const kinds = [
    { kind: 'help-request', table: helpRequests, send: (id: number) => mailHelpRequest(deps, id) },
    { kind: 'incorrect-data', table: incorrectDataReports, send: (id: number) => mailIncorrectDataReport(deps, id) },
  ] as const;
  for (const { kind, table, send } of kinds) {
    const due = await deps.db
      .select({ id: table.id })
      .from(table)
      .innerJoin(measurements, eq(measurements.id, table.measurementId))
      .where(
        and(
          isNull(table.mailedAt),
          lte(table.createdAt, before),
          gt(table.createdAt, after),
          ne(measurements.workingGroupEmail, ''),
        ),
      )
      .orderBy(asc(table.createdAt), asc(table.id))
      .limit(RESEND_BATCH);
    let failuresInARow = 0;
    for (const { id } of due) {
      try {
        if ((await send(id)) === 'sent') counts.resent += 1;
        failuresInARow = 0;
      } catch (error) {
        counts.resendFailed += 1;
        deps.log.warn(
          { event: 'housekeeping.resend_failed', kind, error: safeErrorForLog(error) },
          'working-group mail not resent',
        );
        if (++failuresInARow >= MAX_FAILURES_IN_A_ROW) break;
      }
    }
  }
  return counts;
}

/**
 * What a sweep needs; `links` (the public address) lets it send the step reminders that are due (issue #38.4), which
 * only the app's own sweeps do.
 */
export type HousekeepingDeps = WorkingGroupMailDeps & { links?: LinkConfig };

/** One sweep: delete, resend, send due reminders, and one log line with the counts only. Never throws. */
export async function runHousekeeping(
  deps: HousekeepingDeps,
): Promise<(SweepCounts & ResendCounts & { reminders?: number }) | undefined> {
  try {
    const now = deps.now();
    const swept = await sweepExpired(deps.db, now);
    const resent = await resendWorkingGroupMail(deps, now);
    const reminders = deps.links
      ? { reminders: (await sendDueReminders({ ...deps, links: deps.links }, now)).sent }
      : {};
    deps.log.info({ event: 'housekeeping.swept', ...swept, ...resent, ...reminders }, 'housekeeping');
    return { ...swept, ...resent, ...reminders };
  } catch (error) {
    deps.log.error({ event: 'housekeeping.failed', error: safeErrorForLog(error) }, 'housekeeping failed');
    return undefined;
  }
}

/** Runs runHousekeeping every SWEEP_INTERVAL_MS without keeping the process alive; `stop` waits for a running sweep. */
export function startHousekeeping(deps: HousekeepingDeps & { links: LinkConfig }): { stop: () => Promise<void> } {
  let running: Promise<unknown> | undefined;
  const timer = setInterval(() => {
    // A sweep still busy (slow SMTP) is not joined by a second one.
    running ??= runHousekeeping(deps).finally(() => {
      running = undefined;
    });
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await running;
    },
  };
}
