import { describe, expect, it } from 'vitest';
import { labelIndex } from '../labels.ts';
import { RVO_HEAT_NEED, RVO_HEAT_NEED_VALIDATION } from '../reference/heat-need.ts';
import { checkHeatNeed, checkHeatNeedMethod, KNOWN_HEAT_NEED_MISSES } from './check-heat-need.ts';
import { typicalHome } from './check-reference-home.ts';

describe("RVO Voorbeeldwoningen' NTA 8800 heat need", () => {
  it('compares each with a model home of the same type, year and floor area', () => {
    const check = checkHeatNeed(RVO_HEAT_NEED.value[1]!);
    expect(check.name).toBe('hoekwoning 1946–1964');
    expect(check.publishedKWhPerM2).toBe(208.22);
    expect(check.deviation).toBeCloseTo(check.modelKWhPerM2 / 208.22 - 1, 12);
    expect(check.modelKWhPerM2).toBeGreaterThan(0);
  });

  // These six are the demand method's fit set since record 0019. With NTA 8800's method the 1965–1974 mid-terrace
  // house that record 0018 listed came within 15 %; with the doors of table I.10 and RVO's own geometry (record 0103)
  // the typical 1992–2005 semi-detached house of record 0105 did too. The list may only grow back with a reason.
  const KNOWN_MISSES: string[] = [];

  it('is never more than 15 % off (record 0103)', () => {
    const misses = RVO_HEAT_NEED.value.map(checkHeatNeed).filter((c) => Math.abs(c.deviation) > 0.15);
    expect(misses.map((c) => c.name)).toEqual(KNOWN_MISSES);
  });

  // Record 0114's primary label target: RVO's heat need through the engine's own EP2 chain lands within one class
  // of the typical home's label, on the fit and the validation rows alike.
  it("labels the typical home within one class of RVO's heat need through the same chain", () => {
    const checks = [...RVO_HEAT_NEED.value, ...RVO_HEAT_NEED_VALIDATION.value].map(checkHeatNeed);
    const off = checks.filter((c) => Math.abs(c.labelClassesOff) > 1).map((c) => c.name);
    expect(off).toEqual([]);
    const more = checkHeatNeed({ ...RVO_HEAT_NEED.value[1]!, heatNeedKWhPerM2: 400 });
    expect(more.publishedLabel).toBe('G');
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

    // Record 0018 found the method 31–66 % over NTA 8800 on RVO's envelope for five of six; with NTA 8800's
    // mechanisms (docs/decisions/0019-nta8800-demand-method.md) all six lie within 15 %. The list may only shrink.
    const KNOWN_METHOD_MISSES: string[] = [];

    it("is never more than 15 % off on RVO's envelope", () => {
      const misses = RVO_HEAT_NEED.value.map(checkHeatNeedMethod).filter((c) => Math.abs(c.deviation) > 0.15);
      expect(misses.map((c) => c.name)).toEqual(KNOWN_METHOD_MISSES);
    });
  });

  // The pre-war rows (validation, record 0105): nothing was tuned to them. Record 0105 listed the corner house, 20 %
  // under RVO on a typical home; with RVO's corner geometry (its 1958 corner house of the fit set: 0.91 m² of outer
  // wall per m² instead of the estimated 0.68) and table I.10's doors it lies within 15 % (record 0103).
  // Record 0115 added terraced, corner and flat rows per period: the typical homes built from 2006 need less heat
  // than RVO types them (KNOWN_HEAT_NEED_MISSES says what is known). Its second session added detached rows per
  // period with three misses of the same kinds (built from 2006, and the pre-war wall). The list may only shrink.
  const KNOWN_PRE_WAR_MISSES = Object.keys(KNOWN_HEAT_NEED_MISSES);

  describe('pre-war Voorbeeldwoningen (validation)', () => {
    it('says why each row is trusted, and checks the method where the envelope is unambiguous', () => {
      expect(RVO_HEAT_NEED_VALIDATION.set).toBe('validation');
      for (const home of RVO_HEAT_NEED_VALIDATION.value) expect(home.trust.length).toBeGreaterThan(40);
      const terraced = RVO_HEAT_NEED_VALIDATION.value.find((home) => home.name === 'tussenwoning vóór 1946')!;
      const method = checkHeatNeedMethod({ ...terraced, typing: terraced.typing! });
      expect(Math.abs(method.deviation)).toBeLessThanOrEqual(0.15);
    });

    it('is never more than 15 % off on a typical home (record 0103)', () => {
      const misses = RVO_HEAT_NEED_VALIDATION.value.map(checkHeatNeed).filter((c) => Math.abs(c.deviation) > 0.15);
      expect(misses.map((c) => c.name).sort()).toEqual([...KNOWN_PRE_WAR_MISSES].sort());
    });
  });
});

// Record 0115: one shared wall is all that sets a corner house apart from a terraced house. RVO's two pairs of the
// same typing whose standards lie on the line (1946–1964: 208.22 / 162.53; 1965–1974: 183.59 / 141.92) give the
// corner house 1.28 and 1.29 times the heat per m²; through the engine's chain they are one and two classes apart.
describe('terraced against corner, one period', () => {
  const SOURCE_RATIO = (208.22 / 162.53 + 183.59 / 141.92) / 2;
  const ratio = (year: number) =>
    typicalHome('corner', year, 110).standardSpaceKWh / typicalHome('terraced', year, 110).standardSpaceKWh;

  it("holds the corner house's extra heat to RVO's pairs within 10 %", () => {
    expect(SOURCE_RATIO).toBeCloseTo(1.29, 2);
    for (const year of [1955, 1970])
      expect(Math.abs(ratio(year) / SOURCE_RATIO - 1), `${year}`).toBeLessThanOrEqual(0.1);
  });

  it('never puts the corner house more than two classes below the terraced house', () => {
    for (const year of [1920, 1938, 1955, 1970, 1983, 1996, 2003, 2013, 2017]) {
      const corner = labelIndex(typicalHome('corner', year, 110).estimatedLabel);
      const terraced = labelIndex(typicalHome('terraced', year, 110).estimatedLabel);
      expect(corner - terraced, `${year}`).toBeGreaterThanOrEqual(0);
      expect(corner - terraced, `${year}`).toBeLessThanOrEqual(2);
    }
  });
});
