import type { CampaignSettings } from '../types.ts';
import { condensingBoiler, solarBoiler } from './boilers.ts';
import { heatNetSolution } from './heat-grid.ts';
import { airAirHeatPump, airWaterHeatPump, groundHeatPump, hybridHeatPump, pvtHeatPump } from './heat-pumps.ts';
import { pelletBoiler } from './pellet-boiler.ts';
import type { SolutionSpec } from './solution-spec.ts';

/** Codes of the fixed catalogue, for campaign include/exclude lists; heat nets are `heat_net_<index>`. */
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
    ...settings.heatNets.map((net, index) => heatNetSolution(net, index, vatFactor)),
  ];
}
