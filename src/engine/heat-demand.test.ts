import { describe, expect, it } from 'vitest';
import type { Geometry } from './geometry.ts';
import type { HeatLoss } from './heat-loss.ts';
import {
  COOKING_ELECTRICITY_KWH,
  cookingGasM3,
  expectedSpaceHeatKWh,
  hotWaterKWh,
  performanceGapShare,
  standardHotWaterKWh,
  standardSpaceHeatKWh,
} from './heat-demand.ts';

function lossOf(totalWPerK: number): HeatLoss {
  return {
    roof: 0,
    floor: 0,
    facade: totalWPerK,
    glazing1: 0,
    glazing2: 0,
    ventilation: 0,
    infiltration: 0,
    totalWPerK,
  };
}

const HOME: Geometry = { floorAreaM2: 100, roofM2: 50, floorM2: 50, facadeM2: 80, glass1M2: 12, glass2M2: 8 };

describe('heat demand', () => {
  it('takes standard losses over 3,308 degree days at 20 °C minus utilised internal and solar gains', () => {
    // Losses: 200 W/K × (2,884 + 2 × 212) K·d × 24 h / 1000 = 15,878.4 kWh
    // Gains: 3.5 W/m² × 100 m² × 5,088 h / 1000 = 1,780.8 + 0.425 × 20 m² glass × 300 kWh/m² = 2,550 → 4,330.8 kWh
    // γ = 4,330.8 / 15,878.4 = 0.272748; η = (1 − γ³) / (1 − γ⁴) = 0.985162; 15,878.4 − 0.985162 × 4,330.8 = 11,611.9
    expect(standardSpaceHeatKWh(lossOf(200), HOME)).toBeCloseTo(11611.86, 1);
  });

  it('needs no space heat when nothing is lost', () => {
    expect(standardSpaceHeatKWh(lossOf(0), HOME)).toBe(0);
  });

  it('uses a utilisation of a/(a+1) = 0.75 when gains equal losses', () => {
    // Losses 4,330.8 kWh = gains → H = 4,330.8 / (3,308 × 0.024) = 54.5514 W/K; 4,330.8 − 0.75 × 4,330.8 = 1,082.7
    const h = 4330.8 / (3308 * 0.024);
    expect(standardSpaceHeatKWh(lossOf(h), HOME)).toBeCloseTo(1082.7, 1);
  });

  it('never goes negative when gains far exceed losses', () => {
    const tiny = standardSpaceHeatKWh(lossOf(1), HOME);
    expect(tiny).toBeGreaterThanOrEqual(0);
    expect(tiny).toBeLessThan(5);
  });

  it('applies the performance gap: 1.0 at 50 kWh/m², falling with the −0.4 power, bounded 0.35–1.3', () => {
    expect(performanceGapShare(50)).toBeCloseTo(1, 9);
    expect(performanceGapShare(200)).toBeCloseTo(0.574349, 6); // 4^−0.4
    expect(performanceGapShare(1e6)).toBe(0.35);
    expect(performanceGapShare(1)).toBe(1.3); // 50^0.4 = 4.78 → bounded
    expect(performanceGapShare(0)).toBe(1.3);
  });

  it('expects real use from the label demand with a normal-year climate, the gap and the heated share', () => {
    // 10,000 kWh on 100 m² = 100 kWh/m² → gap 2^−0.4 = 0.757858; climate 2,750 / 3,308 = 0.831318
    // 10,000 × 0.831318 × 0.757858 = 6,300.2
    expect(expectedSpaceHeatKWh(10000, 100, 0)).toBeCloseTo(6300.21, 1);
    expect(expectedSpaceHeatKWh(10000, 100, 0.25)).toBeCloseTo(6300.21 * 0.75, 1);
    expect(expectedSpaceHeatKWh(10000, 100, 0.99)).toBeCloseTo(63.0, 1);
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
