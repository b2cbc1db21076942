import { describe, expect, it } from 'vitest';
import type { Geometry } from './geometry.ts';
import type { HeatLoss } from './heat-loss.ts';
import {
  COOKING_ELECTRICITY_KWH,
  cookingGasM3,
  expectedSpaceHeatKWh,
  hotWaterKWh,
  levellingFactor,
  performanceGapShare,
  standardHotWaterKWh,
  standardOccupants,
  standardSpaceHeatKWh,
} from './heat-demand.ts';

function lossOf(totalWPerK: number, glazingWPerK = 0, solarApertureM2 = 0): HeatLoss {
  return {
    roof: 0,
    floor: 0,
    facade: totalWPerK - glazingWPerK,
    glazing1: glazingWPerK,
    glazing2: 0,
    ventilation: 0,
    infiltration: 0,
    totalWPerK,
    solarApertureM2,
  };
}

const HOME: Geometry = {
  floorAreaM2: 100,
  roofM2: 50,
  floorM2: 50,
  facadeM2: 80,
  doorM2: 0,
  glass1M2: 12,
  glass2M2: 8,
};
// 20 m² of double glass (U 1.5 here, 30 W/K): aperture 0.9 × g 0.75 × (1 − 0.25 frame) × 20 = 10.125 m².
const LOSS = lossOf(200, 30, 10.125);

describe('heat demand', () => {
  it('balances NTA 8800 losses and gains month by month, none in months whose gains exceed twice the losses', () => {
    // Levelling: h_e = 0.6 × 200 / 100 = 1.2; factor 1 − 0.8 × 0.6 × 1.2 / 3.2 = 0.82 → 164 W/K at 20 °C.
    // Gains: 180 W × 2.28 occupants (100 m²) all year, 10.125 m² × the orientation mean, minus 30 W/K × 0.9108 W
    // of sky loss. a = 1 + (100 Wh/m²K × 100 m² / 200 W/K) / 15 = 4.333.
    // January: losses 164 × 17.39 K × 744 h = 2,121.9 kWh, gains 500.9, γ 0.236, η 0.9985 → 1,621.7 kWh.
    // June, July and August: γ 2.3–5.5 > 2, no heat. Sum of the other nine months (independent recalculation): 7,099.3.
    expect(standardSpaceHeatKWh(LOSS, HOME, false)).toBeCloseTo(7099.32, 1);
  });

  it('levels a flat in an apartment building less (f_mod;sp 0.5), so it needs more heat than a house', () => {
    // h_e = 1.0; factor 1 − 0.8 × 0.5 × 1.0 / 3.0 = 0.8667 (independent recalculation: 7,734.0 kWh).
    expect(standardSpaceHeatKWh(LOSS, HOME, true)).toBeCloseTo(7733.98, 1);
  });

  it('levels leakier homes further: the share of the 20 °C losses left falls as H/Ag grows', () => {
    expect(levellingFactor(200, 100, false)).toBeCloseTo(0.82, 12);
    expect(levellingFactor(400, 100, false)).toBeLessThan(levellingFactor(200, 100, false));
    expect(levellingFactor(0, 100, false)).toBe(1);
  });

  it("counts NTA 8800's standard occupants from the floor area", () => {
    expect(standardOccupants(20)).toBe(1);
    expect(standardOccupants(65)).toBeCloseTo(1.64, 12); // 2.28 − 1.28 × 35 / 70
    expect(standardOccupants(100)).toBeCloseTo(2.28, 12);
    expect(standardOccupants(150)).toBeCloseTo(2.78, 12); // 1.28 + 0.01 × 150
  });

  it('needs no space heat when nothing is lost', () => {
    expect(standardSpaceHeatKWh(lossOf(0), HOME, false)).toBe(0);
  });

  it('needs more heat with more loss and less with more sun, never less than none', () => {
    const base = standardSpaceHeatKWh(LOSS, HOME, false);
    expect(standardSpaceHeatKWh(lossOf(250, 30, 10.125), HOME, false)).toBeGreaterThan(base);
    expect(standardSpaceHeatKWh(lossOf(200, 30, 20), HOME, false)).toBeLessThan(base);
    // 1 W/K against 410 W of internal gains: every month's gains exceed twice the losses.
    expect(standardSpaceHeatKWh(lossOf(1, 0, 10.125), HOME, false)).toBe(0);
  });

  it('applies the performance gap: 1.03 at 50 kWh/m², falling with the −0.37 power, bounded 0.35–1.3', () => {
    expect(performanceGapShare(50)).toBeCloseTo(1.03, 9);
    expect(performanceGapShare(200)).toBeCloseTo(0.616702, 6); // 1.03 × 4^−0.37
    expect(performanceGapShare(1e6)).toBe(0.35);
    expect(performanceGapShare(1)).toBe(1.3); // 1.03 × 50^0.37 = 4.4 → bounded
    expect(performanceGapShare(0)).toBe(1.3);
  });

  it('expects real use from the label demand with a normal-year climate, the gap and the heated share', () => {
    // 10,000 kWh on 100 m² = 100 kWh/m² → gap 1.03 × 2^−0.37 = 0.796996; climate 2,750 / 3,308 = 0.831318
    // 10,000 × 0.831318 × 0.796996 = 6,625.6
    expect(expectedSpaceHeatKWh(10000, 100, 0)).toBeCloseTo(6625.57, 1);
    expect(expectedSpaceHeatKWh(10000, 100, 0.25)).toBeCloseTo(6625.57 * 0.75, 1);
    expect(expectedSpaceHeatKWh(10000, 100, 0.99)).toBeCloseTo(66.3, 1);
  });

  it("adds this household's showers, baths and taps for hot water", () => {
    // 85 min × 52 × 0.25 kWh = 1,105; 1 bath × 52 × 4.2 = 218.4; 2 persons × 180 = 360 → 1,683.4 kWh
    const household = {
      household: { size: 2, ages: [] },
      hotWater: { showerMinutesPerWeek: 85, bathsPerWeek: 1 },
      solarBoiler: false,
    };
    expect(hotWaterKWh(household)).toBeCloseTo(1683.4, 6);
    // A solar boiler covers 45 %: 1,683.4 × 0.55 = 925.87
    expect(hotWaterKWh({ ...household, solarBoiler: true })).toBeCloseTo(925.87, 2);
    expect(
      hotWaterKWh({
        household: { size: 0, ages: [] },
        hotWater: { showerMinutesPerWeek: 0, bathsPerWeek: 0 },
        solarBoiler: false,
      }),
    ).toBe(0);
  });

  it('grows standard hot water with floor area, 695 kWh per standard person, at most 3.5 persons', () => {
    expect(standardHotWaterKWh(0)).toBe(695); // 1 person
    expect(standardHotWaterKWh(100)).toBeCloseTo(2085, 6); // 1 + 0.02 × 100 = 3 persons
    expect(standardHotWaterKWh(125)).toBeCloseTo(2432.5, 6); // 3.5 persons
    expect(standardHotWaterKWh(400)).toBeCloseTo(2432.5, 6); // capped
  });

  it('cooks with 18 m³ gas per person, or 200 kWh per household on induction', () => {
    expect(cookingGasM3(2.5)).toBe(45);
    expect(cookingGasM3(0)).toBe(0);
    expect(COOKING_ELECTRICITY_KWH).toBe(200);
  });
});
