import { heatLoss } from './heat-loss.ts';
import type { HouseAnalysis, Scenario } from './analyse-house.ts';
import { periodIndex } from './period-years.ts';
import { CONSTRUCTION_PERIODS } from './reference/construction-periods.ts';
import { DEGREE_DAYS_NORMAL_YEAR, DESIGN_TEMPERATURE_DIFFERENCE, HEATING_SEASON_HOURS } from './reference/climate.ts';
import {
  EMITTER_DESIGN_MEAN_WATER_C,
  HEAT_PUMP_SPF_FIT,
  HEAT_PUMP_SYSTEM_DELTA_K,
  LT_EMITTERS_DESIGN_FLOW_C,
  RADIATOR_EXPONENT,
} from './reference/heat-pump-flow.ts';
import type { BuildingLevels, FlowStatement } from './types.ts';

// The design point of src/engine/README.md §2: 20 °C inside at −10 °C outside.
const ROOM_C = 20;
const DESIGN_DT = DESIGN_TEMPERATURE_DIFFERENCE.value;
/** Mean outside temperature of a Dutch heating season: base 18 °C less the normal year's degree days per day. */
export const SEASON_OUTSIDE_C = 18 - DEGREE_DAYS_NORMAL_YEAR.value / (HEATING_SEASON_HOURS.value / 24);
const INVERSE_N = 1 / RADIATOR_EXPONENT.value;
const HALF_SYSTEM_DT = HEAT_PUMP_SYSTEM_DELTA_K.value / 2;
/** The season's load as a share of the design load: heat loss is proportional to inside − outside. */
const SEASON_LOAD = (ROOM_C - SEASON_OUTSIDE_C) / DESIGN_DT;
const SEASON_EMITTER_SHARE = SEASON_LOAD ** INVERSE_N;
/**
 * The emitters' design mean water temperature above the room per period (in CONSTRUCTION_PERIODS order, read by
 * periodIndex): a read by the period's name was a megamorphic keyed lookup for every heat pump of every home
 * (docs/decisions/0167-cheaper-home-settled-once.md).
 */
const EMITTER_EXCESS_C = CONSTRUCTION_PERIODS.map((period) => EMITTER_DESIGN_MEAN_WATER_C.value[period] - ROOM_C);

const AS_BUILT: BuildingLevels = {
  roof: 0,
  floor: 0,
  facade: 0,
  glass1: 0,
  glass2: 0,
  ventilationType: 0,
  infiltration: 0,
};

/**
 * The flow temperature the home needs at −10 °C with its own emitters, which were sized for the as-built heat
 * loss at the period's design temperature (EMITTER_DESIGN_MEAN_WATER_C): a lower heat loss lets the same emitters
 * do with a lower mean water temperature, by the radiator equation. Never above the as-built design. Where the
 * home was measured, its measured loss (scenario.designLossWPerK) meets the emitters the model says it has.
 */
export function designFlowC(house: HouseAnalysis, scenario: Scenario): number {
  return flowAtLossC(scenario.designLossWPerK, asBuiltLossWPerK(house), EMITTER_EXCESS_C[periodIndex(house.period)]!);
}

function asBuiltLossWPerK(house: HouseAnalysis): number {
  return (house.asBuiltLossWPerK ??= heatLoss(
    house.geometry,
    AS_BUILT,
    house.period,
    house.profile.dwellingType,
  ).totalWPerK);
}

/** designFlowC at a heat loss, for emitters sized for `asBuiltWPerK` with their design water `excessC` above the room. */
function flowAtLossC(lossWPerK: number, asBuiltWPerK: number, excessC: number): number {
  const ratio = asBuiltWPerK > 0 ? Math.min(1, lossWPerK / asBuiltWPerK) : 1;
  // exp(ln x / n) rather than x ** (1/n): V8's general power costs about twice as much (record 0105), and this runs
  // for every heat-pump solution of every home.
  return ROOM_C + excessC * Math.exp(INVERSE_N * Math.log(ratio)) + HALF_SYSTEM_DT;
}

/** The heat-weighted flow temperature over a season under weather compensation, for a design flow temperature. */
export function seasonFlowC(designFlow: number): number {
  const excess = designFlow - HALF_SYSTEM_DT - ROOM_C;
  return ROOM_C + excess * SEASON_EMITTER_SHARE + HALF_SYSTEM_DT * SEASON_LOAD;
}

/** Seasonal performance of an air/water heat pump at a design flow temperature (HEAT_PUMP_SPF_FIT, within its range). */
export function seasonalFactor(designFlow: number): number {
  const fit = HEAT_PUMP_SPF_FIT.value;
  const lift = Math.min(fit.maxDeltaK, Math.max(fit.minDeltaK, seasonFlowC(designFlow) - SEASON_OUTSIDE_C));
  return fit.intercept + fit.slope * lift;
}

/** What an air/water heat pump works with in one package of one home. */
export interface HeatPumpFlow {
  /** Design flow temperature at −10 °C, as the home is now with its own emitters. */
  currentC: number;
  /** Design flow temperature after the package, with low-temperature emitters where the solution adds them. */
  packageC: number;
  /** Whether the low-temperature emitters, not the insulation alone, bring it down to packageC. */
  byEmitters: boolean;
  seasonalFactor: number;
}

export function heatPumpFlow(house: HouseAnalysis, scenario: Scenario, lowTemperatureEmitters: boolean): HeatPumpFlow {
  // The home's emitters once for both temperatures, now and after the package.
  const asBuiltWPerK = asBuiltLossWPerK(house);
  const excessC = EMITTER_EXCESS_C[periodIndex(house.period)]!;
  const currentC = flowAtLossC(house.asIs.designLossWPerK, asBuiltWPerK, excessC);
  const insulated = scenario === house.asIs ? currentC : flowAtLossC(scenario.designLossWPerK, asBuiltWPerK, excessC);
  const cap = LT_EMITTERS_DESIGN_FLOW_C.value;
  const byEmitters = lowTemperatureEmitters && insulated > cap;
  const packageC = byEmitters ? cap : insulated;
  return { currentC, packageC, byEmitters, seasonalFactor: seasonalFactor(packageC) };
}

/** Rounded up to whole 5 °C, as a resident would set it: never promise a lower temperature than the home needs. */
export function roundedUpC(flowC: number): number {
  return Math.ceil(flowC / 5 - 1e-9) * 5;
}

/**
 * Which sentence a resident reads (its texts: src/contract/explanation-texts.ts): what temperature the home can be
 * heated at after the package, and now; the two temperatures are the explanation's own.
 */
export function flowStatement(flow: HeatPumpFlow, packageChanges: boolean): FlowStatement {
  if (!packageChanges && !flow.byEmitters) return 'asItIs';
  const same = roundedUpC(flow.packageC) === roundedUpC(flow.currentC);
  if (flow.byEmitters) return same ? 'insulationAndEmittersSameAsNow' : 'insulationAndEmitters';
  return same ? 'insulationSameAsNow' : 'insulation';
}
