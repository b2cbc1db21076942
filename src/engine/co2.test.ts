import { describe, expect, it } from 'vitest';
import { campaignContext, defaultCampaignSettings } from './campaign-settings.ts';
import { carriers } from './carriers.ts';
import { co2Factors, co2Kg } from './co2.ts';
import type { CampaignSettings } from './types.ts';

function contextWith(change: Partial<CampaignSettings>) {
  return campaignContext({ ...defaultCampaignSettings(2026), ...change });
}

describe('co2', () => {
  it('uses 1.78 kg/m³ for natural gas and 0.27 kg/kWh for grid electricity (co2emissiefactoren.nl, 2025)', () => {
    const factors = co2Factors(contextWith({}), 50.6);
    expect(factors.gasM3).toBe(1.78);
    expect(factors.electricityKWh).toBeCloseTo(0.27, 9);
    expect(factors.heatGJ).toBe(50.6);
    // Pellets: 0.036 kg/kWh chain emissions × 4.86 kWh/kg = 0.17496 kg/kg
    expect(factors.pelletsKg).toBeCloseTo(0.17496, 6);
  });

  it("lowers the electricity factor by the campaign's share of green electricity", () => {
    expect(co2Factors(contextWith({ percentageOfGreenElectricity: 50 }), 0).electricityKWh).toBeCloseTo(0.135, 9);
    expect(co2Factors(contextWith({ percentageOfGreenElectricity: 100 }), 0).electricityKWh).toBe(0);
  });

  it('takes the factor of the campaign gas: green gas 0.35, hydrogen 0.13 kg per m³', () => {
    expect(co2Factors(contextWith({ typeOfGas: 'green_gas' }), 0).gasM3).toBe(0.35);
    expect(co2Factors(contextWith({ typeOfGas: 'hydrogen' }), 0).gasM3).toBe(0.13);
  });

  it('sums amount × factor over the carriers', () => {
    // 1,000 m³ × 1.78 + 2,000 kWh × 0.27 + 10 GJ × 25 + 0 = 1,780 + 540 + 250 = 2,570 kg
    expect(co2Kg(carriers(1000, 2000, 10, 0), carriers(1.78, 0.27, 25, 0.17))).toBeCloseTo(2570, 9);
    expect(co2Kg(carriers(0, 0, 0, 0), carriers(1.78, 0.27, 25, 0.17))).toBe(0);
  });
});
