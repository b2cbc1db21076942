import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adviseHouse } from './advise-house.ts';
import { analyseHouse, scenarioFor } from './analyse-house.ts';
import { targetLevels } from './building-change.ts';
import { defaultCampaignSettings } from './campaign-settings.ts';
import { defaultProfile } from './default-profile.ts';
import { DWELLING_TYPES, levelsArb } from './testing/arbitraries.ts';
import {
  designFlowC,
  heatPumpFlow,
  roundedUpC,
  seasonalFactor,
  seasonFlowC,
  SEASON_OUTSIDE_C,
} from './flow-temperature.ts';
import type { HouseProfile } from './types.ts';

const profileArb: fc.Arbitrary<HouseProfile> = fc
  .record({
    buildYear: fc.integer({ min: 1850, max: 2025 }),
    area: fc.integer({ min: 25, max: 400 }),
    type: fc.constantFrom(...DWELLING_TYPES),
    monument: fc.boolean(),
    levels: levelsArb,
  })
  .map((r) => {
    const profile = defaultProfile({
      buildYear: r.buildYear,
      totalSurface: r.area,
      dwellingType: r.type,
      isMonument: r.monument,
    });
    profile.levels = r.levels;
    return profile;
  });

describe('flow temperature and seasonal factor of an air/water heat pump (issue #25)', () => {
  it('never gives a higher seasonal factor for a higher flow temperature', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 25, max: 95, noNaN: true }),
        fc.double({ min: 0, max: 40, noNaN: true }),
        (flow, more) => {
          expect(seasonalFactor(flow + more)).toBeLessThanOrEqual(seasonalFactor(flow));
        },
      ),
    );
  });

  it('never needs a higher flow temperature after a building package than before it', () => {
    fc.assert(
      fc.property(profileArb, fc.constantFrom('A', 'B', 'C') as fc.Arbitrary<'A' | 'B' | 'C'>, (profile, target) => {
        const house = analyseHouse(profile);
        const after = scenarioFor(
          profile,
          house.period,
          house.geometry,
          targetLevels(profile.levels, target, profile.isMonument),
          house.calibration,
        );
        expect(designFlowC(house, after)).toBeLessThanOrEqual(designFlowC(house, house.asIs) + 1e-9);
        const flow = heatPumpFlow(house, after, true);
        expect(flow.packageC).toBeLessThanOrEqual(flow.currentC + 1e-9);
      }),
      { numRuns: 300 },
    );
  });

  it('reproduces the fleet: a 45 °C design runs at about 35 °C over a season, 10 K below its design', () => {
    // HeatpumpMonitor.org, 2026: declared design flow median 45 °C, operated heat-weighted flow median 34.8 °C.
    expect(SEASON_OUTSIDE_C).toBeCloseTo(5.03, 2); // 18 − 2,750 / 212
    expect(seasonFlowC(45)).toBeGreaterThan(33);
    expect(seasonFlowC(45)).toBeLessThan(36);
    // SPF = 7.04 − 0.110 × ΔT; a home at 35 °C does better than Vesta's one factor (3.39), one at 65 °C worse.
    expect(seasonalFactor(35)).toBeGreaterThan(3.39);
    expect(seasonalFactor(65)).toBeLessThan(3.39);
    // Beyond the fleet's range (ΔT 20–42 K) the fit is not extrapolated.
    expect(seasonalFactor(95)).toBeCloseTo(7.04 - 0.11 * 42, 9);
    expect(seasonalFactor(20)).toBeCloseTo(7.04 - 0.11 * 20, 9);
  });

  it('sizes the emitters for the as-built home: as built, a 1930 home needs its 90/70 design, 82.5 °C for a heat pump', () => {
    const profile = defaultProfile({ buildYear: 1930, totalSurface: 100, dwellingType: 'terraced', isMonument: false });
    profile.levels = { roof: 0, floor: 0, facade: 0, glass1: 0, glass2: 0, ventilationType: 0, infiltration: 0 };
    const house = analyseHouse(profile);
    expect(designFlowC(house, house.asIs)).toBeCloseTo(82.5, 9);
  });

  it("tells the resident, in the air/water heat pump's advice only, at what temperature the home can be heated", () => {
    const profile = defaultProfile({ buildYear: 1968, totalSurface: 110, dwellingType: 'terraced', isMonument: false });
    const result = adviseHouse(profile, defaultCampaignSettings(2026));
    for (const advice of result.advices) {
      const flow = advice.explanation.flowTemperature;
      if (advice.explanation.solutionCode !== 'air_water_heat_pump') {
        expect(flow).toBeNull();
        continue;
      }
      // The package changes the home, so the sentence is one of the package's, and 'the same as now' only when it is.
      expect(flow!.statement).not.toBe('asItIs');
      expect(flow!.statement.endsWith('SameAsNow')).toBe(flow!.packageC === flow!.currentC);
      expect(flow!.packageC).toBeLessThanOrEqual(flow!.currentC);
      expect(flow!.packageC % 5).toBe(0);
      const line = advice.explanation.assumptions.find((l) => l.id === 'seasonalFactor')!;
      expect(line.value).toBe(flow!.seasonalFactor);
      expect([line.source, flow!.source]).toEqual(['heatPumpMonitor', 'heatPumpMonitor']);
    }
  });

  it('rounds a flow temperature up to whole 5 °C, never down', () => {
    expect(roundedUpC(45)).toBe(45);
    expect(roundedUpC(45.1)).toBe(50);
    expect(roundedUpC(41)).toBe(45);
  });
});
