import { and, eq, gt, isNull, notInArray } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { measurements, workingGroupLoginLinks, workingGroupSessions } from '../db/schema.ts';
import { unauthorized } from '../http/http-error.ts';
import { hashSecret, newSecret } from './secrets.ts';
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from './sessions.ts';

/** Spec §5's login-link lifetime, the same for the working group as for residents. */
export const WORKING_GROUP_LINK_TTL_MS = 15 * 60_000;
const TOUCH_INTERVAL_MS = 60 * 1000;

/** A working-group member's session: the campaign, never a participator (docs/decisions/0065). */
export interface WorkingGroupAuth {
  measurementId: number;
  idHash: string;
}

/** The stored pseudonym of a member: a hash of the lower-cased address, so the table holds no e-mail address. */
export function memberHash(email: string): string {
  return hashSecret(`working-group:${email.trim().toLowerCase()}`);
}

/** Whether the address (case-insensitive) is on the campaign's working-group list. */
export async function isMember(db: Db, measurementId: number, hash: string): Promise<boolean> {
  const [row] = await db
    .select({ emails: measurements.workingGroupEmails })
    .from(measurements)
    .where(eq(measurements.id, measurementId));
  return (row?.emails ?? []).some((email) => memberHash(email) === hash);
}

/**
 * Ends, for good, the sessions of members whose address is no longer on the campaign's list: re-adding an address
 * later must not bring an old session back (issue 26). Called in the transaction that changes the list.
 */
export async function revokeRemovedMembers(db: Db, measurementId: number, now: Date): Promise<void> {
  const [row] = await db
    .select({ emails: measurements.workingGroupEmails })
    .from(measurements)
    .where(eq(measurements.id, measurementId));
  const listed = (row?.emails ?? []).map(memberHash);
  await db
    .update(workingGroupSessions)
    .set({ revokedAt: now })
    .where(
      and(
        eq(workingGroupSessions.measurementId, measurementId),
        isNull(workingGroupSessions.revokedAt),
        listed.length > 0 ? notInArray(workingGroupSessions.memberHash, listed) : undefined,
      ),
    );
}

/** A new single-use code for this member; the member's older unused codes stop working. */
export async function issueWorkingGroupCode(db: Db, measurementId: number, hash: string, now: Date): Promise<string> {
  const code = newSecret();
  await db.transaction(async (tx) => {
    await tx
      .update(workingGroupLoginLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(workingGroupLoginLinks.measurementId, measurementId),
          eq(workingGroupLoginLinks.memberHash, hash),
          isNull(workingGroupLoginLinks.usedAt),
        ),
      );
    await tx.insert(workingGroupLoginLinks).values({
      tokenHash: hashSecret(code),
      measurementId,
      memberHash: hash,
      expiresAt: new Date(now.getTime() + WORKING_GROUP_LINK_TTL_MS),
      createdAt: now,
    });
  });
  return code;
}

/**
 * Exchanges a code for a new working-group session: one atomic UPDATE … WHERE used_at IS NULL, so one of any
 * number of parallel exchanges wins; the member must still be on the list.
 */
export async function exchangeWorkingGroupCode(
  db: Db,
  measurementId: number,
  code: string,
  now: Date,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [link] = await tx
      .update(workingGroupLoginLinks)
      .set({ usedAt: now })
      .where(
        and(
          eq(workingGroupLoginLinks.tokenHash, hashSecret(code)),
          eq(workingGroupLoginLinks.measurementId, measurementId),
          isNull(workingGroupLoginLinks.usedAt),
          gt(workingGroupLoginLinks.expiresAt, now),
        ),
      )
      .returning({ memberHash: workingGroupLoginLinks.memberHash });
    if (!link || !(await isMember(tx, measurementId, link.memberHash))) return undefined;
    const id = newSecret();
    await tx.insert(workingGroupSessions).values({
      idHash: hashSecret(id),
      measurementId,
      memberHash: link.memberHash,
      createdAt: now,
      lastSeenAt: now,
      absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    });
    return id;
  });
}

/** The session id of an `Authorization: WorkingGroup <id>` header, or undefined. */
export function workingGroupSessionIdFromHeader(request: FastifyRequest): string | undefined {
  return /^WorkingGroup ([A-Za-z0-9_-]{43})$/.exec(request.headers.authorization ?? '')?.[1];
}

export async function revokeWorkingGroupSession(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(workingGroupSessions)
    .set({ revokedAt: now })
    .where(eq(workingGroupSessions.idHash, hashSecret(id)));
}

/**
 * `Authorization: WorkingGroup <id>` → the member's campaign, extending the idle timeout; otherwise 401. Only
 * this table is read, so a resident's `Session <id>` (other scheme, other table) never passes. A member taken
 * off the campaign's list loses every session at the next call.
 */
export function workingGroupAuthenticator(db: Db, now: () => Date) {
  return async (request: FastifyRequest): Promise<WorkingGroupAuth> => {
    const id = workingGroupSessionIdFromHeader(request);
    if (!id) throw unauthorized();
    const at = now();
    const idHash = hashSecret(id);
    const [live] = await db
      .select({
        measurementId: workingGroupSessions.measurementId,
        memberHash: workingGroupSessions.memberHash,
        lastSeenAt: workingGroupSessions.lastSeenAt,
      })
      .from(workingGroupSessions)
      .where(
        and(
          eq(workingGroupSessions.idHash, idHash),
          isNull(workingGroupSessions.revokedAt),
          gt(workingGroupSessions.absoluteExpiresAt, at),
          gt(workingGroupSessions.lastSeenAt, new Date(at.getTime() - SESSION_IDLE_MS)),
        ),
      );
    if (!live) throw unauthorized();
    if (!(await isMember(db, live.measurementId, live.memberHash))) {
      // Off the list: this session ends for good, even if the address comes back later.
      await db.update(workingGroupSessions).set({ revokedAt: at }).where(eq(workingGroupSessions.idHash, idHash));
      throw unauthorized();
    }
    if (at.getTime() - live.lastSeenAt.getTime() > TOUCH_INTERVAL_MS)
      await db.update(workingGroupSessions).set({ lastSeenAt: at }).where(eq(workingGroupSessions.idHash, idHash));
    return { measurementId: live.measurementId, idHash };
  };
}
