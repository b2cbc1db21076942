import { describe, expect, it } from 'vitest';
import { RVO_HEAT_NEED } from '../reference/heat-need.ts';
import { checkHeatNeed, checkHeatNeedMethod } from './check-heat-need.ts';

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

  describe("on RVO's own envelope (the demand method alone)", () => {
    it("uses RVO's envelope: more loss through it means more heat need, and the air exchange is the model's", () => {
      const home = RVO_HEAT_NEED.value[0]!;
      const check = checkHeatNeedMethod(home);
      const leakier = checkHeatNeedMethod({
        ...home,
        typing: { ...home.typing, outsideUAWPerK: home.typing.outsideUAWPerK + 50 },
      });
      expect(leakier.modelKWhPerM2).toBeGreaterThan(check.modelKWhPerM2);
      expect(leakier.transmissionWPerKPerM2 - check.transmissionWPerKPerM2).toBeCloseTo(50 / home.floorAreaM2, 12);
      expect(leakier.airExchangeWPerKPerM2).toBe(check.airExchangeWPerKPerM2);
      const flat = checkHeatNeedMethod(RVO_HEAT_NEED.value[4]!);
      expect(flat.transmissionWPerKPerM2).toBeCloseTo(93.3 / 74.67, 12);
    });

    // On RVO's envelope the method needs 31–66 % more heat than NTA 8800 for all but the 1992–2005 house, and more
    // the leakier the home (docs/decisions/0018-label-thresholds-and-wider-validation.md, the method check). The list may only shrink.
    const KNOWN_METHOD_MISSES = [
      'tussenwoning 1965–1974',
      'hoekwoning 1946–1964',
      'vrijstaande woning 1975–1991',
      'portiekwoning tussen/midden 1965–1974',
      'galerijwoning tussen/midden 1975–1991',
    ];

    it('is more than 15 % off only for the Voorbeeldwoningen record 0018 names', () => {
      const misses = RVO_HEAT_NEED.value.map(checkHeatNeedMethod).filter((c) => Math.abs(c.deviation) > 0.15);
      expect(misses.map((c) => c.name)).toEqual(KNOWN_METHOD_MISSES);
    });
  });
});
