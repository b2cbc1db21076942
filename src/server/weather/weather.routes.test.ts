import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organiserWeatherSchema, weatherUploadResultSchema } from '../../contract/readings.ts';
import { queryRows } from '../db/client.ts';
import { measurements } from '../db/schema.ts';
import { pathOf } from '../testing/api.ts';
import { cli } from '../testing/cli.ts';
import { appWithHouseholds, type Household } from '../testing/households.ts';
import { signInOrganiser, type Organiser } from '../testing/organiser.ts';
import type { TestApp } from '../testing/test-app.ts';

/** KNMI's own layout: the station block in the header, then the column line and one line per day. */
const KNMI_HEADER = [
  'BRON: KONINKLIJK NEDERLANDS METEOROLOGISCH INSTITUUT (KNMI)',
  '# STN         LON(east)   LAT(north)  ALT(m)  NAME',
  '# 370:         5.377       51.451      22.60  EINDHOVEN',
  '',
  'YYYYMMDD  = Datum (YYYY=jaar MM=maand DD=dag) / Date (YYYY=year MM=month DD=day)',
  'TG        = Etmaalgemiddelde temperatuur (in 0.1 graden Celsius) / Daily mean temperature in (0.1 degrees Celsius)',
  '',
  '# STN,YYYYMMDD,   TG',
];

describe("the console's KNMI weather import (issue #39.2)", () => {
  let t: TestApp;
  let m: number;
  let h: Household;
  let organiser: Organiser;
  let foreign: Organiser;
  let dir: string;
  const days = async () =>
    (await queryRows<{ n: number }>(t.store.db, sql`select count(*)::int as n from weather_days`))[0]!.n;
  const put = (text: string, as: { authorization: string } = organiser.headers, measurementId = m) =>
    t.app.inject({
      method: 'PUT',
      url: pathOf('putOrganiserWeather', { measurementId }),
      headers: as,
      payload: { text },
    });

  beforeAll(async () => {
    let households: Household[];
    ({ t, m, households } = await appWithHouseholds(1));
    [h] = households as [Household];
    organiser = await signInOrganiser(t, m, 'beheer@weer.example');
    const [second] = await t.store.db
      .insert(measurements)
      .values({ name: 'Andere wijk', hosts: ['ander.example'] })
      .returning({ id: measurements.id });
    foreign = await signInOrganiser(t, second!.id, 'beheer@ander.example');
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bw-weather-'));
  });
  afterAll(async () => {
    await t.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it("answers 401 to a resident's session and 404 to another campaign's organiser, storing nothing", async () => {
    const good = [...KNMI_HEADER, '  370,20250101,   45'].join('\n');
    expect((await put(good, h.headers)).statusCode).toBe(401);
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: pathOf('putOrganiserWeather', { measurementId: m }),
          payload: { text: good },
        })
      ).statusCode,
    ).toBe(401);
    const res = await put(good, foreign.headers);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Niet gevonden.' } });
    expect(await days()).toBe(0);
  });

  it('refuses a bad file by line and column and stores none of its good days', async () => {
    const text = [
      ...KNMI_HEADER,
      '  370,20250101,   45',
      '  370,20250132,   40',
      '  370,20250103,  warm',
      '  370,20250104,  999',
      '  370,20250101,   45',
      '  370,20250106',
      '  999,20250107,   30',
    ].join('\n');
    const result = weatherUploadResultSchema.parse((await put(text)).json());
    expect(result.stored).toBe(false);
    expect(result.problems).toEqual([
      expect.stringMatching(/^regel 10, kolom YYYYMMDD: .*\(nu: "20250132"\)$/),
      expect.stringMatching(/^regel 11, kolom TG: .*\(nu: "warm"\)$/),
      expect.stringMatching(/^regel 12, kolom TG: deze waarde kan niet kloppen voor Nederland \(nu: "999"\)$/),
      expect.stringMatching(/^regel 13, kolom YYYYMMDD: deze dag van dit station staat al eerder/),
      expect.stringMatching(/^regel 14, /),
      expect.stringMatching(/^regel 15, kolom STN: dit station staat niet in de kop van het bestand/),
    ]);
    expect(await days()).toBe(0);
    const empty = weatherUploadResultSchema.parse((await put('dit is geen KNMI-bestand')).json());
    expect(empty.stored).toBe(false);
    expect(empty.problems[0]).toMatch(/^regel 1, kolom STN: geen kopregel/);
  });

  it('stores a good file, names the nearest station and writes the audit log', async () => {
    const text = [...KNMI_HEADER, '  370,20250101,   45', '  370,20250102,  -12', '  370,20250103,'].join('\r\n');
    const result = weatherUploadResultSchema.parse((await put(text)).json());
    expect(result).toMatchObject({ stored: true, days: 2, problems: [] });
    expect(result.stations).toEqual([
      {
        code: 370,
        name: 'Eindhoven',
        latitude: 51.451,
        longitude: 5.377,
        firstDate: '2025-01-01',
        lastDate: '2025-01-02',
        days: 2,
      },
    ]);
    // Demowijk lies in Utrecht: Eindhoven is the only station stored, some 75 km away.
    expect(result.nearest).toMatchObject({ code: 370, name: 'Eindhoven' });
    expect(result.nearest!.distanceKm).toBeGreaterThan(60);
    expect(result.nearest!.distanceKm).toBeLessThan(90);
    const read = organiserWeatherSchema.parse(
      (
        await t.app.inject({ url: pathOf('getOrganiserWeather', { measurementId: m }), headers: organiser.headers })
      ).json(),
    );
    expect(read.stations.map((s) => s.code)).toEqual([370]);
    const audit = (
      await t.app.inject({ url: pathOf('getOrganiserAudit', { measurementId: m }), headers: organiser.headers })
    ).json();
    expect(audit.events.find((e: { action: string }) => e.action === 'weather.import')).toMatchObject({
      detail: { stations: '370', days: 2 },
    });
  });

  it("imports a shipped copy without a station block through the CLI, with the station's place from stations.json", async () => {
    const file = path.join(t.config.contentDir, 'weather', 'knmi', 'etmgeg_348.txt');
    const run = await cli(t.store, ['weather', 'import', file, '--measurement', String(m)]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Stored \d+ days of station 348 Cabauw\. Campaign \d+ is measured against 348 Cabauw/);
    const bad = path.join(dir, 'bad.txt');
    await fs.writeFile(bad, '# STN,YYYYMMDD,   TG\n  348,20990231,   45\n');
    const before = await days();
    const refused = await cli(t.store, ['weather', 'import', bad]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toMatch(/bad\.txt regel 2, kolom YYYYMMDD: een datum schrijft het KNMI als JJJJMMDD/);
    expect(await days()).toBe(before);
  });
});
