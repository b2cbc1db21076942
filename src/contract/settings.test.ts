import { describe, expect, it } from 'vitest';
import { defaultCampaignSettings, defaultHeatNet } from '../engine/index.ts';
import {
  adviceSettingsOverridesSchema,
  adviceSettingsSchema,
  PRICE_RANGES,
  SETTING_RANGES,
  settingMessageIn,
  settingRangeMessage,
  settingRangeMessageIn,
  settingRangeMessages,
} from './settings.ts';

describe('plausible ranges of the settings that price every home (issue 35.6)', () => {
  it('gives each bound a reason and the range in a Dutch message', () => {
    for (const range of [...Object.values(SETTING_RANGES), ...Object.values(PRICE_RANGES)]) {
      expect(range.min.value).toBeLessThan(range.max.value);
      expect(range.min.why.length).toBeGreaterThan(20);
      expect(range.max.why.length).toBeGreaterThan(20);
    }
    expect(settingRangeMessage(SETTING_RANGES.heatNetPrice)).toBe('Vul een bedrag in van € 5 tot en met € 100 per GJ.');
    expect(settingRangeMessage(SETTING_RANGES.heatNetBak)).toBe('Vul een bedrag in van € 0 tot en met € 15.000.');
  });

  it('says every range in English too, with the figures as the fields take them (record 0161)', () => {
    expect(settingRangeMessageIn('en', PRICE_RANGES.natural_gas)).toBe(
      'Enter an amount from € 0,25 up to and including € 7 per m³.',
    );
    expect(settingRangeMessageIn('en', SETTING_RANGES.heatNetStandingCharge)).toBe(
      'Enter an amount from € 0 up to and including € 2.000 a year.',
    );
    expect(settingRangeMessageIn('en', SETTING_RANGES.heatNetTemperature)).toBe(
      'Enter a number from 0 up to and including 150 °C.',
    );
    const names = [...Object.keys(SETTING_RANGES), ...Object.keys(PRICE_RANGES)];
    expect(Object.keys(settingRangeMessages).sort()).toEqual(names.sort());
    for (const message of Object.values(settingRangeMessages)) {
      expect(message.en).not.toBe(message.nl);
      expect(message.en).not.toMatch(/\b(Vul|een|tot en met|jaar)\b/);
      // The schema's Dutch message is found and said in English; another message passes as it is.
      expect(settingMessageIn('en', message.nl)).toBe(message.en);
      expect(settingMessageIn('nl', message.nl)).toBe(message.nl);
    }
    expect(settingMessageIn('en', 'Iets anders.')).toBe('Iets anders.');
  });

  it("holds the engine's own defaults, for every reference year and source", () => {
    for (const year of [2025, 2026, 2030]) {
      const settings = {
        ...defaultCampaignSettings(year),
        heatNets: [defaultHeatNet(year, 40, 'aquathermal'), defaultHeatNet(year, 90, 'steg')],
      };
      expect(adviceSettingsSchema.safeParse(settings).error).toBeUndefined();
    }
  });

  it('refuses a price per unit outside its range, such as cents for euros', () => {
    const gas = { name: 'natural_gas', unit: '€/m³', priceAtStartYear: 137, averagePriceDuringPeriod: 1.37 };
    expect(adviceSettingsOverridesSchema.safeParse({ prices: [gas] }).error?.issues).toMatchObject([
      { path: ['prices', 0, 'priceAtStartYear'], message: 'Vul een bedrag in van € 0,25 tot en met € 7 per m³.' },
    ]);
    expect(adviceSettingsOverridesSchema.safeParse({ prices: [{ ...gas, priceAtStartYear: 1.37 }] }).success).toBe(
      true,
    );
  });

  it('refuses the misread figures of the issue with their range', () => {
    const net = { type: 'MT', temperature: 70, price: 45.5, bak: 5250, standingCharge: 500, source: 'unknown' };
    expect(adviceSettingsOverridesSchema.safeParse({ heatNets: [net] }).success).toBe(true);
    const misread = adviceSettingsOverridesSchema.safeParse({ heatNets: [{ ...net, price: 4550 }], co2Tax: 9999 });
    expect(misread.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['heatNets.0.price', 'Vul een bedrag in van € 5 tot en met € 100 per GJ.'],
      ['co2Tax', 'Vul een bedrag in van € 0 tot en met € 500 per ton CO₂.'],
    ]);
  });
});
