import {
  DEGREE_DAYS_NORMAL_YEAR,
  DEGREE_DAYS_STANDARD,
  GAIN_UTILISATION,
  HEATING_SET_POINT,
  INTERNAL_GAINS_PER_OCCUPANT,
  NTA_MONTHLY_CLIMATE,
  STANDARD_OCCUPANTS,
  TEMPERATURE_LEVELLING,
  THERMAL_CAPACITY,
  WINDOW_SOLAR_GAIN,
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
// Real homes run at a whole-house 18–19 °C in a normal (warmer) year; the label assumes 20 °C.
const CLIMATE_RATIO = DEGREE_DAYS_NORMAL_YEAR.value / DEGREE_DAYS_STANDARD.value;

// Per month, built once at module load so that a demand costs twelve multiply-adds and two powers a month:
// kWh of loss per W/K, kWh of internal gain per W, kWh of sun per m² of aperture, kWh of sky loss per W/K of glass.
const climate = NTA_MONTHLY_CLIMATE.value;
const windowGain = WINDOW_SOLAR_GAIN.value;
const SKY_LOSS_W_PER_W_PER_K =
  windowGain.skyViewFactor *
  windowGain.surfaceResistanceRse *
  windowGain.radiationHr *
  windowGain.skyTemperatureDifferenceK;
const MONTHS = climate.hours.length;
const LOSS_KWH_PER_W_PER_K = new Float64Array(MONTHS);
const HOURS_KWH_PER_W = new Float64Array(MONTHS);
const SUN_KWH_PER_M2 = new Float64Array(MONTHS);
const SKY_KWH_PER_W_PER_K = new Float64Array(MONTHS);
for (let m = 0; m < MONTHS; m++) {
  const kiloHours = climate.hours[m]! / 1000;
  LOSS_KWH_PER_W_PER_K[m] = (HEATING_SET_POINT.value - climate.outdoorC[m]!) * kiloHours;
  HOURS_KWH_PER_W[m] = kiloHours;
  SUN_KWH_PER_M2[m] = climate.verticalIrradianceWPerM2[m]! * kiloHours;
  SKY_KWH_PER_W_PER_K[m] = SKY_LOSS_W_PER_W_PER_K * kiloHours;
}

/** NTA 8800's standard occupants of a dwelling of this usable floor area (reference/climate.ts). */
export function standardOccupants(floorAreaM2: number): number {
  const occupants = STANDARD_OCCUPANTS.value;
  if (floorAreaM2 <= occupants.oneUpToM2) return 1;
  if (floorAreaM2 <= 100) return occupants.atHundredM2 - occupants.slopeBelowHundred * (100 - floorAreaM2);
  return occupants.baseAboveHundred + occupants.perM2AboveHundred * floorAreaM2;
}

/** Share of the 20 °C losses left after NTA 8800's temperature levelling in dwellings (reference/climate.ts). */
const LEVELLING = TEMPERATURE_LEVELLING.value;
export function levellingFactor(totalWPerK: number, floorAreaM2: number, inApartmentBuilding: boolean): number {
  const fModSp = inApartmentBuilding ? LEVELLING.fModSpApartmentBuilding : LEVELLING.fModSpHouse;
  const hE = (fModSp * totalWPerK) / floorAreaM2;
  return 1 - (LEVELLING.fModT * fModSp * hE) / (hE + LEVELLING.hIntWPerM2K);
}

/**
 * Useful space heat under standard conditions (feeds the labels), as NTA 8800 balances it month by month: losses
 * at 20 °C lowered by the temperature levelling in dwellings, minus utilised internal gains (180 W per standard
 * occupant, all year) and window solar gains less their radiation to the sky; none in a month whose gains exceed
 * twice its losses. Night set-back is left out (a few kWh/m² in NTA 8800, since levelling already brings the
 * winter set point to about 16 °C).
 */
// The utilisation constants, read once: the plain advice runs this balance for every scenario of every home.
const A0 = GAIN_UTILISATION.value.a0;
const TAU0_H = GAIN_UTILISATION.value.tau0H;
const MAX_GAIN_LOSS_RATIO = GAIN_UTILISATION.value.maxGainLossRatio;
const CAPACITY_WH_PER_M2K = THERMAL_CAPACITY.value;
const INTERNAL_W_PER_OCCUPANT = INTERNAL_GAINS_PER_OCCUPANT.value;

export function standardSpaceHeatKWh(loss: HeatLoss, geometryM2: Geometry, inApartmentBuilding: boolean): number {
  const area = geometryM2.floorAreaM2;
  const h = loss.totalWPerK;
  if (h <= 0 || area <= 0) return 0;
  const levelledWPerK = h * levellingFactor(h, area, inApartmentBuilding);
  const internalW = INTERNAL_W_PER_OCCUPANT * standardOccupants(area);
  const aperture = loss.solarApertureM2;
  const glassWPerK = loss.glazing1 + loss.glazing2;
  const a = A0 + (CAPACITY_WH_PER_M2K * area) / h / TAU0_H;
  let needKWh = 0;
  for (let m = 0; m < MONTHS; m++) {
    const lossesKWh = levelledWPerK * LOSS_KWH_PER_W_PER_K[m]!;
    if (lossesKWh <= 0) continue;
    const gainsKWh =
      internalW * HOURS_KWH_PER_W[m]! + aperture * SUN_KWH_PER_M2[m]! - glassWPerK * SKY_KWH_PER_W_PER_K[m]!;
    const ratio = gainsKWh / lossesKWh;
    if (ratio > MAX_GAIN_LOSS_RATIO) continue;
    // One power a month (γ^(a+1) is γ^a × γ), as exp(a·ln γ): V8's general power costs about twice as much.
    let eta = 1;
    if (ratio > 0) {
      const power = Math.exp(a * Math.log(ratio));
      eta = Math.abs(ratio - 1) < 1e-9 ? a / (a + 1) : (1 - power) / (1 - power * ratio);
    }
    needKWh += lossesKWh - eta * gainsKWh;
  }
  return needKWh;
}

/** Real use over theoretical demand for a theoretical demand per m² (CBS StatLine 85140NED, 2020 performance gap). */
export function performanceGapShare(standardKWhPerM2: number): number {
  const gap = PERFORMANCE_GAP.value;
  if (standardKWhPerM2 <= 0) return gap.max;
  // exp(−e·ln x) rather than x ** −e: V8's general power is the slower of the two, and this runs per scenario.
  const share = gap.factor * Math.exp(-gap.exponent * Math.log(standardKWhPerM2 / gap.referenceKWhPerM2));
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
