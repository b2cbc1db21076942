import path from 'node:path';
import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import type { AdviceResponse } from '../../src/contract/advice.ts';
import { eur, installerQuotesSchema, kw } from '../../src/contract/installer-quotes.ts';
import { dutchNumberInput } from '../../src/contract/dutch-number.ts';
import { PEAK_LOAD_MARGIN } from '../../src/engine/reference/climate.ts';
import { e2e } from './support/e2e.ts';
import { playToGold } from './support/questionnaires.ts';
import { reflowProblems, REFLOWS, rootFontSize } from './support/reflow.ts';
import { withUnit } from '../../src/vocabulary/units.ts';

const { screenshotDir } = inject('e2e');
/** The quote section alone, for people to look at beside the page's full screenshots. */
const shoot = (page: Page, name: string) =>
  page
    .getByRole('region', { name: 'Offerte van een installateur checken' })
    .screenshot({ path: path.join(screenshotDir, `quote-check-${name}.png`) });

/** The form as a resident fills it: numbers typed the Dutch way, a decimal comma and thousands dots. */
async function enterQuote(page: Page, quote: { label: string; kW: number; flowC: number; price: number }) {
  const form = page.getByRole('form', { name: 'Offerte van een installateur checken' });
  await form.getByLabel(/Naam voor deze offerte/).fill(quote.label);
  await form.getByLabel('Soort installatie').selectOption('air_water_heat_pump');
  await form.getByLabel(/Vermogen in kW/).fill(dutchNumberInput(quote.kW));
  await form.getByRole('radio', { name: 'Bij −10 °C buiten' }).check();
  await form.getByLabel(/Hoogste aanvoertemperatuur/).fill(String(quote.flowC));
  await form.getByLabel(/Prijs in euro/).fill(new Intl.NumberFormat('nl-NL').format(quote.price));
  await form.getByRole('button', { name: 'Check deze offerte' }).click();
  await form.getByRole('status').getByText('Je offerte is gecheckt.').waitFor();
}

it("lets a Gold resident check installers' quotes against the home: one too small, one that fits", async () => {
  const { page, close } = await e2e.newPage({ width: 1280, height: 900 });
  try {
    await page.addInitScript(() => {
      (window as Window & { buurtwarmteTimeScale?: number }).buurtwarmteTimeScale = 0.02;
    });
    const { credentials, session } = await e2e.signIn(page);
    await playToGold(page, { gasM3: 1400 });

    // The home's demand at −10 °C after the option's changes: the advice's own sizing line without its margin.
    const headers = { authorization: `Session ${session.id}` };
    const advice = (await fetch(`${e2e.baseUrl}/api/1/${credentials.measurementId}/advice/${credentials.bagCode}`, {
      headers,
    }).then((r) => r.json())) as AdviceResponse;
    const airWater = advice.advices.find((a) => a.explanation.solutionCode === 'air_water_heat_pump')!;
    const peak = airWater.explanation.assumptions.find((line) => line.id === 'peakLoad')!.value;
    const demand = peak / PEAK_LOAD_MARGIN.value;
    const third = Math.round(((demand * 2) / 3) * 10) / 10;
    const fitting = Math.round(demand * 10) / 10;
    const price = Math.round(airWater.heating.investment);

    await page.goto('/advies/elektrisch');
    await page.getByRole('heading', { level: 2, name: 'Offerte van een installateur checken' }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await e2e.axe(page)).toEqual([]);

    await enterQuote(page, { label: 'Offerte A', kW: third, flowC: 55, price });
    const quotes = async () =>
      installerQuotesSchema.parse(
        await fetch(`${e2e.baseUrl}/api/1/${credentials.measurementId}/quotes/${credentials.bagCode}`, {
          headers,
        }).then((r) => r.json()),
      ).quotes;
    const [small] = await quotes();
    expect(small!.check!.sizing!.demandKW.central).toBeCloseTo(demand, 6);
    const smallCard = page.getByRole('article', { name: /Offerte A/ });
    const smallWords = smallCard.locator('[data-topic="sizing"]');
    await smallWords.getByText(/Dat is te klein/).waitFor();
    // Both numbers, the Dutch way: what the unit gives and what the home needs at −10 °C.
    const sizing = (await smallWords.textContent())!;
    expect(sizing).toContain(`levert bij ${withUnit('−10', '°C')} ${kw(third)}`);
    expect(sizing).toContain(`naar schatting ${kw(small!.check!.sizing!.demandKW.central)} nodig`);
    await smallCard.getByRole('cell', { name: kw(third) }).waitFor();

    await enterQuote(page, { label: 'Offerte B', kW: fitting, flowC: 55, price });
    const fittingCard = page.getByRole('article', { name: /Offerte B/ });
    await fittingCard
      .locator('[data-topic="sizing"]')
      .getByText(/Dat past bij je huis/)
      .waitFor();
    const priceWords = (await fittingCard.locator('[data-topic="price"]').textContent())!;
    expect(priceWords).toContain(`De offerte kost ${eur(price)}`);
    expect(priceWords).toContain('De prijs past daarbinnen.');
    expect(priceWords).not.toMatch(/merk|beter dan/i);
    expect(await e2e.axe(page)).toEqual([]);
    await shoot(page, '1280');

    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await page.getByRole('article', { name: /Offerte B/ }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await e2e.axe(page)).toEqual([]);

    await page.setViewportSize({ width: 320, height: 640 });
    await rootFontSize(page);
    await page.reload();
    await page.getByRole('article', { name: /Offerte B/ }).waitFor();
    await page.waitForLoadState('networkidle');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe('32px');
    expect(await reflowProblems(page, 'quote-check-320-root200')).toEqual(REFLOWS);
    await shoot(page, '320-root200');

    // Mijn data lists both quotes the household typed.
    await page.goto('/mijndata');
    await page.getByRole('heading', { name: 'Offertes van installateurs' }).waitFor();
    await page.getByText(/^Offerte A, /).waitFor();
    await page.getByText(/^Offerte B, /).waitFor();
  } finally {
    await close();
  }
});
