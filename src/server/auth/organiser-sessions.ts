import { and, eq, gt, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { measurements, organiserCampaigns, organiserLoginLinks, organisers, organiserSessions } from '../db/schema.ts';
import { notFound, unauthorized } from '../http/http-error.ts';
import { hashSecret, newSecret } from './secrets.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions.ts';

/** Spec §5's login-link lifetime, the same for organisers as for residents and members. */
export const ORGANISER_LINK_TTL_MS = 15 * 60_000;
const TOUCH_INTERVAL_MS = 60 * 1000;

/** An organiser's session (docs/decisions/0106): the organiser, never a participator or a campaign. */
export interface OrganiserAuth {
  organiserId: number;
  idHash: string;
}

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

/** A new single-use code for this organiser; their older unused codes stop working. */
export async function issueOrganiserCode(db: Db, organiserId: number, now: Date): Promise<string> {
  const code = newSecret();
  await db.transaction(async (tx) => {
    await tx
      .update(organiserLoginLinks)
      .set({ usedAt: now })
      .where(and(eq(organiserLoginLinks.organiserId, organiserId), isNull(organiserLoginLinks.usedAt)));
    await tx.insert(organiserLoginLinks).values({
      tokenHash: hashSecret(code),
      organiserId,
      expiresAt: new Date(now.getTime() + ORGANISER_LINK_TTL_MS),
      createdAt: now,
    });
  });
  return code;
}

/** Exchanges a code for a new organiser session: one atomic UPDATE … WHERE used_at IS NULL, so one exchange wins. */
export async function exchangeOrganiserCode(db: Db, code: string, now: Date): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(organiserLoginLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(organiserLoginLinks.tokenHash, hashSecret(code)),
          isNull(organiserLoginLinks.usedAt),
          gt(organiserLoginLinks.expiresAt, now),
        ),
      )
      .returning({ organiserId: organiserLoginLinks.organiserId });
    if (!link) return undefined;
    const id = newSecret();
    await tx.insert(organiserSessions).values({
      idHash: hashSecret(id),
      organiserId: link.organiserId,
      createdAt: now,
      lastSeenAt: now,
      absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    });
    return id;
  });
}

/** The session id of an `Authorization: Organiser <id>` header, or undefined. */
export function organiserSessionIdFromHeader(request: FastifyRequest): string | undefined {
  return /^Organiser ([A-Za-z0-9_-]{43})$/.exec(request.headers.authorization ?? '')?.[1];
}

export async function revokeOrganiserSession(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(organiserSessions)
    .set({ revokedAt: now })
    .where(eq(organiserSessions.idHash, hashSecret(id)));
}

/**
 * `Authorization: Organiser <id>` → the organiser, extending the idle timeout; otherwise 401. Only this table is
 * read, so neither a resident's `Session <id>` nor a member's `WorkingGroup <id>` ever passes.
 */
export function organiserAuthenticator(db: Db, now: () => Date) {
  return async (request: FastifyRequest): Promise<OrganiserAuth> => {
    const id = organiserSessionIdFromHeader(request);
    if (!id) throw unauthorized();
    const at = now();
    const idHash = hashSecret(id);
    const [live] = await db
      .select({ organiserId: organiserSessions.organiserId, lastSeenAt: organiserSessions.lastSeenAt })
      .from(organiserSessions)
      .where(
        and(
          eq(organiserSessions.idHash, idHash),
          isNull(organiserSessions.revokedAt),
          gt(organiserSessions.absoluteExpiresAt, at),
          gt(organiserSessions.lastSeenAt, new Date(at.getTime() - SESSION_IDLE_MS)),
        ),
      );
    if (!live) throw unauthorized();
    if (at.getTime() - live.lastSeenAt.getTime() > TOUCH_INTERVAL_MS)
      await db.update(organiserSessions).set({ lastSeenAt: at }).where(eq(organiserSessions.idHash, idHash));
    return { organiserId: live.organiserId, idHash };
  };
}
