import { carriers, heatGJPerUsefulKWh, type SystemCoefficients } from '../carriers.ts';
import { heatGridClass } from '../heat-grid-class.ts';
import { SPF_ZLT_BOOSTER } from '../reference/efficiencies.ts';
import { CO2_HEAT_BY_SOURCE, RENEWABLE_HEAT_SOURCES } from '../reference/emission-factors.ts';
import { PRIMARY_FACTOR } from '../reference/energy-labels.ts';
import {
  COST_AIR_WATER_2019,
  COST_HEAT_GRID_INHOUSE_WORK,
  LIFETIME_YEARS,
  MAINTENANCE_SHARE,
  MIN_HEAT_PUMP_KW,
  SPACE_USE_M2,
} from '../reference/installation-costs.ts';
import { ISDE_HEAT_GRID } from '../reference/subsidies.ts';
import type { HeatGridClass, HeatGrid } from '../types.ts';
import { equipmentBy } from './equipment.ts';
import { ALWAYS_FITS, everywhere, type SolutionSpec, type TargetLabel } from './solution-spec.ts';
import { withUnit } from '../../vocabulary/units.ts';

/** First id of heat grids: 100 + index in settings.heatNets. */
export const HEAT_NET_ID_BASE = 100;

// Home requirement per class (eigen indeling naar aanvoertemperatuur): ZLT ≈ label B, LT Standaard level, MT roof + glass + cavity, HT none.
const CLASS_RULES: Record<
  HeatGridClass,
  { targetLabel: TargetLabel | null; lowTemperatureEmitters: boolean; adaptationImpact: number }
> = {
  ZLT: { targetLabel: 'B', lowTemperatureEmitters: true, adaptationImpact: 2 },
  LT: { targetLabel: 'B', lowTemperatureEmitters: true, adaptationImpact: 2 },
  MT: { targetLabel: 'C', lowTemperatureEmitters: false, adaptationImpact: 1 },
  HT: { targetLabel: null, lowTemperatureEmitters: false, adaptationImpact: 1 },
};

const DIRECT_SYSTEM: SystemCoefficients = {
  space: carriers(0, 0, heatGJPerUsefulKWh(), 0),
  hotWater: carriers(0, 0, heatGJPerUsefulKWh(), 0),
};
// On a ZLT grid an individual booster heat pump lifts the grid heat; the grid delivers (1 − 1/SPF) of the useful heat.
const booster = SPF_ZLT_BOOSTER.value;
const ZLT_SYSTEM: SystemCoefficients = {
  space: carriers(0, 1 / booster, heatGJPerUsefulKWh() * (1 - 1 / booster), 0),
  hotWater: carriers(0, 1 / booster, heatGJPerUsefulKWh() * (1 - 1 / booster), 0),
};

// The in-house work of a connection; on a ZLT grid also its booster heat pump, priced as an air/water unit
// (estimate: no separate published figure).
const DIRECT_EQUIPMENT = equipmentBy({
  sizing: null,
  fixedEur: COST_HEAT_GRID_INHOUSE_WORK.value,
  sized2019: null,
  isdeHeatPump: false,
  subsidyEur: ISDE_HEAT_GRID.value,
  maintenanceShare: 0,
  lifetimeYears: LIFETIME_YEARS.value.heatConnection,
  shareLongLife: 0,
  longLifeYears: LIFETIME_YEARS.value.heatConnection,
});
const ZLT_EQUIPMENT = equipmentBy({
  sizing: { shareOfPeak: 1, minKW: MIN_HEAT_PUMP_KW.value },
  fixedEur: COST_HEAT_GRID_INHOUSE_WORK.value,
  sized2019: COST_AIR_WATER_2019.value,
  isdeHeatPump: false,
  subsidyEur: ISDE_HEAT_GRID.value,
  maintenanceShare: MAINTENANCE_SHARE.value.airWater,
  lifetimeYears: LIFETIME_YEARS.value.heatPump,
  shareLongLife: 0,
  longLifeYears: LIFETIME_YEARS.value.heatPump,
});

export function heatGridCode(index: number): string {
  return `heat_net_${index}`;
}

/** A campaign heat grid as a solution; `vatFactor` brings the campaign's tariffs to incl. VAT. */
export function heatGridSolution(net: HeatGrid, index: number, vatFactor: number): SolutionSpec {
  const heatClass = heatGridClass(net.temperature);
  const rules = CLASS_RULES[heatClass];
  const isZlt = heatClass === 'ZLT';
  const system = isZlt ? ZLT_SYSTEM : DIRECT_SYSTEM;
  const factors = PRIMARY_FACTOR.value;
  return {
    id: HEAT_NET_ID_BASE + index,
    code: heatGridCode(index),
    route: 'heat_grid',
    name: net.name ?? `Warmtenet ${heatClass}`,
    longName: `Warmtenet ${heatClass} (${withUnit(net.temperature, '°C')})`,
    ...rules,
    gasFree: true,
    doublesInsulationSubsidy: true,
    // Independence scale (eigen puntentelling): heat grid lowest (one supplier, ACM-capped prices).
    independence: 1,
    spaceM2: isZlt ? SPACE_USE_M2.value.zltBooster : SPACE_USE_M2.value.deliverySet,
    extraInvestmentEur: net.bak * vatFactor,
    heat: {
      priceEurPerGJ: net.price * vatFactor,
      standingChargeEur: net.standingCharge * vatFactor,
      primaryFactor: RENEWABLE_HEAT_SOURCES.has(net.source) ? factors.heatRenewable : factors.heatFossil,
      co2KgPerGJ: CO2_HEAT_BY_SOURCE.value[net.source],
    },
    fits: ALWAYS_FITS,
    system: everywhere(system),
    spaceAtFlowFactor: false,
    equipment: isZlt ? ZLT_EQUIPMENT : DIRECT_EQUIPMENT,
  };
}
