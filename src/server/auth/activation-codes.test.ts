import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Store } from '../db/client.ts';
import { activationCodes } from '../db/schema.ts';
import { openTestStore } from '../testing/test-store.ts';
import { seedCampaign } from '../testing/households.ts';
import {
  ACTIVATION_ALERT_AT,
  issueActivationCode,
  recordFailedActivation,
  verifyActivationCode,
} from './activation-codes.ts';

describe('counting failed letter-code attempts', () => {
  let store: Store;
  let m: number;
  beforeAll(async () => {
    store = await openTestStore();
    m = await seedCampaign(store.db);
  });
  afterAll(async () => store.close());

  const codesOf = (address: { postalCode: string; houseNumber: number }) =>
    store.db
      .select()
      .from(activationCodes)
      .where(
        and(
          eq(activationCodes.measurementId, m),
          eq(activationCodes.postalCode, address.postalCode),
          eq(activationCodes.houseNumber, address.houseNumber),
        ),
      );

  it('counts a failure against every live code of the address, alerts at the thresholds and never revokes', async () => {
    const address = { measurementId: m, postalCode: '1011AA', houseNumber: 7 };
    const now = new Date();
    const [first, second] = [
      await issueActivationCode(store.db, address, 90, now),
      await issueActivationCode(store.db, address, 90, now),
    ];
    expect(await recordFailedActivation(store.db, address, now)).toBe('failure');
    expect((await codesOf(address)).map((c) => c.failedAttempts)).toEqual([1, 1]);
    await store.db
      .update(activationCodes)
      .set({ failedAttempts: ACTIVATION_ALERT_AT[0] - 2 })
      .where(eq(activationCodes.postalCode, address.postalCode));
    expect(await recordFailedActivation(store.db, address, now)).toBe('failure');
    expect(await recordFailedActivation(store.db, address, now)).toBe('alert');
    expect(await recordFailedActivation(store.db, address, now)).toBe('failure');
    expect((await codesOf(address)).every((c) => c.revokedAt === null)).toBe(true);
    expect(await verifyActivationCode(store.db, address, first, now)).toBe(true);
    expect(await verifyActivationCode(store.db, address, second, now)).toBe(true);
  });

  it('alerts for exactly one of many parallel failures at a threshold', async () => {
    const address = { measurementId: m, postalCode: '1011AB', houseNumber: 8 };
    const now = new Date();
    await issueActivationCode(store.db, address, 90, now);
    await store.db
      .update(activationCodes)
      .set({ failedAttempts: ACTIVATION_ALERT_AT[1] - 3 })
      .where(eq(activationCodes.postalCode, address.postalCode));
    const results = await Promise.all(Array.from({ length: 10 }, () => recordFailedActivation(store.db, address, now)));
    expect(results.filter((r) => r === 'alert')).toHaveLength(1);
    expect((await codesOf(address))[0]!.revokedAt).toBeNull();
  });

  it("leaves expired and other addresses' codes alone", async () => {
    const address = { measurementId: m, postalCode: '1011AC', houseNumber: 9 };
    const neighbour = { ...address, houseNumber: 11 };
    const now = new Date();
    await issueActivationCode(store.db, address, 90, new Date(now.getTime() - 91 * 24 * 3600_000));
    await issueActivationCode(store.db, neighbour, 90, now);
    expect(await recordFailedActivation(store.db, address, now)).toBe('failure');
    expect((await codesOf(address))[0]!.failedAttempts).toBe(0);
    expect((await codesOf(neighbour))[0]!.failedAttempts).toBe(0);
  });
});
