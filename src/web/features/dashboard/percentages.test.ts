import { describe, expect, it } from 'vitest';
import { wholePercentages } from './percentages.ts';

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

describe('wholePercentages', () => {
  it('gives thirds 34, 33, 33 where plain rounding gives 99', () => {
    expect([1 / 3, 1 / 3, 1 / 3].map((s) => Math.round(s * 100))).toEqual([33, 33, 33]);
    expect(wholePercentages([1 / 3, 1 / 3, 1 / 3])).toEqual([34, 33, 33]);
  });

  it('takes points away nowhere: where plain rounding gives 101 the largest remainders win', () => {
    // 0.455 + 0.455 + 0.09: plain rounding says 46 + 46 + 9 = 101.
    expect(wholePercentages([0.455, 0.455, 0.09])).toEqual([46, 45, 9]);
  });

  it('keeps exact shares exact, and scales shares that do not add up to 1', () => {
    expect(wholePercentages([0.7, 0.2, 0.1])).toEqual([70, 20, 10]);
    expect(wholePercentages([0.35, 0.1, 0.05])).toEqual([70, 20, 10]);
  });

  it('adds up to 100 for seven heat-loss shares, whatever they are', () => {
    let seed = 7;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    for (let run = 0; run < 200; run += 1) {
      const shares = Array.from({ length: 7 }, () => Math.round(random() * 1000) / 1000);
      if (sum(shares) === 0) continue;
      const percentages = wholePercentages(shares);
      expect(sum(percentages)).toBe(100);
      // Never more than one point away from the exact value.
      const total = sum(shares);
      percentages.forEach((p, i) => expect(Math.abs(p - (shares[i]! / total) * 100)).toBeLessThan(1));
    }
  });

  it('gives zeros when there is nothing to divide, and ignores negative or broken shares', () => {
    expect(wholePercentages([0, 0, 0])).toEqual([0, 0, 0]);
    expect(wholePercentages([])).toEqual([]);
    expect(wholePercentages([Number.NaN, -0.2, 0.5])).toEqual([0, 0, 100]);
  });
});
