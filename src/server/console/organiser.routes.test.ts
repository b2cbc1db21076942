import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { OrganiserCampaign } from '../../contract/organisers.ts';
import { MEDAL_KEYS, workingGroupOverviewSchema, type WorkingGroupOverview } from '../../contract/working-group.ts';
import { SETTING_RANGES, settingRangeMessage } from '../../contract/settings.ts';
import { queryRows } from '../db/client.ts';
import { measurements, startanalyseOutcomes } from '../db/schema.ts';
import { SESSION_ABSOLUTE_MS } from '../auth/session-kind.ts';
import { demoAddresses } from '../demo/neighbourhood.ts';
import { sweepExpired } from '../housekeeping.ts';
import type { TestApp } from '../testing/test-app.ts';
import { asDutchCsv, asXlsx, organiserAddressRows } from '../testing/address-files.ts';
import { requestFor, validBody } from '../testing/calls.ts';
import { pageText, qrOnPage } from '../testing/pdf-pages.ts';
import { cli } from '../testing/cli.ts';
import { appWithHouseholds, type Household } from '../testing/households.ts';
import { mailedOrganiserCode, signInOrganiser, type Organiser } from '../testing/organiser.ts';
import { setWorkingGroup, signInMember } from '../testing/working-group.ts';
import { pathOf } from '../testing/api.ts';
import { storePerFile } from '../testing/world.ts';

const ORGANISER = 'Beheer@Demowijk.example';

// Each test builds its own world (issue #37.5): a fresh app with a household, a signed-in organiser and a campaign the
// organiser does not run, so it runs alone and in any order.
describe('campaign console', () => {
  let t: TestApp;
  let m: number;
  let a: Household;
  let organiser: Organiser;
  let other: number;
  const store = storePerFile();
  beforeEach(async () => {
    let households: Household[];
    ({ t, m, households } = await appWithHouseholds(1, {}, { store: store() }));
    [a] = households as [Household];
    organiser = await signInOrganiser(t, m, ORGANISER);
    const [second] = await t.store.db
      .insert(measurements)
      .values({ name: 'Andere wijk', hosts: ['andere.example'] })
      .returning({ id: measurements.id });
    other = second!.id;
  });
  afterEach(async () => t.close());

  const as = (o: Organiser) => ({ headers: o.headers });
  const send = (email: string, ip = '10.4.0.1') =>
    t.app.inject({ method: 'POST', url: pathOf('sendOrganiserLink'), payload: { email }, remoteAddress: ip });
  const settings = (id: number, o = organiser) =>
    t.app.inject({ method: 'GET', url: pathOf('getOrganiserCampaign', { measurementId: id }), ...as(o) });
  const put = (id: number, body: unknown, o = organiser) =>
    t.app.inject({
      method: 'PUT',
      url: pathOf('updateOrganiserCampaign', { measurementId: id }),
      payload: body as object,
      ...as(o),
    });

  it('mails a link only to an organiser, with the same answer either way, and exchanges it once', async () => {
    const before = t.mails.length;
    const known = await send(ORGANISER.toLowerCase());
    const unknown = await send('buitenstaander@example.test');
    await t.settleBackground();
    expect(unknown.body).toBe(known.body);
    const sent = t.mails.slice(before);
    expect(sent.map((mail) => mail.kind)).toEqual(['organiser-link']);
    expect(sent[0]!.text).toMatch(/\/beheer\/inloggen\?code=/);
    expect(sent[0]).toMatchObject({ subject: 'Je inloglink voor het campagnebeheer', language: 'nl' });
    // Asked for from a console in English, the link comes in English (record 0161).
    await t.app.inject({
      method: 'POST',
      url: pathOf('sendOrganiserLink'),
      payload: { email: ORGANISER.toLowerCase() },
      headers: { 'accept-language': 'en' },
      remoteAddress: '10.4.0.2',
    });
    await t.settleBackground();
    const english = t.mails.at(-1)!;
    expect(english).toMatchObject({ kind: 'organiser-link', language: 'en' });
    expect(english.subject).toBe('Your sign-in link for the campaign console');
    expect(english.text).toContain('You want to sign in to the Buurtwarmte campaign console. Click the link below:');
    const code = mailedOrganiserCode(t, ORGANISER.toLowerCase())!;
    const first = await t.app.inject({ method: 'POST', url: pathOf('exchangeOrganiserCode', { code }) });
    expect(first.json().session.id).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const again = await t.app.inject({ method: 'POST', url: pathOf('exchangeOrganiserCode', { code }) });
    expect(again.json()).toEqual({ session: null, message: expect.any(String) });
  });

  it('does not accept a working-group member who is not an organiser', async () => {
    await setWorkingGroup(t, m, ['lid@example.test']);
    const member = await signInMember(t, m, 'lid@example.test');
    const res = await t.app.inject({ url: pathOf('listOrganiserCampaigns'), headers: member.headers });
    expect(res.statusCode).toBe(401);
    await send('lid@example.test', '10.4.0.2');
    await t.settleBackground();
    expect(mailedOrganiserCode(t, 'lid@example.test')).toBeUndefined();
  });

  it('lists only the campaigns the organiser runs and answers 404 for any other', async () => {
    const list = await t.app.inject({ url: pathOf('listOrganiserCampaigns'), ...as(organiser) });
    expect(list.json()).toEqual({
      organiser: { email: ORGANISER.toLowerCase() },
      campaigns: [expect.objectContaining({ id: m, homes: demoAddresses().length })],
    });
    expect((await settings(m)).statusCode).toBe(200);
    for (const res of [
      await settings(other),
      await put(other, validBody('updateOrganiserCampaign', a)),
      await t.app.inject({ url: pathOf('getOrganiserAudit', { measurementId: other }), ...as(organiser) }),
      await t.app.inject({
        method: 'POST',
        url: pathOf('addOrganiserMember', { measurementId: other }),
        payload: { email: 'x@example.test' },
        ...as(organiser),
      }),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: { code: 'not_found', message: 'Niet gevonden.' } });
    }
    const [untouched] = await t.store.db
      .select()
      .from(measurements)
      .where(sql`id = ${other}`);
    expect(untouched!.name).toBe('Andere wijk');
    expect(untouched!.workingGroupEmails).toEqual([]);
  });

  it('creates a campaign its maker runs, changes its settings and logs who did what, without resident data', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: pathOf('createOrganiserCampaign'),
      payload: { name: 'Lindenbuurt' },
      ...as(organiser),
    });
    expect(created.statusCode).toBe(200);
    const campaign = created.json() as OrganiserCampaign;
    expect(campaign).toMatchObject({ name: 'Lindenbuurt', homes: 0, mode: 'DataGathering' });
    expect(campaign.timeline.map((s) => s.status)).toEqual(['upcoming', 'upcoming', 'upcoming', 'upcoming']);
    const body = {
      ...validBody('updateOrganiserCampaign', a),
      name: 'Lindenbuurt',
      ambassadorName: 'Ans',
      showWebsite: true,
      websiteUrl: 'https://lindenbuurt.example',
      timeline: [
        { key: 'mapped', status: 'done', date: '2026-09-01' },
        { key: 'firstSelection', status: 'current', date: '2026-12-01' },
        { key: 'residentsPreference', status: 'upcoming', date: null },
        { key: 'neighbourhoodChoice', status: 'upcoming', date: null },
      ],
    };
    const changed = await put(campaign.id, body);
    expect(changed.statusCode, changed.body).toBe(200);
    // The same form saved again changes nothing, so the log gets no line (issue #35.13): the stored timeline comes
    // back from jsonb with its keys in another order than the form sends them.
    expect((await put(campaign.id, body)).statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ ambassadorName: 'Ans', websiteUrl: 'https://lindenbuurt.example' });
    const member = await t.app.inject({
      method: 'POST',
      url: pathOf('addOrganiserMember', { measurementId: campaign.id }),
      payload: { email: 'nieuw-lid@example.test' },
      ...as(organiser),
    });
    expect(member.json().workingGroupEmails).toEqual(['nieuw-lid@example.test']);
    const audit = await t.app.inject({
      url: pathOf('getOrganiserAudit', { measurementId: campaign.id }),
      ...as(organiser),
    });
    const events = audit.json().events as { action: string; organiser: string; detail: Record<string, unknown> }[];
    expect(events.map((e) => e.action)).toEqual(['campaign.member_add', 'campaign.settings', 'campaign.create']);
    expect(events.every((e) => e.organiser === ORGANISER.toLowerCase())).toBe(true);
    expect(events[1]!.detail.changed).toBe('hosts, ambassadorName, showWebsite, websiteUrl, timeline');
    const stored = JSON.stringify(await queryRows(t.store.db, sql`select * from organiser_audit_events`));
    expect(stored).not.toContain('nieuw-lid');
    expect(stored).not.toContain(a.bagCode);
  });

  it('sets a heat grid and takes a solution out through the settings service, for its own campaign only', async () => {
    const url = (id: number) => pathOf('getOrganiserAdviceSettings', { measurementId: id });
    const before = (await t.app.inject({ url: url(m), ...as(organiser) })).json();
    expect(before.overrides.typeOfGas).toBe('green_gas');
    expect(before.solutions.map((s: { code: string }) => s.code)).toContain('pellet_boiler');
    const heatNet = { type: 'MT', temperature: 70, price: 45, bak: 4000, standingCharge: 500, source: 'geothermal' };
    const overrides = { heatNets: [heatNet], solutionsExcluded: ['pellet_boiler'], co2Tax: 0.1 };
    const res = await t.app.inject({ method: 'PUT', url: url(m), payload: overrides, ...as(organiser) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().overrides).toEqual(overrides);
    expect(res.json().settings.heatNets).toEqual([heatNet]);
    // The same form saved again changed nothing, and its log line names nothing (issue #35.13).
    expect((await t.app.inject({ method: 'PUT', url: url(m), payload: overrides, ...as(organiser) })).statusCode).toBe(
      200,
    );
    const audit = (
      await t.app.inject({ url: pathOf('getOrganiserAudit', { measurementId: m }), ...as(organiser) })
    ).json();
    expect(audit.events[0]).toMatchObject({ action: 'campaign.advice_settings', detail: { changed: '' } });
    const foreign = await t.app.inject({ method: 'PUT', url: url(other), payload: overrides, ...as(organiser) });
    expect(foreign.statusCode).toBe(404);
    const [untouched] = await t.store.db
      .select()
      .from(measurements)
      .where(sql`id = ${other}`);
    expect(untouched!.adviceSettings).toBeNull();
    const bad = await t.app.inject({ method: 'PUT', url: url(m), payload: { co2Tax: -1 }, ...as(organiser) });
    expect(bad.json().error).toMatchObject({
      field: 'body.co2Tax',
      message: `Ongeldige invoer bij body.co2Tax: ${settingRangeMessage(SETTING_RANGES.co2Tax)}`,
    });
    // The range in the request's language, as the API's other messages (record 0161), for a price's range too.
    const english = { headers: { ...as(organiser).headers, 'accept-language': 'en-GB,en;q=0.9' } };
    const badInEnglish = await t.app.inject({ method: 'PUT', url: url(m), payload: { co2Tax: -1 }, ...english });
    expect(badInEnglish.statusCode).toBe(400);
    expect(badInEnglish.json().error.message).toBe(
      'Input not valid at body.co2Tax: Enter an amount from € 0 up to and including € 500 per tonne of CO₂.',
    );
    const gas = { name: 'natural_gas', unit: '€/m³', priceAtStartYear: 137, averagePriceDuringPeriod: 1.37 };
    const cents = await t.app.inject({ method: 'PUT', url: url(m), payload: { prices: [gas] }, ...english });
    expect(cents.json().error.message).toBe(
      'Input not valid at body.prices.0.priceAtStartYear: Enter an amount from € 0,25 up to and including € 7 per m³.',
    );
  });

  it('opens settings stored before their ranges at the defaults, names each value with its range, and stores a new one', async () => {
    const url = pathOf('getOrganiserAdviceSettings', { measurementId: m });
    // A heat price typed as '45,50' and read as 4550 before the ranges existed; written past the service's check.
    const heatNet = { type: 'MT', temperature: 70, price: 4550, bak: 4000, standingCharge: 500, source: 'geothermal' };
    const stored = { heatNets: [heatNet], co2Tax: 100, typeOfGas: 'green_gas' };
    await t.store.db
      .update(measurements)
      .set({ adviceSettings: stored })
      .where(sql`id = ${m}`);
    const res = await t.app.inject({ url, ...as(organiser) });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.settings.heatNets).toEqual([]);
    expect(body.settings.co2Tax).toBe(100);
    expect(body.overrides).toEqual({ co2Tax: 100, typeOfGas: 'green_gas' });
    expect(body.problems).toEqual([
      {
        key: 'heatNets',
        setting: 'Warmtenet 1: Prijs per gigajoule (€)',
        where: { index: 0, field: 'price' },
        value: '4550',
        rule: settingRangeMessage(SETTING_RANGES.heatNetPrice),
        message: `Opgeslagen waarde voor Warmtenet 1: Prijs per gigajoule (€) (4550) past niet: ${settingRangeMessage(SETTING_RANGES.heatNetPrice)} Tot je opslaat, rekent het advies met de standaardwaarde; vul een nieuwe waarde in en sla op.`,
      },
    ]);
    expect(body.problems[0].message).toContain('van € 5 tot en met € 100 per GJ');
    const [still] = await t.store.db
      .select()
      .from(measurements)
      .where(sql`id = ${m}`);
    expect(still!.adviceSettings).toEqual(stored);
    const fixed = { ...body.overrides, heatNets: [{ ...heatNet, price: 45.5 }] };
    const saved = await t.app.inject({ method: 'PUT', url, payload: fixed, ...as(organiser) });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ problems: [], overrides: fixed });
  });

  it('checks an uploaded CSV or .xlsx, lists every problem and stores nothing, then imports 300 Dutch rows in full', async () => {
    const [fresh] = await t.store.db
      .insert(measurements)
      .values({ name: 'Uploadwijk' })
      .returning({ id: measurements.id });
    await signInOrganiser(t, fresh!.id, ORGANISER);
    const upload = (file: Buffer | string, dryRun: boolean, id = fresh!.id) =>
      t.app.inject({
        method: 'POST',
        url: pathOf('uploadOrganiserAddresses', { measurementId: id }),
        payload: { file: Buffer.from(file).toString('base64'), dryRun },
        ...as(organiser),
      });
    const homes = async () =>
      Number(
        (
          await queryRows<{ n: number }>(
            t.store.db,
            sql`select count(*)::int as n from real_estate_objects where measurement_id = ${fresh!.id}`,
          )
        )[0]!.n,
      );
    const bad = organiserAddressRows(300, '0371');
    bad[10]![5] = '12345';
    bad[20]![9] = 'woonboot';
    for (const file of [asDutchCsv(bad), await asXlsx(bad)]) {
      const res = await upload(file, false);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ stored: false, rows: 0 });
      expect(res.json().problems).toEqual([
        expect.stringMatching(/^regel 11, kolom Postcode: .*\(nu: "12345"\)$/),
        expect.stringMatching(/^regel 21, kolom Woningtype: dit woningtype kennen we niet.*\(nu: "woonboot"\)$/),
      ]);
    }
    expect(await homes()).toBe(0);
    const good = asDutchCsv(organiserAddressRows(300, '0371'));
    const preview = (await upload(good, true)).json();
    expect(preview).toMatchObject({ stored: false, problems: [], rows: 300, created: 300 });
    const stored = (await upload(good, false)).json();
    expect(stored).toMatchObject({ stored: true, rows: 300, created: 300, updated: 0 });
    const again = (await upload(await asXlsx(organiserAddressRows(300, '0371')), false)).json();
    expect(again).toMatchObject({ stored: true, created: 0, updated: 0, unchanged: 300 });
    expect((await upload(good, true, other)).statusCode).toBe(404);
    const audit = await t.app.inject({
      url: pathOf('getOrganiserAudit', { measurementId: fresh!.id }),
      ...as(organiser),
    });
    expect(audit.json().events[1]).toMatchObject({
      action: 'addresses.import',
      detail: { created: 300, updated: 0, unchanged: 0 },
    });
    expect(await homes()).toBe(300);
  });

  it("checks PBL's Startanalyse CSV, lists every problem by line and column and stores nothing, then stores it", async () => {
    const url = (id: number) => pathOf('getOrganiserStartanalyse', { measurementId: id });
    const upload = (csv: string, id = m) =>
      t.app.inject({ method: 'PUT', url: url(id), payload: { csv }, ...as(organiser) });
    const read = async (id = m) => (await t.app.inject({ url: url(id), ...as(organiser) })).json();
    expect(await read()).toEqual({ startanalyse: null });
    const header = 'buurtcode;buurtnaam;jaar;strategie;nationale_kosten;oppervlakte';
    const bad = [
      header,
      'BU03440101;Demowijk;2020;S1a;1.250.000;12,5',
      'BU0344010;Demowijk;2020;S2b;980000;12,5',
      'BU03440101;Demowijk;2020;S4a;duur;12,5',
    ].join('\n');
    const refused = await upload(bad);
    expect(refused.statusCode, refused.body).toBe(200);
    expect(refused.json()).toEqual({
      stored: false,
      startanalyse: null,
      problems: [
        expect.stringMatching(/^regel 3, kolom buurtcode: een buurtcode van het CBS.*\(nu: "BU0344010"\)$/),
        expect.stringMatching(/^regel 3, kolom buurtcode: alle regels gaan over één buurt, regel 2 noemt BU03440101/),
        expect.stringMatching(/^regel 4, kolom nationale_kosten: .*\(nu: "duur"\)$/),
      ],
      summary: [],
    });
    expect(await t.store.db.$count(startanalyseOutcomes)).toBe(0);

    const good = [header, 'BU03440101;Demowijk;2020;S1a;1.250.000;12,5', 'bu03440101;;2020;s2B;980000;'].join('\n');
    const stored = await upload(good);
    expect(stored.statusCode, stored.body).toBe(200);
    const outcome = {
      buurtCode: 'BU03440101',
      buurtName: 'Demowijk',
      year: 2020,
      areaHa: 12.5,
      cheapest: 'S2b',
      strategies: [
        { strategy: 'S2b', route: 'heat_grid', nationalCostEur: 980000 },
        { strategy: 'S1a', route: 'all_electric', nationalCostEur: 1250000 },
      ],
      importedAt: expect.any(String),
    };
    expect(stored.json()).toEqual({ stored: true, problems: [], summary: [], startanalyse: outcome });
    expect(await read()).toEqual({ startanalyse: outcome });
    // A bad file later leaves the stored outcome as it was, and says so.
    expect((await upload(bad)).json()).toMatchObject({ stored: false, startanalyse: outcome });

    // Another campaign's outcome is neither read nor written, and its audit log has nothing of it.
    expect((await upload(good, other)).statusCode).toBe(404);
    expect((await upload(bad, other)).statusCode).toBe(404);
    expect((await t.app.inject({ url: url(other), ...as(organiser) })).statusCode).toBe(404);
    expect(await t.store.db.$count(startanalyseOutcomes)).toBe(1);

    const tooLong = await upload('x'.repeat(50_001));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error).toMatchObject({ field: 'body.csv', message: expect.stringMatching(/te groot/) });

    const audit = (
      await t.app.inject({ url: pathOf('getOrganiserAudit', { measurementId: m }), ...as(organiser) })
    ).json();
    expect(audit.events.filter((e: { action: string }) => e.action === 'startanalyse.import')).toEqual([
      {
        at: expect.any(String),
        organiser: ORGANISER.toLowerCase(),
        action: 'startanalyse.import',
        detail: { buurtCode: 'BU03440101', year: 2020, strategies: 2 },
      },
    ]);
  });

  it("says an organiser's file problems in the console's language, with their line and column (record 0154)", async () => {
    const english = { headers: { ...organiser.headers, 'accept-language': 'en' } };
    const bad = organiserAddressRows(4, '0371');
    bad[2]![5] = '12345';
    bad[3]![9] = 'woonboot';
    for (const row of bad.slice(1)) row[7] = '1000';
    const addresses = (language: typeof english | ReturnType<typeof as>) =>
      t.app.inject({
        method: 'POST',
        url: pathOf('uploadOrganiserAddresses', { measurementId: m }),
        payload: { file: Buffer.from(asDutchCsv(bad)).toString('base64'), dryRun: true },
        ...language,
      });
    const inEnglish = (await addresses(english)).json();
    expect(inEnglish).toMatchObject({ stored: false, rows: 0 });
    const year = (line: number) =>
      `line ${line}, column Bouwjaar: a year from 1130 up to ${new Date().getFullYear() + 5} (now: "1000")`;
    expect(inEnglish.problems).toEqual([
      year(2),
      'line 3, column Postcode: a postcode is four digits and two letters, for example 1234 AB (now: "12345")',
      year(3),
      year(4),
      expect.stringMatching(
        /^line 4, column Woningtype: we don't know this type of home; use for example tussenwoning, .*\(now: "woonboot"\)$/,
      ),
      year(5),
    ]);
    expect(inEnglish.summary).toEqual([
      `4 lines: column Bouwjaar: a year from 1130 up to ${new Date().getFullYear() + 5} (from line 2 to line 5)`,
    ]);
    // The Dutch stays word for word where the console reads Dutch.
    const inDutch = (await addresses(as(organiser))).json();
    expect(inDutch.problems[1]).toBe(
      'regel 3, kolom Postcode: een postcode bestaat uit vier cijfers en twee letters, bijvoorbeeld 1234 AB (nu: "12345")',
    );
    expect(inDutch.summary[0]).toMatch(/^4 regels: kolom Bouwjaar: een jaartal van 1130 tot en met \d+ \(van regel 2/);

    // A file without a required column, and a Startanalyse with a mistake on a line.
    const noCity = bad.map((row) => row.filter((_, i) => i !== 6));
    const missing = await t.app.inject({
      method: 'POST',
      url: pathOf('uploadOrganiserAddresses', { measurementId: m }),
      payload: { file: Buffer.from(asDutchCsv(noCity)).toString('base64'), dryRun: true },
      ...english,
    });
    expect(missing.json().problems).toEqual([
      'line 1: the column town is missing (column name for example city or plaats)',
    ]);
    const startanalyse = await t.app.inject({
      method: 'PUT',
      url: pathOf('putOrganiserStartanalyse', { measurementId: m }),
      payload: { csv: 'buurtcode;jaar;strategie;nationale_kosten\nBU03440101;2020;S9;1000' },
      ...english,
    });
    expect(startanalyse.json().problems).toEqual([
      'line 2, column strategie: one of PBL\'s strategies: S1 to S5, with the variant\'s letter, such as S1a or S2b (now: "S9")',
    ]);
    // KNMI's weather: the parser's problem and the import's own.
    const weather = (text: string) =>
      t.app.inject({
        method: 'PUT',
        url: pathOf('putOrganiserWeather', { measurementId: m }),
        payload: { text },
        ...english,
      });
    expect((await weather('# STN,YYYYMMDD,   TG\n  260,20250101,  abc\n')).json().problems).toEqual([
      'line 2, column TG: this should be a whole number (in tenths) or nothing (now: "abc")',
    ]);
    expect((await weather('# STN,YYYYMMDD,   TG\n  999,20250101,   45\n')).json().problems).toEqual([
      expect.stringMatching(/^line 2, column STN: this station isn't in the file's header .*\(now: "999"\)$/),
    ]);
  });

  it("stores the campaign's language, refuses any other, and prints an English campaign's letters in English (record 0154)", async () => {
    const english = { headers: { ...organiser.headers, 'accept-language': 'en' } };
    const body = { ...(await settings(m)).json() };
    expect(body.language).toBe('nl');
    delete body.id;
    delete body.homes;
    const refused = await t.app.inject({
      method: 'PUT',
      url: pathOf('updateOrganiserCampaign', { measurementId: m }),
      payload: { ...body, language: 'de' },
      ...english,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error).toEqual({
      code: 'bad_request',
      field: 'body.language',
      message: "Input not valid at body.language: Choose the campaign's language: Dutch (nl) or English (en).",
    });
    expect((await put(m, { ...body, name: ' ' }, organiser)).json().error.message).toMatch(/Geef de campagne een naam/);
    const named = await t.app.inject({
      method: 'PUT',
      url: pathOf('updateOrganiserCampaign', { measurementId: m }),
      payload: { ...body, name: ' ' },
      ...english,
    });
    expect(named.json().error.message).toBe('Input not valid at body.name: Give the campaign a name.');
    expect((await settings(m)).json().language).toBe('nl');

    const stored = await put(m, { ...body, language: 'en', letterText: 'Come to the neighbourhood evening.' });
    expect(stored.statusCode, stored.body).toBe(200);
    expect(stored.json().language).toBe('en');
    expect((await settings(m)).json().language).toBe('en');
    const audit = await t.app.inject({ url: pathOf('getOrganiserAudit', { measurementId: m }), ...as(organiser) });
    expect(audit.json().events[0]).toMatchObject({
      action: 'campaign.settings',
      detail: { changed: 'language, letterText' },
    });
    // Another organiser's campaign keeps its language.
    expect((await put(other, { ...body, language: 'en' })).statusCode).toBe(404);

    const url = pathOf('printOrganiserLetters', { measurementId: m });
    const res = await t.app.inject({ method: 'POST', url, payload: { replace: false }, ...as(organiser) });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bw-console-letters-en-'));
    try {
      const pdf = path.join(dir, 'letters.pdf');
      await fs.writeFile(pdf, res.rawPayload);
      const text = (await pageText(pdf, 1)).replace(/\s+/g, ' ');
      expect(text).toContain('To the residents of');
      expect(text).toContain('Take part: personal heating advice for your home');
      expect(text).toContain('Dear resident,');
      expect(text).toContain('Come to the neighbourhood evening.');
      expect(text).toMatch(/works until \d{1,2} [A-Z][a-z]+ \d{4}\./);
      // One line in Dutch points to the site's switch; nothing else of the Dutch letter is left.
      expect(text).toContain('Lees je liever Nederlands? De website is er ook in het Nederlands');
      // The QR link and the address to type open the site in the letter's language (record 0161).
      const link = new URL((await qrOnPage(pdf, 1, dir))!);
      expect(link.pathname).toBe('/aanmelden');
      expect(link.searchParams.get('taal')).toBe('en');
      expect(link.searchParams.get('code')).toMatch(/^[A-Z0-9]{3}-[A-Z0-9]{4}-[A-Z0-9]{3}$/);
      expect(text).toMatch(/\/aanmelden\?taal=en /);
      for (const dutch of [
        'Beste bewoner',
        'Aan de bewoners van',
        'Zo meld je je aan',
        'Hartelijke groet',
        'Reading English',
      ])
        expect(text).not.toContain(dutch);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });

  it('prints letters as a PDF download with a QR sign-up link, records who printed, and prints no address twice', async () => {
    const url = pathOf('printOrganiserLetters', { measurementId: m });
    const res = await t.app.inject({ method: 'POST', url, payload: { replace: false }, ...as(organiser) });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="brieven-campagne-${m}.pdf"`);
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bw-console-letters-'));
    try {
      const pdf = path.join(dir, 'brieven.pdf');
      await fs.writeFile(pdf, res.rawPayload);
      const link = new URL((await qrOnPage(pdf, 1, dir))!);
      expect(link.pathname).toBe('/aanmelden');
      expect(link.searchParams.get('code')).toMatch(/^[A-Z0-9]{3}-[A-Z0-9]{4}-[A-Z0-9]{3}$/);
      expect(await pageText(pdf, 1)).toContain(link.searchParams.get('code')!);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
    // Every address has a working code now: a second run has nothing to print unless asked for new codes.
    const again = await t.app.inject({ method: 'POST', url, payload: { replace: false }, ...as(organiser) });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toMatch(/Elk adres heeft al een werkende code/);
    // The console's refusals follow its language, as the residents' do (records 0150, 0154).
    const inEnglish = await t.app.inject({
      method: 'POST',
      url,
      payload: { replace: false },
      headers: { ...organiser.headers, 'accept-language': 'en-GB,en;q=0.9,nl;q=0.5' },
    });
    expect(inEnglish.statusCode).toBe(409);
    expect(inEnglish.json().error).toEqual({
      code: 'conflict',
      message:
        'Every address already has a working code. Do you want new letters anyway? Then choose new codes for all addresses.',
    });
    const audit = await t.app.inject({ url: pathOf('getOrganiserAudit', { measurementId: m }), ...as(organiser) });
    expect(audit.json().events[0]).toMatchObject({
      action: 'letters.print',
      organiser: ORGANISER.toLowerCase(),
      detail: { letters: expect.any(Number), replace: false },
    });
    const foreign = await t.app.inject({
      method: 'POST',
      url: pathOf('printOrganiserLetters', { measurementId: other }),
      payload: { replace: true },
      ...as(organiser),
    });
    expect(foreign.statusCode).toBe(404);
  });

  it("recalculates with progress, reports the working group's aggregates as keys and counts with its small cells, and handles messages", async () => {
    const base = pathOf('getOrganiserCampaign', { measurementId: m });
    const started = await t.app.inject({
      method: 'POST',
      url: `${base}/recalculation`,
      payload: { force: true },
      ...as(organiser),
    });
    expect(started.statusCode, started.body).toBe(200);
    expect(started.json()).toMatchObject({ state: 'running', total: expect.any(Number) });
    let progress = started.json();
    while (progress.state === 'running') {
      expect(progress.done).toBeLessThanOrEqual(progress.total);
      await new Promise((resolve) => setTimeout(resolve, 20));
      progress = (await t.app.inject({ url: `${base}/recalculation`, ...as(organiser) })).json();
    }
    expect(progress).toMatchObject({ state: 'finished', done: progress.total });
    expect(progress.total).toBeGreaterThan(40);
    // Keys and counts, no words: the console says them in its reader's language (record 0165), the same answer for
    // an English and a Dutch console.
    const reports = await Promise.all(
      ['en-GB', 'nl'].map(async (language) =>
        (
          await t.app.inject({
            url: `${base}/report`,
            headers: { ...organiser.headers, 'accept-language': language },
          })
        ).json<WorkingGroupOverview>(),
      ),
    );
    expect(reports[0]).toEqual(reports[1]);
    const [report] = reports;
    expect(workingGroupOverviewSchema.parse(report)).toEqual(report);
    // One household signed in: a household count shows as '< 10', the number of homes is no household count.
    expect(report!.participation).toEqual({ homes: String(progress.total), households: '< 10' });
    expect(report!.medals.rows.map((r) => r.key)).toEqual([...MEDAL_KEYS]);
    expect(report!.requests.help).toEqual({ open: '< 10', handled: '< 10' });
    expect(JSON.stringify(report)).not.toMatch(/Meedoen|Huishoudens|huizen|afgehandeld/i);
    const asked = await t.app.inject(requestFor('requestHelp', a, a));
    expect(asked.statusCode).toBe(200);
    await t.settleBackground();
    const messages = (await t.app.inject({ url: `${base}/messages`, ...as(organiser) })).json().messages;
    expect(messages).toEqual([expect.objectContaining({ kind: 'help', handledAt: null })]);
    const handled = await t.app.inject({
      method: 'POST',
      url: `${base}/messages/help/${messages[0].id}/handled`,
      ...as(organiser),
    });
    expect(handled.statusCode).toBe(200);
    const after = (await t.app.inject({ url: `${base}/messages`, ...as(organiser) })).json().messages;
    expect(after[0].handledAt).not.toBeNull();
    for (const url of [
      pathOf('getOrganiserReport', { measurementId: other }),
      pathOf('getOrganiserMessages', { measurementId: other }),
    ])
      expect((await t.app.inject({ url, ...as(organiser) })).statusCode).toBe(404);
  });

  it('refuses bad settings with a Dutch message naming the field, and changes nothing', async () => {
    const before = (await settings(m)).body;
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ name: ' ' }, 'body.name', /Geef de campagne een naam/],
      [{ websiteUrl: 'ftp://x' }, 'body.websiteUrl', /https:\/\//],
      [{ workingGroupEmails: ['geen-adres'] }, 'body.workingGroupEmails.0', /geldig e-mailadres/],
      [{ signUpWindowDays: 0 }, 'body.signUpWindowDays', /Minstens 1 dag/],
      [{ timeline: [] }, 'body.timeline', /vier stappen/],
      [{ hosts: ['https://x.nl'] }, 'body.hosts.0', /zonder https/],
    ];
    for (const [change, field, message] of cases) {
      const res = await put(m, { ...validBody('updateOrganiserCampaign', a), ...change });
      expect(res.statusCode, field).toBe(400);
      expect(res.json().error.field).toBe(field);
      expect(res.json().error.message).toMatch(message);
    }
    expect((await settings(m)).body).toBe(before);
  });

  it('lets the CLI add an organiser, once per campaign', async () => {
    const first = await cli(t.store, [
      'organiser',
      'add',
      '--email',
      'tweede@example.test',
      '--measurement',
      `${other}`,
    ]);
    expect(first.code, first.stderr).toBe(0);
    expect(first.stdout).toContain('/beheer/inloggen');
    const again = await cli(t.store, [
      'organiser',
      'add',
      '--email',
      'Tweede@example.test',
      '--measurement',
      `${other}`,
    ]);
    expect(again.stdout).toContain('nothing changed');
    expect((await cli(t.store, ['organiser', 'add', '--email', 'geen-adres'])).code).toBe(2);
    const second = await signInOrganiser(t, other, 'tweede@example.test');
    expect((await settings(other, second)).statusCode).toBe(200);
    expect((await settings(m, second)).statusCode).toBe(404);
  });

  it('ends the session at logout, and housekeeping deletes ended sessions and used links', async () => {
    const session = await signInOrganiser(t, m, ORGANISER);
    const out = await t.app.inject({ method: 'DELETE', url: pathOf('killOrganiserSession'), ...as(session) });
    expect(out.statusCode).toBe(200);
    expect((await t.app.inject({ url: pathOf('listOrganiserCampaigns'), ...as(session) })).statusCode).toBe(401);
    await sweepExpired(t.store.db, new Date(Date.now() + SESSION_ABSOLUTE_MS + 1000));
    const left = await queryRows<{ n: number }>(
      t.store.db,
      sql`select (select count(*) from organiser_sessions) + (select count(*) from organiser_login_links) as n`,
    );
    expect(Number(left[0]!.n)).toBe(0);
  });
});
