import { defaultShareGlassOfOuterWall, dwellingTypeIndex } from './geometry.ts';
import { parseRegisteredLabel } from './labels.ts';
import { periodIndex } from './period-years.ts';
import { CONSTRUCTION_PERIODS, periodOf } from './reference/construction-periods.ts';
import { DWELLING_TYPES } from '../vocabulary/dwelling-types.ts';
import { DEFAULT_BATHS_PER_WEEK, DEFAULT_SHOWER_MINUTES_PER_PERSON_WEEK } from './reference/hot-water-and-cooking.ts';
import { APPLIANCE_ELECTRICITY, DEFAULT_HOUSEHOLD_SIZE } from './reference/household.ts';
import { GAS_FREE_FROM_BUILD_YEAR, TYPICAL_LEVELS_TODAY } from './reference/typical-state.ts';
import type { ModelInputs } from './model-inputs.ts';
import type { DwellingType, HouseProfile, RealEstateFacts, ScoreAspect } from './types.ts';

/** Spec §9: weight budget 40 points over 8 aspects. */
export const DEFAULT_WEIGHTS: Readonly<Record<ScoreAspect, number>> = {
  lowInvestment: 5,
  lowCosts: 5,
  lowEnergyCosts: 5,
  adaptations: 5,
  comfort: 5,
  independence: 5,
  lowCo2Emissions: 5,
  spaceUsage: 5,
};

// Reference rows by index (DWELLING_TYPES and CONSTRUCTION_PERIODS order): the comparable home of every advice
// reads them, and a read by the name was a megamorphic keyed lookup (record 0167).
const HOUSEHOLD_SIZE_BY_TYPE = DWELLING_TYPES.map((type) => DEFAULT_HOUSEHOLD_SIZE.value[type]);
const TYPICAL_LEVELS_BY_PERIOD = CONSTRUCTION_PERIODS.map((period) => TYPICAL_LEVELS_TODAY.value[period]);

/** Register imports without a type: small floor areas are mostly flats (own assumption). */
const APARTMENT_BELOW_M2 = 80;

// By a switch, not String.prototype.startsWith: every scenario of every home asks (record 0167). A new dwelling
// type fails to compile here until it is placed.
export function isApartment(dwellingType: DwellingType): boolean {
  switch (dwellingType) {
    case 'apartment_ground':
    case 'apartment_middle':
    case 'apartment_top':
      return true;
    case 'detached':
    case 'semi_detached':
    case 'corner':
    case 'terraced':
      return false;
  }
}

/**
 * The model inputs (MODEL_INPUTS in model-inputs.ts) of the typical home with these register facts: what
 * defaultProfile gives them, without building the rest of a profile (the comparable home of every advice asks
 * this). The levels are the period's reference row itself, not a copy: the model reads them and never changes them.
 */
export function typicalModelInputs(
  input: Pick<RealEstateFacts, 'buildYear' | 'totalSurface' | 'dwellingType'>,
): ModelInputs {
  const floorAreaM2 = input.totalSurface > 0 ? input.totalSurface : 100;
  const dwellingType = input.dwellingType ?? (floorAreaM2 < APARTMENT_BELOW_M2 ? 'apartment_middle' : 'terraced');
  const householdSize = HOUSEHOLD_SIZE_BY_TYPE[dwellingTypeIndex(dwellingType)]!;
  const gasFree = input.buildYear >= GAS_FREE_FROM_BUILD_YEAR.value;
  return {
    buildYear: input.buildYear,
    dwellingType,
    floorAreaM2,
    shareNotHeated: 0,
    roofType: dwellingType === 'apartment_top' ? 'flat' : 'gable',
    shareGlassOfOuterWall: defaultShareGlassOfOuterWall(dwellingType),
    levels: TYPICAL_LEVELS_BY_PERIOD[periodIndex(periodOf(input.buildYear))]!,
    currentHeating: gasFree ? 'heat_pump' : 'condensing_boiler',
    cooking: gasFree ? 'induction' : 'gas',
    household: { size: householdSize, ages: [] },
    hotWater: {
      showerMinutesPerWeek: householdSize * DEFAULT_SHOWER_MINUTES_PER_PERSON_WEEK.value,
      bathsPerWeek: DEFAULT_BATHS_PER_WEEK.value,
    },
    solarBoiler: false,
  };
}

/** A complete profile from the register import alone, with defaults by dwelling type and construction period. */
export function defaultProfile(input: RealEstateFacts): HouseProfile {
  const typical = typicalModelInputs(input);
  const appliances = isApartment(typical.dwellingType)
    ? APPLIANCE_ELECTRICITY.value.apartment
    : APPLIANCE_ELECTRICITY.value.house;
  return {
    buildYear: typical.buildYear,
    dwellingType: typical.dwellingType,
    floorAreaM2: typical.floorAreaM2,
    shareNotHeated: typical.shareNotHeated,
    usages: [...(input.purposes ?? [])],
    roofType: typical.roofType,
    shareGlassOfOuterWall: typical.shareGlassOfOuterWall,
    levels: { ...typical.levels },
    houseDetailsKnown: false,
    registeredLabel: input.currentEnergyLabel === undefined ? null : parseRegisteredLabel(input.currentEnergyLabel),
    currentHeating: typical.currentHeating,
    cooking: typical.cooking,
    household: typical.household,
    hotWater: typical.hotWater,
    measured: {
      gasM3PerYear: null,
      electricityNormalKWh: null,
      electricityLowKWh: null,
      solarProductionKWh: null,
      measuredUsageSkipped: false,
      hasSmartMeter: true,
    },
    electricityEstimateKWhPerYear:
      input.estimatedTotalEnergyUsage !== undefined && input.estimatedTotalEnergyUsage > 0
        ? input.estimatedTotalEnergyUsage
        : appliances,
    solarBoiler: typical.solarBoiler,
    discounts: { shareInstallation: 0, shareConstruction: 0 },
    filters: { maxInvestmentEur: null, maxMonthlyCostEur: null },
    weights: { ...DEFAULT_WEIGHTS },
    routeFeelings: { fuel: 3, all_electric: 3, heat_grid: 3 },
    isMonument: input.isMonument,
  };
}
