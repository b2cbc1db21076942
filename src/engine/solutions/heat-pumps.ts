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
import { ISDE_GROUND_HEAT_PUMP, ISDE_HEAT_PUMP } from '../reference/subsidies.ts';
import { ALWAYS_FITS, NO_HEAT, type Equipment, type SolutionSpec } from './solution-spec.ts';

const INDEX = PRICE_INDEX_2019_TO_2025.value;
const LIFETIME = LIFETIME_YEARS.value;

function electricSystem(spfSpace: number, efficiencyHotWater: number): SystemCoefficients {
  return { space: carriers(0, 1 / spfSpace, 0, 0), hotWater: carriers(0, 1 / efficiencyHotWater, 0, 0) };
}

function sizedKW(peakKW: number, shareOfPeak: number, minKW: number = MIN_HEAT_PUMP_KW.value): number {
  return Math.max(minKW, peakKW * shareOfPeak);
}

// Each year's amounts read once: the row is keyed by year, and a read by a year number was a dictionary lookup
// with a hash for every heat pump of every home (docs/decisions/0162-engine-instructions-of-the-shipped-engine.md).
const ISDE_HEAT_PUMP_2025 = ISDE_HEAT_PUMP.value[2025];
const ISDE_HEAT_PUMP_2026 = ISDE_HEAT_PUMP.value[2026];

/** ISDE for air/water, hybrid and other electric heat pumps (RVO, ISDE 2025). */
export function isdeHeatPump(kW: number, isdeYear: 2025 | 2026): number {
  const amounts = isdeYear === 2025 ? ISDE_HEAT_PUMP_2025 : ISDE_HEAT_PUMP_2026;
  return amounts.start + amounts.perKW * kW + amounts.bonus;
}

function heatPumpEquipment(kW: number, investmentEur: number, subsidyEur: number, maintenanceShare: number): Equipment {
  return {
    kW,
    investmentEur,
    subsidyEur,
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
  systemAtFactor: null,
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
  equipment: (peakKW, isdeYear) => {
    const kW = sizedKW(peakKW, SHARE_PEAK_HYBRID.value, MIN_HYBRID_HEAT_PUMP_KW.value);
    const cost = COST_HYBRID_2019.value;
    return heatPumpEquipment(
      kW,
      (cost.fixed + cost.perKW * kW) * INDEX,
      isdeHeatPump(kW, isdeYear),
      MAINTENANCE_SHARE.value.hybrid,
    );
  },
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
  system: () => AIR_WATER_SYSTEM,
  systemAtFactor: (spaceSpf) => electricSystem(spaceSpf, SPF_AIR_WATER.value.hotWater),
  equipment: (peakKW, isdeYear) => {
    const kW = sizedKW(peakKW, 1);
    const cost = COST_AIR_WATER_2019.value;
    return heatPumpEquipment(
      kW,
      (cost.fixed + cost.perKW * kW) * INDEX,
      isdeHeatPump(kW, isdeYear),
      MAINTENANCE_SHARE.value.airWater,
    );
  },
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
  system: () => GROUND_SYSTEM,
  equipment: (peakKW) => {
    const kW = sizedKW(peakKW, 1);
    const cost = COST_GROUND_2019.value;
    return {
      kW,
      investmentEur: (cost.fixed + cost.perKW * kW) * INDEX,
      subsidyEur: ISDE_GROUND_HEAT_PUMP.value,
      maintenanceShare: MAINTENANCE_SHARE.value.ground,
      lifetimeYears: LIFETIME.heatPump,
      shareLongLife: SHARE_GROUND_LOOP.value,
      longLifeYears: LIFETIME.groundLoop,
    };
  },
};

const AIR_AIR_SYSTEM = electricSystem(SPF_AIR_AIR.value, ELECTRIC_BOILER.value);
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
  system: () => AIR_AIR_SYSTEM,
  equipment: (peakKW) => {
    const airAir = COST_AIR_AIR.value;
    const boiler = COST_ELECTRIC_BOILER_2019.value * INDEX;
    const maintenance = MAINTENANCE_SHARE.value;
    // Air/air units get no ISDE heat-pump grant (it covers water-based heat pumps only).
    return heatPumpEquipment(
      sizedKW(peakKW, 1),
      airAir + boiler,
      0,
      (airAir * maintenance.airAir + boiler * maintenance.electricBoiler) / (airAir + boiler),
    );
  },
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
  fits: ({ hasOwnRoof }) => hasOwnRoof,
  lowTemperatureEmitters: true,
  adaptationImpact: 3,
  independence: 5,
  spaceM2: SPACE_USE_M2.value.pvt,
  system: () => PVT_SYSTEM,
  equipment: (peakKW, isdeYear) => {
    const kW = sizedKW(peakKW, 1);
    const cost = COST_AIR_WATER_2019.value;
    return heatPumpEquipment(
      kW,
      (cost.fixed + cost.perKW * kW) * INDEX + COST_PVT_COLLECTORS.value,
      isdeHeatPump(kW, isdeYear),
      MAINTENANCE_SHARE.value.airWater,
    );
  },
};
