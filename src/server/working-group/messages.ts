import { and, desc, eq, isNull } from 'drizzle-orm';
import type { WorkingGroupMessage } from '../../contract/working-group.ts';
import type { Db } from '../db/client.ts';
import { helpRequests, incorrectDataReports, participators } from '../db/schema.ts';
import { addressesOf } from './requests.ts';

/**
 * The help requests and incorrect-data reports of one campaign, newest first, with the name, e-mail, contact and
 * addresses the privacy statement says they carry to the working group (spec §1). Nothing else of a household.
 */
export async function workingGroupMessages(db: Db, measurementId: number): Promise<WorkingGroupMessage[]> {
  const help = await db
    .select({
      id: helpRequests.id,
      participatorId: helpRequests.participatorId,
      nickname: participators.nickname,
      email: participators.email,
      contact: helpRequests.contact,
      message: helpRequests.message,
      createdAt: helpRequests.createdAt,
      handledAt: helpRequests.handledAt,
    })
    .from(helpRequests)
    .innerJoin(participators, eq(participators.id, helpRequests.participatorId))
    .where(eq(helpRequests.measurementId, measurementId))
    .orderBy(desc(helpRequests.createdAt), desc(helpRequests.id));
  const reports = await db
    .select({
      id: incorrectDataReports.id,
      participatorId: incorrectDataReports.participatorId,
      nickname: participators.nickname,
      email: participators.email,
      message: incorrectDataReports.message,
      createdAt: incorrectDataReports.createdAt,
      handledAt: incorrectDataReports.handledAt,
    })
    .from(incorrectDataReports)
    .innerJoin(participators, eq(participators.id, incorrectDataReports.participatorId))
    .where(eq(incorrectDataReports.measurementId, measurementId))
    .orderBy(desc(incorrectDataReports.createdAt), desc(incorrectDataReports.id));
  const rows = [
    ...help.map((r) => ({ ...r, kind: 'help' as const })),
    ...reports.map((r) => ({ ...r, kind: 'incorrectData' as const, contact: null })),
  ].sort((x, y) => y.createdAt.getTime() - x.createdAt.getTime());
  const addresses = new Map<number, string[]>();
  for (const r of rows)
    if (!addresses.has(r.participatorId))
      addresses.set(r.participatorId, await addressesOf(db, { participatorId: r.participatorId, measurementId }));
  return rows.map((r) => ({
    kind: r.kind,
    id: r.id,
    nickname: r.nickname ?? '',
    email: r.email ?? '',
    contact: r.contact,
    addresses: addresses.get(r.participatorId) ?? [],
    message: r.message,
    createdAt: r.createdAt.toISOString(),
    handledAt: r.handledAt?.toISOString() ?? null,
  }));
}

/** Marks one request or report of this campaign handled; false when the campaign has no such message. */
export async function markMessageHandled(
  db: Db,
  measurementId: number,
  kind: WorkingGroupMessage['kind'],
  id: number,
  now: Date,
): Promise<boolean> {
  const table = kind === 'help' ? helpRequests : incorrectDataReports;
  const [handled] = await db
    .update(table)
    .set({ handledAt: now })
    .where(and(eq(table.id, id), eq(table.measurementId, measurementId), isNull(table.handledAt)))
    .returning({ id: table.id });
  if (handled) return true;
  // Already handled counts as done (a second click, another member); only a foreign or unknown id is refused.
  const [exists] = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, id), eq(table.measurementId, measurementId)));
  return exists !== undefined;
}
