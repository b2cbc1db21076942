import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { measurements, organiserCampaigns, organiserLoginLinks, organisers, organiserSessions } from '../db/schema.ts';
import { notFound } from '../http/http-error.ts';
import { SessionKind, type SessionAuthOf } from './session-kind.ts';

/** An organiser's session (docs/decisions/0106): the organiser, never a participator or a campaign. */
export type OrganiserAuth = SessionAuthOf<{ organiserId: number }>;

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function organiserIdByEmail(db: Db, email: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: organisers.id })
    .from(organisers)
    .where(eq(organisers.email, normaliseEmail(email)));
  return row?.id;
}

/**
 * The condition that the organiser runs the campaign, for the WHERE clause of every console statement about a
 * campaign: the ownership check is part of the statement that reads or writes, never a separate look-up.
 */
export function runsCampaign(organiserId: number, measurementId: AnyColumn | number): SQL {
  return sql`exists (select 1 from ${organiserCampaigns} where ${organiserCampaigns.organiserId} = ${organiserId} and ${organiserCampaigns.measurementId} = ${measurementId})`;
}

/**
 * 404 unless the organiser runs the campaign; with `lock` the campaign's row stays locked until the transaction
 * ends, so the check holds for the writes that follow in it.
 */
export async function assertRunsCampaign(
  db: Db,
  organiserId: number,
  measurementId: number,
  options: { lock?: boolean } = {},
): Promise<void> {
  const query = db
    .select({ id: measurements.id })
    .from(measurements)
    .where(and(eq(measurements.id, measurementId), runsCampaign(organiserId, measurementId)));
  const [row] = options.lock ? await query.for('update') : await query;
  if (!row) throw notFound();
}

/**
 * Organisers' sessions: `Authorization: Organiser <id>`, tables of their own (docs/decisions/0106). Only this kind
 * reads them, so neither a resident's `Session <id>` nor a member's `WorkingGroup <id>` ever passes.
 */
export const organiserSessionKind = new SessionKind<{ organiserId: number }>({
  scheme: 'Organiser',
  sessions: organiserSessions,
  links: organiserLoginLinks,
  holder: ['organiserId'],
});
