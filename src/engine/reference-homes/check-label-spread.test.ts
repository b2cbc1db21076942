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
  // all seven lay within one class. Record 0105 (annex I's original state, pre-war homes not sealed) left the pre-war
  // corner house two classes worse than the surveyed median C. Record 0103 gives every house RVO's own geometry and
  // counts the form factor as RVO does (a floor over a crawl space at 0.7): the corner house then falls in the band
  // of form factor 2–2.5 (median E) and is one class off, and the pre-war semi-detached house falls in the band
  // 1.5–2 (median C; the old form factor put it in 2–2.5, median D) and is two classes off, E at EP2 317 against
  // D's 290. This records the miss rather than tuning to it; the list must shrink when the model improves.
  const KNOWN_MISSES: string[] = ['twee-onder-een-kap vóór 1965 1920', 'twee-onder-een-kap vóór 1965 1938'];

  it('is never more than one class from the median', () => {
    const years = [1920, 1938, 1955, 1970, 1983, 1996, 2003, 2013, 2017];
    const checks = checkLabelSpreads(years);
    expect(checks).toHaveLength(7);
    const misses = checks.filter((c) => Math.abs(c.classesOff) > 1).map((c) => `${c.spread} ${c.buildYear}`);
    expect(misses.sort()).toEqual([...KNOWN_MISSES].sort());
  });
});
