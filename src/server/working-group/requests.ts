import { and, asc, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import { hashSecret, newSecret } from '../auth/secrets.ts';
import type { Owner } from '../auth/ownership.ts';
import type { Db } from '../db/client.ts';
import type { Language } from '../../vocabulary/languages.ts';
import {
  helpRequests,
  incorrectDataReports,
  measurements,
  participatorRealEstates,
  participators,
  realEstateObjects,
} from '../db/schema.ts';

/**
 * Name, e-mail and language changes, help requests and incorrect-data reports. Only the last two reach the working
 * group, by mail, with the resident's name and e-mail (privacy statement: only then).
 */
export type ParticipatorRow = typeof participators.$inferSelect;

/**
 * The name changes at once. An e-mail address other than the confirmed one only waits, with a fresh single-use
 * code (docs/decisions/0092): the caller mails it to that address after answering, and the address becomes the
 * household's when the link is opened (`confirmEmail`). Asking for the confirmed address again drops what waited.
 * Whether another household already has the address is not looked at here, so the answer never tells.
 */
export async function updateParticipator(
  db: Db,
  owner: Owner,
  input: { nickname: string; email: string },
  now: Date,
): Promise<{ row: ParticipatorRow; confirmationCode: string | null } | undefined> {
  return db.transaction(async (tx) => {
    const mine = and(eq(participators.id, owner.participatorId), eq(participators.measurementId, owner.measurementId));
    const [before] = await tx.select({ email: participators.email }).from(participators).where(mine).for('update');
    if (!before) return undefined;
    const unchanged = before.email !== null && before.email.toLowerCase() === input.email.toLowerCase();
    const confirmationCode = unchanged ? null : newSecret();
    const [row] = await tx
      .update(participators)
      .set({
        nickname: input.nickname,
        pendingEmail: confirmationCode ? input.email : null,
        pendingEmailTokenHash: confirmationCode ? hashSecret(confirmationCode) : null,
        pendingEmailExpiresAt: confirmationCode ? new Date(now.getTime() + EMAIL_CONFIRMATION_TTL_MS) : null,
        updatedAt: now,
      })
      .where(mine)
      .returning();
    return { row: row!, confirmationCode };
  });
}

/** The household's language in the app (issue #40.4); undefined when the owner's household is not there. */
export async function setLanguage(db: Db, owner: Owner, language: Language, now: Date): Promise<true | undefined> {
  const rows = await db
    .update(participators)
    .set({ language, updatedAt: now })
    .where(and(eq(participators.id, owner.participatorId), eq(participators.measurementId, owner.measurementId)))
    .returning({ id: participators.id });
  return rows.length > 0 ? true : undefined;
}

/** Two days: long enough for a resident who reads mail once a day, short enough that a forgotten request lapses. */
export const EMAIL_CONFIRMATION_TTL_MS = 48 * 60 * 60_000;

export type EmailConfirmation =
  | { result: 'confirmed'; participatorId: number; email: string; previousEmail: string | null }
  | { result: 'unknown' }
  | { result: 'in_use' };

/**
 * Opening the mailed link: the waiting address becomes the household's, once. `in_use` when another household of
 * the campaign confirmed the same address in the meantime (only the address's owner holds this code, so saying so
 * tells nobody else anything).
 */
export async function confirmEmail(db: Db, code: string, now: Date): Promise<EmailConfirmation> {
  try {
    return await db.transaction(async (tx) => {
      const waiting = and(
        eq(participators.pendingEmailTokenHash, hashSecret(code)),
        gt(participators.pendingEmailExpiresAt, now),
      );
      const [before] = await tx
        .select({ id: participators.id, email: participators.email, pendingEmail: participators.pendingEmail })
        .from(participators)
        .where(waiting)
        .for('update');
      if (!before?.pendingEmail) return { result: 'unknown' as const };
      await tx
        .update(participators)
        .set({
          email: before.pendingEmail,
          pendingEmail: null,
          pendingEmailTokenHash: null,
          pendingEmailExpiresAt: null,
          updatedAt: now,
        })
        .where(eq(participators.id, before.id));
      return {
        result: 'confirmed' as const,
        participatorId: before.id,
        email: before.pendingEmail,
        previousEmail: before.email,
      };
    });
  } catch (error) {
    if (isUniqueViolation(error)) return { result: 'in_use' };
    throw error;
  }
}

/**
 * The other household of the campaign that already signs in with this address, if any (for the mail, never the
 * answer): its id, so the mail it gets is in its language.
 */
export async function emailInUse(db: Db, owner: RequestOwner, email: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: participators.id })
    .from(participators)
    .where(
      and(
        eq(participators.measurementId, owner.measurementId),
        ne(participators.id, owner.participatorId),
        sql`lower(${participators.email}) = ${email.toLowerCase()}`,
      ),
    );
  return row?.id;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23505') return true;
  }
  return false;
}

export interface Campaign {
  name: string;
  workingGroupEmail: string;
  /** The campaign's language (record 0154), which the mails to the working group's address are in (record 0161). */
  language: Language;
}

export async function campaignOf(db: Db, measurementId: number): Promise<Campaign | undefined> {
  const [row] = await db
    .select({
      name: measurements.name,
      workingGroupEmail: measurements.workingGroupEmail,
      language: measurements.language,
    })
    .from(measurements)
    .where(eq(measurements.id, measurementId));
  return row;
}

/** The household a stored request belongs to (no session: the mail may be sent again later, see working-group-mail.ts). */
export type RequestOwner = Pick<Owner, 'participatorId' | 'measurementId'>;

export async function contactOf(
  db: Db,
  owner: RequestOwner,
): Promise<{ nickname: string | null; email: string | null } | undefined> {
  const [row] = await db
    .select({ nickname: participators.nickname, email: participators.email })
    .from(participators)
    .where(and(eq(participators.id, owner.participatorId), eq(participators.measurementId, owner.measurementId)));
  return row;
}

export async function addressesOf(db: Db, owner: RequestOwner): Promise<string[]> {
  const rows = await db
    .select({ home: realEstateObjects })
    .from(realEstateObjects)
    .innerJoin(participatorRealEstates, eq(participatorRealEstates.realEstateId, realEstateObjects.id))
    .where(
      and(
        eq(participatorRealEstates.participatorId, owner.participatorId),
        eq(realEstateObjects.measurementId, owner.measurementId),
      ),
    )
    .orderBy(asc(realEstateObjects.id));
  return rows.map(
    ({ home: r }) =>
      `${r.street} ${r.houseNumber}${r.houseLetter ?? ''}${r.houseNumberAddition ? `-${r.houseNumberAddition}` : ''}, ${r.postalCode} ${r.city}`,
  );
}

export async function storeHelpRequest(
  db: Db,
  owner: Owner,
  input: {
    message: string;
    contact?: string | undefined;
    url: string;
    flow?: string | null | undefined;
    flowHistory?: string | undefined;
  },
  now: Date,
): Promise<number> {
  const [row] = await db
    .insert(helpRequests)
    .values({
      measurementId: owner.measurementId,
      participatorId: owner.participatorId,
      message: input.message,
      contact: input.contact || null,
      url: input.url,
      flowId: input.flow ?? null,
      flowHistory: input.flowHistory ?? null,
      createdAt: now,
    })
    .returning({ id: helpRequests.id });
  return row!.id;
}

export async function storeIncorrectDataReport(db: Db, owner: Owner, message: string, now: Date): Promise<number> {
  const [row] = await db
    .insert(incorrectDataReports)
    .values({ measurementId: owner.measurementId, participatorId: owner.participatorId, message, createdAt: now })
    .returning({ id: incorrectDataReports.id });
  return row!.id;
}

export async function markHelpRequestMailed(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(helpRequests)
    .set({ mailedAt: at })
    .where(and(eq(helpRequests.id, id), isNull(helpRequests.mailedAt)));
}

export async function markReportMailed(db: Db, id: number, at: Date): Promise<void> {
  await db
    .update(incorrectDataReports)
    .set({ mailedAt: at })
    .where(and(eq(incorrectDataReports.id, id), isNull(incorrectDataReports.mailedAt)));
}
