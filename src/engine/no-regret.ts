// No-regret measures: building measures that pay back within their lifetime whichever route the home takes
// (src/engine/README.md §3; docs/decisions/0015-no-regret-measures.md). Computed only on request.
import { analyseHouse, scenarioFor, type HouseAnalysis } from './analyse-house.ts';
import { buildingChangeCost, COMPONENTS, targetLevels } from './building-change.ts';
import { campaignContext } from './campaign-settings.ts';
import { isApartment } from './default-profile.ts';
import { energyOnScenario } from './evaluate-solution.ts';
import { showerHeatKWh } from './heat-demand.ts';
import { annuity } from './money.ts';
import { bestPerRoute } from './ranking.ts';
import { SHOWER_HEAT_RECOVERY } from './reference/hot-water-and-cooking.ts';
import { LIFETIME_YEARS } from './reference/installation-costs.ts';
import type { SolutionSpec } from './solutions/solution-spec.ts';
import type { NoRegretMeasureId, NoRegretTiming } from '../vocabulary/no-regret.ts';
import type {
  AdviceResult,
  BuildingComponent,
  BuildingLevels,
  CampaignSettings,
  HouseProfile,
  Route,
} from './types.ts';

/** A building component raised to the Standaard's level, or a shower heat exchanger (no level). */
export type NoRegretMeasureKind = BuildingComponent | 'showerHeatRecovery';

export interface NoRegretMeasure {
  component: NoRegretMeasureKind;
  /** Which measure: its name lives in every language in the contract (src/contract/no-regret-texts.ts). */
  measure: NoRegretMeasureId;
  /** When the measure fits best, or null when any time will do (its text in the contract too). */
  timing: NoRegretTiming | null;
  /** Insulation levels before and after; null for the shower heat exchanger. */
  fromLevel: number | null;
  toLevel: number | null;
  /** After the construction discount, before subsidy. */
  investmentEur: number;
  subsidyEur: number;
  /** The lowest yearly energy saving over the routes (the route where the measure saves least). */
  yearlySavingEur: number;
  /** Net investment over that lowest saving. */
  paybackYears: number;
  lifetimeYears: number;
  /** The routes it was checked on. */
  routes: Route[];
}

/** Measures considered: each component up to the Standaard's minimum package (package B), one at a time. */
const CANDIDATES: readonly BuildingComponent[] = COMPONENTS.filter((c) => c !== 'ventilationType');

/** The measure that raises a component to `toLevel`: a facade to level 1 is a cavity wall filled. */
export function measureOf(component: BuildingComponent, toLevel: number): NoRegretMeasureId {
  switch (component) {
    case 'roof':
      return 'roofInsulation';
    case 'floor':
      return 'floorInsulation';
    case 'facade':
      return toLevel === 1 ? 'cavityWallInsulation' : 'facadeInsulation';
    case 'glass1':
      return 'livingRoomGlass';
    case 'glass2':
      return 'bedroomGlass';
    case 'infiltration':
      return 'draughtProofing';
    case 'ventilationType':
      return 'ventilation';
  }
}

/**
 * Yearly energy cost with a solution's system on the home at the given levels (and hot-water heat), without
 * the solution's own building change: the energy part of evaluateSolution.
 */
export function energyCostAtLevels(
  spec: SolutionSpec,
  house: HouseAnalysis,
  levels: BuildingLevels,
  settings: CampaignSettings,
): number {
  const scenario = scenarioFor(house.profile, house.period, house.geometry, levels, house.calibration);
  return energyOnScenario(spec, scenario, house, campaignContext(settings)).energy.yearlyEnergyCostEur;
}

/** The lowest yearly saving over the routes' best solutions, given each solution's cost before and after. */
function lowestSaving(specs: readonly SolutionSpec[], saving: (spec: SolutionSpec) => number): number {
  let lowest = Infinity;
  for (const spec of specs) lowest = Math.min(lowest, saving(spec));
  return lowest;
}

/**
 * A shower heat exchanger fits where the shower has a floor of the same home below it, for the drain pipe:
 * houses, not apartments; and only for a household that showers. Its saving is the recovered part of the
 * shower heat, on each route's own hot-water system.
 */
function showerHeatRecovery(
  house: HouseAnalysis,
  settings: CampaignSettings,
  specs: readonly SolutionSpec[],
  routes: Route[],
): NoRegretMeasure | null {
  const profile = house.profile;
  const showerKWh = showerHeatKWh(profile.hotWater);
  if (isApartment(profile.dwellingType) || showerKWh <= 0) return null;
  // A solar boiler already covers part of the hot water: the exchanger saves on the rest only.
  const recoveredKWh = Math.min(house.hotWaterKWh, showerKWh * SHOWER_HEAT_RECOVERY.value.shareOfShowerHeat);
  const { investmentEur } = SHOWER_HEAT_RECOVERY.value;
  const lifetimeYears = LIFETIME_YEARS.value.otherInvestment;
  const recovered = { ...house, hotWaterKWh: house.hotWaterKWh - recoveredKWh };
  const lowest = lowestSaving(
    specs,
    (spec) =>
      energyCostAtLevels(spec, house, profile.levels, settings) -
      energyCostAtLevels(spec, recovered, profile.levels, settings),
  );
  if (lowest < annuity(investmentEur, settings.interestRate, lifetimeYears)) return null;
  return {
    component: 'showerHeatRecovery',
    measure: 'showerHeatRecovery',
    timing: 'bathroomRenovation',
    fromLevel: null,
    toLevel: null,
    investmentEur,
    subsidyEur: 0,
    yearlySavingEur: lowest,
    paybackYears: investmentEur / lowest,
    lifetimeYears,
    routes,
  };
}

/**
 * The measures that pay back within their lifetime on every route of `result` (the plain advice of the same
 * profile and settings): for each route's best solution, the yearly energy saving of the measure alone is at
 * least the annuity of its net investment over its lifetime at the campaign's interest rate.
 */
export function noRegretMeasures(
  profile: HouseProfile,
  settings: CampaignSettings,
  result: AdviceResult,
): NoRegretMeasure[] {
  const context = campaignContext(settings);
  const specs = context.solutionById;
  const best = bestPerRoute(result.advices);
  const routes = (Object.keys(best) as Route[]).filter((route) => best[route] !== undefined);
  if (routes.length === 0) return [];
  const routeSpecs = routes.map((route) => specs.get(best[route]!.id)!);
  const house = analyseHouse(profile);
  const standard = targetLevels(profile.levels, 'B', profile.isMonument);
  const lifetimeYears = LIFETIME_YEARS.value.insulation;
  const out: NoRegretMeasure[] = [];
  for (const component of CANDIDATES) {
    const fromLevel = profile.levels[component];
    const toLevel = standard[component];
    if (toLevel <= fromLevel) continue;
    const levels = { ...profile.levels, [component]: toLevel };
    const cost = buildingChangeCost(house.geometry, profile.roofType, profile.levels, levels, {
      isMonument: profile.isMonument,
      shareConstructionDiscount: profile.discounts.shareConstruction,
      subsidies: settings.isSubsidiesTakenInConsideration,
      combinedWithInstallation: false,
      period: house.period,
      isdeYear: context.isdeYear,
    });
    const net = cost.investmentEur - cost.subsidyEur;
    if (net <= 0) continue;
    const lowest = lowestSaving(
      routeSpecs,
      (spec) =>
        energyCostAtLevels(spec, house, profile.levels, settings) - energyCostAtLevels(spec, house, levels, settings),
    );
    if (lowest < annuity(net, settings.interestRate, lifetimeYears)) continue;
    out.push({
      component,
      measure: measureOf(component, toLevel),
      timing: null,
      fromLevel,
      toLevel,
      investmentEur: cost.investmentEur,
      subsidyEur: cost.subsidyEur,
      yearlySavingEur: lowest,
      paybackYears: net / lowest,
      lifetimeYears,
      routes,
    });
  }
  const shower = showerHeatRecovery(house, settings, routeSpecs, routes);
  if (shower) out.push(shower);
  return out;
}
