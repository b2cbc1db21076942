import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * Values remembered for a short while, and dropped early when a writer announces a change. Used where one
 * query per request would cost as much as the rest of the request (issue #4 bench).
 *
 * A cached value only ever saves a lookup: the lifetime bounds how long a missed announcement can matter.
 */
export class ExpiringCache<V> {
  private readonly entries = new Map<string, { value: V; cachedAtMs: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries: number,
  ) {}

  get(key: string, nowMs: number): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (nowMs >= entry.cachedAtMs && nowMs - entry.cachedAtMs < this.ttlMs) return entry.value;
    this.entries.delete(key);
    return undefined;
  }

  put(key: string, value: V, nowMs: number): void {
    this.entries.delete(key);
    this.entries.set(key, { value, cachedAtMs: nowMs });
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }

  delete(key: string): void {
    this.entries.delete(key);
  }

  evictWhere(matches: (value: V) => boolean): void {
    for (const [key, entry] of this.entries) if (matches(entry.value)) this.entries.delete(key);
  }

  clear(): void {
    this.entries.clear();
  }
}

/**
 * NOTIFY every instance listening on the channel (PostgreSQL; delivered when the surrounding transaction
 * commits). The embedded store has one process, so nobody else needs to hear it there.
 */
export async function announce(db: Db, channel: string, payload: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${payload})`);
}
