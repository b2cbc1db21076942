import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organiserEndpointAddresses } from '../../src/contract/organiser-endpoint-addresses.ts';
import { DEMO_ORGANISER } from '../../src/server/demo/neighbourhood.ts';
import { asDutchCsv, asExcelOpenedCsv, asXlsx, organiserAddressRows } from '../../src/server/testing/address-files.ts';
import { pageText, qrOnPage } from '../../src/server/testing/pdf-pages.ts';
import { e2e } from './support/e2e.ts';
import { sharedPage } from './support/shared-page.ts';

const { listOrganiserCampaigns } = organiserEndpointAddresses;
const CODE = /\b[A-Z0-9]{3}-[A-Z0-9]{4}-[A-Z0-9]{3}\b/;

/** Rows with two mistakes an organiser makes: a postcode without letters and a dwelling word we do not know. */
function withMistakes(rows: string[][]): string[][] {
  const bad = rows.map((r) => [...r]);
  bad[3]![5] = '3511';
  bad[7]![9] = 'woonboot';
  return bad;
}

async function upload(page: Page, name: string, mimeType: string, buffer: Buffer) {
  const addresses = page.getByRole('region', { name: 'Adressen', exact: true });
  await addresses.getByLabel('Bestand met adressen').setInputFiles({ name, mimeType, buffer });
  await addresses.getByRole('button', { name: 'Bestand controleren' }).click();
  return addresses;
}

/**
 * January 2022 of De Bilt (260), cut from the KNMI file the repository ships (content/weather/knmi): KNMI's column line
 * and 31 days. The copy has no station block; the server knows the station from stations.json.
 */
async function deBiltJanuary(): Promise<string[]> {
  const shipped = (await fs.readFile('content/weather/knmi/etmgeg_260.txt', 'utf8')).split('\n');
  return [
    shipped.find((line) => line.startsWith('# STN,YYYYMMDD'))!,
    ...shipped.filter((l) => /^ +260,202201/.test(l)),
  ];
}

/** Chooses a KNMI file in the weather section and stores it by keyboard: from the file input, Tab to the button, Enter. */
async function uploadWeather(page: Page, lines: string[]) {
  const weather = page.getByRole('region', { name: 'Weer van het KNMI', exact: true });
  const input = weather.getByLabel('Bestand met daggegevens van het KNMI');
  await input.setInputFiles({ name: 'etmgeg_260.txt', mimeType: 'text/plain', buffer: Buffer.from(lines.join('\n')) });
  await input.focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Controleren en opslaan');
  await page.keyboard.press('Enter');
  return weather;
}

/** A stored station's row in the weather section: its name and number, its period and its number of days. */
const stationRow = (weather: Locator, name: string) =>
  weather
    .getByRole('table')
    .getByRole('row', { name: new RegExp(`^${name}`) })
    .evaluate((row) => [...row.children].map((cell) => cell.textContent ?? ''));
/** '01-07-2018 tot en met 21-03-2022' (unbreakable hyphens) as ['2018-07-01', '2022-03-21'], to compare days. */
const isoPeriod = (dutch: string) =>
  dutch.split(' tot en met ').map((day) =>
    day
      .split(/[-\u2011]/)
      .reverse()
      .join('-'),
  );

// One journey, a test per step on one shared page: each step has its own time on a loaded machine (issue #23.7), and
// a failure names the step. The steps run in order and build on each other.
describe('the campaign console: an organiser signs in by link, sets up a campaign, imports addresses, prints letters and reads the report', () => {
  const opened = sharedPage();
  let dir = '';
  let session = '';
  let campaignPath = '';
  beforeAll(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bw-console-'));
  });
  afterAll(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('signs in by a mailed link, with a session under its own key', async () => {
    const { page } = opened();
    await page.goto('/beheer');
    await page.waitForURL('**/beheer/inloggen');
    expect(await e2e.axe(page)).toEqual([]);
    await e2e.screenshot(page, 'console-sign-in-1280');
    await page.getByLabel('Je e-mailadres').fill(DEMO_ORGANISER);
    await page.getByRole('button', { name: 'Stuur mij een link' }).click();
    await page.getByRole('heading', { name: 'Kijk in je mail' }).waitFor();
    const mail = await e2e.readMail(DEMO_ORGANISER, /beheer\/inloggen/);
    const link = new URL(/https?:\/\/\S+[?&]code=[A-Za-z0-9_-]+/.exec(mail.text)![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await page.waitForURL(/\/beheer$/);
    await page.getByText(`Je bent ingelogd als ${DEMO_ORGANISER}.`).waitFor();
    // The organiser's session lives under its own key; a resident's or member's key stays empty.
    const stored = await page.evaluate(() => [
      localStorage.getItem('buurtwarmte.organiserSession'),
      localStorage.getItem('buurtwarmte.session'),
      localStorage.getItem('buurtwarmte.workingGroupSession'),
    ]);
    expect(stored[0]).toMatch(/"id"/);
    expect(stored.slice(1)).toEqual([null, null]);
    session = stored[0]!;
    expect(await e2e.axe(page)).toEqual([]);
  });

  it('creates a campaign that its maker runs', async () => {
    const { page } = opened();
    await page.getByLabel('Naam van de buurt of campagne').fill('Testwijk e2e');
    await page.getByRole('button', { name: 'Campagne maken' }).click();
    await page.waitForURL('**/beheer/campagne/*');
    await page.getByRole('heading', { level: 1, name: 'Testwijk e2e' }).waitFor();
    campaignPath = new URL(page.url()).pathname;
    expect(await e2e.axe(page)).toEqual([]);
  });

  it('refuses an implausible heat price with its range, then saves the heat grid as a Dutch reader means it', async () => {
    const { page } = opened();
    const advice = page.getByRole('region', { name: 'Advies', exact: true });
    await advice.getByRole('button', { name: 'Warmtenet toevoegen' }).click();
    await advice.getByLabel('Naam', { exact: true }).fill('Warmtenet Testwijk');
    await advice.getByLabel('Bron van de warmte').selectOption({ label: 'Aardwarmte' });
    for (const implausible of ['-3', '4550']) {
      await advice.getByLabel('Prijs per gigajoule (€)').fill(implausible);
      await advice.getByRole('button', { name: 'Advies opslaan' }).click();
      await advice.getByText('Let op: Vul een bedrag in van € 5 tot en met € 100 per GJ.').waitFor();
    }
    await advice.getByLabel('Prijs per gigajoule (€)').fill('45,50');
    await advice.getByLabel('Aansluitbijdrage (€)').fill('5.250');
    await advice.getByRole('button', { name: 'Advies opslaan' }).click();
    await advice.getByText('Opgeslagen.').waitFor();
    // Read back from the server: 45,50 €/GJ and € 5.250, not 4550 and 5,25 (issue 35.6).
    await page.reload();
    expect(await advice.getByLabel('Prijs per gigajoule (€)').inputValue()).toBe('45,5');
    expect(await advice.getByLabel('Aansluitbijdrage (€)').inputValue()).toBe('5250');
  });

  const rows = organiserAddressRows(12, '0399');
  const xlsxRows = organiserAddressRows(12, '0398');
  const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

  it('lists every problem of a CSV and an .xlsx by line and column, and imports nothing', async () => {
    const { page } = opened();
    for (const [name, type, file] of [
      ['adressen.csv', 'text/csv', Buffer.from(asDutchCsv(withMistakes(rows)))],
      ['adressen.xlsx', XLSX, await asXlsx(withMistakes(xlsxRows))],
    ] as const) {
      const addresses = await upload(page, name, type, file);
      const problems = addresses.getByRole('alert');
      await problems.getByRole('heading', { name: '2 problemen in het bestand. Er is niets ingelezen.' }).waitFor();
      expect(await problems.getByRole('listitem').allTextContents()).toEqual([
        expect.stringMatching(/^regel 4, kolom Postcode: .*\(nu: "3511"\)$/),
        expect.stringMatching(/^regel 8, kolom Woningtype: dit woningtype kennen we niet.*\(nu: "woonboot"\)$/),
      ]);
      expect(await e2e.axe(page)).toEqual([]);
    }
    await e2e.screenshot(page, 'console-address-problems-1280');
  });

  it('checks the fixed files first, then imports exactly them', async () => {
    const { page } = opened();
    for (const [name, type, file] of [
      ['adressen.csv', 'text/csv', Buffer.from(asDutchCsv(rows))],
      ['adressen.xlsx', XLSX, await asXlsx(xlsxRows)],
    ] as const) {
      const addresses = await upload(page, name, type, file);
      await addresses
        .getByText('12 adressen: 12 nieuw, 0 bijgewerkt, 0 hetzelfde. Er is nog niets ingelezen.')
        .waitFor();
      await addresses.getByRole('button', { name: '12 adressen inlezen' }).click();
      await addresses.getByRole('heading', { name: 'De adressen zijn ingelezen' }).waitFor();
    }
  });

  it('sums up a BAG code Excel rounded on every line, lists each by line and column, and imports nothing (issue 35.9)', async () => {
    const { page } = opened();
    const rounded = organiserAddressRows(300, '0396').map((row, i) =>
      i === 0 ? row : ['5,9901E+14', ...row.slice(1)],
    );
    const addresses = await upload(page, 'afgerond.xlsx', XLSX, await asExcelOpenedCsv(rounded));
    const problems = addresses.getByRole('alert');
    await problems.getByRole('heading', { name: '300 problemen in het bestand. Er is niets ingelezen.' }).waitFor();
    expect(await problems.getByRole('list', { name: 'Wat op meer regels terugkomt:' }).textContent()).toMatch(
      /^300 regels: kolom BAG-id: Excel heeft deze BAG-code .*niet terughalen.*\(van regel 2 tot en met regel 301\)$/,
    );
    expect(
      await problems
        .getByRole('list', { name: /^300 problemen/ })
        .getByText(/^regel 301, kolom BAG-id: Excel heeft/)
        .count(),
    ).toBe(1);
    expect(await e2e.axe(page)).toEqual([]);
  });

  it('refuses a KNMI file with a bad line by line and column and stores nothing, then stores the good file with its station and period (issue #39.2)', async () => {
    const { page } = opened();
    const january = await deBiltJanuary();
    const weather = page.getByRole('region', { name: 'Weer van het KNMI', exact: true });
    const audit = page.getByRole('region', { name: 'Wie deed wat', exact: true });
    const imported = audit.getByRole('listitem').filter({ hasText: 'Weergegevens van het KNMI ingelezen' });
    // The demo's shipped weather may already hold De Bilt: what the bad file must leave as it is.
    await weather.getByRole('heading', { name: 'Stations met weergegevens' }).waitFor();
    const before = await weather.getByRole('table').textContent();

    // The fifth day's mean temperature in words: line 6 (the column line is line 1), column TG.
    const bad = january.map((line, i) => (i === 5 ? line.replace(/^( +260,\d{8}, +)-?\d+/, '$1warm') : line));
    await uploadWeather(page, bad);
    const problems = weather.getByRole('alert');
    await problems.getByRole('heading', { name: '1 probleem in het bestand. Er is niets ingelezen.' }).waitFor();
    expect(await problems.getByRole('listitem').allTextContents()).toEqual([
      expect.stringMatching(/^regel 6, kolom TG: .*\(nu: "warm"\)$/),
    ]);
    expect(await weather.getByRole('table').textContent()).toBe(before);
    expect(await imported.count()).toBe(0);
    expect(await e2e.axe(page)).toEqual([]);
    await e2e.screenshot(page, 'console-weather-problems-1280', weather);

    await uploadWeather(page, january);
    await weather.getByRole('status').filter({ hasText: '31 dagen opgeslagen.' }).waitFor();
    expect(await problems.count()).toBe(0);
    const [station, period, days] = await stationRow(weather, 'De Bilt \\(260\\)');
    expect(station).toBe('De Bilt (260)');
    const [first, last] = isoPeriod(period!);
    expect(first! <= '2022-01-01' && last! >= '2022-01-31', period).toBe(true);
    expect(Number(days!.replace(/\./g, ''))).toBeGreaterThanOrEqual(31);
    await imported.first().waitFor();
    expect(await e2e.axe(page)).toEqual([]);
    await e2e.screenshot(page, 'console-weather-1280', weather);

    // On a phone: the same section without sideways scrolling, axe clean.
    await page.setViewportSize({ width: 375, height: 800 });
    try {
      await weather.scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      // The stored stations fit the phone too: no sideways swipe inside the table's box.
      const stations = weather.getByRole('region', { name: 'Stations met weergegevens' });
      expect(await stations.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
      expect(await e2e.axe(page)).toEqual([]);
      await e2e.screenshot(page, 'console-weather-375', weather);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('downloads letters whose QR code leads to the sign-up, and never shows a code on the screen', async () => {
    const { page } = opened();
    const letters = page.getByRole('region', { name: 'Brieven', exact: true });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      letters.getByRole('button', { name: 'Brieven maken en downloaden' }).click(),
    ]);
    const pdf = path.join(dir, download.suggestedFilename());
    await download.saveAs(pdf);
    await letters.getByText('De brieven zijn gedownload.').waitFor();
    const qr = new URL((await qrOnPage(pdf, 1, dir))!);
    expect(`${qr.origin}${qr.pathname}`).toBe(`${e2e.baseUrl}/aanmelden`);
    expect(qr.searchParams.get('code')).toBe(CODE.exec(await pageText(pdf, 1))![0]);
    expect(await page.locator('main').textContent()).not.toMatch(CODE);
  });

  it('adds a working-group member', async () => {
    const { page } = opened();
    const members = page.getByRole('region', { name: 'Werkgroep', exact: true });
    await members.getByLabel('E-mailadres van het nieuwe lid').fill('nieuw.lid@voorbeeld.nl');
    await members.getByRole('button', { name: 'Lid toevoegen' }).click();
    await members.getByRole('list', { name: 'Leden van de werkgroep' }).getByText('nieuw.lid@voorbeeld.nl').waitFor();
  });

  it('recalculates with a progress bar that ends full', async () => {
    const { page } = opened();
    const recalculate = page.getByRole('region', { name: 'Advies opnieuw berekenen', exact: true });
    await recalculate.getByRole('button', { name: 'Opnieuw berekenen' }).click();
    const bar = recalculate.getByRole('progressbar', { name: 'Voortgang van de berekening' });
    await bar.waitFor();
    await recalculate.getByText(/^Klaar: 24 huizen bekeken/).waitFor();
    expect(await bar.evaluate((p: HTMLProgressElement) => [p.value, p.max])).toEqual([24, 24]);
  });

  it("reports in the working group's words, with '< 10' for a household count below ten", async () => {
    const { page } = opened();
    const report = page.getByRole('region', { name: 'Verslag', exact: true });
    const participation = report.getByRole('table', { name: 'Meedoen', exact: true });
    await participation.getByRole('row', { name: 'Huizen in de buurt 24' }).waitFor();
    await participation.getByRole('row', { name: 'Huishoudens ingelogd < 10' }).waitFor();
  });

  it("records who did what, without a resident's data", async () => {
    const { page } = opened();
    const audit = page.getByRole('region', { name: 'Wie deed wat', exact: true });
    await audit
      .getByRole('listitem')
      .filter({ hasText: /^Brieven gemaakt \(brieven: 12;/ })
      .waitFor();
    expect(await audit.getByRole('listitem').filter({ hasText: DEMO_ORGANISER }).count()).toBeGreaterThan(5);
    expect(await e2e.axe(page)).toEqual([]);
    await e2e.screenshot(page, 'console-campaign-1280');
  });

  // The same screens on a phone, and at 320 px with 200 % text: no sideways scrolling. A test per width and screen.
  describe.each([375, 320])('at %i px', (width) => {
    const small = sharedPage({ viewport: { width, height: 800 }, largeText: width === 320 });
    it.each(['the campaign list', 'the campaign page'])(
      '%s reflows without sideways scrolling, and axe finds nothing',
      async (screen) => {
        const { page } = small();
        // The page opens blank: the organiser's session is handed over once, on the app's own origin.
        if (page.url() === 'about:blank') {
          await page.goto('/welkom');
          await page.evaluate((value) => localStorage.setItem('buurtwarmte.organiserSession', value), session);
        }
        const onCampaign = screen === 'the campaign page';
        await page.goto(onCampaign ? campaignPath : '/beheer');
        await page.getByRole('heading', { level: 1 }).waitFor();
        await page.getByRole('button', { name: 'Uitloggen' }).waitFor();
        // Measured once the widest content, the report's tables, is there.
        if (onCampaign) await page.getByRole('table', { name: 'Meedoen', exact: true }).waitFor();
        // What overflows is named in the failure, so a fix knows where to look.
        const widest = await page.evaluate(() =>
          [...document.querySelectorAll('body *')]
            .filter((e) => e.scrollWidth > e.clientWidth + 1)
            .map((e) => `${e.tagName}.${e.className} ${e.scrollWidth}>${e.clientWidth} ${e.textContent?.slice(0, 50)}`)
            .slice(-3),
        );
        expect(
          await page.evaluate(() => document.documentElement.scrollWidth),
          JSON.stringify(widest),
        ).toBeLessThanOrEqual(width);
        expect(await e2e.axe(page)).toEqual([]);
        if (width === 375 && onCampaign) await e2e.screenshot(page, 'console-campaign-375');
      },
    );
  });

  // Last of the journey: 300 more homes would slow the letters and the recalculation above.
  it('imports whole the 300-row Dutch file as Excel saves it after opening the CSV (issue 35.9)', async () => {
    const { page } = opened();
    await page.goto(campaignPath);
    const addresses = await upload(
      page,
      'uit-excel.xlsx',
      XLSX,
      await asExcelOpenedCsv(organiserAddressRows(300, '0397')),
    );
    await addresses
      .getByText('300 adressen: 300 nieuw, 0 bijgewerkt, 0 hetzelfde. Er is nog niets ingelezen.')
      .waitFor();
    await addresses.getByRole('button', { name: '300 adressen inlezen' }).click();
    await addresses.getByRole('heading', { name: 'De adressen zijn ingelezen' }).waitFor();
    await addresses.getByText('300 nieuw, 0 bijgewerkt, 0 hetzelfde.').waitFor();
  });

  // The numbers of the heat grid typed in a browser set to English, whose number input read '45,50' and '5.250' by
  // its own language (issue 35.6). The console reads English there (record 0149); the numbers stay the campaign's.
  describe('in a browser set to English', () => {
    const english = sharedPage({ locale: 'en-US' });
    it("stores '38,25' €/GJ and a standing charge of '1.250' as a Dutch reader means them", async () => {
      const { page } = english();
      await page.goto('/welkom');
      await page.evaluate((value) => localStorage.setItem('buurtwarmte.organiserSession', value), session);
      await page.goto(campaignPath);
      const advice = page.getByRole('region', { name: 'Advice', exact: true });
      await advice.getByLabel('Price per gigajoule (€)').fill('38,25');
      await advice.getByLabel('Standing charge per year (vastrecht, €)').fill('1.250');
      await advice.getByRole('button', { name: 'Save advice' }).click();
      await advice.getByText('Saved.').waitFor();
      await page.reload();
      expect(await advice.getByLabel('Price per gigajoule (€)').inputValue()).toBe('38,25');
      expect(await advice.getByLabel('Standing charge per year (vastrecht, €)').inputValue()).toBe('1250');
      expect(await advice.getByLabel('Connection fee (aansluitbijdrage, €)').inputValue()).toBe('5250');
    });
  });

  it('logs out, which ends the session on the server', async () => {
    const { page } = opened();
    await page.getByRole('button', { name: 'Uitloggen' }).click();
    await page.waitForURL('**/beheer/inloggen');
    expect(await page.evaluate(() => localStorage.getItem('buurtwarmte.organiserSession'))).toBeNull();
    // The session the browser held is refused from now on, not merely forgotten by the page.
    const { id } = JSON.parse(session) as { id: string };
    const answer = await page.request.get(listOrganiserCampaigns.path, {
      headers: { authorization: `Organiser ${id}` },
    });
    expect(answer.status()).toBe(401);
  });
});
