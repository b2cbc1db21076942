import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adviseHouse } from '../../engine/index.ts';
import { adviceResults, participatorRealEstates, participators } from '../db/schema.ts';
import { appWithHousehold, type Household } from '../testing/households.ts';
import type { TestApp } from '../testing/test-app.ts';
import { currentAdvice } from './read.ts';
import { AdviceSettingsResolver } from './settings.ts';
import { AdviceResultMemo } from './store.ts';
import { pathOf } from '../testing/api.ts';

describe('the advice read', () => {
  let t: TestApp;
  let h: Household;
  beforeAll(async () => ({ t, h } = await appWithHousehold()));
  afterAll(async () => t.close());

  it("keeps one result per home and applies each resident's rejected routes on read (issue 23)", async () => {
    // A second resident of the same home.
    const [other] = await t.store.db
      .insert(participators)
      .values({ measurementId: h.measurementId })
      .returning({ id: participators.id });
    await t.store.db
      .insert(participatorRealEstates)
      .values({ participatorId: other!.id, realEstateId: h.realEstateId });
    // The home's advice is stored once, before the rejection.
    await t.app.inject({
      url: pathOf('getAdvice', { measurementId: h.measurementId, bagCode: h.bagCode }),
      headers: h.headers,
    });
    const rejected = await t.app.inject({
      method: 'POST',
      url: pathOf('postPreference', { measurementId: h.measurementId, bagCode: h.bagCode }),
      headers: h.headers,
      payload: { net: 'gas', id: -1 },
    });
    expect(rejected.json()).toEqual({ success: true });

    let runs = 0;
    const deps = {
      db: t.store.db,
      adviceSettings: new AdviceSettingsResolver(),
      adviceResults: new AdviceResultMemo(),
      advise: (...args: Parameters<typeof adviseHouse>) => {
        runs += 1;
        return adviseHouse(...args);
      },
    };
    const now = new Date();
    const home = { realEstateId: h.realEstateId };
    const mine = await currentAdvice(
      deps,
      { participatorId: h.participatorId, measurementId: h.measurementId, sessionHash: 'x' },
      home,
      now,
    );
    const theirs = await currentAdvice(
      deps,
      { participatorId: other!.id, measurementId: h.measurementId, sessionHash: 'y' },
      home,
      now,
    );
    const routes = (state: typeof mine) => new Set(state!.result.advices.map((a) => a.route));
    expect(routes(mine).has('fuel')).toBe(false);
    expect(mine!.result.excluded.some((e) => e.route === 'fuel' && e.reason === 'rejected_route')).toBe(true);
    expect(routes(theirs).has('fuel')).toBe(true);
    expect(theirs!.result.excluded.some((e) => e.reason === 'rejected_route')).toBe(false);
    // This instance had nothing in memory: one engine run serves both residents, and nothing is written again.
    expect(runs).toBe(1);
    const stored = await t.store.db.select().from(adviceResults).where(eq(adviceResults.realEstateId, h.realEstateId));
    expect(stored).toHaveLength(1);
  });
});
