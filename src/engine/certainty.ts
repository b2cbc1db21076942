// Certainty bands: a low–high range for each headline figure, from how well the inputs are known
// (src/engine/README.md §6; docs/decisions/0013-certainty-bands.md). Computed only on request.
import {
  analyseHouse,
  atDemand,
  recalibrated,
  type DemandFactors,
  type HouseAnalysis,
  type Scenario,
} from './analyse-house.ts';
import { campaignContext, type CampaignContext } from './campaign-settings.ts';
import type { EnergyCost } from './costs.ts';
import { energyOnScenario, scenarioCache, scenarioOf, type ScenarioCache } from './evaluate-solution.ts';
import { expectedUsageOf } from './expected-usage.ts';
import { ep2ClassIndex, labelIndexAfterChange } from './labels.ts';
import { LABEL_ORDER } from '../vocabulary/energy-labels.ts';
import { BAND_Z, EP2_SPREAD, HOT_WATER_SPREAD, INVESTMENT_SPREAD, SPACE_HEAT_SPREAD } from './reference/certainty.ts';
import type { SolutionSpec } from './solutions/solution-spec.ts';
import type { AdviceItem, AdviceProfile, AdviceResult, CampaignSettings, EnergyLabel } from './types.ts';

/** Where a profile field's value came from; a measured gas use is `measured.gasM3PerYear` from the resident. */
export type FieldSource = 'default' | 'register' | 'resident';

/**
 * Provenance per profile field, one level deep as the server keeps it (`levels.roof`, `household.size`,
 * `floorAreaM2`). A field that is missing counts as a default.
 */
export type ProfileProvenance = Readonly<Partial<Record<string, FieldSource>>>;

export interface Band {
  low: number;
  central: number;
  high: number;
}

/** Labels run from best ('A+') to worst ('G'). */
export interface LabelBand {
  best: EnergyLabel;
  central: EnergyLabel;
  worst: EnergyLabel;
}

export interface AdviceItemBands {
  id: number;
  label: LabelBand;
  monthlyCostEur: Band;
  investmentEur: Band;
  co2KgPerYear: Band;
}

export interface AdviceBands {
  /** Expected gas use today (m³/yr). */
  gasM3PerYear: Band;
  /** Energy label today: a registered label as itself, else the estimate's band. */
  energyLabel: LabelBand;
  /** The engine's estimate of today's label, whatever the register says. */
  estimatedLabel: LabelBand;
  /** Per advice of the result, in its order. */
  advices: AdviceItemBands[];
}

export const LEVEL_FIELDS = [
  'levels.roof',
  'levels.floor',
  'levels.facade',
  'levels.glass1',
  'levels.glass2',
  'levels.ventilationType',
  'levels.infiltration',
] as const;
const GEOMETRY_FIELDS = ['shareNotHeated', 'roofType', 'shareGlassOfOuterWall', 'dwellingType'] as const;

/** Share 0–1 of the fields that are better known than a default (register or resident). */
function shareKnown(provenance: ProfileProvenance, fields: readonly string[]): number {
  let known = 0;
  for (const field of fields) if ((provenance[field] ?? 'default') !== 'default') known++;
  return known / fields.length;
}

/** From the default's spread to the answered spread, linearly in the share of fields answered. */
const between = (whenDefault: number, whenKnown: number, share: number) =>
  whenDefault - (whenDefault - whenKnown) * share;

export interface Spreads {
  space: number;
  hotWater: number;
  investment: number;
  ep2: number;
}

/**
 * The relative spreads (one standard deviation) of a home's inputs. Each falls as more fields are known, and a
 * measured gas use caps the space-heat spread, so answering more never raises one.
 */
export function spreadsOf(house: HouseAnalysis, provenance: ProfileProvenance): Spreads {
  const s = SPACE_HEAT_SPREAD.value;
  const levels = shareKnown(provenance, LEVEL_FIELDS);
  const geometry = shareKnown(provenance, GEOMETRY_FIELDS);
  const modelSpace = Math.hypot(
    s.model,
    between(s.levelsDefault, s.levelsResident, levels),
    between(s.geometryDefault, s.geometryResident, geometry),
  );
  const calibratedSpace = house.calibration.calibrated ? Math.min(modelSpace, s.measuredGas) : modelSpace;
  // A heat-signature fit measured the home's heat loss: its own spread, where narrower, is the space heat's.
  const signature = house.calibration.measuredLoss === null ? undefined : house.profile.heatSignature;
  const space = signature === undefined ? calibratedSpace : Math.min(calibratedSpace, signature.relativeSd);
  const h = HOT_WATER_SPREAD.value;
  const modelHotWater = Math.hypot(
    between(h.householdDefault, h.householdResident, shareKnown(provenance, ['household.size'])),
    between(h.showerDefault, h.showerResident, shareKnown(provenance, ['hotWater.showerMinutesPerWeek'])),
  );
  const hotWater = house.calibration.calibrated ? Math.min(modelHotWater, s.measuredGas) : modelHotWater;
  const i = INVESTMENT_SPREAD.value;
  const investment = Math.hypot(
    i.market,
    between(i.levelsDefault, i.levelsResident, levels),
    between(i.floorAreaDefault, i.floorAreaRegister, shareKnown(provenance, ['floorAreaM2'])),
  );
  const e = EP2_SPREAD.value;
  const ep2 = Math.hypot(
    between(e.levelsDefault, e.levelsResident, levels),
    between(e.geometryDefault, e.geometryResident, geometry),
  );
  return { space, hotWater, investment, ep2 };
}

export const lowFactor = (spread: number) => Math.max(0.05, 1 - BAND_Z.value * spread);
export const highFactor = (spread: number) => 1 + BAND_Z.value * spread;

function band(low: number, central: number, high: number): Band {
  return { low: Math.min(low, central), central, high: Math.max(high, central) };
}

/** A label band as places on the scale (labelIndex): best, central and worst. */
interface IndexBand {
  best: number;
  central: number;
  worst: number;
}

/** The classes of the EP2 at the low and high end of its spread, never narrower than the central class. */
function indexBand(ep2: number, spread: number, central: number): IndexBand {
  const best = ep2ClassIndex(ep2 * lowFactor(spread));
  const worst = ep2ClassIndex(ep2 * highFactor(spread));
  return { best: Math.min(central, best), central, worst: Math.max(central, worst) };
}

function labelsOf(band: IndexBand): LabelBand {
  return { best: LABEL_ORDER[band.best]!, central: LABEL_ORDER[band.central]!, worst: LABEL_ORDER[band.worst]! };
}

/** The label after a change from the estimate's class `index`, counted from the current label (labelIndexAfterChange). */
function shifted(house: HouseAnalysis, index: number): EnergyLabel {
  return LABEL_ORDER[labelIndexAfterChange(house.energyLabelIndex, house.estimatedLabelIndex, index)]!;
}

/**
 * A band of estimated labels after a change, counted from the current label as the advice's own label is: on the
 * places on the scale, so no label is looked up in it per advice, and with no closure per advice.
 */
function shiftedBand(band: IndexBand, house: HouseAnalysis): LabelBand {
  return { best: shifted(house, band.best), central: shifted(house, band.central), worst: shifted(house, band.worst) };
}

/**
 * The energy part of evaluateSolution for a solution on the home at other demand factors (`house`): the same
 * scenario, system and prices. Its scenario is the home's (`base`, from `baseCache`) at the house's calibration.
 */
function energyOf(
  spec: SolutionSpec,
  base: HouseAnalysis,
  baseCache: ScenarioCache,
  house: HouseAnalysis,
  context: CampaignContext,
  cache: ScenarioCache,
): EnergyCost {
  const scenario = scenarioAtDemand(spec, base, baseCache, house, cache);
  return energyOnScenario(spec, scenario, house, context, false).energy;
}

function scenarioAtDemand(
  spec: SolutionSpec,
  base: HouseAnalysis,
  baseCache: ScenarioCache,
  house: HouseAnalysis,
  cache: ScenarioCache,
): Scenario {
  const calibration = house.calibration;
  const target = spec.targetLabel;
  // Null apart: the cases of a switch that also meets null compare strings by V8's generic equality.
  if (target === null) return house.asIs;
  switch (target) {
    case 'A':
      return (cache.A ??= recalibrated(scenarioOf(spec, base, baseCache), calibration));
    case 'B':
      return (cache.B ??= recalibrated(scenarioOf(spec, base, baseCache), calibration));
    case 'C':
      return (cache.C ??= recalibrated(scenarioOf(spec, base, baseCache), calibration));
  }
}

/** The capital lines of the yearly cost added up, in their order (a switch on the ids, not a string search per line). */
function capitalPerYear(advice: AdviceItem): number {
  let sum = 0;
  for (const line of advice.explanation.yearlyCost)
    switch (line.id) {
      case 'capitalHeating':
      case 'capitalOther':
      case 'capitalBuilding':
        sum += line.value;
    }
  return sum;
}

function ep2Of(advice: AdviceItem): number {
  for (const line of advice.explanation.assumptions) if (line.id === 'ep2') return line.value;
  return 0;
}

/**
 * Bands for a home's advice: the engine runs again with the demands at the low and high end of their spread
 * (so costs and CO2 follow the engine's own model), investments and labels widen by their own spread.
 * `result` is the plain advice of the same profile and settings (adviseHouse).
 */
export function adviceBands(
  profile: AdviceProfile,
  settings: CampaignSettings,
  provenance: ProfileProvenance,
  result: AdviceResult,
): AdviceBands {
  const house = analyseHouse(profile);
  const spreads = spreadsOf(house, provenance);
  const lowDemand: DemandFactors = { space: lowFactor(spreads.space), hotWater: lowFactor(spreads.hotWater) };
  const highDemand: DemandFactors = { space: highFactor(spreads.space), hotWater: highFactor(spreads.hotWater) };
  const low = atDemand(house, lowDemand);
  const high = atDemand(house, highDemand);

  const context = campaignContext(settings);
  const specs = context.solutionById;
  const baseCache = scenarioCache();
  const lowCache = scenarioCache();
  const highCache = scenarioCache();
  const zInvestment = BAND_Z.value * spreads.investment;

  const advices = result.advices.map((advice): AdviceItemBands => {
    const spec = specs.get(advice.id)!;
    // Only the energy moves with the demand (capital, maintenance and sizing follow the heat loss).
    const atLow = energyOf(spec, house, baseCache, low, context, lowCache);
    const atHigh = energyOf(spec, house, baseCache, high, context, highCache);
    const otherCosts = advice.totalCostPerYear - advice.yearlyEnergyCost;
    const capital = capitalPerYear(advice);
    const ep2 = ep2Of(advice);
    return {
      id: advice.id,
      label: shiftedBand(indexBand(ep2, spreads.ep2, ep2ClassIndex(ep2)), house),
      monthlyCostEur: band(
        (otherCosts + atLow.yearlyEnergyCostEur - capital * zInvestment) / 12,
        advice.totalCostPerYear / 12,
        (otherCosts + atHigh.yearlyEnergyCostEur + capital * zInvestment) / 12,
      ),
      investmentEur: band(
        advice.totalInvestment * lowFactor(spreads.investment),
        advice.totalInvestment,
        advice.totalInvestment * highFactor(spreads.investment),
      ),
      co2KgPerYear: band(atLow.co2Kg, advice.totalCo2, atHigh.co2Kg),
    };
  });

  const estimated = labelsOf(indexBand(house.ep2, spreads.ep2, house.estimatedLabelIndex));
  // A registered label is what it is; the estimate keeps its own band beside it.
  const energyLabel =
    house.energyLabelSource === 'registered'
      ? { best: house.energyLabel, central: house.energyLabel, worst: house.energyLabel }
      : estimated;

  return {
    gasM3PerYear: band(
      expectedUsageOf(low).gasM3PerYear,
      result.expectedUsage.gasM3PerYear,
      expectedUsageOf(high).gasM3PerYear,
    ),
    energyLabel,
    estimatedLabel: estimated,
    advices,
  };
}

/** Provenance from the question codes a resident answered (profileFromAnswers' usedCodes), register facts as such. */
export function provenanceFromAnswers(usedCodes: readonly string[]): ProfileProvenance {
  const out: Record<string, FieldSource> = { floorAreaM2: 'register', buildYear: 'register', dwellingType: 'register' };
  for (const code of usedCodes) for (const field of FIELDS_OF_CODE[code] ?? []) out[field] = 'resident';
  return out;
}

const FIELDS_OF_CODE: Readonly<Record<string, readonly string[]>> = {
  DwellingType: ['dwellingType'],
  PercentageNotHeated: ['shareNotHeated'],
  TotalNotHeateddSquareMeters: ['shareNotHeated'],
  TotalHeateddSquareMeters: ['shareNotHeated'],
  RoofType: ['roofType'],
  PercentageFacadeSquareMeters_Facade: ['shareGlassOfOuterWall'],
  PercentageFacadeSquareMeters_Glass: ['shareGlassOfOuterWall'],
  InsulationRoof: ['levels.roof'],
  InsulationFloor: ['levels.floor'],
  InsulationFacade: ['levels.facade'],
  GlazingLivingRoom: ['levels.glass1'],
  GlazingBedrooms: ['levels.glass2'],
  VentilationType: ['levels.ventilationType'],
  Infiltration: ['levels.infiltration'],
  FamilySize: ['household.size'],
  ShowerMinutesPerWeek: ['hotWater.showerMinutesPerWeek'],
  GasUsage: ['measured.gasM3PerYear'],
};
