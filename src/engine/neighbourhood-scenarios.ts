import { adviseHouse } from './advise-house.ts';
import { analyseHouse } from './analyse-house.ts';
import { campaignContext, referenceYear } from './campaign-settings.ts';
import { highFactor, lowFactor, spreadsOf, type ProfileProvenance } from './certainty.ts';
import { co2Factors, co2Kg } from './co2.ts';
import { annuity } from './money.ts';
import { noRegretMeasures, type NoRegretMeasureKind } from './no-regret.ts';
import type { NoRegretMeasureId } from '../vocabulary/no-regret.ts';
import { bestPerRoute } from './ranking.ts';
import { CO2_HEAT_BY_SOURCE, CO2_NATURAL_GAS } from './reference/emission-factors.ts';
import {
  DESIGN_COP_AIR,
  DESIGN_COP_GROUND,
  HEAT_GRID_MIN_CONNECTION_SHARE,
  HEAT_GRID_MIN_DENSITY,
  HEAT_PUMP_SIMULTANEITY,
  HOUSEHOLD_PEAK_KW,
  HYBRID_PEAK_KW,
  INDUCTION_PEAK_KW,
  NATIONAL_DISCOUNT_RATE,
  SUBSTATION_CAPACITY_KW,
  SUBSTATION_HOMES,
} from './reference/grid.ts';
import { DESIGN_TEMPERATURE_DIFFERENCE } from './reference/climate.ts';
import { LIFETIME_YEARS } from './reference/installation-costs.ts';
import { ENERGY_TAX_ELECTRICITY, ENERGY_TAX_GAS } from './reference/prices.ts';
import { ROUTES, type AdviceItem, type CampaignSettings, type HouseProfile, type Route } from './types.ts';

// Neighbourhood scenarios (issue #28, docs/decisions/0108-neighbourhood-scenarios.md): what a route, or a mix of
// routes, would mean summed over every home of a campaign. Every figure is a sum of per-home figures, so a mix is
// the shares' weighted sum of the routes' scenarios and no home is singled out by the mix.

/** One home of the campaign: its register profile, and the residents' profile once they answered. */
export interface ScenarioHome {
  /** Register data and defaults only. */
  register: HouseProfile;
  registerProvenance: ProfileProvenance;
  /** The profile with the residents' answers, and the household that gave them; null when nobody answered. */
  answered: { profile: HouseProfile; provenance: ProfileProvenance; household: number } | null;
}

/** A low–central–high band (80 %, docs/decisions/0013-certainty-bands.md), summed over homes. */
export interface SumBand {
  low: number;
  central: number;
  high: number;
}

/** Per home and route: the figures a scenario sums. Zero everywhere when the route has no solution for the home. */
export interface HomeRouteFigures {
  hasSolution: boolean;
  /** Before subsidy, after discounts (€). */
  investmentEur: SumBand;
  subsidyEur: number;
  /** The household's yearly cost: annuities at the campaign's rate, maintenance and energy (€ per year). */
  householdCostEur: SumBand;
  /** PBL's national costs (€ per year): see `nationalCost`. */
  nationalCostEur: SumBand;
  co2Kg: SumBand;
  /** CO2 of the home as it is heated today (kg per year). */
  currentCo2Kg: number;
  /** Electricity the home's heating and cooking draw at −10 °C, before simultaneity (kW). */
  heatPumpPeakKW: number;
  /** Peaks that are already diversified per home (hybrid heat pumps, induction cooking), kW. */
  diversifiedPeakKW: number;
  needsBuildingChange: boolean;
  /** An air/water heat pump that needs a lower flow temperature than the home needs today (flow-temperature.ts). */
  needsLowerFlowTemperature: boolean;
}

/** The figures that do not depend on the route. */
export interface HomeFigures {
  routes: Record<Route, HomeRouteFigures>;
  /** Space heating and hot water of the home today (GJ per year), for the heat demand density. */
  heatDemandGJ: number;
  noRegret: { component: NoRegretMeasureKind; measure: NoRegretMeasureId }[];
}

export type ScenarioSums = Omit<
  HomeRouteFigures,
  'hasSolution' | 'needsBuildingChange' | 'needsLowerFlowTemperature'
> & {
  homes: number;
  /** Homes the route has no solution for (such as a heat grid the campaign does not have). */
  homesWithoutSolution: number;
  homesNeedingBuildingChange: number;
  homesNeedingLowerFlowTemperature: number;
};

export interface GridFigures {
  /** Extra peak at −10 °C with simultaneity (kW). */
  extraPeakKW: number;
  /** The homes' share of neighbourhood substations (MS-ruimtes): homes over homes per substation, not rounded. */
  substations: number;
  /** What those substations carry less today's household peak (kW). */
  headroomKW: number;
  /** Extra peak over headroom: 1 means the substations are full; null when today's load leaves no headroom. */
  loadShare: number | null;
}

export interface Scenario {
  /** Homes whose residents' answers were used; register only when fewer than `minHouseholds` households answered. */
  answered: ScenarioSums;
  registerOnly: ScenarioSums;
  total: ScenarioSums;
  grid: GridFigures;
  /** Homes on the heat grid in this scenario, as a share of all homes (0–1). */
  heatGridShare: number;
}

export interface HeatGridViability {
  /** Heat demand of today's homes per hectare (GJ per ha per year). */
  densityGJPerHa: number;
  /** Share of homes that must connect for the grid to pay; above 1 when even every home is not enough; null without demand. */
  requiredShare: number | null;
}

export interface NeighbourhoodScenarios {
  homes: number;
  /** Households whose answers count; 0 when fewer than `minHouseholds` answered, and every home counts on register data. */
  answeringHouseholds: number;
  answersUsed: boolean;
  routes: Record<Route, Scenario>;
  /** Space heating and hot water of today's homes (GJ per year), for the heat demand density (heatGridViability). */
  heatDemandGJ: number;
  /** Per no-regret measure (its Dutch name), the homes it pays back in on every route. */
  noRegret: { component: NoRegretMeasureKind; measure: NoRegretMeasureId; homes: number }[];
}

export type RouteMix = Record<Route, number>;

const ZERO_BAND: SumBand = { low: 0, central: 0, high: 0 };
const GJ_PER_KWH = 0.0036;
const NO_FILTERS = { maxInvestmentEur: null, maxMonthlyCostEur: null };

function band(central: number, spread: number): SumBand {
  return { low: central * lowFactor(spread), central, high: central * highFactor(spread) };
}

function emptyRoute(currentCo2Kg: number): HomeRouteFigures {
  return {
    hasSolution: false,
    investmentEur: ZERO_BAND,
    subsidyEur: 0,
    householdCostEur: ZERO_BAND,
    nationalCostEur: ZERO_BAND,
    co2Kg: ZERO_BAND,
    currentCo2Kg,
    heatPumpPeakKW: 0,
    diversifiedPeakKW: 0,
    needsBuildingChange: false,
    needsLowerFlowTemperature: false,
  };
}

const assumption = (advice: AdviceItem, id: string) =>
  advice.explanation.assumptions.find((line) => line.id === id)?.value ?? 0;

/** Electricity at −10 °C of the solution's heating, and of cooking on induction where it removes the gas. */
function peaks(advice: AdviceItem, cooksOnGasToday: boolean): { heatPump: number; diversified: number } {
  const code = advice.explanation.solutionCode;
  const heatKW = (assumption(advice, 'heatLoss') * DESIGN_TEMPERATURE_DIFFERENCE.value) / 1000;
  const gasFree = !advice.explanation.energy.some((l) => l.carrier === 'natural_gas' || l.carrier === 'green_gas');
  const induction = gasFree && cooksOnGasToday ? INDUCTION_PEAK_KW.value : 0;
  if (code.includes('hybrid')) return { heatPump: 0, diversified: HYBRID_PEAK_KW.value + induction };
  if (code.includes('ground')) return { heatPump: heatKW / DESIGN_COP_GROUND.value, diversified: induction };
  const electric = advice.explanation.energy.some((l) => l.carrier === 'electricity' && l.amount > 0);
  const heatPump = advice.explanation.flowTemperature !== null || code.includes('air') || code.includes('pvt');
  return { heatPump: electric && heatPump ? heatKW / DESIGN_COP_AIR.value : 0, diversified: induction };
}

/**
 * PBL's national costs (nationale kosten) per year: what the Netherlands as a whole pays, so without VAT, energy
 * tax and subsidies (money moving between Dutch parties): investments before subsidy as annuities at the social
 * discount rate over their lifetimes, maintenance, and energy at its price without energy tax and VAT.
 */
function nationalCost(advice: AdviceItem, settings: CampaignSettings): number {
  const vat = 1 + settings.vatRate;
  const year = referenceYear(settings.startYearEnergyPrice);
  const rate = NATIONAL_DISCOUNT_RATE.value;
  const life = LIFETIME_YEARS.value;
  const capital =
    annuity(advice.heating.investment / vat, rate, life.heatPump) +
    annuity(advice.heating.otherInvestment / vat, rate, life.otherInvestment) +
    annuity(advice.buildingChange.investment / vat, rate, life.insulation);
  const yearly = (id: string) => advice.explanation.yearlyCost.find((l) => l.id === id)?.value ?? 0;
  let energy = advice.yearlyEnergyCost - yearly('co2Tax');
  for (const line of advice.explanation.energy) {
    const tax =
      line.carrier === 'electricity'
        ? ENERGY_TAX_ELECTRICITY.value[year]
        : line.carrier === 'natural_gas' || line.carrier === 'green_gas'
          ? ENERGY_TAX_GAS.value[year]
          : 0;
    energy -= Math.max(0, line.amount) * Math.min(tax, line.pricePerUnitEur);
  }
  return capital + yearly('maintenance') / vat + Math.max(0, energy) / vat;
}

/** The figures of one home on every route: its best solution per route, without its filters or rejections. */
export function homeFigures(
  profile: HouseProfile,
  provenance: ProfileProvenance,
  settings: CampaignSettings,
): HomeFigures {
  const unfiltered = { ...profile, filters: NO_FILTERS };
  const result = adviseHouse(unfiltered, settings);
  const house = analyseHouse(unfiltered);
  const context = campaignContext(settings);
  const spreads = spreadsOf(house, provenance);
  const factors = co2Factors(context, CO2_HEAT_BY_SOURCE.value.unknown);
  const currentCo2Kg = co2Kg(
    house.currentUse,
    { ...factors, gasM3: CO2_NATURAL_GAS.value }, // today's gas is natural gas, whatever the campaign plans
  );
  const best = bestPerRoute(result.advices);
  const routes = {} as Record<Route, HomeRouteFigures>;
  for (const route of ROUTES) {
    const advice = best[route];
    if (advice === undefined) {
      routes[route] = emptyRoute(currentCo2Kg);
      continue;
    }
    const peak = peaks(advice, profile.cooking === 'gas');
    const flow = advice.explanation.flowTemperature;
    const subsidy = advice.heating.availableSubsidy + advice.buildingChange.availableSubsidy;
    routes[route] = {
      hasSolution: true,
      investmentEur: band(advice.totalInvestment + subsidy, spreads.investment),
      subsidyEur: subsidy,
      householdCostEur: band(advice.totalCostPerYear, Math.max(spreads.space, spreads.investment)),
      nationalCostEur: band(nationalCost(advice, settings), Math.max(spreads.space, spreads.investment)),
      co2Kg: band(advice.totalCo2, spreads.space),
      currentCo2Kg,
      heatPumpPeakKW: peak.heatPump,
      diversifiedPeakKW: peak.diversified,
      needsBuildingChange: advice.buildingChange.investment > 0,
      needsLowerFlowTemperature: flow !== null && flow.packageC < flow.currentC,
    };
  }
  return {
    routes,
    heatDemandGJ: (house.spaceKWh + house.hotWaterKWh) * GJ_PER_KWH,
    noRegret: noRegretMeasures(unfiltered, settings, result).map((m) => ({
      component: m.component,
      measure: m.measure,
    })),
  };
}

function emptySums(): ScenarioSums {
  return {
    homes: 0,
    homesWithoutSolution: 0,
    homesNeedingBuildingChange: 0,
    homesNeedingLowerFlowTemperature: 0,
    investmentEur: { ...ZERO_BAND },
    subsidyEur: 0,
    householdCostEur: { ...ZERO_BAND },
    nationalCostEur: { ...ZERO_BAND },
    co2Kg: { ...ZERO_BAND },
    currentCo2Kg: 0,
    heatPumpPeakKW: 0,
    diversifiedPeakKW: 0,
  };
}

const BAND_KEYS = ['investmentEur', 'householdCostEur', 'nationalCostEur', 'co2Kg'] as const;
const NUMBER_KEYS = [
  'homes',
  'homesWithoutSolution',
  'homesNeedingBuildingChange',
  'homesNeedingLowerFlowTemperature',
  'subsidyEur',
  'currentCo2Kg',
  'heatPumpPeakKW',
  'diversifiedPeakKW',
] as const;

/** Adds `weight` times one home's figures on a route to the sums. */
function addHome(sums: ScenarioSums, f: HomeRouteFigures, weight: number): void {
  const bands: SumBand[] = [f.investmentEur, f.householdCostEur, f.nationalCostEur, f.co2Kg];
  BAND_KEYS.forEach((key, i) => {
    sums[key].low += weight * bands[i]!.low;
    sums[key].central += weight * bands[i]!.central;
    sums[key].high += weight * bands[i]!.high;
  });
  sums.homes += weight;
  sums.homesWithoutSolution += f.hasSolution ? 0 : weight;
  sums.homesNeedingBuildingChange += f.needsBuildingChange ? weight : 0;
  sums.homesNeedingLowerFlowTemperature += f.needsLowerFlowTemperature ? weight : 0;
  sums.subsidyEur += weight * f.subsidyEur;
  sums.currentCo2Kg += weight * f.currentCo2Kg;
  sums.heatPumpPeakKW += weight * f.heatPumpPeakKW;
  sums.diversifiedPeakKW += weight * f.diversifiedPeakKW;
}

function addSums(a: ScenarioSums, b: ScenarioSums): ScenarioSums {
  const out = emptySums();
  for (const key of BAND_KEYS)
    out[key] = {
      low: a[key].low + b[key].low,
      central: a[key].central + b[key].central,
      high: a[key].high + b[key].high,
    };
  for (const key of NUMBER_KEYS) out[key] = a[key] + b[key];
  return out;
}

/**
 * The grid figures of a scenario's sums: simultaneity on the heat pumps, against the substations' headroom as PBL's
 * Vesta MAIS compares a buurt's peak with its MS-ruimtes. A campaign is rarely a substation's whole area, so it gets
 * its homes' share of substations, not whole ones rounded up.
 */
export function gridFigures(sums: ScenarioSums): GridFigures {
  const extraPeakKW = sums.heatPumpPeakKW * HEAT_PUMP_SIMULTANEITY.value + sums.diversifiedPeakKW;
  const substations = sums.homes / SUBSTATION_HOMES.value;
  const headroomKW = Math.max(0, substations * SUBSTATION_CAPACITY_KW.value - sums.homes * HOUSEHOLD_PEAK_KW.value);
  return { extraPeakKW, substations, headroomKW, loadShare: headroomKW > 0 ? extraPeakKW / headroomKW : null };
}

/** The heat demand density over the campaign's area and the share of homes a heat grid needs. */
export function heatGridViability(heatDemandGJ: number, areaHa: number): HeatGridViability {
  const densityGJPerHa = areaHa > 0 ? heatDemandGJ / areaHa : 0;
  if (densityGJPerHa <= 0) return { densityGJPerHa, requiredShare: null };
  const byDensity = HEAT_GRID_MIN_DENSITY.value / densityGJPerHa;
  return { densityGJPerHa, requiredShare: Math.max(HEAT_GRID_MIN_CONNECTION_SHARE.value, byDensity) };
}

/** Per-home figures of a campaign, each on the profile that counts: answers only when enough households gave them. */
export interface CampaignFigures {
  homes: { figures: HomeFigures; answered: boolean }[];
  answeringHouseholds: number;
  answersUsed: boolean;
}

/**
 * Each home's figures. Residents' answers are used only when at least `minHouseholds` households gave them;
 * below that every home counts on its register profile, so no figure moves when one household answers
 * (docs/security.md J1).
 */
export function campaignFigures(
  homes: readonly ScenarioHome[],
  settings: CampaignSettings,
  minHouseholds: number,
): CampaignFigures {
  const households = new Set(homes.flatMap((h) => (h.answered ? [h.answered.household] : []))).size;
  const answersUsed = households >= minHouseholds;
  return {
    answeringHouseholds: answersUsed ? households : 0,
    answersUsed,
    homes: homes.map((h) => {
      const answered = answersUsed && h.answered !== null;
      return {
        answered,
        figures: answered
          ? homeFigures(h.answered!.profile, h.answered!.provenance, settings)
          : homeFigures(h.register, h.registerProvenance, settings),
      };
    }),
  };
}

/** A scenario with `mix[route]` of every home on each route (shares 0–1 adding up to 1). */
export function mixScenario(figures: CampaignFigures, mix: RouteMix): Scenario {
  const answered = emptySums();
  const registerOnly = emptySums();
  for (const home of figures.homes)
    for (const route of ROUTES)
      if (mix[route] > 0) addHome(home.answered ? answered : registerOnly, home.figures.routes[route], mix[route]);
  const total = addSums(answered, registerOnly);
  return { answered, registerOnly, total, grid: gridFigures(total), heatGridShare: mix.heat_grid };
}

function scaled(sums: ScenarioSums, weight: number): ScenarioSums {
  const out = emptySums();
  for (const key of BAND_KEYS)
    out[key] = { low: weight * sums[key].low, central: weight * sums[key].central, high: weight * sums[key].high };
  for (const key of NUMBER_KEYS) out[key] = weight * sums[key];
  return out;
}

/**
 * The same mix from the routes' scenarios alone: every figure is a sum over homes, so the mix of the sums is the
 * sum of the mixed homes. The server keeps only the published routes' scenarios (no per-home figures).
 */
export function mixOfScenarios(routes: Record<Route, Scenario>, mix: RouteMix): Scenario {
  let answered = emptySums();
  let registerOnly = emptySums();
  for (const route of ROUTES) {
    if (!(mix[route] > 0)) continue;
    answered = addSums(answered, scaled(routes[route].answered, mix[route]));
    registerOnly = addSums(registerOnly, scaled(routes[route].registerOnly, mix[route]));
  }
  const total = addSums(answered, registerOnly);
  return { answered, registerOnly, total, grid: gridFigures(total), heatGridShare: mix.heat_grid };
}

export const SINGLE_ROUTE_MIX: Record<Route, RouteMix> = {
  fuel: { fuel: 1, all_electric: 0, heat_grid: 0, other: 0 },
  all_electric: { fuel: 0, all_electric: 1, heat_grid: 0, other: 0 },
  heat_grid: { fuel: 0, all_electric: 0, heat_grid: 1, other: 0 },
  other: { fuel: 0, all_electric: 0, heat_grid: 0, other: 1 },
};

/** Every route's scenario over the campaign, its heat demand and the no-regret measures. */
export function neighbourhoodScenarios(figures: CampaignFigures): NeighbourhoodScenarios {
  const routes = {} as Record<Route, Scenario>;
  for (const route of ROUTES) routes[route] = mixScenario(figures, SINGLE_ROUTE_MIX[route]);
  // By measure, not component: a cavity wall filled and a facade insulated are two measures with two names.
  const noRegret = new Map<
    NoRegretMeasureId,
    { component: NoRegretMeasureKind; measure: NoRegretMeasureId; homes: number }
  >();
  let heatDemandGJ = 0;
  for (const { figures: home } of figures.homes) {
    heatDemandGJ += home.heatDemandGJ;
    for (const m of home.noRegret) {
      const entry = noRegret.get(m.measure) ?? { ...m, homes: 0 };
      entry.homes += 1;
      noRegret.set(m.measure, entry);
    }
  }
  return {
    homes: figures.homes.length,
    answeringHouseholds: figures.answeringHouseholds,
    answersUsed: figures.answersUsed,
    routes,
    heatDemandGJ,
    noRegret: [...noRegret.values()],
  };
}

/**
 * The area the campaign's homes cover, in hectares: the convex hull of their positions, widened by half a plot
 * on every side so that a single street still has an area. Used when the buurt's own area is not known.
 */
export function homesAreaHa(points: readonly { latitude: number; longitude: number }[], marginM = 15): number {
  if (points.length === 0) return 0;
  const lat0 = points.reduce((s, p) => s + p.latitude, 0) / points.length;
  const mPerDegLat = 111_320;
  const mPerDegLon = 111_320 * Math.cos((lat0 * Math.PI) / 180);
  const xy = points.map((p) => [p.longitude * mPerDegLon, p.latitude * mPerDegLat] as const);
  const sorted = [...xy].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const cross = (o: readonly number[], a: readonly number[], b: readonly number[]) =>
    (a[0]! - o[0]!) * (b[1]! - o[1]!) - (a[1]! - o[1]!) * (b[0]! - o[0]!);
  const half = (list: (readonly [number, number])[]) => {
    const hull: (readonly [number, number])[] = [];
    for (const p of list) {
      while (hull.length >= 2 && cross(hull.at(-2)!, hull.at(-1)!, p) <= 0) hull.pop();
      hull.push(p);
    }
    hull.pop();
    return hull;
  };
  const hull = [...half(sorted), ...half([...sorted].reverse())];
  let area = 0;
  let perimeter = 0;
  for (let i = 0; i < hull.length; i++) {
    const a = hull[i]!;
    const b = hull[(i + 1) % hull.length]!;
    area += a[0] * b[1] - b[0] * a[1];
    perimeter += Math.hypot(b[0] - a[0], b[1] - a[1]);
  }
  // Minkowski sum with a disc: area + perimeter × margin + π × margin².
  const m2 = Math.abs(area) / 2 + perimeter * marginM + Math.PI * marginM * marginM;
  return m2 / 10_000;
}

/** Every threshold and factor the scenarios use, for the view and the PDF to show with its source. */
export const SCENARIO_REFERENCES = {
  heatPumpSimultaneity: HEAT_PUMP_SIMULTANEITY,
  designCopAir: DESIGN_COP_AIR,
  designCopGround: DESIGN_COP_GROUND,
  hybridPeak: HYBRID_PEAK_KW,
  inductionPeak: INDUCTION_PEAK_KW,
  substationCapacity: SUBSTATION_CAPACITY_KW,
  substationHomes: SUBSTATION_HOMES,
  householdPeak: HOUSEHOLD_PEAK_KW,
  heatGridMinDensity: HEAT_GRID_MIN_DENSITY,
  heatGridMinConnectionShare: HEAT_GRID_MIN_CONNECTION_SHARE,
  nationalDiscountRate: NATIONAL_DISCOUNT_RATE,
} as const;
