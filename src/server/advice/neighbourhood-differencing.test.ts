import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adviceResults } from '../db/schema.ts';
import type { TestApp } from '../testing/test-app.ts';
import { appWithCampaign, signUpHousehold, type Household } from '../testing/households.ts';
import { pathOf } from '../testing/api.ts';

/**
 * Issue 26, finding 1, replayed: a resident changes their own gas answer again and again and reads the
 * neighbourhood figure after each change, to work out one neighbour's gas use from how the figure moves.
 */
describe('the neighbourhood gas figure against a differencing neighbour', () => {
  let t: TestApp;
  let m: number;
  beforeAll(async () => ({ t, m } = await appWithCampaign()));
  afterAll(async () => t.close());

  const answerGas = async (h: Household, m3: number) => {
    const ids = { measurementId: m, participatorId: h.participatorId, realEstateId: h.realEstateId };
    await t.app.inject({
      method: 'POST',
      url: pathOf('recordAnswer'),
      headers: h.headers,
      payload: { ...ids, flowId: 'onboarding', questionCode: 'GasUsage', value: String(m3) },
    });
    await t.app.inject({
      method: 'PUT',
      url: pathOf('putFlowHistory', {
        measurementId: m,
        realEstateId: h.realEstateId,
        participatorId: h.participatorId,
        flowId: 'onboarding',
      }),
      headers: h.headers,
      payload: { history: 'welkom|klaar', percentage: 100 },
    });
    await t.app.inject({
      method: 'POST',
      url: pathOf('syncFlow'),
      headers: h.headers,
      payload: { ...ids, flowId: 'onboarding' },
    });
    // Reading the advice stores it, with the gas figure the comparison averages.
    await t.app.inject({ url: pathOf('getAdvice', { measurementId: m, bagCode: h.bagCode }), headers: h.headers });
  };
  const read = async (h: Household) => {
    t.advanceClock(31_000);
    const body = (
      await t.app.inject({
        url: pathOf('getGasUsageReport', { measurementId: m, bagCode: h.bagCode }),
        headers: h.headers,
      })
    ).json();
    return body.compareWithNeighbourhood as { available: boolean; gasUsageInM3: number; households: number };
  };
  const storedGas = async (h: Household) =>
    (await t.store.db.select().from(adviceResults).where(eq(adviceResults.realEstateId, h.realEstateId)))[0]!
      .gasM3PerYear;

  it('never shows a neighbour’s figure, however often the reader changes their own answer', async () => {
    const neighbours: Household[] = [];
    for (let i = 0; i < 12; i += 1) {
      const h = await signUpHousehold(t.app, t.store.db, m);
      await answerGas(h, 1000 + 50 * i);
      neighbours.push(h);
    }
    const attacker = await signUpHousehold(t.app, t.store.db, m);
    await answerGas(attacker, 1200);
    const first = await read(attacker);
    expect(first.available).toBe(true);
    // The count is shown rounded down to tens, not exactly.
    expect(first.households).toBe(10);

    // The attacker calibrates: own answer up and down, a read after each (the binary search).
    const seen = new Set<number>();
    let low = 500;
    let high = 4000;
    for (let i = 0; i < 16; i += 1) {
      const mid = Math.round((low + high) / 2);
      await answerGas(attacker, mid);
      const figure = await read(attacker);
      seen.add(figure.gasUsageInM3);
      if (figure.gasUsageInM3 > first.gasUsageInM3) high = mid;
      else low = mid;
    }
    // Then the neighbour of interest finishes the onboarding, and the attacker goes on probing.
    const target = await signUpHousehold(t.app, t.store.db, m);
    await answerGas(target, 3200);
    const truth = await storedGas(target);
    const before = first;
    let after = await read(attacker);
    for (let i = 0; i < 16; i += 1) {
      await answerGas(attacker, i % 2 === 0 ? 500 : 4000);
      after = await read(attacker);
      seen.add(after.gasUsageInM3);
    }
    // Nothing the attacker did or saw moved the figure: their own change is one household, not ten.
    expect([...seen]).toEqual([first.gasUsageInM3]);
    // The best estimate from the figures shown (the sum after less the sum before) is far from the truth.
    const estimate = after.gasUsageInM3 * (after.households + 1) - before.gasUsageInM3 * before.households;
    expect(Math.abs(estimate - truth)).toBeGreaterThan(100);

    // The figure is not frozen: once ten households have changed, a new one is published.
    for (const h of neighbours.slice(0, 10)) await answerGas(h, 2500);
    const published = await read(attacker);
    expect(published.gasUsageInM3).toBeGreaterThan(first.gasUsageInM3);
  });
});
