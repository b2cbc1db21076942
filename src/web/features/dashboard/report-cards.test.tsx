// @vitest-environment happy-dom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { activateLocale } from '../../state/language.ts';
import type { GasUsageReport, HeatLossReport } from '../../../contract/reports.ts';
import { renderPage } from '../../testing/render-page.tsx';
import type { AdviceResponse } from '../../../contract/advice.ts';
import type { AdviceTrustDto } from '../../../contract/advice-trust.ts';
import { GasUsageCard, HeatLossCard, LabelCard } from './report-cards.tsx';

// The canvas is hidden from assistive technology; what is tested here is the text beside it.
vi.mock('../../common/charts.tsx', () => ({ PieChart: () => null, BarChart: () => null }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const home = { measurementId: 1, bagCode: '0344010000123456' };

function gasReport(
  neighbourhood: GasUsageReport['compareWithNeighbourhood'],
  measuredGasM3PerYear: number | null = null,
): GasUsageReport {
  return {
    measuredGasM3PerYear,
    modelGasM3PerYear: measuredGasM3PerYear === null ? 1234.4 : 1420,
    totalGasUsageInM3: 1234.4,
    myGasUsage: [
      // Not in the spec's order, and fractions that plain rounding would show as 78 + 18 + 3 = 99 %.
      { name: 'cooking', percentage: 0.033, gasUsageInM3: 40 },
      { name: 'spaceHeating', percentage: 0.784, gasUsageInM3: 968 },
      { name: 'hotWater', percentage: 0.183, gasUsageInM3: 226 },
    ],
    compareWithRestOfCountry: { gasUsageInM3: 1480 },
    compareWithNeighbourhood: neighbourhood,
  };
}

const rowsOf = (element: HTMLElement) =>
  within(element)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('GasUsageCard', () => {
  it('lists the purposes in the spec’s order with whole percentages that add up to 100', async () => {
    renderPage(<GasUsageCard home={home} short />, {
      answer: () => gasReport({ available: false, gasUsageInM3: null, reason: 'too_few_households' }),
    });
    const list = await screen.findByRole('list', { name: 'Gasgebruik per doel' });
    expect(rowsOf(list)).toEqual(['Verwarmen van je huis79%', 'Warm water18%', 'Koken3%']);
    expect(screen.getByText('Je huis gebruikt naar schatting 1.234 m³ gas per jaar. Zo is dat verdeeld:')).toBeTruthy();
    // The short variant has no comparison.
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('compares with the country only, and says why, while the neighbourhood figure is not available', async () => {
    renderPage(<GasUsageCard home={home} />, {
      answer: () => gasReport({ available: false, gasUsageInM3: null, reason: 'too_few_households' }),
    });
    const table = await screen.findByRole('table', { name: 'Gasgebruik per jaar in kubieke meter (m³)' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['HuisGas per jaar', 'Jouw huis1.234\u00a0m³', 'Vergelijkbaar huis in Nederland1.480\u00a0m³']);
    expect(screen.getByText(/Het gemiddelde van de buurt laten we nog niet zien/)).toBeTruthy();
  });

  it('adds the neighbourhood between the two when enough households take part', async () => {
    renderPage(<GasUsageCard home={home} />, {
      answer: () => gasReport({ available: true, gasUsageInM3: 1302.6, households: 10 }),
    });
    const table = await screen.findByRole('table', { name: 'Gasgebruik per jaar in kubieke meter (m³)' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'HuisGas per jaar',
      'Jouw huis1.234\u00a0m³',
      'De buurt1.303\u00a0m³',
      'Vergelijkbaar huis in Nederland1.480\u00a0m³',
    ]);
    expect(screen.getByText(/^Gemiddelde van minstens 10 huishoudens in de buurt\./)).toBeTruthy();
  });

  it("shows the household's own yearly use as its use, and how the model compares (issue #35.2)", async () => {
    renderPage(<GasUsageCard home={home} />, {
      answer: () => gasReport({ available: false, gasUsageInM3: null, reason: 'too_few_households' }, 1250),
    });
    const table = await screen.findByRole('table', { name: 'Gasgebruik per jaar in kubieke meter (m³)' });
    expect(screen.getByTestId('gas-measured').textContent).toBe(
      'Je eigen jaarverbruik: 1.250\u00a0m³ gas. Zo is dat ongeveer verdeeld:',
    );
    expect(
      screen.getByText(
        'Ons rekenmodel komt zonder jouw meterstand op 1.420 m³, 14% meer. We rekenen met jouw eigen verbruik.',
      ),
    ).toBeTruthy();
    expect(within(table).getAllByRole('row')[1]!.textContent).toBe('Jouw huis1.250\u00a0m³');
    expect(screen.queryByText(/naar schatting/)).toBeNull();
  });

  it("says how the model compares in English on an English page, with the plan's English figures (record 0160)", async () => {
    await activateLocale('en');
    try {
      renderPage(<GasUsageCard home={home} />, {
        answer: () => gasReport({ available: false, gasUsageInM3: null, reason: 'too_few_households' }, 1250),
      });
      const line = await screen.findByText(/^Without your meter reading, our calculation model comes to 1,420/);
      expect(line.textContent).toBe(
        'Without your meter reading, our calculation model comes to 1,420\u00a0m³, 14% more. We calculate with your own use.',
      );
      expect(line.closest('[lang="nl"]')).toBeNull();
    } finally {
      await activateLocale('nl');
    }
  });
});

describe('LabelCard', () => {
  const advice = {
    energyLabel: 'E',
    energyLabelSource: 'registered',
    estimatedLabel: 'B',
    insulationLabel: 'C',
  } as AdviceResponse;
  const band = { best: 'A', central: 'B', worst: 'C' } as const;
  const trust = (labelDifference: AdviceTrustDto['labelDifference']) =>
    ({
      bands: { estimatedLabel: band },
      breakEvens: [],
      noRegret: [],
      labelDifference,
    }) as unknown as AdviceTrustDto;

  // Three classes better than the register, explained by the facade and the roof, with half as much gas again.
  const facadeAndRoofAndMuchGas: AdviceTrustDto['labelDifference'] = {
    registered: 'E',
    estimated: 'B',
    classesBetter: 3,
    explainedBy: [
      { component: 'facade', ep2Better: 46.5 },
      { component: 'roof', ep2Better: 9.4 },
    ],
    measuredOverModel: 1.52,
    registeredInsideBand: false,
  };

  it("names the answers the engine says explain an estimate two classes from the register, and gas above the model's (issue #36.3)", async () => {
    renderPage(<LabelCard advice={advice} level={1} home={home} />, {
      answer: () => trust(facadeAndRoofAndMuchGas),
    });
    const notice = screen.getByTestId('label-estimate-differs');
    expect(await within(notice).findByText(/Je vertelde ons over: gevel, dak\./)).toBeTruthy();
    expect(within(notice).getByText(/Je stookt veel meer gas dan we bij deze antwoorden verwachten/)).toBeTruthy();
    expect(notice.textContent).toContain('label B (tussen A en C)');
  });

  it('says no improvements were named, and nothing of gas, when the engine names none and gas fits the model', async () => {
    renderPage(<LabelCard advice={advice} level={1} home={home} />, {
      answer: () =>
        trust({
          registered: 'E',
          estimated: 'B',
          classesBetter: 3,
          explainedBy: [],
          measuredOverModel: 1.05,
          registeredInsideBand: false,
        }),
    });
    const notice = screen.getByTestId('label-estimate-differs');
    expect(await within(notice).findByText(/Je noemde geen verbeteringen/)).toBeTruthy();
    expect(notice.textContent).not.toContain('gas');
  });

  it('says the difference, the named parts and the gas in English on an English page, unmarked (record 0160)', async () => {
    await activateLocale('en');
    try {
      renderPage(<LabelCard advice={advice} level={1} home={home} />, {
        answer: () => trust(facadeAndRoofAndMuchGas),
      });
      const notice = screen.getByTestId('label-estimate-differs');
      expect(await within(notice).findByText(/You told us about: outside walls, roof\./)).toBeTruthy();
      expect(within(notice).getByText(/You use much more gas than we expect/)).toBeTruthy();
      expect(notice.textContent).toMatch(/we estimate your home at label B/);
      expect(notice.closest('[lang="nl"]')).toBeNull();
      expect(notice.textContent).not.toMatch(/gevel|dak|Je vertelde|stookt/);
    } finally {
      await activateLocale('nl');
    }
  });
});

describe('HeatLossCard', () => {
  it('lists the seven parts in the spec’s order, adding up to 100', async () => {
    const report: HeatLossReport = {
      label: 'D',
      heatLossItems: {
        roof: 0.13,
        floor: 0.28,
        facade: 0.24,
        glazing1: 0.04,
        glazing2: 0.07,
        ventilation: 0.15,
        infiltration: 0.085,
      },
      savingStillPossible: { roof: 0, floor: 0, facade: 0, glazing1: 0, glazing2: 0, ventilation: 0, infiltration: 0 },
    };
    const { sent } = renderPage(<HeatLossCard home={home} />, { answer: () => report });
    const list = await screen.findByRole('list', { name: 'Warmteverlies per deel van je huis' });
    const rows = rowsOf(list);
    expect(rows.map((row) => row!.replace(/\d+%$/, ''))).toEqual([
      'Ventilatie',
      'Gevel',
      'Dak',
      'Glas in de woonkamer',
      'Glas in de slaapkamers',
      'Naden en kieren',
      'Vloer',
    ]);
    expect(rows.map((row) => Number(/(\d+)%$/.exec(row!)![1])).reduce((a, b) => a + b)).toBe(100);
    expect(sent.map((r) => r.path)).toEqual([`/api/1/reports/1/${home.bagCode}/heatloss`]);
  });
});
