// @vitest-environment happy-dom
import { afterAll, describe, expect, it } from 'vitest';
import { lowTemperatureTexts } from '../../../contract/low-temperature-test.ts';
import { loanTexts } from '../../../contract/loan.ts';
import { INCOME_BAND_CODES } from '../../../vocabulary/income-bands.ts';
import { ROUTE_WORDS } from '../../../vocabulary/route-words.ts';
import { ROUTE_CODES, ROUTE_VOCABULARY } from '../../../vocabulary/routes.ts';
import { activateLocale } from '../../state/language.ts';
import { myDataTexts as t } from './my-data-texts.ts';

const summaries = () => [
  t.lowTemperatureSummary(50, '17 november 2026', 6, 0),
  t.lowTemperatureSummary(45, '3 december 2026', 1, 2),
];
const nets = () => ROUTE_CODES.map((route) => t.net(ROUTE_VOCABULARY[route].net));

afterAll(() => activateLocale('nl'));

// Mijn data's choices and 50-gradentest through the catalogue (issue #40, record 0153).
describe("Mijn data's choices and 50-gradentest", () => {
  it("say in Dutch what the contract and the route words say, which the server's export keeps", () => {
    expect(t.lowTemperatureTitle).toBe(lowTemperatureTexts.myDataTitle);
    expect(t.lowTemperatureLink).toBe(lowTemperatureTexts.myDataLink);
    expect(summaries()).toEqual([
      lowTemperatureTexts.myDataSummary(50, '17 november 2026', 6, 0),
      lowTemperatureTexts.myDataSummary(45, '3 december 2026', 1, 2),
    ]);
    expect(nets()).toEqual(ROUTE_CODES.map((route) => ROUTE_WORDS[route].overview));
    expect(t.net('unknown')).toBe('unknown');
  });

  it('say it in English when the app is in English', async () => {
    await activateLocale('en');
    expect(t.lowTemperatureTitle).toBe('Your 50-degree test (50-gradentest)');
    expect(t.lowTemperatureLink).toBe('View the test');
    expect(summaries()).toEqual([
      'Test at 50\u00a0°C since 17 november 2026: 6 days filled in, no day with a room that did not get warm enough.',
      'Test at 45\u00a0°C since 3 december 2026: 1 day filled in, 2 days with a room that did not get warm enough.',
    ]);
    expect(nets()).toEqual(['Green gas or hydrogen', 'Electric', 'Heat network (warmtenet)', 'Your own solution']);
  });
});

const quote = {
  label: 'Offerte Jansen',
  solutionCode: 'hp_air',
  output: { kW: 6, ratedAt: 'aMinus7W35' },
  maxFlowC: 45,
  priceEur: 12500,
  includes: ['buffer', 'roof'],
} as unknown as Parameters<typeof t.quoteItem>[0];

// The loan's income band and a kept quote in Mijn data (record 0160).
describe("Mijn data's loan and quotes", () => {
  it("say in Dutch what the contract says, which the server's export keeps", async () => {
    await activateLocale('nl');
    const { band, ...words } = t.loan;
    expect(words).toEqual({ ...loanTexts.myData, failed: loanTexts.failed });
    for (const code of INCOME_BAND_CODES) expect(band(code)).toBe(loanTexts.band[code]);
    expect(t.quoteItem(quote, '1 mei 2027')).toMatch(
      /^Offerte Jansen, .*\(bij A-7\/W35 \(−7\u00a0°C buiten\)\), tot 45\u00a0°C, .*, met buffervat, dakisolatie; ingevuld op 1 mei 2027$/,
    );
  });

  it('say it in English when the app is in English', async () => {
    await activateLocale('en');
    expect(t.loan.title).toBe('Income for the loan');
    expect(t.loan.band('up_to_60000')).toBe('Up to and including €60,000');
    const item = t.quoteItem(quote, '1 May 2027');
    expect(item).toContain('with buffer tank (buffervat), roof insulation; entered on 1 May 2027');
    expect(item).not.toMatch(/buiten|dakisolatie|ingevuld|\bmet\b/);
  });
});
