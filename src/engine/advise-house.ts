import { analyseHouse, modelledGasM3, modelledGasOf, type HouseAnalysis } from './analyse-house.ts';
import { sameModelInputs } from './model-inputs.ts';
import { campaignContext } from './campaign-settings.ts';
import { typicalModelInputs } from './default-profile.ts';
import { energyCostToday } from './energy-cost-today.ts';
import { evaluateSolution, solutionCache } from './evaluate-solution.ts';
import { expectedUsageOf } from './expected-usage.ts';
import { monthlyFromYearly } from './money.ts';
import { rankAdvices } from './ranking.ts';
import { gasUsageReport, heatLossReport } from './reports.ts';
import type {
  AdviceItem,
  AdviceProfile,
  AdviceResult,
  CampaignSettings,
  HouseProfile,
  ResidentChoices,
} from './types.ts';

const NO_CHOICES: ResidentChoices = { rejectedRoutes: [] };

/**
 * The expected gas use of a typical home with the same register facts (the "comparable home in the Netherlands").
 * A home whose answers leave every model input at the typical home's (a home known from the register alone, the
 * most common case in a campaign) is its own comparable home: its model, already computed for the advice, gives
 * the same figure to the bit, so it is not modelled a second time
 * (docs/decisions/0162-engine-instructions-of-the-shipped-engine.md).
 */
export function comparableGasM3(profile: HouseProfile, house: HouseAnalysis): number {
  const typical = typicalModelInputs({
    buildYear: profile.buildYear,
    totalSurface: profile.floorAreaM2,
    dwellingType: profile.dwellingType,
  });
  return sameModelInputs(typical, profile) ? modelledGasOf(house.modelled) : modelledGasM3(typical);
}

/** Profile + campaign settings in, reports and ranked advice out (src/engine/README.md). */
export function adviseHouse(
  profile: AdviceProfile,
  settings: CampaignSettings,
  choices: ResidentChoices = NO_CHOICES,
): AdviceResult {
  const context = campaignContext(settings);
  const house = analyseHouse(profile);
  const cache = solutionCache();
  const fit = { hasOwnRoof: house.hasOwnRoof, hasSolarBoiler: profile.solarBoiler };
  const { maxInvestmentEur, maxMonthlyCostEur } = profile.filters;
  const advices: AdviceItem[] = [];
  const excluded: AdviceResult['excluded'] = [];
  const rejectsAny = choices.rejectedRoutes.length > 0;
  context.solutions.forEach((spec, index) => {
    if (!spec.fits(fit)) return;
    if (context.excludedByCampaign[index]) {
      excluded.push({ id: spec.id, route: spec.route, reason: 'campaign' });
      return;
    }
    // Most residents reject no route: no search of an empty list for every solution.
    if (rejectsAny && choices.rejectedRoutes.includes(spec.route)) {
      excluded.push({ id: spec.id, route: spec.route, reason: 'rejected_route' });
      return;
    }
    const advice = evaluateSolution(spec, house, context, cache);
    if (maxInvestmentEur !== null && advice.totalInvestment > maxInvestmentEur) {
      excluded.push({ id: spec.id, route: spec.route, reason: 'investment_filter' });
    } else if (maxMonthlyCostEur !== null && monthlyFromYearly(advice.totalCostPerYear) > maxMonthlyCostEur) {
      excluded.push({ id: spec.id, route: spec.route, reason: 'monthly_cost_filter' });
    } else {
      advices.push(advice);
    }
  });
  const ranked = rankAdvices(advices);
  const result: AdviceResult = {
    advices: ranked,
    excluded,
    currentBuildingLevels: { ...profile.levels },
    energyLabel: house.energyLabel,
    energyLabelSource: house.energyLabelSource,
    estimatedLabel: house.estimatedLabel,
    insulationLabel: house.insulationLabel,
    gasUsage: gasUsageReport(house, comparableGasM3(profile, house)),
    heatLoss: heatLossReport(house, cache.scenarios.A?.heatLoss),
    expectedUsage: expectedUsageOf(house),
    energyCostToday: energyCostToday(house, context, ranked),
  };
  // Only a measured home carries the comparison, so the advice of every other home stays as it was.
  const measured = house.calibration.measuredLoss;
  const signature = profile.heatSignature;
  if (measured !== null && signature !== undefined)
    result.measuredHeatLoss = {
      measuredWPerK: measured.measuredWPerK,
      lowWPerK: signature.lowWPerK,
      highWPerK: signature.highWPerK,
      modelWPerK: measured.modelWPerK,
    };
  return result;
}
