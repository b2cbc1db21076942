import { carriers, gasPerUsefulKWh, type SystemCoefficients } from '../carriers.ts';
import { CONDENSING_BOILER, SOLAR_BOILER_SHARE_HOT_WATER } from '../reference/efficiencies.ts';
import {
  COST_CONDENSING_BOILER,
  COST_HYDROGEN_ADAPTATION,
  COST_SOLAR_BOILER,
  LIFETIME_YEARS,
  MAINTENANCE_SHARE,
  SPACE_USE_M2,
} from '../reference/installation-costs.ts';
import { ISDE_SOLAR_BOILER } from '../reference/subsidies.ts';
import type { GasType } from '../types.ts';
import { equipmentBy } from './equipment.ts';
import { ALWAYS_FITS, everywhere, fitsWhen, NO_HEAT, type SolutionSpec } from './solution-spec.ts';

const BOILER_SYSTEM: SystemCoefficients = {
  space: carriers(gasPerUsefulKWh(CONDENSING_BOILER.value.space), 0, 0, 0),
  hotWater: carriers(gasPerUsefulKWh(CONDENSING_BOILER.value.hotWater), 0, 0, 0),
};
const SOLAR_BOILER_SYSTEM: SystemCoefficients = {
  space: BOILER_SYSTEM.space,
  hotWater: carriers(BOILER_SYSTEM.hotWater.gasM3 * (1 - SOLAR_BOILER_SHARE_HOT_WATER.value), 0, 0, 0),
};

const BOILER_EQUIPMENT = equipmentBy({
  sizing: null,
  fixedEur: COST_CONDENSING_BOILER.value,
  sized2019: null,
  isdeHeatPump: false,
  subsidyEur: 0,
  maintenanceShare: MAINTENANCE_SHARE.value.condensingBoiler,
  lifetimeYears: LIFETIME_YEARS.value.boiler,
  shareLongLife: 0,
  longLifeYears: LIFETIME_YEARS.value.boiler,
});
const BOILER_EUR = COST_CONDENSING_BOILER.value;
const SOLAR_EUR = COST_SOLAR_BOILER.value;
const SOLAR_BOILER_EQUIPMENT = equipmentBy({
  sizing: null,
  fixedEur: BOILER_EUR + SOLAR_EUR,
  sized2019: null,
  isdeHeatPump: false,
  subsidyEur: ISDE_SOLAR_BOILER.value,
  maintenanceShare:
    (BOILER_EUR * MAINTENANCE_SHARE.value.condensingBoiler + SOLAR_EUR * MAINTENANCE_SHARE.value.solarBoiler) /
    (BOILER_EUR + SOLAR_EUR),
  lifetimeYears: LIFETIME_YEARS.value.boiler,
  shareLongLife: SOLAR_EUR / (BOILER_EUR + SOLAR_EUR),
  longLifeYears: LIFETIME_YEARS.value.solarBoiler,
});

const BOILER_NAMES: Record<GasType, { name: string; longName: string; independence: number }> = {
  // Independence (eigen puntentelling): gas from the fuel market is low; hydrogen depends on a network still to come.
  natural: { name: 'HR-ketel', longName: 'Nieuwe HR-ketel op aardgas', independence: 2 },
  green_gas: { name: 'HR-ketel op groen gas', longName: 'Nieuwe HR-ketel op groen gas', independence: 2.5 },
  hydrogen: { name: 'Waterstofketel', longName: 'Cv-ketel op waterstof', independence: 1.5 },
};

export function condensingBoiler(typeOfGas: GasType): SolutionSpec {
  const names = BOILER_NAMES[typeOfGas];
  return {
    id: 1,
    code: 'condensing_boiler',
    route: 'fuel',
    ...names,
    targetLabel: null,
    gasFree: false,
    lowTemperatureEmitters: false,
    doublesInsulationSubsidy: false,
    adaptationImpact: 0,
    spaceM2: SPACE_USE_M2.value.boiler,
    extraInvestmentEur: typeOfGas === 'hydrogen' ? COST_HYDROGEN_ADAPTATION.value : 0,
    heat: NO_HEAT,
    fits: ALWAYS_FITS,
    system: everywhere(BOILER_SYSTEM),
    spaceAtFlowFactor: false,
    equipment: BOILER_EQUIPMENT,
  };
}

/**
 * A solar boiler as an add-on to a condensing boiler, where the home has its own roof. It stays on the gas net, so it
 * belongs to the gas route, not to the own-solution route 'zonder gasnet of warmtenet' (issue #35.8).
 */
export function solarBoiler(typeOfGas: GasType): SolutionSpec {
  return {
    id: 8,
    code: 'solar_boiler',
    route: 'fuel',
    name: 'Zonneboiler',
    longName: 'HR-ketel met zonneboiler voor warm water',
    targetLabel: null,
    gasFree: false,
    lowTemperatureEmitters: false,
    doublesInsulationSubsidy: true,
    adaptationImpact: 1,
    independence: BOILER_NAMES[typeOfGas].independence + 0.5,
    spaceM2: SPACE_USE_M2.value.solarBoiler,
    extraInvestmentEur: typeOfGas === 'hydrogen' ? COST_HYDROGEN_ADAPTATION.value : 0,
    heat: NO_HEAT,
    fits: fitsWhen({ ownRoof: true, noSolarBoiler: true }),
    system: everywhere(SOLAR_BOILER_SYSTEM),
    spaceAtFlowFactor: false,
    equipment: SOLAR_BOILER_EQUIPMENT,
  };
}
