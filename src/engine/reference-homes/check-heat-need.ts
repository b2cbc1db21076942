import { formFactor, type Geometry } from '../geometry.ts';
import { standardSpaceHeatKWh } from '../heat-demand.ts';
import { heatLoss, uFromRc, type HeatLoss } from '../heat-loss.ts';
import { periodOf } from '../reference/construction-periods.ts';
import { FLOOR_REDUCTION_FACTOR } from '../reference/envelope.ts';
import type { VoorbeeldwoningHeatNeed } from '../reference/heat-need.ts';
import { TYPICAL_LEVELS_TODAY } from '../reference/typical-state.ts';
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

export interface MethodCheck {
  name: string;
  /** The model's standard space heat per m² on RVO's envelope. */
  modelKWhPerM2: number;
  publishedKWhPerM2: number;
  /** model / published − 1 */
  deviation: number;
  /** Heat-loss coefficients per m² of floor: RVO's envelope through the model, and the model's air exchange. */
  transmissionWPerKPerM2: number;
  airExchangeWPerKPerM2: number;
}

/**
 * The model's demand method on RVO's own envelope of the Voorbeeldwoning: RVO's U-values and areas for the
 * transmission, the model's crawl-space reduction for the floor, and the model's air exchange for a home of that
 * period in its typical state (src/engine/README.md §6). Unlike `checkHeatNeed`, this leaves out what the model
 * assumes about a typical home, so a deviation here lies in the method itself.
 */
export function checkHeatNeedMethod(home: VoorbeeldwoningHeatNeed): MethodCheck {
  const period = periodOf(home.buildYear);
  const area = home.floorAreaM2;
  const typing = home.typing;
  const noEnvelope: Geometry = { floorAreaM2: area, roofM2: 0, floorM2: 0, facadeM2: 0, glass1M2: 0, glass2M2: 0 };
  // With no envelope areas the model's own heat loss is its air exchange alone.
  const air = heatLoss(noEnvelope, TYPICAL_LEVELS_TODAY.value[period], period);
  const floor = typing.crawlSpaceFloorM2 * uFromRc(typing.crawlSpaceFloorRc) * FLOOR_REDUCTION_FACTOR.value;
  const transmission = typing.outsideUAWPerK + floor;
  // RVO's envelope is not split by component; the sum is all the demand method needs.
  const loss: HeatLoss = { ...air, facade: typing.outsideUAWPerK, floor, totalWPerK: transmission + air.totalWPerK };
  const modelKWhPerM2 = standardSpaceHeatKWh(loss, { ...noEnvelope, glass1M2: typing.glassM2 }) / area;
  return {
    name: home.name,
    modelKWhPerM2,
    publishedKWhPerM2: home.heatNeedKWhPerM2,
    deviation: modelKWhPerM2 / home.heatNeedKWhPerM2 - 1,
    transmissionWPerKPerM2: transmission / area,
    airExchangeWPerKPerM2: air.totalWPerK / area,
  };
}
