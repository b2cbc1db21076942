import { describe, expect, it } from 'vitest';
import { NTA8800_LABEL_SPREADS } from '../reference/label-spread.ts';
import { checkLabelSpreads, foldedShares, weightedMedian } from './check-label-spread.ts';

describe('NTA 8800 label spread', () => {
  it('folds A++++ … A+ into A+ and keeps the other classes', () => {
    const folded = foldedShares([0.1, 0.2, 0.3, 0.4, 1, 2, 3, 4, 5, 6, 7]);
    expect(folded['A+']).toBeCloseTo(1);
    expect([folded.A, folded.B, folded.G]).toEqual([1, 2, 7]);
  });

  it('takes the median where the cumulative share, best first, reaches half', () => {
    const shares = { 'A+': 0, A: 0.1, B: 0.1, C: 0.2, D: 0.1, E: 0.3, F: 0.2, G: 0 };
    expect(weightedMedian(shares)).toBe('D');
    expect(weightedMedian({ ...shares, C: 0.4 })).toBe('C');
  });

  it('holds, per Voorbeeldwoning, shares that add up to the whole sample', () => {
    for (const spread of NTA8800_LABEL_SPREADS.value) {
      const total = spread.bands.flatMap((band) => band.shares).reduce((sum, share) => sum + share, 0);
      expect(total, spread.name).toBeGreaterThan(0.98);
      expect(total, spread.name).toBeLessThan(1.02);
      for (const band of spread.bands) expect(band.shares, spread.name).toHaveLength(11);
    }
  });

  // Record 0018 listed four pre-war houses three or four classes worse than the median NTA 8800 label of surveyed
  // homes with the same form factor; with NTA 8800's demand method (docs/decisions/0019-nta8800-demand-method.md)
  // all seven lay within one class. With NTA 8800 annex I's original state and pre-war homes no longer taken as
  // sealed (docs/decisions/0105-nta8800-demand-method-adopted.md) the pre-war corner house is two classes worse than
  // the surveyed median C, while RVO's own current-state heat need of that house is 20 % above the model's: the two
  // sources disagree on how improved a pre-war corner house is, and this records the miss rather than tuning to it.
  // The list must shrink when the model improves and may not grow.
  const KNOWN_MISSES: string[] = ['hoekwoning vóór 1946 1920', 'hoekwoning vóór 1946 1938'];

  it('is never more than one class from the median', () => {
    const years = [1920, 1938, 1955, 1970, 1983, 1996, 2003, 2013, 2017];
    const checks = checkLabelSpreads(years);
    expect(checks).toHaveLength(7);
    const misses = checks.filter((c) => Math.abs(c.classesOff) > 1).map((c) => `${c.spread} ${c.buildYear}`);
    expect(misses.sort()).toEqual([...KNOWN_MISSES].sort());
  });
});
