import { and, count, eq, ne, type SQL } from 'drizzle-orm';
import { revokeRemovedMembers } from '../auth/working-group-sessions.ts';
import type { Db } from '../db/client.ts';
import { measurements } from '../db/schema.ts';

type MeasurementRow = typeof measurements.$inferSelect;

/** What a campaign's settings set; its id, whether it is the default and its times are this module's to write. */
export type CampaignFields = Partial<
  Omit<typeof measurements.$inferInsert, 'id' | 'isDefault' | 'createdAt' | 'updatedAt'>
>;

/*
 * The one writer of campaign rows for the console and the CLI (issue #37.1), so both keep the same rules: one
 * default campaign at most, the installation's first campaign is its default, and members taken off the working
 * group's list lose their sessions (docs/decisions/0065). Each writes more than one statement: call it inside the
 * caller's transaction.
 */

/** A new campaign; the default one when asked or when it is the installation's first. */
export async function insertCampaign(
  db: Db,
  fields: CampaignFields & { name: string },
  now: Date,
  options: { makeDefault?: boolean } = {},
): Promise<MeasurementRow> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(measurements);
  const isDefault = options.makeDefault === true || n === 0;
  if (isDefault) await db.update(measurements).set({ isDefault: false, updatedAt: now });
  const [created] = await db
    .insert(measurements)
    .values({ ...fields, isDefault, createdAt: now, updatedAt: now })
    .returning();
  return created!;
}

/**
 * Writes the given settings of one campaign, and makes it the default one when asked; false when no campaign
 * was written (none with that id, or `allowed`, a further condition in the same statement, did not hold).
 */
export async function updateCampaign(
  db: Db,
  measurementId: number,
  fields: CampaignFields,
  now: Date,
  options: { makeDefault?: boolean; allowed?: SQL } = {},
): Promise<boolean> {
  const written = await db
    .update(measurements)
    .set({ ...fields, ...(options.makeDefault ? { isDefault: true } : {}), updatedAt: now })
    .where(and(eq(measurements.id, measurementId), options.allowed))
    .returning({ id: measurements.id });
  if (written.length === 0) return false;
  if (options.makeDefault) {
    await db
      .update(measurements)
      .set({ isDefault: false, updatedAt: now })
      .where(and(eq(measurements.isDefault, true), ne(measurements.id, measurementId)));
  }
  if (fields.workingGroupEmails) await revokeRemovedMembers(db, measurementId, now);
  return true;
}
