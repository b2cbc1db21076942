import { createHash } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import { queryRows, type Db } from '../db/client.ts';
import { rateLimitCounters } from '../db/schema.ts';

/**
 * Fixed-window counters in rate_limit_counters, shared by every instance on PostgreSQL
 * (docs/decisions/0033-api-rate-limit-store.md). One atomic upsert per hit: no read-modify-write,
 * so parallel requests on several instances count exactly.
 * Keys hold a SHA-256 of the subject (IP, address, e-mail), never the subject itself.
 */
export interface RateLimit {
  name: string;
  limit: number;
  windowMs: number;
}

export const LIMITS = {
  activationPerIp: { name: 'activate:ip', limit: 10, windowMs: 15 * 60_000 },
  activationPerAddress: { name: 'activate:address', limit: 10, windowMs: 15 * 60_000 },
  /**
   * While an address is over its limit, each client still gets this many tries for it in the window, so a
   * resident with the right code gets in while a stranger hammers their address (ADR 0053).
   */
  activationPerAddressClient: { name: 'activate:address-client', limit: 2, windowMs: 15 * 60_000 },
  loginLinkPerEmail: { name: 'link:email', limit: 5, windowMs: 60 * 60_000 },
  loginLinkPerIp: { name: 'link:ip', limit: 20, windowMs: 60 * 60_000 },
  /** Help requests and incorrect-data reports together, per participator. */
  messagesPerParticipator: { name: 'message:participator', limit: 10, windowMs: 60 * 60_000 },
  /** Name and e-mail changes per participator: bounds the mails one household can make the server send (docs/decisions/0092). */
  participatorUpdatesPerParticipator: { name: 'participator:update', limit: 10, windowMs: 60 * 60_000 },
  /**
   * Plan shares per participator: each sends a mail to an address the household types (issue 29). An hour's
   * window like the others, so housekeeping's longest window stays an hour.
   */
  planSharesPerParticipator: { name: 'plan:share', limit: 10, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateLimit>;

/**
 * What a counter counts: one value, or several (an address and a client) hashed one by one, so that every
 * counter of the first value shares a prefix and can go with it (deleting my data, docs/decisions/0116).
 */
export type Subject = string | number | readonly [string | number, string | number];

export function limitKey(limit: RateLimit, subject: Subject): string {
  const parts = typeof subject === 'object' ? subject : [subject];
  return [limit.name, ...parts.map(hashPart)].join(':');
}

/** The keys of every counter of `limit` whose subject starts with `first` (`like` pattern). */
export function limitKeysOf(limit: RateLimit, first: string | number): string {
  return `${limitKey(limit, first)}:%`;
}

function hashPart(value: string | number): string {
  return createHash('sha256').update(String(value).toLowerCase()).digest('hex').slice(0, 32);
}

export interface Count {
  count: number;
  /** Seconds until the window ends (for Retry-After). */
  retryAfterS: number;
}

/** Counts one hit and returns the count in the current window (1 when the window had expired). */
export async function hit(db: Db, limit: RateLimit, subject: Subject, now: Date): Promise<Count> {
  const key = limitKey(limit, subject);
  const expiredBefore = new Date(now.getTime() - limit.windowMs);
  const [row] = await queryRows<{ count: number; window_started_at: string | Date }>(
    db,
    sql`
    insert into rate_limit_counters (key, count, window_started_at) values (${key}, 1, ${now.toISOString()})
    on conflict (key) do update set
      count = case when rate_limit_counters.window_started_at <= ${expiredBefore.toISOString()} then 1 else rate_limit_counters.count + 1 end,
      window_started_at = case when rate_limit_counters.window_started_at <= ${expiredBefore.toISOString()} then ${now.toISOString()}::timestamptz else rate_limit_counters.window_started_at end
    returning count, window_started_at`,
  );
  return toCount(row, limit, now);
}

/** The count in the current window without counting (0 when none or expired). */
export async function peek(db: Db, limit: RateLimit, subject: Subject, now: Date): Promise<Count> {
  const key = limitKey(limit, subject);
  const [row] = await queryRows<{ count: number; window_started_at: string | Date }>(
    db,
    sql`select count, window_started_at from rate_limit_counters where key = ${key} and window_started_at > ${new Date(now.getTime() - limit.windowMs).toISOString()}`,
  );
  return toCount(row, limit, now);
}

/** Takes back one hit (a successful sign-in should not count towards the failure limit). */
export async function refund(db: Db, limit: RateLimit, subject: Subject): Promise<void> {
  await db.execute(
    sql`update rate_limit_counters set count = greatest(count - 1, 0) where key = ${limitKey(limit, subject)}`,
  );
}

export async function reset(db: Db, limit: RateLimit, subjects: Subject[]): Promise<void> {
  if (subjects.length === 0) return;
  await db.delete(rateLimitCounters).where(
    inArray(
      rateLimitCounters.key,
      subjects.map((s) => limitKey(limit, s)),
    ),
  );
}

function toCount(
  row: { count: number; window_started_at: string | Date } | undefined,
  limit: RateLimit,
  now: Date,
): Count {
  if (!row) return { count: 0, retryAfterS: 0 };
  const started = new Date(row.window_started_at).getTime();
  return {
    count: Number(row.count),
    retryAfterS: Math.max(1, Math.ceil((started + limit.windowMs - now.getTime()) / 1000)),
  };
}
