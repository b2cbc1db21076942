import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import {
  REMINDER_INTERVAL_DAYS,
  REMINDER_MAILS,
  REMINDER_MAX_YEARS,
  type ReminderBody,
  type ReminderStepCode,
  type StepReminder,
} from '../../contract/route-steps.ts';
import { reminderMailText, routeStepMessages, stepTitle } from '../../contract/route-steps-texts.ts';
import type { Route } from '../../engine/index.ts';
import { ownedHome, type Owner } from '../auth/ownership.ts';
import { hashSecret, newSecret } from '../auth/secrets.ts';
import { queryRows, type Db } from '../db/client.ts';
import { participators, stepReminders } from '../db/schema.ts';
import { HttpError } from '../http/http-error.ts';
import { safeErrorForLog } from '../logger.ts';
import type { Mailer } from '../mail/mailer.ts';
import { campaignLink, type LinkConfig } from '../sign-in/sign-in.ts';
import { addDays, amsterdamDay } from './days.ts';
import { ownedStep, reminderDto, type StepsDeps } from './route-steps.ts';

/**
 * Reminder mails, only when asked (issue #38.4, docs/decisions/0129). A row in step_reminders is the resident's
 * choice; nothing is mailed without one. Each mail names the step and nothing else of the home, and carries a stop
 * link of its own whose token is kept only as its SHA-256. The stop link answers the same for every code.
 */

type Ref = { bagCode: string; route: Route; stepCode: ReminderStepCode };

/** Asks for (or renews) the reminder of a step of a route the household chose. */
export async function askReminder(
  deps: StepsDeps,
  owner: Owner,
  ref: Ref,
  body: ReminderBody,
  now: Date,
): Promise<StepReminder | undefined> {
  const today = amsterdamDay(now);
  if (body.remindOn < today) throw new HttpError('bad_request', routeStepMessages.tooEarly, 'body.remindOn');
  if (body.remindOn > addDays(today, REMINDER_MAX_YEARS * 365))
    throw new HttpError('bad_request', routeStepMessages.tooLate, 'body.remindOn');
  const found = await ownedStep(deps, owner, ref, now);
  if (!found) return undefined;
  const [person] = await deps.db
    .select({ email: participators.email })
    .from(participators)
    .where(and(eq(participators.id, owner.participatorId), eq(participators.measurementId, owner.measurementId)));
  if (!person?.email) throw new HttpError('conflict', routeStepMessages.noEmail);
  // A renewed reminder starts again; the links of mails already sent keep working (they stop this one).
  const [row] = await queryRows<{ id: number }>(
    deps.db,
    sql`
    insert into step_reminders (participator_id, measurement_id, real_estate_id, route, step_code, remind_on, created_at, updated_at)
    select ${owner.participatorId}, ${owner.measurementId}, h.id, ${ref.route}, ${ref.stepCode}, ${body.remindOn}::date,
      ${now.toISOString()}, ${now.toISOString()}
    from ${ownedHome(owner, { bagCode: ref.bagCode })} h
    on conflict (participator_id, real_estate_id, route, step_code) do update set
      remind_on = excluded.remind_on, mails_sent = 0, last_sent_at = null, stopped_at = null, updated_at = excluded.updated_at
    returning id`,
  );
  if (!row) return undefined;
  const [stored] = await deps.db.select().from(stepReminders).where(eq(stepReminders.id, row.id));
  return reminderDto(stored!, found.step.status === 'done');
}

/** Stops one of the owner's reminders (the step's button, Mijn data); undefined when it is not theirs. */
export async function stopReminder(db: Db, owner: Owner, id: number, now: Date): Promise<StepReminder | undefined> {
  const [row] = await db
    .update(stepReminders)
    .set({ stoppedAt: sql`coalesce(${stepReminders.stoppedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
    .where(
      and(
        eq(stepReminders.id, id),
        eq(stepReminders.participatorId, owner.participatorId),
        eq(stepReminders.measurementId, owner.measurementId),
      ),
    )
    .returning();
  return row && reminderDto(row, false);
}

/** The mail's stop link: stops the reminder whose mail held this code, if any; says nothing either way. */
export async function stopReminderByCode(db: Db, code: string, now: Date): Promise<void> {
  await db
    .update(stepReminders)
    .set({ stoppedAt: sql`coalesce(${stepReminders.stoppedAt}, ${now.toISOString()}::timestamptz)`, updatedAt: now })
    .where(sql`${stepReminders.stopTokenHashes} @> ${JSON.stringify([hashSecret(code)])}::jsonb`);
}

export interface ReminderMailDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  links: LinkConfig;
}

/** Per run; a mailer that fails three times in a row is down, and the rest waits for the next sweep. */
const BATCH = 100;
const MAX_FAILURES_IN_A_ROW = 3;

interface DueRow {
  id: number;
  route: Route;
  step_code: ReminderStepCode;
  remind_on: string;
  mails_sent: number;
  email: string;
  hosts: string[];
}

/**
 * Sends every reminder that is due today (Amsterdam) and still wanted: not stopped, fewer than REMINDER_MAILS sent,
 * its step not marked done, and the household still has an address. Each mail is claimed by moving the reminder on
 * before it is sent, so two instances never send one twice; a mail the mailer could not deliver is not retried
 * (a reminder is a courtesy, and the next one follows a week later).
 */
export async function sendDueReminders(deps: ReminderMailDeps, now: Date): Promise<{ sent: number; failed: number }> {
  const today = amsterdamDay(now);
  const due = await queryRows<DueRow>(
    deps.db,
    sql`
    select r.id, r.route, r.step_code, to_char(r.remind_on, 'YYYY-MM-DD') as remind_on, r.mails_sent, p.email, m.hosts
    from step_reminders r
    join participators p on p.id = r.participator_id
    join measurements m on m.id = r.measurement_id
    where r.stopped_at is null and r.mails_sent < ${REMINDER_MAILS} and r.remind_on <= ${today}::date
      and p.email is not null
      and not exists (
        select 1 from route_steps s
        where s.participator_id = r.participator_id and s.real_estate_id = r.real_estate_id
          and s.route = r.route and s.step_code = r.step_code and s.status = 'done')
    order by r.remind_on, r.id
    limit ${BATCH}`,
  );
  const counts = { sent: 0, failed: 0 };
  let failuresInARow = 0;
  for (const reminder of due) {
    const code = newSecret();
    const claimed = await queryRows<{ id: number }>(
      deps.db,
      sql`
      update step_reminders set
        mails_sent = mails_sent + 1,
        remind_on = ${addDays(today, REMINDER_INTERVAL_DAYS)}::date,
        last_sent_at = ${now.toISOString()},
        stop_token_hashes = stop_token_hashes || ${JSON.stringify([hashSecret(code)])}::jsonb,
        updated_at = ${now.toISOString()}
      where id = ${reminder.id} and mails_sent = ${reminder.mails_sent} and stopped_at is null
      returning id`,
    );
    if (claimed.length === 0) continue;
    const mail = reminderMailText(
      stepTitle(reminder.step_code, reminder.route),
      campaignLink('/dashboard', {}, reminder.hosts, deps.links),
      campaignLink('/herinnering-stoppen', { code }, reminder.hosts, deps.links),
    );
    try {
      await deps.mailer.send({ kind: 'step-reminder', to: reminder.email, ...mail });
      counts.sent += 1;
      failuresInARow = 0;
    } catch (error) {
      counts.failed += 1;
      deps.log.warn({ event: 'reminders.send_failed', error: safeErrorForLog(error) }, 'reminder mail not sent');
      if (++failuresInARow >= MAX_FAILURES_IN_A_ROW) break;
    }
  }
  return counts;
}
