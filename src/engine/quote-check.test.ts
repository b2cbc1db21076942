import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adviseHouse } from './advise-house.ts';
import { defaultCampaignSettings } from './campaign-settings.ts';
import { provenanceFromAnswers } from './certainty.ts';
import { defaultProfile } from './default-profile.ts';
import {
  checkQuote,
  fittingRange,
  outputAtDesignKW,
  priceVerdict,
  sizeVerdict,
  QUOTE_ITEMS,
  type InstallerQuote,
  type PriceVerdict,
  type SizeVerdict,
} from './quote-check.ts';
import { MEASURED_OVER_CALCULATED_HEAT_LOSS, OVERSIZE_LIMIT, SIZING_MARGIN_MIN } from './reference/quote-check.ts';
import { DWELLING_TYPES, levelsArb } from './testing/arbitraries.ts';
import type { HouseProfile } from './types.ts';

const settings = defaultCampaignSettings(2026);
/** A 1930s terraced house of 110 m² whose resident answered the insulation questions. */
function home(): HouseProfile {
  const profile = defaultProfile({ buildYear: 1932, totalSurface: 110, dwellingType: 'terraced', isMonument: false });
  profile.levels = { roof: 1, floor: 0, facade: 0, glass1: 1, glass2: 1, ventilationType: 0, infiltration: 0 };
  profile.houseDetailsKnown = true;
  return profile;
}
const answered = provenanceFromAnswers([
  'InsulationRoof',
  'InsulationFloor',
  'InsulationFacade',
  'GlazingLivingRoom',
  'GlazingBedrooms',
  'VentilationType',
  'Infiltration',
  'FamilySize',
]);

const quote = (over: Partial<InstallerQuote> = {}): InstallerQuote => ({
  solutionCode: 'air_water_heat_pump',
  output: { kW: 6, ratedAt: 'minus10' },
  maxFlowC: 55,
  priceEur: 14_000,
  includes: [],
  ...over,
});

const SIZE_ORDER: Record<SizeVerdict, number> = { too_small: 0, fitting: 1, oversized: 2 };
const PRICE_ORDER: Record<PriceVerdict, number> = { below_band: 0, inside_band: 1, above_band: 2 };

describe('checking an installer quote (issue #38.2)', () => {
  it("compares the output with the demand at −10 °C of the option's package, not of the home as it is", () => {
    const profile = home();
    const check = checkQuote(profile, settings, answered, quote())!;
    const advice = adviseHouse(profile, settings).advices.find(
      (a) => a.explanation.solutionCode === 'air_water_heat_pump',
    )!;
    // The engine's own sizing line is the same heat loss with its peak margin.
    const peak = advice.explanation.assumptions.find((l) => l.id === 'peakLoad')!.value;
    expect(check.sizing!.demandKW.central).toBeCloseTo(peak / 1.15, 6);
    expect(check.sizing!.demandKW.low).toBeLessThan(check.sizing!.demandKW.central);
    expect(check.sizing!.demandKW.high).toBeGreaterThan(check.sizing!.demandKW.central);
  });

  it('calls a unit a third short of the demand too small, and one at the demand fitting', () => {
    const profile = home();
    const demand = checkQuote(profile, settings, answered, quote())!.sizing!.demandKW.central;
    const small = checkQuote(
      profile,
      settings,
      answered,
      quote({ output: { kW: (demand * 2) / 3, ratedAt: 'minus10' } }),
    )!;
    expect(small.sizing!.verdict).toBe('too_small');
    const fits = checkQuote(profile, settings, answered, quote({ output: { kW: demand, ratedAt: 'minus10' } }))!;
    expect(fits.sizing!.verdict).toBe('fitting');
    const big = checkQuote(profile, settings, answered, quote({ output: { kW: demand * 2.5, ratedAt: 'minus10' } }))!;
    expect(big.sizing!.verdict).toBe('oversized');
    expect(big.sizing!.eurPerKW).toBeGreaterThan(0);
  });

  it('sets the fitting outputs from the sourced rows: measured share × margin, to the band’s top × oversize limit', () => {
    const band = { low: 4, central: 5, high: 6 };
    const range = fittingRange(band, 1, 3);
    expect(range.low).toBeCloseTo(5 * MEASURED_OVER_CALCULATED_HEAT_LOSS.value * SIZING_MARGIN_MIN.value, 9);
    expect(range.high).toBeCloseTo(6 * MEASURED_OVER_CALCULATED_HEAT_LOSS.value * OVERSIZE_LIMIT.value, 9);
    // The smallest unit on the market is never oversized: no smaller one can be bought.
    const tiny = fittingRange({ low: 0.5, central: 0.8, high: 1 }, 1, 3);
    expect(sizeVerdict(3, tiny)).toBe('fitting');
  });

  it('brings an output rated at A2/W35 or A-7/W35 down to −10 °C, and leaves a ground-source unit as it is', () => {
    expect(outputAtDesignKW(8, 'minus10', true)).toBe(8);
    expect(outputAtDesignKW(8, 'aMinus7W35', true)).toBeCloseTo(8 * (1 - 0.015 * 3), 9);
    expect(outputAtDesignKW(8, 'a2W35', true)).toBeCloseTo(8 * (1 - 0.015 * 12), 9);
    expect(outputAtDesignKW(8, 'a2W35', false)).toBe(8);
  });

  it('compares the highest flow temperature with what the home needs now and after the changes', () => {
    const profile = home();
    const hot = checkQuote(profile, settings, answered, quote({ maxFlowC: 80 }))!;
    expect(hot.flow!.verdict).toBe('enough_now');
    expect(hot.flow!.neededAfterC).toBeLessThanOrEqual(hot.flow!.neededNowC);
    const cold = checkQuote(profile, settings, answered, quote({ maxFlowC: 30 }))!;
    expect(cold.flow!.verdict).toBe('too_low');
    expect(checkQuote(profile, settings, answered, quote({ maxFlowC: null }))!.flow).toBeNull();
  });

  it('prices the quoted parts only, and names the parts of the building changes it leaves out', () => {
    const profile = home();
    const bare = checkQuote(profile, settings, answered, quote())!;
    expect(bare.missing.length).toBeGreaterThan(0);
    expect(bare.missing).toContain('emitters');
    const all = checkQuote(profile, settings, answered, quote({ includes: [...QUOTE_ITEMS] }))!;
    expect(all.missing).toEqual([]);
    expect(all.price.expectedEur.central).toBeGreaterThan(bare.price.expectedEur.central);
    const advice = adviseHouse(profile, settings).advices.find(
      (a) => a.explanation.solutionCode === 'air_water_heat_pump',
    )!;
    expect(bare.price.expectedEur.central).toBeCloseTo(advice.heating.investment, 6);
  });

  it('gives the ISDE of the quoted unit by its output, and the price after it', () => {
    const profile = home();
    const six = checkQuote(profile, settings, answered, quote())!;
    const nine = checkQuote(profile, settings, answered, quote({ output: { kW: 9, ratedAt: 'minus10' } }))!;
    // RVO 2026: € 1.025 + € 225 per kW + € 200 (reference/subsidies.ts).
    expect(six.price.isdeEur).toBeCloseTo(1025 + 225 * 6 + 200, 6);
    expect(nine.price.isdeEur - six.price.isdeEur).toBeCloseTo(225 * 3, 6);
    expect(six.price.priceAfterIsdeEur).toBeCloseTo(14_000 - six.price.isdeEur, 6);
    const air = checkQuote(profile, settings, answered, quote({ solutionCode: 'air_air_heat_pump' }))!;
    expect(air.price.isdeEur).toBe(0);
    expect(air.flow).toBeNull();
  });

  it('has no sizing for a boiler, and no check for a solution the campaign leaves out', () => {
    const profile = home();
    expect(checkQuote(profile, settings, answered, quote({ solutionCode: 'condensing_boiler' }))!.sizing).toBeNull();
    const without = { ...settings, solutionsExcluded: ['air_water_heat_pump'] };
    expect(checkQuote(profile, without, answered, quote())).toBeUndefined();
  });

  it("ignores the resident's investment filter: a quote may be for any option", () => {
    const profile = home();
    profile.filters = { maxInvestmentEur: 1000, maxMonthlyCostEur: null };
    expect(checkQuote(profile, settings, answered, quote())).toBeDefined();
  });
});

const profileArb: fc.Arbitrary<HouseProfile> = fc
  .record({
    buildYear: fc.integer({ min: 1900, max: 2024 }),
    area: fc.integer({ min: 40, max: 300 }),
    type: fc.constantFrom(...DWELLING_TYPES),
    levels: levelsArb,
  })
  .map((r) => {
    const profile = defaultProfile({
      buildYear: r.buildYear,
      totalSurface: r.area,
      dwellingType: r.type,
      isMonument: false,
    });
    profile.levels = r.levels;
    return profile;
  });
const heatPumpArb = fc.constantFrom('hybrid_heat_pump', 'air_water_heat_pump', 'ground_heat_pump', 'air_air_heat_pump');
const ratingArb = fc.constantFrom('minus10', 'aMinus7W35', 'a2W35') as fc.Arbitrary<'minus10' | 'aMinus7W35' | 'a2W35'>;
const itemsArb = fc.subarray([...QUOTE_ITEMS]);

describe('quote check properties', () => {
  it('a larger output never makes a quote too small, and never a smaller verdict', () => {
    fc.assert(
      fc.property(
        profileArb,
        heatPumpArb,
        ratingArb,
        fc.double({ min: 1, max: 30, noNaN: true }),
        fc.double({ min: 0, max: 20, noNaN: true }),
        itemsArb,
        (profile, code, ratedAt, kW, more, includes) => {
          const small = checkQuote(
            profile,
            settings,
            {},
            quote({ solutionCode: code, output: { kW, ratedAt }, includes }),
          );
          const large = checkQuote(
            profile,
            settings,
            {},
            quote({ solutionCode: code, output: { kW: kW + more, ratedAt }, includes }),
          );
          if (!small || !large) return;
          expect(SIZE_ORDER[large.sizing!.verdict]).toBeGreaterThanOrEqual(SIZE_ORDER[small.sizing!.verdict]);
          if (small.sizing!.verdict !== 'too_small') expect(large.sizing!.verdict).not.toBe('too_small');
        },
      ),
      { numRuns: 60 },
    );
  });

  it('a higher price never makes a quote cheaper in the comparison', () => {
    fc.assert(
      fc.property(
        profileArb,
        heatPumpArb,
        fc.integer({ min: 0, max: 60_000 }),
        fc.integer({ min: 0, max: 30_000 }),
        itemsArb,
        (profile, code, price, more, includes) => {
          const cheap = checkQuote(profile, settings, {}, quote({ solutionCode: code, priceEur: price, includes }));
          const dear = checkQuote(
            profile,
            settings,
            {},
            quote({ solutionCode: code, priceEur: price + more, includes }),
          );
          if (!cheap || !dear) return;
          expect(PRICE_ORDER[dear.price.verdict]).toBeGreaterThanOrEqual(PRICE_ORDER[cheap.price.verdict]);
          expect(dear.price.expectedEur).toEqual(cheap.price.expectedEur);
          expect(dear.price.priceAfterIsdeEur).toBeGreaterThanOrEqual(cheap.price.priceAfterIsdeEur);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('the verdicts alone are monotone for any band', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.1, max: 40, noNaN: true }),
        fc.double({ min: 0.1, max: 2, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 50, noNaN: true }),
        (central, spread, a, b) => {
          const band = { low: central / (1 + spread), central, high: central * (1 + spread) };
          const range = fittingRange(band, 1, 3);
          const [lo, hi] = a <= b ? [a, b] : [b, a];
          expect(SIZE_ORDER[sizeVerdict(hi, range)]).toBeGreaterThanOrEqual(SIZE_ORDER[sizeVerdict(lo, range)]);
          expect(PRICE_ORDER[priceVerdict(hi * 1000, band)]).toBeGreaterThanOrEqual(
            PRICE_ORDER[priceVerdict(lo * 1000, band)],
          );
        },
      ),
    );
  });
});
