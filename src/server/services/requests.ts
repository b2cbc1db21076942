import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Owner } from '../auth/ownership.ts';
import type { Db } from '../db/client.ts';
import {
  helpRequests,
  incorrectDataReports,
  measurements,
  participatorRealEstates,
  participators,
  realEstateObjects,
} from '../db/schema.ts';
import { HttpError } from '../http-error.ts';

/**
 * Name and e-mail changes, help requests and incorrect-data reports. Only the last two reach the working
 * group, by mail, with the resident's name and e-mail (privacy statement: only then).
 */
export type ParticipatorRow = typeof participators.$inferSelect;

export async function updateParticipator(
  db: Db,
  owner: Owner,
  input: { nickname: string; email: string },
  now: Date,
): Promise<{ row: ParticipatorRow; previousEmail: string | null } | undefined> {
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx
        .select({ email: participators.email })
        .from(participators)
        .where(and(eq(participators.id, owner.participatorId), eq(participators.measurementId, owner.measurementId)))
        .for('update');
      if (!before) return undefined;
      const [row] = await tx
        .update(participators)
        .set({ nickname: input.nickname, email: input.email, updatedAt: now })
        .where(and(eq(participators.id, owner.participatorId), eq(participators.measurementId, owner.measurementId)))
        .returning();
      return { row: row!, previousEmail: before.email };
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw new HttpError('conflict', 'Dit e-mailadres hoort al bij een andere woning in deze buurt.', 'body.email');
    throw error;
  }
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
}

export async function campaignOf(db: Db, measurementId: number): Promise<Campaign | undefined> {
  const [row] = await db
    .select({ name: measurements.name, workingGroupEmail: measurements.workingGroupEmail })
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
