import { and, eq, isNull, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { measurements, workingGroupLoginLinks, workingGroupSessions } from '../db/schema.ts';
import { hashSecret } from './secrets.ts';
import { SessionKind, type SessionAuthOf } from './session-kind.ts';

/** A working-group member's session: the campaign and the member's pseudonym, never a participator (0065). */
export type WorkingGroupAuth = SessionAuthOf<{ measurementId: number; memberHash: string }>;

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

/**
 * Members' sessions: `Authorization: WorkingGroup <id>`, tables of their own (docs/decisions/0065). Only this kind
 * reads them, so a resident's `Session <id>` (other scheme, other table) never passes; a member taken off the
 * campaign's list can no longer exchange a code and loses every session at the next call.
 */
export const workingGroupSessionKind = new SessionKind<{ measurementId: number; memberHash: string }>({
  scheme: 'WorkingGroup',
  sessions: workingGroupSessions,
  links: workingGroupLoginLinks,
  holder: ['measurementId', 'memberHash'],
  admits: (db, { measurementId, memberHash }) => isMember(db, measurementId, memberHash),
});
