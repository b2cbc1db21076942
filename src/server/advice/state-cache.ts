import type { Owner, HomeRef } from '../auth/ownership.ts';
import { ExpiringCache } from '../cache/expiring-cache.ts';
import type { AdviceState } from './advice-state.ts';
import type { HomeChanged } from './home-changed.ts';

/**
 * Advice states read in the last few seconds, per owner and home, so the advice, context and report calls of
 * one visit share one read. Writers of anything the advice depends on evict here and announce the change to
 * other instances (ctx.homeChanged); the 10-second lifetime bounds a change nobody announced (an organiser
 * editing the campaign's settings in the database).
 */
export class AdviceStateCache {
  private readonly states = new ExpiringCache<{ state: AdviceState; participatorId: number }>(10_000, 20_000);

  private key(owner: Owner, ref: HomeRef): string {
    return `${owner.participatorId}:${owner.measurementId}:${'realEstateId' in ref ? `r${ref.realEstateId}` : `b${ref.bagCode}`}`;
  }

  get(owner: Owner, ref: HomeRef, nowMs: number): AdviceState | undefined {
    return this.states.get(this.key(owner, ref), nowMs)?.state;
  }

  put(owner: Owner, ref: HomeRef, state: AdviceState, nowMs: number): void {
    this.states.put(this.key(owner, ref), { state, participatorId: owner.participatorId }, nowMs);
  }

  evict(changed: HomeChanged): void {
    if ('realEstateId' in changed) this.states.evictWhere(({ state }) => state.home.id === changed.realEstateId);
    else if ('bagCode' in changed)
      this.states.evictWhere(
        ({ state }) => state.home.measurementId === changed.measurementId && state.home.bagCode === changed.bagCode,
      );
    else if ('participatorId' in changed)
      this.states.evictWhere((entry) => entry.participatorId === changed.participatorId);
    else this.states.evictWhere(({ state }) => state.home.measurementId === changed.measurementId);
  }

  /** Forgets every state: notifications may have been missed while the LISTEN connection was down. */
  clear(): void {
    this.states.clear();
  }

  /** Applies a NOTIFY payload; anything unreadable clears everything. */
  evictByPayload(payload: string): void {
    const h = /^h:(\d+)$/.exec(payload);
    const b = /^b:(\d+):(\d{16})$/.exec(payload);
    const p = /^p:(\d+)$/.exec(payload);
    const c = /^c:(\d+)$/.exec(payload);
    if (h) this.evict({ realEstateId: Number(h[1]) });
    else if (c) this.evict({ measurementId: Number(c[1]) });
    else if (b) this.evict({ measurementId: Number(b[1]), bagCode: b[2]! });
    else if (p) this.evict({ participatorId: Number(p[1]) });
    else this.states.clear();
  }
}
