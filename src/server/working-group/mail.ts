import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.ts';
import { helpRequests, incorrectDataReports } from '../db/schema.ts';
import type { Mailer } from '../mail/mailer.ts';
import { helpRequestMail, incorrectDataMail, letterGuessedMail, type ResidentContact } from '../mail/templates.ts';
import { addressesOf, campaignOf, contactOf, markHelpRequestMailed, markReportMailed } from './requests.ts';

/**
 * The two mails that carry a resident's name and e-mail to the working group (privacy statement: only
 * then). One function each builds and sends its mail from the stored row and marks `mailed_at` once the
 * mailer (with its own retries) has delivered it. The routes call them right after storing the row; the
 * housekeeping sweep calls them again for rows whose mail never went out.
 * Throws when sending fails (the row stays unmailed); never logs an address or content.
 */
export interface WorkingGroupMailDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now: () => Date;
}

/** 'gone' when the row no longer exists (the resident deleted their data); 'no-address' when the campaign has no working-group address. */
export type MailOutcome = 'sent' | 'no-address' | 'gone';

export async function mailHelpRequest(deps: WorkingGroupMailDeps, id: number): Promise<MailOutcome> {
  const [row] = await deps.db.select().from(helpRequests).where(eq(helpRequests.id, id));
  if (!row) return 'gone';
  const owner = { participatorId: row.participatorId, measurementId: row.measurementId };
  const [campaign, contact] = await Promise.all([campaignOf(deps.db, row.measurementId), contactOf(deps.db, owner)]);
  if (!campaign?.workingGroupEmail) return unmailed(deps.log, 'help-request');
  await deps.mailer.send(
    helpRequestMail(
      campaign.workingGroupEmail,
      contact ?? null,
      row.message,
      { campaignName: campaign.name, page: row.url, flow: row.flowId, reachableAt: row.contact },
      campaign.language,
    ),
  );
  await markHelpRequestMailed(deps.db, id, deps.now());
  return 'sent';
}

/**
 * `contact` is the name and e-mail the resident typed in the report form; they are not stored. A resend
 * (no `contact`) uses the participator's stored nickname and e-mail instead — the contact details the
 * resident gave for their account, and the same ones a help request carries.
 */
export async function mailIncorrectDataReport(
  deps: WorkingGroupMailDeps,
  id: number,
  contact?: ResidentContact,
): Promise<MailOutcome> {
  const [row] = await deps.db.select().from(incorrectDataReports).where(eq(incorrectDataReports.id, id));
  if (!row) return 'gone';
  const owner = { participatorId: row.participatorId, measurementId: row.measurementId };
  const [campaign, addresses, stored] = await Promise.all([
    campaignOf(deps.db, row.measurementId),
    addressesOf(deps.db, owner),
    contact ? Promise.resolve(undefined) : contactOf(deps.db, owner),
  ]);
  if (!campaign?.workingGroupEmail) return unmailed(deps.log, 'incorrect-data');
  await deps.mailer.send(
    incorrectDataMail(
      campaign.workingGroupEmail,
      contact ?? stored ?? null,
      row.message,
      { campaignName: campaign.name, addresses },
      campaign.language,
    ),
  );
  await markReportMailed(deps.db, id, deps.now());
  return 'sent';
}

function unmailed(log: FastifyBaseLogger, kind: string): 'no-address' {
  log.warn({ event: 'request.unmailed', kind }, 'campaign has no working-group address');
  return 'no-address';
}

/** Tells the working group that an address's letter code has been guessed at often; the letter still works (0090). */
export async function mailLetterGuessed(
  deps: WorkingGroupMailDeps,
  address: { measurementId: number; postalCode: string; houseNumber: number },
): Promise<MailOutcome> {
  const campaign = await campaignOf(deps.db, address.measurementId);
  if (!campaign?.workingGroupEmail) return unmailed(deps.log, 'letter-guessed');
  await deps.mailer.send(letterGuessedMail(campaign.workingGroupEmail, address, campaign.name, campaign.language));
  return 'sent';
}
