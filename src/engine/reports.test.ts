import { describe, expect, it } from 'vitest';
import { analyseHouse } from './analyse-house.ts';
import { defaultProfile } from './default-profile.ts';
import { BEST_LEVELS } from './heat-loss.ts';
import { gasUsageReport, heatLossReport } from './reports.ts';
import type { HouseProfile } from './types.ts';

const base = (change: Partial<HouseProfile> = {}): HouseProfile => ({
  ...defaultProfile({ buildYear: 1970, totalSurface: 110, dwellingType: 'terraced', isMonument: false }),
  ...change,
});

describe('gas usage report', () => {
  it('splits gas into space heating, hot water and cooking, in that order', () => {
    // Hot water: 85 min × 52 × 0.25 = 1,105 + 2 × 180 = 360 → 1,465 kWh / (0.72 × 9.77) = 208.26 m³; cooking 2 × 18 = 36 m³
    const profile = base({ household: { size: 2, ages: [] }, hotWater: { showerMinutesPerWeek: 85, bathsPerWeek: 0 } });
    const report = gasUsageReport(analyseHouse(profile), 1234);
    expect(report.myGasUsage.map((u) => u.name)).toEqual(['spaceHeating', 'hotWater', 'cooking']);
    expect(report.myGasUsage[1]!.gasUsageInM3).toBeCloseTo(208.26, 2);
    expect(report.myGasUsage[2]!.gasUsageInM3).toBe(36);
    const sum = report.myGasUsage.reduce((total, u) => total + u.gasUsageInM3, 0);
    expect(report.totalGasUsageInM3).toBeCloseTo(sum, 9);
    expect(report.myGasUsage.reduce((total, u) => total + u.percentage, 0)).toBeCloseTo(1, 9);
    expect(report.myGasUsage[2]!.percentage).toBeCloseTo(36 / report.totalGasUsageInM3, 9);
    expect(report.compareWithRestOfCountry.gasUsageInM3).toBe(1234);
  });

  it('reports zero gas and zero shares, not NaN, for a gas-free home', () => {
    const report = gasUsageReport(analyseHouse(base({ currentHeating: 'heat_pump', cooking: 'induction' })), 900);
    expect(report.totalGasUsageInM3).toBe(0);
    expect(report.myGasUsage.map((u) => u.percentage)).toEqual([0, 0, 0]);
  });

  it('shows no cooking gas for a home that cooks electrically', () => {
    expect(gasUsageReport(analyseHouse(base({ cooking: 'induction' })), 0).myGasUsage[2]!.gasUsageInM3).toBe(0);
  });
});

describe('heat-loss report', () => {
  it('shares heat loss over the components, summing to 1, and gives a middle apartment no roof or floor loss', () => {
    const report = heatLossReport(analyseHouse(base({ dwellingType: 'apartment_middle', floorAreaM2: 70 })));
    expect(report.heatLossItems.roof).toBe(0);
    expect(report.heatLossItems.floor).toBe(0);
    expect(Object.values(report.heatLossItems).reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    expect(report.savingStillPossible.roof).toBe(0);
  });

  it('has nothing left to save in a home already at the best level of every component', () => {
    const report = heatLossReport(analyseHouse(base({ levels: { ...BEST_LEVELS } })));
    expect(Object.values(report.savingStillPossible)).toEqual([0, 0, 0, 0, 0, 0, 0]);
  });

  it('leaves part of a monument’s facade and glass loss that cannot be saved', () => {
    const plain = heatLossReport(analyseHouse(base()));
    const monument = heatLossReport(analyseHouse(base({ isMonument: true })));
    expect(monument.savingStillPossible.facade).toBeLessThan(plain.savingStillPossible.facade);
    expect(monument.savingStillPossible.glazing2).toBeLessThan(plain.savingStillPossible.glazing2);
    expect(monument.savingStillPossible.roof).toBeCloseTo(plain.savingStillPossible.roof, 12);
  });

  it('carries the insulation label of the home as it is', () => {
    const house = analyseHouse(base());
    expect(heatLossReport(house).label).toBe(house.insulationLabel);
  });
});
