/** Spec §9: amounts show as a range of −5 % to +5 %, rounded up to whole euros. */
export function costRange(valueEur: number): { low: number; high: number } {
  return { low: Math.ceil(valueEur * 0.95), high: Math.ceil(valueEur * 1.05) };
}

/** Spec §9: monthly cost is yearly cost divided by 12. */
export function monthlyFromYearly(yearlyEur: number): number {
  return yearlyEur / 12;
}

/** Yearly payment that repays `investmentEur` over `years` at `interestRate` (Milieu Centraal, Standaard Rekenmethode Rendementen: A = I·r / (1 − (1 + r)^−n)). */
export function annuity(investmentEur: number, interestRate: number, years: number): number {
  if (interestRate === 0) return investmentEur / years;
  return (investmentEur * interestRate) / (1 - (1 + interestRate) ** -years);
}
