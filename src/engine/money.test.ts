import { describe, expect, it } from 'vitest';
import { annuities, annuity, annuityAt, costRange, monthlyFromYearly } from './money.ts';

describe('money', () => {
  it("annualises an investment with the annuity formula at the campaign's interest rate", () => {
    // 10,000 × 0.04 / (1 − 1.04^−15) = 400 / (1 − 0.555265) = 400 / 0.444735 = 899.41
    expect(annuity(10000, 0.04, 15)).toBeCloseTo(899.41, 2);
    // 3,000 over 15 years at 4 %: 3,000 × 0.0899411 = 269.82
    expect(annuity(3000, 0.04, 15)).toBeCloseTo(269.82, 2);
    // 1,000 over 30 years at 4 %: 40 / (1 − 1.04^−30) = 40 / 0.691681 = 57.83
    expect(annuity(1000, 0.04, 30)).toBeCloseTo(57.83, 2);
  });

  it('repays linearly when the interest rate is zero', () => {
    expect(annuity(1500, 0, 15)).toBe(100);
  });

  it('costs nothing per year when nothing is invested', () => {
    expect(annuity(0, 0.04, 15)).toBe(0);
    expect(annuity(0, 0, 15)).toBe(0);
  });

  it('pays more per year over a shorter lifetime and at a higher rate', () => {
    expect(annuity(10000, 0.04, 10)).toBeGreaterThan(annuity(10000, 0.04, 15));
    expect(annuity(10000, 0.06, 15)).toBeGreaterThan(annuity(10000, 0.04, 15));
  });

  it('gives the same annuity to the last bit from the per-campaign table, tabled lifetime or not', () => {
    for (const rate of [0, 0.001, 0.04, 0.075, -0.01]) {
      const table = annuities(rate);
      for (const years of [1, 10, 15, 20, 30, 100, 101, 12.5]) {
        for (const investment of [0, 1, 2999.99, 12345.678]) {
          expect(annuityAt(table, investment, years)).toBe(annuity(investment, rate, years));
        }
      }
    }
  });

  it('shows an amount as −5 % to +5 %, each end rounded up to a whole euro', () => {
    // 2,021 × 0.95 = 1,919.95 → 1,920; 2,021 × 1.05 = 2,122.05 → 2,123
    expect(costRange(2021)).toEqual({ low: 1920, high: 2123 });
    expect(costRange(0)).toEqual({ low: 0, high: 0 });
  });

  it('divides a yearly cost by 12 for the monthly cost', () => {
    expect(monthlyFromYearly(2400)).toBe(200);
    expect(monthlyFromYearly(0)).toBe(0);
  });
});
