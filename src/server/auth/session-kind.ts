import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { unauthorized } from '../http/http-error.ts';
import { hashSecret, newSecret } from './secrets.ts';

/**
 * The one session mechanism of residents, working-group members and organisers: a single-use e-mailed code,
 * exchanged atomically for a session; an `Authorization: <Scheme> <id>` header; idle and absolute limits;
 * revocation. Each kind keeps its own two tables and its own scheme (docs/decisions/0065, 0106, 0124), so a
 * session of one kind is never looked up as another's; what differs between kinds is declared in its spec.
 */
export const SESSION_IDLE_MS = 60 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;
/** Spec §5: an e-mailed code is valid 15 minutes and works once, for every kind. */
export const LINK_TTL_MS = 15 * 60_000;
/** Refresh last_seen_at at most once a minute: one write per minute instead of one per request. */
const TOUCH_INTERVAL_MS = 60 * 1000;

/** Who holds a session: the columns a kind's session and link rows carry besides the generic ones. */
export type Holder = Record<string, string | number>;
type Columns<K extends string> = { [Key in K]: PgColumn };
type SessionTable<K extends string> = PgTable &
  Columns<'idHash' | 'createdAt' | 'lastSeenAt' | 'absoluteExpiresAt' | 'revokedAt' | K>;
type LinkTable<K extends string> = PgTable & Columns<'tokenHash' | 'createdAt' | 'expiresAt' | 'usedAt' | K>;

export interface SessionKindSpec<H extends Holder> {
  /** The word before the id in the Authorization header; one per kind, so one kind's header fails another's. */
  scheme: 'Session' | 'WorkingGroup' | 'Organiser';
  sessions: SessionTable<keyof H & string>;
  links: LinkTable<keyof H & string>;
  /** The holder's columns, by the same property name in both tables. */
  holder: readonly (keyof H & string)[];
  /** Whether the holder may still have a session: checked at the exchange and on every call (members' list). */
  admits?: (db: Db, holder: H) => Promise<boolean>;
  /** Runs in the transaction that created a session (residents: the parallel-session cap). */
  created?: (db: Db, holder: H, idHash: string, now: Date) => Promise<void>;
  /** Runs after a session was revoked by id (residents: tell every instance's cache). */
  ended?: (db: Db, idHash: string) => Promise<void>;
}

/** A live session as a cache hands it back: only ever trusted to accept (see session-cache.ts). */
export type CachedSession<H extends Holder> = H & { lastSeenAtMs: number; absoluteExpiresAtMs: number };
export interface LiveSessionCache<H extends Holder> {
  get(idHash: string, nowMs: number, idleMs: number): CachedSession<H> | undefined;
  put(idHash: string, session: CachedSession<H>, nowMs: number): void;
  touched(idHash: string, atMs: number): void;
}

/** What an authenticated call knows of its caller: the holder and the hash of the session id, never the id. */
export type SessionAuthOf<H extends Holder> = H & { idHash: string };

export class SessionKind<H extends Holder> {
  private readonly header: RegExp;

  constructor(private readonly spec: SessionKindSpec<H>) {
    this.header = new RegExp(`^${spec.scheme} ([A-Za-z0-9_-]{43})$`);
  }

  /** The session id of an `Authorization: <Scheme> <id>` header of this kind, or undefined. */
  idFromHeader(request: FastifyRequest): string | undefined {
    return this.header.exec(request.headers.authorization ?? '')?.[1];
  }

  /** A new single-use code for the holder; their older unused codes stop working (docs/security.md C5). */
  async issueCode(db: Db, holder: H, now: Date): Promise<string> {
    const { links } = this.spec;
    const code = newSecret();
    await db.transaction(async (tx) => {
      await tx
        .update(links)
        .set(columnValues({ usedAt: now }))
        .where(and(this.matches(links, holder), isNull(links.usedAt)));
      await tx.insert(links).values({
        ...holder,
        tokenHash: hashSecret(code),
        expiresAt: new Date(now.getTime() + LINK_TTL_MS),
        createdAt: now,
      });
    });
    return code;
  }

  /**
   * Exchanges a code for a new session. Consuming is one atomic UPDATE … WHERE used_at IS NULL with the expiry
   * and `scope` (what the request names, e.g. the campaign) inside it, so of any number of parallel exchanges
   * exactly one wins (docs/security.md C2); the holder must still be admitted.
   */
  async exchangeCode(
    db: Db,
    code: string,
    scope: Partial<H>,
    now: Date,
  ): Promise<{ id: string; holder: H } | undefined> {
    const { links } = this.spec;
    return db.transaction(async (tx) => {
      const [holder] = (await tx
        .update(links)
        .set(columnValues({ usedAt: now }))
        .where(
          and(
            eq(links.tokenHash, hashSecret(code)),
            this.matches(links, scope),
            isNull(links.usedAt),
            gt(links.expiresAt, now),
          ),
        )
        .returning(this.holderColumns(links))) as H[];
      if (!holder || (this.spec.admits && !(await this.spec.admits(tx, holder)))) return undefined;
      return { id: await this.createSession(tx, holder, now), holder };
    });
  }

  /** A new session for the holder; only the id's hash is stored. Call inside a transaction. */
  async createSession(db: Db, holder: H, now: Date): Promise<string> {
    const id = newSecret();
    const idHash = hashSecret(id);
    await db.insert(this.spec.sessions).values({
      ...holder,
      idHash,
      createdAt: now,
      lastSeenAt: now,
      absoluteExpiresAt: new Date(now.getTime() + SESSION_ABSOLUTE_MS),
    });
    await this.spec.created?.(db, holder, idHash, now);
    return id;
  }

  /** The live session for this id, or undefined; does not extend it (spec: validate must not). */
  async lookup(
    db: Db,
    id: string,
    now: Date,
    cache?: LiveSessionCache<H>,
  ): Promise<(SessionAuthOf<H> & { lastSeenAtMs: number }) | undefined> {
    const idHash = hashSecret(id);
    const cached = cache?.get(idHash, now.getTime(), SESSION_IDLE_MS);
    if (cached) return { ...this.holderOf(cached), idHash, lastSeenAtMs: cached.lastSeenAtMs };
    const { sessions } = this.spec;
    const [live] = (await db
      .select({
        ...this.holderColumns(sessions),
        lastSeenAt: sessions.lastSeenAt,
        absoluteExpiresAt: sessions.absoluteExpiresAt,
      })
      .from(sessions as PgTable)
      .where(
        and(
          eq(sessions.idHash, idHash),
          isNull(sessions.revokedAt),
          gt(sessions.absoluteExpiresAt, now),
          gt(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        ),
      )) as (H & { lastSeenAt: Date; absoluteExpiresAt: Date })[];
    if (!live) return undefined;
    const holder = this.holderOf(live);
    const lastSeenAtMs = live.lastSeenAt.getTime();
    cache?.put(
      idHash,
      { ...holder, lastSeenAtMs, absoluteExpiresAtMs: live.absoluteExpiresAt.getTime() },
      now.getTime(),
    );
    return { ...holder, idHash, lastSeenAtMs };
  }

  /**
   * `Authorization: <Scheme> <id>` → the caller, extending the idle timeout; otherwise 401. Only this kind's table
   * is read. A holder no longer admitted loses the session for good at this call.
   */
  authenticator(db: Db, now: () => Date, cache?: LiveSessionCache<H>) {
    return async (request: FastifyRequest): Promise<SessionAuthOf<H>> => {
      const id = this.idFromHeader(request);
      if (!id) throw unauthorized();
      const at = now();
      const live = await this.lookup(db, id, at, cache);
      if (!live) throw unauthorized();
      const holder = this.holderOf(live);
      if (this.spec.admits && !(await this.spec.admits(db, holder))) {
        // Even if the holder is admitted again later, this session stays ended.
        await this.revokeByHash(db, live.idHash, at);
        throw unauthorized();
      }
      if (at.getTime() - live.lastSeenAtMs > TOUCH_INTERVAL_MS) {
        const { sessions } = this.spec;
        await db
          .update(sessions)
          .set(columnValues({ lastSeenAt: at }))
          .where(eq(sessions.idHash, live.idHash));
        cache?.touched(live.idHash, at.getTime());
      }
      return { ...holder, idHash: live.idHash };
    };
  }

  /** Ends the session with this id (logout). A cache in this process is the caller's to evict. */
  async revoke(db: Db, id: string, now: Date): Promise<void> {
    await this.revokeByHash(db, hashSecret(id), now);
  }

  /** Deletes sessions that can never sign anyone in again and codes that are used or expired (housekeeping). */
  async sweep(db: Db, now: Date): Promise<{ sessions: number; links: number }> {
    const { sessions, links } = this.spec;
    const deadSessions = await db
      .delete(sessions)
      .where(
        or(
          isNotNull(sessions.revokedAt),
          lte(sessions.absoluteExpiresAt, now),
          lte(sessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
        ),
      )
      .returning({ idHash: sessions.idHash });
    const deadLinks = await db
      .delete(links)
      .where(or(isNotNull(links.usedAt), lte(links.expiresAt, now)))
      .returning({ tokenHash: links.tokenHash });
    return { sessions: deadSessions.length, links: deadLinks.length };
  }

  private async revokeByHash(db: Db, idHash: string, now: Date): Promise<void> {
    const { sessions } = this.spec;
    await db
      .update(sessions)
      .set(columnValues({ revokedAt: now }))
      .where(eq(sessions.idHash, idHash));
    await this.spec.ended?.(db, idHash);
  }

  private holderColumns(table: Columns<keyof H & string>): Record<string, PgColumn> {
    return Object.fromEntries(this.spec.holder.map((key) => [key, table[key]]));
  }

  private holderOf(row: H): H {
    return Object.fromEntries(this.spec.holder.map((key) => [key, row[key]])) as Holder as H;
  }

  private matches(table: Columns<keyof H & string>, values: Partial<H>) {
    return and(...Object.entries(values).map(([key, value]) => eq(table[key as keyof H & string], value)));
  }
}

/**
 * Drizzle types `set` by a table's own columns, which a table chosen per kind does not declare statically; the
 * keys here are the generic columns that SessionTable and LinkTable require of every kind's tables.
 */
function columnValues<T extends PgTable>(values: { usedAt?: Date; lastSeenAt?: Date; revokedAt?: Date }) {
  return values as PgUpdateSetSource<T>;
}
