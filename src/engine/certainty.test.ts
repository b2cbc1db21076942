import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adviseHouse } from './advise-house.ts';
import { analyseHouse } from './analyse-house.ts';
import { campaignContext, defaultCampaignSettings, defaultHeatNet } from './campaign-settings.ts';
import { evaluateSolution, solutionCache } from './evaluate-solution.ts';
import {
  adviceBands,
  highFactor,
  LEVEL_FIELDS,
  lowFactor,
  provenanceFromAnswers,
  spreadsOf,
  type Band,
  type FieldSource,
  type LabelBand,
} from './certainty.ts';
import { defaultProfile } from './default-profile.ts';
import { DWELLING_TYPES, levelsArb } from './testing/arbitraries.ts';
import { labelIndex } from './labels.ts';
import type { HouseProfile } from './types.ts';

const FIELDS = [
  ...LEVEL_FIELDS,
  'shareNotHeated',
  'roofType',
  'shareGlassOfOuterWall',
  'dwellingType',
  'floorAreaM2',
  'household.size',
  'hotWater.showerMinutesPerWeek',
];

const profileArb: fc.Arbitrary<HouseProfile> = fc
  .record({
    buildYear: fc.integer({ min: 1880, max: 2024 }),
    area: fc.integer({ min: 30, max: 300 }),
    type: fc.constantFrom(...DWELLING_TYPES),
    levels: levelsArb,
    household: fc.integer({ min: 1, max: 6 }),
    gas: fc.option(fc.integer({ min: 300, max: 4000 }), { nil: null }),
    label: fc.option(fc.constantFrom('A', 'C', 'E', 'G'), { nil: undefined }),
  })
  .map((r) => {
    const profile = defaultProfile({
      buildYear: r.buildYear,
      totalSurface: r.area,
      dwellingType: r.type,
      isMonument: false,
      ...(r.label === undefined ? {} : { currentEnergyLabel: r.label }),
    });
    profile.levels = r.levels;
    profile.household.size = r.household;
    profile.measured.gasM3PerYear = r.gas;
    return profile;
  });

const settings = defaultCampaignSettings(2026);
settings.heatNets.push(defaultHeatNet(2026, 70, 'geothermal'));

/** A provenance with some fields answered, and a superset with more of them answered. */
const provenancePairArb = fc
  .tuple(fc.subarray(FIELDS), fc.subarray(FIELDS), fc.constantFrom<FieldSource>('register', 'resident'))
  .map(([some, more, kind]) => {
    const fewer: Record<string, FieldSource> = {};
    for (const f of some) fewer[f] = kind;
    const more_: Record<string, FieldSource> = { ...fewer };
    for (const f of more) more_[f] = 'resident';
    return [fewer, more_] as const;
  });

const within = (inner: Band, outer: Band) => inner.low >= outer.low - 1e-9 && inner.high <= outer.high + 1e-9;
const labelWithin = (inner: LabelBand, outer: LabelBand) =>
  labelIndex(inner.best) >= labelIndex(outer.best) && labelIndex(inner.worst) <= labelIndex(outer.worst);
const centralInside = (b: Band) => b.low <= b.central && b.central <= b.high && b.low >= 0;
const labelInside = (b: LabelBand) =>
  labelIndex(b.best) <= labelIndex(b.central) && labelIndex(b.central) <= labelIndex(b.worst);

describe('certainty bands', () => {
  it('never widen when more fields are answered, and always hold the central value', () => {
    fc.assert(
      fc.property(profileArb, provenancePairArb, (profile, [fewer, more]) => {
        const result = adviseHouse(profile, settings);
        const wide = adviceBands(profile, settings, fewer, result);
        const narrow = adviceBands(profile, settings, more, result);
        for (const bands of [wide, narrow]) {
          expect(centralInside(bands.gasM3PerYear)).toBe(true);
          expect(labelInside(bands.energyLabel)).toBe(true);
          for (const a of bands.advices) {
            expect(
              centralInside(a.monthlyCostEur) && centralInside(a.investmentEur) && centralInside(a.co2KgPerYear),
            ).toBe(true);
            expect(labelInside(a.label)).toBe(true);
          }
        }
        expect(within(narrow.gasM3PerYear, wide.gasM3PerYear)).toBe(true);
        expect(labelWithin(narrow.energyLabel, wide.energyLabel)).toBe(true);
        narrow.advices.forEach((a, i) => {
          const w = wide.advices[i]!;
          expect(a.id).toBe(w.id);
          expect(within(a.monthlyCostEur, w.monthlyCostEur)).toBe(true);
          expect(within(a.investmentEur, w.investmentEur)).toBe(true);
          expect(within(a.co2KgPerYear, w.co2KgPerYear)).toBe(true);
          expect(labelWithin(a.label, w.label)).toBe(true);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('the CO2 and energy ends of a band are what the whole engine gives at the low and high demand', () => {
    const context = campaignContext(settings);
    fc.assert(
      fc.property(profileArb, provenancePairArb, (profile, [fewer]) => {
        const result = adviseHouse(profile, settings);
        const bands = adviceBands(profile, settings, fewer, result);
        const spreads = spreadsOf(analyseHouse(profile), fewer);
        const low = analyseHouse(profile, { space: lowFactor(spreads.space), hotWater: lowFactor(spreads.hotWater) });
        const high = analyseHouse(profile, {
          space: highFactor(spreads.space),
          hotWater: highFactor(spreads.hotWater),
        });
        result.advices.forEach((advice, i) => {
          const spec = context.solutions.find((s) => s.id === advice.id)!;
          const atLow = evaluateSolution(spec, low, context, solutionCache());
          const atHigh = evaluateSolution(spec, high, context, solutionCache());
          expect(bands.advices[i]!.co2KgPerYear.low).toBeCloseTo(Math.min(atLow.totalCo2, advice.totalCo2), 6);
          expect(bands.advices[i]!.co2KgPerYear.high).toBeCloseTo(Math.max(atHigh.totalCo2, advice.totalCo2), 6);
          // Only energy moves with demand: the rest of the yearly cost is the same at both ends.
          expect(atLow.totalCostPerYear - atLow.yearlyEnergyCost).toBeCloseTo(
            advice.totalCostPerYear - advice.yearlyEnergyCost,
            6,
          );
        });
      }),
      { numRuns: 30 },
    );
  });

  it('a measured gas use gives the narrowest space-heat spread', () => {
    fc.assert(
      fc.property(profileArb, provenancePairArb, (profile, [, more]) => {
        const unmeasured = { ...profile, measured: { ...profile.measured, gasM3PerYear: null } };
        const measured = { ...profile, measured: { ...profile.measured, gasM3PerYear: 1500 } };
        const without = spreadsOf(analyseHouse(unmeasured), more).space;
        const withGas = spreadsOf(analyseHouse(measured), more).space;
        expect(withGas).toBeLessThanOrEqual(without);
        expect(withGas).toBeLessThanOrEqual(spreadsOf(analyseHouse(measured), {}).space);
      }),
      { numRuns: 40 },
    );
  });

  it('narrows a typical home once the resident answers the insulation questions', () => {
    const profile = defaultProfile({ buildYear: 1970, totalSurface: 110, dwellingType: 'terraced', isMonument: false });
    const result = adviseHouse(profile, settings);
    const before = adviceBands(profile, settings, provenanceFromAnswers([]), result);
    const after = adviceBands(
      profile,
      settings,
      provenanceFromAnswers([
        'InsulationRoof',
        'InsulationFloor',
        'InsulationFacade',
        'GlazingLivingRoom',
        'GlazingBedrooms',
      ]),
      result,
    );
    const width = (b: Band) => b.high - b.low;
    expect(width(after.gasM3PerYear)).toBeLessThan(width(before.gasM3PerYear));
    expect(width(after.advices[0]!.investmentEur)).toBeLessThan(width(before.advices[0]!.investmentEur));
    expect(width(before.gasM3PerYear)).toBeGreaterThan(0);
  });
});
