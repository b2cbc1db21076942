// No-regret measures: building measures that pay back within their lifetime whichever route the home takes
// (src/engine/README.md §3; docs/decisions/0015-no-regret-measures.md). Computed only on request.
import { analyseHouse, scenarioFor, type HouseAnalysis } from './analyse-house.ts';
import { buildingChangeCost, COMPONENTS, targetLevels } from './building-change.ts';
import { campaignContext } from './campaign-settings.ts';
import { energyOnScenario } from './evaluate-solution.ts';
import { annuity } from './money.ts';
import { bestPerRoute } from './ranking.ts';
import { LIFETIME_YEARS } from './reference/installation-costs.ts';
import type { SolutionSpec } from './solutions/solution-spec.ts';
import type {
  AdviceResult,
  BuildingComponent,
  BuildingLevels,
  CampaignSettings,
  HouseProfile,
  Route,
} from './types.ts';

export interface NoRegretMeasure {
  component: BuildingComponent;
  /** Dutch (B1) name of the measure. */
  label: string;
  fromLevel: number;
  toLevel: number;
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

function measureLabel(component: BuildingComponent, toLevel: number): string {
  switch (component) {
    case 'roof':
      return 'Dak isoleren';
    case 'floor':
      return 'Vloer isoleren';
    case 'facade':
      return toLevel === 1 ? 'Spouwmuur isoleren' : 'Gevel isoleren';
    case 'glass1':
      return 'Beter glas in de woonkamer';
    case 'glass2':
      return 'Beter glas in de slaapkamers';
    case 'infiltration':
      return 'Naden en kieren dichten';
    case 'ventilationType':
      return 'Ventilatie verbeteren';
  }
}

/**
 * Yearly energy cost with a solution's system on the home at the given levels, without the solution's own
 * building change: the energy part of evaluateSolution.
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
  const specs = new Map(context.solutions.map((spec) => [spec.id, spec]));
  const best = bestPerRoute(result.advices);
  const routes = (Object.keys(best) as Route[]).filter((route) => best[route] !== undefined);
  if (routes.length === 0) return [];
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
    });
    const net = cost.investmentEur - cost.subsidyEur;
    if (net <= 0) continue;
    const needed = annuity(net, settings.interestRate, lifetimeYears);
    let lowest = Infinity;
    for (const route of routes) {
      const spec = specs.get(best[route]!.id)!;
      const saving =
        energyCostAtLevels(spec, house, profile.levels, settings) - energyCostAtLevels(spec, house, levels, settings);
      lowest = Math.min(lowest, saving);
    }
    if (lowest < needed) continue;
    out.push({
      component,
      label: measureLabel(component, toLevel),
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
  return out;
}
