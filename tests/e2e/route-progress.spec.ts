import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { e2e } from './support/e2e.ts';
import { tenHouseholdsAskedForQuotes } from './support/households-with-steps.ts';
import { reflowProblems, REFLOWS, rootFontSize } from './support/reflow.ts';
import { PROGRESS_ORGANISER } from './support/organisers.ts';
import { PROGRESS_MEMBER } from './support/working-group-member.ts';

/** Every count a reader sees is '< 10' or at least ten. */
const smallCellsOnly = (values: string[]) => values.filter((v) => v !== '< 10' && !(Number(v) >= 10));

/** The progress tables whose box scrolls sideways (scrollWidth beyond clientWidth), by their route. */
const sidewaysInTables = (page: Page) =>
  page
    .locator('main table')
    .evaluateAll((tables) =>
      tables
        .filter(
          (table) =>
            table.scrollWidth > table.clientWidth ||
            table.parentElement!.scrollWidth > table.parentElement!.clientWidth,
        )
        .map(
          (table) =>
            `${table.querySelector('caption')?.textContent}: ${table.parentElement!.scrollWidth}>${table.parentElement!.clientWidth}`,
        ),
    );

/**
 * Issue #38.5: ten households finish asking for quotes on the electric route; the working group sees them at that
 * step in its progress view, and the organiser exports the same publication as CSV for the municipality. Only cells
 * of ten or more are numbers, on the screen and in the file.
 */
it("shows the working group and the organiser the households at each route's step, and exports it as CSV", async () => {
  const measurementId = await tenHouseholdsAskedForQuotes();

  const member = await e2e.newPage();
  try {
    const { page } = member;
    await page.goto('/werkgroep/inloggen');
    await page.getByLabel('Je e-mailadres').fill(PROGRESS_MEMBER);
    await page.getByRole('button', { name: 'Stuur mij een link' }).click();
    await page.getByRole('heading', { name: 'Kijk in je mail' }).waitFor();
    const link = new URL(/https?:\/\/\S+[?&]code=[A-Za-z0-9_-]+/.exec((await e2e.readMail(PROGRESS_MEMBER)).text)![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await page.waitForURL('**/werkgroep/overzicht');
    await page.getByRole('link', { name: 'Bekijk de voortgang in de buurt' }).click();
    await page.waitForURL('**/werkgroep/voortgang');
    const electric = page.getByRole('table', { name: 'Warmte via elektriciteit' });
    const row = electric.getByRole('row', { name: /Offertes vragen/ });
    await row.waitFor();
    // Busy, then done: at least the ten households of this journey are done.
    const [busy, done] = await row.getByRole('cell').allTextContents();
    expect(busy).toBe('< 10');
    expect(Number(done)).toBeGreaterThanOrEqual(10);
    expect(smallCellsOnly(await page.locator('main table td').allTextContents())).toEqual([]);
    expect(await e2e.axe(page)).toEqual([]);
    await page.setViewportSize({ width: 375, height: 800 });
    expect(await e2e.axe(page)).toEqual([]);
    // Every route's table is read without a sideways swipe, not even inside its own box ('Bezig' and 'Klaar' were
    // out of view at 375 px).
    expect(await sidewaysInTables(page)).toEqual([]);
    await e2e.screenshot(page, 'route-progress-working-group-375');
    // Reflow at 320 px with the root font size at 200 % (the init script applies from the next document on).
    await rootFontSize(page);
    await page.setViewportSize({ width: 320, height: 640 });
    await page.reload();
    await electric.getByRole('row', { name: /Offertes vragen/ }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await reflowProblems(page, 'route-progress-320-root200')).toEqual(REFLOWS);
    expect(await sidewaysInTables(page)).toEqual([]);
    await e2e.screenshot(page, 'route-progress-working-group-320-root200');
  } finally {
    await member.close();
  }

  const organiser = await e2e.newPage();
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'bw-progress-'));
  try {
    const { page } = organiser;
    await page.goto('/beheer/inloggen');
    await page.getByLabel('Je e-mailadres').fill(PROGRESS_ORGANISER);
    await page.getByRole('button', { name: 'Stuur mij een link' }).click();
    await page.getByRole('heading', { name: 'Kijk in je mail' }).waitFor();
    const mail = await e2e.readMail(PROGRESS_ORGANISER, /beheer\/inloggen/);
    const link = new URL(/https?:\/\/\S+[?&]code=[A-Za-z0-9_-]+/.exec(mail.text)![0]);
    await page.goto(`${link.pathname}${link.search}`);
    await page.waitForURL(/\/beheer$/);
    await page.goto(`/beheer/campagne/${measurementId}`);
    const section = page.getByRole('region', { name: 'Voortgang in de buurt' });
    const row = section
      .getByRole('table', { name: 'Warmte via elektriciteit' })
      .getByRole('row', { name: /Offertes vragen/ });
    await row.waitFor();
    const [, done] = await row.getByRole('cell').allTextContents();
    expect(Number(done)).toBeGreaterThanOrEqual(10);
    expect(await e2e.axe(page)).toEqual([]);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      section.getByRole('button', { name: 'Download als CSV voor het verslag aan de gemeente' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^voortgang-.+\.csv$/);
    const file = path.join(dir, download.suggestedFilename());
    await download.saveAs(file);
    const lines = (await fs.readFile(file, 'utf8')).trimEnd().split('\r\n');
    expect(lines[0]).toBe('"publicatie";"route";"stap";"bezig";"klaar"');
    const cells = lines.slice(1).map((line) => line.split(';').map((c) => c.replace(/^"|"$/g, '')));
    expect(smallCellsOnly(cells.flatMap((c) => [c[3]!, c[4]!]))).toEqual([]);
    const quotes = cells.find((c) => c[1] === 'Warmte via elektriciteit' && c[2] === 'Offertes vragen')!;
    expect(quotes[4]).toBe(done);
  } finally {
    await organiser.close();
    await fs.rm(dir, { recursive: true, force: true });
  }
}, 240_000);
