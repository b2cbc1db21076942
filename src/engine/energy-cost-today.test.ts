import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adviseHouse } from './advise-house.ts';
import { defaultCampaignSettings } from './campaign-settings.ts';
import { defaultProfile } from './default-profile.ts';
import type { AdviceResult, CampaignSettings, HouseProfile } from './types.ts';

const SETTINGS_2026 = defaultCampaignSettings(2026);

/** The golden home terraced-1965-1974 (src/engine/reference-homes): 110 m², condensing boiler, cooks on gas. */
const terraced1970 = (change: (profile: HouseProfile) => void = () => {}): HouseProfile => {
  const profile = defaultProfile({ buildYear: 1970, totalSurface: 110, dwellingType: 'terraced', isMonument: false });
  change(profile);
  return profile;
};

const option = (result: AdviceResult, code: string) => result.advices.find((a) => a.explanation.solutionCode === code)!;
const saving = (result: AdviceResult, id: number) => result.energyCostToday.savings.find((s) => s.adviceId === id)!;

describe("today's energy cost", () => {
  it('is the bill of the golden terraced home worked out by hand from the 2026 rows', () => {
    const result = adviseHouse(terraced1970(), SETTINGS_2026);
    // 1,361.08 m³ of natural gas a year (the gas-use report, 2.41 persons by record 0142) at € 0,6432 supply +
    // € 0,7268 energy tax = € 1,37 per m³ is € 1.864,67; the gas connection's network charge € 313 and the supplier's
    // fixed charge € 72,74 make € 2.250,41 a year, € 187,53 a month. It cooks on gas and heats with gas: no electricity on this bill.
    expect(result.gasUsage.totalGasUsageInM3).toBeCloseTo(1361.08, 2);
    const today = result.energyCostToday;
    expect(today.yearlyEur).toBeCloseTo(1361.0753 * 1.37 + 313 + 72.74, 1);
    expect(today.yearlyEur).toBeCloseTo(2250.41, 2);
    expect(today.monthlyEur).toBeCloseTo(187.53, 2);
    expect(today.standingChargesEur).toBeCloseTo(385.74, 9);
    expect(today.lines.map((l) => l.carrier)).toEqual(['natural_gas']);
  });

  it('equals the gas route with no change for a home with a condensing boiler: that option saves nothing', () => {
    const result = adviseHouse(terraced1970(), SETTINGS_2026);
    const boiler = option(result, 'condensing_boiler');
    expect(boiler.explanation.buildingChange.every((c) => c.fromLevel === c.toLevel)).toBe(true);
    expect(result.energyCostToday.yearlyEur).toBe(boiler.yearlyEnergyCost);
    expect(result.energyCostToday.lines).toEqual(boiler.explanation.energy);
    expect(saving(result, boiler.id)).toEqual({ adviceId: boiler.id, yearlyEur: 0, monthlyEur: 0 });
  });

  it('gives every option its saving: today less its energy cost, a twelfth a month', () => {
    const result = adviseHouse(terraced1970(), SETTINGS_2026);
    expect(result.energyCostToday.savings.map((s) => s.adviceId)).toEqual(result.advices.map((a) => a.id));
    for (const advice of result.advices) {
      const s = saving(result, advice.id);
      expect(s.yearlyEur).toBe(result.energyCostToday.yearlyEur - advice.yearlyEnergyCost);
      expect(s.monthlyEur).toBe(s.yearlyEur / 12);
    }
    // A heat pump's bill is cheaper than burning gas in this home: a positive saving.
    expect(saving(result, option(result, 'air_water_heat_pump').id).yearlyEur).toBeGreaterThan(1000);
  });

  it('says honestly when an option costs more than today: a negative saving', () => {
    // A home with a heat pump today pays less than on a new gas boiler.
    const result = adviseHouse(
      terraced1970((p) => {
        p.currentHeating = 'heat_pump';
        p.cooking = 'induction';
      }),
      SETTINGS_2026,
    );
    expect(result.energyCostToday.standingChargesEur).toBe(0);
    expect(saving(result, option(result, 'condensing_boiler').id).yearlyEur).toBeLessThan(0);
  });

  it('an older boiler costs more today than a new condensing one: the gas route saves', () => {
    const result = adviseHouse(
      terraced1970((p) => (p.currentHeating = 'conventional_boiler')),
      SETTINGS_2026,
    );
    expect(saving(result, option(result, 'condensing_boiler').id).yearlyEur).toBeGreaterThan(0);
  });

  it("prices today's heat net at the ACM's maximum 2026 tariffs, with the gas connection only where it cooks on gas", () => {
    const onNet = (cooking: HouseProfile['cooking']) =>
      adviseHouse(
        terraced1970((p) => {
          p.currentHeating = 'heat_grid';
          p.cooking = cooking;
        }),
        SETTINGS_2026,
      ).energyCostToday;
    const induction = onNet('induction');
    expect(induction.standingChargesEur).toBeCloseTo(828, 9);
    const heat = induction.lines.find((l) => l.carrier === 'heat')!;
    expect(heat.pricePerUnitEur).toBe(40.97);
    expect(onNet('gas').standingChargesEur).toBeCloseTo(828 + 385.74, 9);
  });

  it("keeps today's gas natural gas when the campaign's gas route burns green gas", () => {
    const green: CampaignSettings = { ...SETTINGS_2026, typeOfGas: 'green_gas' };
    const natural = adviseHouse(terraced1970(), SETTINGS_2026).energyCostToday;
    const today = adviseHouse(terraced1970(), green).energyCostToday;
    expect(today.lines.map((l) => l.carrier)).toEqual(['natural_gas']);
    expect(today.yearlyEur).toBeCloseTo(natural.yearlyEur, 9);
    // The gas route's boiler on green gas then costs the green-gas premium (€ 0,15 per m³) more than today.
    const result = adviseHouse(terraced1970(), green);
    const boiler = option(result, 'condensing_boiler');
    expect(saving(result, boiler.id).yearlyEur).toBeCloseTo(-0.15 * result.gasUsage.totalGasUsageInM3, 6);
  });

  it('is finite and non-negative for any current heating and cooking, and never depends on the weights', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(
          'condensing_boiler',
          'improved_boiler',
          'conventional_boiler',
          'hybrid_heat_pump',
          'heat_pump',
          'heat_grid',
          'electric',
        ) as fc.Arbitrary<HouseProfile['currentHeating']>,
        fc.constantFrom('gas', 'electric', 'induction') as fc.Arbitrary<HouseProfile['cooking']>,
        fc.integer({ min: 0, max: 8 }),
        (heating, cooking, weight) => {
          const plain = adviseHouse(
            terraced1970((p) => {
              p.currentHeating = heating;
              p.cooking = cooking;
            }),
            SETTINGS_2026,
          );
          const weighted = adviseHouse(
            terraced1970((p) => {
              p.currentHeating = heating;
              p.cooking = cooking;
              p.weights = { ...p.weights, lowInvestment: weight };
            }),
            SETTINGS_2026,
          );
          const today = plain.energyCostToday;
          expect(Number.isFinite(today.yearlyEur) && today.yearlyEur >= 0).toBe(true);
          expect(weighted.energyCostToday.yearlyEur).toBe(today.yearlyEur);
        },
      ),
      { numRuns: 30 },
    );
  });
});
