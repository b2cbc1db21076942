import { carriers, pelletsKgPerUsefulKWh, type SystemCoefficients } from '../carriers.ts';
import { PELLET_BOILER } from '../reference/efficiencies.ts';
import {
  COST_PELLET_BOILER,
  LIFETIME_YEARS,
  MAINTENANCE_SHARE,
  SPACE_USE_M2,
} from '../reference/installation-costs.ts';
import { equipmentBy } from './equipment.ts';
import { ALWAYS_FITS, everywhere, NO_HEAT, type SolutionSpec } from './solution-spec.ts';

const PELLET_SYSTEM: SystemCoefficients = {
  space: carriers(0, 0, 0, pelletsKgPerUsefulKWh(PELLET_BOILER.value)),
  hotWater: carriers(0, 0, 0, pelletsKgPerUsefulKWh(PELLET_BOILER.value)),
};

export const pelletBoiler: SolutionSpec = {
  id: 6,
  code: 'pellet_boiler',
  route: 'other',
  name: 'Pelletketel',
  longName: 'Cv-ketel op houtpellets',
  targetLabel: null,
  gasFree: true,
  lowTemperatureEmitters: false,
  doublesInsulationSubsidy: false,
  adaptationImpact: 2,
  independence: 3,
  spaceM2: SPACE_USE_M2.value.pellet,
  extraInvestmentEur: 0,
  heat: NO_HEAT,
  fits: ALWAYS_FITS,
  system: everywhere(PELLET_SYSTEM),
  spaceAtFlowFactor: false,
  // No ISDE amount for pellet boilers in RVO, ISDE 2025: none is counted.
  equipment: equipmentBy({
    sizing: null,
    fixedEur: COST_PELLET_BOILER.value,
    sized2019: null,
    isdeHeatPump: false,
    subsidyEur: 0,
    maintenanceShare: MAINTENANCE_SHARE.value.pellet,
    lifetimeYears: LIFETIME_YEARS.value.boiler,
    shareLongLife: 0,
    longLifeYears: LIFETIME_YEARS.value.boiler,
  }),
};
