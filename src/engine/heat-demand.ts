import {
  DEGREE_DAYS_NORMAL_YEAR,
  DEGREE_DAYS_STANDARD,
  GAIN_UTILISATION_EXPONENT,
  HEATING_SEASON_HOURS,
  INTERNAL_GAINS,
  SHARE_SOLAR_THROUGH_GLASS,
  SOLAR_IRRADIATION_VERTICAL,
} from './reference/climate.ts';
import {
  BATH_HEAT,
  COOKING_ELECTRICITY,
  COOKING_GAS_PER_PERSON,
  SHOWER_HEAT_PER_MINUTE,
  STANDARD_HOT_WATER_PER_PERSON,
  STANDARD_OCCUPANCY,
  TAP_HEAT_PER_PERSON,
} from './reference/hot-water-and-cooking.ts';
import { SOLAR_BOILER_SHARE_HOT_WATER } from './reference/efficiencies.ts';
import { PERFORMANCE_GAP } from './reference/performance-gap.ts';
import type { Geometry } from './geometry.ts';
import type { HeatLoss } from './heat-loss.ts';
import type { HouseProfile } from './types.ts';

const WEEKS_PER_YEAR = 52;
const DEGREE_DAY_TO_KWH_PER_W_PER_K = 24 / 1000;
// Real homes run at a whole-house 18–19 °C in a normal (warmer) year; the label assumes 20 °C.
const CLIMATE_RATIO = DEGREE_DAYS_NORMAL_YEAR.value / DEGREE_DAYS_STANDARD.value;

/**
 * Useful space heat under standard conditions (feeds the labels): losses over the standard degree days
 * minus internal and solar gains times the EN ISO 13790 utilisation factor.
 */
export function standardSpaceHeatKWh(loss: HeatLoss, geometryM2: Geometry): number {
  const lossesKWh = loss.totalWPerK * DEGREE_DAYS_STANDARD.value * DEGREE_DAY_TO_KWH_PER_W_PER_K;
  const gainsKWh =
    (INTERNAL_GAINS.value * geometryM2.floorAreaM2 * HEATING_SEASON_HOURS.value) / 1000 +
    SHARE_SOLAR_THROUGH_GLASS.value * (geometryM2.glass1M2 + geometryM2.glass2M2) * SOLAR_IRRADIATION_VERTICAL.value;
  if (lossesKWh <= 0) return 0;
  const ratio = gainsKWh / lossesKWh;
  const a = GAIN_UTILISATION_EXPONENT.value;
  const utilisation = Math.abs(ratio - 1) < 1e-9 ? a / (a + 1) : (1 - ratio ** a) / (1 - ratio ** (a + 1));
  return lossesKWh - utilisation * gainsKWh;
}

/** Real use over theoretical demand for a theoretical demand per m² (CBS StatLine 85140NED, 2020 performance gap). */
export function performanceGapShare(standardKWhPerM2: number): number {
  const gap = PERFORMANCE_GAP.value;
  if (standardKWhPerM2 <= 0) return gap.max;
  const share = gap.factor * (standardKWhPerM2 / gap.referenceKWhPerM2) ** -gap.exponent;
  return share < gap.min ? gap.min : share > gap.max ? gap.max : share;
}

/** Expected real useful space heat: normal-year climate, performance gap, unheated share left out. */
export function expectedSpaceHeatKWh(standardKWh: number, floorAreaM2: number, shareNotHeated: number): number {
  return standardKWh * CLIMATE_RATIO * performanceGapShare(standardKWh / floorAreaM2) * (1 - shareNotHeated);
}

/** Useful heat of this household's showers, before a solar boiler's part. */
export function showerHeatKWh(hotWater: HouseProfile['hotWater']): number {
  return hotWater.showerMinutesPerWeek * WEEKS_PER_YEAR * SHOWER_HEAT_PER_MINUTE.value;
}

/** Useful hot-water heat of this household (showers, baths, taps), after a solar boiler's part. */
export function hotWaterKWh(profile: Pick<HouseProfile, 'household' | 'hotWater' | 'solarBoiler'>): number {
  const useful =
    showerHeatKWh(profile.hotWater) +
    profile.hotWater.bathsPerWeek * WEEKS_PER_YEAR * BATH_HEAT.value +
    profile.household.size * TAP_HEAT_PER_PERSON.value;
  return profile.solarBoiler ? useful * (1 - SOLAR_BOILER_SHARE_HOT_WATER.value) : useful;
}

/** NTA 8800-style standard hot water for the label: grows with floor area, not with the actual household. */
export function standardHotWaterKWh(floorAreaM2: number): number {
  const occupancy = STANDARD_OCCUPANCY.value;
  const persons = Math.min(occupancy.max, occupancy.base + occupancy.perM2 * floorAreaM2);
  return persons * STANDARD_HOT_WATER_PER_PERSON.value;
}

export function cookingGasM3(householdSize: number): number {
  return householdSize * COOKING_GAS_PER_PERSON.value;
}

export const COOKING_ELECTRICITY_KWH = COOKING_ELECTRICITY.value;
