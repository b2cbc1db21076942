import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2e } from './support/e2e.ts';
import { givenGoldResident } from './support/gold-resident.ts';
import { reflowProblems, REFLOWS, rootFontSize } from './support/reflow.ts';

const DAY_MS = 86_400_000;
/** 'donderdag 19 november 2026', as the page writes a day. */
const longDate = (iso: string) =>
  new Date(`${iso}T12:00:00Z`).toLocaleDateString('nl-NL', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'Europe/Amsterdam',
  });
const dayBefore = (n: number) =>
  new Date(Date.now() - n * DAY_MS).toLocaleDateString('sv-SE', { timeZone: 'Europe/Amsterdam' });

/**
 * Issue #39.5: a Gold resident finds the 50-gradentest on the dashboard, sets it up from eight days ago at 50 °C,
 * answers seven days with the bathroom cold on two of them, and reads the verdict with the bathroom named; the page
 * is axe-clean at 1280 and 375 px and reflows at 320 px with the root font size at 200 %.
 */
describe('the guided low-temperature test', () => {
  let opened: Awaited<ReturnType<typeof e2e.newPage>>;
  const page = (): Page => opened.page;

  beforeAll(async () => {
    opened = await e2e.newPage();
    await page().addInitScript(() => {
      (window as Window & { buurtwarmteTimeScale?: number }).buurtwarmteTimeScale = 0.02;
    });
    // Gold through the API: the chats are played in the browser by questionnaires.spec.ts (docs/decisions/0137).
    await givenGoldResident(page(), { gasM3: 1300 });
  });
  afterAll(async () => {
    await opened?.close();
  });

  it('is offered on the dashboard once the questionnaires are done, and set up at 50 °C', async () => {
    await page().goto('/dashboard');
    const card = page().getByRole('region', { name: 'De 50-gradentest' });
    await card.getByRole('link', { name: 'Doe de 50-gradentest' }).click();
    await page().waitForURL('**/50-gradentest');
    await page().getByRole('heading', { level: 1, name: 'De 50-gradentest' }).waitFor();
    await page().getByRole('heading', { name: 'Start de test' }).waitFor();
    expect(await e2e.axe(page())).toEqual([]);

    // A start in the future is refused at the field, before anything is sent.
    await page().getByLabel('Op welke dag begin je?').fill(dayBefore(-2));
    await page().getByRole('button', { name: 'Start de test' }).click();
    await page().getByText('Let op: de startdag ligt in de toekomst.', { exact: false }).waitFor();

    expect(await page().getByRole('radio', { name: '50 °C' }).isChecked()).toBe(true);
    await page().getByLabel('Op welke dag begin je?').fill(dayBefore(8));
    await page().getByRole('button', { name: 'Start de test' }).click();
    await page().getByText('Je test met 50 °C sinds', { exact: false }).waitFor();
  });

  it('answers seven days, the bathroom cold on two, and names it in the verdict', async () => {
    for (let day = 0; day < 7; day += 1) {
      const cold = day === 2 || day === 5;
      // The form offers the first day not answered yet.
      const chosen = await page().getByLabel('Welke dag vul je in?').inputValue();
      expect(chosen).toBe(dayBefore(8 - day));
      await page()
        .getByRole('radio', { name: cold ? 'Nee, niet alle kamers' : 'Ja, alle kamers bleven warm' })
        .check();
      if (cold) await page().getByRole('checkbox', { name: 'Badkamer' }).check();
      await page().getByRole('button', { name: 'Bewaar deze dag' }).click();
      await page()
        .getByRole('status')
        .getByText(`${longDate(chosen)}: bewaard.`)
        .waitFor();
      await page()
        .getByRole('listitem')
        .filter({ hasText: `${longDate(chosen)} ${cold ? 'Niet warm: badkamer' : 'Alle kamers warm'}` })
        .waitFor();
      // Each saved day starts the form again with no answer chosen.
      expect(await page().getByRole('radio', { name: 'Ja, alle kamers bleven warm' }).isChecked()).toBe(false);
    }
    const verdict = page().getByRole('region', { name: 'Wat de test zegt' });
    await verdict.getByText('Je huis is nog niet klaar voor verwarmen met 50 °C.').waitFor();
    await verdict.getByRole('heading', { name: 'Deze kamers werden niet warm genoeg' }).waitFor();
    expect(await verdict.getByRole('listitem').filter({ hasText: 'Badkamer: op 2 dagen' }).count()).toBe(1);
    // The honest limits stand beside the verdict.
    await verdict.getByRole('heading', { name: 'Wat deze test niet kan zien' }).waitFor();
    await verdict.getByText('Een zachte week zegt weinig.', { exact: false }).waitFor();
    await verdict.getByText('Houd je een kamer expres koel?', { exact: false }).waitFor();
    await e2e.screenshot(page(), 'low-temperature-test-1280');
    expect(await e2e.axe(page())).toEqual([]);
  });

  it('is axe-clean at 375 px', async () => {
    await page().setViewportSize({ width: 375, height: 800 });
    await page().reload();
    await page().getByRole('region', { name: 'Wat de test zegt' }).waitFor();
    await page().waitForLoadState('networkidle');
    expect(await e2e.axe(page())).toEqual([]);
    await e2e.screenshot(page(), 'low-temperature-test-375');
  });

  it('reflows at 320 px with the root font size at 200 %', async () => {
    await page().setViewportSize({ width: 320, height: 640 });
    await rootFontSize(page());
    await page().reload();
    await page().getByRole('region', { name: 'Wat de test zegt' }).waitFor();
    await page().waitForLoadState('networkidle');
    expect(await page().evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
    expect(await reflowProblems(page(), 'low-temperature-test-320-root200')).toEqual(REFLOWS);
  });
});
