import { describe, expect, it } from 'vitest';
import { RVO_HEAT_NEED } from '../reference/heat-need.ts';
import { checkHeatNeed } from './check-heat-need.ts';

describe("RVO Voorbeeldwoningen' NTA 8800 heat need", () => {
  it('compares each with a model home of the same type, year and floor area', () => {
    const check = checkHeatNeed(RVO_HEAT_NEED.value[1]!);
    expect(check.name).toBe('hoekwoning 1946–1964');
    expect(check.publishedKWhPerM2).toBe(208.22);
    expect(check.deviation).toBeCloseTo(check.modelKWhPerM2 / 208.22 - 1, 12);
    expect(check.modelKWhPerM2).toBeGreaterThan(0);
  });

  // The 1965–1974 mid-terrace house needs 28 % more heat in the model than in RVO's typing
  // (docs/decisions/0018-label-thresholds-and-wider-validation.md, update of 2026-11-23). The list may only shrink.
  const KNOWN_MISSES = ['tussenwoning 1965–1974'];

  it('is more than 15 % off only for the Voorbeeldwoning record 0018 names', () => {
    const misses = RVO_HEAT_NEED.value.map(checkHeatNeed).filter((c) => Math.abs(c.deviation) > 0.15);
    expect(misses.map((c) => c.name)).toEqual(KNOWN_MISSES);
  });
});
