import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, inject, it } from 'vitest';
import { heatPlanSchema } from '../../src/contract/heat-plan.ts';
import { residentMailMessages } from '../../src/contract/mail-texts.ts';
import { dutchInPlanText } from '../../src/server/testing/dutch-in-plan.ts';
import { CATALOGUES, readCatalogue } from '../../scripts/lib/catalogues.ts';
import { e2e } from './support/e2e.ts';
import { givenGoldResident } from './support/gold-resident.ts';

const run = promisify(execFile);
const { screenshotDir } = inject('e2e');

/**
 * The web catalogue's Dutch sentences that no English text also is: whole texts of two words or more, and the parts
 * of three words or more between the placeholders of the others (a plural's forms are left to the screens' check).
 */
async function catalogueDutch(): Promise<string[]> {
  const english = (
    await Promise.all(CATALOGUES.map(async (name) => [...(await readCatalogue('en', undefined, name)).values()]))
  ).flat();
  const translations = english.map((message) => message.translation);
  return english
    .map((message) => message.source)
    .filter((source) => !source.includes(', plural,'))
    .flatMap((source) =>
      /\{\w+\}/.test(source)
        ? source.split(/\{\w+\}/).filter((part) => part.trim().split(/\s+/).length >= 3)
        : source.split(/\s+/).length >= 2
          ? [source]
          : [],
    )
    .map((part) => part.trim())
    .filter((part) => !translations.some((translation) => translation.includes(part)));
}

/**
 * Issue #40, the English journey's plan and share: a household reading English (its browser's language, nothing
 * stored) downloads 'My heat plan' — pdftotext finds no Dutch sentence of the catalogue or the plan's tables in it,
 * beside the engine's texts still in Dutch — and shares it; the mail is English and the coach opens the plan in it.
 */
it('downloads the plan in English and shares it by an English mail that opens the plan in English', async () => {
  const resident = await e2e.newPage({ width: 375, height: 800 }, { locale: 'en-US' });
  const coach = await e2e.newPage({ width: 375, height: 800 });
  try {
    const { page } = resident;
    const { credentials, session } = await givenGoldResident(page, { gasM3: 1400 });
    await page.goto('/advies-staat-klaar');
    const card = page.getByRole('region', { name: 'My heat plan' });
    await card.waitFor();
    expect(await card.getAttribute('lang')).toBe('en');
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      card.getByRole('button', { name: 'Download my heat plan (PDF)' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^my-heat-plan-\d{4}-\d{2}-\d{2}\.pdf$/);
    await card.getByRole('status').getByText('Your heat plan has been downloaded').waitFor();
    const file = path.join(screenshotDir, 'heat-plan-en.pdf');
    await download.saveAs(file);

    const text = (await run('pdftotext', [file, '-'])).stdout;
    expect(text).toContain('My heat plan');
    expect(text).toContain('The four routes for your home');
    const plan = heatPlanSchema.parse(
      await fetch(`${e2e.baseUrl}/api/1/${credentials.measurementId}/heatplan/${credentials.bagCode}`, {
        headers: { authorization: `Session ${session.id}`, 'accept-language': 'en' },
      }).then((r) => r.json()),
    );
    expect(plan.language).toBe('en');
    expect(dutchInPlanText(text, plan, await catalogueDutch())).toEqual([]);
    // The first page as a printer renders it, for people to look at (test-results/screenshots/heat-plan-en-1.png).
    if (e2e.pictures)
      await run('pdftoppm', ['-png', '-r', '60', '-f', '1', '-l', '1', file, path.join(screenshotDir, 'heat-plan-en')]);

    await card.getByRole('link', { name: 'Share your heat plan' }).click();
    await page.getByRole('heading', { level: 1, name: 'Share your heat plan' }).waitFor();
    const coachEmail = `coach-en-${Date.now()}@example.test`;
    await page.getByRole('textbox', { name: 'Email address of the coach or installer' }).fill(coachEmail);
    await page.getByRole('checkbox', { name: 'My answers to the questionnaires as well' }).check();
    await page.getByRole('checkbox', { name: 'I want to share this with this person' }).check();
    await page.getByRole('button', { name: 'See what we will send' }).click();
    const preview = page.getByRole('region', { name: 'This is what we send' });
    await preview.waitFor();
    expect(await preview.locator('pre').innerText()).toContain('are sharing their heat plan from Buurtwarmte');
    // The mail and its lines are the household's English, and marked so (record 0161): nothing of it is lang="nl".
    expect(await preview.locator('ul').innerText()).toContain('Your heat plan');
    expect(await preview.locator('[lang="en"]').count()).toBe(3);
    expect(await preview.locator('[lang="nl"]').count()).toBe(0);
    await preview.getByRole('button', { name: 'Send' }).click();

    const mail = await e2e.readMail(coachEmail, /gedeeld-plan/);
    expect(mail.subject).toMatch(/^Heat plan \(warmteplan\) for /);
    const dutchMail = Object.values(residentMailMessages)
      .flatMap((message) => message.nl.split(/\{\w+\}|\n/))
      .map((part) => part.trim())
      .filter((part) => part.split(' ').length >= 3);
    expect(dutchMail.filter((part) => mail.text.includes(part))).toEqual([]);

    // The coach's browser is Dutch; the link names the plan's language, and the page shows the plan in it.
    const link = new URL(/https?:\/\/\S+\/gedeeld-plan\?\S+/.exec(mail.text)![0]);
    expect(link.searchParams.get('taal')).toBe('en');
    await coach.page.goto(`${link.pathname}${link.search}`);
    await coach.page.getByRole('heading', { level: 1, name: 'Heat plan (warmteplan)' }).waitFor();
    await coach.page.getByRole('heading', { level: 3, name: 'Heating through a heat network' }).waitFor();
    expect(await coach.page.locator('main [lang="en"] h1').count()).toBe(1);
    // The break-even lines and the sources are the server's English (record 0147), and the answers, stored in Dutch,
    // read in the plan's English too (record 0164): the questionnaires' words, and the chat's own around numbers
    // written the English way. Nothing is marked Dutch.
    const answers = coach.page.locator('.bw-pairs');
    await answers.waitFor();
    const shared = await answers.innerText();
    for (const english of ['Type of home', 'Gas use per year', '1,400\u00a0m³', '2 people', 'Your age', '54 years'])
      expect(shared).toContain(english);
    expect(shared).toMatch(/Heated: [\d,]+\u00a0m², not heated: [\d,]+\u00a0m²/);
    expect(shared).toMatch(/\b40 points\b/);
    expect(shared).not.toMatch(/Verwarmd|Gasverbruik|Soort huis|Tussenwoning|personen|punten|Jouw leeftijd|1\.400/);
    expect(await coach.page.locator('main [lang="nl"]').count()).toBe(0);
    expect(await e2e.axe(coach.page)).toEqual([]);
  } finally {
    await resident.close();
    await coach.close();
  }
});

/**
 * Record 0160: the route page of an English household names the quote check's solutions in English, where they
 * were Dutch marked lang="nl" (the building changes' parts and levels: building-changes.test.tsx).
 */
it("names the quote check's solutions in English on the route page", async () => {
  const resident = await e2e.newPage({ width: 1280, height: 900 }, { locale: 'en-US' });
  try {
    const { page } = resident;
    await givenGoldResident(page, { gasM3: 1400 });
    await page.goto('/advies/elektrisch');
    const options = page.getByRole('combobox', { name: 'Kind of installation' }).locator('option');
    await options.first().waitFor({ state: 'attached' });
    const names = await options.allInnerTexts();
    expect(names.some((name) => /heat pump/.test(name))).toBe(true);
    expect(names.join('\n')).not.toMatch(/Lucht-water-warmtepomp, helemaal elektrisch|Hybride warmtepomp naast/);
    expect(await options.evaluateAll((all) => all.map((o) => o.getAttribute('lang')))).not.toContain('nl');
  } finally {
    await resident.close();
  }
});
