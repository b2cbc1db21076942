import type { IncomeBand, LoanResponse } from '../../contract/loan.ts';
import { INCOME_BAND_CODES } from '../../contract/loan.ts';
import {
  energySavingLoan,
  energySavingLoanConditions,
  type AdviceItem,
  type AdviceResult,
  type CampaignSettings,
} from '../../engine/index.ts';

/** What of an option's investment is a heat pump: its equipment, when the solution is one (a 20-year loan's limit). */
function heatPumpEur(advice: AdviceItem): number {
  return /heat_pump/.test(advice.explanation.solutionCode) ? advice.heating.investment : 0;
}

/**
 * The loan for every option of a home's advice and both income bands, with the fund's conditions and their year next
 * to the campaign's (issue #38.3), and what the option saves a month on today's energy cost, so the payment stands
 * beside it (docs/decisions/0138). Both bands always, so the page can show the household's own, or both when it gave
 * none; the band itself never leaves this household's answer.
 */
export function loanPlans(
  { advices, energyCostToday }: Pick<AdviceResult, 'advices' | 'energyCostToday'>,
  settings: Pick<CampaignSettings, 'startYearEnergyPrice'>,
  incomeBand: IncomeBand | null,
): LoanResponse {
  const conditions = energySavingLoanConditions();
  return {
    incomeBand,
    conditions: {
      minEur: conditions.minEur,
      maxEur: conditions.maxEur,
      interestFreeIncomeEur: conditions.interestFreeIncomeEur,
      year: conditions.year,
      campaignYear: settings.startYearEnergyPrice,
      sources: conditions.sources,
    },
    options: advices.map((advice) => {
      const input = { investmentEur: advice.totalInvestment, heatPumpEur: heatPumpEur(advice) };
      const plans = Object.fromEntries(
        INCOME_BAND_CODES.map((band) => [band, energySavingLoan(input, band)]),
      ) as LoanResponse['options'][number]['plans'];
      return {
        adviceId: advice.id,
        route: advice.route,
        investmentEur: advice.totalInvestment,
        yearlyEnergyCostEur: advice.yearlyEnergyCost,
        monthlySavingEur: energyCostToday.savings.find((saving) => saving.adviceId === advice.id)!.monthlyEur,
        plans,
      };
    }),
  };
}
