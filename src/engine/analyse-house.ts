import { calibrate, calibrateToSignature, designLossWPerK, UNCALIBRATED, type Calibration } from './calibration.ts';
import { carriers, energyUse, type CarrierAmounts, type SystemCoefficients } from './carriers.ts';
import { currentHeatingSystem, heatsWithGas } from './current-heating.ts';
import { isApartment } from './default-profile.ts';
import type { ModelInputs } from './model-inputs.ts';
import { geometry, type Geometry } from './geometry.ts';
import {
  COOKING_ELECTRICITY_KWH,
  cookingGasM3,
  expectedSpaceHeatKWh,
  hotWaterKWh,
  standardHotWaterKWh,
  standardSpaceHeatKWh,
} from './heat-demand.ts';
import { heatLoss, type HeatLoss } from './heat-loss.ts';
import { currentEnergyLabel, ep2ClassIndex, estimateEp2, insulationClassIndex, labelIndex } from './labels.ts';
import { periodOf, type ConstructionPeriod } from './reference/construction-periods.ts';
import { PRIMARY_FACTOR } from './reference/energy-labels.ts';
import { LABEL_ORDER } from '../vocabulary/energy-labels.ts';
import type { AdviceProfile, BuildingLevels, EnergyLabel, HouseProfile, LabelSource } from './types.ts';

/** The home as it is today, and what every scenario of it shares. */
export interface HouseAnalysis {
  profile: AdviceProfile;
  period: ConstructionPeriod;
  geometry: Geometry;
  heatLoss: HeatLoss;
  standardSpaceKWh: number;
  standardHotWaterKWh: number;
  calibration: Calibration;
  /** Expected real useful space heat, calibrated. */
  spaceKWh: number;
  hotWaterKWh: number;
  /** Cooking energy as cooked today, and after a switch to induction. */
  cookingNow: CarrierAmounts;
  cookingInduction: CarrierAmounts;
  currentSystem: SystemCoefficients;
  currentUse: CarrierAmounts;
  solarProductionKWh: number;
  /** Primary fossil energy per m² for the label (simplified EP2, src/engine/README.md §2.7). */
  ep2: number;
  estimatedLabel: EnergyLabel;
  /** The current label: the registered one when there is one, else the estimate (currentEnergyLabel). */
  energyLabel: EnergyLabel;
  energyLabelSource: LabelSource;
  /** The two labels' places on the scale (labelIndex), which every solution's label after the change counts from. */
  energyLabelIndex: number;
  estimatedLabelIndex: number;
  insulationLabel: EnergyLabel;
  hasGasConnection: boolean;
  hasOwnRoof: boolean;
  /** The home as it is, as a scenario: what a solution without a target package works with. */
  asIs: Scenario;
  /** Heat loss of the home as built (W/K), which its emitters were sized for; set when first needed (flow-temperature.ts). */
  asBuiltLossWPerK: number | undefined;
  /** The home by the model alone, which other demand factors share (atDemand). */
  modelled: ModelledHome;
}

/** The scenario of this home with other building levels: heat loss, demands and insulation label. */
export interface Scenario {
  levels: BuildingLevels;
  heatLoss: HeatLoss;
  /**
   * The heat loss a heat pump is sized on and the flow temperature follows (W/K): the model's, or where the home
   * was measured, the measured coefficient changed by the package (designLossWPerK in calibration.ts).
   */
  designLossWPerK: number;
  standardSpaceKWh: number;
  /** Expected real space heat before calibration: spaceKWh is this times the calibration factor. */
  expectedSpaceKWh: number;
  spaceKWh: number;
  insulationLabel: EnergyLabel;
  /** Its place on the scale (labelIndex). */
  insulationLabelIndex: number;
  /** 0 for an insulation label G … 1 for A or better: how well a solution's system works in this scenario. */
  shareInsulated: number;
}

export function scenarioFor(
  profile: Pick<HouseProfile, 'dwellingType' | 'floorAreaM2' | 'shareNotHeated'>,
  period: ConstructionPeriod,
  geometryM2: Geometry,
  levels: BuildingLevels,
  calibration: Calibration,
): Scenario {
  const loss = heatLoss(geometryM2, levels, period, profile.dwellingType);
  const standardSpaceKWh = standardSpaceHeatKWh(loss, geometryM2, isApartment(profile.dwellingType));
  const insulationLabelIndex = insulationClassIndex(standardSpaceKWh / profile.floorAreaM2);
  const expectedSpaceKWh = expectedSpaceHeatKWh(standardSpaceKWh, profile.floorAreaM2, profile.shareNotHeated);
  return {
    levels,
    heatLoss: loss,
    designLossWPerK:
      calibration.measuredLoss === null ? loss.totalWPerK : designLossWPerK(loss.totalWPerK, calibration.measuredLoss),
    standardSpaceKWh,
    expectedSpaceKWh,
    spaceKWh: expectedSpaceKWh * calibration.factor,
    insulationLabel: LABEL_ORDER[insulationLabelIndex]!,
    insulationLabelIndex,
    shareInsulated: Math.min(1, Math.max(0, (7 - insulationLabelIndex) / 6)),
  };
}

/**
 * The scenario under another calibration, as scenarioFor would compute it: only the demand moves, so certainty
 * bands need not model the home's heat loss again for their low and high demand.
 */
export function recalibrated(scenario: Scenario, calibration: Calibration): Scenario {
  return withDemand(scenario, scenario.expectedSpaceKWh * calibration.factor, scenario.designLossWPerK);
}

/**
 * The scenario with another space heat and design loss, field by field in scenarioFor's order: what a spread with
 * the two fields gives, without V8's CloneObjectIC call that a spread is on the hot path of the certainty bands
 * (docs/decisions/0169-cheaper-home-compiled-while-warming-up.md).
 */
function withDemand(scenario: Scenario, spaceKWh: number, designLossWPerK: number): Scenario {
  return {
    levels: scenario.levels,
    heatLoss: scenario.heatLoss,
    designLossWPerK,
    standardSpaceKWh: scenario.standardSpaceKWh,
    expectedSpaceKWh: scenario.expectedSpaceKWh,
    spaceKWh,
    insulationLabel: scenario.insulationLabel,
    insulationLabelIndex: scenario.insulationLabelIndex,
    shareInsulated: scenario.shareInsulated,
  };
}

/** Factors on the expected demands, for certainty bands (certainty.ts); plain advice uses 1 and 1. */
export interface DemandFactors {
  /** On the expected real space heat, after any calibration to measured gas. */
  space: number;
  /** On the hot-water demand, after calibration (so both factors move the total the same way). */
  hotWater: number;
}
const NO_FACTORS: DemandFactors = { space: 1, hotWater: 1 };

/** The home by the model alone, before any calibration to a measured gas use. */
export interface ModelledHome {
  period: ConstructionPeriod;
  geometry: Geometry;
  uncalibrated: Scenario;
  system: SystemCoefficients;
  hotWaterKWh: number;
  cookingNow: CarrierAmounts;
}

function modelledHome(profile: ModelInputs): ModelledHome {
  const period = periodOf(profile.buildYear);
  const geometryM2 = geometry(profile);
  return {
    period,
    geometry: geometryM2,
    uncalibrated: scenarioFor(profile, period, geometryM2, profile.levels, UNCALIBRATED),
    system: currentHeatingSystem(profile.currentHeating),
    hotWaterKWh: hotWaterKWh(profile),
    cookingNow:
      profile.cooking === 'gas'
        ? carriers(cookingGasM3(profile.household.size), 0, 0, 0)
        : carriers(0, COOKING_ELECTRICITY_KWH, 0, 0),
  };
}

/**
 * The gas use the model expects for a profile, leaving out any measured gas use: what analyseHouse reports as
 * current use when nothing was measured, without the labels and the rest (the comparable home asks this for
 * every advice).
 */
export function modelledGasM3(profile: ModelInputs): number {
  return modelledGasOf(modelledHome(profile));
}

/** modelledGasM3 of a home already modelled (HouseAnalysis.modelled): the same figure, to the bit. */
export function modelledGasOf(home: ModelledHome): number {
  return energyUse(home.system, home.uncalibrated.spaceKWh, home.hotWaterKWh, home.cookingNow).gasM3;
}

export function analyseHouse(profile: AdviceProfile, factors: DemandFactors = NO_FACTORS): HouseAnalysis {
  return analysed(profile, modelledHome(profile), factors);
}

/** The same home with other demand factors: what analyseHouse(house.profile, factors) gives, modelled once. */
export function atDemand(house: HouseAnalysis, factors: DemandFactors): HouseAnalysis {
  return analysed(house.profile, house.modelled, factors);
}

function analysed(profile: AdviceProfile, modelled: ModelledHome, factors: DemandFactors): HouseAnalysis {
  const { period, geometry: geometryM2, uncalibrated, system, hotWaterKWh: hotWaterModel, cookingNow } = modelled;
  const measured = profile.measured;
  const signature = profile.heatSignature;
  // Asked once: the reference row is read by the heating's name, a megamorphic keyed lookup (record 0167).
  const gasHeated = heatsWithGas(profile.currentHeating);
  const measuredCalibration =
    signature !== undefined && gasHeated
      ? calibrateToSignature(
          signature.normalYearSpaceHeatKWh,
          uncalibrated.spaceKWh,
          signature.heatLossWPerK,
          uncalibrated.heatLoss.totalWPerK,
        )
      : measured.gasM3PerYear !== null && !measured.measuredUsageSkipped && gasHeated
        ? calibrate(
            measured.gasM3PerYear,
            uncalibrated.spaceKWh * system.space.gasM3,
            hotWaterModel * system.hotWater.gasM3 + cookingNow.gasM3,
          )
        : UNCALIBRATED;
  const calibration =
    factors.space === 1
      ? measuredCalibration
      : { ...measuredCalibration, factor: measuredCalibration.factor * factors.space };
  const spaceKWh = uncalibrated.spaceKWh * calibration.factor;
  const hotWater = factors.hotWater === 1 ? hotWaterModel : hotWaterModel * factors.hotWater;
  const standardHotWater = standardHotWaterKWh(profile.floorAreaM2);
  const solarProductionKWh = measured.solarProductionKWh ?? 0;
  const ep2 = estimateEp2(
    system,
    PRIMARY_FACTOR.value.heatFossil,
    uncalibrated.standardSpaceKWh,
    standardHotWater,
    solarProductionKWh,
    profile.floorAreaM2,
  );
  const estimatedLabelIndex = ep2ClassIndex(ep2);
  const estimatedLabel = LABEL_ORDER[estimatedLabelIndex]!;
  const current = currentEnergyLabel(profile.registeredLabel, estimatedLabel);
  return {
    profile,
    period,
    geometry: geometryM2,
    heatLoss: uncalibrated.heatLoss,
    standardSpaceKWh: uncalibrated.standardSpaceKWh,
    standardHotWaterKWh: standardHotWater,
    calibration,
    spaceKWh,
    hotWaterKWh: hotWater,
    cookingNow,
    cookingInduction: carriers(0, COOKING_ELECTRICITY_KWH, 0, 0),
    currentSystem: system,
    currentUse: energyUse(system, spaceKWh, hotWater, cookingNow),
    solarProductionKWh,
    ep2,
    estimatedLabel,
    energyLabel: current.label,
    energyLabelSource: current.source,
    energyLabelIndex: labelIndex(current.label),
    estimatedLabelIndex,
    insulationLabel: uncalibrated.insulationLabel,
    hasGasConnection: gasHeated || profile.cooking === 'gas',
    hasOwnRoof: geometryM2.roofM2 > 0,
    // The calibrated twin of `uncalibrated`: scenarioFor multiplies its demand by the calibration factor.
    asIs: withDemand(
      uncalibrated,
      spaceKWh,
      calibration.measuredLoss === null ? uncalibrated.designLossWPerK : calibration.measuredLoss.measuredWPerK,
    ),
    asBuiltLossWPerK: undefined,
    modelled,
  };
}
