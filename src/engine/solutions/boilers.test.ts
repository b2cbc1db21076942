import { describe, expect, it } from 'vitest';
import { condensingBoiler, solarBoiler } from './boilers.ts';

describe('boilers', () => {
  it('prices a condensing boiler at €3,000 without subsidy, over 15 years with 4.65 % maintenance', () => {
    const boiler = condensingBoiler('natural');
    expect(boiler).toMatchObject({
      id: 1,
      code: 'condensing_boiler',
      route: 'fuel',
      targetLabel: null,
      gasFree: false,
      extraInvestmentEur: 0,
    });
    expect(boiler.equipment(10, 2025)).toMatchObject({
      investmentEur: 3000,
      subsidyEur: 0,
      maintenanceShare: 0.0465,
      lifetimeYears: 15,
    });
  });

  it('burns gas at 0.9 for space heat and 0.72 for hot water', () => {
    const system = condensingBoiler('natural').system(0.5);
    expect(system.space.gasM3).toBeCloseTo(0.113727, 6);
    expect(system.hotWater.gasM3).toBeCloseTo(0.142159, 6);
  });

  it('adds the €373 hydrogen connection and meter to a hydrogen boiler and names each gas', () => {
    expect(condensingBoiler('hydrogen').extraInvestmentEur).toBe(373);
    expect(condensingBoiler('hydrogen').name).toBe('Waterstofketel');
    expect(condensingBoiler('green_gas').name).toBe('HR-ketel op groen gas');
    expect(
      [condensingBoiler('hydrogen'), condensingBoiler('natural'), condensingBoiler('green_gas')].map(
        (b) => b.independence,
      ),
    ).toEqual([1.5, 2, 2.5]);
  });

  it('adds a €3,500 solar boiler to the boiler, its share written off over 20 years', () => {
    const equipment = solarBoiler('natural').equipment(0, 2025);
    // 3,000 + 3,500 = 6,500; maintenance (3,000 × 4.65 % + 3,500 × 2 %) / 6,500 = 3.2231 %
    expect(equipment.investmentEur).toBe(6500);
    expect(equipment.subsidyEur).toBe(1000);
    expect(equipment.shareLongLife).toBeCloseTo(3500 / 6500, 12);
    expect(equipment.longLifeYears).toBe(20);
    expect(equipment.maintenanceShare).toBeCloseTo(0.032231, 6);
  });

  it('lets a solar boiler cover 45 % of the hot-water gas', () => {
    // 0.55 / (0.72 × 9.77) = 0.078187
    expect(solarBoiler('natural').system(0).hotWater.gasM3).toBeCloseTo(0.078187, 6);
  });

  it('offers a solar boiler only on a roof of the home’s own and only when there is none yet', () => {
    const fits = solarBoiler('natural').fits;
    expect(fits({ hasOwnRoof: true, hasSolarBoiler: false })).toBe(true);
    expect(fits({ hasOwnRoof: false, hasSolarBoiler: false })).toBe(false);
    expect(fits({ hasOwnRoof: true, hasSolarBoiler: true })).toBe(false);
  });
});
