import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readingsUploadResultSchema } from '../../contract/readings.ts';
import { queryRows } from '../db/client.ts';
import type { TestApp } from '../testing/test-app.ts';
import { pathOf } from '../testing/api.ts';
import { appWithHouseholds, type Household } from '../testing/households.ts';
import { verbruikRows, workbookOf, type VerbruikDay } from '../testing/verbruik-workbook.ts';

/** Days from 1 October 2024 (serial 45566), the gas counter climbing 3 m³ a day. */
const days = (count: number, from = 0): VerbruikDay[] =>
  Array.from({ length: count }, (_, i) => ({
    serial: 45566 + from + i,
    gasM3: 4000 + 3 * (from + i),
    electricityKwh: [20000 + 4 * (from + i), 30000 + 5 * (from + i)],
  }));

describe("the readings upload takes Eneco's and Oxxio's 'Verbruik' workbook (record 0156)", () => {
  let t: TestApp;
  let h: Household;
  const home = () => ({ measurementId: h.measurementId, bagCode: h.bagCode });
  const upload = (payload: object, language?: string) =>
    t.app.inject({
      method: 'POST',
      url: pathOf('uploadReadingsFile', home()),
      headers: { ...h.headers, ...(language ? { 'accept-language': language } : {}) },
      payload,
    });
  const xlsx = (file: Buffer) => ({ xlsx: file.toString('base64') });
  const stored = async () =>
    queryRows<{ date: string; gas: number; electricity: number | null; source: string }>(
      t.store.db,
      sql`select date, gas_m3 as gas, electricity_kwh as electricity, source from meter_readings
          where participator_id = ${h.participatorId} order by date`,
    );

  beforeAll(async () => {
    let households: Household[];
    ({ t, households } = await appWithHouseholds(1));
    [h] = households as [Household];
  });
  afterAll(async () => t.close());

  it('stores the gas and electricity meter readings of a workbook without cell references', async () => {
    const res = await upload(xlsx(workbookOf(verbruikRows(days(30)))));
    expect(res.statusCode).toBe(200);
    const result = readingsUploadResultSchema.parse(res.json());
    expect(result).toMatchObject({ stored: true, format: 'enecoVerbruik', added: 30, problems: [] });
    expect(result.readings[0]).toMatchObject({
      kind: 'meter',
      date: '2024-10-01',
      gasM3: 4000,
      electricityKwh: 50000,
      source: 'enecoVerbruik',
    });
    expect(await stored()).toHaveLength(30);
  });

  it('refuses a bad workbook with the reason in Dutch or English and keeps what was stored', async () => {
    const before = await stored();
    const noGas = xlsx(workbookOf(verbruikRows(days(5, 30), { gas: false })));
    const dutch = readingsUploadResultSchema.parse((await upload(noGas)).json());
    expect(dutch).toMatchObject({ stored: false, added: 0 });
    expect(dutch.problems).toEqual([
      'regel 1: in dit bestand staat alleen stroom, geen gas (er is geen "Gas [m3]"). De meting rekent met de stand van je gasmeter.',
    ]);
    expect(dutch.readings).toHaveLength(30);
    const english = readingsUploadResultSchema.parse((await upload(noGas, 'en')).json());
    expect(english.problems).toEqual([
      'line 1: this file only has electricity, no gas (there is no "Gas [m3]"). The measurement works with your gas meter readings.',
    ]);
    // A later period whose gas counter is below the stored one: named against the stored reading, nothing stored.
    const lower = verbruikRows(days(3, 40));
    for (const row of lower.slice(2)) row[6] = 3000;
    const refused = readingsUploadResultSchema.parse((await upload(xlsx(workbookOf(lower)))).json());
    expect(refused.stored).toBe(false);
    expect(refused.problems[0]).toMatch(/^regel 3: past niet bij je bewaarde meterstand van 30-10-2024/);
    const broken = readingsUploadResultSchema.parse((await upload({ xlsx: 'UEsDBAAAAA==' })).json());
    expect(broken.problems).toEqual(['regel 1: het bestand is geen leesbaar Excel-bestand (.xlsx)']);
    expect(await stored()).toEqual(before);
  });

  it('takes exactly one of a CSV and a workbook, and refuses a workbook that is not base64', async () => {
    const both = await upload({ csv: 'datum;gas_m3\n2024-12-01;4500\n', xlsx: 'UEsDBA==' }, 'en');
    expect(both.statusCode).toBe(400);
    expect(both.json().error.message).toContain('Send one file: a CSV file or an Excel file.');
    const neither = await upload({});
    expect(neither.statusCode).toBe(400);
    const notBase64 = await upload({ xlsx: 'geen base64!' });
    expect(notBase64.statusCode).toBe(400);
    expect(notBase64.json().error.field).toBe('body.xlsx');
  });
});
