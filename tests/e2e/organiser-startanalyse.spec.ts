import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { DEMO_MEASUREMENT_NAME } from '../../src/server/demo/neighbourhood.ts';
import { e2e } from './support/e2e.ts';
import { STARTANALYSE_ORGANISER } from './support/organisers.ts';

const HEADER = 'buurtcode;buurtnaam;jaar;strategie;nationale_kosten';
/**
 * Made-up national costs in the CLI's columns. No land area: 'De buurtkeuze' of the demo, which other specs read in
 * the same run, keeps the area its homes cover.
 */
const GOOD = [
  HEADER,
  'BU03440101;Demowijk;2025;S1a;1.250.000',
  'BU03440101;Demowijk;2025;S2b;980.000',
  'BU03440101;Demowijk;2025;S4a;1.100.000',
];
/** An organiser's mistakes: a cost in words and a strategy PBL does not have. */
const BAD = [...GOOD.slice(0, 2), 'BU03440101;Demowijk;2025;S4a;duur', 'BU03440101;Demowijk;2025;S9;1.100.000'];

/** The Startanalyse's own organiser signs in through the mailed link (its own address: support/organisers.ts). */
async function signIn(page: Page): Promise<void> {
  await page.goto('/beheer/inloggen');
  await page.getByLabel('Je e-mailadres').fill(STARTANALYSE_ORGANISER);
  await page.getByRole('button', { name: 'Stuur mij een link' }).click();
  await page.getByRole('heading', { name: 'Kijk in je mail' }).waitFor();
  const mail = await e2e.readMail(STARTANALYSE_ORGANISER, /beheer\/inloggen/);
  const link = new URL(/https?:\/\/\S+[?&]code=[A-Za-z0-9_-]+/.exec(mail.text)![0]);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByText(`Je bent ingelogd als ${STARTANALYSE_ORGANISER}.`).waitFor();
}

async function upload(page: Page, lines: string[]) {
  const section = page.getByRole('region', { name: 'Startanalyse van het PBL', exact: true });
  await section.getByLabel('Bestand met de Startanalyse (CSV)').setInputFiles({
    name: 'startanalyse.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(lines.join('\n')),
  });
  // By keyboard: the button takes focus and Enter stores.
  await section.getByRole('button', { name: 'Controleren en opslaan' }).focus();
  await page.keyboard.press('Enter');
  return section;
}

describe("PBL's Startanalyse in the campaign console (issue #28.3)", () => {
  it('lists every problem of a file with mistakes and stores nothing, then stores the fixed file and sums it up', async () => {
    const { page, close } = await e2e.newPage();
    try {
      await signIn(page);
      await page.getByRole('link', { name: DEMO_MEASUREMENT_NAME, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: DEMO_MEASUREMENT_NAME }).waitFor();
      const section = page.getByRole('region', { name: 'Startanalyse van het PBL', exact: true });
      await section.getByText('Er staat nog geen Startanalyse bij deze campagne.').waitFor();

      await upload(page, BAD);
      const problems = section.getByRole('alert');
      await problems.getByRole('heading', { name: '2 problemen in het bestand. Er is niets ingelezen.' }).waitFor();
      expect(await problems.getByRole('listitem').allTextContents()).toEqual([
        expect.stringMatching(/^regel 3, kolom nationale_kosten: de nationale kosten .*\(nu: "duur"\)$/),
        expect.stringMatching(/^regel 4, kolom strategie: een strategie van PBL.*\(nu: "S9"\)$/),
      ]);
      await section.getByText('Er staat nog geen Startanalyse bij deze campagne.').waitFor();
      expect(await e2e.axe(page)).toEqual([]);
      await section.scrollIntoViewIfNeeded();
      await e2e.screenshot(page, 'console-startanalyse-problems-1280');

      await upload(page, GOOD);
      await section.getByRole('status').filter({ hasText: 'De Startanalyse is opgeslagen.' }).waitFor();
      expect(await problems.count()).toBe(0);
      const summary = section.locator('dl');
      expect(await summary.locator('dt').allTextContents()).toEqual([
        'Buurt',
        'Jaar van de Startanalyse',
        'Goedkoopste strategie',
        'Aantal strategieën',
      ]);
      expect(await summary.locator('dd').allTextContents()).toEqual([
        'Demowijk (BU03440101)',
        '2025',
        'S2b (Warmtenet)',
        '3',
      ]);
      expect(
        await section
          .getByRole('list', { name: 'Nationale kosten per strategie' })
          .getByRole('listitem')
          .allTextContents(),
      ).toEqual([
        expect.stringMatching(/^S2b \(Warmtenet\): €\s980\.000 nationale kosten per jaar$/),
        expect.stringMatching(/^S4a \(Gas: groen gas of waterstof\): €\s1\.100\.000 nationale kosten per jaar$/),
        expect.stringMatching(/^S1a \(Elektrisch: warmtepomp\): €\s1\.250\.000 nationale kosten per jaar$/),
      ]);
      // Who did what: the buurt and edition, no resident data (the stored detail keeps no order of its own).
      const audit = page.getByRole('region', { name: 'Wie deed wat', exact: true });
      const entry = audit.getByRole('listitem').filter({ hasText: 'Startanalyse van het PBL opgeslagen' });
      await entry.waitFor();
      const entryText = await entry.textContent();
      for (const part of ['buurtcode: BU03440101', 'jaar: 2025', 'strategieën: 3', STARTANALYSE_ORGANISER])
        expect(entryText).toContain(part);
      expect(await e2e.axe(page)).toEqual([]);
      await section.scrollIntoViewIfNeeded();
      await e2e.screenshot(page, 'console-startanalyse-1280');

      // On a phone: the stored outcome after a reload, no sideways scrolling, axe clean.
      await page.setViewportSize({ width: 375, height: 800 });
      await page.reload();
      await section.getByText('Demowijk (BU03440101)').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
      expect(await e2e.axe(page)).toEqual([]);
      await section.scrollIntoViewIfNeeded();
      await e2e.screenshot(page, 'console-startanalyse-375');
    } finally {
      await close();
    }
  });
});
