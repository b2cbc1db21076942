/** Spec §9: amounts show as a range of −5 % to +5 %, rounded up to whole euros. */
export function costRange(valueEur: number): { low: number; high: number } {
  return { low: Math.ceil(valueEur * 0.95), high: Math.ceil(valueEur * 1.05) };
}

/** Spec §9: monthly cost is yearly cost divided by 12. */
export function monthlyFromYearly(yearlyEur: number): number {
  return yearlyEur / 12;
}

/** The annuity formula's divisor, 1 − (1 + r)^−n. */
function annuityDivisor(interestRate: number, years: number): number {
  return 1 - (1 + interestRate) ** -years;
}

/** Yearly payment that repays `investmentEur` over `years` at `interestRate` (Milieu Centraal, Standaard Rekenmethode Rendementen: A = I·r / (1 − (1 + r)^−n)). */
export function annuity(investmentEur: number, interestRate: number, years: number): number {
  if (interestRate === 0) return investmentEur / years;
  return (investmentEur * interestRate) / annuityDivisor(interestRate, years);
}

/** Lifetimes in whole years up to this many get their divisor from the table; others compute it. */
const TABLED_YEARS = 100;

/**
 * One interest rate's annuity divisors per whole lifetime, computed once per campaign: plain advice needs four
 * annuities per solution, and raising to a power was the largest single cost of it
 * (docs/decisions/0017-engine-plain-advice-speed.md).
 */
export interface Annuities {
  interestRate: number;
  divisors: readonly number[];
}

export function annuities(interestRate: number): Annuities {
  const divisors: number[] = [];
  for (let years = 0; years <= TABLED_YEARS; years++) divisors.push(annuityDivisor(interestRate, years));
  return { interestRate, divisors };
}

/** `annuity` at the table's rate, with the same result to the last bit. */
export function annuityAt(table: Annuities, investmentEur: number, years: number): number {
  const rate = table.interestRate;
  if (rate === 0) return investmentEur / years;
  return (investmentEur * rate) / (table.divisors[years] ?? annuityDivisor(rate, years));
}
