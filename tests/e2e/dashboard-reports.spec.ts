import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Measurement } from '../../src/contract/measurement.ts';
import type { GasUsageReport, HeatLossReport } from '../../src/contract/reports.ts';
import { e2e } from './support/e2e.ts';

const viewports = [
  { name: '375', width: 375, height: 812 },
  { name: '1280', width: 1280, height: 900 },
];

async function api<T>(path: string, session: string): Promise<T> {
  const response = await fetch(`${e2e.baseUrl}${path}`, { headers: { authorization: `Session ${session}` } });
  expect(response.status, path).toBe(200);
  return (await response.json()) as T;
}

/** The percentages a list shows, in its order, read from the page as a resident sees them. */
async function shownPercentages(page: Page, testId: string): Promise<{ label: string; percentage: number }[]> {
  const list = page.getByTestId(testId);
  await list.waitFor();
  return list.locator('li').evaluateAll((items) =>
    items.map((item) => ({
      label: item.querySelector('.bw-report-list__label')?.textContent ?? '',
      percentage: Number(/^(\d+)%$/.exec(item.querySelector('.bw-report-list__value')?.textContent ?? '')?.[1]),
    })),
  );
}

/** Each shown percentage is the engine's fraction to within one point, and together they make 100. */
function expectMatches(shown: { label: string; percentage: number }[], fractions: Record<string, number>) {
  expect(shown.map((s) => s.label)).toEqual(Object.keys(fractions));
  expect(shown.reduce((sum, s) => sum + s.percentage, 0)).toBe(100);
  const total = Object.values(fractions).reduce((a, b) => a + b, 0);
  for (const s of shown) expect(Math.abs(s.percentage - (fractions[s.label]! / total) * 100), s.label).toBeLessThan(1);
}

/** Map pictures from the local fixtures, so the screenshots show a map and not a grey box. */
async function serveTiles(page: Page) {
  const measurement = (await (await fetch(`${e2e.baseUrl}/api/1/measurements/measurement`)).json()) as Measurement;
  const tiles = [
    [measurement.map.tileUrl, 'map-tile-street.png'],
    [measurement.map.aerialWmtsUrl, 'map-tile-aerial.png'],
  ] as const;
  for (const [url, file] of tiles) {
    const origin = new URL(url.replace(/\{[a-z]\}/g, '0')).origin;
    const body = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', file));
    await page.route(
      (u) => u.origin === origin,
      (route) => route.fulfill({ contentType: 'image/png', body }),
    );
  }
}

async function settle(page: Page) {
  await page.locator('.bw-chart canvas').first().waitFor();
  await page.getByTestId('home-map').and(page.locator('[data-located="true"]')).waitFor();
  await page.waitForLoadState('networkidle');
}

describe('the dashboard on the engine’s figures for a demo home', () => {
  for (const viewport of viewports) {
    it(`shows level 1 (estimated label, gas usage with comparison) and level 2 (insulation label, heat loss) at ${viewport.name} px`, async () => {
      const { page, close, cspViolations } = await e2e.newPage(viewport);
      try {
        await serveTiles(page);
        const { credentials, session } = await e2e.signIn(page);
        const bag = `${credentials.measurementId}/${credentials.bagCode}`;
        const advice = await api<{
          energyLabel: string;
          energyLabelSource: 'registered' | 'estimated';
          insulationLabel: string;
        }>(`/api/1/${credentials.measurementId}/advice/${credentials.bagCode}`, session.id);

        // Level 1: nothing answered yet.
        await page.goto('/dashboard');
        // The one current label (docs/decisions/0119): the registered one where there is one, and it says so.
        const registered = advice.energyLabelSource === 'registered';
        const labelCard = page.getByRole('region', {
          name: registered ? 'Energielabel van je huis' : 'Geschat energielabel',
        });
        await labelCard
          .getByText(`${registered ? 'Geregistreerd' : 'Geschat'} energielabel: ${advice.energyLabel}`)
          .waitFor();
        expect(
          await labelCard.getByRole('link', { name: 'Wat betekent het isolatielabel?' }).getAttribute('href'),
        ).toBe('/isolatielabel');
        const gas = await api<GasUsageReport>(`/api/1/reports/${bag}/GasUsage`, session.id);
        const purposes = { spaceHeating: 'Verwarmen van je huis', hotWater: 'Warm water', cooking: 'Koken' } as const;
        expectMatches(
          await shownPercentages(page, 'gas-usage-list'),
          Object.fromEntries(
            (['spaceHeating', 'hotWater', 'cooking'] as const).map((name) => [
              purposes[name],
              gas.myGasUsage.find((p) => p.name === name)!.percentage,
            ]),
          ),
        );
        const comparison = page.getByRole('table', { name: 'Gasgebruik per jaar in kubieke meter (m³)' });
        const rows = await comparison.locator('tbody tr').allTextContents();
        expect(rows[0]).toBe(`Jouw huis${Math.round(gas.totalGasUsageInM3).toLocaleString('nl-NL')}\u00a0m³`);
        expect(rows.at(-1)).toBe(
          `Vergelijkbaar huis in Nederland${Math.round(gas.compareWithRestOfCountry.gasUsageInM3).toLocaleString('nl-NL')}\u00a0m³`,
        );
        if (gas.compareWithNeighbourhood.available) expect(rows).toHaveLength(3);
        else {
          expect(rows).toHaveLength(2);
          await page.getByText('Het gemiddelde van de buurt laten we nog niet zien.', { exact: false }).waitFor();
        }
        expect(await page.getByTestId('heat-loss-list').count()).toBe(0);
        // The questionnaires and the planning stay.
        await page.getByRole('heading', { name: 'Je vragenlijsten' }).waitFor();
        await page.getByRole('heading', { name: 'Zo gaat het verder in de buurt' }).waitFor();
        // The demo campaign's timeline as the organiser set it: two steps done with their dates, one current.
        const planning = page.getByRole('region', { name: 'Zo gaat het verder in de buurt' }).getByRole('listitem');
        expect(await planning.allTextContents()).toEqual([
          'De buurt is in kaart gebrachtGedaan · 1 september 2026',
          'Eerste selectie door de werkgroepGedaan · 15 oktober 2026',
          'Bewoners geven hun voorkeurNu bezig',
          'De buurt kiestKomt nog',
        ]);
        expect(await planning.nth(2).getAttribute('aria-current')).toBe('step');
        await settle(page);
        expect(await e2e.axe(page)).toEqual([]);
        await e2e.screenshot(page, `dashboard-level1-${viewport.name}`);
        // The card alone as well, at full resolution, to look at the chart's details.
        await e2e.screenshot(
          page,
          `dashboard-gas-card-${viewport.name}`,
          page.getByRole('region', { name: 'Waar gebruik je gas voor?' }),
        );

        // Level 2: house details finished.
        const ids = `${credentials.measurementId}/realestate/${credentials.realEstateId}/participator/${session.participatorId}`;
        const finished = await fetch(`${e2e.baseUrl}/api/1/measurements/measurement/${ids}/history/flow/houseDetails`, {
          method: 'PUT',
          headers: { 'content-type': 'application/json', authorization: `Session ${session.id}` },
          body: JSON.stringify({ history: 'start|end', percentage: 100 }),
        });
        expect(finished.status).toBe(200);
        await page.goto('/dashboard');
        // Level 2 adds the insulation label beside the current label, in the same card.
        await labelCard.getByText(`Isolatielabel: ${advice.insulationLabel}`).waitFor();
        await labelCard
          .getByText(`${registered ? 'Geregistreerd' : 'Geschat'} energielabel: ${advice.energyLabel}`)
          .waitFor();
        const heatLoss = await api<HeatLossReport>(`/api/1/reports/${bag}/heatloss`, session.id);
        const h = heatLoss.heatLossItems;
        expectMatches(await shownPercentages(page, 'heat-loss-list'), {
          Ventilatie: h.ventilation,
          Gevel: h.facade,
          Dak: h.roof,
          'Glas in de woonkamer': h.glazing1,
          'Glas in de slaapkamers': h.glazing2,
          'Naden en kieren': h.infiltration,
          Vloer: h.floor,
        });
        expect(await page.getByTestId('gas-usage-list').count()).toBe(0);
        await page.getByRole('heading', { name: 'Je vragenlijsten' }).waitFor();
        await settle(page);
        expect(await e2e.axe(page)).toEqual([]);
        await e2e.screenshot(page, `dashboard-level2-${viewport.name}`);
        await e2e.screenshot(
          page,
          `dashboard-heat-loss-card-${viewport.name}`,
          page.getByRole('region', { name: 'Waar verliest je huis warmte?' }),
        );
        expect(cspViolations).toEqual([]);
      } finally {
        await close();
      }
    });
  }
});
