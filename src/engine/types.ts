// Public types of the calculation engine (src/engine/README.md; docs/product.md §3 and §9).
// Units ride in the names; a `share…` is a fraction 0–1; spec field names are kept where the spec
// defines them (percentageOfGreenElectricity, isSubsidiesTakenInConsideration …).

import { ROUTE_CODES, type RouteCode } from '../vocabulary/routes.ts';
import type { EnergyLabel } from '../vocabulary/energy-labels.ts';
import type { DwellingType } from '../vocabulary/dwelling-types.ts';
import type { ExplanationId, ExplanationSource, FlowStatement } from '../vocabulary/explanations.ts';
export type { DwellingType, EnergyLabel, ExplanationId, ExplanationSource, FlowStatement };

/** The routes as the engine names them: the vocabulary's codes (src/vocabulary/routes.ts). */
export type Route = RouteCode;
export const ROUTES: readonly Route[] = ROUTE_CODES;

export type RoofType = 'flat' | 'mono_pitch' | 'gable';

export type ScoreAspect =
  | 'lowInvestment'
  | 'lowCosts'
  | 'lowEnergyCosts'
  | 'adaptations'
  | 'comfort'
  | 'independence'
  | 'lowCo2Emissions'
  | 'spaceUsage';

export interface ScoreEntry {
  score: number;
  weightedScore: number;
}

/** Spec "Current building levels". Roof and floor 0–4, facade 0–3, glass 0–4, ventilation and infiltration 0–2; 0 is the construction period's original state. */
export interface BuildingLevels {
  infiltration: number;
  ventilationType: number;
  glass1: number;
  glass2: number;
  facade: number;
  floor: number;
  roof: number;
}
export type BuildingComponent = keyof BuildingLevels;

/** Fractions 0–1 per heat-loss component (glazing1 = living room, glazing2 = bedrooms). */
export interface ComponentShares {
  roof: number;
  floor: number;
  facade: number;
  glazing1: number;
  glazing2: number;
  ventilation: number;
  infiltration: number;
}

export type CurrentHeating =
  | 'condensing_boiler'
  | 'improved_boiler'
  | 'conventional_boiler'
  | 'hybrid_heat_pump'
  | 'heat_pump'
  | 'heat_grid'
  | 'electric';

export type Cooking = 'gas' | 'electric' | 'induction';

/** Enthusiasm scale of the results flows (spec §9: 1, 3 default, 5). */
export type RouteFeeling = 1 | 3 | 5;

export interface HouseProfile {
  buildYear: number;
  dwellingType: DwellingType;
  floorAreaM2: number;
  /** Share of the floor area that is not heated (0–0.99). */
  shareNotHeated: number;
  /** Purposes of use from the register and the DwellingUsages answer (e.g. 'woonfunctie'). */
  usages: string[];
  roofType: RoofType;
  /** Glass share of the outer wall (facade + glass), 0–1. */
  shareGlassOfOuterWall: number;
  levels: BuildingLevels;
  /** True once the resident answered at least one insulation question; until then a registered label wins. */
  houseDetailsKnown: boolean;
  /** Label registered at import (A+++ etc. folded into 'A+'), null when none. */
  registeredLabel: EnergyLabel | null;
  currentHeating: CurrentHeating;
  cooking: Cooking;
  household: { size: number; ages: number[] };
  hotWater: { showerMinutesPerWeek: number; bathsPerWeek: number };
  measured: {
    gasM3PerYear: number | null;
    electricityNormalKWh: number | null;
    electricityLowKWh: number | null;
    solarProductionKWh: number | null;
    measuredUsageSkipped: boolean;
    hasSmartMeter: boolean;
  };
  /** Appliance electricity (kWh/yr) when no meter reading is known: register estimate or reference default. */
  electricityEstimateKWhPerYear: number;
  solarBoiler: boolean;
  discounts: { shareInstallation: number; shareConstruction: number };
  filters: { maxInvestmentEur: number | null; maxMonthlyCostEur: number | null };
  /** The resident's 40 points (spec §9), default 5 per aspect. */
  weights: Record<ScoreAspect, number>;
  routeFeelings: Record<Exclude<Route, 'other'>, RouteFeeling>;
  isMonument: boolean;
}

/**
 * What the advice takes: the house profile and, for a home whose meter readings were fitted against the weather
 * and the fit held, its measured heat loss (heat-signature.ts, issue #39). Kept beside the profile, not in it: the
 * profile is what the resident answered and Mijn data shows field by field; absent, the advice is as it was.
 */
export interface AdviceProfile extends HouseProfile {
  heatSignature?: MeasuredHeatLoss;
}

/** What the advice takes from a heat-signature fit that held (measuredHeatLossOf in heat-signature.ts). */
export interface MeasuredHeatLoss {
  /** Measured heat-loss coefficient of the home as it is (W/K), with its band. */
  heatLossWPerK: number;
  lowWPerK: number;
  highWPerK: number;
  /** Relative standard deviation of the coefficient (0–1), for the certainty bands. */
  relativeSd: number;
  /** Useful space heat of a normal year by the fit (kWh): what the home's space-heating demand is calibrated to. */
  normalYearSpaceHeatKWh: number;
}

/** Model and measurement side by side, for the Verantwoording ('ons model schatte 260 W per graad'). */
export interface MeasuredHeatLossReport {
  measuredWPerK: number;
  lowWPerK: number;
  highWPerK: number;
  modelWPerK: number;
}

/** What the building-register import gives (spec "Real estate object"). */
export interface RealEstateFacts {
  buildYear: number;
  totalSurface: number;
  dwellingType?: DwellingType;
  isMonument: boolean;
  currentEnergyLabel?: string;
  estimatedTotalGasUsage?: number;
  estimatedTotalEnergyUsage?: number;
  purposes?: string[];
}

export type HeatGridClass = 'ZLT' | 'LT' | 'MT' | 'HT';
export type HeatSource =
  | 'steg'
  | 'waste_incineration'
  | 'geothermal'
  | 'biomass_dutch'
  | 'biomass_imported'
  | 'industrial_waste_heat'
  | 'aquathermal'
  | 'unknown';

export interface HeatGrid {
  /** Spec keeps a declared type; the engine derives the class from the temperature (spec §9) and reports a mismatch in the explanation. */
  type: HeatGridClass;
  temperature: number;
  /** € per GJ delivered. */
  price: number;
  /** One-off connection charge (bijdrage aansluitkosten), €. */
  bak: number;
  /** € per year. */
  standingCharge: number;
  source: HeatSource;
  name?: string;
}

export type PriceName = 'natural_gas' | 'green_gas' | 'hydrogen' | 'electricity' | 'pellets' | 'gas_standing_charge';

export interface PriceSetting {
  name: PriceName;
  unit: string;
  priceAtStartYear: number;
  averagePriceDuringPeriod: number;
}

export type GasType = 'natural' | 'green_gas' | 'hydrogen';

/** Spec "Advice settings", plus the financial assumptions the model needs. */
export interface CampaignSettings {
  startYearEnergyPrice: number;
  durationEnergyPrice: number;
  prices: PriceSetting[];
  pricesIncludeVat: boolean;
  isSubsidiesTakenInConsideration: boolean;
  /** Solution codes; empty means every solution of the catalogue. */
  solutionsIncluded: string[];
  solutionsExcluded: string[];
  heatNets: HeatGrid[];
  /** 0–100, spec spelling. */
  percentageOfGreenElectricity: number;
  typeOfGas: GasType;
  /** € per tonne CO2 on direct (gas) emissions, on top of the prices. */
  co2Tax: number;
  /** Yearly interest rate for annuities, fraction (0.04 = 4 %). */
  interestRate: number;
  /** Applied to prices that exclude VAT. */
  vatRate: number;
}

/** What the resident decided in the results flows. */
export interface ResidentChoices {
  rejectedRoutes: readonly Route[];
}

/**
 * One figure of the Verantwoording: ids only, no language (issue #40.2). Its label and unit follow from `id`
 * (src/vocabulary/explanations.ts), the texts of both and of `source` live in src/contract/explanation-texts.ts.
 */
export interface ExplanationLine {
  id: ExplanationId;
  value: number;
  source: ExplanationSource;
}

/** A carrier's yearly amount and cost; its name and unit (m³, kWh, GJ, kg) follow from the carrier. */
export interface EnergyLine {
  carrier: EnergyCarrier;
  amount: number;
  pricePerUnitEur: number;
  costEur: number;
  co2Kg: number;
}

/** An aspect's points; its name and the unit of `value`, `bestAt` and `worstAt` follow from the aspect. */
export interface ScoreLine {
  aspect: ScoreAspect;
  value: number;
  /** Absolute band: 5 points at or better than bestAt, 0 at or worse than worstAt, linear between. */
  bestAt: number;
  worstAt: number;
  score: number;
  weight: number;
  weightedScore: number;
}

export interface BuildingChangeLine {
  component: BuildingComponent;
  fromLevel: number;
  toLevel: number;
  investmentEur: number;
  subsidyEur: number;
}

/** For an air/water heat pump: the flow temperature the home needs, and the seasonal factor that follows (issue #25). */
export interface FlowTemperatureExplanation {
  /** Flow temperature at −10 °C outside as the home is now, with its own emitters, rounded up to 5 °C. */
  currentC: number;
  /** The same after the solution's package (and low-temperature emitters where it adds them), rounded up to 5 °C. */
  packageC: number;
  /** Seasonal performance factor (SPF) of the heat pump at that flow temperature. */
  seasonalFactor: number;
  /** Which sentence says it ('Je huis kan met deze isolatie op 45 °C verwarmd worden.'), filled in with the two temperatures. */
  statement: FlowStatement;
  source: ExplanationSource;
}

/** Why each number of an advice is what it is; for the 'Verantwoording' panel and the points breakdown. */
export interface AdviceExplanation {
  solutionCode: string;
  assumptions: ExplanationLine[];
  energy: EnergyLine[];
  /** The prices as a bill splits them, and what the home's solar power is worth with and without net metering. */
  bill: ExplanationLine[];
  /** Null for every solution but the air/water heat pump. */
  flowTemperature: FlowTemperatureExplanation | null;
  investment: ExplanationLine[];
  yearlyCost: ExplanationLine[];
  buildingChange: BuildingChangeLine[];
  scores: ScoreLine[];
}

export type EnergyCarrier = 'natural_gas' | 'green_gas' | 'hydrogen' | 'electricity' | 'heat' | 'pellets';

export type ComfortWording =
  'Geen verandering' | 'Een stukje beter' | 'Merkbare verbetering' | 'Grote verbetering' | 'Kan haast niet beter';

export interface AdviceItem {
  /** Stable positive integer per catalogue solution; heat grids 100 + index in settings.heatNets. */
  id: number;
  route: Route;
  /** Estimated energy label after the solution's building change. */
  label: EnergyLabel;
  totalCostPerYear: number;
  /** Heating + other + building-change investment, after discounts, minus the subsidies taken into account. */
  totalInvestment: number;
  yearlyEnergyCost: number;
  /** kg CO2 per year. */
  totalCo2: number;
  heating: { name: string; longName: string; investment: number; otherInvestment: number; availableSubsidy: number };
  scores: Record<'total' | ScoreAspect, ScoreEntry>;
  buildingChange: { investment: number; appreciation: number; availableSubsidy: number };
  comfort: ComfortWording;
  explanation: AdviceExplanation;
}

export type GasUsagePurpose = 'spaceHeating' | 'hotWater' | 'cooking';

export interface GasUsageReport {
  totalGasUsageInM3: number;
  myGasUsage: { name: GasUsagePurpose; percentage: number; gasUsageInM3: number }[];
  compareWithRestOfCountry: { gasUsageInM3: number };
}

export interface HeatLossReport {
  label: EnergyLabel;
  heatLossItems: ComponentShares;
  savingStillPossible: ComponentShares;
}

export type ExclusionReason = 'campaign' | 'investment_filter' | 'monthly_cost_filter' | 'rejected_route';

export interface ExpectedUsage {
  gasM3PerYear: number;
  electricityNormalKWh: number;
  electricityLowKWh: number;
  /** True when the space-heating demand was scaled to the resident's measured gas use. */
  calibrated: boolean;
  /** True when the measured gas asked for a factor outside 0.5×–2× and the calibration was capped (a reading to double-check). */
  calibrationBounded: boolean;
}

/** What an option saves a year and a month on today's energy cost; negative when its energy costs more. */
export interface EnergySaving {
  adviceId: number;
  yearlyEur: number;
  monthlyEur: number;
}

/**
 * Today's energy cost of the home as it heats now, in the same terms as an option's `yearlyEnergyCost`: heating,
 * hot water and cooking, with the fixed charges of the gas connection or heat net it has (energy-cost-today.ts).
 */
export interface EnergyCostToday {
  yearlyEur: number;
  monthlyEur: number;
  /** The gas connection's network and supplier charges, or the heat net's, per year. */
  standingChargesEur: number;
  co2TaxEur: number;
  /** Per carrier, as an option's `explanation.energy`. */
  lines: EnergyLine[];
  /** One per option of `advices`, in their order (applyResidentChoices keeps them together). */
  savings: EnergySaving[];
}

/** Where the label a resident reads as 'now' comes from: the register (EP-Online) or the engine's estimate. */
export type LabelSource = 'registered' | 'estimated';

export interface AdviceResult {
  /** Filtered and ranked, best first. */
  advices: AdviceItem[];
  excluded: { id: number; route: Route; reason: ExclusionReason }[];
  currentBuildingLevels: BuildingLevels;
  /** The label every screen shows as 'now' (currentEnergyLabel), and where it comes from. */
  energyLabel: EnergyLabel;
  energyLabelSource: LabelSource;
  /** The engine's own estimate, shown beside a registered label that it differs from. */
  estimatedLabel: EnergyLabel;
  insulationLabel: EnergyLabel;
  gasUsage: GasUsageReport;
  heatLoss: HeatLossReport;
  expectedUsage: ExpectedUsage;
  /** Today's energy cost and what each option saves on it (issue #38.3). */
  energyCostToday: EnergyCostToday;
  /** Only for a home with a heat-signature fit (AdviceProfile.heatSignature); absent otherwise. */
  measuredHeatLoss?: MeasuredHeatLossReport;
}
