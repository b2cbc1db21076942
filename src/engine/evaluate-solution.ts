import { scenarioFor, type HouseAnalysis, type Scenario } from './analyse-house.ts';
import {
  buildingSteps,
  isdeDoubled,
  settledCost,
  targetLevels,
  type BuildingChangeCost,
  type BuildingSteps,
} from './building-change.ts';
import type { CampaignContext } from './campaign-settings.ts';
import { carriers, energyUse, type SystemCoefficients } from './carriers.ts';
import { solarLines } from './bill.ts';
import { flowStatement, heatPumpFlow, roundedUpC, type HeatPumpFlow } from './flow-temperature.ts';
import { comfortWording } from './comfort-wording.ts';
import { energyCost, equipmentAnnuity, type EnergyCost } from './costs.ts';
import { ep2ClassIndex, estimateEp2, labelIndexAfterChange } from './labels.ts';
import { LABEL_ORDER } from '../vocabulary/energy-labels.ts';
import { annuityAt, monthlyFromYearly } from './money.ts';
import { DESIGN_TEMPERATURE_DIFFERENCE, PEAK_LOAD_MARGIN } from './reference/climate.ts';
import { APPRECIATION_PER_LABEL_STEP } from './reference/financing.ts';
import {
  COST_INDUCTION_HOB,
  COST_LT_EMITTERS_2019,
  COST_REMOVE_GAS_CONNECTION,
  LIFETIME_YEARS,
  PRICE_INDEX_2019_TO_2025,
  SHARE_INSTALLATION,
} from './reference/installation-costs.ts';
import { PERFORMANCE_GAP } from './reference/performance-gap.ts';
import { scoreAdvice, totalWeightedScore } from './scores.ts';
import type { RankKey } from './ranking.ts';
import { isApartment } from './default-profile.ts';
import type { SolutionSpec, TargetLabel } from './solutions/solution-spec.ts';
import type {
  AdviceItem,
  EnergyLabel,
  ExplanationLine,
  ExplanationSource,
  FlowTemperatureExplanation,
  ScoreAspect,
} from './types.ts';

/** Scenarios of one home per target package (C, B, A), computed at most once each. */
export interface ScenarioCache {
  A: Scenario | undefined;
  B: Scenario | undefined;
  C: Scenario | undefined;
}

/** An empty cache, with all three packages in one fixed shape (the engine's hot path reads them by name). */
export function scenarioCache(): ScenarioCache {
  return { A: undefined, B: undefined, C: undefined };
}

function scenarioAt(house: HouseAnalysis, target: TargetLabel): Scenario {
  const profile = house.profile;
  return scenarioFor(
    profile,
    house.period,
    house.geometry,
    targetLevels(profile.levels, target, profile.isMonument),
    house.calibration,
  );
}

/** The home brought to the solution's target package. */
export function scenarioOf(spec: SolutionSpec, house: HouseAnalysis, cache: ScenarioCache): Scenario {
  const target = spec.targetLabel;
  // Null apart: the cases of a switch that also meets null compare strings by V8's generic equality.
  if (target === null) return house.asIs;
  switch (target) {
    case 'A':
      return (cache.A ??= scenarioAt(house, 'A'));
    case 'B':
      return (cache.B ??= scenarioAt(house, 'B'));
    case 'C':
      return (cache.C ??= scenarioAt(house, 'C'));
  }
}

/**
 * The solution's system on the scenario's demand and what that energy costs; gas-free solutions cook on induction.
 * `itemised` false leaves the energy lines out (energyCost), for callers that read only the totals.
 */
export function energyOnScenario(
  spec: SolutionSpec,
  scenario: Scenario,
  house: HouseAnalysis,
  context: CampaignContext,
  itemised: boolean = true,
): { system: SystemCoefficients; energy: EnergyCost; flow: HeatPumpFlow | null } {
  // An air/water heat pump works as well as the flow temperature this home needs in this package allows. Its
  // system is written out here rather than by a function of the solution's own: asked once per home, such a
  // function was compiled by V8 only after thousands of homes
  // (docs/decisions/0169-cheaper-home-compiled-while-warming-up.md).
  const solutionSystem = spec.system(scenario.shareInsulated);
  const flow = spec.spaceAtFlowFactor ? heatPumpFlow(house, scenario, spec.lowTemperatureEmitters) : null;
  const system =
    flow === null
      ? solutionSystem
      : { space: carriers(0, 1 / flow.seasonalFactor, 0, 0), hotWater: solutionSystem.hotWater };
  const amounts = energyUse(
    system,
    scenario.spaceKWh,
    house.hotWaterKWh,
    spec.gasFree ? house.cookingInduction : house.cookingNow,
  );
  return { system, energy: energyCost(amounts, spec, context, itemised), flow };
}

/**
 * What every solution of one home shares, computed at most once per home: the scenario of each package and the
 * parts of the advice that only depend on the home and its package. The advices of one home refer to these same
 * objects (a result is read-only, and JSON has no identity), so building them once instead of once per solution
 * leaves the output unchanged (docs/decisions/0017-engine-plain-advice-speed.md).
 */
export interface SolutionCache {
  scenarios: ScenarioCache;
  home: HomeLines | undefined;
  asIs: PackageShare | undefined;
  A: PackageShare | undefined;
  B: PackageShare | undefined;
  C: PackageShare | undefined;
}

/** Explanation lines that are the same for every solution of the home. */
interface HomeLines {
  performanceGap: ExplanationLine;
  calibration: ExplanationLine;
  hotWater: ExplanationLine;
  /** The source a subsidy line cites (ISDE_SOURCE): keyed by year, a slow dictionary read when made per solution. */
  isdeSource: ExplanationSource;
  /** The campaign's price parts, and the home's solar power with and without net metering (bill.ts). */
  bill: ExplanationLine[];
  /** Investment lines by whether the solution needs low-temperature emitters, and by whether it is gas-free. */
  emitters: ExplanationLine;
  noEmitters: ExplanationLine;
  gasRemoval: ExplanationLine;
  noGasRemoval: ExplanationLine;
  inductionHob: ExplanationLine;
  noInductionHob: ExplanationLine;
}

/** A package (none, C, B or A) on the home: its scenario, peak load and building change. */
interface PackageShare {
  scenario: Scenario;
  peakKW: number;
  /** How many classes the package improves the insulation label (never below 0): the comfort steps. */
  comfortSteps: number;
  heatLoss: ExplanationLine;
  spaceHeat: ExplanationLine;
  peakLoad: ExplanationLine;
  /** The package's building change before its subsidy, which both kinds of solution share. */
  steps: BuildingSteps | undefined;
  /**
   * By whether ISDE doubles the insulation amounts of the change (isdeDoubled): the one thing two settlings of it
   * can differ by, so solutions with and without an ISDE installation share one when their doubling is the same
   * (with two measures or none, most homes).
   */
  building: BuildingShare | undefined;
  buildingDoubled: BuildingShare | undefined;
}

/** A package's building change for one kind of solution, its yearly capital cost and its explanation lines. */
interface BuildingShare {
  cost: BuildingChangeCost;
  capital: number;
  investment: ExplanationLine;
  subsidy: ExplanationLine;
  capitalLine: ExplanationLine;
}

/** An empty cache in one fixed shape (the engine's hot path reads it by name). A cache serves one context. */
export function solutionCache(): SolutionCache {
  return { scenarios: scenarioCache(), home: undefined, asIs: undefined, A: undefined, B: undefined, C: undefined };
}

/** The scheme year a subsidy line cites: the ISDE amounts of the campaign's start year. */
const ISDE_SOURCE = { 2025: 'isde2025', 2026: 'isde2026' } as const satisfies Record<number, ExplanationSource>;
// Read once: a read by the year number was a dictionary lookup with a hash for every home (record 0162).
const ISDE_SOURCE_2025 = ISDE_SOURCE[2025];
const ISDE_SOURCE_2026 = ISDE_SOURCE[2026];

/** The fixed part of the investment lines that depend on a flag of the solution (emitters, gas-free). */
const OTHER_INVESTMENT_LINES = {
  emitters: { id: 'lowTemperatureEmitters', source: 'emitterPrices' },
  gasRemoval: { id: 'gasConnectionRemoval', source: 'gasRemovalTariff' },
  inductionHob: { id: 'inductionHob', source: 'ownEstimateHob' },
} as const satisfies Record<string, Omit<ExplanationLine, 'value'>>;

// Fields in the order of every explanation line, so the stored JSON keeps its shape.
function investmentLine(kind: keyof typeof OTHER_INVESTMENT_LINES, value: number): ExplanationLine {
  const fixed = OTHER_INVESTMENT_LINES[kind];
  return { id: fixed.id, value, source: fixed.source };
}

// The lines whose values are the reference rows' alone, built once at module load rather than for every home: the
// advices of one home already share their lines, and a result is read-only (JSON has no identity)
// (docs/decisions/0162-engine-instructions-of-the-shipped-engine.md).
const PERFORMANCE_GAP_LINE: ExplanationLine = {
  id: 'performanceGap',
  value: PERFORMANCE_GAP.value.factor,
  source: 'performanceGap',
};
const EMITTERS_APARTMENT = investmentLine(
  'emitters',
  COST_LT_EMITTERS_2019.value.apartment * PRICE_INDEX_2019_TO_2025.value,
);
const EMITTERS_HOUSE = investmentLine('emitters', COST_LT_EMITTERS_2019.value.house * PRICE_INDEX_2019_TO_2025.value);
const NO_EMITTERS = investmentLine('emitters', 0);
const GAS_REMOVAL = investmentLine('gasRemoval', COST_REMOVE_GAS_CONNECTION.value);
const NO_GAS_REMOVAL = investmentLine('gasRemoval', 0);
const INDUCTION_HOB = investmentLine('inductionHob', COST_INDUCTION_HOB.value);
const NO_INDUCTION_HOB = investmentLine('inductionHob', 0);

function homeLines(house: HouseAnalysis, context: CampaignContext): HomeLines {
  const profile = house.profile;
  const settings = context.settings;
  return {
    performanceGap: PERFORMANCE_GAP_LINE,
    calibration: {
      id: 'calibration',
      value: house.calibration.factor,
      source: 'ownGasUse',
    },
    hotWater: {
      id: 'hotWater',
      value: house.hotWaterKWh,
      source: 'hotWaterUse',
    },
    isdeSource: context.isdeYear === 2025 ? ISDE_SOURCE_2025 : ISDE_SOURCE_2026,
    // Homes without solar panels share the campaign's lines (most homes: nothing to build per home).
    bill:
      house.solarProductionKWh > 0
        ? [
            ...context.priceLines,
            ...solarLines(
              house.solarProductionKWh,
              context.electricityEurPerKWh,
              context.electricitySupplyEurPerKWh,
              settings.startYearEnergyPrice,
            ),
          ]
        : context.priceLines,
    emitters: isApartment(profile.dwellingType) ? EMITTERS_APARTMENT : EMITTERS_HOUSE,
    noEmitters: NO_EMITTERS,
    gasRemoval: house.hasGasConnection ? GAS_REMOVAL : NO_GAS_REMOVAL,
    noGasRemoval: NO_GAS_REMOVAL,
    inductionHob: profile.cooking === 'gas' ? INDUCTION_HOB : NO_INDUCTION_HOB,
    noInductionHob: NO_INDUCTION_HOB,
  };
}

function packageShare(house: HouseAnalysis, scenario: Scenario): PackageShare {
  const lossWPerK = scenario.designLossWPerK;
  const peakKW = (lossWPerK * DESIGN_TEMPERATURE_DIFFERENCE.value * PEAK_LOAD_MARGIN.value) / 1000;
  return {
    scenario,
    peakKW,
    comfortSteps: Math.max(0, house.asIs.insulationLabelIndex - scenario.insulationLabelIndex),
    heatLoss: {
      id: 'heatLoss',
      value: lossWPerK,
      source: lossWPerK === scenario.heatLoss.totalWPerK ? 'insulationByPeriod' : 'measuredAndModel',
    },
    spaceHeat: {
      id: 'spaceHeat',
      value: scenario.spaceKWh,
      source: 'degreeDays',
    },
    peakLoad: {
      id: 'peakLoad',
      value: peakKW,
      source: 'designTemperature',
    },
    steps: undefined,
    building: undefined,
    buildingDoubled: undefined,
  };
}

function packageOf(spec: SolutionSpec, house: HouseAnalysis, cache: SolutionCache): PackageShare {
  const target = spec.targetLabel;
  // Null apart: the cases of a switch that also meets null compare strings by V8's generic equality.
  if (target === null) return (cache.asIs ??= packageShare(house, house.asIs));
  switch (target) {
    case 'A':
      return (cache.A ??= packageShare(house, scenarioOf(spec, house, cache.scenarios)));
    case 'B':
      return (cache.B ??= packageShare(house, scenarioOf(spec, house, cache.scenarios)));
    case 'C':
      return (cache.C ??= packageShare(house, scenarioOf(spec, house, cache.scenarios)));
  }
}

function packageSteps(house: HouseAnalysis, pkg: PackageShare): BuildingSteps {
  const profile = house.profile;
  return (pkg.steps ??= buildingSteps(house.geometry, profile.roofType, profile.levels, pkg.scenario.levels, {
    isMonument: profile.isMonument,
    shareConstructionDiscount: profile.discounts.shareConstruction,
    period: house.period,
  }));
}

function buildingShare(
  steps: BuildingSteps,
  context: CampaignContext,
  home: HomeLines,
  combinedWithInstallation: boolean,
): BuildingShare {
  const cost = settledCost(steps, {
    subsidies: context.settings.isSubsidiesTakenInConsideration,
    combinedWithInstallation,
    isdeYear: context.isdeYear,
  });
  const capital = annuityAt(context.annuities, cost.investmentEur - cost.subsidyEur, LIFETIME_YEARS.value.insulation);
  return {
    cost,
    capital,
    investment: {
      id: 'buildingChange',
      value: cost.investmentEur,
      source: 'insulationPrices',
    },
    subsidy: {
      id: 'buildingSubsidy',
      value: cost.subsidyEur,
      source: home.isdeSource,
    },
    capitalLine: {
      id: 'capitalBuilding',
      value: capital,
      source: 'lifetimeAnnuity',
    },
  };
}

function flowExplanation(flow: HeatPumpFlow, packageChanges: boolean): FlowTemperatureExplanation {
  return {
    currentC: roundedUpC(flow.currentC),
    packageC: roundedUpC(flow.packageC),
    seasonalFactor: flow.seasonalFactor,
    statement: flowStatement(flow, packageChanges),
    source: 'heatPumpMonitor',
  };
}

/** One solution's figures on one home, before the objects of its advice are built. */
interface SolutionFigures {
  pkg: PackageShare;
  home: HomeLines;
  energy: EnergyCost;
  flow: HeatPumpFlow | null;
  ep2: number;
  label: EnergyLabel;
  steps: number;
  heatingInvestment: number;
  emittersLine: ExplanationLine;
  gasRemovalLine: ExplanationLine;
  inductionHobLine: ExplanationLine;
  otherInvestment: number;
  heatingSubsidy: number;
  building: BuildingShare;
  totalInvestment: number;
  capitalHeating: number;
  capitalOther: number;
  maintenance: number;
  totalCostPerYear: number;
  scoreValues: Record<ScoreAspect, number>;
}

function solutionFigures(
  spec: SolutionSpec,
  house: HouseAnalysis,
  context: CampaignContext,
  cache: SolutionCache,
): SolutionFigures {
  const profile = house.profile;
  const settings = context.settings;
  const home = (cache.home ??= homeLines(house, context));
  const pkg = packageOf(spec, house, cache);
  const scenario = pkg.scenario;
  const { system, energy, flow } = energyOnScenario(spec, scenario, house, context);

  const ep2 = estimateEp2(
    system,
    spec.heat.primaryFactor,
    scenario.standardSpaceKWh,
    house.standardHotWaterKWh,
    house.solarProductionKWh,
    profile.floorAreaM2,
  );
  // 'Daarna' counts from the label the resident reads as 'now' (docs/decisions/0119-one-current-label.md), and the
  // value increase is the steps between the two; comfort follows the building alone (the insulation label), so a
  // new heater in an unchanged house gives no comfort steps.
  const labelIndex = labelIndexAfterChange(house.energyLabelIndex, house.estimatedLabelIndex, ep2ClassIndex(ep2));
  const label = LABEL_ORDER[labelIndex]!;
  const steps = house.energyLabelIndex - labelIndex;

  // Investment.
  const equipment = spec.equipment(pkg.peakKW, context.isdeYear);
  const installationKept = 1 - SHARE_INSTALLATION.value * profile.discounts.shareInstallation;
  const heatingInvestment = equipment.investmentEur * installationKept;
  const emittersLine = spec.lowTemperatureEmitters ? home.emitters : home.noEmitters;
  const gasRemovalLine = spec.gasFree ? home.gasRemoval : home.noGasRemoval;
  const inductionHobLine = spec.gasFree ? home.inductionHob : home.noInductionHob;
  const otherInvestment = emittersLine.value + gasRemovalLine.value + inductionHobLine.value + spec.extraInvestmentEur;
  const subsidies = settings.isSubsidiesTakenInConsideration;
  // The ISDE heat-grid amount is for the connection, so it may also cover the solution's own extra
  // investment (the connection charge); what exceeds the equipment lowers that part's annuity.
  const heatingSubsidy = subsidies ? Math.min(equipment.subsidyEur, heatingInvestment + spec.extraInvestmentEur) : 0;
  const subsidyOnEquipment = Math.min(heatingSubsidy, heatingInvestment);
  const change = packageSteps(house, pkg);
  const combined = spec.doublesInsulationSubsidy;
  const building = isdeDoubled(change, combined)
    ? (pkg.buildingDoubled ??= buildingShare(change, context, home, combined))
    : (pkg.building ??= buildingShare(change, context, home, combined));
  const { cost: buildingCost, capital: capitalBuilding } = building;
  const totalInvestment =
    heatingInvestment + otherInvestment + buildingCost.investmentEur - heatingSubsidy - buildingCost.subsidyEur;

  // Yearly cost: annuities + maintenance + energy (src/engine/README.md §4).
  const rate = context.annuities;
  const capitalHeating = equipmentAnnuity(heatingInvestment - subsidyOnEquipment, equipment, rate);
  const capitalOther = annuityAt(
    rate,
    otherInvestment - (heatingSubsidy - subsidyOnEquipment),
    LIFETIME_YEARS.value.otherInvestment,
  );
  const maintenance = heatingInvestment * equipment.maintenanceShare;
  const totalCostPerYear = capitalHeating + capitalOther + capitalBuilding + maintenance + energy.yearlyEnergyCostEur;

  return {
    pkg,
    home,
    energy,
    flow,
    ep2,
    label,
    steps,
    heatingInvestment,
    emittersLine,
    gasRemovalLine,
    inductionHobLine,
    otherInvestment,
    heatingSubsidy,
    building,
    totalInvestment,
    capitalHeating,
    capitalOther,
    maintenance,
    totalCostPerYear,
    scoreValues: {
      lowInvestment: totalInvestment,
      lowCosts: monthlyFromYearly(totalCostPerYear),
      lowEnergyCosts: energy.yearlyEnergyCostEur,
      adaptations: spec.adaptationImpact + buildingCost.componentsChanged,
      comfort: pkg.comfortSteps,
      independence: spec.independence,
      lowCo2Emissions: energy.co2Kg,
      spaceUsage: spec.spaceM2,
    },
  };
}

/**
 * How one solution ranks on one home (compareAdvices), without building its advice: the same figures and total
 * score as evaluateSolution gives, for break-even's subsidy flip (docs/decisions/0112-engine-cheaper-home.md).
 */
export function solutionRank(
  spec: SolutionSpec,
  house: HouseAnalysis,
  context: CampaignContext,
  cache: SolutionCache,
): RankKey {
  const figures = solutionFigures(spec, house, context, cache);
  return {
    id: spec.id,
    totalCostPerYear: figures.totalCostPerYear,
    totalWeightedScore: totalWeightedScore(figures.scoreValues, house.profile.weights),
  };
}

/** One solution applied to one home: building change, investment, yearly cost, CO2, label, comfort and scores. */
export function evaluateSolution(
  spec: SolutionSpec,
  house: HouseAnalysis,
  context: CampaignContext,
  cache: SolutionCache,
): AdviceItem {
  const figures = solutionFigures(spec, house, context, cache);
  const scenario = figures.pkg.scenario;
  const buildingCost = figures.building.cost;
  const { scores, lines: scoreLines } = scoreAdvice(figures.scoreValues, house.profile.weights);

  const advice: AdviceItem = {
    id: spec.id,
    route: spec.route,
    label: figures.label,
    totalCostPerYear: figures.totalCostPerYear,
    totalInvestment: figures.totalInvestment,
    yearlyEnergyCost: figures.energy.yearlyEnergyCostEur,
    totalCo2: figures.energy.co2Kg,
    heating: {
      name: spec.name,
      longName: spec.longName,
      investment: figures.heatingInvestment,
      otherInvestment: figures.otherInvestment,
      availableSubsidy: figures.heatingSubsidy,
    },
    scores,
    buildingChange: {
      investment: buildingCost.investmentEur,
      appreciation: Math.max(0, figures.steps) * APPRECIATION_PER_LABEL_STEP.value,
      availableSubsidy: buildingCost.subsidyEur,
    },
    comfort: comfortWording(figures.scoreValues.comfort, scenario.insulationLabel),
    explanation: {
      solutionCode: spec.code,
      assumptions: [
        figures.pkg.heatLoss,
        figures.pkg.spaceHeat,
        figures.home.performanceGap,
        figures.home.calibration,
        figures.home.hotWater,
        figures.pkg.peakLoad,
        {
          id: 'ep2',
          value: figures.ep2,
          source: 'labelMethod',
        },
        context.interestRateLine,
        context.priceYearsLine,
      ],
      energy: figures.energy.lines,
      bill: figures.home.bill,
      flowTemperature: figures.flow === null ? null : flowExplanation(figures.flow, scenario !== house.asIs),
      investment: [
        {
          id: 'equipment',
          value: figures.heatingInvestment,
          source: 'installationPrices',
        },
        figures.emittersLine,
        figures.gasRemovalLine,
        figures.inductionHobLine,
        {
          id: 'connection',
          value: spec.extraInvestmentEur,
          source: 'connectionCharge',
        },
        {
          id: 'heatingSubsidy',
          value: figures.heatingSubsidy,
          source: figures.home.isdeSource,
        },
        figures.building.investment,
        figures.building.subsidy,
      ],
      yearlyCost: [
        {
          id: 'capitalHeating',
          value: figures.capitalHeating,
          source: 'lifetimeAnnuity',
        },
        {
          id: 'capitalOther',
          value: figures.capitalOther,
          source: 'lifetimeAnnuity',
        },
        figures.building.capitalLine,
        {
          id: 'maintenance',
          value: figures.maintenance,
          source: 'maintenancePrices',
        },
        {
          id: 'standingCharges',
          value: figures.energy.standingChargesEur,
          source: 'standingChargePrices',
        },
        {
          id: 'co2Tax',
          value: figures.energy.co2TaxEur,
          source: 'workingGroupSetting',
        },
        {
          id: 'energy',
          value: figures.energy.yearlyEnergyCostEur,
          source: 'averagePrices',
        },
      ],
      buildingChange: buildingCost.lines,
      scores: scoreLines,
    },
  };
  // Only the air/water heat pump has a seasonal factor of its own; pushed, not spread, on the hot path.
  if (figures.flow !== null)
    advice.explanation.assumptions.push({
      id: 'seasonalFactor',
      value: figures.flow.seasonalFactor,
      source: 'heatPumpMonitor',
    });
  return advice;
}
