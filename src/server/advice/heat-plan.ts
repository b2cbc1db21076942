import { and, eq, inArray } from 'drizzle-orm';
import type { AdviceItemDto } from '../../contract/advice.ts';
import type { AdviceTrustDto } from '../../contract/advice-trust.ts';
import { isDwellingType } from '../../contract/dwelling-types.ts';
import { FLOW_IDS, isFlowDone, questionnaireFlows } from '../../contract/flow-ids.ts';
import {
  HEAT_PLAN_FORMAT,
  type HeatPlan,
  type HeatPlanFact,
  type HeatPlanOption,
  type HeatPlanRoute,
} from '../../contract/heat-plan.ts';
import { heatPlanTextsIn, routeTitlesIn } from '../../contract/heat-plan-texts.ts';
import { breakEvenSentences, explanationSources } from '../../contract/explanation-texts.ts';
import { noRegretTextsIn } from '../../contract/no-regret-texts.ts';
import { isRouteRejected } from '../../contract/rejected-route.ts';
import {
  adviceBands,
  breakEvens,
  costRange,
  ENGINE_VERSION,
  noRegretMeasures,
  registeredLabelDifference,
  ROUTES,
  type FieldSource,
} from '../../engine/index.ts';
import { ownedHome, type HomeRef, type Owner } from '../auth/ownership.ts';
import { flowProgress, measurements } from '../db/schema.ts';
import type { AdviceState } from './advice-state.ts';
import { gasUseOf } from './gas-use.ts';
import { currentAdvice } from './read.ts';
import type { AdviceStateCache } from './state-cache.ts';
import type { AdviceDeps } from './store.ts';
import { fieldSources } from '../households/house-profile.ts';
import { withUnit } from '../../vocabulary/units.ts';
import { languageFacts, type Language } from '../../vocabulary/languages.ts';
import { solutionNameIn } from '../../contract/solution-names.ts';

/**
 * 'Mijn warmteplan' (issue 29): the advice of one owned home gathered into one document, the same for the PDF,
 * the JSON export and what a coach opens. It reads only through `currentAdvice`, whose statement carries
 * the ownership condition, so a plan of a foreign home is never built (undefined → 404). Its own words (the facts'
 * names and values, the routes' titles, the solutions' names) are in the language it is built in (issue #40.2); the
 * engine's break-even lines and sources come from the contract's tables in that language (record 0147), and so do the
 * no-regret measures' names and best moments (record 0153).
 */

/** Bands, break-evens and no-regret measures, as GET …/trust answers them (docs/decisions/0013-0015). */
export function adviceTrust(state: AdviceState): AdviceTrustDto {
  const { profile, settings, result } = state;
  const sources = fieldSources(state.fields, profile);
  const bands = adviceBands(profile, settings, sources, result);
  const difference = registeredLabelDifference(profile, bands.estimatedLabel);
  return {
    bands,
    breakEvens: breakEvens(profile, settings, result),
    noRegret: noRegretMeasures(profile, settings, result),
    labelDifference: difference && {
      registered: difference.registered,
      estimated: difference.estimated,
      classesBetter: difference.classesBetter,
      explainedBy: difference.explainedBy.map(({ component, ep2Better }) => ({ component, ep2Better })),
      measuredOverModel: difference.measuredOverModel,
      registeredInsideBand: difference.registeredInsideBand,
    },
  };
}

/** What a plan is built from: the advice pipeline and this instance's advice states read lately. */
export interface HeatPlanDeps extends AdviceDeps {
  adviceStates: AdviceStateCache;
}

export async function buildHeatPlan(
  deps: HeatPlanDeps,
  owner: Owner,
  ref: HomeRef & { measurementId: number },
  now: Date,
  language: Language,
): Promise<HeatPlan | undefined> {
  const state = await currentAdvice(deps, owner, ref, now, { cache: deps.adviceStates });
  if (!state) return undefined;
  const trust = adviceTrust(state);
  const sources = fieldSources(state.fields, state.profile);
  const [campaign] = await deps.db
    .select({ name: measurements.name })
    .from(measurements)
    .where(eq(measurements.id, owner.measurementId));
  const progress = await deps.db
    .select({ flowId: flowProgress.flowId, percentage: flowProgress.percentage, finishedAt: flowProgress.finishedAt })
    .from(flowProgress)
    .where(
      and(
        eq(flowProgress.participatorId, owner.participatorId),
        inArray(flowProgress.realEstateId, ownedHome(owner, { realEstateId: state.home.id })),
      ),
    );
  const done = new Set(progress.filter((p) => p.finishedAt !== null || isFlowDone(p.percentage)).map((p) => p.flowId));
  const { home, result } = state;
  const option = (advice: AdviceItemDto): HeatPlanOption => {
    const band = trust.bands.advices.find((b) => b.id === advice.id);
    const monthly = advice.totalCostPerYear / 12;
    const whole = (band: { low: number; high: number }) => ({
      low: Math.max(0, Math.round(band.low)),
      high: Math.max(0, Math.round(band.high)),
    });
    const investment = { low: advice.totalInvestment, high: advice.totalInvestment };
    return {
      adviceId: advice.id,
      // The engine names a solution in Dutch; a campaign's own heat grid name comes back as it is (record 0151).
      name: solutionNameIn(advice.heating.longName, language),
      label: advice.label,
      monthlyCostEur: Math.round(monthly),
      monthlyCostRangeEur: costRange(monthly),
      investmentEur: Math.round(advice.totalInvestment),
      subsidyEur: Math.round(advice.heating.availableSubsidy + advice.buildingChange.availableSubsidy),
      certainty: {
        monthlyCostEur: whole(band?.monthlyCostEur ?? { low: monthly, high: monthly }),
        investmentEur: whole(band?.investmentEur ?? investment),
        label: band?.label ?? { best: advice.label, central: advice.label, worst: advice.label },
      },
    };
  };
  const routes = ROUTES.map((route): HeatPlanRoute => {
    const preference = state.preferences.find((p) => p.route === route);
    const best = result.advices.find((a) => a.route === route);
    const favourite =
      preference?.adviceId && preference.adviceId > 0
        ? result.advices.find((a) => a.id === preference.adviceId && a.route === route)
        : undefined;
    const breakEven = trust.breakEvens.find((b) => b.route === route);
    const against = breakEven && result.advices.find((a) => a.id === breakEven.againstId);
    const sentiment = preference?.sentiment;
    return {
      route,
      title: routeTitlesIn(language)[route],
      rejected: preference !== undefined && isRouteRejected(preference),
      best: best ? option(best) : null,
      favourite: favourite ? option(favourite) : null,
      enthusiasm: sentiment === 1 || sentiment === 3 || sentiment === 5 ? sentiment : null,
      changesTheOrder:
        breakEven && against
          ? breakEvenSentences(breakEven, solutionNameIn(against.heating.name, language), language)
          : [],
    };
  });
  const bestOptions = routes.flatMap((r) => (r.best ? [r.best.adviceId] : []));
  const sourceList = new Set<string>();
  for (const advice of result.advices.filter((a) => bestOptions.includes(a.id)))
    for (const line of [
      ...advice.explanation.assumptions,
      ...advice.explanation.investment,
      ...advice.explanation.yearlyCost,
    ])
      sourceList.add(explanationSources[line.source][language]);
  const gas = trust.bands.gasM3PerYear;
  const gasUse = gasUseOf(state);
  return {
    format: HEAT_PLAN_FORMAT,
    language,
    createdAt: now.toISOString(),
    engineVersion: ENGINE_VERSION,
    campaign: campaign?.name ?? '',
    home: {
      address: address(home),
      postalCode: home.postalCode,
      city: home.city,
      bagCode: home.bagCode,
      facts: homeFacts(state, sources, language),
      questionnairesDone: FLOW_IDS.filter(
        (flow) => (questionnaireFlows as readonly string[]).includes(flow) && done.has(flow),
      ),
    },
    labels: {
      energyLabel: result.energyLabel,
      energyLabelSource: result.energyLabelSource,
      energyLabelBand: trust.bands.energyLabel,
      estimatedLabel: trust.bands.estimatedLabel,
      insulationLabel: result.insulationLabel,
    },
    usage: {
      // The household's reading is the use, exactly as given: no range around it (issue #35.2).
      gasM3PerYear: Math.round(gasUse.measuredM3 ?? result.expectedUsage.gasM3PerYear),
      gasM3PerYearRange:
        gasUse.measuredM3 !== null
          ? { low: Math.round(gasUse.measuredM3), high: Math.round(gasUse.measuredM3) }
          : { low: Math.round(gas.low), high: Math.round(gas.high) },
      measuredGasM3PerYear: gasUse.measuredM3 === null ? null : Math.round(gasUse.measuredM3),
      modelGasM3PerYear: Math.round(gasUse.modelM3),
    },
    routes,
    noRegret: trust.noRegret.map((m) => ({
      component: m.component,
      measure: m.measure,
      ...noRegretTextsIn(m, language),
      lifetimeYears: m.lifetimeYears,
      investmentEur: Math.round(m.investmentEur),
      subsidyEur: Math.round(m.subsidyEur),
      yearlySavingEur: Math.round(m.yearlySavingEur),
      paybackYears: Math.round(m.paybackYears * 10) / 10,
    })),
    sources: [...sourceList].sort((a, b) => a.localeCompare(b, 'nl')),
  };
}

/** "Dorpsstraat 12A-2", as the web app's top bar writes it. */
function address(home: AdviceState['home']): string {
  const addition = home.houseNumberAddition ? `-${home.houseNumberAddition}` : '';
  return `${home.street} ${home.houseNumber}${home.houseLetter ?? ''}${addition}`;
}

function homeFacts(state: AdviceState, sources: Record<string, FieldSource>, language: Language): HeatPlanFact[] {
  const { home, profile } = state;
  const t = heatPlanTextsIn(language);
  const f = t.facts;
  const locale = languageFacts[language].intlLocale;
  const whole = new Intl.NumberFormat(locale, { maximumFractionDigits: 0 });
  // Without the household's answer the size is the neighbourhood's average, 2,3.
  const decimal = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
  const registeredYear = home.registeredBuildYear;
  const registeredType = isDwellingType(home.dwellingType) ? home.dwellingType : null;
  const facts: HeatPlanFact[] = [
    {
      fact: 'buildYear',
      label: f.buildYear,
      value: String(profile.buildYear),
      registered: registeredYear !== null && registeredYear !== profile.buildYear ? String(registeredYear) : null,
      givenByHousehold: registeredYear !== null && registeredYear !== profile.buildYear,
    },
    {
      fact: 'dwellingType',
      label: f.dwellingType,
      value: t.dwellingType(profile.dwellingType),
      registered:
        registeredType !== null && registeredType !== profile.dwellingType ? t.dwellingType(registeredType) : null,
      givenByHousehold: sources.dwellingType === 'resident',
    },
    {
      fact: 'floorArea',
      label: f.floorArea,
      value: withUnit(whole.format(profile.floorAreaM2), 'm²'),
      registered:
        Math.round(home.totalSurface) !== Math.round(profile.floorAreaM2)
          ? withUnit(whole.format(home.totalSurface), 'm²')
          : null,
      givenByHousehold: sources.floorAreaM2 === 'resident',
    },
    {
      fact: 'householdSize',
      label: f.householdSize,
      value: decimal.format(profile.household.size),
      registered: null,
      givenByHousehold: sources['household.size'] === 'resident',
    },
  ];
  if (profile.measured.gasM3PerYear !== null)
    facts.push({
      fact: 'gasUse',
      label: f.gasUse,
      value: withUnit(whole.format(profile.measured.gasM3PerYear), 'm³'),
      registered: null,
      givenByHousehold: true,
    });
  return facts;
}
