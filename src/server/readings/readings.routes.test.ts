import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { meterReadingListSchema, measuredHeatLossSchema, readingsUploadResultSchema } from '../../contract/readings.ts';
import { myDataSchema } from '../../contract/mydata.ts';
import { queryRows } from '../db/client.ts';
import type { TestApp } from '../testing/test-app.ts';
import { pathOf } from '../testing/api.ts';
import { appWithHouseholds, type Household } from '../testing/households.ts';
import { loadShippedWeather } from '../weather/knmi-import.ts';

const sample = (name: string) =>
  fs.readFileSync(new URL(`../../../tests/fixtures/readings/${name}`, import.meta.url), 'utf8');

describe("a household's meter readings (issue #39.1)", () => {
  let t: TestApp;
  let h: Household;
  let other: Household;
  const home = () => ({ measurementId: h.measurementId, bagCode: h.bagCode });
  const count = async (participatorId: number) =>
    (
      await queryRows<{ n: number }>(
        t.store.db,
        sql`select count(*)::int as n from meter_readings where participator_id = ${participatorId}`,
      )
    )[0]!.n;
  const upload = (csv: string, as: Household = h) =>
    t.app.inject({ method: 'POST', url: pathOf('uploadReadingsFile', home()), headers: as.headers, payload: { csv } });
  const typed = (readings: object[]) =>
    t.app.inject({
      method: 'POST',
      url: pathOf('addTypedReadings', home()),
      headers: h.headers,
      payload: { readings },
    });
  const list = async () =>
    meterReadingListSchema.parse(
      (await t.app.inject({ url: pathOf('getReadings', home()), headers: h.headers })).json(),
    ).readings;

  beforeAll(async () => {
    let households: Household[];
    ({ t, households } = await appWithHouseholds(2));
    [h, other] = households as [Household, Household];
  });
  afterAll(async () => t.close());

  it('answers 401 without a session and 404 for another household, and stores nothing for either', async () => {
    const anonymous = await t.app.inject({
      method: 'POST',
      url: pathOf('uploadReadingsFile', home()),
      payload: { csv: sample('supplier-daily.csv') },
    });
    expect(anonymous.statusCode).toBe(401);
    const foreign = await upload(sample('supplier-daily.csv'), other);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ error: { code: 'not_found', message: 'Niet gevonden.' } });
    expect(await count(h.participatorId)).toBe(0);
    expect(await count(other.participatorId)).toBe(0);
  });

  it('refuses bad input with 400 naming the field', async () => {
    const notText = await t.app.inject({
      method: 'POST',
      url: pathOf('uploadReadingsFile', home()),
      headers: h.headers,
      payload: { csv: 5 },
    });
    expect(notText.statusCode).toBe(400);
    expect(notText.json().error.field).toBe('body.csv');
    const badDate = await typed([{ date: '2025-02-30', gasM3: 10, electricityKwh: null }]);
    expect(badDate.statusCode).toBe(400);
    expect(badDate.json().error.field).toMatch(/^body\.readings/);
  });

  it('lists every problem of a bad file by line and column and stores nothing', async () => {
    const res = await upload(sample('supplier-daily-bad.csv'));
    expect(res.statusCode).toBe(200);
    const result = readingsUploadResultSchema.parse(res.json());
    expect(result.stored).toBe(false);
    expect(result.problems).toHaveLength(6);
    expect(result.problems).toContain(
      'regel 6, kolom gasverbruik_m3: het gasverbruik van die dag in m³, een getal van 0 tot 60 (nu: "veel")',
    );
    // The file's 33 good lines are not stored either.
    expect(await count(h.participatorId)).toBe(0);
    expect(result.readings).toEqual([]);
  });

  it("stores a supplier's daily file, and the same file again replaces its days", async () => {
    const first = readingsUploadResultSchema.parse((await upload(sample('supplier-daily.csv'))).json());
    expect(first).toMatchObject({ stored: true, format: 'buurtwarmteDaily', added: 212, problems: [] });
    expect(first.readings[0]).toMatchObject({
      kind: 'dailyUse',
      date: '2024-10-01',
      gasM3: 2.473,
      source: 'buurtwarmteDaily',
    });
    const again = readingsUploadResultSchema.parse((await upload(sample('dsmr-reader-days.csv'))).json());
    expect(again).toMatchObject({ stored: true, format: 'dsmrReaderDay', added: 212 });
    expect(await list()).toHaveLength(212);
    expect(await count(h.participatorId)).toBe(212);
  });

  it('stores typed meter readings beside the days, and refuses one that does not fit the stored ones', async () => {
    const good = readingsUploadResultSchema.parse(
      (
        await typed([
          { date: '2024-10-01', gasM3: 4512.345, electricityKwh: 23456.7 },
          { date: '2024-11-01', gasM3: 4598.87, electricityKwh: null },
        ])
      ).json(),
    );
    expect(good).toMatchObject({ stored: true, format: null, added: 2 });
    const lower = readingsUploadResultSchema.parse(
      (await typed([{ date: '2024-12-01', gasM3: 4500, electricityKwh: null }])).json(),
    );
    expect(lower.stored).toBe(false);
    expect(lower.problems).toEqual([
      'meterstand 1: past niet bij je bewaarde meterstand van 01-11-2024 (4.598,87\u00a0m³); een gasmeter telt alleen op',
    ]);
    expect((await list()).filter((r) => r.kind === 'meter')).toHaveLength(2);
  });

  it('corrects one reading and deletes one, and only the household itself may', async () => {
    const meter = (await list()).filter((r) => r.kind === 'meter');
    const url = pathOf('correctReading', { ...home(), readingId: meter[1]!.id });
    const foreign = await t.app.inject({
      method: 'PUT',
      url,
      headers: other.headers,
      payload: { date: '2024-11-01', gasM3: 4600, electricityKwh: null },
    });
    expect(foreign.statusCode).toBe(404);
    const refused = readingsUploadResultSchema.parse(
      (
        await t.app.inject({
          method: 'PUT',
          url,
          headers: h.headers,
          payload: { date: '2024-11-01', gasM3: 4000, electricityKwh: null },
        })
      ).json(),
    );
    expect(refused.stored).toBe(false);
    const corrected = readingsUploadResultSchema.parse(
      (
        await t.app.inject({
          method: 'PUT',
          url,
          headers: h.headers,
          payload: { date: '2024-11-01', gasM3: 4600.5, electricityKwh: 23600 },
        })
      ).json(),
    );
    expect(corrected.stored).toBe(true);
    expect(corrected.readings.find((r) => r.id === meter[1]!.id)).toMatchObject({
      gasM3: 4600.5,
      electricityKwh: 23600,
    });
    const removeUrl = pathOf('deleteReading', { ...home(), readingId: meter[0]!.id });
    expect((await t.app.inject({ method: 'DELETE', url: removeUrl, headers: other.headers })).statusCode).toBe(404);
    const removed = await t.app.inject({ method: 'DELETE', url: removeUrl, headers: h.headers });
    expect(removed.statusCode).toBe(200);
    expect(meterReadingListSchema.parse(removed.json()).readings.some((r) => r.id === meter[0]!.id)).toBe(false);
  });

  it('says there is no weather until the campaign has it, then measures the home beside the model', async () => {
    const measured = async () =>
      measuredHeatLossSchema.parse(
        (await t.app.inject({ url: pathOf('getMeasuredHeatLoss', home()), headers: h.headers })).json(),
      );
    const adviceOf = async (as: Household) => {
      const ids = { measurementId: as.measurementId, bagCode: as.bagCode };
      const [advice, trust] = await Promise.all(
        [pathOf('getAdvice', ids), pathOf('getAdviceTrust', ids)].map((url) =>
          t.app.inject({ url, headers: as.headers }),
        ),
      );
      return { advice: advice!.body, trust: trust!.body };
    };
    const [mineBefore, othersBefore] = [await adviceOf(h), await adviceOf(other)];
    const without = await measured();
    expect(without.status).toBe('noWeather');
    expect(without.headline).toMatch(/geen weergegevens/);
    expect(without.limits.length).toBeGreaterThan(2);
    await loadShippedWeather(t.store.db, t.config.contentDir, new Date());
    // The weather is new advice input for every home of the campaign.
    await t.app.inject({ method: 'POST', url: pathOf('recalculate'), headers: h.headers, payload: home() });
    const result = await measured();
    expect(result.station).toMatchObject({ code: 348, name: 'Cabauw' });
    expect(result.periods.length).toBeGreaterThan(150);
    expect(result.status).toBe('measured');
    expect(result.headline).toMatch(
      /^Volgens je meterstanden verliest je huis \d[\d.]*\u00a0W per graad; ons model schatte \d/,
    );
    // Generated with 0,57 m³ per degree day, about 210 W/K (tests/fixtures/readings/README.md).
    expect(result.measured!.wPerK).toBeGreaterThan(170);
    expect(result.measured!.wPerK).toBeLessThan(250);
    expect(result.measured!.lowWPerK).toBeLessThan(result.measured!.wPerK);
    // The measurement changes this home's advice and its bands; a home without readings keeps its advice.
    const [mineAfter, othersAfter] = [await adviceOf(h), await adviceOf(other)];
    expect(mineAfter.advice).not.toBe(mineBefore.advice);
    expect(mineAfter.trust).not.toBe(mineBefore.trust);
    expect(othersAfter).toEqual(othersBefore);
  });

  it('shows the readings in Mijn data, and deleting all of them leaves none', async () => {
    const data = myDataSchema.parse((await t.app.inject({ url: pathOf('getMyData'), headers: h.headers })).json());
    const mine = data.homes.find((x) => x.realEstate.id === h.realEstateId)!;
    expect(mine.readings.length).toBe(await count(h.participatorId));
    const all = await t.app.inject({ method: 'DELETE', url: pathOf('deleteAllReadings', home()), headers: h.headers });
    expect(meterReadingListSchema.parse(all.json()).readings).toEqual([]);
    expect(await count(h.participatorId)).toBe(0);
  });

  it("stores a heating season of HomeWizard's quarter-hour gas export (over 500 kB) as a meter reading a day", async () => {
    // The same home's days of use as HomeWizard writes them: the counter every quarter of an hour.
    const days = sample('supplier-daily.csv').trim().split('\n').slice(1);
    let counter = 4512.345;
    const lines = ['time,Total gas used'];
    for (const day of days) {
      const [date, use] = day.split(';') as [string, string];
      const iso = `${date.slice(6)}-${date.slice(3, 5)}-${date.slice(0, 2)}`;
      for (let q = 0; q < 96; q++)
        lines.push(
          `${iso} ${String(Math.floor(q / 4)).padStart(2, '0')}:${String((q % 4) * 15).padStart(2, '0')},${(counter + (Number(use.replace(',', '.')) * q) / 96).toFixed(3)}`,
        );
      counter += Number(use.replace(',', '.'));
    }
    const csv = `${lines.join('\r\n')}\r\n`;
    expect(csv.length).toBeGreaterThan(500_000);
    const result = readingsUploadResultSchema.parse((await upload(csv)).json());
    expect(result).toMatchObject({ stored: true, format: 'homeWizardGas', added: 212, problems: [] });
    expect(result.readings[0]).toMatchObject({
      kind: 'meter',
      date: '2024-10-01',
      gasM3: 4512.345,
      source: 'homeWizardGas',
    });
    expect(await count(h.participatorId)).toBe(212);
  });
});
