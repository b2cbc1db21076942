import type { CampaignSettings } from '../types.ts';
import { condensingBoiler, solarBoiler } from './boilers.ts';
import { heatGridSolution } from './heat-grid.ts';
import { airAirHeatPump, airWaterHeatPump, groundHeatPump, hybridHeatPump, pvtHeatPump } from './heat-pumps.ts';
import { pelletBoiler } from './pellet-boiler.ts';
import type { SolutionSpec } from './solution-spec.ts';

/** Codes of the fixed catalogue, for campaign include/exclude lists; heat grids are `heat_net_<index>`. */
export const CATALOGUE_CODES = [
  'condensing_boiler',
  'hybrid_heat_pump',
  'air_water_heat_pump',
  'ground_heat_pump',
  'air_air_heat_pump',
  'pellet_boiler',
  'pvt_heat_pump',
  'solar_boiler',
] as const;

/**
 * The spec with its fields in one fixed order. The solution modules build their specs with spreads in
 * different orders, so each had its own hidden class and every field read in the engine's hot path went
 * through V8's slow megamorphic lookup (docs/decisions/0017-engine-plain-advice-speed.md).
 */
function inOneShape(spec: SolutionSpec): SolutionSpec {
  return {
    id: spec.id,
    code: spec.code,
    route: spec.route,
    name: spec.name,
    longName: spec.longName,
    targetLabel: spec.targetLabel,
    gasFree: spec.gasFree,
    lowTemperatureEmitters: spec.lowTemperatureEmitters,
    doublesInsulationSubsidy: spec.doublesInsulationSubsidy,
    adaptationImpact: spec.adaptationImpact,
    independence: spec.independence,
    spaceM2: spec.spaceM2,
    extraInvestmentEur: spec.extraInvestmentEur,
    heat: {
      priceEurPerGJ: spec.heat.priceEurPerGJ,
      standingChargeEur: spec.heat.standingChargeEur,
      primaryFactor: spec.heat.primaryFactor,
      co2KgPerGJ: spec.heat.co2KgPerGJ,
    },
    fits: spec.fits,
    system: spec.system,
    spaceAtFlowFactor: spec.spaceAtFlowFactor,
    equipment: spec.equipment,
  };
}

/** All solutions for a campaign (src/engine/README.md §3), in id order. */
export function catalogue(
  settings: Pick<CampaignSettings, 'typeOfGas' | 'heatNets'>,
  vatFactor: number,
): SolutionSpec[] {
  return [
    condensingBoiler(settings.typeOfGas),
    hybridHeatPump,
    airWaterHeatPump,
    groundHeatPump,
    airAirHeatPump,
    pelletBoiler,
    pvtHeatPump,
    solarBoiler(settings.typeOfGas),
    ...settings.heatNets.map((net, index) => heatGridSolution(net, index, vatFactor)),
  ].map(inOneShape);
}
