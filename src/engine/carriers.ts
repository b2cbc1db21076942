import { PRIMARY_FACTOR } from './reference/energy-labels.ts';
import { GAS_HIGHER_HEATING_VALUE, KWH_PER_GJ, PELLET_ENERGY } from './reference/hot-water-and-cooking.ts';

/** Delivered energy per carrier; gas in m³ of the campaign's gas type (hydrogen in m³ gas-equivalent). */
export interface CarrierAmounts {
  gasM3: number;
  electricityKWh: number;
  heatGJ: number;
  pelletsKg: number;
}

/** Delivered energy per kWh of useful heat, for space heating and for hot water. */
export interface SystemCoefficients {
  space: CarrierAmounts;
  hotWater: CarrierAmounts;
}

export function carriers(gasM3: number, electricityKWh: number, heatGJ: number, pelletsKg: number): CarrierAmounts {
  return { gasM3, electricityKWh, heatGJ, pelletsKg };
}

export const NO_ENERGY: CarrierAmounts = carriers(0, 0, 0, 0);

/** Per useful kWh from a gas appliance with this efficiency (on the billing value). */
export function gasPerUsefulKWh(efficiency: number): number {
  return 1 / (efficiency * GAS_HIGHER_HEATING_VALUE.value);
}

export function heatGJPerUsefulKWh(): number {
  return 1 / KWH_PER_GJ.value;
}

export function pelletsKgPerUsefulKWh(efficiency: number): number {
  return 1 / (efficiency * PELLET_ENERGY.value);
}

/** space × S + hotWater × W + extra: linear in the useful demands. */
export function energyUse(
  system: SystemCoefficients,
  spaceKWh: number,
  hotWaterKWh: number,
  extra: CarrierAmounts,
): CarrierAmounts {
  const s = system.space;
  const w = system.hotWater;
  return {
    gasM3: s.gasM3 * spaceKWh + w.gasM3 * hotWaterKWh + extra.gasM3,
    electricityKWh: s.electricityKWh * spaceKWh + w.electricityKWh * hotWaterKWh + extra.electricityKWh,
    heatGJ: s.heatGJ * spaceKWh + w.heatGJ * hotWaterKWh + extra.heatGJ,
    pelletsKg: s.pelletsKg * spaceKWh + w.pelletsKg * hotWaterKWh + extra.pelletsKg,
  };
}

// The reference values read once: every solution of every home weighs its system twice for its label (record 0167).
const GAS_KWH_PER_M3 = GAS_HIGHER_HEATING_VALUE.value;
const PRIMARY_GAS = PRIMARY_FACTOR.value.gas;
const PRIMARY_ELECTRICITY = PRIMARY_FACTOR.value.electricity;
const HEAT_KWH_PER_GJ = KWH_PER_GJ.value;
const PELLET_KWH_PER_KG = PELLET_ENERGY.value;
const PRIMARY_PELLETS = PRIMARY_FACTOR.value.pellets;

/** Primary fossil energy (kWh) of delivered amounts (NTA 8800 factors, NTA 8800, 2021). */
export function primaryEnergyKWh(amounts: CarrierAmounts, heatPrimaryFactor: number): number {
  return (
    amounts.gasM3 * GAS_KWH_PER_M3 * PRIMARY_GAS +
    amounts.electricityKWh * PRIMARY_ELECTRICITY +
    amounts.heatGJ * HEAT_KWH_PER_GJ * heatPrimaryFactor +
    amounts.pelletsKg * PELLET_KWH_PER_KG * PRIMARY_PELLETS
  );
}
