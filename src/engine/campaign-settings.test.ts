import { describe, expect, it } from 'vitest';
import { campaignContext, defaultCampaignSettings, defaultHeatNet, referenceYear } from './campaign-settings.ts';
import type { CampaignSettings, PriceName } from './types.ts';

function priceOf(settings: CampaignSettings, name: PriceName): number {
  return settings.prices.find((p) => p.name === name)!.averagePriceDuringPeriod;
}

describe('campaign settings', () => {
  it('uses the 2025 reference figures up to 2025 and the 2026 figures from 2026 on', () => {
    expect(referenceYear(2020)).toBe(2025);
    expect(referenceYear(2025)).toBe(2025);
    expect(referenceYear(2026)).toBe(2026);
    expect(referenceYear(2040)).toBe(2026);
  });

  it('defaults prices incl. VAT to supply + energy tax (CBS, Belastingdienst) for the start year, constant over the period', () => {
    const s2025 = defaultCampaignSettings(2025);
    expect(priceOf(s2025, 'natural_gas')).toBe(1.33);
    expect(priceOf(s2025, 'electricity')).toBe(0.28);
    expect(priceOf(s2025, 'green_gas')).toBeCloseTo(1.48, 9); // 1.33 + 0.15 premium
    expect(priceOf(s2025, 'hydrogen')).toBe(3);
    expect(priceOf(s2025, 'pellets')).toBe(0.42);
    expect(priceOf(s2025, 'gas_standing_charge')).toBe(385.74); // network 313 + supplier 72.74 (CBS 2022 at 21 % VAT)
    const s2026 = defaultCampaignSettings(2026);
    expect(priceOf(s2026, 'natural_gas')).toBe(1.37);
    expect(priceOf(s2026, 'electricity')).toBe(0.27);
    for (const p of s2026.prices) expect(p.priceAtStartYear).toBe(p.averagePriceDuringPeriod);
  });

  it('defaults the financial assumptions: 4 % interest, 15 years, 21 % VAT, subsidies on, natural gas', () => {
    const settings = defaultCampaignSettings(2026);
    expect(settings).toMatchObject({
      startYearEnergyPrice: 2026,
      durationEnergyPrice: 15,
      interestRate: 0.04,
      vatRate: 0.21,
      pricesIncludeVat: true,
      isSubsidiesTakenInConsideration: true,
      typeOfGas: 'natural',
      percentageOfGreenElectricity: 0,
      co2Tax: 0,
      heatNets: [],
    });
  });

  it('offers a heat grid at the ACM maximum tariffs of the start year, classed by temperature', () => {
    expect(defaultHeatNet(2025, 70, 'geothermal')).toEqual({
      type: 'MT',
      temperature: 70,
      price: 43.79,
      bak: 5250.24,
      standingCharge: 760.77,
      source: 'geothermal',
    });
    expect(defaultHeatNet(2026, 20, 'aquathermal')).toMatchObject({ type: 'ZLT', price: 40.97, standingCharge: 828 });
  });

  it('brings prices that exclude VAT to incl. VAT with the campaign rate', () => {
    const context = campaignContext({ ...defaultCampaignSettings(2025), pricesIncludeVat: false });
    expect(context.vatFactor).toBeCloseTo(1.21, 9);
    expect(context.gasEurPerM3).toBeCloseTo(1.6093, 4); // 1.33 × 1.21
    expect(context.gasStandingChargeEur).toBeCloseTo(466.7454, 6); // 385.74 × 1.21
  });

  it('falls back to the default price when the campaign leaves one out, and floors negative prices at zero', () => {
    const base = defaultCampaignSettings(2025);
    const missing = campaignContext({ ...base, prices: base.prices.filter((p) => p.name !== 'electricity') });
    expect(missing.electricityEurPerKWh).toBe(0.28);
    const negative = campaignContext({
      ...base,
      prices: base.prices.map((p) => (p.name === 'pellets' ? { ...p, averagePriceDuringPeriod: -1 } : p)),
    });
    expect(negative.pelletsEurPerKg).toBe(0);
  });

  it("prices gas by the campaign's gas type", () => {
    expect(campaignContext({ ...defaultCampaignSettings(2025), typeOfGas: 'hydrogen' }).gasEurPerM3).toBe(3);
    expect(campaignContext({ ...defaultCampaignSettings(2025), typeOfGas: 'green_gas' }).gasEurPerM3).toBeCloseTo(
      1.48,
      9,
    );
  });

  it('bounds the green-electricity share to 0–100 % and turns the CO2 tax per tonne into € per kg', () => {
    const base = defaultCampaignSettings(2026);
    expect(campaignContext({ ...base, percentageOfGreenElectricity: 150 }).co2ElectricityKgPerKWh).toBe(0);
    expect(campaignContext({ ...base, percentageOfGreenElectricity: -20 }).co2ElectricityKgPerKWh).toBeCloseTo(0.27, 9);
    expect(campaignContext({ ...base, co2Tax: 100 }).co2TaxEurPerKg).toBeCloseTo(0.1, 9);
    expect(campaignContext({ ...base, co2Tax: -50 }).co2TaxEurPerKg).toBe(0);
  });

  it('excludes solutions outside a non-empty include list and on the exclude list', () => {
    const base = defaultCampaignSettings(2026);
    const all = campaignContext(base);
    expect(all.excludedByCampaign.every((x) => !x)).toBe(true);
    const included = campaignContext({ ...base, solutionsIncluded: ['air_water_heat_pump', 'condensing_boiler'] });
    expect(included.solutions.filter((_, i) => !included.excludedByCampaign[i]).map((s) => s.code)).toEqual([
      'condensing_boiler',
      'air_water_heat_pump',
    ]);
    const excluded = campaignContext({ ...base, solutionsExcluded: ['pellet_boiler'] });
    expect(excluded.solutions.filter((_, i) => excluded.excludedByCampaign[i]).map((s) => s.code)).toEqual([
      'pellet_boiler',
    ]);
  });

  it('picks the ISDE year from the start year and computes the context once per settings object', () => {
    const settings = defaultCampaignSettings(2027);
    expect(campaignContext(settings).isdeYear).toBe(2026);
    expect(campaignContext(settings)).toBe(campaignContext(settings));
    expect(campaignContext({ ...settings })).not.toBe(campaignContext(settings));
  });
});
