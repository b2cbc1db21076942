import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adviseHouse } from './advise-house.ts';
import { breakEvens, settingsWithLever } from './break-even.ts';
import { defaultCampaignSettings, defaultHeatNet } from './campaign-settings.ts';
import { defaultProfile } from './default-profile.ts';
import { BREAK_EVEN_PRICE_BOUNDS } from './reference/break-even.ts';
import { SCORE_ASPECTS } from './scores.ts';
import type { AdviceResult, CampaignSettings, DwellingType, HouseProfile } from './types.ts';

const TYPES: DwellingType[] = ['detached', 'semi_detached', 'corner', 'terraced', 'apartment_middle', 'apartment_top'];

/** Homes of every type and period, with their levels, household, measured gas and the resident's 40 points. */
const profileArb: fc.Arbitrary<HouseProfile> = fc
  .record({
    buildYear: fc.integer({ min: 1900, max: 2024 }),
    area: fc.integer({ min: 40, max: 250 }),
    type: fc.constantFrom(...TYPES),
    roof: fc.integer({ min: 0, max: 4 }),
    facade: fc.integer({ min: 0, max: 3 }),
    glass: fc.integer({ min: 0, max: 4 }),
    household: fc.integer({ min: 1, max: 6 }),
    gas: fc.option(fc.integer({ min: 300, max: 4000 }), { nil: null }),
    points: fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 8, maxLength: 8 }),
  })
  .map((r) => {
    const profile = defaultProfile({
      buildYear: r.buildYear,
      totalSurface: r.area,
      dwellingType: r.type,
      isMonument: false,
    });
    profile.levels = { ...profile.levels, roof: r.roof, facade: r.facade, glass1: r.glass, glass2: r.glass };
    profile.household.size = r.household;
    profile.measured.gasM3PerYear = r.gas;
    SCORE_ASPECTS.forEach((aspect, i) => (profile.weights[aspect] = r.points[i]!));
    return profile;
  });

const settings = defaultCampaignSettings(2026);
settings.heatNets.push(defaultHeatNet(2026, 70, 'geothermal'), defaultHeatNet(2026, 40, 'aquathermal'));

/** Position of an advice id in a result, or −1 when it is not ranked. */
const place = (result: AdviceResult, id: number) => result.advices.findIndex((a) => a.id === id);

/** The two advices as the pair the break-even is about: the one that should move up, and the one above it. */
function pair(position: 'first' | 'challenger', id: number, againstId: number) {
  return position === 'first' ? { up: againstId, down: id } : { up: id, down: againstId };
}

describe('break-even', () => {
  it('a break-even price, applied, really swaps the pair when the engine runs again', () => {
    let swaps = 0;
    fc.assert(
      fc.property(profileArb, (profile) => {
        const result = adviseHouse(profile, settings);
        for (const be of breakEvens(profile, settings, result)) {
          const { up, down } = pair(be.position, be.id, be.againstId);
          expect(place(result, up)).toBeGreaterThan(place(result, down));
          for (const lever of be.levers) {
            if (lever.outcome === 'swaps') {
              swaps++;
              const again = adviseHouse(profile, settingsWithLever(settings, lever.lever, lever.factor));
              expect(place(again, up), `${lever.lever} × ${lever.factor}`).toBeLessThan(place(again, down));
              expect(lever.factor).toBeGreaterThanOrEqual(BREAK_EVEN_PRICE_BOUNDS.value.low);
              expect(lever.factor).toBeLessThanOrEqual(BREAK_EVEN_PRICE_BOUNDS.value.high);
            } else {
              for (const bound of [BREAK_EVEN_PRICE_BOUNDS.value.low, BREAK_EVEN_PRICE_BOUNDS.value.high]) {
                const again = adviseHouse(profile, settingsWithLever(settings, lever.lever, bound));
                expect(place(again, up), `${lever.lever} × ${bound}`).toBeGreaterThan(place(again, down));
              }
            }
          }
          const flipped: CampaignSettings = {
            ...settings,
            isSubsidiesTakenInConsideration: !settings.isSubsidiesTakenInConsideration,
          };
          const again = adviseHouse(profile, flipped);
          expect(place(again, up) < place(again, down)).toBe(be.subsidy.outcome === 'swaps');
        }
      }),
      { numRuns: 40 },
    );
    expect(swaps).toBeGreaterThan(0);
  });
});
