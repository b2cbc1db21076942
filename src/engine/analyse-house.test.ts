import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  analyseHouse,
  atDemand,
  modelledGasM3,
  NOT_MODELLED,
  recalibrated,
  sameModel,
  scenarioFor,
} from './analyse-house.ts';
import { defaultProfile } from './default-profile.ts';
import { targetLevels } from './building-change.ts';
import type { DwellingType, HouseProfile } from './types.ts';

const TYPES: DwellingType[] = [
  'detached',
  'semi_detached',
  'corner',
  'terraced',
  'apartment_ground',
  'apartment_middle',
  'apartment_top',
];

const homeArb = fc
  .record({
    buildYear: fc.integer({ min: 1900, max: 2024 }),
    area: fc.integer({ min: 35, max: 250 }),
    type: fc.constantFrom(...TYPES),
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

/** The profile with every field the model does not read set to something else. */
function otherwiseDifferent(profile: HouseProfile, seed: number): HouseProfile {
  const other = structuredClone(profile);
  other.usages = ['woonfunctie', `seed ${seed}`];
  other.houseDetailsKnown = !profile.houseDetailsKnown;
  other.registeredLabel = profile.registeredLabel === 'A' ? 'G' : 'A';
  other.measured = {
    gasM3PerYear: 500 + seed,
    electricityNormalKWh: 1000 + seed,
    electricityLowKWh: 900,
    solarProductionKWh: 1200,
    measuredUsageSkipped: true,
    hasSmartMeter: !profile.measured.hasSmartMeter,
  };
  other.electricityEstimateKWhPerYear = profile.electricityEstimateKWhPerYear + 1 + seed;
  other.discounts = { shareInstallation: 0.3, shareConstruction: 0.2 };
  other.filters = { maxInvestmentEur: 1000 + seed, maxMonthlyCostEur: 50 };
  other.weights = { ...profile.weights, lowCosts: 10, comfort: 0 };
  other.routeFeelings = { fuel: 1, all_electric: 5, heat_grid: 1 };
  other.isMonument = !profile.isMonument;
  return other;
}

describe('the model of a home', () => {
  it('reads no field of NOT_MODELLED: changing them all leaves the modelled home and its gas use as they were', () => {
    // The comparable home reuses the analysis of a profile that sameModel holds for (advise-house.ts); a model that
    // started to read one of these fields would make that reuse wrong, and this test fail.
    const changed = new Set<string>();
    fc.assert(
      fc.property(homeArb, fc.nat(1000), (profile, seed) => {
        const other = otherwiseDifferent(profile, seed);
        for (const key of NOT_MODELLED) if (!Object.is(other[key], profile[key])) changed.add(key);
        expect(sameModel(profile, other)).toBe(true);
        expect(analyseHouse(other).modelled).toEqual(analyseHouse(profile).modelled);
        expect(modelledGasM3(other)).toBe(modelledGasM3(profile));
      }),
      { numRuns: 60 },
    );
    expect([...changed].sort()).toEqual([...NOT_MODELLED].sort());
  });

  it('sameModel tells a home apart by any field the model reads', () => {
    const base = defaultProfile({ buildYear: 1965, totalSurface: 110, dwellingType: 'terraced', isMonument: false });
    const variants: HouseProfile[] = [
      { ...base, buildYear: 1966 },
      { ...base, floorAreaM2: 111 },
      { ...base, dwellingType: 'corner' },
      { ...base, shareNotHeated: 0.1 },
      { ...base, roofType: 'flat' },
      { ...base, shareGlassOfOuterWall: base.shareGlassOfOuterWall + 0.01 },
      { ...base, levels: { ...base.levels, glass2: base.levels.glass2 + 1 } },
      { ...base, currentHeating: 'heat_pump' },
      { ...base, cooking: 'induction' },
      { ...base, household: { ...base.household, size: base.household.size + 1 } },
      { ...base, hotWater: { ...base.hotWater, bathsPerWeek: base.hotWater.bathsPerWeek + 1 } },
      { ...base, solarBoiler: true },
    ];
    for (const variant of variants) {
      expect(sameModel(base, variant)).toBe(false);
      expect(sameModel(variant, base)).toBe(false);
    }
    expect(sameModel(base, structuredClone(base))).toBe(true);
  });

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
