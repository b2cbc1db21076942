import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { answerText } from '../../contract/answer-words.ts';
import { NOT_GIVEN_AS_ANSWERS } from '../../contract/flow-script.ts';
import { planShareMessages, planShareTextsIn } from '../../contract/heat-plan-texts.ts';
import { SHARE_DAYS, type PlanShare, type ShareBody, type SharedPlan } from '../../contract/plan-shares.ts';
import { ownedHome, type Owner } from '../auth/ownership.ts';
import { hashSecret, newSecret } from '../auth/secrets.ts';
import { measurements, planShareOpenings, planShares, realEstateObjects } from '../db/schema.ts';
import type { Db } from '../db/client.ts';
import { HttpError } from '../http/http-error.ts';
import { planShareMail } from '../mail/templates.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { storedLanguage } from '../mail/household-language.ts';
import { languageFacts, type Language } from '../../vocabulary/languages.ts';
import { allAnswers } from '../households/answers.ts';
import { buildHeatPlan, type HeatPlanDeps } from './heat-plan.ts';
import { campaignLink, type LinkConfig } from '../sign-in/sign-in.ts';

/**
 * 'Mijn warmteplan' shared with consent (issue 29, docs/decisions/0101). A share names the home, the address it
 * went to and whether the answers go along; its link carries a 256-bit token that is stored only as its SHA-256,
 * like a login link. Every statement that touches a share names the owner, so another household's share is never
 * found (404); a link that was revoked or ran out answers 410.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const dateIn = (language: Language, date: Date) =>
  date.toLocaleDateString(languageFacts[language].intlLocale, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  });

interface ShareHome {
  id: number;
  address: string;
  hosts: string[];
  campaignName: string;
}

/** The owned home by bagCode, with what a share's mail needs; undefined for a home that is not the owner's. */
async function shareHome(db: Db, owner: Owner, bagCode: string): Promise<ShareHome | undefined> {
  const [row] = await db
    .select({ home: realEstateObjects, hosts: measurements.hosts, campaignName: measurements.name })
    .from(realEstateObjects)
    .innerJoin(measurements, eq(measurements.id, realEstateObjects.measurementId))
    .where(inArray(realEstateObjects.id, ownedHome(owner, { bagCode })));
  if (!row) return undefined;
  const { home } = row;
  const addition = home.houseNumberAddition ? `-${home.houseNumberAddition}` : '';
  return {
    id: home.id,
    address: `${home.street} ${home.houseNumber}${home.houseLetter ?? ''}${addition}`,
    hosts: row.hosts,
    campaignName: row.campaignName,
  };
}

/** The share's mail, in the household's language (issue #40.2): the household reads it in its preview first. */
function mailFor(home: ShareHome, body: ShareBody, link: string, expiresAt: Date, language: Language): MailMessage {
  return planShareMail(
    body.email,
    link,
    {
      address: home.address,
      includeAnswers: body.includeAnswers,
      lastDay: dateIn(language, new Date(expiresAt.getTime() - 1)),
      campaignName: home.campaignName,
    },
    language,
  );
}

/** Exactly the mail a share would send, with a placeholder where the link will be: nothing is stored or sent. */
export async function previewShare(
  db: Db,
  owner: Owner,
  bagCode: string,
  body: ShareBody,
  now: Date,
  language: Language,
) {
  const home = await shareHome(db, owner, bagCode);
  if (!home) return undefined;
  const t = planShareTextsIn(language);
  const mail = mailFor(home, body, t.linkPlaceholder, new Date(now.getTime() + SHARE_DAYS * DAY_MS), language);
  return {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    includes: [t.includesPlan, ...(body.includeAnswers ? [t.includesAnswers] : [])],
    language,
  };
}

/** What a share needs: the store, and the public address its link points at. */
export interface CreateShareDeps {
  db: Db;
  config: LinkConfig;
}

/** Stores the share and returns it with the mail to send; the token exists only in that mail. */
export async function createShare(
  deps: CreateShareDeps,
  owner: Owner,
  bagCode: string,
  body: ShareBody,
  now: Date,
  language: Language,
): Promise<{ share: PlanShare; mail: MailMessage } | undefined> {
  const home = await shareHome(deps.db, owner, bagCode);
  if (!home) return undefined;
  const token = newSecret();
  const expiresAt = new Date(now.getTime() + SHARE_DAYS * DAY_MS);
  const [row] = await deps.db
    .insert(planShares)
    .values({
      tokenHash: hashSecret(token),
      participatorId: owner.participatorId,
      realEstateId: home.id,
      measurementId: owner.measurementId,
      recipientEmail: body.email,
      includeAnswers: body.includeAnswers,
      expiresAt,
      createdAt: now,
    })
    .returning({ id: planShares.id });
  // The link names the mail's language, so the coach opens the plan in the words the household shared it in.
  const link = campaignLink('/gedeeld-plan', { code: token, taal: language }, home.hosts, deps.config);
  const [share] = await listShares(deps.db, owner, now, row!.id);
  return { share: share!, mail: mailFor(home, body, link, expiresAt, language) };
}

/** The owner's shares, newest first, each with its openings; one share when `id` is given. */
export async function listShares(db: Db, owner: Owner, now: Date, id?: number): Promise<PlanShare[]> {
  const rows = await db
    .select({ share: planShares, home: realEstateObjects })
    .from(planShares)
    .innerJoin(realEstateObjects, eq(realEstateObjects.id, planShares.realEstateId))
    .where(
      and(
        eq(planShares.participatorId, owner.participatorId),
        eq(planShares.measurementId, owner.measurementId),
        id === undefined ? undefined : eq(planShares.id, id),
      ),
    )
    .orderBy(sql`${planShares.createdAt} desc, ${planShares.id} desc`);
  if (rows.length === 0) return [];
  const openings = await db
    .select()
    .from(planShareOpenings)
    .where(
      inArray(
        planShareOpenings.shareId,
        rows.map((r) => r.share.id),
      ),
    )
    .orderBy(asc(planShareOpenings.openedAt), asc(planShareOpenings.id));
  return rows.map(({ share, home }) => {
    const addition = home.houseNumberAddition ? `-${home.houseNumberAddition}` : '';
    return {
      id: share.id,
      recipientEmail: share.recipientEmail,
      includeAnswers: share.includeAnswers,
      address: `${home.street} ${home.houseNumber}${home.houseLetter ?? ''}${addition}`,
      createdAt: share.createdAt.toISOString(),
      expiresAt: share.expiresAt.toISOString(),
      revokedAt: share.revokedAt?.toISOString() ?? null,
      status: share.revokedAt ? 'revoked' : share.expiresAt <= now ? 'expired' : 'active',
      openings: openings.filter((o) => o.shareId === share.id).map((o) => o.openedAt.toISOString()),
    };
  });
}

/** Ends the owner's share (a second revoke keeps the first time); undefined for a share that is not theirs. */
export async function revokeShare(db: Db, owner: Owner, id: number, now: Date): Promise<PlanShare | undefined> {
  const updated = await db
    .update(planShares)
    .set({ revokedAt: sql`coalesce(${planShares.revokedAt}, ${now.toISOString()}::timestamptz)` })
    .where(
      and(
        eq(planShares.id, id),
        eq(planShares.participatorId, owner.participatorId),
        eq(planShares.measurementId, owner.measurementId),
      ),
    )
    .returning({ id: planShares.id });
  if (updated.length === 0) return undefined;
  return (await listShares(db, owner, now, id))[0];
}

/**
 * The plan behind a link, for whoever holds it: no session, so the token is the whole permission. Unknown → 404;
 * revoked or expired → 410, told in words. Each successful opening is recorded for the household to see. The plan
 * is in the link's language (the share mail's); a link without one, in the household's choice, else the reader's.
 */
export async function openSharedPlan(
  deps: HeatPlanDeps,
  code: string,
  now: Date,
  language: { link: Language | undefined; reader: Language },
): Promise<SharedPlan | undefined> {
  const [share] = await deps.db
    .select()
    .from(planShares)
    .where(eq(planShares.tokenHash, hashSecret(code)));
  if (!share) return undefined;
  if (share.revokedAt !== null || share.expiresAt <= now) throw new HttpError('gone', planShareMessages.gone);
  // The plan is built as its household would see it: the owner is the share's household, its own home only.
  const owner: Owner = { participatorId: share.participatorId, measurementId: share.measurementId, sessionHash: '' };
  const plan = await buildHeatPlan(
    deps,
    owner,
    { realEstateId: share.realEstateId, measurementId: share.measurementId },
    now,
    language.link ?? (await storedLanguage(deps.db, share.participatorId)) ?? language.reader,
  );
  // The household no longer owns the home (or it is gone): nothing to show.
  if (!plan) return undefined;
  await deps.db.insert(planShareOpenings).values({ shareId: share.id, openedAt: now });
  const answers = share.includeAnswers
    ? (await allAnswers(deps.db, owner))
        .filter(
          (a) =>
            a.realEstateId === share.realEstateId &&
            a.printableKey &&
            a.printableValue &&
            !NOT_GIVEN_AS_ANSWERS.has(a.questionCode),
        )
        .map((a) => ({
          value: a.value,
          question: a.printableKey!,
          printable: a.printableValue!,
          answer: answerText({ value: a.value, printable: a.printableValue }),
        }))
    : null;
  return { plan, answers, sharedAt: share.createdAt.toISOString(), expiresAt: share.expiresAt.toISOString() };
}
