import { describe, expect, it } from 'vitest';
import { adviseHouse, defaultCampaignSettings, defaultProfile, type RouteBreakEven } from '../engine/index.ts';
import { BREAK_EVEN_PRICE_BOUNDS } from '../engine/reference/break-even.ts';
import {
  ENERGY_TAX_GAS,
  FEED_IN_MINIMUM,
  NET_METERING_LAST_YEAR,
  SUPPLY_FIXED_CHARGE,
} from '../engine/reference/prices.ts';
import {
  EXPLANATION_IDS,
  EXPLANATION_SOURCES,
  EXPLANATION_UNITS,
  FLOW_STATEMENTS,
} from '../vocabulary/explanations.ts';
import { LANGUAGES } from '../vocabulary/languages.ts';
import { adviceSettingsSchema } from './settings.ts';
import {
  breakEvenSentences,
  explanationLabels,
  explanationSources,
  explanationTexts,
  explanationUnitTexts,
  flowStatement,
  priceUnitTexts,
  flowStatementTexts,
} from './explanation-texts.ts';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe("the engine's explanation texts (issue #40.2, record 0147)", () => {
  it('give every id of the closed lists a text', () => {
    expect(Object.keys(explanationLabels).sort()).toEqual([...EXPLANATION_IDS].sort());
    expect(Object.keys(explanationSources).sort()).toEqual([...EXPLANATION_SOURCES].sort());
    expect(Object.keys(flowStatementTexts).sort()).toEqual([...FLOW_STATEMENTS].sort());
  });

  // The Verantwoording's price list reads the unit by the price's name, not the settings' Dutch field (record 0153).
  it("give every campaign price a unit, hydrogen's in natural English with the price lists' Dutch word", () => {
    const names = adviceSettingsSchema.shape.prices.element.shape.name.options;
    expect(Object.keys(priceUnitTexts).sort()).toEqual([...names].sort());
    expect(priceUnitTexts.hydrogen).toEqual({
      nl: 'per m³ aardgasequivalent',
      en: 'per m³ natural gas equivalent (aardgasequivalent)',
    });
    // The Dutch is the settings' own unit, with 'per' for the euro sign.
    for (const price of defaultCampaignSettings(2026).prices)
      expect(priceUnitTexts[price.name].nl).toBe(price.unit.replace(/^€\//, 'per '));
  });

  it('have a text in every shipped language, with the placeholders of the Dutch one', () => {
    const problems: string[] = [];
    for (const [table, texts] of Object.entries(explanationTexts))
      for (const [id, text] of Object.entries(texts))
        for (const language of LANGUAGES) {
          if (text[language].trim() === '') problems.push(`${table}.${id} (${language}) is empty`);
          if (placeholders(text[language]).join() !== placeholders(text.nl).join())
            problems.push(`${table}.${id} (${language}) has other placeholders`);
        }
    expect(problems).toEqual([]);
  });

  it("name the years and publishers of the engine's reference data they come from", () => {
    const last = NET_METERING_LAST_YEAR.value;
    const minimumEnds = FEED_IN_MINIMUM.value.lastYear + 1;
    for (const language of LANGUAGES) {
      expect(explanationLabels.solarWithNetMetering[language]).toContain(` ${last})`);
      expect(explanationLabels.solarWithoutNetMetering[language]).toContain(` ${last + 1})`);
      expect(explanationLabels.solarWithoutFeedInMinimum[language]).toContain(` ${minimumEnds})`);
      expect(explanationSources.energyTax[language]).toBe(`${ENERGY_TAX_GAS.publisher}, ${ENERGY_TAX_GAS.year}`);
      expect(explanationSources.fixedSupplyCharge[language]).toBe(
        `${SUPPLY_FIXED_CHARGE.publisher}, ${SUPPLY_FIXED_CHARGE.year}`,
      );
      for (const source of ['feedInMinimum', 'noFeedInMinimum'] as const)
        expect(explanationSources[source][language]).toContain(` ${minimumEnds}`);
      expect(explanationSources.feedInMinimum[language]).toContain(
        `(${FEED_IN_MINIMUM.publisher}, ${FEED_IN_MINIMUM.year})`,
      );
      for (const id of EXPLANATION_IDS) expect(explanationUnitTexts[EXPLANATION_UNITS[id]][language]).not.toBe('');
    }
  });

  it("read the engine's own output in every language", () => {
    const result = adviseHouse(
      defaultProfile({ buildYear: 1958, totalSurface: 112, dwellingType: 'terraced', isMonument: false }),
      defaultCampaignSettings(2026),
    );
    for (const advice of result.advices)
      for (const line of [
        ...advice.explanation.assumptions,
        ...advice.explanation.bill,
        ...advice.explanation.investment,
        ...advice.explanation.yearlyCost,
      ])
        for (const language of LANGUAGES) {
          expect(explanationLabels[line.id][language], line.id).toBeTruthy();
          expect(explanationSources[line.source][language], line.source).toBeTruthy();
        }
    const heatPump = result.advices.find((a) => a.explanation.solutionCode === 'air_water_heat_pump')!;
    const line = heatPump.explanation.assumptions.find((l) => l.id === 'heatLoss')!;
    expect(explanationLabels[line.id].en).toBe('Heat loss of the home after the changes');
    expect(explanationSources[line.source].nl).toBe('isolatiewaarden per bouwperiode, geschat naar RVO, 2022');
    const flow = heatPump.explanation.flowTemperature!;
    expect(flowStatement(flow, 'nl')).toContain(`op ${flow.packageC}\u00a0°C verwarmd worden`);
    expect(flowStatement(flow, 'en')).toContain(`heated at ${flow.packageC}\u00a0°C`);
  });

  it('say the break-even as the engine did, and in English', () => {
    // 'Half zo hoog of 2,5 keer zo hoog' are the engine's bounds.
    expect(BREAK_EVEN_PRICE_BOUNDS.value).toEqual({ low: 0.5, high: 2.5 });
    const breakEven: Pick<RouteBreakEven, 'position' | 'levers' | 'subsidy'> = {
      position: 'challenger',
      levers: [
        { lever: 'gas_price', outcome: 'swaps', factor: 1.1234, priceEur: 1.5391 },
        { lever: 'electricity_price', outcome: 'notWithinReasonableBounds' },
      ],
      subsidy: { subsidiesCounted: false, outcome: 'swaps' },
    };
    expect(breakEvenSentences(breakEven, 'Hybride warmtepomp', 'nl').map(plain)).toEqual([
      'Als de gasprijs 12 % stijgt (naar € 1,54 per m³), komt dit advies vóór Hybride warmtepomp.',
      'Ook als de stroomprijs half zo hoog of 2,5 keer zo hoog wordt, blijft de volgorde hetzelfde.',
      'Zonder subsidie komt dit advies vóór Hybride warmtepomp.',
    ]);
    expect(breakEvenSentences({ ...breakEven, position: 'first' }, 'Hybride warmtepomp', 'en').map(plain)).toEqual([
      'If the gas price rises by 12% (to €1.54 per m³), Hybride warmtepomp comes before this option.',
      'Even if the electricity price halves or becomes 2.5 times as high, the order stays the same.',
      'Without subsidies, Hybride warmtepomp comes before this option.',
    ]);
  });
});
