import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adviseHouse } from './advise-house.ts';
import { defaultAllInPrices, feedInShareOfSupply, priceLines, solarLines } from './bill.ts';
import { campaignContext, defaultCampaignSettings } from './campaign-settings.ts';
import { defaultProfile } from './default-profile.ts';
import { ENERGY_TAX_CREDIT, ENERGY_TAX_ELECTRICITY, ENERGY_TAX_GAS, SUPPLY_FIXED_CHARGE } from './reference/prices.ts';

const valueOf = (lines: { id: string; value: number }[], id: string) => lines.find((l) => l.id === id)!.value;

describe('prices split as a bill splits them (issue #25)', () => {
  it('builds the default 2026 prices from supply and the Belastingdienst 2026 energy tax', () => {
    expect(ENERGY_TAX_GAS.value[2026]).toBe(0.7268);
    expect(ENERGY_TAX_ELECTRICITY.value[2026]).toBe(0.11085);
    expect(ENERGY_TAX_CREDIT.value[2026]).toBe(628.96);
    expect(defaultAllInPrices(2026)).toEqual({
      gasEurPerM3: 1.37,
      electricityEurPerKWh: 0.27,
      gasStandingChargeEur: 385.74,
    });
  });

  it("charges the supplier's fixed charge of CBS 2022 at 21 % VAT, not the year average that mixed in 9 % (issue #36)", () => {
    expect(SUPPLY_FIXED_CHARGE.value).toEqual({ gas: 72.74, electricity: 72.55 });
    expect(SUPPLY_FIXED_CHARGE.year).toBe(2022);
    // Network € 313 + supplier € 72.74.
    expect(defaultAllInPrices(2026).gasStandingChargeEur).toBe(385.74);
    const fixed = priceLines(2026, 'natural', 1.37, 0.27, 385.74).filter((l) => l.id.endsWith('FixedSupply'));
    expect(fixed.map((l) => l.source)).toEqual(['fixedSupplyCharge', 'fixedSupplyCharge']);
    expect(fixed[0]!.value).toBeCloseTo(72.74, 9);
    expect(fixed[1]!.value).toBe(72.55);
  });

  it('shows parts that add up to whatever all-in price the campaign sets', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.8, max: 3, noNaN: true }),
        fc.double({ min: 0.15, max: 0.6, noNaN: true }),
        (gas, power) => {
          const lines = priceLines(2026, 'natural', gas, power, 400);
          expect(valueOf(lines, 'naturalGasSupply') + valueOf(lines, 'naturalGasEnergyTax')).toBeCloseTo(gas, 9);
          expect(valueOf(lines, 'electricitySupply') + valueOf(lines, 'electricityEnergyTax')).toBeCloseTo(power, 9);
          expect(valueOf(lines, 'naturalGasNetwork') + valueOf(lines, 'naturalGasFixedSupply')).toBeCloseTo(400, 9);
        },
      ),
    );
  });

  it('names the gas by its type, and shows no gas parts for hydrogen', () => {
    expect(
      priceLines(2026, 'green_gas', 1.5, 0.27, 382)
        .filter((l) => /Gas/.test(l.id))
        .map((l) => l.id),
    ).toEqual(['greenGasSupply', 'greenGasEnergyTax', 'greenGasNetwork', 'greenGasFixedSupply']);
    expect(priceLines(2026, 'hydrogen', 3, 0.27, 382).some((l) => /Gas/.test(l.id))).toBe(false);
  });

  it('puts the parts on every advice, and the solar lines only where the home has solar panels', () => {
    const settings = defaultCampaignSettings(2026);
    const profile = defaultProfile({ buildYear: 1975, totalSurface: 110, dwellingType: 'terraced', isMonument: false });
    const plain = adviseHouse(profile, settings);
    for (const advice of plain.advices) {
      expect(valueOf(advice.explanation.bill, 'naturalGasEnergyTax')).toBe(0.7268);
      expect(advice.explanation.bill.some((l) => l.id.startsWith('solar'))).toBe(false);
    }
    profile.measured.solarProductionKWh = 3000;
    const solar = adviseHouse(profile, settings).advices[0]!.explanation.bill;
    // With net metering 3,000 × € 0.27 = € 810; without: 30 % × € 0.27 + 70 % × 50 % × € 0.15915 per kWh.
    expect(valueOf(solar, 'solarWithNetMetering')).toBeCloseTo(810, 6);
    expect(valueOf(solar, 'solarWithoutNetMetering')).toBeCloseTo(3000 * (0.3 * 0.27 + 0.7 * 0.5 * 0.15915), 6);
    expect(valueOf(solar, 'solarNetMeteringEnds')).toBeCloseTo(
      valueOf(solar, 'solarWithNetMetering') - valueOf(solar, 'solarWithoutNetMetering'),
      9,
    );
  });

  it('never values solar power higher without net metering than with it', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 20000 }), fc.double({ min: 0.05, max: 1, noNaN: true }), (kWh, price) => {
        const supply = campaignContext(defaultCampaignSettings(2026)).electricitySupplyEurPerKWh;
        const lines = solarLines(kWh, Math.max(price, supply), supply, 2026);
        expect(valueOf(lines, 'solarNetMeteringEnds')).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('assumes the minimum feed-in fee only for 2027–2029, the years the act sets it (issue #36)', () => {
    expect([2025, 2026, 2027, 2028, 2029].map(feedInShareOfSupply)).toEqual([0.5, 0.5, 0.5, 0.5, 0.5]);
    expect([2030, 2031, 2040].map(feedInShareOfSupply)).toEqual([0, 0, 0]);
    // A campaign of 2026 still nets; its 'without' line is the first year without net metering, 2027.
    const in2026 = solarLines(3000, 0.27, 0.16, 2026);
    expect(valueOf(in2026, 'solarWithoutNetMetering')).toBeCloseTo(3000 * (0.3 * 0.27 + 0.7 * 0.5 * 0.16), 9);
    expect(valueOf(solarLines(3000, 0.27, 0.16, 2029), 'solarWithoutNetMetering')).toBeCloseTo(
      valueOf(in2026, 'solarWithoutNetMetering'),
      9,
    );
    // From 2030 the act names no minimum: only what the home uses itself counts.
    const in2030 = solarLines(3000, 0.27, 0.16, 2030);
    expect(valueOf(in2030, 'solarWithoutFeedInMinimum')).toBeCloseTo(3000 * 0.3 * 0.27, 9);
    expect(in2030.find((l) => l.id === 'solarWithoutFeedInMinimum')!.source).toBe('noFeedInMinimum');
  });

  it('takes the year from the campaign: a campaign starting in 2030 counts no feed-in fee', () => {
    const profile = defaultProfile({ buildYear: 1975, totalSurface: 110, dwellingType: 'terraced', isMonument: false });
    profile.measured.solarProductionKWh = 3000;
    const worth = (startYear: number) => {
      const settings = defaultCampaignSettings(startYear);
      const bill = adviseHouse(profile, settings).advices[0]!.explanation.bill;
      return { bill, price: campaignContext(settings).electricityEurPerKWh };
    };
    const later = worth(2030);
    expect(valueOf(later.bill, 'solarWithoutFeedInMinimum')).toBeCloseTo(3000 * 0.3 * later.price, 6);
    const now = worth(2026);
    expect(valueOf(now.bill, 'solarWithoutNetMetering')).toBeGreaterThan(3000 * 0.3 * now.price);
  });
});
