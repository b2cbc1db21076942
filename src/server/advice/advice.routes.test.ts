import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  adviceResponseSchema,
  adviceSettingsSchema,
  adviceTrustSchema,
  gasUsageReportSchema,
  heatLossReportSchema,
} from '../../contract/index.ts';
import { adviceResults, measurements } from '../db/schema.ts';
import { buildApp } from '../app.ts';
import { AdviceSettingsResolver, InvalidCampaignSettings, setCampaignSettingOverrides } from './settings.ts';
import type { TestApp } from '../testing/test-app.ts';
import { appWithHousehold, signUpHousehold, type Household } from '../testing/households.ts';
import { pathOf } from '../testing/api.ts';
import { storePerFile } from '../testing/world.ts';
import { UNTIL_IT_HAPPENS } from '../../contract/testing/wait-limit.ts';

// Each test builds its own world (issue #37.5): a fresh app with one household, so it runs alone and in any order.
describe('advice and reports', () => {
  let t: TestApp;
  let h: Household;
  let m: number;
  const store = storePerFile();
  beforeEach(async () => {
    ({ t, m, h } = await appWithHousehold({}, { store: store() }));
  });
  afterEach(async () => t.close());

  const get = (url: string) => t.app.inject({ url, headers: h.headers });
  const post = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload, headers: h.headers });

  it('answers ranked advice from the engine and caches it with an input hash', async () => {
    const res = await get(pathOf('getAdvice', { measurementId: m, bagCode: h.bagCode }));
    expect(res.statusCode).toBe(200);
    const body = adviceResponseSchema.parse(res.json());
    expect(body.advices.length).toBeGreaterThan(0);
    expect(body.selectedAdvice).toEqual({ fuel: null, all_electric: null, heat_grid: null, other: null });
    // Today's energy cost comes with it, and each option's saving on it (docs/decisions/0138).
    expect(body.energyCostToday.yearlyEur).toBeGreaterThan(0);
    expect(body.energyCostToday.savings.map((s) => s.adviceId)).toEqual(body.advices.map((a) => a.id));
    for (const advice of body.advices)
      expect(body.energyCostToday.savings.find((s) => s.adviceId === advice.id)!.yearlyEur).toBeCloseTo(
        body.energyCostToday.yearlyEur - advice.yearlyEnergyCost,
        9,
      );
    const [cached] = await t.store.db
      .select()
      .from(adviceResults)
      .where(eq(adviceResults.realEstateId, h.realEstateId));
    expect(cached!.inputHash).toMatch(/^[0-9a-f]{64}$/);
    const again = await get(pathOf('getAdvice', { measurementId: m, bagCode: h.bagCode }));
    const [still] = await t.store.db.select().from(adviceResults).where(eq(adviceResults.realEstateId, h.realEstateId));
    expect(still!.computedAt.getTime()).toBe(cached!.computedAt.getTime());
    expect(again.json()).toEqual(res.json());
  });

  it('computes the same advice on a fresh instance without writing again while the input is unchanged', async () => {
    const first = await get(pathOf('getAdvice', { measurementId: m, bagCode: h.bagCode }));
    const [recorded] = await t.store.db
      .select()
      .from(adviceResults)
      .where(eq(adviceResults.realEstateId, h.realEstateId));
    // A fresh instance on the same store has nothing in memory: it runs the engine for the same input.
    const other = await buildApp({
      store: t.store,
      config: t.config,
      mailer: { send: async () => {}, close: async () => {} },
    });
    try {
      const res = await other.inject({
        url: pathOf('getAdvice', { measurementId: m, bagCode: h.bagCode }),
        headers: h.headers,
      });
      expect(res.statusCode).toBe(200);
      expect(adviceResponseSchema.parse(res.json())).toEqual(adviceResponseSchema.parse(first.json()));
      const [still] = await t.store.db
        .select()
        .from(adviceResults)
        .where(eq(adviceResults.realEstateId, h.realEstateId));
      expect(still).toEqual(recorded);
    } finally {
      await other.close();
    }
  });

  it('refuses campaign settings that do not fit the settings schema, on write and on read', async () => {
    await expect(setCampaignSettingOverrides(t.store.db, m, { co2Tax: -5 } as never, new Date())).rejects.toThrow(
      /co2Tax/,
    );
    await expect(setCampaignSettingOverrides(t.store.db, m, { notASetting: 1 } as never, new Date())).rejects.toThrow(
      /notASetting|Unrecognized/,
    );
    await expect(setCampaignSettingOverrides(t.store.db, m, { co2Tax: 5000 } as never, new Date())).rejects.toThrow(
      InvalidCampaignSettings,
    );
    const resolver = new AdviceSettingsResolver();
    expect(resolver.resolve({ co2Tax: 100 }, 2026).settings.co2Tax).toBe(100);
    // A stored row that no longer fits is read at the engine's defaults for what does not fit, the rest as stored.
    const broken = resolver.resolve({ typeOfGas: 'coal', co2Tax: 5000, percentageOfGreenElectricity: 50 }, 2026);
    const fitting = resolver.resolve({ percentageOfGreenElectricity: 50 }, 2026);
    expect(broken.settings).toEqual(fitting.settings);
    expect(broken.hash).toBe(fitting.hash);
    expect(broken.problems.map((p) => p.key)).toEqual(['typeOfGas', 'co2Tax']);
  });

  it('answers advice for a campaign whose stored settings left their range: at the defaults, with one warning', async () => {
    const [campaign] = await t.store.db
      .select({ overrides: measurements.adviceSettings })
      .from(measurements)
      .where(eq(measurements.id, m));
    const before = (campaign!.overrides ?? {}) as Record<string, unknown>;
    expect(before.co2Tax).toBeUndefined();
    await get(pathOf('getAdvice', { measurementId: m, bagCode: h.bagCode }));
    const [recorded] = await t.store.db
      .select()
      .from(adviceResults)
      .where(eq(adviceResults.realEstateId, h.realEstateId));
    // Stored before the ranges existed (a price per kg typed as per ton), past the service's check.
    await t.store.db
      .update(measurements)
      .set({ adviceSettings: { ...before, co2Tax: 5000 } })
      .where(eq(measurements.id, m));
    const lines: string[] = [];
    const logStream = new Writable({
      write: (chunk, _enc, done) => {
        lines.push(...String(chunk).split('\n').filter(Boolean));
        done();
      },
    });
    // A fresh instance: nothing of this campaign resolved or cached yet.
    const other = await buildApp({
      store: t.store,
      config: { ...t.config, logLevel: 'info' },
      mailer: { send: async () => {}, close: async () => {} },
      logStream,
    });
    try {
      for (let i = 0; i < 2; i++) {
        const res = await other.inject({
          url: pathOf('getAdvice', { measurementId: m, bagCode: h.bagCode }),
          headers: h.headers,
        });
        expect(res.statusCode, res.body).toBe(200);
      }
      // The same input hash as without the bad value: the advice did not run on 5000 per ton, nor again.
      const [after] = await t.store.db
        .select()
        .from(adviceResults)
        .where(eq(adviceResults.realEstateId, h.realEstateId));
      expect(after!.inputHash).toBe(recorded!.inputHash);
      const warnings = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
      const invalid = warnings.filter((line) => line.event === 'settings.invalid');
      expect(invalid).toHaveLength(1);
      expect(invalid[0]).toMatchObject({ measurementId: m, settings: ['co2Tax'] });
      expect(JSON.stringify(invalid)).not.toContain(h.bagCode);
    } finally {
      await other.close();
      await setCampaignSettingOverrides(t.store.db, m, Object.keys(before).length > 0 ? before : null, new Date());
    }
  });

  it('recomputes when the campaign advice settings change', async () => {
    // Read once so the advice is cached; the change must still reach the next read.
    await get(pathOf('getAdvice', { measurementId: m, bagCode: h.bagCode }));
    const [before] = await t.store.db
      .select()
      .from(adviceResults)
      .where(eq(adviceResults.realEstateId, h.realEstateId));
    await setCampaignSettingOverrides(t.store.db, m, { co2Tax: 250 }, new Date());
    // On PostgreSQL the announcement arrives on another connection, a few milliseconds later.
    await vi.waitFor(async () => {
      await get(pathOf('getAdvice', { measurementId: m, bagCode: h.bagCode }));
      const [after] = await t.store.db
        .select()
        .from(adviceResults)
        .where(eq(adviceResults.realEstateId, h.realEstateId));
      expect(after!.inputHash).not.toBe(before!.inputHash);
    }, UNTIL_IT_HAPPENS);
    const settings = adviceSettingsSchema.parse((await get(pathOf('getAdviceSettings', { measurementId: m }))).json());
    expect(settings.co2Tax).toBe(250);
    expect(settings.startYearEnergyPrice).toBe(new Date().getFullYear());
  });

  it('answers the context the chat flows need', async () => {
    const res = await get(pathOf('getAdviceContext', { measurementId: m, bagCode: h.bagCode }));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const advices = (await get(pathOf('getAdvice', { measurementId: m, bagCode: h.bagCode }))).json().advices as {
      route: string;
    }[];
    expect(body.resultCounts.fuel).toBe(advices.filter((a) => a.route === 'fuel').length);
    expect(body.expectedUsage.gasM3PerYear).toBeGreaterThan(0);
  });

  it('answers bands, break-evens and no-regret measures for the home, next to its advice', async () => {
    const res = await get(pathOf('getAdviceTrust', { measurementId: m, bagCode: h.bagCode }));
    expect(res.statusCode).toBe(200);
    const body = adviceTrustSchema.parse(res.json());
    const advices = adviceResponseSchema.parse(
      (await get(pathOf('getAdvice', { measurementId: m, bagCode: h.bagCode }))).json(),
    ).advices;
    expect(body.bands.advices.map((a) => a.id)).toEqual(advices.map((a) => a.id));
    for (const band of body.bands.advices) {
      expect(band.monthlyCostEur.low).toBeLessThan(band.monthlyCostEur.high);
      expect(band.investmentEur.low).toBeLessThanOrEqual(band.investmentEur.central);
    }
    expect(body.bands.gasM3PerYear.low).toBeLessThan(body.bands.gasM3PerYear.high);
    expect(body.breakEvens.map((b) => b.route)).toEqual([...new Set(advices.map((a) => a.route))]);
    expect(body.breakEvens.find((b) => b.position === 'first')?.id).toBe(advices[0]!.id);
    for (const measure of body.noRegret) expect(measure.paybackYears).toBeLessThanOrEqual(measure.lifetimeYears);
  });

  it("answers 401 without a session, 404 for another household's home and 400 for a malformed address code", async () => {
    const url = pathOf('getAdviceTrust', { measurementId: m, bagCode: h.bagCode });
    expect((await t.app.inject({ url })).statusCode).toBe(401);
    const other = await signUpHousehold(t.app, t.store.db, m);
    expect((await get(pathOf('getAdviceTrust', { measurementId: m, bagCode: other.bagCode }))).statusCode).toBe(404);
    const bad = await get(pathOf('getAdviceTrust', { measurementId: m, bagCode: 'not-a-code' }));
    expect(bad.statusCode).toBe(400);
  });

  it('stores a favourite, shows it as selected, and rejects a route with id -1', async () => {
    const advices = (await get(pathOf('getAdvice', { measurementId: m, bagCode: h.bagCode }))).json().advices as {
      id: number;
      route: string;
    }[];
    const electric = advices.find((a) => a.route === 'all_electric')!;
    expect(
      (
        await post(pathOf('postPreference', { measurementId: m, bagCode: h.bagCode }), {
          net: 'electric',
          id: electric.id,
        })
      ).json(),
    ).toEqual({ success: true });
    expect(
      (
        await post(pathOf('postSentiment', { measurementId: m, bagCode: h.bagCode }), { net: 'electric', sentiment: 5 })
      ).json(),
    ).toEqual({ success: true });
    let body = (await get(pathOf('getAdvice', { measurementId: m, bagCode: h.bagCode }))).json();
    expect(body.selectedAdvice.all_electric).toBe(electric.id);
    expect(body.preferences).toContainEqual({ net: 'electric', id: electric.id, sentiment: 5 });

    await post(pathOf('postPreference', { measurementId: m, bagCode: h.bagCode }), { net: 'gas', id: -1 });
    body = (await get(pathOf('getAdvice', { measurementId: m, bagCode: h.bagCode }))).json();
    expect(body.advices.some((a: { route: string }) => a.route === 'fuel')).toBe(false);
    expect(body.preferences).toContainEqual({ net: 'gas', id: -1, sentiment: -1 });
  });

  it('rejects a route with sentiment -1 too', async () => {
    await post(pathOf('postSentiment', { measurementId: m, bagCode: h.bagCode }), { net: 'heat', sentiment: -1 });
    const body = (await get(pathOf('getAdvice', { measurementId: m, bagCode: h.bagCode }))).json();
    expect(body.advices.some((a: { route: string }) => a.route === 'heat_grid')).toBe(false);
  });

  it('takes a rejection back: the route and its options return, with no favourite and no enthusiasm when it had none', async () => {
    // Enthusiasm for a route that stays unrejected, to show a withdrawal there keeps it.
    await post(pathOf('postSentiment', { measurementId: m, bagCode: h.bagCode }), { net: 'electric', sentiment: 5 });
    await post(pathOf('postPreference', { measurementId: m, bagCode: h.bagCode }), { net: 'gas', id: -1 });
    expect(
      (await get(pathOf('getAdvice', { measurementId: m, bagCode: h.bagCode })))
        .json()
        .advices.some((a: { route: string }) => a.route === 'fuel'),
    ).toBe(false);
    expect(
      (await post(pathOf('withdrawRejection', { measurementId: m, bagCode: h.bagCode }), { net: 'gas' })).json(),
    ).toEqual({ success: true });
    const body = (await get(pathOf('getAdvice', { measurementId: m, bagCode: h.bagCode }))).json();
    expect(body.advices.some((a: { route: string }) => a.route === 'fuel')).toBe(true);
    expect(body.preferences.some((p: { net: string }) => p.net === 'gas')).toBe(false);
    // A route that is not rejected keeps its favourite and enthusiasm.
    await post(pathOf('withdrawRejection', { measurementId: m, bagCode: h.bagCode }), { net: 'electric' });
    const after = (await get(pathOf('getAdvice', { measurementId: m, bagCode: h.bagCode }))).json();
    expect(after.preferences).toContainEqual(expect.objectContaining({ net: 'electric', sentiment: 5 }));
  });

  it('gives back the favourite and enthusiasm a rejection set aside (issue #35.5)', async () => {
    const advices = (await get(pathOf('getAdvice', { measurementId: m, bagCode: h.bagCode }))).json().advices as {
      id: number;
      route: string;
    }[];
    const electric = advices.find((a) => a.route === 'all_electric')!;
    await post(pathOf('postPreference', { measurementId: m, bagCode: h.bagCode }), {
      net: 'electric',
      id: electric.id,
    });
    await post(pathOf('postSentiment', { measurementId: m, bagCode: h.bagCode }), { net: 'electric', sentiment: 5 });
    // As the advice page and the chat reject: the preference first, then the sentiment.
    await post(pathOf('postPreference', { measurementId: m, bagCode: h.bagCode }), { net: 'electric', id: -1 });
    await post(pathOf('postSentiment', { measurementId: m, bagCode: h.bagCode }), { net: 'electric', sentiment: -1 });
    const rejected = (await get(pathOf('getAdvice', { measurementId: m, bagCode: h.bagCode }))).json();
    expect(rejected.preferences).toContainEqual({ net: 'electric', id: -1, sentiment: -1 });

    await post(pathOf('withdrawRejection', { measurementId: m, bagCode: h.bagCode }), { net: 'electric' });
    const back = (await get(pathOf('getAdvice', { measurementId: m, bagCode: h.bagCode }))).json();
    expect(back.preferences).toContainEqual({ net: 'electric', id: electric.id, sentiment: 5 });
    expect(back.selectedAdvice.all_electric).toBe(electric.id);

    // A positive rating after a rejection takes it back too, and the favourite returns with it.
    await post(pathOf('postSentiment', { measurementId: m, bagCode: h.bagCode }), { net: 'electric', sentiment: -1 });
    await post(pathOf('postSentiment', { measurementId: m, bagCode: h.bagCode }), { net: 'electric', sentiment: 1 });
    const rated = (await get(pathOf('getAdvice', { measurementId: m, bagCode: h.bagCode }))).json();
    expect(rated.preferences).toContainEqual({ net: 'electric', id: electric.id, sentiment: 1 });
    // Nothing set aside lingers: a later withdrawal of a route that is not rejected changes nothing.
    await post(pathOf('withdrawRejection', { measurementId: m, bagCode: h.bagCode }), { net: 'electric' });
    expect(
      (await get(pathOf('getAdvice', { measurementId: m, bagCode: h.bagCode }))).json().preferences,
    ).toContainEqual({
      net: 'electric',
      id: electric.id,
      sentiment: 1,
    });
  });

  it('refuses a favourite that is not an advice of that route', async () => {
    const res = await post(pathOf('postPreference', { measurementId: m, bagCode: h.bagCode }), {
      net: 'electric',
      id: 99_999,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('body.id');
    const bad = await post(pathOf('postSentiment', { measurementId: m, bagCode: h.bagCode }), {
      net: 'electric',
      sentiment: 2,
    });
    expect(bad.json().error.field).toBe('body.sentiment');
  });

  it('answers the gas-usage report without a neighbourhood figure below 10 households', async () => {
    const res = await get(pathOf('getGasUsageReport', { measurementId: m, bagCode: h.bagCode }));
    expect(res.statusCode).toBe(200);
    const body = gasUsageReportSchema.parse(res.json());
    expect(body.compareWithNeighbourhood).toEqual({
      available: false,
      gasUsageInM3: null,
      reason: 'too_few_households',
    });
    expect(body.myGasUsage.map((g) => g.name)).toEqual(['spaceHeating', 'hotWater', 'cooking']);
  });

  it('compares with the neighbourhood once 10 households finished the onboarding, counted as households', async () => {
    const finishOnboarding = async (other: Household, percentage: number) => {
      await t.app.inject({
        method: 'PUT',
        url: pathOf('putFlowHistory', {
          measurementId: m,
          realEstateId: other.realEstateId,
          participatorId: other.participatorId,
          flowId: 'onboarding',
        }),
        headers: other.headers,
        payload: { history: 'welkom|klaar', percentage },
      });
      await t.app.inject({
        method: 'POST',
        url: pathOf('syncFlow'),
        headers: other.headers,
        payload: {
          measurementId: m,
          participatorId: other.participatorId,
          realEstateId: other.realEstateId,
          flowId: 'onboarding',
        },
      });
    };
    const comparison = async () => {
      // The comparison is recomputed at most every 30 seconds.
      t.advanceClock(31_000);
      return (await get(pathOf('getGasUsageReport', { measurementId: m, bagCode: h.bagCode }))).json()
        .compareWithNeighbourhood;
    };
    for (let i = 0; i < 9; i += 1) await finishOnboarding(await signUpHousehold(t.app, t.store.db, m), 100);
    // A household half-way through its onboarding does not count yet.
    const halfway = await signUpHousehold(t.app, t.store.db, m);
    await finishOnboarding(halfway, 50);
    expect((await comparison()).available).toBe(false);
    await finishOnboarding(halfway, 100);
    const body = await comparison();
    expect(body.available).toBe(true);
    expect(body.households).toBe(10);
    expect(body.gasUsageInM3 % 10).toBe(0);
  });

  it('answers the heat-loss report', async () => {
    const res = await get(pathOf('getHeatLossReport', { measurementId: m, bagCode: h.bagCode }));
    expect(res.statusCode).toBe(200);
    const body = heatLossReportSchema.parse(res.json());
    const total = Object.values(body.heatLossItems).reduce((a, b) => a + b, 0);
    expect(total).toBeCloseTo(1, 2);
  });

  it('names the bagCode when it is not 16 digits', async () => {
    const res = await get(pathOf('getAdvice', { measurementId: m, bagCode: '12345' }));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.field).toBe('params.bagCode');
  });
});
