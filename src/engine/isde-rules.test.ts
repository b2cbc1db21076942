import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DWELLING_TYPES, levelsArb } from './testing/arbitraries.ts';
import { adviseHouse } from './advise-house.ts';
import { defaultCampaignSettings, defaultHeatNet } from './campaign-settings.ts';
import { defaultProfile } from './default-profile.ts';
import { isdeViolations } from './isde-check.ts';
import type { ReferenceHome } from './reference-homes/check-reference-home.ts';
import type { HouseProfile } from './types.ts';

// Issue #22.5: every investment and subsidy the engine produces, held against ISDE's published rules
// (per-m² amounts, minimum and maximum areas, the Rd/Ug minimum of the layer put in, doubling only with a
// second measure or an ISDE installation, never more than the measure costs). The demo neighbourhood's homes
// are checked in src/server/demo/neighbourhood.test.ts.

const folder = fileURLToPath(new URL('./reference-homes/', import.meta.url));
const golden = readdirSync(folder)
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(readFileSync(folder + file, 'utf8')) as ReferenceHome);

const profileArb: fc.Arbitrary<HouseProfile> = fc
  .record({
    buildYear: fc.integer({ min: 1850, max: 2025 }),
    area: fc.integer({ min: 25, max: 600 }),
    type: fc.constantFrom(...DWELLING_TYPES),
    monument: fc.boolean(),
    levels: levelsArb,
    roof: fc.constantFrom('flat', 'mono_pitch', 'gable') as fc.Arbitrary<HouseProfile['roofType']>,
    construction: fc.integer({ min: 0, max: 90 }),
  })
  .map((r) => {
    const profile = defaultProfile({
      buildYear: r.buildYear,
      totalSurface: r.area,
      dwellingType: r.type,
      isMonument: r.monument,
    });
    profile.levels = r.levels;
    profile.roofType = r.roof;
    profile.discounts = { shareInstallation: 0, shareConstruction: r.construction / 100 };
    return profile;
  });

function settingsFor(year: number, withNet: boolean) {
  const settings = defaultCampaignSettings(year);
  if (withNet) settings.heatNets = [defaultHeatNet(year, 70, 'geothermal')];
  return settings;
}

describe('ISDE rules (issue #22.5)', () => {
  it('hold for every golden home, in 2025 and 2026', () => {
    for (const year of [2025, 2026]) {
      const settings = settingsFor(year, true);
      for (const home of golden) {
        const profile = defaultProfile(home.facts);
        expect(isdeViolations(profile, settings, adviseHouse(profile, settings)), home.name).toEqual([]);
      }
    }
  });

  it('hold for a roof topped up from the middle level: no ISDE for a layer under Rd 3.5 (the € 710 / € 615 case)', () => {
    const profile = defaultProfile({ buildYear: 1972, totalSurface: 110, dwellingType: 'terraced', isMonument: false });
    profile.levels = { ...profile.levels, roof: 2 };
    const settings = settingsFor(2026, false);
    const result = adviseHouse(profile, settings);
    expect(isdeViolations(profile, settings, result)).toEqual([]);
    for (const advice of result.advices)
      for (const line of advice.explanation.buildingChange)
        if (line.component === 'roof' && line.toLevel === 3) expect(line.subsidyEur).toBe(0);
  });

  it('give an air/air heat pump no doubled insulation amounts', () => {
    const profile = defaultProfile({ buildYear: 1950, totalSurface: 90, dwellingType: 'terraced', isMonument: false });
    // Roof, floor and facade already insulated, so the package's only ISDE measure is the glass.
    profile.levels = { ...profile.levels, roof: 3, floor: 3, facade: 3 };
    const settings = settingsFor(2026, false);
    const result = adviseHouse(profile, settings);
    expect(isdeViolations(profile, settings, result)).toEqual([]);
    const airAir = result.advices.find((a) => a.explanation.solutionCode === 'air_air_heat_pump')!;
    const hybrid = result.advices.find((a) => a.explanation.solutionCode === 'hybrid_heat_pump')!;
    // Same package C; its only ISDE measure is HR++ glass (sealing gets nothing): a hybrid heat pump doubles
    // the glass amount, an air/air unit leaves it single.
    const glassOf = (advice: typeof airAir) =>
      advice.explanation.buildingChange.find((l) => l.component === 'glass2')!.subsidyEur;
    expect(glassOf(airAir)).toBeGreaterThan(0);
    expect(glassOf(hybrid)).toBeCloseTo(2 * glassOf(airAir), 6);
  });

  it('hold for a spread of generated homes and campaigns', () => {
    fc.assert(
      fc.property(profileArb, fc.constantFrom(2025, 2026, 2027), fc.boolean(), (profile, year, withNet) => {
        const settings = settingsFor(year, withNet);
        expect(isdeViolations(profile, settings, adviseHouse(profile, settings))).toEqual([]);
      }),
      { numRuns: 300 },
    );
  });

  it('finds a breach when one is there (the checker can fail)', () => {
    const profile = defaultProfile({ buildYear: 1972, totalSurface: 110, dwellingType: 'terraced', isMonument: false });
    const settings = settingsFor(2026, false);
    const result = structuredClone(adviseHouse(profile, settings));
    const advice = result.advices.find((a) => a.explanation.buildingChange.some((l) => l.component === 'roof'))!;
    const roof = advice.explanation.buildingChange.find((l) => l.component === 'roof')!;
    roof.subsidyEur = roof.investmentEur * 0.87;
    advice.buildingChange.availableSubsidy += roof.subsidyEur;
    expect(isdeViolations(profile, settings, result).join('\n')).toMatch(/roof: € \d+ above ISDE's/);
  });
});
