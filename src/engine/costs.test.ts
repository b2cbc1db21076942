import { describe, expect, it } from 'vitest';
import { campaignContext, defaultCampaignSettings, defaultHeatNet } from './campaign-settings.ts';
import { carriers } from './carriers.ts';
import { energyCost, equipmentAnnuity } from './costs.ts';
import { annuities } from './money.ts';
import { condensingBoiler } from './solutions/boilers.ts';
import { heatGridSolution } from './solutions/heat-grid.ts';
import { airWaterHeatPump, groundHeatPump } from './solutions/heat-pumps.ts';
import type { CampaignSettings } from './types.ts';

const context2025 = (change: Partial<CampaignSettings> = {}) =>
  campaignContext({ ...defaultCampaignSettings(2025), ...change });

describe('energy cost', () => {
  it('prices gas at the period average and adds the gas standing charge where gas stays', () => {
    // 1,000 m³ × €1.33 = 1,330 + standing charge 385.74 = 1,715.74; CO2 1,000 × 1.78 = 1,780 kg
    const cost = energyCost(carriers(1000, 0, 0, 0), condensingBoiler('natural'), context2025());
    expect(cost.yearlyEnergyCostEur).toBeCloseTo(1715.74, 9);
    expect(cost.standingChargesEur).toBe(385.74);
    expect(cost.co2Kg).toBeCloseTo(1780, 9);
    expect(cost.lines).toEqual([
      {
        carrier: 'natural_gas',
        amount: 1000,
        pricePerUnitEur: 1.33,
        costEur: 1330,
        co2Kg: 1780,
      },
    ]);
  });

  it('drops the gas standing charge for a gas-free solution', () => {
    // 3,000 kWh × €0.28 = 840; CO2 3,000 × 0.27 = 810 kg
    const cost = energyCost(carriers(0, 3000, 0, 0), airWaterHeatPump, context2025());
    expect(cost.yearlyEnergyCostEur).toBeCloseTo(840, 9);
    expect(cost.standingChargesEur).toBe(0);
    expect(cost.co2Kg).toBeCloseTo(810, 9);
  });

  it("charges heat at the net's price per GJ plus its standing charge", () => {
    const net = heatGridSolution(defaultHeatNet(2025, 90, 'steg'), 0, 1);
    // 30 GJ × €43.79 = 1,313.70 + 760.77 = 2,074.47; CO2 30 × 32.5 = 975 kg
    const cost = energyCost(carriers(0, 0, 30, 0), net, context2025());
    expect(cost.yearlyEnergyCostEur).toBeCloseTo(2074.47, 6);
    expect(cost.standingChargesEur).toBeCloseTo(760.77, 9);
    expect(cost.co2Kg).toBeCloseTo(975, 9);
  });

  it("adds the campaign's CO2 tax on gas only", () => {
    // €100/t: 1,000 m³ × 1.78 kg × €0.10/kg = €178
    const cost = energyCost(carriers(1000, 1000, 0, 0), condensingBoiler('natural'), context2025({ co2Tax: 100 }));
    expect(cost.co2TaxEur).toBeCloseTo(178, 9);
    expect(cost.yearlyEnergyCostEur).toBeCloseTo(1330 + 280 + 385.74 + 178, 9);
  });

  it('lists only carriers that are used', () => {
    const cost = energyCost(carriers(0, 0, 0, 0), airWaterHeatPump, context2025());
    expect(cost.lines).toEqual([]);
    expect(cost.yearlyEnergyCostEur).toBe(0);
  });

  it('names hydrogen in m³ natural-gas equivalent at its own price', () => {
    const cost = energyCost(
      carriers(100, 0, 0, 0),
      condensingBoiler('hydrogen'),
      context2025({ typeOfGas: 'hydrogen' }),
    );
    expect(cost.lines[0]).toMatchObject({
      carrier: 'hydrogen',
      pricePerUnitEur: 3,
      costEur: 300,
    });
  });
});

describe('equipment annuity', () => {
  it('annualises equipment over its lifetime', () => {
    // Air/water: 15 years at 4 %: 3,000 × 0.0899411 = 269.82
    const equipment = airWaterHeatPump.equipment(8, 2025);
    expect(equipmentAnnuity(3000, equipment, annuities(0.04))).toBeCloseTo(269.82, 2);
  });

  it('writes the ground loop (40 %) off over 30 years and the rest over 15', () => {
    // 6,000 over 15 years = 539.65; 4,000 over 30 years = 231.32; together 770.97
    const equipment = groundHeatPump.equipment(8, 2025);
    expect(equipmentAnnuity(10000, equipment, annuities(0.04))).toBeCloseTo(770.97, 2);
  });

  it('costs nothing per year once the subsidy covers the investment', () => {
    expect(equipmentAnnuity(0, groundHeatPump.equipment(8, 2025), annuities(0.04))).toBe(0);
  });
});
