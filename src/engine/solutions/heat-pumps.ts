import { carriers, gasPerUsefulKWh, type SystemCoefficients } from '../carriers.ts';
import {
  CONDENSING_BOILER,
  ELECTRIC_BOILER,
  HYBRID_SHARE_SPACE_HEAT,
  SPF_AIR_AIR,
  SPF_AIR_WATER,
  SPF_GROUND,
  SPF_HYBRID,
  SPF_PVT,
} from '../reference/efficiencies.ts';
import {
  COST_AIR_AIR,
  COST_AIR_WATER_2019,
  COST_ELECTRIC_BOILER_2019,
  COST_GROUND_2019,
  COST_HYBRID_2019,
  COST_PVT_COLLECTORS,
  LIFETIME_YEARS,
  MAINTENANCE_SHARE,
  MIN_HEAT_PUMP_KW,
  MIN_HYBRID_HEAT_PUMP_KW,
  PRICE_INDEX_2019_TO_2025,
  SHARE_GROUND_LOOP,
  SHARE_PEAK_HYBRID,
  SPACE_USE_M2,
} from '../reference/installation-costs.ts';
import { ISDE_GROUND_HEAT_PUMP } from '../reference/subsidies.ts';
import { equipmentBy, type EquipmentRule } from './equipment.ts';
import { ALWAYS_FITS, everywhere, fitsWhen, NO_HEAT, type SolutionSpec } from './solution-spec.ts';

const INDEX = PRICE_INDEX_2019_TO_2025.value;
const LIFETIME = LIFETIME_YEARS.value;

function electricSystem(spfSpace: number, efficiencyHotWater: number): SystemCoefficients {
  return { space: carriers(0, 1 / spfSpace, 0, 0), hotWater: carriers(0, 1 / efficiencyHotWater, 0, 0) };
}

/** A heat pump's rule: sized to the peak load, its ISDE amount for that size, a heat pump's lifetime. */
function heatPumpRule(
  shareOfPeak: number,
  minKW: number,
  sized2019: EquipmentRule['sized2019'],
  maintenanceShare: number,
): EquipmentRule {
  return {
    sizing: { shareOfPeak, minKW },
    fixedEur: 0,
    sized2019,
    isdeHeatPump: true,
    subsidyEur: 0,
    maintenanceShare,
    lifetimeYears: LIFETIME.heatPump,
    shareLongLife: 0,
    longLifeYears: LIFETIME.heatPump,
  };
}

const HEAT_PUMP_COMMON = {
  gasFree: true,
  doublesInsulationSubsidy: true,
  extraInvestmentEur: 0,
  heat: NO_HEAT,
  fits: ALWAYS_FITS,
  spaceAtFlowFactor: false,
} as const;

export const hybridHeatPump: SolutionSpec = {
  id: 2,
  code: 'hybrid_heat_pump',
  route: 'fuel',
  name: 'Hybride warmtepomp',
  longName: 'Hybride warmtepomp naast een HR-ketel',
  targetLabel: 'C',
  ...HEAT_PUMP_COMMON,
  gasFree: false,
  lowTemperatureEmitters: false,
  adaptationImpact: 1,
  independence: 3,
  spaceM2: SPACE_USE_M2.value.hybrid,
  system: (shareInsulated) => {
    const share =
      HYBRID_SHARE_SPACE_HEAT.value.poor +
      (HYBRID_SHARE_SPACE_HEAT.value.good - HYBRID_SHARE_SPACE_HEAT.value.poor) * shareInsulated;
    return {
      space: carriers((1 - share) * gasPerUsefulKWh(CONDENSING_BOILER.value.space), share / SPF_HYBRID.value, 0, 0),
      hotWater: carriers(gasPerUsefulKWh(CONDENSING_BOILER.value.hotWater), 0, 0, 0),
    };
  },
  equipment: equipmentBy(
    heatPumpRule(
      SHARE_PEAK_HYBRID.value,
      MIN_HYBRID_HEAT_PUMP_KW.value,
      COST_HYBRID_2019.value,
      MAINTENANCE_SHARE.value.hybrid,
    ),
  ),
};

const AIR_WATER_SYSTEM = electricSystem(SPF_AIR_WATER.value.space, SPF_AIR_WATER.value.hotWater);
export const airWaterHeatPump: SolutionSpec = {
  id: 3,
  code: 'air_water_heat_pump',
  route: 'all_electric',
  name: 'Luchtwarmtepomp',
  longName: 'Lucht-water-warmtepomp, helemaal elektrisch',
  targetLabel: 'B',
  ...HEAT_PUMP_COMMON,
  lowTemperatureEmitters: true,
  adaptationImpact: 2,
  independence: 4,
  spaceM2: SPACE_USE_M2.value.airWater,
  // Vesta's one factor stays for what needs the system without a home (the label of the solution itself);
  // advice uses the factor of the home's flow temperature.
  system: everywhere(AIR_WATER_SYSTEM),
  spaceAtFlowFactor: true,
  equipment: equipmentBy(
    heatPumpRule(1, MIN_HEAT_PUMP_KW.value, COST_AIR_WATER_2019.value, MAINTENANCE_SHARE.value.airWater),
  ),
};

const GROUND_SYSTEM = electricSystem(SPF_GROUND.value.space, SPF_GROUND.value.hotWater);
export const groundHeatPump: SolutionSpec = {
  id: 4,
  code: 'ground_heat_pump',
  route: 'all_electric',
  name: 'Bodemwarmtepomp',
  longName: 'Bodem-water-warmtepomp met een bodemlus',
  targetLabel: 'B',
  ...HEAT_PUMP_COMMON,
  lowTemperatureEmitters: true,
  adaptationImpact: 3,
  independence: 4,
  spaceM2: SPACE_USE_M2.value.ground,
  system: everywhere(GROUND_SYSTEM),
  equipment: equipmentBy({
    ...heatPumpRule(1, MIN_HEAT_PUMP_KW.value, COST_GROUND_2019.value, MAINTENANCE_SHARE.value.ground),
    isdeHeatPump: false,
    subsidyEur: ISDE_GROUND_HEAT_PUMP.value,
    shareLongLife: SHARE_GROUND_LOOP.value,
    longLifeYears: LIFETIME.groundLoop,
  }),
};

const AIR_AIR_SYSTEM = electricSystem(SPF_AIR_AIR.value, ELECTRIC_BOILER.value);
const AIR_AIR_EUR = COST_AIR_AIR.value;
const ELECTRIC_BOILER_EUR = COST_ELECTRIC_BOILER_2019.value * INDEX;
const AIR_AIR_MAINTENANCE_SHARE =
  (AIR_AIR_EUR * MAINTENANCE_SHARE.value.airAir + ELECTRIC_BOILER_EUR * MAINTENANCE_SHARE.value.electricBoiler) /
  (AIR_AIR_EUR + ELECTRIC_BOILER_EUR);
export const airAirHeatPump: SolutionSpec = {
  id: 5,
  code: 'air_air_heat_pump',
  route: 'all_electric',
  name: 'Lucht-lucht-warmtepomp',
  longName: 'Lucht-lucht-warmtepompen met een elektrische boiler voor warm water',
  targetLabel: 'C',
  ...HEAT_PUMP_COMMON,
  // Not an ISDE heat pump, so it does not double the insulation amounts either (ISDE_DOUBLING_FACTOR).
  doublesInsulationSubsidy: false,
  lowTemperatureEmitters: false,
  adaptationImpact: 2,
  independence: 4,
  spaceM2: SPACE_USE_M2.value.airAir,
  system: everywhere(AIR_AIR_SYSTEM),
  // Air/air units get no ISDE heat-pump grant (it covers water-based heat pumps only).
  equipment: equipmentBy({
    ...heatPumpRule(1, MIN_HEAT_PUMP_KW.value, null, AIR_AIR_MAINTENANCE_SHARE),
    fixedEur: AIR_AIR_EUR + ELECTRIC_BOILER_EUR,
    isdeHeatPump: false,
    subsidyEur: 0,
  }),
};

const PVT_SYSTEM = electricSystem(SPF_PVT.value.space, SPF_PVT.value.hotWater);
export const pvtHeatPump: SolutionSpec = {
  id: 7,
  code: 'pvt_heat_pump',
  route: 'other',
  name: 'PVT-warmtepomp',
  longName: 'Warmtepomp met PVT-zonnepanelen als bron',
  targetLabel: 'A',
  ...HEAT_PUMP_COMMON,
  fits: fitsWhen({ ownRoof: true, noSolarBoiler: false }),
  lowTemperatureEmitters: true,
  adaptationImpact: 3,
  independence: 5,
  spaceM2: SPACE_USE_M2.value.pvt,
  system: everywhere(PVT_SYSTEM),
  // The collectors' price on top of an air/water unit's (the same sum the other way round: addition commutes).
  equipment: equipmentBy({
    ...heatPumpRule(1, MIN_HEAT_PUMP_KW.value, COST_AIR_WATER_2019.value, MAINTENANCE_SHARE.value.airWater),
    fixedEur: COST_PVT_COLLECTORS.value,
  }),
};
