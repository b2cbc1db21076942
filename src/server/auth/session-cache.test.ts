import { describe, expect, it } from 'vitest';
import { SessionCache, sessionsEndedPayload } from './session-cache.ts';

const HOUR = 60 * 60 * 1000;
const hash = (n: number) => n.toString(16).padStart(64, '0');
const session = (participatorId: number, nowMs: number) => ({
  participatorId,
  measurementId: 1,
  lastSeenAtMs: nowMs,
  absoluteExpiresAtMs: nowMs + 12 * HOUR,
});

describe('the session cache', () => {
  it('answers a live entry for a few seconds, then asks the database again', () => {
    const cache = new SessionCache();
    cache.put(hash(1), session(7, 0), 0);
    expect(cache.get(hash(1), 9_999, HOUR)).toMatchObject({ participatorId: 7 });
    expect(cache.get(hash(1), 10_000, HOUR)).toBeUndefined();
  });

  it('never accepts a session past its idle or absolute limit, however fresh the entry', () => {
    const cache = new SessionCache();
    cache.put(hash(1), { ...session(7, 0), lastSeenAtMs: -HOUR + 1 }, 0);
    expect(cache.get(hash(1), 1, HOUR)).toBeUndefined();
    cache.put(hash(2), { ...session(7, 0), absoluteExpiresAtMs: 5 }, 0);
    expect(cache.get(hash(2), 5, HOUR)).toBeUndefined();
  });

  it('evicts one session, or every session of a participator, also from a NOTIFY payload', () => {
    const cache = new SessionCache();
    cache.put(hash(1), session(7, 0), 0);
    cache.put(hash(2), session(7, 0), 0);
    cache.put(hash(3), session(8, 0), 0);
    cache.evictByPayload(sessionsEndedPayload({ idHash: hash(1) }));
    expect(cache.get(hash(1), 1, HOUR)).toBeUndefined();
    expect(cache.get(hash(2), 1, HOUR)).toBeDefined();
    cache.evictByPayload(sessionsEndedPayload({ participatorId: 7 }));
    expect(cache.get(hash(2), 1, HOUR)).toBeUndefined();
    expect(cache.get(hash(3), 1, HOUR)).toBeDefined();
  });

  it('forgets everything on a payload it cannot read', () => {
    const cache = new SessionCache();
    cache.put(hash(3), session(8, 0), 0);
    cache.evictByPayload('garbage');
    expect(cache.get(hash(3), 1, HOUR)).toBeUndefined();
  });
});
