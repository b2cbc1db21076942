import { and, desc, eq } from 'drizzle-orm';
import type { AuditLog, OrganiserAction } from '../../contract/organisers.ts';
import { assertRunsCampaign, runsCampaign } from '../auth/organiser-sessions.ts';
import type { Db } from '../db/client.ts';
import { organiserAuditEvents, organisers } from '../db/schema.ts';

export interface AuditEntry {
  /** Null when the CLI did it: the terminal has no organiser. */
  organiserId: number | null;
  measurementId: number | null;
  action: OrganiserAction;
  /** Counts and setting names only: never a resident's name, address, answer or code. */
  detail?: Record<string, string | number | boolean>;
}

export async function recordAudit(db: Db, entry: AuditEntry, now: Date): Promise<void> {
  await db.insert(organiserAuditEvents).values({ ...entry, detail: entry.detail ?? {}, createdAt: now });
}

/** The campaign's audit log, newest first, for one of its organisers; 404 for anyone else. */
export async function auditLog(db: Db, organiserId: number, measurementId: number, limit = 200): Promise<AuditLog> {
  await assertRunsCampaign(db, organiserId, measurementId);
  const rows = await db
    .select({
      at: organiserAuditEvents.createdAt,
      organiser: organisers.email,
      action: organiserAuditEvents.action,
      detail: organiserAuditEvents.detail,
    })
    .from(organiserAuditEvents)
    .leftJoin(organisers, eq(organisers.id, organiserAuditEvents.organiserId))
    .where(and(eq(organiserAuditEvents.measurementId, measurementId), runsCampaign(organiserId, measurementId)))
    .orderBy(desc(organiserAuditEvents.createdAt), desc(organiserAuditEvents.id))
    .limit(limit);
  return {
    events: rows.map((r) => ({
      at: r.at.toISOString(),
      organiser: r.organiser,
      action: r.action as OrganiserAction,
      detail: r.detail,
    })),
  };
}
