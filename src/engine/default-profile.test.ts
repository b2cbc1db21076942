import { describe, expect, it } from 'vitest';
import { DEFAULT_WEIGHTS, defaultProfile, isApartment } from './default-profile.ts';
import { TYPICAL_LEVELS_TODAY } from './reference/typical-state.ts';
import type { DwellingType } from './types.ts';
import { DWELLING_TYPES } from '../vocabulary/dwelling-types.ts';

const TYPES = DWELLING_TYPES;

describe('default profile', () => {
  it('spends the 40-point budget as 5 points on each of the 8 aspects', () => {
    expect(Object.keys(DEFAULT_WEIGHTS)).toHaveLength(8);
    expect(Object.values(DEFAULT_WEIGHTS).every((w) => w === 5)).toBe(true);
  });

  it('takes the typical levels of today for the construction period', () => {
    const at = (buildYear: number) =>
      defaultProfile({ buildYear, totalSurface: 100, dwellingType: 'terraced', isMonument: false }).levels;
    expect(at(1930)).toEqual({
      roof: 1,
      floor: 0,
      facade: 0,
      glass1: 3,
      glass2: 1,
      ventilationType: 0,
      // Not sealed: RVO types every current state with NTA 8800's reference air-tightness (record 0105).
      infiltration: 0,
    });
    // 1946–2005: the level nearest to RVO's typing of the Voorbeeldwoningen (record 0019), by U (record 0103).
    expect(at(1960)).toEqual({
      roof: 1,
      floor: 0,
      facade: 0,
      glass1: 2,
      glass2: 2,
      ventilationType: 0,
      infiltration: 0,
    });
    expect(at(1980)).toEqual({
      roof: 0,
      floor: 0,
      facade: 0,
      glass1: 0,
      glass2: 0,
      ventilationType: 0,
      infiltration: 0,
    });
    expect(at(2010)).toEqual({
      roof: 0,
      floor: 0,
      facade: 0,
      glass1: 0,
      glass2: 0,
      ventilationType: 0,
      infiltration: 0,
    });
  });

  it('gives each profile its own copy of the levels', () => {
    const profile = defaultProfile({ buildYear: 1930, totalSurface: 100, isMonument: false });
    profile.levels.roof = 4;
    expect(TYPICAL_LEVELS_TODAY.value.before_1946.roof).toBe(1);
  });

  it('guesses a middle apartment below 80 m² and a terraced house from 80 m² when the register has no type', () => {
    expect(defaultProfile({ buildYear: 1970, totalSurface: 79, isMonument: false }).dwellingType).toBe(
      'apartment_middle',
    );
    expect(defaultProfile({ buildYear: 1970, totalSurface: 80, isMonument: false }).dwellingType).toBe('terraced');
  });

  it('takes 100 m² when the register gives no floor area', () => {
    expect(defaultProfile({ buildYear: 1970, totalSurface: 0, isMonument: false }).floorAreaM2).toBe(100);
    expect(defaultProfile({ buildYear: 1970, totalSurface: -5, isMonument: false }).floorAreaM2).toBe(100);
  });

  it('heats homes built from 2019 with a heat pump and induction, older ones with a condensing boiler and gas', () => {
    const at = (buildYear: number) => defaultProfile({ buildYear, totalSurface: 100, isMonument: false });
    expect([at(2018).currentHeating, at(2018).cooking]).toEqual(['condensing_boiler', 'gas']);
    expect([at(2019).currentHeating, at(2019).cooking]).toEqual(['heat_pump', 'induction']);
  });

  it('sizes the household by type, with 42.5 shower minutes per person per week', () => {
    const household = (dwellingType: DwellingType) =>
      defaultProfile({ buildYear: 1970, totalSurface: 100, dwellingType, isMonument: false });
    // CBS persons per dwelling (reference/household.ts): flats hold fewer people than houses.
    expect(household('detached').household.size).toBe(2.55);
    expect(household('terraced').household.size).toBe(2.41);
    expect(household('apartment_top').household.size).toBe(1.54);
    expect(household('detached').hotWater.showerMinutesPerWeek).toBeCloseTo(108.375, 9); // 2.55 × 42.5
    expect(household('detached').hotWater.bathsPerWeek).toBe(0.5);
  });

  it('gives only a top-floor apartment a flat roof by default', () => {
    for (const dwellingType of TYPES) {
      const profile = defaultProfile({ buildYear: 1970, totalSurface: 100, dwellingType, isMonument: false });
      expect(profile.roofType).toBe(dwellingType === 'apartment_top' ? 'flat' : 'gable');
      expect(isApartment(dwellingType)).toBe(dwellingType.startsWith('apartment'));
    }
  });

  it('reads the registered label onto the spec scale', () => {
    expect(
      defaultProfile({ buildYear: 1970, totalSurface: 100, isMonument: false, currentEnergyLabel: 'A+++' })
        .registeredLabel,
    ).toBe('A+');
    expect(
      defaultProfile({ buildYear: 1970, totalSurface: 100, isMonument: false, currentEnergyLabel: 'x' })
        .registeredLabel,
    ).toBeNull();
    expect(defaultProfile({ buildYear: 1970, totalSurface: 100, isMonument: false }).registeredLabel).toBeNull();
  });

  it('uses the register electricity estimate when it has one, else 2,700 kWh for houses and 2,300 for apartments', () => {
    expect(
      defaultProfile({
        buildYear: 1970,
        totalSurface: 100,
        dwellingType: 'corner',
        isMonument: false,
        estimatedTotalEnergyUsage: 3100,
      }).electricityEstimateKWhPerYear,
    ).toBe(3100);
    expect(
      defaultProfile({
        buildYear: 1970,
        totalSurface: 100,
        dwellingType: 'corner',
        isMonument: false,
        estimatedTotalEnergyUsage: 0,
      }).electricityEstimateKWhPerYear,
    ).toBe(2700);
    expect(
      defaultProfile({ buildYear: 1970, totalSurface: 60, dwellingType: 'apartment_ground', isMonument: false })
        .electricityEstimateKWhPerYear,
    ).toBe(2300);
  });

  it('carries the monument flag and starts without measurements, discounts or filters', () => {
    const profile = defaultProfile({ buildYear: 1900, totalSurface: 120, isMonument: true, purposes: ['woonfunctie'] });
    expect(profile.isMonument).toBe(true);
    expect(profile.usages).toEqual(['woonfunctie']);
    expect(profile.measured.gasM3PerYear).toBeNull();
    expect(profile.discounts).toEqual({ shareInstallation: 0, shareConstruction: 0 });
    expect(profile.filters).toEqual({ maxInvestmentEur: null, maxMonthlyCostEur: null });
    expect(profile.routeFeelings).toEqual({ fuel: 3, all_electric: 3, heat_grid: 3 });
  });
});
