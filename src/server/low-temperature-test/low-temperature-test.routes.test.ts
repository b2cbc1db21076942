import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  LOW_TEMPERATURE_SET_POINTS,
  lowTemperatureTestSchema,
  lowTemperatureTexts,
  type LowTemperatureTestView,
} from '../../contract/low-temperature-test.ts';
import { LOW_TEMPERATURE_DEFAULT_SET_POINT_C, LOW_TEMPERATURE_SET_POINTS_C } from '../../engine/index.ts';
import { api } from '../testing/api.ts';
import { appWithHouseholds, type Household } from '../testing/households.ts';
import type { TestApp } from '../testing/test-app.ts';
import { loadShippedWeather } from '../weather/knmi-import.ts';
import { campaignPlace, storeWeather } from '../weather/weather.ts';
import { amsterdamDay } from './low-temperature-test.ts';

const DAY_MS = 86_400_000;
const dayBefore = (n: number) => amsterdamDay(new Date(Date.now() - n * DAY_MS));

describe('the low-temperature test (issue #39.5)', () => {
  let t: TestApp;
  let m: number;
  let h: Household;
  let other: Household;
  /** The test's seven days, oldest first: eight to two days ago. */
  const days = [8, 7, 6, 5, 4, 3, 2].map(dayBefore);
  beforeAll(async () => {
    let households: Household[];
    ({ t, m, households } = await appWithHouseholds(2));
    [h, other] = households as [Household, Household];
    // A KNMI station at the campaign's own place with a cold week: −2 … 4 °C on the test's days.
    const place = (await campaignPlace(t.store.db, m)) ?? { latitude: 52.1, longitude: 5.18 };
    await storeWeather(
      t.store.db,
      [{ code: 9001, name: 'Teststation', ...place }],
      days.map((date, i) => ({ station: 9001, date, meanC: i - 2 })),
      new Date(),
    );
  });
  afterAll(async () => t.close());

  const read = async (who: Household) =>
    lowTemperatureTestSchema.parse((await api(t, who).getLowTemperatureTest({ params: home(who) })).json());
  const home = (who: Household) => ({ measurementId: who.measurementId, bagCode: who.bagCode });
  const answer = (who: Household, date: string, coldRooms: string[]) =>
    api(t, who).answerLowTemperatureDay({
      params: { ...home(who), date },
      body: { allWarm: coldRooms.length === 0, coldRooms: coldRooms as never },
    });

  it('offers the set points of the engine’s sourced row', () => {
    expect([...LOW_TEMPERATURE_SET_POINTS]).toEqual([...LOW_TEMPERATURE_SET_POINTS_C.value]);
    expect(LOW_TEMPERATURE_SET_POINTS).toContain(LOW_TEMPERATURE_DEFAULT_SET_POINT_C.value);
  });

  it('has no test before one is started, and refuses a day then', async () => {
    expect(await read(h)).toEqual({ test: null });
    const res = await answer(h, days[0]!, []);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.message).toBe(lowTemperatureTexts.errors.noTest);
  });

  it('refuses a start in the future or too long ago, naming the field', async () => {
    const future = await api(t, h).startLowTemperatureTest({
      params: home(h),
      body: { setPointC: 50, startDate: amsterdamDay(new Date(Date.now() + 3 * DAY_MS)) },
    });
    expect(future.statusCode).toBe(400);
    expect(future.json().error).toMatchObject({
      field: 'startDate',
      message: lowTemperatureTexts.errors.startInFuture,
    });
    const old = await api(t, h).startLowTemperatureTest({
      params: home(h),
      body: { setPointC: 50, startDate: dayBefore(500) },
    });
    expect(old.statusCode).toBe(400);
    const odd = await api(t, h).startLowTemperatureTest({
      params: home(h),
      body: { setPointC: 60 as never, startDate: days[0]! },
    });
    expect(odd.statusCode).toBe(400);
  });

  it('walks seven days with the bathroom cold on two and says which room keeps the home from being ready', async () => {
    const started = await api(t, h).startLowTemperatureTest({
      params: home(h),
      body: { setPointC: 50, startDate: days[0]! },
    });
    expect(started.statusCode).toBe(200);
    const view = started.json() as LowTemperatureTestView;
    expect(view.test).toMatchObject({ setPointC: 50, startDate: days[0], days: [] });
    // From the start to today: the days the resident can answer now.
    expect(view.test!.dates.slice(0, 7)).toEqual(days);
    expect(view.test!.dates.at(-1)).toBe(dayBefore(0));

    for (const [i, date] of days.entries()) {
      const res = await answer(h, date, i === 2 || i === 5 ? ['bathroom'] : []);
      expect(res.statusCode, date).toBe(200);
    }
    const { test } = await read(h);
    expect(test!.verdict).toMatchObject({
      status: 'notReady',
      setPointC: 50,
      daysAnswered: 7,
      coldRooms: [{ room: 'bathroom', dates: [days[2], days[5]] }],
      weather: { daysWithWeather: 7, coldDays: 7, coldestC: -2, mildestC: 4 },
      designFlowAtMostC: null,
    });
    expect(test!.days.map((d) => d.outdoorMeanC)).toEqual([-2, -1, 0, 1, 2, 3, 4]);
    expect(test!.station).toMatchObject({ name: 'Teststation' });
  });

  it('replaces a day’s answer, and a warm week in the cold is ready with the flow it implies at −10 °C', async () => {
    for (const date of [days[2]!, days[5]!]) expect((await answer(h, date, [])).statusCode).toBe(200);
    const { test } = await read(h);
    expect(test!.verdict.status).toBe('ready');
    expect(test!.verdict.coldRooms).toEqual([]);
    expect(test!.verdict.designFlowAtMostC).toBeGreaterThan(50);
  });

  it('refuses a day outside the test and an answer that is warm and cold at once', async () => {
    const before = await answer(h, dayBefore(9), []);
    expect(before.statusCode).toBe(400);
    expect(before.json().error).toMatchObject({ field: 'date' });
    const after = await answer(h, dayBefore(-1), []);
    expect(after.statusCode).toBe(400);
    const both = await api(t, h).answerLowTemperatureDay({
      params: { ...home(h), date: days[0]! },
      body: { allWarm: true, coldRooms: ['attic'] },
    });
    expect(both.statusCode).toBe(400);
  });

  it('keeps another household’s test apart, and starting again clears the days', async () => {
    expect(await read(other)).toEqual({ test: null });
    const foreign = await api(t, other).getLowTemperatureTest({ params: home(h) });
    expect(foreign.statusCode).toBe(404);
    const again = await api(t, h).startLowTemperatureTest({
      params: home(h),
      body: { setPointC: 55, startDate: days[3]! },
    });
    expect((again.json() as LowTemperatureTestView).test).toMatchObject({ setPointC: 55, days: [] });
    expect((await read(h)).test!.verdict.status).toBe('running');
  });

  it('puts the heat loss the readings measure beside the verdict, with the load at −10 °C', async () => {
    expect((await read(h)).test!.verdict.measured).toBeNull();
    // A season of daily readings generated with about 210 W/K over Cabauw's weather (tests/fixtures/readings).
    const csv = fs.readFileSync(
      new URL('../../../tests/fixtures/readings/supplier-daily.csv', import.meta.url),
      'utf8',
    );
    expect((await api(t, other).uploadReadingsFile({ params: home(other), body: { csv } })).statusCode).toBe(200);
    await loadShippedWeather(t.store.db, t.config.contentDir, new Date());
    await api(t, other).startLowTemperatureTest({ params: home(other), body: { setPointC: 50, startDate: days[0]! } });
    const { measured } = (await read(other)).test!.verdict;
    expect(measured!.wPerK).toBeGreaterThan(170);
    expect(measured!.wPerK).toBeLessThan(250);
    expect(measured!.designLoadKw).toBe(Math.round((measured!.wPerK * 30) / 100) / 10);
    expect(measured!.lowWPerK).toBeLessThan(measured!.wPerK);
  });

  it('deletes the test', async () => {
    const res = await api(t, h).deleteLowTemperatureTest({ params: home(h) });
    expect(res.json()).toEqual({ test: null });
    expect(await read(h)).toEqual({ test: null });
  });
});
