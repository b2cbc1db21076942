import { carriers, gasPerUsefulKWh, heatGJPerUsefulKWh, type SystemCoefficients } from './carriers.ts';
import { CURRENT_HEATING, SPF_HYBRID } from './reference/efficiencies.ts';
import type { CurrentHeating } from './types.ts';

function systemFor(heating: CurrentHeating): SystemCoefficients {
  const row = CURRENT_HEATING.value[heating];
  switch (row.carrier) {
    case 'gas': {
      const byHeatPump = row.shareSpaceByHeatPump;
      return {
        space: carriers((1 - byHeatPump) * gasPerUsefulKWh(row.space), byHeatPump / SPF_HYBRID.value, 0, 0),
        hotWater: carriers(gasPerUsefulKWh(row.hotWater), 0, 0, 0),
      };
    }
    case 'electricity':
      return { space: carriers(0, 1 / row.space, 0, 0), hotWater: carriers(0, 1 / row.hotWater, 0, 0) };
    case 'heat':
      return { space: carriers(0, 0, heatGJPerUsefulKWh(), 0), hotWater: carriers(0, 0, heatGJPerUsefulKWh(), 0) };
  }
}

const SYSTEMS = Object.fromEntries(
  (Object.keys(CURRENT_HEATING.value) as CurrentHeating[]).map((heating) => [heating, systemFor(heating)]),
) as Record<CurrentHeating, SystemCoefficients>;

/** Delivered energy per useful kWh of the home's current heating (PBL Vesta MAIS 5.0, 2021; Milieu Centraal en PBL Vesta, 2021; Milieu Centraal, 2024). */
export function currentHeatingSystem(heating: CurrentHeating): SystemCoefficients {
  return SYSTEMS[heating];
}

/** True when space heating burns gas today, so measured gas can calibrate the space-heating demand. */
export function heatsWithGas(heating: CurrentHeating): boolean {
  return CURRENT_HEATING.value[heating].carrier === 'gas';
}
