import { ExpiringCache } from '../cache/expiring-cache.ts';
import type { CachedSession as Cached, LiveSessionCache } from './session-kind.ts';

/**
 * Live sessions seen in the last few seconds, so most requests skip the session query.
 *
 * Safety rules:
 * - The cache only ever *accepts*: an entry past its lifetime, its idle limit or its absolute limit is ignored
 *   and the database decides — so a session another instance kept alive is never rejected from stale data.
 * - Every way a session ends evicts at once in this process (logout, the parallel-session cap, deleting the
 *   participator), and on PostgreSQL every other instance evicts on the NOTIFY the ending statement sends.
 * - Entries live at most 10 seconds, which bounds any eviction that could still be missed.
 */
export const SESSIONS_CHANNEL = 'buurtwarmte_sessions';

/** Who holds a resident's session: the household and its campaign. */
export type Resident = { participatorId: number; measurementId: number };
type CachedSession = Cached<Resident>;

export type SessionsEnded = { idHash: string } | { participatorId: number };

export function sessionsEndedPayload(ended: SessionsEnded): string {
  return 'idHash' in ended ? `s:${ended.idHash}` : `p:${ended.participatorId}`;
}

export class SessionCache implements LiveSessionCache<Resident> {
  private readonly entries = new ExpiringCache<CachedSession>(10_000, 50_000);

  /** A live entry, or undefined (unknown, or too old to trust without asking the database). */
  get(idHash: string, nowMs: number, idleMs: number): CachedSession | undefined {
    const entry = this.entries.get(idHash, nowMs);
    if (!entry) return undefined;
    if (nowMs < entry.absoluteExpiresAtMs && nowMs - entry.lastSeenAtMs < idleMs) return entry;
    this.entries.delete(idHash);
    return undefined;
  }

  put(idHash: string, session: CachedSession, nowMs: number): void {
    this.entries.put(idHash, { ...session }, nowMs);
  }

  touched(idHash: string, atMs: number): void {
    const entry = this.entries.get(idHash, atMs);
    if (entry) entry.lastSeenAtMs = atMs;
  }

  evict(ended: SessionsEnded): void {
    if ('idHash' in ended) this.entries.delete(ended.idHash);
    else this.entries.evictWhere((s) => s.participatorId === ended.participatorId);
  }

  /** Forgets every session: notifications may have been missed while the LISTEN connection was down. */
  clear(): void {
    this.entries.clear();
  }

  /** Applies a NOTIFY payload from another instance (or this one); anything unreadable clears everything. */
  evictByPayload(payload: string): void {
    const [kind, value] = [payload.slice(0, 2), payload.slice(2)];
    if (kind === 's:' && /^[0-9a-f]{64}$/.test(value)) this.evict({ idHash: value });
    else if (kind === 'p:' && /^\d+$/.test(value)) this.evict({ participatorId: Number(value) });
    else this.entries.clear();
  }
}
