import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { e2e } from './support/e2e.ts';
import { sharedPage } from './support/shared-page.ts';
import type { z } from 'zod';
import type { AdviceResponse } from '../../src/contract/advice.ts';
import type { realEstateListSchema } from '../../src/contract/real-estate.ts';
import {
  defaultProfile,
  isdeViolations,
  type AdviceResult,
  type CampaignSettings,
  type DwellingType,
} from '../../src/engine/index.ts';
import { formatEuro } from '../../src/web/ui/format.ts';
import { flowStatement } from '../../src/contract/explanation-texts.ts';
import { noRegretTextsIn } from '../../src/contract/no-regret-texts.ts';
import type { NoRegretMeasureId, NoRegretTiming } from '../../src/vocabulary/no-regret.ts';

type Advice = AdviceResponse;
type RealEstateList = z.output<typeof realEstateListSchema>;

const ROUTES = [
  { route: 'fuel', slug: 'gas', title: 'Warmte via gas' },
  { route: 'all_electric', slug: 'elektrisch', title: 'Warmte via elektriciteit' },
  { route: 'heat_grid', slug: 'warmtenet', title: 'Warmte via een warmtenet' },
  { route: 'other', slug: 'zelfstandig', title: 'Warmte met een eigen oplossing' },
] as const;

const nlNumber = (text: string) => Number(text.replace(/\./g, '').replace(',', '.'));

async function apiFor(page: Page, options: { preference?: boolean } = {}) {
  const { credentials, session } = await e2e.signIn(page, options);
  const headers = { authorization: `Session ${session.id}`, 'content-type': 'application/json' };
  const advice = async () =>
    (await fetch(`${e2e.baseUrl}/api/1/${credentials.measurementId}/advice/${credentials.bagCode}`, { headers }).then(
      (r) => r.json(),
    )) as Advice;
  return { credentials, session, headers, advice };
}

describe('advice screens on real engine output for a demo home', () => {
  // A test per route on one signed-in page (issue #23.7), each against the engine's own answer for the home.
  describe('shows each route with its cards in score order, Best passend first, and a points breakdown that adds up', () => {
    const opened = sharedPage({ viewport: { width: 375, height: 800 } });
    let engine: Advice;
    it.each(ROUTES)('$slug', async ({ route, slug, title }) => {
      const { page } = opened();
      if (!engine) engine = await (await apiFor(page)).advice();
      await page.goto(`/advies/${slug}`);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const expected = engine.advices.filter((a) => a.route === route);
      // The demo campaign has options on all four routes.
      expect(expected.length).toBeGreaterThan(0);
      const cards = page.getByRole('list', { name: /de best passende eerst/ }).getByRole('button');
      await cards.first().waitFor();
      const names = await cards.evaluateAll((buttons) =>
        buttons.map((b) => b.querySelector('.bw-option-card__name')?.textContent),
      );
      expect(names).toEqual(expected.map((a) => a.heating.longName));
      expect(await cards.first().textContent()).toMatch(/^Best passend/);
      const scores = expected.map((a) => a.scores.total.weightedScore);
      expect(scores).toEqual([...scores].sort((a, b) => b - a));

      const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Score' }) });
      const rows = await table.locator('tbody tr td:last-child').allTextContents();
      const total = await table.locator('tfoot td').textContent();
      expect(rows).toHaveLength(8);
      expect(rows.reduce((sum, cell) => sum + nlNumber(cell), 0)).toBeCloseTo(nlNumber(total!), 5);
      expect(nlNumber(total!)).toBeCloseTo(expected[0]!.scores.total.weightedScore, 5);
      // Issue 12: the certainty band and what would change the order, from the engine's /trust answer.
      await page.getByRole('heading', { level: 3, name: 'Hoe zeker is dit?' }).waitFor();
      await page
        .getByText(/^waarschijnlijk tussen €\s[\d.]+ en €\s[\d.]+$/)
        .first()
        .waitFor();
      await page.getByRole('heading', { level: 3, name: 'Wat zou de volgorde veranderen?' }).waitFor();
      // Weighed against another route's advice, the page says so (issue 22.4: the hybrid on the electricity page).
      if (engine.advices[0]!.route !== route)
        await page
          .getByText(
            `We vergelijken hier met ${engine.advices[0]!.heating.name}. Dat is het best passende advies van een andere route`,
            { exact: false },
          )
          .waitFor();
      // In words a resident can picture, not 'niet binnen redelijke grenzen'.
      expect(await page.locator('main').innerText()).not.toContain('redelijke grenzen');
      // Building changes in the questionnaire's words and one name per part (issue 22.4), never 'niveau 2'.
      const changes = page.getByRole('region', { name: 'Gewenste aanpassingen aan je huis' });
      if ((await changes.locator('table').count()) > 0) {
        await changes.locator('.bw-table__why').first().waitFor({ state: 'attached' });
        const parts = await changes
          .locator('tbody th')
          .evaluateAll((cells) =>
            cells.map((cell) => [cell.firstChild?.textContent, cell.querySelector('.bw-table__why')?.textContent]),
          );
        for (const [part, why] of parts) {
          expect([
            'Dak',
            'Vloer',
            'Gevel',
            'Glas in de woonkamer',
            'Glas in de slaapkamers',
            'Ventilatie',
            'Naden en kieren',
          ]).toContain(part);
          expect(why).toMatch(/^Nu: .+\. Straks: .+\.$/);
          expect(why, part ?? '').not.toMatch(/niveau/);
        }
      }
      if (slug === 'gas') {
        expect(await e2e.axe(page)).toEqual([]);
        await e2e.screenshot(page, 'advice-detail-375');
        await page.setViewportSize({ width: 1280, height: 900 });
        await e2e.screenshot(page, 'advice-detail-1280');
        await page.setViewportSize({ width: 375, height: 800 });
        await page.getByRole('button', { name: 'Verantwoording' }).click();
        const panel = page.getByRole('dialog', { name: /Verant.?woording/ });
        await panel.getByText('Uitgangspunten van de werkgroep').waitFor();
        await panel.getByText(/Gas in de leiding: groen gas/).waitFor();
        await panel.getByText(/Bron:/).first().waitFor();
        // Unit prices keep their cents: 'Stroom € 0 per kWh' was the whole-euro amount format.
        const prices = (await panel.locator('.bw-pairs').first().innerText()).replace(/\s+/g, ' ');
        expect(prices).toMatch(/€ 0,\d\d per kWh/);
        expect(prices).not.toMatch(/€ \d+ per (m³|kWh|kg)/);
        // A yearly charge is an amount: whole euros.
        expect(prices).toMatch(/€ \d+ per jaar/);
        expect(await e2e.axe(page)).toEqual([]);
        await page.keyboard.press('Escape');
      }
    });
  });

  it("shows the temperature the home can be heated at and the heat pump's seasonal factor with its source, and the bill's parts (issue #25)", async () => {
    const { page, close } = await e2e.newPage({ width: 375, height: 800 });
    try {
      const { advice } = await apiFor(page);
      const engine = await advice();
      const airWater = engine.advices.find((a) => a.explanation.solutionCode === 'air_water_heat_pump')!;
      const flow = airWater.explanation.flowTemperature!;
      const statement = flowStatement(flow, 'nl');
      expect(statement).toMatch(/^Je huis kan met deze isolatie/);
      await page.goto('/advies/elektrisch');
      await page.getByRole('heading', { level: 1, name: 'Warmte via elektriciteit' }).waitFor();
      await page
        .getByRole('list', { name: /de best passende eerst/ })
        .getByRole('button')
        .filter({ hasText: airWater.heating.longName })
        .click();
      await page.getByText(statement, { exact: false }).waitFor();
      await page.getByRole('button', { name: 'Verantwoording' }).click();
      const panel = page.getByRole('dialog', { name: /Verant.?woording/ });
      await panel.getByText(/Seizoensrendement van de warmtepomp/).waitFor();
      await panel
        .getByText(/HeatpumpMonitor\.org, 2026/)
        .first()
        .waitFor();
      await panel.getByRole('heading', { name: 'Zo is je energierekening opgebouwd' }).waitFor();
      const text = (await panel.innerText()).replace(/\s+/g, ' ');
      // The demo campaign burns green gas; the energy tax is the Belastingdienst's 2026 tariff, with its decimals.
      expect(text).toContain('Groen gas: energiebelasting: € 0,7268 per m³');
      expect(text).toContain('Stroom: energiebelasting: € 0,11085 per kWh');
      expect(text).toContain('Korting op de energiebelasting (bij elke keuze hetzelfde): € 629 per jaar');
      expect(await e2e.axe(page)).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows a home with solar panels what the end of net metering in 2027 changes (issue #25)', async () => {
    const { page, close } = await e2e.newPage({ width: 375, height: 800 });
    try {
      const { credentials, session, headers, advice } = await apiFor(page);
      const ids = {
        measurementId: credentials.measurementId,
        participatorId: session.participatorId,
        realEstateId: credentials.realEstateId,
      };
      const record = await fetch(`${e2e.baseUrl}/api/1/answers/record`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...ids, flowId: 'onboarding', questionCode: 'NormalSolarProduction', value: '3000' }),
      });
      expect(record.status).toBe(200);
      const sync = await fetch(`${e2e.baseUrl}/api/1/flow/sync`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...ids, flowId: 'onboarding' }),
      });
      expect(sync.status).toBe(200);
      const bill = (await advice()).advices[0]!.explanation.bill;
      const ends = bill.find((l) => l.id === 'solarNetMeteringEnds')!;
      expect(ends.value).toBeGreaterThan(0);
      await page.goto('/advies/gas');
      await page.getByRole('heading', { level: 1, name: 'Warmte via gas' }).waitFor();
      await page.getByRole('button', { name: 'Verantwoording' }).click();
      const panel = page.getByRole('dialog', { name: /Verant.?woording/ });
      await panel.getByRole('heading', { name: 'Zo is je energierekening opgebouwd' }).waitFor();
      const text = (await panel.innerText()).replace(/\s+/g, ' ');
      expect(text).toContain('Stroom van je zonnepanelen per jaar: 3.000 kWh');
      expect(text).toMatch(/Waarde van je zonnestroom met salderen \(tot en met 2026\): € [\d.]+ per jaar/);
      expect(text).toMatch(/Waarde van je zonnestroom zonder salderen \(vanaf 2027\): € [\d.]+ per jaar/);
      expect(text).toContain(
        `Zoveel minder levert je zonnestroom op als salderen stopt: € ${Math.round(ends.value).toLocaleString('nl-NL')} per jaar`,
      );
    } finally {
      await close();
    }
  });

  it('posts a favourite and shows it on /advies-staat-klaar; rejecting a route shows it as rejected', async () => {
    const { page, close } = await e2e.newPage();
    try {
      const { advice } = await apiFor(page);
      await page.goto('/advies/elektrisch');
      const cards = page.getByRole('list', { name: /de best passende eerst/ }).getByRole('button');
      await cards.nth(1).click();
      const chosen = await cards.nth(1).locator('.bw-option-card__name').textContent();
      await page.getByRole('heading', { level: 2, name: chosen! }).waitFor();
      await page.getByRole('button', { name: 'Dit is mijn favoriet' }).first().click();
      await page.waitForURL('**/advies-staat-klaar');
      await page.getByText(`Jouw favoriet: ${chosen}`).waitFor();
      const engine = await advice();
      expect(engine.advices.find((a) => a.id === engine.selectedAdvice.all_electric)?.heating.longName).toBe(chosen);

      await page.goto('/advies/zelfstandig');
      await page.getByRole('button', { name: 'Wijs deze route af' }).click();
      await page.waitForURL('**/advies-staat-klaar');
      const other = page
        .getByRole('listitem')
        .filter({ has: page.getByRole('heading', { name: 'Warmte met een eigen oplossing' }) });
      await other.getByText('Je hebt deze route afgewezen').waitFor();
      // One range per route on the overview: the estimate with its 5 % margin; how certain it is, the detail tells.
      const cardTexts = await page.locator('.bw-route-overview > li').allInnerTexts();
      for (const text of cardTexts) {
        expect(text.match(/€\s[\d.]+\s–\s€\s[\d.]+/g)?.length ?? 0).toBeLessThanOrEqual(1);
        expect(text).not.toMatch(/waarschijnlijk tussen/i);
      }
      expect(await e2e.axe(page)).toEqual([]);
      // Two cards side by side at 1280 px start on the same line (the theme's list spacing once pushed the second down).
      const tops = await page
        .locator('.bw-route-overview > li')
        .evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
      expect(tops[1]).toBe(tops[0]);
      expect(tops[3]).toBe(tops[2]);
      await e2e.screenshot(page, 'advice-ready-1280');
      await page.setViewportSize({ width: 375, height: 800 });
      await e2e.screenshot(page, 'advice-ready-375');
    } finally {
      await close();
    }
  });

  it("shows 'Geen resultaten meer over' when the resident's cost limit empties a route", async () => {
    const { page, close } = await e2e.newPage();
    try {
      const { credentials, session, headers } = await apiFor(page);
      const ids = {
        measurementId: credentials.measurementId,
        participatorId: session.participatorId,
        realEstateId: credentials.realEstateId,
      };
      const record = await fetch(`${e2e.baseUrl}/api/1/answers/record`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...ids, flowId: 'personalBehavior', questionCode: 'MaxMonthlyCost', value: '1' }),
      });
      expect(record.status).toBe(200);
      const sync = await fetch(`${e2e.baseUrl}/api/1/flow/sync`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ ...ids, flowId: 'personalBehavior' }),
      });
      expect(sync.status).toBe(200);
      await page.goto('/advies/warmtenet');
      await page.getByRole('heading', { level: 2, name: 'Geen resultaten meer over' }).waitFor();
      await page.getByRole('link', { name: 'Grenzen aanpassen' }).waitFor();
    } finally {
      await close();
    }
  });

  it('shows only the insulation subsidy ISDE pays: the advice on screen holds to its published rules (issue 22.5)', async () => {
    const { page, close } = await e2e.newPage();
    try {
      const { credentials, session } = await e2e.signIn(page);
      const headers = { authorization: `Session ${session.id}` };
      const get = (path: string) => fetch(`${e2e.baseUrl}/api/1/${path}`, { headers }).then((r) => r.json());
      const engine = (await get(`${credentials.measurementId}/advice/${credentials.bagCode}`)) as Advice;
      const settings = (await get(`${credentials.measurementId}/advice_settings`)) as CampaignSettings;
      const { realEstateObjects } = (await get(
        `realestateobjects/listby/${credentials.measurementId}/${session.participatorId}`,
      )) as RealEstateList;
      const home = realEstateObjects.find((h) => h.bagCode === credentials.bagCode)!;
      // Nobody answered for this home yet: its profile is the register's facts with the engine's defaults.
      const profile = defaultProfile({
        ...home,
        dwellingType: home.dwellingType as DwellingType,
        currentEnergyLabel: home.currentEnergyLabel ?? undefined,
        estimatedTotalGasUsage: home.estimatedTotalGasUsage ?? undefined,
        estimatedTotalEnergyUsage: home.estimatedTotalEnergyUsage ?? undefined,
      });
      expect(isdeViolations(profile, settings, { advices: engine.advices } as unknown as AdviceResult)).toEqual([]);
      for (const { route, slug, title } of ROUTES) {
        const best = engine.advices.find((a) => a.route === route);
        if (!best || best.explanation.buildingChange.length === 0) continue;
        await page.goto(`/advies/${slug}`);
        await page.getByRole('heading', { level: 1, name: title }).waitFor();
        const rows = page.getByRole('region', { name: 'Gewenste aanpassingen aan je huis' }).locator('tbody tr');
        await rows.first().waitFor();
        const shown = await rows.evaluateAll((trs) =>
          trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!)),
        );
        // What the resident reads is what was checked: cost and subsidy per part, the subsidy never above the cost.
        const spaced = (text: string) => text.replace(/\s/g, ' ');
        expect(shown.map((cells) => cells.map(spaced))).toEqual(
          best.explanation.buildingChange.map((c) =>
            [c.investmentEur, c.subsidyEur].map((eur) => spaced(formatEuro(eur))),
          ),
        );
        for (const c of best.explanation.buildingChange) expect(c.subsidyEur).toBeLessThanOrEqual(c.investmentEur);
      }
    } finally {
      await close();
    }
  });

  it("lists on the dashboard the measures that pay back on every route ('Dit kun je nu al doen')", async () => {
    const { page, close } = await e2e.newPage();
    try {
      const { credentials, headers } = await apiFor(page);
      const trust = (await fetch(
        `${e2e.baseUrl}/api/1/${credentials.measurementId}/advice/${credentials.bagCode}/trust`,
        { headers },
      ).then((r) => r.json())) as {
        noRegret: { measure: NoRegretMeasureId; timing: NoRegretTiming | null; subsidyEur: number }[];
      };
      await page.goto('/dashboard');
      const card = page.getByRole('region', { name: 'Dit kun je nu al doen' });
      await card.waitFor();
      const titles = await card.getByRole('heading', { level: 3 }).allTextContents();
      // The engine names each measure by id; the card says it in the reader's language (record 0153).
      const dutch = trust.noRegret.map((m) => noRegretTextsIn(m, 'nl'));
      expect(titles).toEqual(dutch.map((m) => m.label));
      // When a measure fits best (the shower heat exchanger: at a bathroom renovation) is said with it.
      for (const m of dutch) if (m.when) await card.getByText(m.when).waitFor();
      // A measure without subsidy says so, instead of '€ 0 subsidie'.
      expect(await card.getByText('Hier is geen subsidie voor.').count()).toBe(
        trust.noRegret.filter((m) => m.subsidyEur === 0).length,
      );
      expect(await card.getByText(/€\s0 subsidie/).count()).toBe(0);
      if (titles.length > 0)
        await card
          .getByText(/Terugverdiend in [\d,]+ jaar/)
          .first()
          .waitFor();
      else await card.getByText(/geen aanpassing die zich op elke route terugverdient/).waitFor();
    } finally {
      await close();
    }
  });
});
