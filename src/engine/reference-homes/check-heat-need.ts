import { formFactor } from '../geometry.ts';
import type { VoorbeeldwoningHeatNeed } from '../reference/heat-need.ts';
import { typicalHome } from './check-reference-home.ts';

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
  const house = typicalHome(home.dwellingType, home.buildYear, home.floorAreaM2);
  const modelKWhPerM2 = house.standardSpaceKWh / home.floorAreaM2;
  return {
    name: home.name,
    modelKWhPerM2,
    publishedKWhPerM2: home.heatNeedKWhPerM2,
    deviation: modelKWhPerM2 / home.heatNeedKWhPerM2 - 1,
    modelFormFactor: formFactor(house.geometry),
    publishedFormFactor: home.formFactor,
  };
}
