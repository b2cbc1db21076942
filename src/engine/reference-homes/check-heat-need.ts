import { analyseHouse } from '../analyse-house.ts';
import { defaultProfile } from '../default-profile.ts';
import { geometry } from '../geometry.ts';
import type { VoorbeeldwoningHeatNeed } from '../reference/heat-need.ts';

export interface HeatNeedCheck {
  name: string;
  /** The model's standard space heat per m² for a typical home of the same type, year and floor area. */
  modelKWhPerM2: number;
  publishedKWhPerM2: number;
  /** model / published − 1 */
  deviation: number;
  modelFormFactor: number;
  publishedFormFactor: number;
}

/** The Voorbeeldwoning's net heat need next to the model's standard space heat for a home like it (src/engine/README.md §6). */
export function checkHeatNeed(home: VoorbeeldwoningHeatNeed): HeatNeedCheck {
  const profile = defaultProfile({
    buildYear: home.buildYear,
    totalSurface: home.floorAreaM2,
    dwellingType: home.dwellingType,
    isMonument: false,
  });
  const areas = geometry(profile);
  const modelKWhPerM2 = analyseHouse(profile).standardSpaceKWh / home.floorAreaM2;
  return {
    name: home.name,
    modelKWhPerM2,
    publishedKWhPerM2: home.heatNeedKWhPerM2,
    deviation: modelKWhPerM2 / home.heatNeedKWhPerM2 - 1,
    modelFormFactor:
      (areas.roofM2 + areas.floorM2 + areas.facadeM2 + areas.glass1M2 + areas.glass2M2) / home.floorAreaM2,
    publishedFormFactor: home.formFactor,
  };
}
