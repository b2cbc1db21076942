import { sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { loginLinks, sessions } from '../db/schema.ts';
import { announce } from '../cache/expiring-cache.ts';
import { SESSIONS_CHANNEL, sessionsEndedPayload, type Resident, type SessionsEnded } from './session-cache.ts';
import { SessionKind, type SessionAuthOf } from './session-kind.ts';

/** Parallel sessions per participator (docs/security.md A9): a new sign-in revokes the oldest beyond this. */
export const MAX_PARALLEL_SESSIONS = 5;

/** A resident's session: the household (participator) and its campaign. */
export type SessionAuth = SessionAuthOf<Resident>;

/**
 * Residents' sessions: `Authorization: Session <id>`, tables `sessions` and `login_links`. Every way a session
 * ends is announced to every instance's session cache (session-cache.ts).
 */
export const residentSessionKind = new SessionKind<Resident>({
  scheme: 'Session',
  sessions,
  links: loginLinks,
  holder: ['participatorId', 'measurementId'],
  created: async (db, { participatorId }, idHash, now) => {
    // Keep the new session and the newest others up to the cap; one statement, so parallel sign-ins cannot undercount.
    await db.execute(sql`
      update sessions set revoked_at = ${now.toISOString()}
      where participator_id = ${participatorId} and revoked_at is null and id_hash <> ${idHash}
        and id_hash not in (
          select id_hash from sessions
          where participator_id = ${participatorId} and revoked_at is null and id_hash <> ${idHash}
          order by created_at desc, id_hash limit ${MAX_PARALLEL_SESSIONS - 1})`);
    await announceSessionsEnded(db, { participatorId });
  },
  ended: (db, idHash) => announceSessionsEnded(db, { idHash }),
});

/**
 * Tells every instance's session cache (on PostgreSQL, through NOTIFY, delivered when the surrounding
 * transaction commits) that these sessions ended. The caller also evicts in its own process at once.
 */
export async function announceSessionsEnded(db: Db, ended: SessionsEnded): Promise<void> {
  await announce(db, SESSIONS_CHANNEL, sessionsEndedPayload(ended));
}

/**
 * The session a session call is about: the path's id, or — for the literal `current`, which the web app uses so
 * that no session id travels in a URL — the Authorization header's.
 */
export function sessionIdOf(request: FastifyRequest, pathValue: string): string | undefined {
  return pathValue === CURRENT_SESSION ? residentSessionKind.idFromHeader(request) : pathValue;
}
export const CURRENT_SESSION = 'current';
