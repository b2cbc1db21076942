import type { IncomeBand } from '../vocabulary/income-bands.ts';
import { annuity } from './money.ts';
import {
  ENERGY_SAVING_LOAN_AMOUNT,
  ENERGY_SAVING_LOAN_INTEREST_FREE_INCOME,
  ENERGY_SAVING_LOAN_RATE,
  ENERGY_SAVING_LOAN_TERMS,
} from './reference/energy-saving-loan.ts';

const LOAN_ROWS = [
  ENERGY_SAVING_LOAN_AMOUNT,
  ENERGY_SAVING_LOAN_INTEREST_FREE_INCOME,
  ENERGY_SAVING_LOAN_RATE,
  ENERGY_SAVING_LOAN_TERMS,
];

/** The loan's conditions as a resident reads them, with the year of the oldest row and every row's source. */
export interface LoanConditions {
  minEur: number;
  maxEur: number;
  interestFreeIncomeEur: number;
  rates: Record<IncomeBand, number>;
  /** The year the conditions are for: the oldest of the rows' years, so a stale row is never hidden. */
  year: number;
  sources: string[];
}

export function energySavingLoanConditions(): LoanConditions {
  return {
    minEur: ENERGY_SAVING_LOAN_AMOUNT.value.minEur,
    maxEur: ENERGY_SAVING_LOAN_AMOUNT.value.maxEur,
    interestFreeIncomeEur: ENERGY_SAVING_LOAN_INTEREST_FREE_INCOME.value,
    rates: { ...ENERGY_SAVING_LOAN_RATE.value },
    year: Math.min(...LOAN_ROWS.map((row) => row.year!)),
    sources: LOAN_ROWS.map((row) => row.source),
  };
}

/**
 * The monthly payment of an annuity loan: `amountEur` repaid in equal months over `years` at an effective yearly
 * rate, as the Nationaal Warmtefonds quotes it. The effective rate compounds monthly, so the monthly rate is
 * (1 + r)^(1/12) − 1, and the payment is Milieu Centraal's annuity A = P·i / (1 − (1 + i)^−n) over n = 12 × years
 * months (money.ts). Read so, the fund's own example comes out within 3 cents (a nominal reading is 58 cents off) (src/engine/loan.test.ts).
 */
export function monthlyAnnuity(amountEur: number, effectiveYearlyRate: number, years: number): number {
  const monthlyRate = (1 + effectiveYearlyRate) ** (1 / 12) - 1;
  return annuity(amountEur, monthlyRate, years * 12);
}

/** One term the fund offers for an amount, with what it costs a month and in all. */
export interface LoanTerm {
  years: number;
  monthlyEur: number;
  totalEur: number;
}

/** What the energy-saving loan would be for one option and one income band. */
export interface LoanPlan {
  /** What is borrowed: the investment after subsidy, up to the fund's largest amount. */
  amountEur: number;
  /** What the loan does not cover: the investment above the fund's largest amount. */
  ownShareEur: number;
  /** Effective yearly rate for the band (fraction). */
  yearlyRate: number;
  /** Shortest first. */
  terms: LoanTerm[];
}

export interface LoanInput {
  /** The option's investment after discounts and the subsidies taken into account (AdviceItem.totalInvestment). */
  investmentEur: number;
  /** What of it is a heat pump: a 20-year loan may pay for one only when it is at most a third of the amount. */
  heatPumpEur: number;
}

/**
 * The energy-saving loan for an option (issue #38.3): the amount the fund lends for it, and the monthly payment of
 * each term it offers for that amount, at the band's rate. Null when the option costs less than the fund's smallest
 * loan. Every figure is a dated row of reference/energy-saving-loan.ts.
 */
export function energySavingLoan(input: LoanInput, band: IncomeBand): LoanPlan | null {
  const { minEur, maxEur } = ENERGY_SAVING_LOAN_AMOUNT.value;
  const investment = Math.max(0, input.investmentEur);
  if (!(investment >= minEur)) return null;
  const amountEur = Math.min(investment, maxEur);
  const yearlyRate = ENERGY_SAVING_LOAN_RATE.value[band];
  const { steps, longestWithHeatPump } = ENERGY_SAVING_LOAN_TERMS.value;
  const step = steps.filter((s) => amountEur >= s.fromEur).at(-1)!;
  const heatPumpShare = Math.max(0, input.heatPumpEur) / amountEur;
  const years = step.years.filter(
    (y) => y < longestWithHeatPump.years || heatPumpShare <= longestWithHeatPump.maxHeatPumpShare,
  );
  return {
    amountEur,
    ownShareEur: investment - amountEur,
    yearlyRate,
    terms: years.map((y) => {
      const monthlyEur = monthlyAnnuity(amountEur, yearlyRate, y);
      return { years: y, monthlyEur, totalEur: monthlyEur * 12 * y };
    }),
  };
}
