import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_ORGANISER } from '../../src/server/services/demo-neighbourhood.ts';
import { asDutchCsv, asXlsx, organiserAddressRows } from '../../src/server/testing/address-files.ts';
import { pageText, qrOnPage } from '../../src/server/testing/pdf-pages.ts';
import { e2e } from './support/e2e.ts';

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

describe('the campaign console', () => {
  it('lets an organiser sign in by link, set up a campaign, import addresses, print letters and read the report', async () => {
    const { page, close } = await e2e.newPage();
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bw-console-'));
    try {
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
      expect(await e2e.axe(page)).toEqual([]);

      // A new campaign, its maker runs it.
      await page.getByLabel('Naam van de buurt of campagne').fill('Testwijk e2e');
      await page.getByRole('button', { name: 'Campagne maken' }).click();
      await page.waitForURL('**/beheer/campagne/*');
      await page.getByRole('heading', { level: 1, name: 'Testwijk e2e' }).waitFor();
      expect(await e2e.axe(page)).toEqual([]);

      // A heat net in the advice settings.
      const advice = page.getByRole('region', { name: 'Advies', exact: true });
      await advice.getByRole('button', { name: 'Warmtenet toevoegen' }).click();
      await advice.getByLabel('Naam', { exact: true }).fill('Warmtenet Testwijk');
      await advice.getByLabel('Bron van de warmte').selectOption({ label: 'Aardwarmte' });
      await advice.getByLabel('Prijs per gigajoule (€)').fill('-3');
      await advice.getByRole('button', { name: 'Advies opslaan' }).click();
      await advice.getByText('Let op: Vul 0 of meer in.').waitFor();
      await advice.getByLabel('Prijs per gigajoule (€)').fill('38');
      await advice.getByRole('button', { name: 'Advies opslaan' }).click();
      await advice.getByText('Opgeslagen.').waitFor();

      // Files with mistakes: every problem by line and column, and nothing imported.
      const rows = organiserAddressRows(12, '0399');
      const xlsxRows = organiserAddressRows(12, '0398');
      for (const [name, type, file] of [
        ['adressen.csv', 'text/csv', Buffer.from(asDutchCsv(withMistakes(rows)))],
        [
          'adressen.xlsx',
          'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          await asXlsx(withMistakes(xlsxRows)),
        ],
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
      // Fixed: checked first, then imported.
      for (const [name, type, file] of [
        ['adressen.csv', 'text/csv', Buffer.from(asDutchCsv(rows))],
        ['adressen.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', await asXlsx(xlsxRows)],
      ] as const) {
        const addresses = await upload(page, name, type, file);
        await addresses
          .getByText('12 adressen: 12 nieuw, 0 bijgewerkt, 0 hetzelfde. Er is nog niets ingelezen.')
          .waitFor();
        await addresses.getByRole('button', { name: '12 adressen inlezen' }).click();
        await addresses.getByRole('heading', { name: 'De adressen zijn ingelezen' }).waitFor();
      }

      // The letters: a PDF download whose QR code leads to the sign-up; no code is ever on the screen.
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

      // A working-group member.
      const members = page.getByRole('region', { name: 'Werkgroep', exact: true });
      await members.getByLabel('E-mailadres van het nieuwe lid').fill('nieuw.lid@voorbeeld.nl');
      await members.getByRole('button', { name: 'Lid toevoegen' }).click();
      await members.getByRole('list', { name: 'Leden van de werkgroep' }).getByText('nieuw.lid@voorbeeld.nl').waitFor();

      // Recalculation with a progress bar that ends full.
      const recalculate = page.getByRole('region', { name: 'Advies opnieuw berekenen', exact: true });
      await recalculate.getByRole('button', { name: 'Opnieuw berekenen' }).click();
      const bar = recalculate.getByRole('progressbar', { name: 'Voortgang van de berekening' });
      await bar.waitFor();
      await recalculate.getByText(/^Klaar: 24 huizen bekeken/).waitFor();
      expect(await bar.evaluate((p: HTMLProgressElement) => [p.value, p.max])).toEqual([24, 24]);

      // The report in the working group's words, with '< 10' for a household count below ten.
      const report = page.getByRole('region', { name: 'Verslag', exact: true });
      const participation = report.getByRole('table', { name: 'Meedoen', exact: true });
      await participation.getByRole('row', { name: 'Huizen in de buurt 24' }).waitFor();
      await participation.getByRole('row', { name: 'Huishoudens ingelogd < 10' }).waitFor();

      // Who did what, without a resident's data.
      const audit = page.getByRole('region', { name: 'Wie deed wat', exact: true });
      await audit
        .getByRole('listitem')
        .filter({ hasText: /^Brieven gemaakt \(brieven: 12;/ })
        .waitFor();
      expect(await audit.getByRole('listitem').filter({ hasText: DEMO_ORGANISER }).count()).toBeGreaterThan(5);
      expect(await e2e.axe(page)).toEqual([]);
      await e2e.screenshot(page, 'console-campaign-1280');
      const address = page.url();

      // The same screens on a phone, and at 320 px with 200 % text: no sideways scrolling.
      for (const width of [375, 320]) {
        const small = await e2e.newPage({ width, height: 800 });
        try {
          if (width === 320) await e2e.largeText(small.page);
          await small.page.goto('/welkom');
          await small.page.evaluate((value) => localStorage.setItem('buurtwarmte.organiserSession', value), stored[0]!);
          for (const target of ['/beheer', new URL(address).pathname]) {
            await small.page.goto(target);
            await small.page.getByRole('heading', { level: 1 }).waitFor();
            await small.page.getByRole('button', { name: 'Uitloggen' }).waitFor();
            // Measured once the widest content, the report's tables, is there.
            if (target !== '/beheer') await small.page.getByRole('table', { name: 'Meedoen', exact: true }).waitFor();
            // What overflows is named in the failure, so a fix knows where to look.
            const widest = await small.page.evaluate(() =>
              [...document.querySelectorAll('body *')]
                .filter((e) => e.scrollWidth > e.clientWidth + 1)
                .map(
                  (e) => `${e.tagName}.${e.className} ${e.scrollWidth}>${e.clientWidth} ${e.textContent?.slice(0, 50)}`,
                )
                .slice(-3),
            );
            expect(
              await small.page.evaluate(() => document.documentElement.scrollWidth),
              JSON.stringify(widest),
            ).toBeLessThanOrEqual(width);
            expect(await e2e.axe(small.page)).toEqual([]);
          }
          if (width === 375) await e2e.screenshot(small.page, 'console-campaign-375');
        } finally {
          await small.close();
        }
      }

      // Logging out ends the session on the server.
      await page.getByRole('button', { name: 'Uitloggen' }).click();
      await page.waitForURL('**/beheer/inloggen');
      expect(await page.evaluate(() => localStorage.getItem('buurtwarmte.organiserSession'))).toBeNull();
    } finally {
      await close();
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
