import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { analyseHouse, atDemand, recalibrated, scenarioFor } from './analyse-house.ts';
import { defaultProfile } from './default-profile.ts';
import { targetLevels } from './building-change.ts';
import { DWELLING_TYPES } from './testing/arbitraries.ts';

const homeArb = fc
  .record({
    buildYear: fc.integer({ min: 1900, max: 2024 }),
    area: fc.integer({ min: 35, max: 250 }),
    type: fc.constantFrom(...DWELLING_TYPES),
    roof: fc.integer({ min: 0, max: 4 }),
    household: fc.integer({ min: 1, max: 6 }),
    gas: fc.option(fc.integer({ min: 300, max: 4000 }), { nil: null }),
  })
  .map((r) => {
    const profile = defaultProfile({
      buildYear: r.buildYear,
      totalSurface: r.area,
      dwellingType: r.type,
      isMonument: false,
    });
    profile.levels.roof = r.roof;
    profile.household.size = r.household;
    profile.measured.gasM3PerYear = r.gas;
    return profile;
  });

describe('the model of a home', () => {
  it('a home at other demand factors, and its scenarios recalibrated, equal the home analysed again', () => {
    fc.assert(
      fc.property(homeArb, fc.double({ min: 0.5, max: 1.5, noNaN: true }), (profile, factor) => {
        const house = analyseHouse(profile);
        const factors = { space: factor, hotWater: 2 - factor };
        const again = analyseHouse(profile, factors);
        const shared = atDemand(house, factors);
        expect(shared).toEqual(again);
        const levels = targetLevels(profile.levels, 'A', profile.isMonument);
        const scenario = scenarioFor(profile, house.period, house.geometry, levels, house.calibration);
        expect(recalibrated(scenario, again.calibration)).toEqual(
          scenarioFor(profile, again.period, again.geometry, levels, again.calibration),
        );
      }),
      { numRuns: 40 },
    );
  });
});
