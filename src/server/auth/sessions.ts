import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { sessions } from '../db/schema.ts';
import { unauthorized } from '../http/http-error.ts';
import { hashSecret, newSecret } from './secrets.ts';
import { announce } from '../cache/expiring-cache.ts';
import { SESSIONS_CHANNEL, sessionsEndedPayload, type SessionCache, type SessionsEnded } from './session-cache.ts';

export const SESSION_IDLE_MS = 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Parallel sessions per participator (docs/security.md A9): a new sign-in revokes the oldest beyond this. */
export const MAX_PARALLEL_SESSIONS = 5;
/** Refresh last_seen_at at most once a minute: one write per minute instead of one per request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

export interface SessionAuth {
  participatorId: number;
  measurementId: number;
  idHash: string;
}

export async function createSession(db: Db, participatorId: number, measurementId: number, now: Date): Promise<string> {
  const id = newSecret();
  await db.insert(sessions).values({
    idHash: hashSecret(id),
    participatorId,
    measurementId,
    createdAt: now,
    lastSeenAt: now,
    absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
  });
  const idHash = hashSecret(id);
  // Keep the new session and the newest others up to the cap; one statement, so parallel sign-ins cannot undercount.
  await db.execute(sql`
    update sessions set revoked_at = ${now.toISOString()}
    where participator_id = ${participatorId} and revoked_at is null and id_hash <> ${idHash}
      and id_hash not in (
        select id_hash from sessions
        where participator_id = ${participatorId} and revoked_at is null and id_hash <> ${idHash}
        order by created_at desc, id_hash limit ${MAX_PARALLEL_SESSIONS - 1})`);
  await announceSessionsEnded(db, { participatorId });
  return id;
}

export interface LiveSession extends SessionAuth {
  lastSeenAt: Date;
  absoluteExpiresAt: Date;
}

/** The live session for this id, or undefined; does not extend it (spec: validate must not). */
export async function findLiveSession(db: Db, id: string, now: Date): Promise<LiveSession | undefined> {
  const [row] = await db
    .select({
      idHash: sessions.idHash,
      participatorId: sessions.participatorId,
      measurementId: sessions.measurementId,
      lastSeenAt: sessions.lastSeenAt,
      absoluteExpiresAt: sessions.absoluteExpiresAt,
    })
    .from(sessions)
    .where(
      and(
        eq(sessions.idHash, hashSecret(id)),
        isNull(sessions.revokedAt),
        gt(sessions.absoluteExpiresAt, now),
        gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
      ),
    );
  return row;
}

/** Like findLiveSession, but answers from the cache when it may (see session-cache.ts for the rules). */
export async function lookupSession(
  db: Db,
  cache: SessionCache,
  id: string,
  now: Date,
): Promise<(SessionAuth & { lastSeenAtMs: number }) | undefined> {
  const idHash = hashSecret(id);
  const cached = cache.get(idHash, now.getTime(), SESSION_IDLE_MS);
  if (cached)
    return {
      idHash,
      participatorId: cached.participatorId,
      measurementId: cached.measurementId,
      lastSeenAtMs: cached.lastSeenAtMs,
    };
  const live = await findLiveSession(db, id, now);
  if (!live) return undefined;
  const lastSeenAtMs = live.lastSeenAt.getTime();
  cache.put(
    idHash,
    {
      participatorId: live.participatorId,
      measurementId: live.measurementId,
      lastSeenAtMs,
      absoluteExpiresAtMs: live.absoluteExpiresAt.getTime(),
    },
    now.getTime(),
  );
  return { idHash, participatorId: live.participatorId, measurementId: live.measurementId, lastSeenAtMs };
}

export async function revokeSession(db: Db, id: string, now: Date): Promise<void> {
  const idHash = hashSecret(id);
  await db.update(sessions).set({ revokedAt: now }).where(eq(sessions.idHash, idHash));
  await announceSessionsEnded(db, { idHash });
}

/**
 * Tells every instance's session cache (on PostgreSQL, through NOTIFY, delivered when the surrounding
 * transaction commits) that these sessions ended. The caller also evicts in its own process at once.
 */
export async function announceSessionsEnded(db: Db, ended: SessionsEnded): Promise<void> {
  await announce(db, SESSIONS_CHANNEL, sessionsEndedPayload(ended));
}

/** The session id of an `Authorization: Session <id>` header, or undefined. */
export function sessionIdFromHeader(request: FastifyRequest): string | undefined {
  return /^Session ([A-Za-z0-9_-]{43})$/.exec(request.headers.authorization ?? '')?.[1];
}

/**
 * The session a session call is about: the path's id, or — for the literal `current`, which the web app uses so
 * that no session id travels in a URL — the Authorization header's.
 */
export function sessionIdOf(request: FastifyRequest, pathValue: string): string | undefined {
  return pathValue === CURRENT_SESSION ? sessionIdFromHeader(request) : pathValue;
}
export const CURRENT_SESSION = 'current';

/** `Authorization: Session <id>` → the caller, extending the idle timeout; otherwise 401. */
export function sessionAuthenticator(db: Db, cache: SessionCache, now: () => Date) {
  return async (request: FastifyRequest): Promise<SessionAuth> => {
    const id = sessionIdFromHeader(request);
    if (!id) throw unauthorized();
    const at = now();
    const live = await lookupSession(db, cache, id, at);
    if (!live) throw unauthorized();
    if (at.getTime() - live.lastSeenAtMs > TOUCH_INTERVAL_MS) {
      await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.idHash, live.idHash));
      cache.touched(live.idHash, at.getTime());
    }
    return { participatorId: live.participatorId, measurementId: live.measurementId, idHash: live.idHash };
  };
}
