import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INCOME_BAND_CODES } from '../vocabulary/income-bands.ts';
import { energySavingLoan, monthlyAnnuity } from './loan.ts';
import { ENERGY_SAVING_LOAN_AMOUNT, ENERGY_SAVING_LOAN_TERMS } from './reference/energy-saving-loan.ts';

/** The closed formula, written out again here so the test does not lean on money.ts. */
function closedFormula(amount: number, effectiveYearlyRate: number, years: number): number {
  const i = Math.pow(1 + effectiveYearlyRate, 1 / 12) - 1;
  const n = years * 12;
  return i === 0 ? amount / n : (amount * i) / (1 - Math.pow(1 + i, -n));
}

/** What is left of the loan after paying `payment` every month for `years`, month by month. */
function balanceAfter(amount: number, effectiveYearlyRate: number, years: number, payment: number): number {
  const i = Math.pow(1 + effectiveYearlyRate, 1 / 12) - 1;
  let balance = amount;
  for (let month = 0; month < years * 12; month++) balance = balance * (1 + i) - payment;
  return balance;
}

describe('the monthly payment of the energy-saving loan', () => {
  it('is worked out by hand for a rate of exactly 1 % a month', () => {
    // 1.01^12 = 1.12682503…, so an effective 12.682503 % a year is 1 % a month. € 1.000 over one year:
    // 1.01^−12 = 0.88744923, 1 − 0.88744923 = 0.11255077, 1000 × 0.01 / 0.11255077 = 88.8488 a month.
    expect(monthlyAnnuity(1000, 1.01 ** 12 - 1, 1)).toBeCloseTo(88.8488, 4);
    // Month by month: 1000 → 1010 − 88.8488 = 921.1512 → … → 0 after twelve payments.
    expect(Math.abs(balanceAfter(1000, 1.01 ** 12 - 1, 1, 88.848788))).toBeLessThan(0.001);
  });

  it("reproduces the fund's own examples: € 15.000 over 10 years at 4,35 % is € 153,80, at 0 % € 10.000 is € 83,33", () => {
    // Nationaal Warmtefonds, 'Voorbeelden Energiebespaarlening': Olivia's € 153,80 a month. Read as a nominal rate
    // (4,35 % / 12 a month) it would be € 154,38; as the effective rate the fund calls it, € 153,77.
    expect(Math.abs(monthlyAnnuity(15000, 0.0435, 10) - 153.8)).toBeLessThan(0.05);
    // 'Energiebespaarlening 0%': Eppo and Marieke repay € 83,33 a month.
    expect(monthlyAnnuity(10000, 0, 10)).toBeCloseTo(83.33, 2);
  });

  it('equals the closed formula and repays the loan exactly, for random amounts, rates and terms', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 1000, max: 71000, noNaN: true }),
        fc.oneof(fc.constant(0), fc.double({ min: 0.0001, max: 0.15, noNaN: true })),
        fc.integer({ min: 1, max: 30 }),
        (amount, rate, years) => {
          const payment = monthlyAnnuity(amount, rate, years);
          const expected = closedFormula(amount, rate, years);
          expect(Math.abs(payment - expected)).toBeLessThanOrEqual(1e-9 * expected);
          expect(Math.abs(balanceAfter(amount, rate, years, payment))).toBeLessThan(1e-6 * amount);
          // Never less than the amount spread evenly, never more than paying it all in the first month.
          expect(payment).toBeGreaterThanOrEqual(amount / (years * 12) - 1e-9);
          expect(payment).toBeLessThanOrEqual(amount * (1 + rate));
        },
      ),
    );
  });
});

describe('the energy-saving loan for an option', () => {
  const { minEur, maxEur } = ENERGY_SAVING_LOAN_AMOUNT.value;
  const input = fc.record({
    investmentEur: fc.double({ min: 0, max: 80000, noNaN: true }),
    heatPumpEur: fc.double({ min: 0, max: 30000, noNaN: true }),
  });

  it("lends the option's investment up to the fund's largest amount, and nothing below its smallest", () => {
    fc.assert(
      fc.property(input, fc.constantFrom(...INCOME_BAND_CODES), (option, band) => {
        const plan = energySavingLoan(option, band);
        if (option.investmentEur < minEur) {
          expect(plan).toBeNull();
          return;
        }
        expect(plan!.amountEur).toBe(Math.min(option.investmentEur, maxEur));
        expect(plan!.amountEur + plan!.ownShareEur).toBeCloseTo(option.investmentEur, 6);
        expect(plan!.terms.length).toBeGreaterThan(0);
        for (const term of plan!.terms) {
          expect(term.monthlyEur).toBeCloseTo(monthlyAnnuity(plan!.amountEur, plan!.yearlyRate, term.years), 9);
          expect(term.totalEur).toBeGreaterThanOrEqual(plan!.amountEur - 1e-6);
        }
        // A longer term pays less a month.
        for (let k = 1; k < plan!.terms.length; k++)
          expect(plan!.terms[k]!.monthlyEur).toBeLessThan(plan!.terms[k - 1]!.monthlyEur);
      }),
    );
  });

  it('is interest-free up to € 60.000 and never dearer there than above it', () => {
    fc.assert(
      fc.property(input, (option) => {
        const free = energySavingLoan(option, 'up_to_60000');
        const paid = energySavingLoan(option, 'above_60000');
        if (free === null) {
          expect(paid).toBeNull();
          return;
        }
        expect(free.yearlyRate).toBe(0);
        for (const [k, term] of free.terms.entries()) {
          expect(term.totalEur).toBeCloseTo(free.amountEur, 6);
          expect(term.monthlyEur).toBeLessThan(paid!.terms[k]!.monthlyEur);
        }
      }),
    );
  });

  it("offers the fund's terms by amount, and 20 years with a heat pump only when it is at most a third", () => {
    const years = (investmentEur: number, heatPumpEur = 0) =>
      energySavingLoan({ investmentEur, heatPumpEur }, 'above_60000')!.terms.map((t) => t.years);
    expect(years(4000)).toEqual([7]);
    expect(years(9000)).toEqual([10]);
    expect(years(20000)).toEqual([10, 15, 20]);
    expect(years(30000)).toEqual([10, 15, 20]);
    // The fund's rule: a heat pump of at most a third of the amount (€ 7.000 of € 21.000) still goes with 20 years.
    expect(ENERGY_SAVING_LOAN_TERMS.value.longestWithHeatPump.maxHeatPumpShare).toBeCloseTo(1 / 3, 12);
    expect(years(21000, 6999)).toEqual([10, 15, 20]);
    expect(years(21000, 7001)).toEqual([10, 15]);
    // Above the largest amount the share is of what is borrowed: € 10.000 of € 27.000 is more than a third.
    expect(years(40000, 10000)).toEqual([10, 15]);
    expect(energySavingLoan({ investmentEur: 999, heatPumpEur: 0 }, 'up_to_60000')).toBeNull();
  });
});
