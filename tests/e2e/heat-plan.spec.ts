import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, inject, it } from 'vitest';
import type { AdviceResponse } from '../../src/contract/advice.ts';
import { heatPlanSchema } from '../../src/contract/heat-plan.ts';
import { e2e } from './support/e2e.ts';
import { givenGoldResident } from './support/gold-resident.ts';

const run = promisify(execFile);
const { screenshotDir } = inject('e2e');

/** pdftotext's reading of the file, with the no-break spaces Intl puts after '€' as plain spaces. */
const pdfText = async (file: string) => (await run('pdftotext', ['-layout', file, '-'])).stdout.replace(/\u00a0/g, ' ');

it("lets a Gold resident download 'Mijn warmteplan': a tagged Dutch PDF of their own advice", async () => {
  const { page, close } = await e2e.newPage();
  try {
    await page.addInitScript(() => {
      (window as Window & { buurtwarmteTimeScale?: number }).buurtwarmteTimeScale = 0.02;
    });
    // Gold through the API: the chats are played in the browser by questionnaires.spec.ts (docs/decisions/0137).
    const { credentials, session, realEstateObjects } = await givenGoldResident(page, { gasM3: 1100 });
    const home = realEstateObjects[0]!;

    const advice = (await fetch(`${e2e.baseUrl}/api/1/${credentials.measurementId}/advice/${credentials.bagCode}`, {
      headers: { authorization: `Session ${session.id}` },
    }).then((r) => r.json())) as AdviceResponse;

    // From the dashboard, with the keyboard: the button is reached and pressed like any other.
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Mijn warmteplan' });
    await card.waitFor();
    expect(await e2e.axe(page)).toEqual([]);
    const button = card.getByRole('button', { name: 'Download mijn warmteplan (PDF)' });
    await button.focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/^mijn-warmteplan-\d{4}-\d{2}-\d{2}\.pdf$/);
    await card.getByRole('status').getByText('Je warmteplan is gedownload').waitFor();
    const file = path.join(screenshotDir, 'heat-plan.pdf');
    await download.saveAs(file);

    const text = await pdfText(file);
    const today = new Date().toLocaleDateString('nl-NL', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Amsterdam',
    });
    expect(text).toContain('Mijn warmteplan');
    expect(text).toContain(`${home.street} ${home.houseNumber}`);
    expect(text).toContain(`${home.postalCode.slice(0, 4)} ${home.postalCode.slice(4)} ${home.city}`);
    expect(text).toContain(`Energielabel van je huis nu: ${advice.energyLabel}`);
    expect(text).toContain(`Isolatielabel: ${advice.insulationLabel}`);
    for (const route of ['gas', 'elektriciteit', 'een warmtenet']) expect(text).toContain(`Warmte via ${route}`);
    expect(text).toContain('Warmte met een eigen oplossing');
    // Amounts as nl-NL writes them: '€ 1.234', a range with an en dash, never '€1,234.00'.
    expect(text).toMatch(/Kosten per maand: € \d{1,3}(\.\d{3})* – € \d{1,3}(\.\d{3})*/);
    expect(text).toMatch(/Investering, na subsidie: € \d{1,3}(\.\d{3})*\n/);
    expect(text).not.toMatch(/€\s?\d+,\d{2}\b(?! per)/);
    expect(text).toContain('Ingevulde vragenlijsten: ');
    expect(text).toContain('Gasverbruik per jaar: 1.100 m³ (door jou ingevuld)');
    expect(text).toContain('Dit kun je nu al doen');
    expect(text).toMatch(/Bronnen\n[^\n]*bronnen:\n\s*• \S/);
    expect(text).toContain(`Gemaakt op ${today}`);
    expect(text).toMatch(/Rekenmodel versie \d{4}\.\d+/);
    expect(text).not.toMatch(/undefined|NaN|null/);

    // The pages as a printer renders them, for people to look at (test-results/screenshots/heat-plan-N.png).
    await run('pdftoppm', ['-png', '-r', '80', file, path.join(screenshotDir, 'heat-plan')]);
    const pages = fs.readdirSync(screenshotDir).filter((f) => /^heat-plan-\d+\.png$/.test(f));
    expect(pages.length).toBeGreaterThanOrEqual(2);

    // What a screen reader gets: a tagged PDF 1.7 in Dutch with its title shown, headings in the page's order.
    const raw = fs.readFileSync(file, 'latin1');
    expect(raw).toMatch(/\/StructTreeRoot \d+ 0 R/);
    expect(raw).toMatch(/\/MarkInfo \d+ 0 R/);
    expect(raw).toMatch(/\/Marked true/);
    expect(raw).toMatch(/\/Lang \(nl-NL\)/);
    expect(raw).toMatch(/\/DisplayDocTitle true/);
    const info = (await run('pdfinfo', [file])).stdout;
    expect(info).toMatch(/Tagged:\s+yes/);
    expect(info).toMatch(/Title:\s+Mijn warmteplan/);
    const structure = (await run('pdfinfo', ['-struct-text', file])).stdout;
    for (const tag of ['Document', 'H1', 'H2', 'H3', 'P', 'L', 'LI', 'Lbl', 'LBody', 'Figure'])
      expect(structure, tag).toMatch(new RegExp(`^\\s*${tag}\\b`, 'm'));
    const headings = [
      'Mijn warmteplan',
      'Je huis zoals wij het kennen',
      'Energielabel',
      'De vier routes voor jouw huis',
      'Warmte via gas',
      'Warmte via elektriciteit',
      'Warmte via een warmtenet',
      'Warmte met een eigen oplossing',
      'Dit kun je nu al doen',
      'Bronnen',
      'Over dit plan',
    ].map((heading) => structure.indexOf(`"${heading}"`));
    expect(
      headings.every((at) => at >= 0),
      JSON.stringify(headings),
    ).toBe(true);
    expect(headings).toEqual([...headings].sort((a, b) => a - b));
    // The chart says its numbers in words too; the page numbers are not read out.
    expect(structure).not.toContain('Pagina 1 van');

    // The same download on /advies-staat-klaar.
    await page.goto('/advies-staat-klaar');
    const again = page.getByRole('region', { name: 'Mijn warmteplan' });
    await again.waitFor();
    expect(await e2e.axe(page)).toEqual([]);
    const [second] = await Promise.all([
      page.waitForEvent('download'),
      again.getByRole('button', { name: 'Download mijn warmteplan (PDF)' }).click(),
    ]);
    const secondFile = path.join(screenshotDir, 'heat-plan-2.pdf.tmp');
    await second.saveAs(secondFile);
    expect(await pdfText(secondFile)).toContain(`Energielabel van je huis nu: ${advice.energyLabel}`);
    fs.rmSync(secondFile);

    // The same plan as data, for a coach's system: the contract's schema reads it.
    const [json] = await Promise.all([
      page.waitForEvent('download'),
      again.getByRole('button', { name: 'Download als gegevensbestand (JSON)' }).click(),
    ]);
    expect(json.suggestedFilename()).toMatch(/^mijn-warmteplan-\d{4}-\d{2}-\d{2}\.json$/);
    const jsonFile = path.join(screenshotDir, 'heat-plan.json');
    await json.saveAs(jsonFile);
    const plan = heatPlanSchema.parse(JSON.parse(fs.readFileSync(jsonFile, 'utf8')));
    expect(plan.home.address).toBe(`${home.street} ${home.houseNumber}`);
    expect(plan.labels.energyLabel).toBe(advice.energyLabel);

    // Printing the advice page gives the page: no menu, top bar, help tab or buttons.
    await page.emulateMedia({ media: 'print' });
    const printed = path.join(screenshotDir, 'advies-staat-klaar-print.pdf');
    await page.pdf({ path: printed, format: 'A4' });
    const printedText = await pdfText(printed);
    expect(printedText).toContain('Je advies staat klaar');
    expect(printedText).toContain('Warmte via gas');
    expect(printedText).not.toContain('Download mijn warmteplan');
    expect(printedText).not.toContain('Naar de inhoud');
    expect(printedText).not.toContain('Uitloggen');
    if (e2e.pictures)
      await run('pdftoppm', [
        '-png',
        '-r',
        '60',
        '-f',
        '1',
        '-l',
        '1',
        printed,
        path.join(screenshotDir, 'advies-print'),
      ]);
  } finally {
    await close();
  }
});

it('reflows the plan card at 320 px without sideways scrolling', async () => {
  const { page, close } = await e2e.newPage({ width: 320, height: 700 });
  try {
    await e2e.signIn(page);
    await page.goto('/advies-staat-klaar');
    await page.getByRole('region', { name: 'Mijn warmteplan' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    expect(await e2e.axe(page)).toEqual([]);
  } finally {
    await close();
  }
});
